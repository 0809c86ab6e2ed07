package ing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/rules/board"
)

// Move is the analysis of one play on the position before it: computed
// once by Judge.Analyse, read by Judge.Rule and Judge.Commit.
type Move struct {
	Color board.Color
	Point int
	w, h  int // the board's size: the point's name for people (name)

	KoStone    bool       // a ko stone move (lecture 2)
	Ko         KoPosition // the ko position it is played in
	Type       Type       // its ko type before the play
	Disturbing bool       // it disturbs the ko (lecture 8)
	// Opens: the ko stone makes a new ko mouth (a throw-in where no ko
	// position was). It is played in no ko yet: no rule restricts it and
	// it is no action (docs/ing.md); Ko and Type are those after it.
	Opens bool

	koKey string // the ko position's points
	class string // the class of board positions (prohibition rule)
	// classKnown: class is set (AnalyseLocal leaves it unset for a
	// ResolveClass; the prohibition rule ignores the Move until then).
	classKnown bool
	before     string // stones on the ko position before the play
	after      string // and after it
	lone       bool   // a lone stone with one liberty after capturing one stone
	captured   int    // opponent stones captured
	capturedA  int    // the point of the single stone captured, or -1
}

// name is the point's name for people (the ruling's reason).
func (m *Move) name() string { return board.PointName(m.Point%m.w, m.Point/m.w, m.w, m.h) }

// Judge applies the four rules to a game, move by move. Call Reset with
// the start position, then for each play Analyse, Rule and Commit; for a
// pass Pass; for a play known to be no ko stone move (Candidate false)
// Other. A Judge keeps no reference to the positions it is given.
type Judge struct {
	last struct {
		valid     bool
		color     board.Color
		koStone   bool
		fighting  bool
		ko        KoPosition
		lone      bool // captured exactly one stone and stands alone in atari
		point     int
		capturedA int
	}
	// The current ko stone move-sequence and its disturber (lecture 11).
	seqKey    string
	disturber board.Color
	watch     []string
	repeated  bool
	// The prohibition rule's record per class of board positions.
	classes map[string]*classRecord
	// mouths remembers the last mouth search: a memo of FindMouths that
	// outlives Reset (it depends on positions only).
	mouths *mouthCache
	grid   []uint64 // scratch of analyse: the position after the play
	bgrid  []uint64 // and before it
	// known is 1 + the point of the next analysed play when the caller
	// knows its stone is a candidate ko stone afterwards (KnownCandidate);
	// 0 when not.
	known int
	// More scratch of analyse (no Move keeps any of it): the position
	// after the play and the chains of both positions.
	after    board.Position
	csb, csa chains
	local    *localShapes // the local ko position searches' buffers
	// located is KoPositionOf's last analysis, kept until the next call
	// that analyses (or labels chains): when AnalyseLocal is then asked
	// about the same play on the same position, as the replay does when
	// the ko position it found holds the next play, it types that Move
	// instead of searching again.
	located struct {
		ok     bool
		m      *Move
		c      board.Color
		w, h   int           // the board (a W×H and an H×W board hold as many points)
		stones []board.Color // the position before the play
	}
}

type classRecord struct {
	// firstFighting: the fighting kos (by ko position) whose first ko
	// stone from this class was played and ignored (docs/ing.md).
	firstFighting map[string]bool
	actions       map[string]int // colour + ko position → actions taken
}

// NewJudge returns a judge for a game starting now.
func NewJudge() *Judge {
	j := &Judge{}
	j.Reset()
	return j
}

// Reset forgets the game: a new game or a setup change in mid-record.
func (j *Judge) Reset() {
	mc, classes, grid, bgrid, after := j.mouths, j.classes, j.grid, j.bgrid, j.after
	csb, csa, located, local := j.csb, j.csa, j.located, j.local
	if mc == nil {
		mc = new(mouthCache)
	}
	if local == nil {
		local = new(localShapes)
	}
	if classes == nil {
		classes = map[string]*classRecord{}
	}
	clear(classes) // the replay resets the judge at every rebuild: no new map
	*j = Judge{classes: classes, mouths: mc, grid: grid, bgrid: bgrid, after: after, csb: csb, csa: csa, located: located, local: local}
}

// findMouths is FindMouths(p), rescanning only what changed since the
// judge's previous search.
func (j *Judge) findMouths(p board.Position) []Mouth {
	if j.mouths == nil {
		j.mouths = new(mouthCache)
	}
	return j.mouths.find(p)
}

// Pass records a pass of c: it ends every ko stone move-sequence.
func (j *Judge) Pass(c board.Color) { j.other(c) }

// Other records a play of c that is no ko stone move (the replay's fast
// path): like a pass it ends every ko stone move-sequence.
func (j *Judge) Other(c board.Color) { j.other(c) }

func (j *Judge) other(c board.Color) {
	j.seqKey, j.disturber, j.watch, j.repeated = "", board.Empty, nil, false
	j.last.valid = false
	j.last.color = c
}

// Disturber returns the points of the ko position that has a disturber
// now, and the disturber; Empty when there is none.
func (j *Judge) Disturber() ([]int, board.Color) {
	if j.disturber == board.Empty {
		return nil, board.Empty
	}
	return parseKey(j.seqKey), j.disturber
}

// Analyse examines c's play at (x, y) on the position before it.
func (j *Judge) Analyse(before board.Position, c board.Color, x, y int) (*Move, error) {
	return j.analyse(before, c, x, y, true, true)
}

// AnalyseLocal is Analyse without the class of board positions: it finds
// the ko position of the play around it and never searches the whole
// board. The prohibition rule ignores the Move (neither Rule nor Commit
// consults or records its class) until ResolveClass gives it its class:
// the caller uses it only when no earlier action can share the class
// (docs/ing.md).
func (j *Judge) AnalyseLocal(before board.Position, c board.Color, x, y int) (*Move, error) {
	return j.analyse(before, c, x, y, false, true)
}

// KoPositionOf returns the ko position in which c's play at (x, y) on
// before is a ko stone move, and false when the play is no ko stone move
// or makes a new ko mouth (Move.Opens): the Ko of AnalyseLocal's Move
// when KoStone and not Opens, without the ko type, the dearest part. The
// fighting rule can restrict the next play only at a point of it. When
// the caller then needs the whole analysis of the same play, an
// AnalyseLocal right after (no analysis between) finishes this one
// instead of searching again.
func (j *Judge) KoPositionOf(before board.Position, c board.Color, x, y int) (KoPosition, bool) {
	m, err := j.analyse(before, c, x, y, false, false)
	if err != nil || !m.KoStone || m.Opens {
		return KoPosition{}, false
	}
	// The scratch of analyse (j.after, j.csb) still holds this play:
	// AnalyseLocal may finish the Move (located).
	j.located.ok, j.located.m, j.located.c = true, m, c
	j.located.w, j.located.h = before.W, before.H
	j.located.stones = append(j.located.stones[:0], before.Stones...)
	return m.Ko, true
}

// KnownCandidate tells the judge that the play at (x, y) it analyses next
// (Analyse, AnalyseLocal or KoPositionOf, with no other analysis
// between) is known to leave a candidate ko stone: Filter.Candidate (or
// MayBeKoPoint, the same test on a packed position) said so of the
// position after it. The analysis then skips that test, which it would
// pass. Any analysis forgets it.
func (j *Judge) KnownCandidate(x, y, w int) { j.known = 1 + y*w + x }

// ResolveClass gives m, analysed by AnalyseLocal on before, its class of
// board positions: it is then the Move Analyse gives.
func (j *Judge) ResolveClass(before board.Position, m *Move) {
	if m.KoStone && !m.classKnown {
		j.located.ok = false // j.csb is relabelled
		m.class = classKey(before, koPositions(before, j.csb.relabel(before), j.findMouths(before)))
		m.classKnown = true
	}
}

// analyse is Analyse (withClass) or AnalyseLocal; without typed it stops
// once the ko position is known (KoPositionOf).
func (j *Judge) analyse(before board.Position, c board.Color, x, y int, withClass, typed bool) (*Move, error) {
	if !before.OnBoard(x, y) || (c != board.Black && c != board.White) {
		return nil, fmt.Errorf("ing: no play of %v at (%d,%d) on a %dx%d board", c, x, y, before.W, before.H)
	}
	i := y*before.W + x
	known := j.known == i+1
	j.known = 0
	if before.Stones[i] != board.Empty {
		return nil, fmt.Errorf("ing: %s is occupied", board.PointName(x, y, before.W, before.H))
	}
	if l := &j.located; l.ok {
		l.ok = false // the scratch is about to change, or is used now
		if typed && !withClass && l.m.Point == i && l.c == c && l.w == before.W && l.h == before.H &&
			slices.Equal(l.stones, before.Stones) {
			// KoPositionOf's analysis of this play: j.after and j.csb
			// still hold it, and a ko stone in an existing ko position
			// has its type on before.
			m := *l.m
			j.typeMove(&m, before, j.after, before, &j.csb, c, i, "", false)
			return &m, nil
		}
	}
	j.after.W, j.after.H = before.W, before.H
	j.after.Stones = append(j.after.Stones[:0], before.Stones...)
	after := j.after
	captured, suicided := playInPlace(after, c, i)
	m := &Move{Color: c, Point: i, w: before.W, h: before.H, captured: captured, capturedA: -1}
	if captured == 1 { // the stone's chain is looked up for a single capture only
		if s := chainAt(after, i); s != nil && len(s.stones) == 1 && len(s.libs) == 1 {
			m.lone = true
			m.capturedA = s.libs[0] // the captured stone's point is the only liberty
		}
	}
	if suicided > 0 {
		return m, nil
	}
	// A ko stone stands in a ko mouth after its play: a known candidate
	// passes this test (it is the filter's), and its grid waits until
	// a ko it opens needs it.
	var ag grid
	if !known {
		if ag = positionGridIn(&j.grid, &after); !candidate(ag, i) {
			return m, nil
		}
	}
	cs := j.csb.relabel(before)
	if j.local == nil {
		j.local = new(localShapes) // a Judge not made by NewJudge
	}
	var kps []KoPosition
	class, where := "", -1
	if withClass {
		kps = koPositions(before, cs, j.findMouths(before))
		class = classKey(before, kps)
		for n, k := range kps {
			if k.Contains(i) {
				where = n
				break
			}
		}
	} else if k, ok := j.local.koPositionAt(before, positionGridIn(&j.bgrid, &before), cs, i); ok {
		kps, where = []KoPosition{k}, 0
	}
	pos, pcs := before, cs
	if where < 0 && !typed {
		// KoPositionOf: a play in no ko position of before is no ko stone
		// move in an existing one (it opens one at most): done.
		return m, nil
	}
	if where < 0 {
		// A ko stone that makes a new ko mouth: played in no ko yet; the
		// ko position and its type are those after the play (docs/ing.md).
		acs := j.csa.relabel(after)
		if withClass {
			for _, k := range koPositions(after, acs, j.findMouths(after)) {
				if k.Contains(i) {
					kps, where = []KoPosition{k}, 0
					break
				}
			}
		} else {
			if known {
				ag = positionGridIn(&j.grid, &after)
			}
			if k, ok := j.local.koPositionAt(after, ag, acs, i); ok {
				kps, where = []KoPosition{k}, 0
			}
		}
		if where < 0 {
			return m, nil
		}
		pos, pcs = after, acs
		m.Opens = true
	}
	k := kps[where]
	if !koStoneIn(after, i, k.Points) {
		return m, nil
	}
	m.KoStone, m.Ko = true, k
	if typed {
		j.typeMove(m, before, after, pos, pcs, c, i, class, withClass)
	}
	return m, nil
}

// typeMove is the end of analyse for a ko stone move m (KoStone and Ko
// set): its ko type on pos (before, or after when it opens a ko), whose
// chains are pcs, and what the rules record of it.
func (j *Judge) typeMove(m *Move, before, after, pos board.Position, pcs *chains, c board.Color, i int, class string, withClass bool) {
	k := m.Ko
	m.Type = classify(pos, pcs, k)
	m.Disturbing = !m.Opens && m.Type.Disturbing() && disturbs(pos, pcs, k, m.Type, c, i)
	m.koKey = key(k.Points)
	m.class, m.classKnown = class, withClass
	m.before, m.after = config(before, k.Points), config(after, k.Points)
}

// Commit records the analysed play as played (whatever the ruling: the
// record is replayed as it was played).
func (j *Judge) Commit(m *Move) {
	if m.KoStone {
		var rec *classRecord
		if m.classKnown {
			rec = j.classes[m.class]
			if rec == nil {
				rec = &classRecord{firstFighting: map[string]bool{}, actions: map[string]int{}}
				j.classes[m.class] = rec
			}
		}
		if act, _ := j.action(m); act != "" && rec != nil {
			if m.Type == Fighting && !rec.firstFighting[m.koKey] {
				rec.firstFighting[m.koKey] = true // the exception: ignored
			} else {
				rec.actions[act]++
			}
		}
		if j.seqKey != m.koKey {
			j.seqKey, j.disturber, j.watch, j.repeated = m.koKey, board.Empty, nil, false
		}
		if m.Disturbing && j.disturber == board.Empty {
			j.disturber, j.watch, j.repeated = m.Color, []string{m.before}, false
		}
		if j.disturber != board.Empty {
			if slices.Contains(j.watch, m.after) {
				j.repeated = true
			}
			j.watch = append(j.watch, m.after)
		}
	} else {
		j.seqKey, j.disturber, j.watch, j.repeated = "", board.Empty, nil, false
	}
	l := &j.last
	l.valid, l.color, l.koStone, l.ko = true, m.Color, m.KoStone, m.Ko
	l.fighting = m.KoStone && !m.Opens && m.Type == Fighting
	l.lone, l.point, l.capturedA = m.lone, m.Point, m.capturedA
}

func key(pts []int) string {
	var b strings.Builder
	for n, q := range pts {
		if n > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(q))
	}
	return b.String()
}

func parseKey(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if v, err := strconv.Atoi(f); err == nil {
			out = append(out, v)
		}
	}
	return out
}

// config writes the stones on pts.
func config(p board.Position, pts []int) string {
	b := make([]byte, len(pts))
	for n, q := range pts {
		b[n] = "-xo"[p.Stones[q]]
	}
	return string(b)
}

// classKey names the class of board positions of p (lecture 12): the set
// of points of all its ko positions and the stones everywhere else.
func classKey(p board.Position, kps []KoPosition) string {
	// p.String()'s layout ('/' after each row), written straight into
	// one buffer: the analysis of every candidate names its class.
	b := make([]byte, len(p.Stones)+p.H-1)
	for y := 0; y < p.H; y++ {
		row := b[y*(p.W+1):]
		if y > 0 {
			b[y*(p.W+1)-1] = '/'
		}
		for x, c := range p.Stones[y*p.W : (y+1)*p.W] {
			row[x] = ".xo"[c]
		}
	}
	for _, k := range kps {
		for _, q := range k.Points {
			b[q+q/p.W] = 'k'
		}
	}
	return string(b)
}

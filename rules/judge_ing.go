package rules

import (
	"math/bits"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/ing"
)

// The Ing judge plugs rules/ing (seed 004's Newko reading of Ing's ko
// rules) into the replay for every ruleset whose ko parameter is "ing".
func init() {
	RegisterKoJudge(KoIng, func(Ruleset) Judge { return &ingJudge{j: ing.NewJudge()} })
}

// ingClassBits bounds the difference, in snapshot bits, between two
// positions of one class of board positions (the prohibition rule): they
// differ only on ko-position points, two bits per point at most. 96 bits
// cover classes of up to 48 ko-position points (docs/ing.md).
const ingClassBits = 96

// ingJudge adapts ing.Judge to the replay, lazily. Only a play whose
// stone is a candidate ko stone afterwards (ing.Filter) can be a ko stone
// move, and only ko stone moves are ever restricted or change the
// judge's state. The replay hands it only the plays that pass the
// filter's first test (Concerns: a few reads of the board), and whether
// such a play is a candidate is found out only when a ruling needs to
// know: the shape test, the dearer part of the filter, is spared most
// plays. A candidate gets the full analysis only when one of Ing's rules
// could restrict it: it follows a candidate (basic ko, fighting and
// disturber rules act within unbroken runs of ko stone moves), or an
// earlier candidate was played from a position that may be of the same
// class of board positions (prohibition rule). The judge is then rebuilt
// from those runs of candidates, in order (each analysed once, from the
// history), so that its state is exactly what analysing every play at
// once would give for this move. Ordinary games never pay for the
// analysis.
type ingJudge struct {
	j      *ing.Judge
	filter ing.Filter
	// plays are the plays of the game so far that passed Concerns and
	// were not found to be no candidate, in order. Without pointers, so
	// that storing them costs no write barrier: their analyses are in
	// analyses.
	plays    []ingPlay
	analyses []*ing.Move
	sel      []int // scratch: the candidates the current one depends on
	before   board.Position
	hpos     board.Position // scratch: an earlier position of the history
	cur      ingPlay        // the play being judged (move 0: none)
	// mine: an earlier candidate of the mover may share the class of
	// board positions of the current one (selectRuns). Without one, the
	// prohibition rule cannot act and no class is needed: the analyses
	// search only around the plays (ing.Judge.AnalyseLocal).
	mine    bool
	pending *ing.Move
	class   classTest
	// kept holds, per colour (Color&1), the union of the positions
	// before that colour's kept plays, packed as the history's
	// snapshots (empty: none kept yet): a sentinel stone of now that
	// none of them holds tells all of them apart at once.
	kept [2][]uint64
}

// candidateFirst is the number of kept plays beyond which selectRuns
// tests the play for a candidate before its class scans (the scans cost
// about a twentieth of the test per play). A variable for the tests: the
// order changes the cost only.
var candidateFirst = 64

// knownCandidates lets the analyses skip the candidate test of a play the
// judge tested (ing.Judge.KnownCandidate). A variable for the tests, which
// compare the verdicts with it off.
var knownCandidates = true

// stoneCandidates lets isCand test an earlier play with
// ing.StoneCandidate instead of ing.MayBeKoPoint (the same answers on a
// stone). A variable for the tests, which compare the verdicts with it
// off.
var stoneCandidates = true

// noCandExit lets selectRuns stop at a play found no candidate before its
// class scans (see there). A variable for the tests, which compare the
// verdicts with it off, and see every use of a shortcut (this one and
// knownCandidates) through shortcutSeen.
var (
	noCandExit   = true
	shortcutSeen func(kind string)
)

// ingPlay is a play that passed Concerns: maybe a candidate ko stone.
type ingPlay struct {
	move  int32
	entry int32 // the history entry of the position before it
	x, y  int16
	color board.Color
	cand  int8  // a candidate ko stone: 0 not tested yet, candYes, candNo
	m     int32 // its analysis, once made (a candidate): analyses[m-1]; 0 none
}

// Values of ingPlay.cand.
const (
	candYes int8 = 1 + iota
	candNo
)

// ingScope bounds the chain of a candidate ko stone (ing.Filter). Every
// mouth shape holds the stone's whole chain and its liberties (a ko
// string lies in its mouth, and a mouth is enclosed), so the chain has at
// most maxKoString (3) stones. Each point of a mouth (a line or a 2x2
// block) has at most two neighbours in it, and a chain of two or three
// stones spends some of those on each other: its pseudo-liberties (stone
// and empty point side by side) are at most 2. Plays beyond are no
// candidates: the replay does not even call the judge
// (TestIngScopeHoldsCandidates holds both bounds, and that candidates
// reach them).
var ingScope = Scope{MaxStones: 3, MaxLibs: 2}

// Scope makes ingJudge a ScopedJudge: see ingScope.
func (g *ingJudge) Scope() Scope { return ingScope }

// Concerns makes ingJudge a ScopedJudge: only a candidate ko stone
// (ing.Filter) can be restricted or change the judge's state, and the
// filter's first test (a few reads of the board) rules out most plays.
// The rest of the test waits until a ruling needs it.
func (g *ingJudge) Concerns(f *Facts, v View) bool {
	return g.filter.MayBeCandidate(v.Board(), f.X, f.Y)
}

func (g *ingJudge) Reset(View) {
	// g.j is not reset here: rebuild resets it before every use of its
	// rules' state (the analyses depend on the positions only), and most
	// games never need it.
	g.plays = g.plays[:0]
	g.kept[0], g.kept[1] = g.kept[0][:0], g.kept[1][:0]
	clear(g.analyses) // no analysis outlives its game
	g.analyses = g.analyses[:0]
	g.cur, g.pending = ingPlay{}, nil
}

func (g *ingJudge) Judge(f *Facts, v View) Verdict {
	g.cur.move, g.pending = 0, nil
	b := v.Board()
	// An ordinary play reaches Judge only once Concerns said yes; the
	// others have not been filtered yet.
	if !f.ordinary() && (f.Suicide > 0 || !ingScope.holds(f) || !g.Concerns(f, v)) {
		return Legal // no ko stone, nothing to remember
	}
	h := v.History()
	g.cur = ingPlay{move: int32(f.Move), entry: int32(h.Len() - 1), x: int16(f.X), y: int16(f.Y), color: f.Color}
	if !g.selectRuns(h, b, f.KoRetake) || g.fightingOnly(h, f) {
		return Legal
	}
	g.rebuild(h)
	if !g.mine && !g.j.MayRestrict(f.Color, f.Y*b.W()+f.X) {
		// The runs before it leave no rule that could act on this play:
		// its analysis waits until a later play needs it.
		return Legal
	}
	// The position before the play: undo it on a copy of the board.
	b.CopyTo(&g.before)
	g.before.Stones[f.Point] = board.Empty
	for _, i := range f.Removed[:f.Captured] {
		g.before.Stones[i] = f.Color.Opponent()
	}
	m, err := g.analyse(g.before, f.Color, f.X, f.Y, g.cur.cand)
	if err != nil {
		return Legal // cannot happen for an applied play
	}
	g.pending = m
	r := g.j.Rule(m)
	if r.Allowed {
		return Legal
	}
	return Verdict{Rule: RuleIngKo, Detail: r.Rule.String(), Reason: r.Reason}
}

// selectRuns puts in g.sel, in order, the earlier candidates the current
// play depends on: the run of candidates just before it, and the runs of
// every candidate played from a position that may be of its class. It
// reports false when there are none, or when the play is no candidate ko
// stone: no rule can restrict the play. The plays are tested for
// candidates only when one of these needs it, cheapest conditions first.
//
// The run just before matters only when the previous play may have been
// a ko stone in a ko position that existed before it (its point may have
// been in a ko mouth then), or when this play retakes a basic ko. A
// previous stone that made a new ko mouth (a throw-in starting a ko, the
// commonest candidate of real games) or was no ko stone leaves nothing
// for the fighting and disturber rules to act on: no fighting ko stone
// was played, and a new ko position starts a new ko stone sequence
// (docs/ing.md).
func (g *ingJudge) selectRuns(h *History, b *board.Board, koRetake bool) bool {
	g.sel = g.sel[:0]
	g.mine = false
	w, hh := b.W(), b.H()
	n := len(g.plays)
	cur := func() bool { // the play is a candidate ko stone
		if g.cur.cand == 0 {
			g.cur.cand = candNo
			if g.filter.Candidate(b, int(g.cur.x), int(g.cur.y)) {
				g.cur.cand = candYes
			}
		}
		return g.cur.cand == candYes
	}
	// Every selection needs the play to be a candidate. The class scans
	// below cost a few reads per kept play, the candidate test about a
	// hundred: ordinary games keep a few plays and test last, but a long
	// record keeps thousands (200,000 random moves: 20,000 scans of up
	// to 40,000 plays, 296 candidates), and then the test goes first.
	if n > candidateFirst && !cur() {
		return false
	}
	mark := func(k int) { // k and its whole run of candidates
		lo, hi := k, k
		for lo > 0 && g.plays[lo-1].move == g.plays[lo].move-1 && g.isCand(h, lo-1, w, hh) {
			lo--
		}
		for hi+1 < n && g.plays[hi+1].move == g.plays[hi].move+1 && g.isCand(h, hi+1, w, hh) {
			hi++
		}
		for i := lo; i <= hi; i++ {
			g.sel = append(g.sel, i)
		}
	}
	if n > 0 && g.plays[n-1].move == g.cur.move-1 {
		prev := &g.plays[n-1]
		x, y := int(prev.x), int(prev.y)
		// Both candidates first: the empty point's test is the dearest.
		if cur() && g.isCand(h, n-1, w, hh) && (koRetake || prev.m != 0 || ing.MayBeKoPoint(w, hh, h.Snapshot(int(prev.entry)), y*w+x)) {
			mark(n - 1)
		}
	}
	// A play the test above found no candidate ends here: nothing is
	// marked (mark needs cur()), and every class test below needs cur()
	// too (sameClass tests it before its earlier play's candidacy, so no
	// isCand runs either): the scans could only come to g.mine false
	// and no selection, what returning now gives, without the sentinels
	// and the scans (about 45% of the plays after a kept play).
	if g.cur.cand == candNo && noCandExit {
		if shortcutSeen != nil {
			shortcutSeen("no-candidate stop")
		}
		return false
	}
	// The prohibition rule forbids only a second action of the same
	// player from one class: without an earlier candidate of the mover
	// from a position that may be of this class, it cannot act now (the
	// mover's own candidates are tried first, and alone when none
	// matches). With one, every candidate that may share the class is
	// replayed (the class's exception for the first fighting ko stone
	// counts both).
	// The class tests cost more than the candidates' (remembered per
	// play), and only candidates count: those go between the class's
	// cheap tests and its dear ones.
	g.class.start(h, int(g.cur.entry), w, hh)
	g.class.lastKept, g.class.lastCand = -1, 0
	if n > 0 {
		g.class.lastKept, g.class.lastCand = g.plays[n-1].move, g.plays[n-1].cand
	}
	sameClass := func(k int) bool {
		a := h.Snapshot(int(g.plays[k].entry))
		return g.class.near(a) && g.class.sweep(a, 0) && cur() && g.isCand(h, k, w, hh) &&
			g.class.sweep(a, 1) && g.class.sweep(a, 2)
	}
	// Most earlier positions differ from now on a sentinel: that test
	// runs in this loop, the rest of sameClass only for the others. The
	// colours of the kept plays alternate as the game's do: the loop
	// tests the colour and the sentinel without a branch on either, and
	// branches once, on a play that passes both (rare).
	if n > 0 {
		g.class.sentinels()
	}
	scan := g.plays
	if g.class.apartAll(g.kept[g.cur.color&1]) {
		scan = nil // every kept position of the mover differs on a sentinel
	}
	if keptCheck != nil && n > 0 {
		keptCheck(g, h, scan == nil)
	}
	for k := range scan {
		p := &g.plays[k]
		mover := b2u(p.color == g.cur.color) &^ b2u(g.class.apart(h.Snapshot(int(p.entry))))
		if mover != 0 && sameClass(k) {
			g.mine = true
			break
		}
	}
	if g.mine {
		for k := range g.plays {
			if sameClass(k) {
				mark(k)
			}
		}
	}
	if len(g.sel) == 0 {
		return false
	}
	slices.Sort(g.sel)
	g.sel = slices.Compact(g.sel)
	return true
}

// b2u is 1 for true, 0 for false (compiled without a branch).
func b2u(b bool) uint8 {
	var u uint8
	if b {
		u = 1
	}
	return u
}

// isCand reports whether the earlier play k is a candidate ko stone: the
// filter's test on the position after it (an entry of the history), made
// once.
func (g *ingJudge) isCand(h *History, k, w, hh int) bool {
	p := &g.plays[k]
	if p.cand == 0 {
		p.cand = candNo
		// On a stone, MayBeKoPoint is ing.Filter's test on the grid;
		// StoneCandidate gives its answers, cheaper (the tests compare
		// them on the corpora with stoneCandidates off).
		snap, i := h.Snapshot(int(p.entry)+1), int(p.y)*w+int(p.x)
		var yes bool
		if stoneCandidates {
			yes = ing.StoneCandidate(w, hh, snap, i)
			if shortcutSeen != nil {
				shortcutSeen("stone candidate")
				if yes != ing.MayBeKoPoint(w, hh, snap, i) {
					shortcutSeen("stone candidate differs")
				}
			}
		} else {
			yes = ing.MayBeKoPoint(w, hh, snap, i)
		}
		if yes {
			p.cand = candYes
		}
	}
	return p.cand == candYes
}

// fightingOnly reports whether the play cannot be restricted because only
// the fighting rule could act and it cannot: the selection is the
// previous play alone, not yet analysed (a run of one: no disturber of the
// mover's, see ing.Judge.MayRestrict), the play retakes no basic ko and
// the prohibition rule is out (no earlier action from the class), so only
// a fighting ko stone just before, in a ko position holding this point,
// could restrict it. Most previous plays' ko positions do not hold it:
// their ko type, the dearest part of an analysis, is then never needed.
func (g *ingJudge) fightingOnly(h *History, f *Facts) bool {
	n := len(g.plays)
	if g.mine || f.KoRetake || len(g.sel) != 1 || g.sel[0] != n-1 || g.plays[n-1].m != 0 {
		return false
	}
	prev := &g.plays[n-1]
	// Far from the previous play, the ko position holds this point only
	// through a ko coupling: a string near both (the search of the ko
	// position walks the whole coupling).
	if w := h.w; !ing.MayShareKoPosition(w, h.h, h.Snapshot(int(prev.entry)), int(prev.y)*w+int(prev.x), f.Y*w+f.X) {
		return true
	}
	h.PositionInto(int(prev.entry), &g.hpos)
	g.knownCandidate(int(prev.x), int(prev.y), h.w, prev.cand) // always a candidate: the selection tested it
	k, ok := g.j.KoPositionOf(g.hpos, prev.color, int(prev.x), int(prev.y))
	return !ok || !k.Contains(f.Y*g.hpos.W+f.X)
}

// rebuild resets the judge and commits the selected candidates in order,
// analysing those not analysed yet; a gap between two of them (or before
// the current play) is a play or pass that was no ko stone move.
func (g *ingJudge) rebuild(h *History) {
	g.j.Reset()
	last := int32(-1)
	for _, k := range g.sel {
		c := &g.plays[k]
		switch {
		case c.m == 0:
			h.PositionInto(int(c.entry), &g.hpos)
			m, err := g.analyse(g.hpos, c.color, int(c.x), int(c.y), c.cand)
			if err != nil {
				continue
			}
			g.analyses = append(g.analyses, m)
			c.m = int32(len(g.analyses))
		case g.mine:
			h.PositionInto(int(c.entry), &g.hpos)
			g.j.ResolveClass(g.hpos, g.analyses[c.m-1]) // analysed locally before
		}
		if last != c.move-1 {
			g.j.Other(c.color.Opponent())
		}
		g.j.Commit(g.analyses[c.m-1])
		last = c.move
	}
	if last != g.cur.move-1 {
		g.j.Other(g.cur.color.Opponent())
	}
}

// knownCandidate passes the judge the hint (ing.Judge.KnownCandidate)
// for the play at (x, y) on a board w wide when cand says the judge
// tested it a candidate, the one place both analyses' callers give it.
func (g *ingJudge) knownCandidate(x, y, w int, cand int8) {
	if cand == candYes && knownCandidates {
		g.j.KnownCandidate(x, y, w)
		if shortcutSeen != nil {
			shortcutSeen("known candidate")
		}
	}
}

// analyse is the analysis the current selection needs: with the class
// of board positions when the prohibition rule may act (g.mine), else
// the local one. cand is what the judge knows of the play (ingPlay.cand):
// a play it tested a candidate spares the analysis that test. Every
// selected play and every analysed current play was tested one
// (selectRuns marks only those).
func (g *ingJudge) analyse(before board.Position, c board.Color, x, y int, cand int8) (*ing.Move, error) {
	g.knownCandidate(x, y, before.W, cand)
	if g.mine {
		return g.j.Analyse(before, c, x, y)
	}
	return g.j.AnalyseLocal(before, c, x, y)
}

func (g *ingJudge) Observe(f *Facts, v View) {
	if g.cur.move == 0 {
		return // the fast path: the play did not pass Concerns
	}
	// A play found to be no candidate is left out: it can concern no
	// later play (it breaks runs of candidates as a play that did not
	// pass Concerns does).
	if int(g.cur.move) == f.Move && !f.Pass && g.cur.cand != candNo {
		if g.pending != nil {
			g.analyses = append(g.analyses, g.pending)
			g.cur.m = int32(len(g.analyses))
		}
		g.plays = append(g.plays, g.cur)
		g.keep(v.History().Snapshot(int(g.cur.entry)))
	}
	g.cur.move, g.pending = 0, nil
}

// keptCheck, when set (by tests), sees every class scan and whether
// apartAll spared it.
var keptCheck func(g *ingJudge, h *History, spared bool)

// keep adds the position before the play kept last (g.cur, its packed
// snapshot a) to g.kept of its colour.
func (g *ingJudge) keep(a []uint64) {
	u := &g.kept[g.cur.color&1]
	if len(*u) != len(a) {
		*u = append((*u)[:0], a...)
		return
	}
	for k, word := range a {
		(*u)[k] |= word
	}
}

// sentDepth is how many of the last plays may give sentinels: more cost
// more than they spare (counted on fox_pro: 1, 2, 4 and 8). The play two
// back is tested only when the play just before gives none (its stone is
// mostly a sentinel for free: sentinels).
const sentDepth = 2

// classTest is sameClassMaybe of one play: a necessary condition for an
// earlier position and the one before the play (now) to be of one class
// of board positions, made cheap where most answers are no.
type classTest struct {
	h      *History
	entry  int // now's entry
	w, hh  int
	now    []uint64
	sent   []int  // sentinel points
	sentOK bool   // sent is set
	memo   []int8 // per point of now: 0 not asked, 1 may be in a ko mouth, 2 not
	memoOK bool   // memo is cleared for now
	// lastKept is the move of the judge's last kept play (-1: none) and
	// lastCand what is known of it (ingPlay.cand): with them the stone of
	// the play just before now is often a sentinel without a test.
	lastKept int32
	lastCand int8
}

// start prepares the tests against the position of entry.
func (t *classTest) start(h *History, entry, w, hh int) {
	t.h, t.entry, t.w, t.hh = h, entry, w, hh
	t.now = h.Snapshot(entry)
	t.sentOK, t.memoOK = false, false
}

// near and may tell whether the packed position a may be of now's
// class: few differences (at most ingClassBits), every one on a point
// that can belong to a ko mouth of now. near is the cheap part: a game
// moves on by ordinary plays, so the stones of the last two plays, when
// they cannot belong to a ko mouth (sentinels), tell most earlier
// positions apart with a bit each; then the count of differences. may
// (after near) tests every differing point, remembered per point of now
// (the earlier candidates of a fight differ from now on the same few
// points).
func (t *classTest) near(a []uint64) bool {
	now := t.now
	if !t.sentOK {
		t.sentinels()
	}
	if t.apart(a) {
		return false
	}
	d := 0
	for k, word := range a {
		d += bits.OnesCount64(word ^ now[k])
	}
	return d <= ingClassBits
}

// apartAll reports whether every packed position whose union is u (the
// positions before the kept plays of one colour) differs from now on a
// sentinel (set): now holds a stone there, of a colour none of them holds
// there. False when u is empty: nothing kept, no scan either.
func (t *classTest) apartAll(u []uint64) bool {
	if len(u) == 0 {
		return false
	}
	now := t.now
	words := len(now) / 2
	for _, q := range t.sent {
		if (u[q>>6]&now[q>>6]|u[words+q>>6]&now[words+q>>6])>>(q&63)&1 == 0 {
			return true
		}
	}
	return false
}

// apart reports whether a differs from now on a sentinel (set): then
// they are of different classes.
func (t *classTest) apart(a []uint64) bool {
	now := t.now
	words := len(now) / 2
	for _, q := range t.sent {
		if ((a[q>>6]^now[q>>6])|(a[words+q>>6]^now[words+q>>6]))>>(q&63)&1 != 0 {
			return true
		}
	}
	return false
}

// sweep is the rest of the class test, for a position near now: every
// differing point must pass. Three sweeps, cheapest first (the order
// changes nothing but the cost): 0, the stones of now by their four
// neighbours (ing.MayBeKoStone rejects most); 1, the stones by the full
// test; 2, the empty points (a small flood each).
func (t *classTest) sweep(a []uint64, sweep int) bool {
	now := t.now
	words := len(now) / 2
	t.clearMemo()
	for k, word := range a {
		kw := k % words
		occupied := now[kw] | now[words+kw]
		if sweep == 2 {
			occupied = ^occupied
		}
		for x := (word ^ now[k]) & occupied; x != 0; x &= x - 1 {
			i := kw*64 + bits.TrailingZeros64(x)
			if sweep == 0 {
				if !t.mayBeKoStone(i) {
					return false
				}
			} else if !t.mayBeKoPoint(i) {
				return false
			}
		}
	}
	return true
}

// sentinels sets t.sent: the point of the latest of the last two plays
// before now that holds a stone of now that cannot belong to a ko mouth
// (one sentinel tells most positions apart; testing the second stone
// cost more than it spared once the first came mostly free).
func (t *classTest) sentinels() {
	t.sentOK = true
	t.sent = t.sent[:0]
	words := len(t.now) / 2
	for e := t.entry; e > t.h.Start() && e > t.entry-sentDepth && len(t.sent) == 0; e-- {
		en := t.h.At(e)
		q := int(en.Point)
		if q < 0 || (t.now[q>>6]|t.now[words+q>>6])>>(q&63)&1 == 0 {
			continue // a pass or a setup, or a stone captured since
		}
		if e == t.entry {
			// now is the position right after this play. The judge keeps
			// every play that may be a candidate ko stone then (out of
			// scope, failing Concerns, or found no candidate: dropped),
			// so a play it did not keep is no candidate in now: its
			// stone can belong to no ko mouth (MayBeKoPoint on a stone
			// is the candidate test), a sentinel without a test. A kept
			// candidate is no sentinel (MayBeKoStone holds).
			switch {
			case en.Move != t.lastKept:
				t.sent = append(t.sent, q)
				continue
			case t.lastCand == candYes:
				continue
			}
		}
		t.clearMemo() // the free sentinel above needs no memo
		if !t.mayBeKoStone(q) {
			t.sent = append(t.sent, q)
		}
	}
	if sentinelCheck != nil {
		sentinelCheck(t)
	}
}

// sentinelCheck, when set (by tests), sees every set of sentinels.
var sentinelCheck func(*classTest)

func (t *classTest) clearMemo() {
	if !t.memoOK {
		t.memo = slices.Grow(t.memo[:0], t.w*t.hh)[:t.w*t.hh]
		clear(t.memo)
		t.memoOK = true
	}
}

// mayBeKoStone is ing.MayBeKoStone on now (a necessary condition for
// mayBeKoPoint on a stone), remembered.
func (t *classTest) mayBeKoStone(i int) bool {
	if t.memo[i] == 0 && !ing.MayBeKoStone(t.w, t.hh, t.now, i) {
		t.memo[i] = 2
	}
	return t.memo[i] != 2
}

// mayBeKoPoint is ing.MayBeKoPoint on now, remembered.
func (t *classTest) mayBeKoPoint(i int) bool {
	if t.memo[i] == 0 {
		t.memo[i] = 2
		if ing.MayBeKoPoint(t.w, t.hh, t.now, i) {
			t.memo[i] = 1
		}
	}
	return t.memo[i] == 1
}

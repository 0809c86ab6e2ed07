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
// stone is a candidate ko stone afterwards (ing.Filter: a few reads of the
// board) can be a ko stone move, and only ko stone moves are ever
// restricted or change the judge's state. A candidate gets the full
// analysis only when one of Ing's rules could restrict it: it follows a
// candidate (basic ko, fighting and disturber rules act within unbroken
// runs of ko stone moves), or an earlier candidate was played from a
// position that may be of the same class of board positions (prohibition
// rule). The judge is then rebuilt from those runs of candidates, in
// order (each analysed once, from the history), so that its state is
// exactly what analysing every play at once would give for this move.
// Ordinary games never pay for the analysis.
type ingJudge struct {
	j      *ing.Judge
	filter ing.Filter
	cands  []ingCand
	sel    []int  // scratch: the candidates the current one depends on
	memo   []int8 // scratch of sameClassMaybe
	before board.Position
	hpos   board.Position // scratch: an earlier position of the history
	cur    ingCand        // the candidate being judged (move 0: none)
	// mine: an earlier candidate of the mover may share the class of
	// board positions of the current one (selectRuns). Without one, the
	// prohibition rule cannot act and no class is needed: the analyses
	// search only around the plays (ing.Judge.AnalyseLocal).
	mine    bool
	pending *ing.Move
}

// ingCand is a candidate ko stone play of the game so far.
type ingCand struct {
	move  int
	entry int // the history entry of the position before it
	color board.Color
	x, y  int
	m     *ing.Move // its analysis, once made
}

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
// (ing.Filter) can be restricted or change the judge's state.
func (g *ingJudge) Concerns(f *Facts, v View) bool {
	return g.filter.Candidate(v.Board(), f.X, f.Y)
}

func (g *ingJudge) Reset(View) {
	// g.j is not reset here: rebuild resets it before every use of its
	// rules' state (the analyses depend on the positions only), and most
	// games never need it.
	g.cands = g.cands[:0]
	g.cur, g.pending = ingCand{}, nil
}

func (g *ingJudge) Judge(f *Facts, v View) Verdict {
	if g.cur.move != 0 {
		g.cur, g.pending = ingCand{}, nil
	}
	b := v.Board()
	// An ordinary play reaches Judge only once Concerns said yes; the
	// others have not been filtered yet.
	if !f.ordinary() && (f.Suicide > 0 || !ingScope.holds(f) || !g.Concerns(f, v)) {
		return Legal // no ko stone, nothing to remember
	}
	h := v.History()
	g.cur = ingCand{move: f.Move, entry: h.Len() - 1, color: f.Color, x: f.X, y: f.Y}
	if !g.selectRuns(h, b.W(), b.H(), f.KoRetake) || g.fightingOnly(h, f) {
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
	m, err := g.analyse(g.before, f.Color, f.X, f.Y)
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
// one depends on: the run of candidates just before it, and the runs of
// every candidate played from a position that may be of its class. It
// reports false when there are none: no rule can restrict the play.
//
// The run just before matters only when the previous play may have been
// a ko stone in a ko position that existed before it (its point may have
// been in a ko mouth then), or when this play retakes a basic ko. A
// previous stone that made a new ko mouth (a throw-in starting a ko, the
// commonest candidate of real games) or was no ko stone leaves nothing
// for the fighting and disturber rules to act on: no fighting ko stone
// was played, and a new ko position starts a new ko stone sequence
// (docs/ing.md).
func (g *ingJudge) selectRuns(h *History, w, hh int, koRetake bool) bool {
	g.sel = g.sel[:0]
	n := len(g.cands)
	mark := func(k int) { // k and its whole run
		lo, hi := k, k
		for lo > 0 && g.cands[lo-1].move == g.cands[lo].move-1 {
			lo--
		}
		for hi+1 < n && g.cands[hi+1].move == g.cands[hi].move+1 {
			hi++
		}
		for i := lo; i <= hi; i++ {
			g.sel = append(g.sel, i)
		}
	}
	if n > 0 && g.cands[n-1].move == g.cur.move-1 {
		prev := &g.cands[n-1]
		if koRetake || prev.m != nil || ing.MayBeKoPoint(w, hh, h.Snapshot(prev.entry), prev.y*w+prev.x) {
			mark(n - 1)
		}
	}
	// The prohibition rule forbids only a second action of the same
	// player from one class: without an earlier candidate of the mover
	// from a position that may be of this class, it cannot act now (the
	// mover's own candidates are tried first, and alone when none
	// matches). With one, every candidate that may share the class is
	// replayed (the class's exception for the first fighting ko stone
	// counts both).
	now := h.Snapshot(g.cur.entry)
	g.memo = slices.Grow(g.memo[:0], w*hh)[:w*hh]
	clear(g.memo)
	mine := false
	defer func() { g.mine = mine }()
	for k := range g.cands {
		if g.cands[k].color == g.cur.color && g.sameClassMaybe(h.Snapshot(g.cands[k].entry), now, w, hh) {
			mine = true
			break
		}
	}
	if mine {
		for k := range g.cands {
			if g.sameClassMaybe(h.Snapshot(g.cands[k].entry), now, w, hh) {
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

// fightingOnly reports whether the play cannot be restricted because only
// the fighting rule could act and it cannot: the selection is the
// previous play alone, not yet analysed (a run of one: no disturber of the
// mover's, see ing.Judge.MayRestrict), the play retakes no basic ko and
// the prohibition rule is out (no earlier action from the class), so only
// a fighting ko stone just before, in a ko position holding this point,
// could restrict it. Most previous plays' ko positions do not hold it:
// their ko type, the dearest part of an analysis, is then never needed.
func (g *ingJudge) fightingOnly(h *History, f *Facts) bool {
	n := len(g.cands)
	if g.mine || f.KoRetake || len(g.sel) != 1 || g.sel[0] != n-1 || g.cands[n-1].m != nil {
		return false
	}
	prev := &g.cands[n-1]
	h.PositionInto(prev.entry, &g.hpos)
	k, ok := g.j.KoPositionOf(g.hpos, prev.color, prev.x, prev.y)
	return !ok || !k.Contains(f.Y*g.hpos.W+f.X)
}

// rebuild resets the judge and commits the selected candidates in order,
// analysing those not analysed yet; a gap between two of them (or before
// the current play) is a play or pass that was no ko stone move.
func (g *ingJudge) rebuild(h *History) {
	g.j.Reset()
	last := -1
	for _, k := range g.sel {
		c := &g.cands[k]
		switch {
		case c.m == nil:
			h.PositionInto(c.entry, &g.hpos)
			m, err := g.analyse(g.hpos, c.color, c.x, c.y)
			if err != nil {
				continue
			}
			c.m = m
		case g.mine:
			h.PositionInto(c.entry, &g.hpos)
			g.j.ResolveClass(g.hpos, c.m) // analysed locally before
		}
		if last != c.move-1 {
			g.j.Other(c.color.Opponent())
		}
		g.j.Commit(c.m)
		last = c.move
	}
	if last != g.cur.move-1 {
		g.j.Other(g.cur.color.Opponent())
	}
}

// analyse is the analysis the current selection needs: with the class
// of board positions when the prohibition rule may act (g.mine), else
// the local one.
func (g *ingJudge) analyse(before board.Position, c board.Color, x, y int) (*ing.Move, error) {
	if g.mine {
		return g.j.Analyse(before, c, x, y)
	}
	return g.j.AnalyseLocal(before, c, x, y)
}

// sameClassMaybe is a necessary condition for the w×h positions packed in
// a and now to be of one class: few differences, every one on a point that
// can belong to a ko mouth of now. g.memo keeps, per point, what
// ing.MayBeKoPoint said about now (0 not asked, 1 yes, 2 no): the earlier
// candidates of a fight differ from now on the same few points.
func (g *ingJudge) sameClassMaybe(a, now []uint64, w, h int) bool {
	d := 0
	for k, word := range a {
		d += bits.OnesCount64(word ^ now[k])
	}
	if d > ingClassBits {
		return false
	}
	// Every differing point must pass. Three sweeps, cheapest first (the
	// order changes nothing but the cost): the stones of now by their
	// four neighbours (ing.MayBeKoStone rejects most), then the stones
	// by the full test, then the empty points (a small flood each).
	words := len(a) / 2
	for sweep := range 3 {
		for k, word := range a {
			kw := k % words
			occupied := now[kw] | now[words+kw]
			if sweep == 2 {
				occupied = ^occupied
			}
			for x := (word ^ now[k]) & occupied; x != 0; x &= x - 1 {
				i := kw*64 + bits.TrailingZeros64(x)
				if sweep == 0 {
					if g.memo[i] == 0 && !ing.MayBeKoStone(w, h, now, i) {
						g.memo[i] = 2
					}
					if g.memo[i] == 2 {
						return false
					}
				} else if !g.mayBeKoPoint(w, h, now, i) {
					return false
				}
			}
		}
	}
	return true
}

// mayBeKoPoint is ing.MayBeKoPoint on now, remembered in g.memo.
func (g *ingJudge) mayBeKoPoint(w, h int, now []uint64, i int) bool {
	if g.memo[i] == 0 {
		g.memo[i] = 2
		if ing.MayBeKoPoint(w, h, now, i) {
			g.memo[i] = 1
		}
	}
	return g.memo[i] == 1
}

func (g *ingJudge) Observe(f *Facts, _ View) {
	if g.cur.move == 0 {
		return // the fast path: the play was no candidate
	}
	if g.cur.move == f.Move && !f.Pass {
		g.cur.m = g.pending
		g.cands = append(g.cands, g.cur)
	}
	g.cur, g.pending = ingCand{}, nil
}

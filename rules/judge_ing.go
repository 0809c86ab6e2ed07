package rules

import (
	"math/bits"

	"rulediff/rules/board"
	"rulediff/rules/ing"
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
// stone is a candidate ko stone afterwards (ing.Filter: a few reads of
// the board) can be a ko stone move, and only ko stone moves are ever
// restricted or change the judge's state. A candidate gets the full
// analysis only when one of Ing's rules could restrict it: it follows a
// candidate (basic ko, fighting and disturber rules act within unbroken
// runs of ko stone moves), or an earlier candidate was played from a
// position that may be of the same class of board positions (prohibition
// rule). Earlier candidates are then analysed in order from the history,
// so the judge's state is exactly as if every candidate had been analysed
// at once. Ordinary games never pay for the analysis.
type ingJudge struct {
	j       *ing.Judge
	filter  ing.Filter
	cands   []ingCand
	synced  int // candidates committed to j
	lastMv  int // move number of the last play committed to j, -1
	before  board.Position
	cur     ingCand // the candidate being judged (move 0: none)
	pending *ing.Move
}

// ingCand is a candidate ko stone play of the game so far.
type ingCand struct {
	move  int
	entry int // the history entry of the position before it
	color board.Color
	x, y  int
}

func (g *ingJudge) Reset(View) {
	g.j.Reset()
	g.cands, g.synced, g.lastMv = g.cands[:0], 0, -1
	g.cur, g.pending = ingCand{}, nil
}

func (g *ingJudge) Judge(f *Facts, v View) Verdict {
	g.cur, g.pending = ingCand{}, nil
	b := v.Board()
	if f.Suicide > 0 || !g.filter.Candidate(b, f.X, f.Y) {
		return Legal
	}
	h := v.History()
	g.cur = ingCand{move: f.Move, entry: h.Len() - 1, color: f.Color, x: f.X, y: f.Y}
	if !g.mayRestrict(h, b.W(), b.H()) {
		return Legal
	}
	// The position before the play: undo it on a copy of the board.
	b.CopyTo(&g.before)
	g.before.Stones[f.Point] = board.Empty
	for _, i := range f.Removed[:f.Captured] {
		g.before.Stones[i] = f.Color.Opponent()
	}
	g.sync(h)
	if g.lastMv != f.Move-1 {
		g.j.Other(f.Color.Opponent()) // plays or passes since the last candidate
		g.lastMv = f.Move - 1
	}
	m, err := g.j.Analyse(g.before, f.Color, f.X, f.Y)
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

// mayRestrict reports whether the current candidate follows a candidate
// or may share a class of board positions with an earlier one.
func (g *ingJudge) mayRestrict(h *History, w, hh int) bool {
	n := len(g.cands)
	if n > 0 && g.cands[n-1].move == g.cur.move-1 {
		ZZc1++
		return true
	}
	now := h.Snapshot(g.cur.entry)
	for _, c := range g.cands {
		if sameClassMaybe(h.Snapshot(c.entry), now, w, hh) {
			ZZc2++
			return true
		}
	}
	return false
}

// sameClassMaybe is a necessary condition for the w×h positions packed in
// a and now to be of one class: few differences, every one on a point that
// can belong to a ko mouth of now.
func sameClassMaybe(a, now []uint64, w, h int) bool {
	d := 0
	for k, word := range a {
		d += bits.OnesCount64(word ^ now[k])
	}
	if d > ingClassBits {
		return false
	}
	words := len(a) / 2
	for k, word := range a {
		for x := word ^ now[k]; x != 0; x &= x - 1 {
			i := (k%words)*64 + bits.TrailingZeros64(x)
			if !ing.MayBeKoPoint(w, h, now, i) {
				return false
			}
		}
	}
	return true
}

// sync analyses and commits, in order, the candidates not yet committed.
func (g *ingJudge) sync(h *History) {
	for ; g.synced < len(g.cands); g.synced++ {
		c := g.cands[g.synced]
		if g.lastMv != c.move-1 {
			g.j.Other(c.color.Opponent())
		}
		g.lastMv = c.move
		if m, err := g.j.Analyse(h.Position(c.entry), c.color, c.x, c.y); err == nil {
			g.j.Commit(m)
		}
	}
}

func (g *ingJudge) Observe(f *Facts, _ View) {
	if g.cur.move != f.Move || f.Pass {
		return // no candidate: nothing to record (gaps show in move numbers)
	}
	g.cands = append(g.cands, g.cur)
	if g.pending != nil {
		g.j.Commit(g.pending)
		g.synced, g.lastMv = len(g.cands), f.Move
	}
	g.cur, g.pending = ingCand{}, nil
}

var ZZc1, ZZc2 int

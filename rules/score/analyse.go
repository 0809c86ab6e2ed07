package score

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// Analysis is one final position analysed for counting, to be scored
// under many rulesets: the regions, the seki and the blocks of the board
// are worked out once per way of reading it (dead stones removed or left,
// as the ruleset says) and shared by every ruleset that reads it so.
// Scoring through an Analysis gives exactly what Score gives. An
// Analysis is not safe for concurrent use; Reset reuses its memory for
// another position.
type Analysis struct {
	in       Input
	g        *geom
	ok       bool        // the position is valid
	vars     [3]*variant // by variantOf's reading; nil until asked
	alias    [3]bool     // vars[i] is another slot's variant (same board)
	settled  int8        // allSettled(in.Position): 0 not known, 1 true, 2 false
	released bool
	counts   []countMemo // the counts made of this position (countmemo.go)
	memoOwn  []Own       // the counts' Own maps, end to end (countmemo.go: remember)
}

// Analyse prepares in for scoring under several rulesets. The analysis
// itself is done lazily, on the first Score that needs it.
func Analyse(in Input) *Analysis {
	a := &Analysis{}
	a.Reset(in)
	return a
}

// Reset makes a score the position of in, keeping the memory of earlier
// positions of the same size.
func (a *Analysis) Reset(in Input) {
	p := in.Position
	a.in, a.ok, a.settled, a.released = in, valid(p), 0, false
	clear(a.counts)
	a.counts, a.memoOwn = a.counts[:0], a.memoOwn[:0]
	var g *geom
	if a.ok {
		g = geometry(p.W, p.H)
	}
	if g != a.g {
		a.Release()
		a.released = false
		a.g = g
	}
	for i, v := range a.vars {
		if a.alias[i] {
			a.vars[i], a.alias[i] = nil, false
		} else if v != nil {
			v.ready = false
		}
	}
}

// Release gives the analysis' scratch memory back for other counts; the
// Analysis must be Reset before it is used again.
func (a *Analysis) Release() {
	for i, v := range a.vars {
		if v != nil && a.g != nil && !a.alias[i] {
			a.g.put(v.a)
		}
		a.vars[i], a.alias[i] = nil, false
	}
	a.released = true
}

// Score counts the analysed position under rs: Score(in, rs) for the
// Input given to Analyse or Reset.
func (a *Analysis) Score(rs rules.Ruleset) Result { return a.ScoreWith(a.in, rs) }

// ScoreWith counts in under rs, using the analysis when in has the
// analysed position, dead stones, ownership and dame reading (the same
// slices); its other fields (komi, prisoners, passes, handicap, dead
// method, ...) may differ. Any other in is counted from scratch, as
// Score does.
func (a *Analysis) ScoreWith(in Input, rs rules.Ruleset) Result {
	return a.scoreWith(in, rs, nil)
}

// ScoreInto sets *dst to ScoreWith(in, rs), writing the count's Own map
// into the memory of dst.Own when it has room (its capacity kept)
// instead of new memory: the caller gives up dst's old map, which
// nothing else may still read. Only the counts a makes or remembers
// reuse it: those ScoreWith hands to Score (an input other than the
// analysed one, a released a, KataGo's engine, pass-alive) are made in
// new memory, dst's old map dropped. The other fields of *dst are
// overwritten, and the figures its pointers point to are made anew, as
// ScoreWith makes them. (compare's verdicts count each game's rulesets into the
// last game's Results: a run of BenchmarkAuditCommand/dead=markup made
// 5.5 MB of Own maps without it.)
func (a *Analysis) ScoreInto(dst *Result, in Input, rs rules.Ruleset) {
	*dst = a.scoreWith(in, rs, dst.Own)
}

// scoreWith is ScoreWith, the count's Own map in own's memory when it
// has room (ownIn).
func (a *Analysis) scoreWith(in Input, rs rules.Ruleset, own []Own) Result {
	if a.released || !a.same(in) || rs.KataGo != nil || rs.Dead == rules.DeadPassAlive {
		return Score(in, rs)
	}
	key := keyOfCount(in, rs)
	if res, ok := a.remembered(key, rs, own); ok {
		return res
	}
	res := header(in, rs)
	if !a.ok {
		return res
	}
	removal, haneSeki := variantOf(in, rs)
	idx := 0
	switch {
	case !removal:
		idx = 2
	case !haneSeki:
		idx = 1
	}
	v := a.vars[idx]
	if v == nil {
		if w := a.twin(idx, in, removal); w != nil {
			v = w
			a.alias[idx] = true
		} else {
			v = &variant{a: a.g.get()}
		}
		a.vars[idx] = v
	}
	if !v.ready {
		v.prepare(in, removal, haneSeki)
		v.ready = true
	}
	v.score(&res, in, rs, removal, a.allSettled, own)
	a.remember(key, res)
	return res
}

// twin returns a prepared variant that reads the board as variant idx
// would, or nil. Without dead stones to remove, the readings that remove
// them see the same board and differ only in hane-seki: a variant whose
// seki search never asked about hane-seki serves both.
func (a *Analysis) twin(idx int, in Input, removal bool) *variant {
	if removal && a.removes(in) {
		return nil
	}
	for i, w := range a.vars {
		// the literal reading tries fewer seki points (findSeki): no twin
		// of the others
		if i != idx && (i == 2) == !removal && w != nil && w.ready && !a.alias[i] && len(w.removed) == 0 && !w.a.haneSekiAsked {
			return w
		}
	}
	return nil
}

// removes reports whether removing in.Dead takes a stone off the board.
func (a *Analysis) removes(in Input) bool {
	st := in.Position.Stones
	for _, i := range in.Dead {
		if i >= 0 && i < len(st) && st[i] != board.Empty {
			return true
		}
	}
	return false
}

// allSettled is allSettled(position), worked out once.
func (a *Analysis) allSettled() bool {
	if a.settled == 0 {
		a.settled = 2
		if allSettled(a.in.Position) {
			a.settled = 1
		}
	}
	return a.settled == 1
}

// same reports whether in reads the board as the analysed input does.
func (a *Analysis) same(in Input) bool {
	p, q := in.Position, a.in.Position
	return p.W == q.W && p.H == q.H && sameSlice(p.Stones, q.Stones) &&
		sameSlice(in.Dead, a.in.Dead) && sameSlice(in.Owner, a.in.Owner) &&
		in.DameAsSeki == a.in.DameAsSeki
}

// sameSlice reports whether s and t are the same slice (same start and
// length): a cheap identity, not an equality of contents.
func sameSlice[T any](s, t []T) bool {
	if len(s) != len(t) {
		return false
	}
	return len(s) == 0 || &s[0] == &t[0]
}

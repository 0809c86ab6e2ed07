package compare

import "github.com/rulediff/rulediff/rules"

// divergences finds every divergence of a game: legality (by move), end,
// then score (by class). They go in a recycled game's slice when there
// is one (Recycle: a report copies each divergence), nil when none.
func (a *Auditor) divergences(g *Game, rg *rules.Game, out *rules.Outcome) []Divergence {
	a.resetDiagrams()
	legal := a.legality(g, rg)
	end := a.ending(g, rg)
	sc := a.scores(g, rg) // the Auditor's scratch: copied below
	n := len(legal) + len(end) + len(sc)
	if n == 0 {
		return nil
	}
	ds := a.spareDivs[:0]
	if cap(ds) < n {
		ds = make([]Divergence, 0, n)
	} else {
		a.spareDivs = nil
	}
	ds = append(append(append(ds, legal...), end...), sc...)
	clear(sc) // the scratch lets go of what the game's copies point to
	return ds
}

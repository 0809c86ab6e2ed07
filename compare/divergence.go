package compare

import "github.com/rulediff/rulediff/rules"

// divergences finds every divergence of a game: legality (by move), end,
// then score (by class).
func (a *Auditor) divergences(g *Game, rg *rules.Game, out *rules.Outcome) []Divergence {
	a.resetDiagrams()
	ds := a.legality(g, rg)
	ds = append(ds, a.ending(g, rg)...)
	ds = append(ds, a.scores(g, rg)...)
	return ds
}

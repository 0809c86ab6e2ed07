package compare

import "testing"

func BenchmarkZZCount(b *testing.B) {
	cases := scoreCases(b, DeadNone, 1<<30)
	a, _ := NewAuditor(Options{})
	seki, games, rescores := 0, 0, 0
	for k := range cases {
		g := cases[k].g
		for i := range g.Verdicts {
			if g.Verdicts[i].Score != nil {
				games++
				if hasSeki(g.Verdicts[i].Score) {
					seki++
				}
				break
			}
		}
		a.scores(g, &cases[k].rg)
	}
	_ = rescores
	b.Logf("cases %d counted %d seki %d", len(cases), games, seki)
}

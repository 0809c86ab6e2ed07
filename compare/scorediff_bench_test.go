package compare

import (
	"slices"
	"testing"
	"time"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

// scoreCase is one audited game kept for re-running its score stage: the
// buffers the auditor reuses are copied.
type scoreCase struct {
	g  *Game
	rg rules.Game
}

func scoreCases(b *testing.B, dead DeadMode, max int) []scoreCase {
	fox := shared.Path(b, "corpora", "fox_pro")
	ai := shared.Path(b, "corpora", "ai_games")
	a, err := NewAuditor(Options{Dead: dead})
	if err != nil {
		b.Fatal(err)
	}
	var cases []scoreCase
	for in := range corpus.Inputs([]string{fox, ai}, corpus.Options{}) {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			continue
		}
		for _, rec := range c.Games {
			if len(cases) >= max {
				return cases
			}
			g := a.Audit(in.Source, rec)
			rg := a.game
			rg.Steps, rg.Setup = slices.Clone(rg.Steps), slices.Clone(rg.Setup)
			for i := range g.Verdicts {
				v := &g.Verdicts[i]
				v.in.Position.Stones = slices.Clone(v.in.Position.Stones)
				v.in.Dead = slices.Clone(v.in.Dead)
			}
			cases = append(cases, scoreCase{g, rg})
		}
	}
	return cases
}

// BenchmarkScoreDivergences times the score-divergence stage alone (camps,
// groups, the walk and its re-counts, sentences) on the games of fox_pro
// and ai_games, one core: the audit's budget is 100 µs a game a core
// (20,000 games/s on 2 cores).
func BenchmarkScoreDivergences(b *testing.B) {
	for _, m := range []struct {
		name string
		dead DeadMode
		max  int
	}{{"dead=none", DeadNone, 1 << 30}, {"dead=auto", DeadAuto, 300}} {
		b.Run(m.name, func(b *testing.B) {
			cases := scoreCases(b, m.dead, m.max)
			a, _ := NewAuditor(Options{})
			b.ResetTimer()
			start := time.Now()
			n := 0
			for i := 0; i < b.N; i++ {
				for k := range cases {
					a.scores(cases[k].g, &cases[k].rg)
				}
				n += len(cases)
			}
			b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(n), "ns/game")
		})
	}
}

package compare

import (
	"reflect"
	"sync"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// countedGame is one counted game's verdict inputs, in the auditor's
// ruleset order: what verdicts hands to its Analysis.
type countedGame struct {
	source string
	ins    []score.Input
	rss    []rules.Ruleset
}

// countedGames audits fox_pro and ai_games under --dead dead and keeps
// the inputs of every counted game's verdicts.
func countedGames(tb testing.TB, dead DeadMode) []countedGame {
	tb.Helper()
	a, err := NewAuditor(Options{Dead: dead})
	if err != nil {
		tb.Fatal(err)
	}
	var out []countedGame
	eachAudited(tb, a, func(source string, _ *sgfio.Game, g *Game) {
		cg := countedGame{source: source}
		for _, v := range g.Verdicts {
			if v.Score != nil {
				cg.ins = append(cg.ins, v.in)
				cg.rss = append(cg.rss, v.Ruleset)
			}
		}
		if len(cg.ins) > 0 {
			out = append(out, cg)
		}
	})
	return out
}

var (
	benchCountedOnce sync.Once
	benchCounted     []countedGame
)

// BenchmarkVerdictCounts counts the final positions of fox_pro's and
// ai_games's counted games under every ruleset as verdicts does (one
// Analysis a game), each pass with no race reading remembered.
func BenchmarkVerdictCounts(b *testing.B) {
	benchCountedOnce.Do(func() { benchCounted = countedGames(b, DeadMarkup) })
	games := benchCounted
	var an score.Analysis
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		countVerdicts(games, &an)
	}
	b.ReportMetric(float64(len(games)), "games")
}

// countVerdicts counts every game's verdicts on an, as a first run.
func countVerdicts(games []countedGame, an *score.Analysis) {
	score.ForgetReadings()
	for _, g := range games {
		an.Reset(g.ins[0])
		for k, in := range g.ins {
			an.ScoreWith(in, g.rss[k])
		}
	}
}

// TestVerdictCountsAreScore: each counted game's verdicts are counted
// through one Analysis (verdicts), which shares the prepared variants,
// their labels and classifications and whole counts between rulesets
// (rules/score analyse.go, share.go, countmemo.go). On every counted
// game of fox_pro and ai_games, under --dead markup and none, each
// verdict's score is the one score.Score makes afresh: every term,
// count and the ownership map the reports draw.
func TestVerdictCountsAreScore(t *testing.T) {
	if testing.Short() {
		t.Skip("audits two corpora and counts every verdict again")
	}
	for _, dead := range []DeadMode{DeadMarkup, DeadNone} {
		a, err := NewAuditor(Options{Dead: dead})
		if err != nil {
			t.Fatal(err)
		}
		games, counts := 0, 0
		eachAudited(t, a, func(source string, _ *sgfio.Game, g *Game) {
			counted := false
			for _, v := range g.Verdicts {
				if v.Score == nil {
					continue
				}
				if want := score.Score(v.in, v.Ruleset); !reflect.DeepEqual(*v.Score, want) {
					t.Fatalf("%s (--dead %s), %s: the audit counted %+v, Score %+v", source, dead, v.Ruleset.Name, *v.Score, want)
				}
				counted = true
				counts++
			}
			if counted {
				games++
			}
		})
		t.Logf("--dead %s: %d counted games, %d verdicts counted", dead, games, counts)
		if games < 900 {
			t.Errorf("--dead %s: %d counted games: the corpora changed?", dead, games)
		}
	}
}

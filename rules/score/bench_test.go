package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// benchGames returns the finished 19x19 KGS games with their markup dead
// stones, the realistic input of the scorer.
func benchGames(b *testing.B) []score.Input {
	dir := shared.Path(b, "corpora", "gnugo_regression", "games", "kgs")
	var out []score.Input
	for _, r := range finishedGames(b, dir) {
		if r.in.Position.W != 19 {
			continue
		}
		in := r.in
		in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
		in.DeadMethod = score.DeadMarkup
		out = append(out, in)
	}
	if len(out) == 0 {
		b.Skip("no 19x19 games")
	}
	return out
}

// BenchmarkScore counts 19x19 final positions with known dead stones
// under the Japanese ruleset (the one with the seki and teire analysis):
// positions/s per core.
func BenchmarkScore(b *testing.B) {
	games := benchGames(b)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		score.Score(games[i%len(games)], japanese)
	}
	reportPositions(b, 1, cpu)
}

// BenchmarkEstimate judges dead stones on 19x19 final positions without
// markup (Benson, then EstimatePlayouts playouts): positions/s per core.
func BenchmarkEstimate(b *testing.B) {
	games := benchGames(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		score.EstimateDead(games[i%len(games)].Position)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkScoreCatalogue counts each 19x19 final position under every
// ruleset of the catalogue, as the audit does: with Score per ruleset,
// and with one Analysis shared by the rulesets. positions/s per core.
func BenchmarkScoreCatalogue(b *testing.B) {
	games := benchGames(b)
	all := rules.Default().Rulesets()
	b.Run("score", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuTime()
		for i := 0; i < b.N; i++ {
			for _, rs := range all {
				score.Score(games[i%len(games)], rs)
			}
		}
		reportPositions(b, 1, cpu)
	})
	b.Run("analysis", func(b *testing.B) {
		b.ReportAllocs()
		var a score.Analysis
		cpu := cpuTime()
		for i := 0; i < b.N; i++ {
			a.Reset(games[i%len(games)])
			for _, rs := range all {
				a.Score(rs)
			}
		}
		reportPositions(b, 1, cpu)
	})
}

package score_test

import (
	"syscall"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// benchGames returns the finished 19x19 KGS games with their markup dead
// stones, the realistic input of the scorer.
func benchGames(b testing.TB) []score.Input {
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
// markup (Benson, then playouts): positions/s per core, and per second of
// the process's CPU time (positions/cpu-s), which a busy machine's waits
// for a core do not dilute.
func BenchmarkEstimate(b *testing.B) {
	games := benchGames(b)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		score.EstimateDead(games[i%len(games)].Position)
	}
	if cpu = cpuTime() - cpu; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu, "positions/cpu-s")
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

// cpuTime is the CPU time the process has used, in seconds (0 when the
// system does not say).
func cpuTime() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// reportPositions reports positions per second of wall time and per
// second of the process's CPU time since cpu0 (positions/cpu-s: what the
// issues' per-core floors are read against on a shared machine).
func reportPositions(b *testing.B, perOp int, cpu0 float64) {
	n := float64(perOp) * float64(b.N)
	b.ReportMetric(n/b.Elapsed().Seconds(), "positions/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(n/cpu, "positions/cpu-s")
	}
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

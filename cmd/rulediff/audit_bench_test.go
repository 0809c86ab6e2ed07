package main

import (
	"bytes"
	"io"
	"os"
	"testing"
	"time"

	"github.com/rulediff/rulediff/internal/cputime"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
)

// BenchmarkAuditCommand is `rulediff audit` end to end (read, parse,
// replay under all 14 rulesets, score, divergences, JSON Lines to a file)
// over fox_pro and ai_games, on every core: games per second of wall time
// and per second of CPU time of the process (games/cpu-s: the machine is
// shared, and wall time counts the waits for a core).
func BenchmarkAuditCommand(b *testing.B) {
	fox := shared.Path(b, "corpora", "fox_pro")
	ai := shared.Path(b, "corpora", "ai_games")
	for _, dead := range []string{"none", "markup", "auto"} {
		b.Run("dead="+dead, func(b *testing.B) {
			out := b.TempDir() + "/audit.jsonl"
			start, cpu0 := time.Now(), cputime.Seconds()
			for i := 0; i < b.N; i++ {
				score.ForgetReadings() // each run as the first: no readings of the last
				if code := run([]string{"audit", "--format", "jsonl", "--dead", dead, "-o", out, fox, ai}, io.Discard, io.Discard); code != exitOK {
					b.Fatalf("exit %d", code)
				}
			}
			elapsed, cpu := time.Since(start), cputime.Seconds()-cpu0
			// The report read back to count its games is not the
			// audit's: outside -benchmem's figures (it made 15.5 MB,
			// as much as a run's allocations, counted in B/op).
			b.StopTimer()
			data, err := os.ReadFile(out)
			if err != nil {
				b.Fatal(err)
			}
			games := bytes.Count(data, []byte("\n")) // one JSON object per game
			b.ReportMetric(float64(games*b.N)/elapsed.Seconds(), "games/s")
			if cpu > 0 {
				b.ReportMetric(float64(games*b.N)/cpu, "games/cpu-s")
			}
		})
	}
}

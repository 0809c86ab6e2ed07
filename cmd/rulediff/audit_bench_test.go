package main

import (
	"bytes"
	"io"
	"os"
	"testing"
	"time"

	"github.com/rulediff/rulediff/internal/shared"
)

// BenchmarkAuditCommand is `rulediff audit` end to end (read, parse,
// replay under all 14 rulesets, score, divergences, JSON Lines to
// /dev/null) over fox_pro and ai_games, on every core.
func BenchmarkAuditCommand(b *testing.B) {
	fox := shared.Path(b, "corpora", "fox_pro")
	ai := shared.Path(b, "corpora", "ai_games")
	for _, dead := range []string{"none", "auto"} {
		b.Run("dead="+dead, func(b *testing.B) {
			out := b.TempDir() + "/audit.jsonl"
			start := time.Now()
			for i := 0; i < b.N; i++ {
				if code := run([]string{"audit", "--format", "jsonl", "--dead", dead, "-o", out, fox, ai}, io.Discard, io.Discard); code != exitOK {
					b.Fatalf("exit %d", code)
				}
			}
			elapsed := time.Since(start)
			data, err := os.ReadFile(out)
			if err != nil {
				b.Fatal(err)
			}
			games := bytes.Count(data, []byte("\n")) // one JSON object per game
			b.ReportMetric(float64(games*b.N)/elapsed.Seconds(), "games/s")
		})
	}
}

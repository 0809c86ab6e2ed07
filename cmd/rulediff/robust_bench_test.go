package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rulediff/rulediff/internal/cputime"
	"github.com/rulediff/rulediff/internal/shared"
)

// runCPU runs `rulediff args...` b.N times and reports the CPU seconds of
// the process per run (every thread: the garbage collector's and the
// workers'), the figure the "under a second of CPU" is about.
func runCPU(b *testing.B, args ...string) {
	b.Helper()
	b.ResetTimer()
	cpu0 := cputime.Seconds()
	for i := 0; i < b.N; i++ {
		if code := run(args, io.Discard, io.Discard); code != exitOK {
			b.Fatalf("rulediff %v: exit %d", args, code)
		}
	}
	if cpu := cputime.Seconds() - cpu0; cpu > 0 {
		b.ReportMetric(cpu/float64(b.N), "cpu-s/op")
	}
}

// BenchmarkHostileFiles is `rulediff audit` with the default dead stones
// on the small files that stalled it (issue 20): `(;SZ[52];B[aa])` 20
// times (300 bytes; 46 s of CPU before), `(;B[aa])` 2,000 times (16 KB;
// 139 s). The aim is under a second of CPU each.
func BenchmarkHostileFiles(b *testing.B) {
	for _, c := range []struct {
		name, game string
		n          int
	}{{"52x52-x20", "(;SZ[52];B[aa])", 20}, {"one-move-x2000", "(;B[aa])", 2000}} {
		b.Run(c.name, func(b *testing.B) {
			dir := b.TempDir()
			in := filepath.Join(dir, c.name+".sgf")
			if err := os.WriteFile(in, bytes.Repeat([]byte(c.game), c.n), 0o644); err != nil {
				b.Fatal(err)
			}
			runCPU(b, "audit", "--format", "jsonl", "-o", filepath.Join(dir, "out.jsonl"), in)
		})
	}
}

// peakHeap samples the heap in use every 5 ms while f runs and returns
// the largest value seen, in MiB (after a collection, so that what an
// earlier run left does not count).
func peakHeap(f func()) float64 {
	peaks := watchMemory(5 * time.Millisecond)
	f()
	heap, _ := peaks()
	return heap / (1 << 20)
}

// BenchmarkReportPeak audits libsgfcplusplus/deep-game-tree.sgf (a game
// of 5,000 moves and 8,321 divergences) in each report format and reports
// the peak heap: YAML took 1.2 GB resident where JSON Lines took 127 MB,
// before the YAML writer wrote large games in parts.
func BenchmarkReportPeak(b *testing.B) {
	deep := shared.Path(b, "corpora", "parser_tests", "libsgfcplusplus", "deep-game-tree.sgf")
	for _, format := range []string{"jsonl", "yaml", "table"} {
		b.Run(format, func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "out")
			peak := 0.0
			cpu0 := cputime.Seconds()
			for i := 0; i < b.N; i++ {
				peak = max(peak, peakHeap(func() {
					if code := runAudit(context.Background(), "audit", []string{"--format", format, "-o", out, deep}, nil, io.Discard, io.Discard); code != exitOK {
						b.Fatalf("exit %d", code)
					}
				}))
			}
			b.ReportMetric(peak, "peak-heap-MiB")
			b.ReportMetric((cputime.Seconds()-cpu0)/float64(b.N), "cpu-s/op")
		})
	}
}

package compare

import (
	"context"
	"fmt"
	"iter"
	"runtime"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// auditCorpus runs the audit pipeline over inputs: the corpus worker pool,
// one Auditor per running worker, results in input order, counted and
// dropped (a report writer would stream them).
func auditCorpus(b *testing.B, inputs iter.Seq[corpus.Input], opts Options, workers int) (games int) {
	free := make(chan *Auditor, workers+1)
	get := func() *Auditor {
		select {
		case a := <-free:
			return a
		default:
			a, err := NewAuditor(opts)
			if err != nil {
				b.Fatal(err)
			}
			return a
		}
	}
	f := func(in corpus.Input) int {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			return 0
		}
		a := get()
		n := 0
		for _, rec := range c.Games {
			g := a.Audit(in.Source, rec)
			n += len(g.Verdicts) / len(g.Verdicts)
		}
		free <- a
		return n
	}
	for n := range corpus.Map(context.Background(), corpus.Pool{Workers: workers}, inputs, f) {
		games += n
	}
	return games
}

func benchCorpora(b *testing.B, dead DeadMode, drop ...string) {
	fox := shared.Path(b, "corpora", "fox_pro")
	ai := shared.Path(b, "corpora", "ai_games")
	// Read the files once: the benchmark measures the audit, not the disk.
	var files []corpus.Input
	for in := range corpus.Inputs([]string{fox, ai}, corpus.Options{}) {
		files = append(files, in)
	}
	opts := Options{Dead: dead}
	for _, rs := range rules.Default().Rulesets() {
		if !slices.Contains(drop, rs.Name) {
			opts.Rulesets = append(opts.Rulesets, rs)
		}
	}
	b.ResetTimer()
	games := 0
	start, cpu := time.Now(), cpuSeconds()
	for i := 0; i < b.N; i++ {
		score.ForgetReadings() // each pass as a first run: no readings of the last
		games += auditCorpus(b, func(yield func(corpus.Input) bool) {
			for _, in := range files {
				if !yield(in) {
					return
				}
			}
		}, opts, runtime.GOMAXPROCS(0))
	}
	b.ReportMetric(float64(games)/time.Since(start).Seconds(), "games/s")
	if cpu = cpuSeconds() - cpu; cpu > 0 {
		// per second of the process's CPU time over all cores: what
		// the waits for a core on a busy machine do not dilute
		b.ReportMetric(float64(games)/cpu, "games/cpu-s")
	}
}

// cpuSeconds is the CPU time the process has used (0 when the system does
// not say).
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// BenchmarkAuditCorpora: fox_pro and ai_games (5,671 games) under all 14
// rulesets, on every core: parse, replay, dead stones, scores, divergences.
func BenchmarkAuditCorpora(b *testing.B) {
	b.Run("dead=none", func(b *testing.B) { benchCorpora(b, DeadNone) })
	b.Run("dead=auto", func(b *testing.B) { benchCorpora(b, DeadAuto) })
	// The cost of Ing's ko judge (rules/ing) on ordinary games.
	b.Run("dead=none,without-ing", func(b *testing.B) { benchCorpora(b, DeadNone, "ing") })
}

// syntheticGame writes a small 9x9 game that ends with two passes: a few
// plays spread over the board by a fixed rule, different per game.
func syntheticGame(i int) []byte {
	buf := make([]byte, 0, 256)
	buf = append(buf, "(;SZ[9]KM[7]RU[Chinese]"...)
	c := "B"
	for k := 0; k < 30; k++ {
		p := (i*7 + k*31) % 81
		x, y := p%9, p/9
		buf = append(buf, fmt.Sprintf(";%s[%c%c]", c, 'a'+x, 'a'+y)...)
		if c == "B" {
			c = "W"
		} else {
			c = "B"
		}
	}
	return append(buf, ";B[];W[])"...)
}

// BenchmarkAuditMillion streams b.N generated games through the audit
// pipeline (run with -benchtime=1000000x for a million) and reports the
// peak heap in use and the peak memory obtained from the system: both
// must stay flat, whatever the number of games.
func BenchmarkAuditMillion(b *testing.B) {
	var peakInuse, peakSys uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		var ms runtime.MemStats
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		for {
			runtime.ReadMemStats(&ms)
			peakInuse = max(peakInuse, ms.HeapInuse)
			peakSys = max(peakSys, ms.Sys)
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()
	inputs := func(yield func(corpus.Input) bool) {
		for i := 0; i < b.N; i++ {
			if !yield(corpus.Input{Source: fmt.Sprintf("gen/%d.sgf", i), Data: syntheticGame(i)}) {
				return
			}
		}
	}
	b.ResetTimer()
	start := time.Now()
	games := auditCorpus(b, inputs, Options{Dead: DeadNone}, runtime.GOMAXPROCS(0))
	b.StopTimer()
	close(stop)
	wg.Wait()
	if games != b.N {
		b.Fatalf("audited %d of %d games", games, b.N)
	}
	b.ReportMetric(float64(games)/time.Since(start).Seconds(), "games/s")
	b.ReportMetric(float64(peakInuse)/(1<<20), "peak-heap-inuse-MB")
	b.ReportMetric(float64(peakSys)/(1<<20), "peak-sys-MB")
}

var _ = sgfio.Parse

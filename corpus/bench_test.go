package corpus

import (
	"context"
	"fmt"
	"iter"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
	"time"

	"github.com/rulediff/rulediff/internal/shared"
)

// BenchmarkReadAndParse is the corpus pipeline on real files: walk
// ../shared/corpora/fox_pro, read each file, parse it on the worker pool,
// results in order. One worker, then all cores.
func BenchmarkReadAndParse(b *testing.B) {
	dir := shared.Path(b, "corpora", "fox_pro")
	for _, workers := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("j=%d", workers), func(b *testing.B) {
			var size, games int64
			for b.Loop() {
				for r := range Map(context.Background(), Pool{Workers: workers}, Inputs([]string{dir}, Options{}), parseCount) {
					size += r.size
					games += int64(r.games)
				}
			}
			secs := b.Elapsed().Seconds()
			b.ReportMetric(float64(size)/1e6/secs, "MB/s")
			b.ReportMetric(float64(games)/secs, "games/s")
		})
	}
}

type parsed struct {
	size  int64
	games int
}

func parseCount(in Input) parsed {
	c, err := Parse(in, sgfio.Options{MainLine: true})
	if err != nil {
		return parsed{}
	}
	return parsed{int64(len(in.Data)), len(c.Games)}
}

// BenchmarkStreamMemory shows that memory does not grow with the corpus:
// the same generated game streamed 2,000 and 20,000 times through the
// pool, with the peak heap of each run (flat: the same peak for both).
func BenchmarkStreamMemory(b *testing.B) {
	game := syntheticGame(250)
	for _, files := range []int{2000, 20000} {
		b.Run(fmt.Sprintf("files=%d", files), func(b *testing.B) {
			var peak uint64
			for b.Loop() {
				runtime.GC()
				stop := samplePeakHeap(&peak)
				for range Map(context.Background(), Pool{}, repeated(game, files), parseCount) {
				}
				stop()
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
		})
	}
}

// syntheticGame is a 19x19 record of n moves, spiralling over the board.
func syntheticGame(n int) []byte {
	var sb strings.Builder
	sb.WriteString("(;GM[1]FF[4]SZ[19]KM[6.5]PB[b]PW[w]RE[B+R]")
	for i := range n {
		c := "BW"[i%2]
		fmt.Fprintf(&sb, ";%c[%c%c]", c, 'a'+i%19, 'a'+(i*7)%19)
	}
	sb.WriteString(")")
	return []byte(sb.String())
}

// repeated yields n inputs holding a fresh copy of data each, like files
// read from disk.
func repeated(data []byte, n int) iter.Seq[Input] {
	return func(yield func(Input) bool) {
		for i := range n {
			if !yield(Input{Source: fmt.Sprintf("gen/%d.sgf", i), Data: append([]byte(nil), data...)}) {
				return
			}
		}
	}
}

// samplePeakHeap records the largest live heap (bytes in heap objects)
// seen every millisecond until stop is called.
func samplePeakHeap(peak *uint64) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(s)
			*peak = max(*peak, s[0].Value.Uint64())
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() { close(done); wg.Wait() }
}

// BenchmarkCount is the progress line's count up front of the team's
// corpora (a directory walk: names and sizes, no file read), against
// reading them: the count costs a small share of the read it announces.
// Figures per CPU second (the machine is shared: wall time is noise).
func BenchmarkCount(b *testing.B) {
	dir := shared.Path(b, "corpora")
	var files int64
	cpu0 := cpuSeconds()
	for b.Loop() {
		files += Count(context.Background(), []string{dir}, Options{}).Files
	}
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(float64(files)/cpu, "files/cpu-s")
	}
}

// BenchmarkWalk reads what BenchmarkCount counts, for the ratio.
func BenchmarkWalk(b *testing.B) {
	dir := shared.Path(b, "corpora")
	var files int64
	cpu0 := cpuSeconds()
	for b.Loop() {
		for range Inputs([]string{dir}, Options{}) {
			files++
		}
	}
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(float64(files)/cpu, "files/cpu-s")
	}
}

// cpuSeconds is the user and system CPU time of the process so far.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}

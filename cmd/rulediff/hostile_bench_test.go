package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// hostileSize is the size of the inputs of BenchmarkHostileInputs: a
// file just under the 64 MiB limit of package corpus.
const hostileSize = 60 << 20

// hostileInputs are files whose parse used to take many times their
// size: a node of tiny properties (5.6 GiB), nested variations (2 to 3.8
// GiB), tiny games (9.5 GiB for check; audit ran out of memory).
var hostileInputs = []struct {
	name string
	unit string
	// auditShare: the audit reads this fraction of the file (the audit of
	// 7.8 million games takes minutes; its memory does not depend on
	// their number: the games stream).
	auditShare int
}{
	{"comments", "C[a]", 1},
	{"nested", "(;", 1},
	{"games", "(;B[aa])", 64},
}

// BenchmarkHostileInputs runs `rulediff check` and `rulediff audit --dead
// none` (JSON Lines, discarded) on each hostile input once per iteration
// and reports the peak heap in use and the peak resident memory of the
// process (Linux: VmHWM, reset before each run), which must stay under 1
// GiB; the audit of tiny games reads 1/64 of the file.
func BenchmarkHostileInputs(b *testing.B) {
	dir := b.TempDir()
	for _, in := range hostileInputs {
		for _, cmd := range []string{"check", "audit"} {
			size := hostileSize
			if cmd == "audit" {
				size /= in.auditShare
			}
			path := filepath.Join(dir, in.name+strconv.Itoa(size)+".sgf")
			if _, err := os.Stat(path); err != nil {
				if err := os.WriteFile(path, hostileFile(in.unit, size), 0o644); err != nil {
					b.Fatal(err)
				}
			}
			b.Run(cmd+"/"+in.name, func(b *testing.B) {
				args := []string{cmd, "--format", "jsonl", path}
				if cmd == "audit" {
					args = append(args, "--dead", "none")
				}
				peaks := watchMemory(10 * time.Millisecond)
				for b.Loop() {
					if code := run(args, io.Discard, io.Discard); code != exitOK {
						b.Fatalf("%s: exit %d", strings.Join(args, " "), code)
					}
				}
				heap, rss := peaks()
				b.ReportMetric(float64(size)/(1<<20), "input-MiB")
				b.ReportMetric(heap/(1<<20), "peak-heap-inuse-MB")
				if rss > 0 {
					b.ReportMetric(rss/(1<<20), "peak-rss-MB")
				}
			})
		}
	}
}

// hostileFile repeats unit to size bytes, closing the game of a node of
// properties.
func hostileFile(unit string, size int) []byte {
	if unit == "C[a]" {
		return []byte("(;" + strings.Repeat(unit, (size-3)/len(unit)) + ")")
	}
	return bytes.Repeat([]byte(unit), size/len(unit))
}

// watchMemory samples the heap in use at every tick until the returned
// function is called, which gives the peak heap in use and the peak
// resident memory since the call (0 where /proc cannot tell).
func watchMemory(tick time.Duration) func() (heap, rss float64) {
	runtime.GC()
	debug.FreeOSMemory()
	// Writing 5 to clear_refs resets the peak resident memory (VmHWM).
	resettable := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
	var peak uint64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		var ms runtime.MemStats
		t := time.NewTicker(tick)
		defer t.Stop()
		for {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	})
	return func() (float64, float64) {
		close(stop)
		wg.Wait()
		if !resettable {
			return float64(peak), 0
		}
		return float64(peak), vmHWM()
	}
}

// vmHWM is the process's peak resident memory in bytes, from
// /proc/self/status; 0 when unknown.
func vmHWM() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			f := strings.Fields(rest)
			if len(f) == 2 && f[1] == "kB" {
				kb, err := strconv.ParseFloat(f[0], 64)
				if err == nil {
					return kb * 1024
				}
			}
		}
	}
	return 0
}

package corpus

import (
	"context"
	"fmt"
	"iter"
	"math"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// numbered yields n inputs named "0".."n-1", counting how many were read.
func numbered(n int, read *atomic.Int64) iter.Seq[Input] {
	return func(yield func(Input) bool) {
		for i := range n {
			if read != nil {
				read.Add(1)
			}
			if !yield(Input{Source: fmt.Sprint(i), Data: make([]byte, i%7)}) {
				return
			}
		}
	}
}

// uneven takes longer on some inputs than others so that workers finish
// out of order.
func uneven(in Input) string {
	var i int
	fmt.Sscan(in.Source, &i)
	if i%5 == 0 {
		time.Sleep(time.Duration(i%3) * time.Millisecond)
	}
	return "done " + in.Source
}

func TestMapKeepsInputOrder(t *testing.T) {
	const n = 300
	var want []string
	for i := range n {
		want = append(want, fmt.Sprintf("done %d", i))
	}
	for _, workers := range []int{1, 2, 8, 32} {
		got := slices.Collect(Map(context.Background(), Pool{Workers: workers}, numbered(n, nil), uneven))
		if !slices.Equal(got, want) {
			t.Fatalf("-j %d: results out of order or missing (%d of %d)", workers, len(got), n)
		}
	}
}

func TestMapSameOutputForOneAndManyWorkersOnARealWalk(t *testing.T) {
	dir := t.TempDir()
	for i := range 120 {
		writeFile(t, filepath.Join(dir, fmt.Sprintf("d%d", i%4), fmt.Sprintf("g%03d.sgf", i)), []byte(strings.Repeat("x", i)))
	}
	writeFile(t, filepath.Join(dir, "d1", "a.zip"), zipBytes(t, archiveEntries))
	f := func(in Input) string { return fmt.Sprintf("%s %d %v", in.Source, len(in.Data), in.Err) }
	one := slices.Collect(Map(context.Background(), Pool{Workers: 1}, Inputs([]string{dir}, Options{}), f))
	many := slices.Collect(Map(context.Background(), Pool{Workers: 8}, Inputs([]string{dir}, Options{}), f))
	if len(one) != 123 {
		t.Fatalf("%d results, want 120 files and 3 archive entries", len(one))
	}
	if !slices.Equal(one, many) {
		t.Fatalf("-j 1 and -j 8 differ")
	}
}

func TestMapBoundsInputsInFlight(t *testing.T) {
	const workers = 3
	var read atomic.Int64
	yielded := int64(0)
	maxAhead := int64(0)
	for range Map(context.Background(), Pool{Workers: workers}, numbered(500, &read), uneven) {
		yielded++
		maxAhead = max(maxAhead, read.Load()-yielded)
	}
	// The window, plus the one input the reader holds while it waits for
	// a token.
	if limit := int64(windowPerWorker*workers + 1); maxAhead > limit {
		t.Fatalf("%d inputs read ahead of the consumer, limit %d", maxAhead, limit)
	}
	if yielded != 500 {
		t.Fatalf("yielded %d", yielded)
	}
}

func TestMapStopsEarlyWithoutLeaks(t *testing.T) {
	before := runtime.NumGoroutine()
	var read atomic.Int64
	n := 0
	for range Map(context.Background(), Pool{Workers: 4}, numbered(10000, &read), uneven) {
		n++
		if n == 10 {
			break
		}
	}
	if r := read.Load(); r > 10+windowPerWorker*4+1 {
		t.Errorf("read %d inputs after the consumer stopped at 10", r)
	}
	waitGoroutines(t, before)
}

func TestMapCancel(t *testing.T) {
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	n := 0
	for range Map(ctx, Pool{Workers: 4}, numbered(10000, nil), uneven) {
		n++
		if n == 5 {
			cancel()
		}
	}
	if n >= 10000 {
		t.Fatalf("cancel did not stop the run")
	}
	if ctx.Err() == nil {
		t.Fatal("context not cancelled")
	}
	waitGoroutines(t, before)
}

func TestMapPanicReachesTheCaller(t *testing.T) {
	for _, workers := range []int{1, 4} {
		func() {
			defer func() {
				if p := recover(); p == nil || !strings.Contains(fmt.Sprint(p), "boom 7") {
					t.Errorf("-j %d: recovered %v, want boom 7", workers, p)
				}
			}()
			for range Map(context.Background(), Pool{Workers: workers}, numbered(50, nil), func(in Input) int {
				if in.Source == "7" {
					panic("boom 7")
				}
				return 0
			}) {
			}
		}()
	}
}

func TestMapProgress(t *testing.T) {
	var p Progress
	wantBytes := int64(0)
	for i := range 100 {
		wantBytes += int64(i % 7)
	}
	for range Map(context.Background(), Pool{Workers: 3, Progress: &p}, numbered(100, nil), uneven) {
	}
	if p.Files() != 100 || p.Bytes() != wantBytes {
		t.Fatalf("progress %d files %d bytes, want 100 and %d", p.Files(), p.Bytes(), wantBytes)
	}
	if got := p.String(); got != fmt.Sprintf("100 files, %.1f MB", float64(wantBytes)/1e6) {
		t.Errorf("String() = %q", got)
	}
}

func TestProgressShow(t *testing.T) {
	var p Progress
	p.add(1500000)
	var buf strings.Builder
	stop := p.Show(&syncWriter{b: &buf}, "checked", time.Millisecond)
	time.Sleep(20 * time.Millisecond)
	stop()
	out := buf.String()
	if !strings.Contains(out, "\rchecked: 1 file · 1.5 MB · ") || !strings.HasSuffix(out, "\r") {
		t.Fatalf("output %q", out)
	}
}

// A run that ends before the delay prints nothing, not even the clearing
// of the line.
func TestProgressShowAfterSilentWhenShort(t *testing.T) {
	var p Progress
	p.add(10)
	var buf strings.Builder
	stop := p.ShowAfter(&syncWriter{b: &buf}, "checked", time.Hour, time.Millisecond)
	time.Sleep(10 * time.Millisecond)
	stop()
	if out := buf.String(); out != "" {
		t.Fatalf("output %q, want none", out)
	}
}

// waitGoroutines fails when goroutines started by the test are still
// running after a grace period.
func waitGoroutines(t *testing.T, before int) {
	t.Helper()
	for range 100 {
		if runtime.NumGoroutine() <= before {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Errorf("%d goroutines left running (was %d)", runtime.NumGoroutine(), before)
}

// TestMapCapsWorkers: a Pool asking for more workers than MaxWorkers (the
// command line refuses it; a library caller may not) runs MaxWorkers and
// keeps the order, where it used to panic making its channels.
func TestMapCapsWorkers(t *testing.T) {
	if got := (Pool{Workers: math.MaxInt}).workers(); got != MaxWorkers {
		t.Fatalf("%d workers, want %d", got, MaxWorkers)
	}
	got := slices.Collect(Map(context.Background(), Pool{Workers: math.MaxInt}, numbered(50, nil), uneven))
	if len(got) != 50 || got[49] != "done 49" {
		t.Fatalf("%d results, last %q", len(got), got[len(got)-1])
	}
}

// TestMapBoundsBytesInFlight: besides the count, the data in flight stays
// within MaxBytes (plus the input the reader holds while it waits), and an
// input larger than MaxBytes still goes through, alone.
func TestMapBoundsBytesInFlight(t *testing.T) {
	const maxBytes = 100
	sizes := []int{30, 30, 30, 30, 250, 10, 10, 10, 10, 10, 60, 60, 60, 1, 0, 0, 99, 2}
	var read, yielded atomic.Int64 // bytes
	inputs := func(yield func(Input) bool) {
		for i, n := range sizes {
			read.Add(int64(n))
			if !yield(Input{Source: fmt.Sprint(i), Data: make([]byte, n)}) {
				return
			}
		}
	}
	i := 0
	for got := range Map(context.Background(), Pool{Workers: 4, MaxBytes: maxBytes}, inputs, uneven) {
		if got != fmt.Sprintf("done %d", i) {
			t.Fatalf("result %d: %q", i, got)
		}
		// What was read and not yet yielded: the window's data and the
		// input the reader holds.
		if ahead := read.Load() - yielded.Load(); ahead > maxBytes+250 {
			t.Fatalf("%d bytes read ahead of the consumer", ahead)
		}
		yielded.Add(int64(sizes[i]))
		i++
	}
	if i != len(sizes) {
		t.Fatalf("%d results", i)
	}
}

// The window itself: room for three of 40 bytes is two; the third waits
// until one is released, and a cancelled wait gives up.
func TestWindowWaitsForBytes(t *testing.T) {
	w := newWindow(10, 100)
	ctx := context.Background()
	if !w.acquire(ctx, 40) || !w.acquire(ctx, 40) {
		t.Fatal("room for two")
	}
	got := make(chan bool)
	go func() { got <- w.acquire(ctx, 40) }()
	select {
	case <-got:
		t.Fatal("a third 40-byte input got in beside 80 bytes (limit 100)")
	case <-time.After(50 * time.Millisecond):
	}
	w.release(40)
	if !<-got {
		t.Fatal("acquire failed after a release")
	}
	cctx, cancel := context.WithCancel(ctx)
	go func() { got <- w.acquire(cctx, 90) }()
	cancel()
	if <-got {
		t.Fatal("a cancelled acquire succeeded")
	}
	if w.bytes != 80 || len(w.tokens) != 2 {
		t.Fatalf("%d bytes, %d tokens in flight, want 80 and 2", w.bytes, len(w.tokens))
	}
}

package corpus

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// results emits i%9 results for input i ("i.0", "i.1", ...), pausing on
// some inputs so that workers finish out of order.
func results(in Input, emit func(string) bool) {
	var i int
	fmt.Sscan(in.Source, &i)
	for k := range i % 9 {
		if i%5 == 0 && k == 1 {
			time.Sleep(time.Duration(i%3) * time.Millisecond)
		}
		if !emit(fmt.Sprintf("%d.%d", i, k)) {
			return
		}
	}
}

func TestMapEachKeepsInputAndEmitOrder(t *testing.T) {
	const n = 300
	var want []string
	for i := range n {
		for k := range i % 9 {
			want = append(want, fmt.Sprintf("%d.%d", i, k))
		}
	}
	for _, workers := range []int{1, 2, 8, 32} {
		var prog Progress
		got := slices.Collect(MapEach(context.Background(), Pool{Workers: workers, Progress: &prog}, numbered(n, nil), results))
		if !slices.Equal(got, want) {
			t.Fatalf("-j %d: results out of order or missing (%d of %d)", workers, len(got), len(want))
		}
		if prog.Files() != n {
			t.Errorf("-j %d: progress counted %d inputs of %d", workers, prog.Files(), n)
		}
	}
}

// TestMapEachBoundsResultsInFlight: two inputs of 200,000 results each,
// read slowly; the results made but not yet read never exceed what the
// window and the buffers hold (a file of a million games costs a few
// dozen in memory).
func TestMapEachBoundsResultsInFlight(t *testing.T) {
	const per = 200_000
	for _, workers := range []int{1, 2, 4} {
		var made, most atomic.Int64
		read := int64(0)
		f := func(in Input, emit func(int) bool) {
			for k := range per {
				made.Add(1)
				if !emit(k) {
					return
				}
			}
		}
		two := numbered(2, nil)
		for range MapEach(context.Background(), Pool{Workers: workers}, two, f) {
			read++
			if d := made.Load() - read; d > most.Load() {
				most.Store(d)
			}
		}
		if read != 2*per {
			t.Fatalf("-j %d: read %d results of %d", workers, read, 2*per)
		}
		// Each input's buffer, the batch the consumer is yielding, plus
		// one result being made per worker.
		if limit := int64(3*eachBuffer + workers + 1); most.Load() > limit {
			t.Errorf("-j %d: %d results in flight, more than %d", workers, most.Load(), limit)
		}
	}
}

// TestMapEachBoundsResultsOfManyInputs: 500 inputs of 40 results each
// (within one input's buffer). The consumer waits after its first result
// until the workers stop: the inputs after the one being yielded then
// hold the budget, no more, however many of them are done.
func TestMapEachBoundsResultsOfManyInputs(t *testing.T) {
	const inputs, per = 500, 40
	for _, workers := range []int{2, 4} {
		var made atomic.Int64
		most, read := int64(0), int64(0)
		f := func(in Input, emit func(int) bool) {
			for k := range per {
				made.Add(1)
				if !emit(k) {
					return
				}
			}
		}
		for range MapEach(context.Background(), Pool{Workers: workers}, numbered(inputs, nil), f) {
			if read++; read == 1 {
				waitStill(&made)
			}
			most = max(most, made.Load()-read)
		}
		if read != inputs*per {
			t.Fatalf("-j %d: read %d results of %d", workers, read, inputs*per)
		}
		// The budget (which the head's results may pass by its own
		// buffer), the batch being yielded, one result being made per
		// worker.
		if limit := int64(eachBudgetPerWorker*workers + 2*eachBuffer + workers + 1); most > limit {
			t.Errorf("-j %d: %d results in flight, more than %d", workers, most, limit)
		}
		if most < int64(eachBudgetPerWorker*workers) {
			t.Errorf("-j %d: at most %d results in flight: the workers stopped short of the budget (%d)",
				workers, most, eachBudgetPerWorker*workers)
		}
	}
}

// waitStill waits until n has not moved for 50 ms (at most 10 s).
func waitStill(n *atomic.Int64) {
	last, still := n.Load(), 0
	for range 10_000 {
		time.Sleep(time.Millisecond)
		if v := n.Load(); v != last {
			last, still = v, 0
		} else if still++; still == 50 {
			return
		}
	}
}

// TestMapEachRunsAheadOfASlowInput: while the first input is slow, the
// other worker goes through the inputs after it (all 299 fit the
// window), instead of waiting for the slow one.
func TestMapEachRunsAheadOfASlowInput(t *testing.T) {
	const workers, inputs = 2, 300
	release := make(chan struct{})
	var done, doneMeanwhile atomic.Int64
	f := func(in Input, emit func(string) bool) {
		if in.Source == "0" {
			select {
			case <-release:
			case <-time.After(5 * time.Second): // the others were held back
			}
			doneMeanwhile.Store(done.Load())
		} else if done.Add(1) == inputs-1 {
			close(release) // every other input is done: the first may end
		}
		emit(in.Source)
	}
	got := slices.Collect(MapEach(context.Background(), Pool{Workers: workers}, numbered(inputs, nil), f))
	if len(got) != inputs || got[0] != "0" || got[inputs-1] != fmt.Sprint(inputs-1) {
		t.Fatalf("got %d results, first %q", len(got), got[0])
	}
	if d := doneMeanwhile.Load(); d != inputs-1 {
		t.Errorf("%d of the %d inputs after a slow one were done while it ran", d, inputs-1)
	}
}

func TestMapEachStopsWhenTheConsumerStops(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, workers := range []int{1, 3} {
		var stopped atomic.Int64
		f := func(in Input, emit func(int) bool) {
			for k := 0; ; k++ {
				if !emit(k) {
					stopped.Add(1)
					return
				}
			}
		}
		got := 0
		for range MapEach(context.Background(), Pool{Workers: workers}, numbered(50, nil), f) {
			if got++; got == 1000 {
				break
			}
		}
		if workers == 1 && stopped.Load() != 1 {
			t.Errorf("-j 1: emit never said stop")
		}
	}
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines left running (%d before)", n-before, before)
	}
}

// TestMapEachCancel: the context is cancelled while the consumer waits
// for a slow first input and the workers after it wait for the budget
// (the other inputs emit 100 results each). The wait ends through the
// context alone: emit says stop to the slow input, the iteration ends
// without the other inputs' results, and no goroutine is left. (MapEach
// used to ask only its own context, cancelled from the caller's a moment
// later: about one run in 200 yielded tens of thousands of results after
// the cancel, and emit said go on.)
func TestMapEachCancel(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, workers := range []int{1, 4} {
		ctx, cancel := context.WithCancel(context.Background())
		var toldToStop atomic.Bool
		f := func(in Input, emit func(int) bool) {
			if in.Source == "0" {
				emit(0)
				<-ctx.Done() // a slow game, done only once the run is cancelled
				toldToStop.Store(!emit(1))
				return
			}
			for k := range 100 {
				if !emit(k) {
					return
				}
			}
		}
		n := 0
		finished := make(chan struct{})
		go func() {
			defer close(finished)
			for range MapEach(ctx, Pool{Workers: workers}, numbered(10000, nil), f) {
				if n++; n == 1 {
					time.AfterFunc(20*time.Millisecond, cancel) // while the consumer waits for input 0
				}
			}
		}()
		select {
		case <-finished:
		case <-time.After(10 * time.Second):
			t.Fatalf("-j %d: the iteration did not end after the cancel", workers)
		}
		if n != 1 {
			t.Errorf("-j %d: %d results yielded, want input 0's first alone", workers, n)
		}
		if !toldToStop.Load() {
			t.Errorf("-j %d: emit did not say stop after the cancel", workers)
		}
		cancel()
	}
	waitGoroutines(t, before)
}

func TestMapEachRaisesAPanicAfterTheResultsBeforeIt(t *testing.T) {
	for _, workers := range []int{1, 4} {
		f := func(in Input, emit func(string) bool) {
			emit(in.Source)
			if in.Source == "7" {
				panic("input 7")
			}
		}
		var got []string
		func() {
			defer func() {
				if p := recover(); p != "input 7" {
					t.Errorf("-j %d: recovered %v, want the panic of input 7", workers, p)
				}
			}()
			for s := range MapEach(context.Background(), Pool{Workers: workers}, numbered(20, nil), f) {
				got = append(got, s)
			}
		}()
		if want := []string{"0", "1", "2", "3", "4", "5", "6", "7"}; !slices.Equal(got, want) {
			t.Errorf("-j %d: got %v before the panic, want %v", workers, got, want)
		}
	}
}

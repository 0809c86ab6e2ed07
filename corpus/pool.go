package corpus

import (
	"context"
	"iter"
	"runtime"
	"sync"
)

// Pool configures Map.
type Pool struct {
	// Workers is how many inputs are processed at once; 0 or less means
	// runtime.GOMAXPROCS(0), more than MaxWorkers means MaxWorkers.
	Workers int
	// Progress, when not nil, counts the inputs worked on, as each is
	// done: a slow input holds back the ordered results, not the count.
	Progress *Progress
	// MaxBytes bounds the data of the inputs in flight (one larger input
	// is let in alone); 0 or less means BytesPerWorker per worker.
	MaxBytes int64
}

// BytesPerWorker is the data a Pool holds in flight per worker by
// default: one file of the largest size corpus reads (DefaultMaxFileSize).
const BytesPerWorker = DefaultMaxFileSize

// maxBytes is the data p holds in flight for n workers.
func (p Pool) maxBytes(n int) int64 {
	if p.MaxBytes > 0 {
		return p.MaxBytes
	}
	return int64(n) * BytesPerWorker
}

// MaxWorkers is the most workers a Pool runs. Every worker holds a file
// and its games in memory, and the work is computation: workers beyond
// the cores add memory, not speed. The command line refuses more.
const MaxWorkers = 256

// workers is how many goroutines p runs.
func (p Pool) workers() int {
	if p.Workers <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return min(p.Workers, MaxWorkers)
}

// windowPerWorker bounds the inputs in flight (being read, queued,
// processed or waiting for an earlier one) to this many per worker.
const windowPerWorker = 4

// Map applies f to every input with p.Workers goroutines and yields the
// results in input order, whatever the timing: the output of Map is the
// same for 1 worker and 64. At most windowPerWorker×Workers inputs, and
// p.MaxBytes of their data, are in flight, so memory does not grow with
// the corpus.
//
// Inputs are read by one goroutine (the one iterating inputs) while the
// workers run f. Breaking out of the loop, or cancelling ctx, stops the
// reading and the workers; Map waits for them before returning. After a
// cancellation the sequence simply ends: check ctx.Err(). A panic in f is
// raised again in the goroutine iterating Map's result.
func Map[T any](ctx context.Context, p Pool, inputs iter.Seq[Input], f func(Input) T) iter.Seq[T] {
	n := p.workers()
	if n == 1 {
		return mapSequential(ctx, p.Progress, inputs, f)
	}
	return func(yield func(T) bool) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()

		type job struct {
			seq int
			in  Input
		}
		type result struct {
			seq   int
			size  int64 // the input's data, its room in the window
			val   T
			panic any
		}
		// Every input holds room in the window from being read until it
		// is yielded.
		win := newWindow(windowPerWorker*n, p.maxBytes(n))
		jobs := make(chan job, n)
		results := make(chan result, n)

		var producer sync.WaitGroup
		producer.Go(func() {
			defer close(jobs)
			seq := 0
			for in := range inputs {
				if ctx.Err() != nil {
					return
				}
				if !win.acquire(ctx, int64(len(in.Data))) {
					return
				}
				select {
				case jobs <- job{seq, in}:
				case <-ctx.Done():
					return
				}
				seq++
			}
		})
		var workers sync.WaitGroup
		for range n {
			workers.Go(func() {
				for j := range jobs {
					if ctx.Err() != nil {
						continue // drain without working
					}
					r := result{seq: j.seq, size: int64(len(j.in.Data))}
					func() {
						defer func() { r.panic = recover() }()
						r.val = f(j.in)
					}()
					p.Progress.add(int64(len(j.in.Data)))
					select {
					case results <- r:
					case <-ctx.Done():
						return
					}
				}
			})
		}
		go func() {
			workers.Wait()
			close(results)
		}()
		defer func() {
			// Stop everyone, then let the workers finish and the reader
			// notice, so no goroutine outlives Map.
			cancel()
			for range results {
			}
			producer.Wait()
		}()

		pending := make(map[int]result, windowPerWorker*n)
		next := 0
		for r := range results {
			pending[r.seq] = r
			for {
				r, ok := pending[next]
				if !ok {
					break
				}
				delete(pending, next)
				next++
				win.release(r.size)
				if r.panic != nil {
					panic(r.panic)
				}
				if !yield(r.val) {
					return
				}
			}
		}
	}
}

// mapSequential is Map with one worker: no goroutines at all.
func mapSequential[T any](ctx context.Context, prog *Progress, inputs iter.Seq[Input], f func(Input) T) iter.Seq[T] {
	return func(yield func(T) bool) {
		for in := range inputs {
			if ctx.Err() != nil {
				return
			}
			v := f(in)
			prog.add(int64(len(in.Data)))
			if !yield(v) {
				return
			}
		}
	}
}

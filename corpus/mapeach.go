package corpus

import (
	"context"
	"iter"
	"sync"
)

// eachBuffer is how many results of one input wait for the inputs before
// it (MapEach); its worker waits while they are that many.
const eachBuffer = 64

// MapEach is Map for work that gives many results per input, the games
// of a file: f hands them to emit as it makes them, and MapEach yields
// every result in input order, the results of one input in the order
// emitted. The results of an input wait in a buffer of eachBuffer until
// the inputs before it are done (its worker waits while the buffer is
// full), so memory stays bounded whatever the number of results per
// input: a file of a million games costs the window of Map, a few dozen
// results each. emit returns false once the consumer has stopped or ctx
// is cancelled: f should then return. The rest is as Map: the same output
// for 1 worker and 64, at most windowPerWorker×Workers inputs and
// p.MaxBytes of their data in flight, a panic in f raised again in the
// goroutine iterating the result (after the results emitted before it).
func MapEach[T any](ctx context.Context, p Pool, inputs iter.Seq[Input], f func(in Input, emit func(T) bool)) iter.Seq[T] {
	n := p.workers()
	if n == 1 {
		return mapEachSequential(ctx, p.Progress, inputs, f)
	}
	return func(yield func(T) bool) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()

		type stream struct {
			out  chan eachItem[T] // the input's results; closed when f returns
			size int64            // the input's data, its room in the window
		}
		type job struct {
			in  Input
			out chan eachItem[T]
		}
		// Every input holds room in the window from being read until its
		// results are all yielded.
		win := newWindow(windowPerWorker*n, p.maxBytes(n))
		order := make(chan stream, windowPerWorker*n) // the streams in input order
		jobs := make(chan job, n)

		var producer sync.WaitGroup
		producer.Go(func() {
			defer close(order)
			defer close(jobs)
			for in := range inputs {
				if ctx.Err() != nil {
					return
				}
				if !win.acquire(ctx, int64(len(in.Data))) {
					return
				}
				out := make(chan eachItem[T], eachBuffer)
				order <- stream{out, int64(len(in.Data))} // never blocks: room is held
				select {
				case jobs <- job{in, out}:
				case <-ctx.Done():
					close(out)
					return
				}
			}
		})
		var workers sync.WaitGroup
		for range n {
			workers.Go(func() {
				for j := range jobs {
					if ctx.Err() == nil {
						runEach(ctx, j.in, j.out, f)
						p.Progress.add(int64(len(j.in.Data))) // done, whether yielded yet or not
					}
					close(j.out)
				}
			})
		}
		defer func() {
			// Stop everyone, then let the workers and the reader notice,
			// so no goroutine outlives MapEach.
			cancel()
			workers.Wait()
			producer.Wait()
		}()
		for s := range order {
			for it := range s.out {
				if it.panic != nil {
					panic(it.panic)
				}
				if !yield(it.val) {
					return
				}
			}
			if ctx.Err() != nil {
				return
			}
			win.release(s.size)
		}
	}
}

// eachItem is one result of MapEach, or the panic that ended its input.
type eachItem[T any] struct {
	val   T
	panic any
}

// runEach applies f to in, sending its results to out until ctx is
// cancelled; a panic in f is sent as the last item.
func runEach[T any](ctx context.Context, in Input, out chan<- eachItem[T], f func(Input, func(T) bool)) {
	defer func() {
		if p := recover(); p != nil {
			select {
			case out <- eachItem[T]{panic: p}:
			case <-ctx.Done():
			}
		}
	}()
	f(in, func(v T) bool {
		select {
		case out <- eachItem[T]{val: v}:
			return true
		case <-ctx.Done():
			return false
		}
	})
}

// mapEachSequential is MapEach with one worker: no goroutines at all.
func mapEachSequential[T any](ctx context.Context, prog *Progress, inputs iter.Seq[Input], f func(Input, func(T) bool)) iter.Seq[T] {
	return func(yield func(T) bool) {
		stopped := false
		emit := func(v T) bool {
			if stopped || ctx.Err() != nil {
				return false
			}
			stopped = !yield(v)
			return !stopped
		}
		for in := range inputs {
			if ctx.Err() != nil {
				return
			}
			f(in, emit)
			if stopped {
				return
			}
			prog.add(int64(len(in.Data)))
		}
	}
}

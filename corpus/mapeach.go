package corpus

import (
	"context"
	"iter"
	"sync"
)

// eachBuffer is how many results of one input MapEach holds at most; its
// worker waits while they are that many.
const eachBuffer = 64

// eachWindowPerWorker bounds MapEach's inputs in flight, per worker. The
// time an input takes varies a thousandfold (an audit's median game 40 µs,
// a game whose result check is explained up to 30 ms): while a slow input
// is worked on, the inputs after it wait for it, done, and the other
// workers go on only as long as the window has room. At 4 per worker the
// audit of fox_pro and ai_games kept 1.5 of 2 cores busy; at 256, 1.9.
const eachWindowPerWorker = 256

// eachBudgetPerWorker bounds, per worker, the results made and not yet
// yielded of the inputs after the one being yielded: with the window it
// keeps memory flat whatever the number of results per input.
const eachBudgetPerWorker = 256

// MapEach is Map for work that gives many results per input, the games
// of a file: f hands them to emit as it makes them, and MapEach yields
// every result in input order, the results of one input in the order
// emitted. The results made and not yet yielded are bounded: at most
// eachBuffer of one input, and eachBudgetPerWorker×Workers in all (the
// input being yielded is never held back by this budget: everything
// before it is done), a worker waiting while its input is at either
// bound; so memory stays bounded whatever the number of results per
// input: a file of a million games costs a few dozen results. emit
// returns false once the consumer has stopped or ctx is cancelled: f
// should then return; nothing is yielded after ctx is cancelled. The
// rest is as Map: the same output for 1 worker and 64, at most
// eachWindowPerWorker×Workers inputs and p.MaxBytes of their data in
// flight, a panic in f raised again in the goroutine iterating the
// result (after the results emitted before it).
func MapEach[T any](ctx context.Context, p Pool, inputs iter.Seq[Input], f func(in Input, emit func(T) bool)) iter.Seq[T] {
	n := p.workers()
	if n == 1 {
		return mapEachSequential(ctx, p.Progress, inputs, f)
	}
	return func(yield func(T) bool) {
		// caller is the caller's context, asked wherever a result could
		// pass after its cancel: the derived ctx is cancelled from it a
		// moment later (context's propagation; TestMapEachCancel saw tens of
		// thousands of results yielded in that moment), and q is stopped
		// later still, on another goroutine (context.AfterFunc).
		caller := ctx
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		q := newEachQueue[T](eachBudgetPerWorker * n)
		stopWaking := context.AfterFunc(ctx, q.stop)
		defer stopWaking()

		type job struct {
			in Input
			s  *eachStream[T]
		}
		// Every input holds room in the window from being read until its
		// results are all yielded.
		win := newWindow(eachWindowPerWorker*n, p.maxBytes(n))
		order := make(chan *eachStream[T], eachWindowPerWorker*n) // the streams in input order
		// The reader queues as far ahead as the window lets it: with a
		// queue of n, a worker that finished while the reader waited for
		// a core found nothing to do.
		jobs := make(chan job, eachWindowPerWorker*n)

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
				s := &eachStream[T]{size: int64(len(in.Data))}
				order <- s // never blocks: room is held
				select {
				case jobs <- job{in, s}:
				case <-ctx.Done():
					q.finish(s)
					return
				}
			}
		})
		var workers sync.WaitGroup
		for range n {
			workers.Go(func() {
				for j := range jobs {
					if ctx.Err() == nil {
						runEach(caller, q, j.in, j.s, f)
						p.Progress.add(int64(len(j.in.Data))) // done, whether yielded yet or not
					}
					q.finish(j.s)
				}
			})
		}
		defer func() {
			// Stop everyone, then let the workers and the reader notice,
			// so no goroutine outlives MapEach.
			cancel()
			q.stop()
			workers.Wait()
			producer.Wait()
		}()
		var items []eachItem[T]
		for s := range order {
			for {
				var done, ok bool
				items, done, ok = q.take(s, items)
				if !ok {
					return
				}
				for _, it := range items {
					if it.panic != nil {
						panic(it.panic)
					}
					if caller.Err() != nil || !yield(it.val) {
						return
					}
				}
				if done {
					break
				}
			}
			if caller.Err() != nil {
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

// eachStream is one input's results in MapEach, not yet yielded.
type eachStream[T any] struct {
	items []eachItem[T]
	done  bool  // f returned: no more items
	size  int64 // the input's data, its room in the window
}

// eachQueue holds the results of MapEach's inputs between the workers
// and the consumer, under one lock. The stream being yielded (head) is
// never held back by the budget: every stream before it is done, so it is
// the one that must go on, and the budget only waits for it.
type eachQueue[T any] struct {
	mu      sync.Mutex
	room    sync.Cond // workers wait here for room: their stream's, or the budget's
	arrived sync.Cond // the consumer waits here for the head's results
	head    *eachStream[T]
	held    int // results in every stream, not yet taken
	budget  int
	stopped bool
	spare   [][]eachItem[T] // emptied item slices, for the next streams: at most budget
}

func newEachQueue[T any](budget int) *eachQueue[T] {
	q := &eachQueue[T]{budget: budget}
	q.room.L, q.arrived.L = &q.mu, &q.mu
	return q
}

// emit adds v to s, waiting for room; false once the queue is stopped.
func (q *eachQueue[T]) emit(s *eachStream[T], it eachItem[T]) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	for !q.stopped && (len(s.items) >= eachBuffer || (s != q.head && q.held >= q.budget)) {
		q.room.Wait()
	}
	if q.stopped {
		return false
	}
	if s.items == nil && len(q.spare) > 0 {
		s.items, q.spare = q.spare[len(q.spare)-1], q.spare[:len(q.spare)-1]
	}
	s.items = append(s.items, it)
	q.held++
	if s == q.head {
		q.arrived.Signal()
	}
	return true
}

// finish marks s done: its worker emits no more.
func (q *eachQueue[T]) finish(s *eachStream[T]) {
	q.mu.Lock()
	s.done = true
	if s == q.head {
		q.arrived.Signal()
	}
	q.mu.Unlock()
}

// take makes s the head and waits for its results, returning them and
// whether s is done; used is the slice the last take returned, given
// back. ok is false once the queue is stopped.
func (q *eachQueue[T]) take(s *eachStream[T], used []eachItem[T]) (items []eachItem[T], done, ok bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if used != nil && len(q.spare) < q.budget {
		clear(used) // let the results go
		q.spare = append(q.spare, used[:0])
	}
	if q.head != s {
		q.head = s
		q.room.Broadcast() // s's worker may wait for the budget
	}
	for !q.stopped && len(s.items) == 0 && !s.done {
		q.arrived.Wait()
	}
	if q.stopped {
		return nil, false, false
	}
	items, s.items = s.items, nil
	if len(items) > 0 {
		q.held -= len(items)
		q.room.Broadcast()
	}
	return items, s.done, true
}

// stop ends every wait: the consumer stopped or the context was
// cancelled.
func (q *eachQueue[T]) stop() {
	q.mu.Lock()
	q.stopped = true
	q.room.Broadcast()
	q.arrived.Broadcast()
	q.mu.Unlock()
}

// runEach applies f to in, adding its results to s until ctx (the
// caller's) is cancelled or the queue stops; a panic in f is added as the
// last item. ctx is asked on each result: the queue is stopped from it
// only later, on another goroutine.
func runEach[T any](ctx context.Context, q *eachQueue[T], in Input, s *eachStream[T], f func(Input, func(T) bool)) {
	defer func() {
		if p := recover(); p != nil {
			q.emit(s, eachItem[T]{panic: p})
		}
	}()
	f(in, func(v T) bool { return ctx.Err() == nil && q.emit(s, eachItem[T]{val: v}) })
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

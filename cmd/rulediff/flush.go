package main

import (
	"io"
	"sync"
	"time"
)

// flushInterval is how long a report's written games may wait in the
// output buffer: a long run shows its results as it goes, in input order,
// even while a slow file holds up the next ones.
const flushInterval = 250 * time.Millisecond

// flusher is an output buffer shared by the report writer and a ticker
// that flushes it every flushInterval when something is waiting. Only the
// timing of the writes depends on the ticker, never the bytes.
type flusher struct {
	mu sync.Mutex
	w  interface {
		io.Writer
		Flush() error
	}
	dirty bool
	err   error // the ticker's flush error, for the next Write
	done  chan struct{}
	wg    sync.WaitGroup
}

// flushEvery starts flushing w (a buffered output) every interval. The
// returned writer replaces w; stop ends the ticker, and must be called
// before w is flushed, committed or dropped otherwise. A w that cannot
// flush is returned as it is.
func flushEvery(w io.Writer, interval time.Duration) (out io.Writer, stop func()) {
	bw, ok := w.(interface {
		io.Writer
		Flush() error
	})
	if !ok {
		return w, func() {}
	}
	f := &flusher{w: bw, done: make(chan struct{})}
	f.wg.Go(func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-f.done:
				return
			case <-t.C:
				f.mu.Lock()
				if f.dirty && f.err == nil {
					f.err = f.w.Flush()
					f.dirty = false
				}
				f.mu.Unlock()
			}
		}
	})
	var once sync.Once
	return f, func() {
		once.Do(func() { close(f.done) })
		f.wg.Wait()
	}
}

func (f *flusher) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return 0, f.err
	}
	f.dirty = true
	return f.w.Write(p)
}

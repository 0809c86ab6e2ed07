package corpus

import (
	"context"
	"sync"
)

// window bounds the inputs a Map holds in flight (read, queued, being
// processed, or done and waiting for an earlier one): at most a number of
// them, and at most a number of bytes of data, except that one input
// larger than that is let in alone. A count alone let 4 inputs per worker
// of up to MaxFileSize each, 256 MiB per worker, wait in memory.
type window struct {
	tokens chan struct{} // one per input in flight
	freed  chan struct{} // wakes a waiting acquire after a release
	mu     sync.Mutex
	bytes  int64 // data of the inputs in flight
	limit  int64
}

func newWindow(count int, bytes int64) *window {
	return &window{tokens: make(chan struct{}, count), freed: make(chan struct{}, 1), limit: bytes}
}

// acquire takes room for an input of size bytes, waiting for earlier ones
// to be released; false when ctx is done first. Only one goroutine (a
// Map's reader) acquires.
func (w *window) acquire(ctx context.Context, size int64) bool {
	select {
	case w.tokens <- struct{}{}:
	case <-ctx.Done():
		return false
	}
	for {
		w.mu.Lock()
		if w.bytes == 0 || w.bytes+size <= w.limit {
			w.bytes += size
			w.mu.Unlock()
			return true
		}
		w.mu.Unlock()
		select {
		case <-w.freed:
		case <-ctx.Done():
			<-w.tokens
			return false
		}
	}
}

// release gives back the room of an input of size bytes.
func (w *window) release(size int64) {
	w.mu.Lock()
	w.bytes -= size
	w.mu.Unlock()
	<-w.tokens
	select {
	case w.freed <- struct{}{}:
	default: // a wake-up is already pending
	}
}

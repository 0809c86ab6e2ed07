package main

import (
	"io"
	"os"
)

// earlySyncChunk is how much of the report is written between two early
// syncs (earlySync).
const earlySyncChunk = 1 << 20

// earlySync is the -o file behind the report's buffer. As the report is
// written, a goroutine of its own syncs the file after each megabyte, so
// that the data is on the disk by the time the report is complete:
// Commit's fsync, which makes the report durable before the rename, then
// has only the last bytes to write. Measured on ext4 (docs/benchmarks.md,
// #17cg): an fsync of a 16 MB report written at once took 12-14 ms, almost
// all of it the data and the disk's cache flush it needs; an fsync after
// the first 15 MB were synced took under 1 ms. Those milliseconds came
// at the very end of a run, with every core idle.
//
// The writer never waits for the goroutine: a megabyte written while it
// is still syncing goes with the next sync. The early syncs change when
// the bytes reach the disk, never which; they are hints, and their errors
// are left to the final fsync (which reports any the file system kept).
type earlySync struct {
	f       *os.File
	written int64         // bytes written to f
	asked   int64         // written when the last sync was asked for
	wake    chan struct{} // a sync asked for (capacity 1: asks merge)
	done    chan struct{} // closed when the goroutine has returned
}

func (e *earlySync) Write(p []byte) (int, error) {
	n, err := e.f.Write(p)
	e.written += int64(n)
	if earlySyncWorks && e.written-e.asked >= earlySyncChunk {
		if e.wake == nil {
			e.wake, e.done = make(chan struct{}, 1), make(chan struct{})
			go e.run()
		}
		select {
		case e.wake <- struct{}{}:
			e.asked = e.written
		default: // a sync is asked for already: it will take these bytes too
		}
	}
	return n, err
}

var _ io.Writer = (*earlySync)(nil)

func (e *earlySync) run() {
	defer close(e.done)
	for range e.wake {
		earlySyncHook(e.f)
	}
}

// earlySyncHook is syncData, or a test's recorder.
var earlySyncHook = syncData

// stop waits for the goroutine, and for a sync under way: before the file
// is synced for good, closed or removed.
func (e *earlySync) stop() {
	if e.wake != nil {
		close(e.wake)
		<-e.done
		e.wake = nil
	}
}

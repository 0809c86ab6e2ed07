package corpus

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// Progress counts the inputs a Map has yielded and their bytes. It is safe
// for concurrent use; the zero value is ready, and a nil *Progress counts
// nothing.
type Progress struct {
	files atomic.Int64
	bytes atomic.Int64
}

func (p *Progress) add(size int64) {
	if p == nil {
		return
	}
	p.files.Add(1)
	p.bytes.Add(size)
}

// Files returns how many inputs are done.
func (p *Progress) Files() int64 { return p.files.Load() }

// Bytes returns the bytes of the inputs done.
func (p *Progress) Bytes() int64 { return p.bytes.Load() }

// String is a one-line report: "1234 files, 5.6 MB".
func (p *Progress) String() string {
	return fmt.Sprintf("%d files, %.1f MB", p.Files(), float64(p.Bytes())/1e6)
}

// Show writes p to w every interval, each time over the previous line
// (meant for a terminal on standard error), until the returned stop
// function is called; stop clears the line and waits for the writer.
func (p *Progress) Show(w io.Writer, label string, every time.Duration) (stop func()) {
	return p.ShowAfter(w, label, 0, every)
}

// ShowAfter is Show that stays silent for the first delay: a run that
// ends sooner prints nothing at all.
func (p *Progress) ShowAfter(w io.Writer, label string, delay, every time.Duration) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		if delay > 0 {
			wait := time.NewTimer(delay)
			defer wait.Stop()
			select {
			case <-done:
				return
			case <-wait.C:
			}
		}
		t := time.NewTicker(every)
		defer t.Stop()
		width := 0
		for {
			select {
			case <-done:
				if width > 0 {
					fmt.Fprintf(w, "\r%*s\r", width, "")
				}
				return
			case <-t.C:
				line := label + ": " + p.String()
				fmt.Fprintf(w, "\r%-*s", width, line)
				width = max(width, len(line))
			}
		}
	})
	var once sync.Once
	return func() {
		once.Do(func() { close(done) })
		wg.Wait()
	}
}

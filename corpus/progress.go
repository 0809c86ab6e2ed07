package corpus

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// Progress counts the inputs a Map has yielded and their bytes, and the
// total to expect once it is known (Count). It is safe for concurrent use;
// the zero value is ready, and a nil *Progress counts nothing.
type Progress struct {
	files atomic.Int64
	bytes atomic.Int64
	// total: the files and bytes the corpus holds; totalSet once known.
	totalFiles atomic.Int64
	totalBytes atomic.Int64
	totalSet   atomic.Bool
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

// SetTotal says how many inputs and bytes the whole corpus holds (Count's
// answer), so that the progress line can show a percentage and an ETA.
func (p *Progress) SetTotal(t Total) {
	if p == nil || !t.Known {
		return
	}
	p.totalFiles.Store(t.Files)
	p.totalBytes.Store(t.Bytes)
	p.totalSet.Store(true)
}

// Total returns the total set by SetTotal (Known false before).
func (p *Progress) Total() Total {
	if !p.totalSet.Load() {
		return Total{}
	}
	return Total{Files: p.totalFiles.Load(), Bytes: p.totalBytes.Load(), Known: true}
}

// String is a one-line report: "1234 files, 5.6 MB".
func (p *Progress) String() string {
	return fmt.Sprintf("%d files, %.1f MB", p.Files(), float64(p.Bytes())/1e6)
}

// Status is the progress line after elapsed time: the files and bytes
// done, of the total when it is known with the percentage done and the
// time left at the rate so far, and the rate:
//
//	1,234 of 3,363 files · 36.7% · 5.6 of 15.0 MB · 412 files/s · 0:05 left
//	1,234 files · 5.6 MB · 412 files/s
//
// The percentage and the time left go by bytes (the work of a file grows
// with its length), by files when the sizes are unknown.
func (p *Progress) Status(elapsed time.Duration) string {
	files, bytes := p.Files(), p.Bytes()
	t := p.Total()
	rate := ""
	if s := elapsed.Seconds(); s > 0 {
		rate = " · " + group(int64(math.Round(float64(files)/s))) + " files/s"
	}
	if !t.Known || t.Files < files || t.Bytes < bytes {
		// No total, or a corpus that grew under us: counts alone.
		noun := " files · "
		if files == 1 {
			noun = " file · "
		}
		return group(files) + noun + megabytes(bytes) + " MB" + rate
	}
	done, all := float64(bytes), float64(t.Bytes)
	if t.Bytes == 0 {
		done, all = float64(files), float64(t.Files)
	}
	frac := 1.0
	if all > 0 {
		frac = done / all
	}
	line := group(files) + " of " + group(t.Files) + " files · " + strconv.FormatFloat(100*frac, 'f', 1, 64) + "% · " +
		megabytes(bytes) + " of " + megabytes(t.Bytes) + " MB" + rate
	if frac > 0 && frac < 1 && elapsed > 0 {
		left := time.Duration(float64(elapsed) * (1 - frac) / frac)
		line += " · " + clock(left) + " left"
	}
	return line
}

// group writes n with thousands separators: 1,234,567.
func group(n int64) string {
	s := strconv.FormatInt(n, 10)
	if n < 0 {
		return s
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func megabytes(n int64) string { return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) }

// clock writes a duration as m:ss or h:mm:ss.
func clock(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Display says how a progress line is shown.
type Display struct {
	Label string        // before the line: "rulediff audit"
	Delay time.Duration // silent for this long: a short run prints nothing
	Every time.Duration // the interval between updates
	// Lines: one line per update, each ending in a newline, for a log
	// or a pipe; otherwise each update overwrites the previous one on a
	// terminal (carriage return) and the last is cleared at the end.
	Lines bool
	// Width, when above zero, is the terminal's width: a longer line is
	// cut, since a line that wraps cannot be overwritten.
	Width int
}

// Show writes p to w every interval, each time over the previous line
// (meant for a terminal on standard error), until the returned stop
// function is called; stop clears the line and waits for the writer.
func (p *Progress) Show(w io.Writer, label string, every time.Duration) (stop func()) {
	return p.Display(w, Display{Label: label, Every: every})
}

// ShowAfter is Show that stays silent for the first delay: a run that
// ends sooner prints nothing at all.
func (p *Progress) ShowAfter(w io.Writer, label string, delay, every time.Duration) (stop func()) {
	return p.Display(w, Display{Label: label, Delay: delay, Every: every})
}

// Display writes the progress line (Status) to w as d says until the
// returned stop function is called; stop clears a terminal's line and
// waits for the writer. Calling stop twice is harmless.
func (p *Progress) Display(w io.Writer, d Display) (stop func()) {
	start := time.Now()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		if d.Delay > 0 {
			wait := time.NewTimer(d.Delay)
			defer wait.Stop()
			select {
			case <-done:
				return
			case <-wait.C:
			}
		}
		t := time.NewTicker(d.Every)
		defer t.Stop()
		width := 0
		for {
			// a line at once (after the delay), then one per tick
			line := d.Label + ": " + p.Status(time.Since(start))
			if d.Lines {
				fmt.Fprintln(w, line)
			} else {
				if r := []rune(line); d.Width > 1 && len(r) >= d.Width {
					line = string(r[:d.Width-1])
				}
				fmt.Fprintf(w, "\r%-*s", width, line) // fmt pads by runes
				width = max(width, utf8.RuneCountInString(line))
			}
			select {
			case <-done:
				if width > 0 {
					fmt.Fprintf(w, "\r%*s\r", width, "")
				}
				return
			case <-t.C:
			}
		}
	})
	var once sync.Once
	return func() {
		once.Do(func() { close(done) })
		wg.Wait()
	}
}

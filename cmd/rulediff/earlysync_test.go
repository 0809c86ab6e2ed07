package main

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// writeReport writes data to a new -o file through openReport, in pieces
// of random sizes (some larger than the output buffer), and returns the
// report.
func writeReport(t *testing.T, path string, data []byte, rng *rand.Rand) *reportOutput {
	t.Helper()
	o, err := openReport(path, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	for rest := data; len(rest) > 0; {
		n := min(len(rest), 1+rng.IntN(3*outputBuffer/2))
		if _, err := o.Writer().Write(rest[:n]); err != nil {
			t.Fatal(err)
		}
		rest = rest[n:]
	}
	return o
}

// The early syncs change when the report's bytes go to the disk, never
// which: a report of several megabytes, written in pieces of every size,
// is committed as written; the syncs are of the file being written, one
// a chunk at most, never before a chunk is written; and none is under
// way or still to come once Commit or Abort returns (each sync is made
// slow, so that a goroutine left running would be caught).
func TestEarlySyncKeepsTheReport(t *testing.T) {
	var mu sync.Mutex
	var sizes []int64 // the file's size at each sync
	closed := false   // Commit or Abort has returned
	earlySyncHook = func(f *os.File) {
		time.Sleep(2 * time.Millisecond)
		st, err := f.Stat()
		mu.Lock()
		defer mu.Unlock()
		if closed {
			t.Error("a sync after Commit or Abort returned")
		}
		if err != nil {
			t.Errorf("sync of a closed file: %v", err)
			return
		}
		sizes = append(sizes, st.Size())
	}
	t.Cleanup(func() { earlySyncHook = syncData })
	done := func() { mu.Lock(); closed = true; mu.Unlock() }
	rng := rand.New(rand.NewPCG(17, 2))
	dir := t.TempDir()
	for _, size := range []int{0, 1000, earlySyncChunk - 1, earlySyncChunk, earlySyncChunk + 1, 5*earlySyncChunk + 12345} {
		data := make([]byte, size)
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		mu.Lock()
		sizes, closed = nil, false
		mu.Unlock()
		path := filepath.Join(dir, "report.jsonl")
		o := writeReport(t, path, data, rng)
		if err := o.Commit(); err != nil {
			t.Fatal(err)
		}
		done()
		if o.early.wake != nil {
			t.Errorf("size %d: the sync goroutine outlives Commit", size)
		}
		got, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("size %d: read back %d bytes (%v), not the %d written", size, len(got), err, len(data))
		}
		mu.Lock()
		last := int64(0)
		for _, s := range sizes {
			if s < last || s < earlySyncChunk || s > int64(size) {
				t.Errorf("size %d: a sync at %d bytes after one at %d: want a chunk written first, sizes growing, within the report", size, s, last)
			}
			last = s
		}
		if max := size / earlySyncChunk; len(sizes) > max {
			t.Errorf("size %d: %d syncs, more than one a chunk (%d)", size, len(sizes), max)
		}
		switch {
		case !earlySyncWorks && len(sizes) > 0:
			t.Errorf("size %d: %d early syncs where there should be none", size, len(sizes))
		case earlySyncWorks && size >= 2*earlySyncChunk && len(sizes) == 0:
			t.Errorf("size %d: no early sync", size)
		case size < earlySyncChunk && len(sizes) > 0:
			t.Errorf("size %d: %d syncs of a report under a chunk", size, len(sizes))
		}
		mu.Unlock()
	}
	// Abort: the goroutine stops, the target is left as it was.
	mu.Lock()
	closed = false
	mu.Unlock()
	path := filepath.Join(dir, "aborted.jsonl")
	o := writeReport(t, path, make([]byte, 3*earlySyncChunk), rng)
	o.Abort()
	done()
	if o.early.wake != nil {
		t.Error("the sync goroutine outlives Abort")
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("aborted report: %v, want no file", err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// A sync is asked for once a chunk more is written than when the last was
// asked for, and stop waits for a sync under way: each step checked with
// a sync that goes on only when the test lets it.
func TestEarlySyncOncePerChunk(t *testing.T) {
	if !earlySyncWorks {
		t.Skip("no early syncs on this system")
	}
	syncs := make(chan int64)      // the file's size, as each sync begins
	proceed := make(chan struct{}) // lets the sync under way end
	earlySyncHook = func(f *os.File) {
		st, err := f.Stat()
		if err != nil {
			t.Errorf("sync of a closed file: %v", err)
			return
		}
		syncs <- st.Size()
		<-proceed
	}
	t.Cleanup(func() { earlySyncHook = syncData })
	f, err := os.Create(filepath.Join(t.TempDir(), "report"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	e := &earlySync{f: f}
	write := func(n int) {
		t.Helper()
		if _, err := e.Write(make([]byte, n)); err != nil {
			t.Fatal(err)
		}
	}
	noSync := func(after string) {
		t.Helper()
		select {
		case s := <-syncs:
			t.Fatalf("a sync at %d bytes after %s", s, after)
		case <-time.After(50 * time.Millisecond):
		}
	}
	wantSync := func(size int64) {
		t.Helper()
		select {
		case s := <-syncs:
			if s != size {
				t.Fatalf("a sync at %d bytes, want %d", s, size)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no sync at %d bytes", size)
		}
	}
	write(earlySyncChunk - 1)
	if e.wake != nil {
		t.Fatal("a goroutine before a chunk was written")
	}
	write(1)
	wantSync(earlySyncChunk)
	proceed <- struct{}{}
	write(earlySyncChunk - 1)
	noSync("less than a chunk more")
	write(1)
	wantSync(2 * earlySyncChunk)
	// stop while that sync is under way: it waits for it.
	stopped := make(chan struct{})
	go func() { e.stop(); close(stopped) }()
	select {
	case <-stopped:
		t.Fatal("stop returned with a sync under way")
	case <-time.After(50 * time.Millisecond):
	}
	proceed <- struct{}{}
	<-stopped
	if e.wake != nil {
		t.Error("the goroutine is still there after stop")
	}
}

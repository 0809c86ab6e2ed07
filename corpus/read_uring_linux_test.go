package corpus

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/rulediff/rulediff/internal/shared"
)

// setRing makes the walks of a test use newRing = setup (nil: the real
// one) with an empty pool, and puts the pool back as it was afterwards.
func setRing(t *testing.T, setup func() (*ring, error)) {
	t.Helper()
	ringPool.Lock()
	old, oldFree, oldFailed := newRing, ringPool.free, ringPool.failed
	ringPool.free, ringPool.failed = nil, false
	if setup != nil {
		newRing = setup
	} else {
		newRing = setupRing
	}
	ringPool.Unlock()
	t.Cleanup(func() {
		ringPool.Lock()
		defer ringPool.Unlock()
		if ringPool.free != nil && ringPool.free != oldFree {
			ringPool.free.close()
		}
		newRing, ringPool.free, ringPool.failed = old, oldFree, oldFailed
	})
}

func refused() (*ring, error) { return nil, syscall.EPERM }

// present walks paths by the present path (no ring).
func present(t *testing.T, paths []string, opt Options) []Input {
	t.Helper()
	ringPool.Lock()
	old, oldFree, oldFailed := newRing, ringPool.free, ringPool.failed
	newRing, ringPool.free, ringPool.failed = refused, nil, false
	ringPool.Unlock()
	out := collect(paths, opt)
	ringPool.Lock()
	newRing, ringPool.free, ringPool.failed = old, oldFree, oldFailed
	ringPool.Unlock()
	return out
}

// sameInputs compares two walks: sources, bytes (nil or not), errors.
func sameInputs(t *testing.T, what string, got, want []Input) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d inputs, want %d", what, len(got), len(want))
	}
	for i := range got {
		g, w := got[i], want[i]
		ge, we := fmt.Sprint(g.Err), fmt.Sprint(w.Err)
		if g.Source != w.Source || !bytes.Equal(g.Data, w.Data) || (g.Data == nil) != (w.Data == nil) || ge != we {
			t.Errorf("%s: input %d: %s (%d bytes, nil %v, err %s), want %s (%d bytes, nil %v, err %s)",
				what, i, g.Source, len(g.Data), g.Data == nil, ge, w.Source, len(w.Data), w.Data == nil, we)
		}
	}
}

// ringAvailable skips a test where the kernel refuses io_uring.
func ringAvailable(t *testing.T) {
	t.Helper()
	r, err := setupRing()
	if err != nil {
		t.Skipf("io_uring refused here (%v): only the present path runs", err)
	}
	r.close()
}

// On the team's corpora the batched walk yields every file's bytes as
// os.ReadFile gives them, and the same inputs as the present path.
func TestBatchReadCorpora(t *testing.T) {
	ringAvailable(t)
	root := shared.Path(t, "corpora")
	setRing(t, nil)
	got := collect([]string{root}, Options{})
	if ringPool.free == nil {
		t.Fatal("the walk used no ring")
	}
	n := 0
	for _, in := range got {
		if in.Err != nil {
			continue
		}
		want, err := os.ReadFile(in.Source)
		if err != nil || !bytes.Equal(in.Data, want) {
			t.Fatalf("%s: %d bytes, os.ReadFile %d (%v)", in.Source, len(in.Data), len(want), err)
		}
		n++
	}
	if n < 5000 {
		t.Errorf("only %d files read", n)
	}
	sameInputs(t, "corpora", got, present(t, []string{root}, Options{}))
}

// edgeDir writes a directory of everything unusual for a batch: files
// around the slot buffer's size, empty, unreadable, over the size limit,
// a named pipe, a subdirectory among the files, and more files than a
// batch has slots.
func edgeDir(t *testing.T) string {
	dir := t.TempDir()
	write := func(name string, data []byte, mode os.FileMode) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, mode); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 3*ringSlots + 5 {
		write(fmt.Sprintf("g%03d.sgf", i), fmt.Appendf(nil, "(;GM[1]C[%d])", i), 0o644)
	}
	for _, size := range []int{pageSize, 2 * pageSize, ringBufSize - 1, ringBufSize, ringBufSize + 1, 2*ringBufSize + 7, 150_000} {
		write(fmt.Sprintf("size%06d.sgf", size), bytes.Repeat([]byte("x"), size), 0o644)
	}
	write("empty.sgf", nil, 0o644)
	write("locked.sgf", []byte("(;B[aa])"), 0o000)
	write("m/sub1.sgf", []byte("(;B[bb])"), 0o644)
	write("m/sub2.SGF", []byte("(;B[cc])"), 0o644)
	write("n.sgf", []byte("(;B[dd])"), 0o644)
	write("notes.txt", []byte("not a game"), 0o644)
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.sgf"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// The batched walk gives the same inputs as the present path on every
// unusual file, with the default limits and a limit that the larger files
// break; a refused ring gives the present path; a ring kept between walks
// gives each walk what it gives alone.
func TestBatchReadEdges(t *testing.T) {
	ringAvailable(t)
	dir := edgeDir(t)
	for _, opt := range []Options{{}, {Limits: Limits{MaxFileSize: ringBufSize}}, {Limits: Limits{MaxFileSize: 10}}} {
		want := present(t, []string{dir}, opt)
		setRing(t, nil)
		got := collect([]string{dir}, opt)
		if ringPool.free == nil {
			t.Fatal("the walk used no ring")
		}
		sameInputs(t, fmt.Sprintf("limit %d", opt.Limits.MaxFileSize), got, want)
		// The pooled ring again, after another directory's walk.
		other := collect([]string{filepath.Join(dir, "m")}, opt)
		sameInputs(t, "m", other, present(t, []string{filepath.Join(dir, "m")}, opt))
		sameInputs(t, "again", collect([]string{dir}, opt), want)

		setRing(t, refused)
		sameInputs(t, "refused", collect([]string{dir}, opt), want)
		if !ringPool.failed || ringPool.free != nil {
			t.Error("a refused ring was not noted")
		}
	}
}

// A batch never takes what it cannot be sure of: a file removed since the
// listing, a named pipe put in a file's place (with a writer: the read
// must not wait), a file that fills the buffer, one over the limit. Each
// is left to the present path; the others are read.
func TestBatchReadSteps(t *testing.T) {
	ringAvailable(t)
	setRing(t, nil)
	old := ringWait
	ringWait = 100 * time.Millisecond
	defer func() { ringWait = old }()
	dir := t.TempDir()
	files := map[string][]byte{
		"a.sgf":    []byte("(;B[aa])"),
		"full.sgf": bytes.Repeat([]byte("y"), ringBufSize),
		"long.sgf": bytes.Repeat([]byte("z"), 40),
		"zz.sgf":   {},
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pipe := filepath.Join(dir, "pipe.sgf")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	held, err := os.OpenFile(pipe, os.O_RDWR, 0) // both ends open, nothing written
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	w := newWalker(Options{Limits: Limits{MaxFileSize: 30}}, nil)
	defer w.release()
	w.dir = dir
	// The listing as the walk saw it: gone.sgf since removed, pipe.sgf
	// then a regular file. With the pipe in the batch, the batch is
	// cancelled after ringWait: every file of it to the present path.
	// Without it, each file on its own merits; and the ring works on.
	for _, withPipe := range []bool{true, false, true, false} {
		w.batch.reset()
		w.batch.names = []string{"a.sgf", "full.sgf", "gone.sgf", "long.sgf", "zz.sgf"}
		if withPipe {
			w.batch.names = []string{"a.sgf", "full.sgf", "gone.sgf", "long.sgf", "pipe.sgf", "zz.sgf"}
		}
		for _, name := range w.batch.names {
			w.batch.ents = append(w.batch.ents, fakeEntry(name))
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			for _, name := range w.batch.names {
				data, ok := w.batched(filepath.Join(dir, name))
				want, read := files[name]
				if name == "long.sgf" || name == "full.sgf" || name == "zz.sgf" || withPipe {
					read = false // over the limit, filling the buffer, empty (0 bytes: a page boundary, readsToEnd), cancelled
				}
				if ok != read || (ok && (!bytes.Equal(data, want) || data == nil)) {
					t.Errorf("pipe %v: %s: ok %v (%d bytes), want ok %v", withPipe, name, ok, len(data), read)
				}
			}
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatal("the batch waits on a named pipe")
		}
		if len(w.batch.idx) != len(w.batch.names) {
			t.Errorf("%d files in the batch, want %d (one batch)", len(w.batch.idx), len(w.batch.names))
		}
	}
}

// fakeEntry is a listed regular file.
type fakeEntry string

func (e fakeEntry) Name() string               { return string(e) }
func (e fakeEntry) IsDir() bool                { return false }
func (e fakeEntry) Type() fs.FileMode          { return 0 }
func (e fakeEntry) Info() (fs.FileInfo, error) { return nil, fs.ErrNotExist }

//go:build unix

package corpus

import (
	"archive/tar"
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// collectWithin is collect with a safety net: a walk that blocks (on a
// named pipe nobody writes to) fails the test instead of hanging it.
func collectWithin(t *testing.T, d time.Duration, paths []string) []Input {
	t.Helper()
	done := make(chan []Input, 1)
	go func() { done <- collect(paths, Options{}) }()
	select {
	case ins := <-done:
		return ins
	case <-time.After(d):
		t.Fatalf("the walk of %q still runs after %v: an input blocked it", paths, d)
		return nil
	}
}

// TestSpecialFilesAreListed: a named pipe given as an argument hung the
// run forever (and lost the good file before it, whose report was never
// written); one inside a directory, a socket, a device and a link to a
// directory were left out without a word. Each is now an input with the
// reason, and the files around them are read.
func TestSpecialFilesAreListed(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.sgf")
	writeFile(t, good, []byte("(;B[aa])"))
	fifo := filepath.Join(dir, "arg-fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a named pipe here: %v", err)
	}
	walked := filepath.Join(dir, "walked")
	writeFile(t, filepath.Join(walked, "a.sgf"), []byte("(;)"))
	for _, name := range []string{"b-fifo.sgf", "c-fifo.zip", "pipe-not-sgf"} {
		if err := syscall.Mkfifo(filepath.Join(walked, name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "target"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "target"), filepath.Join(walked, "d-dirlink.sgf")); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(walked, "e-socket.sgf")
	if l, err := net.Listen("unix", sock); err == nil {
		defer l.Close()
	} else {
		t.Logf("no unix socket (%v): that case is left out", err)
	}
	writeFile(t, filepath.Join(walked, "z.sgf"), []byte("(;)"))

	paths := []string{good, fifo, walked, os.DevNull, good}
	ins := collectWithin(t, 10*time.Second, paths)
	w := func(n string) string { return filepath.Join(walked, n) }
	want := []string{good, "ERR " + fifo, w("a.sgf"), "ERR " + w("b-fifo.sgf"), "ERR " + w("c-fifo.zip"),
		"ERR " + w("d-dirlink.sgf"), "ERR " + w("e-socket.sgf"), w("z.sgf"), "ERR " + os.DevNull, good}
	if _, err := os.Stat(sock); err != nil {
		want = slices.DeleteFunc(want, func(s string) bool { return strings.HasSuffix(s, "e-socket.sgf") })
	}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got\n %q\nwant\n %q", sources(ins), want)
	}
	reasons := map[string]string{
		fifo: "a named pipe", w("b-fifo.sgf"): "a named pipe", w("c-fifo.zip"): "a named pipe",
		w("d-dirlink.sgf"): "a directory reached through a symbolic link", w("e-socket.sgf"): "a socket",
		os.DevNull: "a device",
	}
	for _, in := range ins {
		if in.Err == nil {
			continue
		}
		if !errors.Is(in.Err, ErrNotRegular) || !strings.Contains(in.Err.Error(), reasons[in.Source]) {
			t.Errorf("%s: %v, want ErrNotRegular saying %q", in.Source, in.Err, reasons[in.Source])
		}
	}
}

// TestOpenRegularNeverBlocks: a file replaced by a named pipe between the
// listing and the open is refused at the open, which does not wait for a
// writer.
func TestOpenRegularNeverBlocks(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "x.sgf")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a named pipe here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		f, _, err := openRegular(fifo)
		if f != nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Fatalf("err = %v, want ErrNotRegular", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("openRegular blocked on a named pipe")
	}
}

// Count, which sizes the progress line before the walk, counts the
// special files and link entries the walk lists, and opens none: a named
// pipe called x.zip given as a PATH would have blocked its zip reader.
func TestCountSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"p.sgf", "q.zip", "r.tar", "not-a-game"} {
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Skipf("cannot make a named pipe here: %v", err)
		}
	}
	writeFile(t, filepath.Join(dir, "links.tar"), tarLinks(t))
	paths := []string{dir, filepath.Join(dir, "q.zip"), filepath.Join(dir, "r.tar")}
	done := make(chan Total, 1)
	go func() { done <- Count(context.Background(), paths, Options{}) }()
	var got Total
	select {
	case got = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Count blocked on a named pipe")
	}
	if want := walked(paths); got != want || got.Files != 8 {
		t.Errorf("Count %+v, the walk yields %+v (want 8 inputs: 3 pipes in the folder, the tar's a.sgf and 2 links, 2 pipes as paths)", got, want)
	}
}

// tarLinks is a tar of a.sgf, a hard link and a symbolic link to it, and a
// link not named as a game.
func tarLinks(t *testing.T) []byte {
	return tarHeaders(t, []tar.Header{
		{Name: "a.sgf", Typeflag: tar.TypeReg, Size: 3},
		{Name: "b.sgf", Typeflag: tar.TypeLink, Linkname: "a.sgf"},
		{Name: "c.sgf", Typeflag: tar.TypeSymlink, Linkname: "a.sgf"},
		{Name: "d", Typeflag: tar.TypeSymlink, Linkname: "a.sgf"},
	})
}

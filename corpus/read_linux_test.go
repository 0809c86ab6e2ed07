package corpus

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The fast disk read gives the file's bytes, small or beyond its 64 KiB
// buffer, and steps aside (ok false) on anything the ordinary path must
// report: a missing file, one over the size limit.
func TestReadFast(t *testing.T) {
	dir := t.TempDir()
	small := []byte("(;GM[1]SZ[19];B[pd];W[dd])")
	big := bytes.Repeat([]byte("(;B[aa])"), 100_000) // 800,000 bytes
	for name, want := range map[string][]byte{"small.sgf": small, "big.sgf": big, "empty.sgf": {}} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, want, 0o644); err != nil {
			t.Fatal(err)
		}
		got, ok := readFast(p, 1<<20, false)
		if !ok || !bytes.Equal(got, want) || got == nil {
			t.Errorf("%s: ok %v, %d bytes (nil %v), want %d", name, ok, len(got), got == nil, len(want))
		}
	}
	if _, ok := readFast(filepath.Join(dir, "big.sgf"), 1000, true); ok {
		t.Error("a file over the limit was read")
	}
	if _, ok := readFast(filepath.Join(dir, "small.sgf"), int64(len(small))-1, true); ok {
		t.Error("a file one byte over the limit was read")
	}
	if _, ok := readFast(filepath.Join(dir, "missing.sgf"), 1<<20, true); ok {
		t.Error("a missing file was read")
	}
}

// A corpus walk reads the same bytes and reports the same errors with the
// fast path as the ordinary reader does: an unreadable file and one over
// the size limit keep their messages.
func TestWalkFastPathSameAsOrdinary(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{"a.sgf": "(;B[aa])", "sub/b.SGF": "(;W[bb])", "c.sgf": "(;B[cc];W[dd];B[ee];W[ff])"}
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	locked := filepath.Join(dir, "locked.sgf")
	if err := os.WriteFile(locked, []byte("(;B[aa])"), 0o000); err != nil {
		t.Fatal(err)
	}
	opt := Options{Limits: Limits{MaxFileSize: 20}} // c.sgf is 26 bytes
	var got []Input
	for in := range Inputs([]string{dir}, opt) {
		got = append(got, in)
	}
	bySource := map[string]Input{}
	for _, in := range got {
		bySource[in.Source] = in
	}
	for name, data := range files {
		in := bySource[filepath.Join(dir, filepath.FromSlash(name))]
		if name == "c.sgf" {
			if want := fileTooLarge(20); in.Err == nil || in.Err.Error() != want.Error() || in.Data != nil {
				t.Errorf("%s over the limit: err %v, %d bytes; want %v", name, in.Err, len(in.Data), want)
			}
			continue
		}
		if in.Err != nil || string(in.Data) != data {
			t.Errorf("%s: err %v, data %q, want %q", name, in.Err, in.Data, data)
		}
	}
	if in := bySource[locked]; os.Geteuid() != 0 && in.Err == nil {
		t.Errorf("unreadable file: no error")
	}
	if len(got) != 4 {
		t.Errorf("%d inputs, want 4", len(got))
	}
}

// Files of every size around the 64 KiB buffer read the same with and
// without the short-read rule; a reader whose reads are short mid-file
// (procfs-like) is read whole without it.
func TestReadShortRule(t *testing.T) {
	dir := t.TempDir()
	for _, size := range []int{0, 1, 65535, 65536, 65537, 131071, 131072, 131073, 200000} {
		want := bytes.Repeat([]byte("x"), size)
		p := filepath.Join(dir, "f.sgf")
		if err := os.WriteFile(p, want, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, short := range []bool{false, true} {
			got, ok := readFast(p, 1<<20, short)
			if !ok || !bytes.Equal(got, want) {
				t.Errorf("size %d short %v: ok %v, %d bytes", size, short, ok, len(got))
			}
		}
	}
	src := bytes.Repeat([]byte("(;B[aa])"), 1000)
	off := 0
	chunked := func(p []byte) (int, error) { // at most 100 bytes a read
		m := copy(p[:min(len(p), 100)], src[off:])
		off += m
		return m, nil
	}
	if got, ok := readAllFd(chunked, 1<<20, false); !ok || !bytes.Equal(got, src) {
		t.Errorf("short reads mid-file: %d bytes of %d", len(got), len(src))
	}
	// A read the page cache cut short (a page not cached, or failing to
	// read in) stops at a page boundary: with the short-read rule the
	// file is read on, not taken as ended there.
	for _, cut := range []int{pageSize, 2 * pageSize} {
		off = 0
		cutShort := func(p []byte) (int, error) {
			lim := len(p)
			if off < cut {
				lim = min(lim, cut-off)
			}
			m := copy(p[:lim], src[off:])
			off += m
			return m, nil
		}
		if got, ok := readAllFd(cutShort, 1<<20, true); !ok || !bytes.Equal(got, src) {
			t.Errorf("a read cut at %d bytes: %d bytes of %d", cut, len(got), len(src))
		}
	}
	if !shortReadEndsIn(dir) && !shortReadEndsIn(os.TempDir()) {
		t.Log("temp dir not on a listed file system")
	}
	if shortReadEndsIn("/proc") {
		t.Error("procfs taken for a file system whose short reads end files")
	}
}

// TestReadsToEnd: a read that fills its buffer, or stops at a page
// boundary (0 included), is not taken for the file's end.
func TestReadsToEnd(t *testing.T) {
	for _, c := range []struct {
		n, size int
		want    bool
	}{
		{0, 4 * pageSize, false}, {1, 4 * pageSize, true}, {pageSize - 1, 4 * pageSize, true},
		{pageSize, 4 * pageSize, false}, {pageSize + 1, 4 * pageSize, true},
		{3 * pageSize, 4 * pageSize, false}, {4*pageSize - 1, 4 * pageSize, true},
		{4 * pageSize, 4 * pageSize, false}, {100, 100, false}, {99, 100, true},
	} {
		if got := readsToEnd(c.n, c.size); got != c.want {
			t.Errorf("readsToEnd(%d, %d) = %v, want %v", c.n, c.size, got, c.want)
		}
	}
}

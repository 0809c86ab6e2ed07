package corpus

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/ulikunitz/xz"
)

// entry is one file of a test archive or directory.
type entry struct {
	name string
	data string
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func zipBytes(t *testing.T, entries []entry) []byte { return zipWith(t, entries, zip.Deflate) }

// zipWith writes a zip of entries compressed with method (zip.Store: the
// bytes of an inner zip, its end record included, appear as they are).
func zipWith(t *testing.T, entries []entry, method uint16) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e.name, Method: method})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(e.data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func tarBytes(t *testing.T, entries []entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, e := range entries {
		hdr := &tar.Header{Name: e.name, Mode: 0o644, Size: int64(len(e.data)), Typeflag: tar.TypeReg}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(e.data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func gzipBytes(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func xzBytes(t *testing.T, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, err := xz.NewWriter(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// bzip2Bytes compresses with the bzip2 command (the standard library only
// reads bzip2); it skips the test when the command is missing.
func bzip2Bytes(t *testing.T, data []byte) []byte {
	t.Helper()
	bin, err := exec.LookPath("bzip2")
	if err != nil {
		t.Skip("skipping .tar.bz2 case: no bzip2 command to write the fixture (the standard library only reads bzip2)")
	}
	cmd := exec.Command(bin, "-c")
	cmd.Stdin = bytes.NewReader(data)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("bzip2: %v", err)
	}
	return out
}

// collect runs a walk to the end.
func collect(paths []string, opt Options) []Input {
	var out []Input
	for in := range Inputs(paths, opt) {
		out = append(out, in)
	}
	return out
}

// sources lists the source names of inputs, with "ERR " before failed ones.
func sources(ins []Input) []string {
	out := make([]string, len(ins))
	for i, in := range ins {
		out[i] = in.Source
		if in.Err != nil {
			out[i] = "ERR " + in.Source
		}
	}
	return out
}

// syncWriter lets a test read what a goroutine wrote.
type syncWriter struct {
	mu sync.Mutex
	b  *strings.Builder
}

func (w *syncWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

package corpus

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestTruncatedZipOfZipsIsAnError: a zip of stored zips cut by 30 bytes
// loses its end record; the zip reader then finds the last inner zip's
// and read that one entry as the whole archive (exit 0, nothing said).
// The bytes after the record it found make it an error.
func TestTruncatedZipOfZipsIsAnError(t *testing.T) {
	inner1 := zipWith(t, []entry{{"x.sgf", "(;C[x])"}, {"y.sgf", "(;C[y])"}}, zip.Store)
	inner2 := zipWith(t, []entry{{"z.sgf", "(;C[z])"}}, zip.Store)
	outer := zipWith(t, []entry{{"a.zip", string(inner1)}, {"b.zip", string(inner2)}}, zip.Store)
	cut := outer[:len(outer)-30]
	if r, err := zip.NewReader(bytes.NewReader(cut), int64(len(cut))); err != nil || len(r.File) != 1 {
		t.Fatalf("the fixture no longer fools the zip reader (err %v): the test would prove nothing", err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "cut.zip")
	writeFile(t, p, cut)
	whole := filepath.Join(dir, "whole.zip")
	writeFile(t, whole, outer)
	ins := collect([]string{p, whole}, Options{})
	want := []string{"ERR " + p, whole + "!a.zip!x.sgf", whole + "!a.zip!y.sgf", whole + "!b.zip!z.sgf"}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got %q, want %q", sources(ins), want)
	}
	if !errors.Is(ins[0].Err, ErrBrokenArchive) {
		t.Errorf("err = %v, want ErrBrokenArchive", ins[0].Err)
	}
	// The same cut zip inside a tar (read into memory) and trailing junk
	// after a whole zip.
	pt := filepath.Join(dir, "in.tar")
	writeFile(t, pt, tarBytes(t, []entry{{"cut.zip", string(cut)}, {"ok.sgf", "(;)"}}))
	junk := filepath.Join(dir, "junk.zip")
	writeFile(t, junk, append(slices.Clone(outer), "junk"...))
	ins = collect([]string{pt, junk}, Options{})
	want = []string{"ERR " + pt + "!cut.zip", pt + "!ok.sgf", "ERR " + junk}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got %q, want %q", sources(ins), want)
	}
	if !strings.Contains(ins[2].Err.Error(), "4 bytes after the end of its central directory") {
		t.Errorf("junk: %v", ins[2].Err)
	}
}

// TestTruncatedTarIsAnError: a tar cut at an entry boundary ends without
// its zero blocks; the tar reader took that for the end (a short listing).
func TestTruncatedTarIsAnError(t *testing.T) {
	whole := tarBytes(t, []entry{{"a.sgf", "(;C[a])"}, {"b.sgf", "(;C[b])"}, {"c.sgf", "(;C[c])"}})
	cut := whole[:2*1024] // two entries of one header block and one data block each
	dir := t.TempDir()
	p, pz := filepath.Join(dir, "cut.tar"), filepath.Join(dir, "cut.tar.gz")
	writeFile(t, p, cut)
	writeFile(t, pz, gzipBytes(t, cut))
	ok := filepath.Join(dir, "whole.tar")
	writeFile(t, ok, whole)
	ins := collect([]string{p, pz, ok}, Options{})
	want := []string{p + "!a.sgf", p + "!b.sgf", "ERR " + p, pz + "!a.sgf", pz + "!b.sgf", "ERR " + pz,
		ok + "!a.sgf", ok + "!b.sgf", ok + "!c.sgf"}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got %q, want %q", sources(ins), want)
	}
	if !errors.Is(ins[2].Err, ErrBrokenArchive) || !strings.Contains(ins[2].Err.Error(), "after 2 entries") {
		t.Errorf("err = %v", ins[2].Err)
	}
}

// TestArchiveLinkEntriesAreListed: tar hard links, symbolic links,
// devices and named pipes, and zip symbolic links, named as games, are
// listed with the reason (they were left out without a word); entries
// named otherwise are not part of the corpus, as in a directory.
func TestArchiveLinkEntriesAreListed(t *testing.T) {
	tarData := tarHeaders(t, []tar.Header{
		{Name: "a.sgf", Typeflag: tar.TypeReg, Size: 3},
		{Name: "b-hard.sgf", Typeflag: tar.TypeLink, Linkname: "a.sgf"},
		{Name: "c-soft.sgf", Typeflag: tar.TypeSymlink, Linkname: "a.sgf"},
		{Name: "d-char.sgf", Typeflag: tar.TypeChar, Devmajor: 1, Devminor: 3},
		{Name: "e-block.sgf", Typeflag: tar.TypeBlock, Devmajor: 7},
		{Name: "f-fifo.tgz", Typeflag: tar.TypeFifo},
		{Name: "dir.sgf/", Typeflag: tar.TypeDir},
		{Name: "link-not-a-game", Typeflag: tar.TypeSymlink, Linkname: "a.sgf"},
		{Name: "g-cont.sgf", Typeflag: tar.TypeCont, Size: 3},
	})
	var zb bytes.Buffer
	zw := zip.NewWriter(&zb)
	for _, e := range []struct {
		name, data string
		mode       fs.FileMode
	}{{"a.sgf", "(;)", 0o644}, {"b-link.sgf", "a.sgf", fs.ModeSymlink | 0o777}, {"c-fifo.sgf", "", fs.ModeNamedPipe | 0o644}, {"other-link", "a.sgf", fs.ModeSymlink | 0o777}} {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(e.data))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pt, pz := filepath.Join(dir, "links.tar"), filepath.Join(dir, "links.zip")
	writeFile(t, pt, tarData)
	writeFile(t, pz, zb.Bytes())
	ins := collect([]string{pt, pz}, Options{})
	e := func(p, n string) string { return p + "!" + n }
	want := []string{e(pt, "a.sgf"), "ERR " + e(pt, "b-hard.sgf"), "ERR " + e(pt, "c-soft.sgf"), "ERR " + e(pt, "d-char.sgf"),
		"ERR " + e(pt, "e-block.sgf"), "ERR " + e(pt, "f-fifo.tgz"), e(pt, "g-cont.sgf"),
		e(pz, "a.sgf"), "ERR " + e(pz, "b-link.sgf"), "ERR " + e(pz, "c-fifo.sgf")}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got\n %q\nwant\n %q", sources(ins), want)
	}
	reasons := []string{"", `a hard link to "a.sgf"`, `a symbolic link to "a.sgf"`, "a device", "a device", "a named pipe", "",
		"", `a symbolic link to "a.sgf"`, "a named pipe"}
	for i, in := range ins {
		if reasons[i] == "" {
			if in.Err != nil || string(in.Data) != "(;)" {
				t.Errorf("%s: %v, data %q", in.Source, in.Err, in.Data)
			}
			continue
		}
		if !errors.Is(in.Err, ErrNotRegular) || !strings.Contains(in.Err.Error(), reasons[i]) {
			t.Errorf("%s: %v, want ErrNotRegular saying %q", in.Source, in.Err, reasons[i])
		}
	}
}

// tarHeaders writes a tar of the entries hdrs describe, each entry with a
// size holding "(;)".
func tarHeaders(t *testing.T, hdrs []tar.Header) []byte {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for _, h := range hdrs {
		h.Mode = 0o644
		if err := tw.WriteHeader(&h); err != nil {
			t.Fatal(err)
		}
		if h.Size > 0 {
			tw.Write([]byte("(;)"))
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

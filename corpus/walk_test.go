package corpus

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// games named after their place so a test can check the bytes came from
// the right entry.
var archiveEntries = []entry{
	{"z2.sgf", "(;C[z2])"},
	{"notes.txt", "not a game"},
	{"sub/z3.SGF", "(;C[z3])"},
	{"a1.sgf", "(;C[a1])"},
}

func TestDirectoryWalkSortedAndFiltered(t *testing.T) {
	dir := t.TempDir()
	for _, e := range []entry{
		{"b.sgf", "(;C[b])"}, {"A.SGF", "(;C[A])"}, {"readme.txt", "x"},
		{"sub/c.Sgf", "(;C[c])"}, {"sub/deeper/d.sgf", "(;C[d])"}, {"a.sgf.bak", "x"},
	} {
		writeFile(t, filepath.Join(dir, e.name), []byte(e.data))
	}
	got := collect([]string{dir}, Options{})
	want := []string{"A.SGF", "b.sgf", "sub/c.Sgf", "sub/deeper/d.sgf"}
	for i := range want {
		want[i] = filepath.Join(dir, want[i])
	}
	if !slices.Equal(sources(got), want) {
		t.Fatalf("sources:\n got %q\nwant %q", sources(got), want)
	}
	if string(got[1].Data) != "(;C[b])" {
		t.Errorf("b.sgf data = %q", got[1].Data)
	}
}

func TestPathsKeepTheirOrder(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.sgf"), filepath.Join(dir, "b.txt")
	writeFile(t, a, []byte("(;)"))
	writeFile(t, b, []byte("(;C[named explicitly])"))
	// A file named on the command line is read whatever its extension.
	got := sources(collect([]string{b, a, b}, Options{}))
	if want := []string{b, a, b}; !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestArchiveFormats(t *testing.T) {
	tarData := func(t *testing.T) []byte { return tarBytes(t, archiveEntries) }
	// Tar keeps archive order (a stream); zip is sorted like a directory.
	tarWant := []string{"z2.sgf", "sub/z3.SGF", "a1.sgf"}
	cases := []struct {
		name string
		data func(t *testing.T) []byte
		want []string
	}{
		{"games.zip", func(t *testing.T) []byte { return zipBytes(t, archiveEntries) }, []string{"a1.sgf", "sub/z3.SGF", "z2.sgf"}},
		{"games.tar", tarData, tarWant},
		{"games.tar.gz", func(t *testing.T) []byte { return gzipBytes(t, tarData(t)) }, tarWant},
		{"games.TGZ", func(t *testing.T) []byte { return gzipBytes(t, tarData(t)) }, tarWant},
		{"games.tar.xz", func(t *testing.T) []byte { return xzBytes(t, tarData(t)) }, tarWant},
		{"games.txz", func(t *testing.T) []byte { return xzBytes(t, tarData(t)) }, tarWant},
		{"games.tar.bz2", func(t *testing.T) []byte { return bzip2Bytes(t, tarData(t)) }, tarWant},
		{"games.tbz2", func(t *testing.T) []byte { return bzip2Bytes(t, tarData(t)) }, tarWant},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, c.name)
			writeFile(t, p, c.data(t))
			got := collect([]string{p}, Options{})
			var want []string
			for _, w := range c.want {
				want = append(want, p+"!"+w)
			}
			if !slices.Equal(sources(got), want) {
				t.Fatalf("sources:\n got %q\nwant %q", sources(got), want)
			}
			for _, in := range got {
				name := in.Source[strings.LastIndexAny(in.Source, "/!")+1:]
				name = strings.TrimSuffix(strings.TrimSuffix(name, ".sgf"), ".SGF")
				if string(in.Data) != "(;C["+name+"])" {
					t.Errorf("%s: data %q", in.Source, in.Data)
				}
			}
			// The same archive found inside a directory walk.
			if got := sources(collect([]string{dir}, Options{})); !slices.Equal(got, want) {
				t.Errorf("inside a directory:\n got %q\nwant %q", got, want)
			}
		})
	}
}

func TestNestedArchives(t *testing.T) {
	inner := zipBytes(t, []entry{{"x.sgf", "(;C[x])"}})
	innerTgz := gzipBytes(t, tarBytes(t, []entry{{"y.sgf", "(;C[y])"}}))
	outer := zipBytes(t, []entry{{"inner.zip", string(inner)}, {"more.tgz", string(innerTgz)}, {"top.sgf", "(;)"}})
	dir := t.TempDir()
	p := filepath.Join(dir, "outer.zip")
	writeFile(t, p, outer)

	got := sources(collect([]string{p}, Options{}))
	want := []string{p + "!inner.zip!x.sgf", p + "!more.tgz!y.sgf", p + "!top.sgf"}
	if !slices.Equal(got, want) {
		t.Fatalf("depth 2:\n got %q\nwant %q", got, want)
	}

	ins := collect([]string{p}, Options{Limits: Limits{MaxDepth: 1}})
	want = []string{"ERR " + p + "!inner.zip", "ERR " + p + "!more.tgz", p + "!top.sgf"}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("depth 1:\n got %q\nwant %q", sources(ins), want)
	}
	if !errors.Is(ins[0].Err, ErrTooDeep) {
		t.Errorf("err = %v, want ErrTooDeep", ins[0].Err)
	}

	// A tar holding a zip and a tar.xz.
	tarOuter := tarBytes(t, []entry{{"inner.zip", string(inner)}, {"in.tar.xz", string(xzBytes(t, tarBytes(t, []entry{{"w.sgf", "(;)"}})))}})
	p2 := filepath.Join(dir, "outer.tar")
	writeFile(t, p2, tarOuter)
	got = sources(collect([]string{p2}, Options{}))
	want = []string{p2 + "!inner.zip!x.sgf", p2 + "!in.tar.xz!w.sgf"}
	if !slices.Equal(got, want) {
		t.Fatalf("tar nest:\n got %q\nwant %q", got, want)
	}
}

func TestZipBombStandIn(t *testing.T) {
	dir := t.TempDir()
	// 8 MiB of zeros compresses to a few KiB: one entry over the file limit.
	big := strings.Repeat("\x00", 8<<20)
	p := filepath.Join(dir, "bomb.zip")
	writeFile(t, p, zipBytes(t, []entry{{"a.sgf", "(;)"}, {"bomb.sgf", big}, {"c.sgf", "(;)"}}))
	if st, _ := os.Stat(p); st.Size() > 1<<20 {
		t.Fatalf("fixture is %d bytes, not a bomb", st.Size())
	}
	ins := collect([]string{p}, Options{Limits: Limits{MaxFileSize: 1 << 20}})
	want := []string{p + "!a.sgf", "ERR " + p + "!bomb.sgf", p + "!c.sgf"}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got %q, want %q", sources(ins), want)
	}
	if !errors.Is(ins[1].Err, ErrFileTooLarge) || !strings.Contains(ins[1].Err.Error(), "1 MiB") {
		t.Errorf("err = %v, want ErrFileTooLarge naming 1 MiB", ins[1].Err)
	}

	// Many entries each under the file limit but together over the
	// expansion limit: the ones past the budget fail, none is dropped.
	chunk := strings.Repeat("\x00", 400<<10)
	p2 := filepath.Join(dir, "spread.zip")
	writeFile(t, p2, zipBytes(t, []entry{{"1.sgf", chunk}, {"2.sgf", chunk}, {"3.sgf", chunk}, {"4.sgf", chunk}}))
	ins = collect([]string{p2}, Options{Limits: Limits{MaxExpanded: 1 << 20}})
	want = []string{p2 + "!1.sgf", p2 + "!2.sgf", "ERR " + p2 + "!3.sgf", "ERR " + p2 + "!4.sgf"}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("expanded: got %q, want %q", sources(ins), want)
	}
	if !errors.Is(ins[2].Err, ErrExpandedSize) {
		t.Errorf("err = %v, want ErrExpandedSize", ins[2].Err)
	}

	// The same through gzip: the expansion is counted below tar.
	p3 := filepath.Join(dir, "bomb.tar.gz")
	writeFile(t, p3, gzipBytes(t, tarBytes(t, []entry{{"a.sgf", "(;)"}, {"bomb.sgf", big}, {"c.sgf", "(;)"}})))
	ins = collect([]string{p3}, Options{Limits: Limits{MaxExpanded: 1 << 20}})
	want = []string{p3 + "!a.sgf", "ERR " + p3 + "!bomb.sgf", "ERR " + p3}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("tgz: got %q, want %q", sources(ins), want)
	}
	for _, in := range ins[1:] {
		if !errors.Is(in.Err, ErrExpandedSize) {
			t.Errorf("%s: err = %v, want ErrExpandedSize", in.Source, in.Err)
		}
	}
}

func TestTooManyEntries(t *testing.T) {
	dir := t.TempDir()
	es := []entry{{"a.sgf", "(;)"}, {"b.sgf", "(;)"}, {"c.sgf", "(;)"}}
	pz, pt := filepath.Join(dir, "a.zip"), filepath.Join(dir, "a.tar")
	writeFile(t, pz, zipBytes(t, es))
	writeFile(t, pt, tarBytes(t, es))
	ins := collect([]string{pz, pt}, Options{Limits: Limits{MaxEntries: 2}})
	want := []string{"ERR " + pz, pt + "!a.sgf", pt + "!b.sgf", "ERR " + pt}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got %q, want %q", sources(ins), want)
	}
	for _, i := range []int{0, 3} {
		if !errors.Is(ins[i].Err, ErrTooManyEntries) {
			t.Errorf("%s: err = %v", ins[i].Source, ins[i].Err)
		}
	}
}

func TestBrokenInputsAreReportedAndTheRunGoesOn(t *testing.T) {
	dir := t.TempDir()
	good := zipBytes(t, []entry{{"g.sgf", "(;)"}})
	// Incompressible data, so that cutting the end of the gzip stream cuts
	// into two.sgf rather than only the tar trailer.
	noise := make([]byte, 5000)
	_, _ = rand.NewChaCha8([32]byte{1}).Read(noise)
	tgz := gzipBytes(t, tarBytes(t, []entry{{"one.sgf", "(;C[1])"}, {"two.sgf", string(noise)}}))
	files := map[string][]byte{
		"1-garbage.zip":   []byte("this is not a zip file at all"),
		"2-truncated.zip": good[:len(good)/2],
		"3-notgzip.tgz":   []byte("plain text"),
		"4-cut.tar.gz":    tgz[:len(tgz)-40],
		"5-fine.sgf":      []byte("(;)"),
		"6-badxz.tar.xz":  []byte("\xfd7zXZ\x00broken"),
	}
	for name, data := range files {
		writeFile(t, filepath.Join(dir, name), data)
	}
	// A dangling link named .sgf: listed, but cannot be read.
	if err := os.Symlink(filepath.Join(dir, "nowhere"), filepath.Join(dir, "7-dangling.sgf")); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.sgf")
	ins := collect([]string{dir, missing}, Options{})
	j := func(n string) string { return filepath.Join(dir, n) }
	want := []string{
		"ERR " + j("1-garbage.zip"), "ERR " + j("2-truncated.zip"), "ERR " + j("3-notgzip.tgz"),
		j("4-cut.tar.gz") + "!one.sgf", "ERR " + j("4-cut.tar.gz") + "!two.sgf", "ERR " + j("4-cut.tar.gz"),
		j("5-fine.sgf"), "ERR " + j("6-badxz.tar.xz"), "ERR " + j("7-dangling.sgf"), "ERR " + missing,
	}
	if !slices.Equal(sources(ins), want) {
		t.Fatalf("got\n %q\nwant\n %q", sources(ins), want)
	}
	for _, in := range ins {
		if in.Err != nil && in.Data != nil {
			t.Errorf("%s: data with an error", in.Source)
		}
		if in.Err != nil && strings.Contains(in.Err.Error(), in.Source) {
			t.Errorf("%s: error repeats the source: %v", in.Source, in.Err)
		}
	}
	if !strings.Contains(ins[len(ins)-1].Err.Error(), "no such file") {
		t.Errorf("missing file: %v", ins[len(ins)-1].Err)
	}
}

func TestUnreadableFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("skipping: running as root, permissions do not stop reads (dangling links cover unreadable files)")
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "locked.sgf")
	writeFile(t, p, []byte("(;)"))
	if err := os.Chmod(p, 0); err != nil {
		t.Fatal(err)
	}
	ins := collect([]string{dir}, Options{})
	if len(ins) != 1 || ins[0].Err == nil || !strings.Contains(ins[0].Err.Error(), "permission denied") {
		t.Fatalf("got %+v", ins)
	}
}

func TestFileSizeLimit(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.sgf")
	writeFile(t, p, []byte("(;C[0123])")) // 10 bytes
	if ins := collect([]string{p}, Options{Limits: Limits{MaxFileSize: 10}}); ins[0].Err != nil {
		t.Errorf("at the limit: %v", ins[0].Err)
	}
	ins := collect([]string{p, dir}, Options{Limits: Limits{MaxFileSize: 9}})
	for _, in := range ins {
		if !errors.Is(in.Err, ErrFileTooLarge) {
			t.Errorf("%s over the limit: err = %v", in.Source, in.Err)
		}
	}
}

func TestStdin(t *testing.T) {
	ins := collect([]string{"-"}, Options{Stdin: strings.NewReader("(;GM[1]SZ[9])")})
	if len(ins) != 1 || ins[0].Source != "-" || string(ins[0].Data) != "(;GM[1]SZ[9])" || ins[0].Err != nil {
		t.Fatalf("got %+v", ins)
	}
	ins = collect([]string{"-"}, Options{Stdin: strings.NewReader("(;C[too long])"), Limits: Limits{MaxFileSize: 4}})
	if !errors.Is(ins[0].Err, ErrFileTooLarge) {
		t.Fatalf("stdin over the limit: %v", ins[0].Err)
	}
}

func TestStopEarly(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.sgf", "b.sgf", "c.sgf"} {
		writeFile(t, filepath.Join(dir, n), []byte("(;)"))
	}
	n := 0
	for range Inputs([]string{dir, dir}, Options{}) {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Fatalf("n = %d", n)
	}
}

func TestZipDuplicateAndUnsafeNamesAreRead(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "odd.zip")
	writeFile(t, p, zipBytes(t, []entry{{"b.sgf", "(;C[b])"}, {"a.sgf", "(;C[first])"}, {"../evil.sgf", "(;C[evil])"}, {"a.sgf", "(;C[again])"}}))
	ins := collect([]string{p}, Options{})
	var got []string
	for _, in := range ins {
		got = append(got, strings.TrimPrefix(in.Source, p)+" "+string(in.Data))
	}
	// Sorted by name, duplicates in archive order; nothing is dropped.
	want := []string{"!../evil.sgf (;C[evil])", "!a.sgf (;C[first])", "!a.sgf (;C[again])", "!b.sgf (;C[b])"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// TestDirOfIsDir compares dirOf with filepath.Dir for every path below,
// the previous directory being each path's Dir, or another path cleaned
// (dirOf's last is "" or clean: an earlier answer).
func TestDirOfIsDir(t *testing.T) {
	paths := []string{"a.sgf", "/a.sgf", "d/a.sgf", "/d/a.sgf", "d//a.sgf", "./d/a.sgf",
		"../d/a.sgf", "d/./a.sgf", "d/e/../a.sgf", "d/", "/", "//a.sgf", "d/e/a.sgf", "."}
	var lasts []string
	for _, p := range paths {
		lasts = append(lasts, filepath.Dir(p), filepath.Clean(p))
	}
	for _, l := range []string{"d/", "d//", "./d", "d/e/..", "/d/"} {
		lasts = append(lasts, filepath.Clean(l))
	}
	lasts = append(lasts, "")
	for _, p := range paths {
		for _, last := range lasts {
			if got, want := dirOf(p, last), filepath.Dir(p); got != want {
				t.Errorf("dirOf(%q, %q) = %q, want %q", p, last, got, want)
			}
		}
	}
}

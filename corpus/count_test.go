package corpus

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/rulediff/rulediff/internal/shared"
)

// walked is what a walk really yields: the inputs and their bytes.
func walked(paths []string) Total {
	t := Total{Known: true}
	for in := range Inputs(paths, Options{}) {
		t.Files++
		t.Bytes += int64(len(in.Data))
	}
	return t
}

// Count says up front what the walk will yield, where it can.
func TestCountMatchesTheWalk(t *testing.T) {
	dir := t.TempDir()
	sgf := "(;GM[1]SZ[9];B[ee];W[cc])"
	writeFile(t, filepath.Join(dir, "a.sgf"), []byte(sgf))
	writeFile(t, filepath.Join(dir, "sub", "b.SGF"), []byte(sgf+sgf))
	writeFile(t, filepath.Join(dir, "notes.txt"), []byte("not part of the corpus"))
	writeFile(t, filepath.Join(dir, "games.zip"), zipBytes(t, []entry{{"x.sgf", sgf}, {"readme.txt", "no"}, {"d/y.sgf", sgf + "  "}}))
	writeFile(t, filepath.Join(dir, "games.tar"), tarBytes(t, []entry{{"t1.sgf", sgf}, {"t2.txt", "no"}, {"t3.sgf", "(;)"}}))
	if err := os.Symlink(filepath.Join(dir, "a.sgf"), filepath.Join(dir, "link.sgf")); err != nil {
		t.Fatal(err)
	}
	one := filepath.Join(dir, "a.sgf")
	for _, paths := range [][]string{{dir}, {one}, {one, dir}, {filepath.Join(dir, "games.zip")}, {filepath.Join(dir, "missing.sgf")}} {
		got, want := Count(context.Background(), paths, Options{}), walked(paths)
		if got != want {
			t.Errorf("%v: Count %+v, the walk yields %+v", paths, got, want)
		}
	}
	// a.sgf, link.sgf, sub/b.SGF, x.sgf, d/y.sgf, t1.sgf, t3.sgf: 7 inputs.
	if got := Count(context.Background(), []string{dir}, Options{}); got.Files != 7 {
		t.Errorf("files %d, want 7 (by hand)", got.Files)
	}
}

// Streams cannot be counted without reading them: the total is unknown.
func TestCountUnknown(t *testing.T) {
	dir := t.TempDir()
	sgf := "(;GM[1]SZ[9];B[ee])"
	tgz := filepath.Join(dir, "games.tar.gz")
	writeFile(t, tgz, gzipBytes(t, tarBytes(t, []entry{{"a.sgf", sgf}})))
	nested := filepath.Join(dir, "nested.zip")
	writeFile(t, nested, zipBytes(t, []entry{{"inner.zip", string(zipBytes(t, []entry{{"a.sgf", sgf}}))}}))
	for _, paths := range [][]string{{"-"}, {tgz}, {nested}, {dir}} {
		if got := Count(context.Background(), paths, Options{}); got.Known {
			t.Errorf("%v: %+v, want unknown", paths, got)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if got := Count(ctx, []string{dir}, Options{}); got.Known {
		t.Errorf("cancelled: %+v, want unknown", got)
	}
}

// On the team's corpora the count is the walk's, file for file.
func TestCountSharedCorpora(t *testing.T) {
	root := shared.Path(t, "corpora")
	got, want := Count(context.Background(), []string{root}, Options{}), walked([]string{root})
	if got != want || got.Files < 7000 {
		t.Errorf("Count %+v, the walk %+v", got, want)
	}
}

// The progress line, worked by hand: 1,234 of 3,363 files and 5.6 of
// 15 MB after 10 s: 37.3% of the bytes, 123 files/s, and the remaining
// 62.7% at 3.73% a second: 16.8 s, shown 0:17.
func TestProgressStatus(t *testing.T) {
	var p Progress
	p.files.Store(1234)
	p.bytes.Store(5_600_000)
	if got, want := p.Status(10*time.Second), "1,234 files · 5.6 MB · 123 files/s"; got != want {
		t.Errorf("no total: %q, want %q", got, want)
	}
	p.SetTotal(Total{Files: 3363, Bytes: 15_000_000, Known: true})
	if got, want := p.Status(10*time.Second), "1,234 of 3,363 files · 37.3% · 5.6 of 15.0 MB · 123 files/s · 0:17 left"; got != want {
		t.Errorf("with total: %q, want %q", got, want)
	}
	// an hour and a half left: 10% done in 10 minutes.
	p.bytes.Store(1_500_000)
	if got, want := p.Status(10*time.Minute), "1,234 of 3,363 files · 10.0% · 1.5 of 15.0 MB · 2 files/s · 1:30:00 left"; got != want {
		t.Errorf("long: %q, want %q", got, want)
	}
	// a corpus that grew after the count: the counts alone.
	p.files.Store(4000)
	if got, want := p.Status(10*time.Second), "4,000 files · 1.5 MB · 400 files/s"; got != want {
		t.Errorf("grown: %q, want %q", got, want)
	}
}

// A log (Lines) gets whole lines; a terminal line is cut to its width.
func TestProgressDisplayLinesAndWidth(t *testing.T) {
	var p Progress
	p.add(100)
	var buf strings.Builder
	stop := p.Display(&syncWriter{b: &buf}, Display{Label: "rulediff check", Every: time.Millisecond, Lines: true})
	time.Sleep(20 * time.Millisecond)
	stop()
	out := buf.String()
	if strings.Contains(out, "\r") || !strings.HasPrefix(out, "rulediff check: 1 file · 0.0 MB") || !strings.HasSuffix(out, "\n") {
		t.Errorf("lines: %q", out)
	}
	buf.Reset()
	stop = p.Display(&syncWriter{b: &buf}, Display{Label: "rulediff check", Every: time.Millisecond, Width: 20})
	time.Sleep(20 * time.Millisecond)
	stop()
	for _, line := range strings.Split(buf.String(), "\r") {
		if n := utf8.RuneCountInString(line); n > 19 {
			t.Errorf("line of %d runes on a 20-column terminal: %q", n, line)
		}
	}
}

// The progress counts inputs as they are done: while a slow first input
// holds back the ordered results, the other worker's inputs are counted
// (up to the window of 4 per worker in flight: 7 besides the slow one).
func TestProgressCountsWorkDone(t *testing.T) {
	var p Progress
	release := make(chan struct{})
	f := func(in Input) string {
		if in.Source == "0" {
			<-release
		}
		return in.Source
	}
	inputs := func(yield func(Input) bool) {
		for i := range 20 {
			if !yield(Input{Source: strconv.Itoa(i), Data: []byte("x")}) {
				return
			}
		}
	}
	go func() {
		for deadline := time.Now().Add(time.Minute); p.Files() < 7 && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
		}
		if p.Files() < 7 {
			t.Errorf("%d inputs counted while the first is held, want 7", p.Files())
		}
		close(release)
	}()
	var got []string
	for s := range Map(context.Background(), Pool{Workers: 2, Progress: &p}, inputs, f) {
		got = append(got, s)
	}
	if len(got) != 20 || got[0] != "0" || p.Files() != 20 {
		t.Errorf("results %v, %d counted", got, p.Files())
	}
}

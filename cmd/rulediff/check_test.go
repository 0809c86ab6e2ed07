package main

import (
	"archive/zip"
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// checkLine is what a test reads back from `check --format jsonl`.
type checkLine struct {
	Source   string `json:"source"`
	Game     *int   `json:"game"`
	Moves    *int   `json:"moves"`
	Warnings []diag `json:"warnings"`
	Errors   []diag `json:"errors"`
}

type diag struct {
	Message string `json:"message"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
}

// check runs `rulediff check ARGS` in-process.
func check(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = runCheck(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func readLines(t *testing.T, jsonl string) []checkLine {
	t.Helper()
	var lines []checkLine
	sc := bufio.NewScanner(strings.NewReader(jsonl))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var l checkLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("bad JSON line %q: %v", sc.Text(), err)
		}
		if l.Game == nil || l.Moves == nil || l.Warnings == nil || l.Errors == nil {
			t.Fatalf("line lacks game, moves, warnings or errors: %s", sc.Text())
		}
		lines = append(lines, l)
	}
	return lines
}

func TestCheckSharedCorporaEveryFileAndSameBytesForAnyJ(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the whole-corpus check in -short mode")
	}
	dir := shared.Path(t, "corpora")
	// The files on disk, counted independently of package corpus.
	onDisk := map[string]bool{}
	var diskOrder []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(p), ".sgf") {
			onDisk[p] = true
			diskOrder = append(diskOrder, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	code, one, stderr := check(t, "", "--format", "jsonl", "-j", "1", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	seen := map[string][]int{}
	var order []string
	for _, l := range readLines(t, one) {
		if _, ok := seen[l.Source]; !ok {
			order = append(order, l.Source)
		}
		seen[l.Source] = append(seen[l.Source], *l.Game)
		if *l.Game == 0 && len(l.Errors) == 0 {
			t.Errorf("%s: game 0 without an error", l.Source)
		}
	}
	for p := range onDisk {
		if _, ok := seen[p]; !ok {
			t.Errorf("%s: not in the report", p)
		}
	}
	for p, games := range seen {
		if !onDisk[p] {
			t.Errorf("%s: in the report but not an .sgf file on disk", p)
		}
		// Either one game-0 entry, or games 1..n in order.
		if !(slices.Equal(games, []int{0})) {
			for i, g := range games {
				if g != i+1 {
					t.Errorf("%s: games %v, want 1..%d", p, games, len(games))
					break
				}
			}
		}
	}
	// WalkDir visits each directory in lexical order, as corpus promises.
	if !slices.Equal(order, diskOrder) {
		t.Errorf("sources are not in directory-walk order")
	}
	t.Logf("%d files on disk, %d sources in the report", len(onDisk), len(seen))

	code, eight, stderr := check(t, "", "--format", "jsonl", "-j", "8", dir)
	if code != 0 {
		t.Fatalf("-j 8: exit %d: %s", code, stderr)
	}
	if one != eight {
		t.Errorf("jsonl output differs between -j 1 and -j 8")
	}
	_, tab1, _ := check(t, "", "-j", "1", dir)
	_, tab8, _ := check(t, "", dir, "-j", "8")
	if tab1 != tab8 {
		t.Errorf("table output differs between -j 1 and -j 8")
	}
	if !strings.Contains(tab1, "files") {
		t.Errorf("table without a summary:\n%s", tail(tab1, 20))
	}
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

func TestCheckYAMLSameBytesForAnyJ(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests")
	code, one, stderr := check(t, "", "--format", "yaml", "-j", "1", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, eight, _ := check(t, "", "--format", "yaml", "-j", "8", dir)
	if one != eight {
		t.Fatal("yaml output differs between -j 1 and -j 8")
	}
	if !strings.Contains(one, "summary:") {
		t.Errorf("yaml without a summary:\n%s", tail(one, 20))
	}
}

func TestCheckCountsGamesAndMoves(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		// Main line = first child at each node: cc, pass, dd, then the
		// first variation's ee: 4 moves; ff and gg are off the main line.
		"a.sgf": "(;GM[1]FF[4]SZ[9];B[cc];W[];B[dd](;W[ee])(;W[ff];B[gg]))",
		// Two games: 1 move, then 2.
		"b.sgf": "(;SZ[9];B[aa])(;SZ[9];B[aa];W[bb])",
		// Not SGF at all.
		"c.sgf": "hello, world",
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, stderr := check(t, "", "--format=jsonl", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	type row struct {
		source      string
		game, moves int
	}
	var got []row
	lines := readLines(t, out)
	for _, l := range lines {
		got = append(got, row{filepath.Base(l.Source), *l.Game, *l.Moves})
	}
	want := []row{{"a.sgf", 1, 4}, {"b.sgf", 1, 1}, {"b.sgf", 2, 2}, {"c.sgf", 0, 0}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if len(lines[3].Errors) == 0 {
		t.Errorf("c.sgf: no error")
	}
}

func TestCheckStdinAndOutputFile(t *testing.T) {
	outFile := filepath.Join(t.TempDir(), "report.jsonl")
	code, stdout, stderr := check(t, "(;SZ[19];B[pd];W[dp])", "-o", outFile, "--format", "jsonl", "-")
	if code != 0 || stdout != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	data, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	lines := readLines(t, string(data))
	if len(lines) != 1 || lines[0].Source != "-" || *lines[0].Game != 1 || *lines[0].Moves != 2 {
		t.Fatalf("got %s", data)
	}
}

func TestCheckDefaultIsTheBestiary(t *testing.T) {
	ents, err := os.ReadDir("../../corpus/bestiary")
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".sgf") {
			want++
		}
	}
	code, out, stderr := check(t, "", "--format", "jsonl")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sources := map[string]bool{}
	for _, l := range readLines(t, out) {
		if !strings.HasPrefix(l.Source, "bestiary/") {
			t.Errorf("source %q outside the bestiary", l.Source)
		}
		sources[l.Source] = true
	}
	if len(sources) != want || want == 0 {
		t.Fatalf("%d bestiary records in the report, %d on disk", len(sources), want)
	}
}

func TestCheckExitCodes(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.zip")
	if err := os.WriteFile(bad, []byte("not a zip"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		code int
		out  string // in stdout (or stderr when the code is not 0)
	}{
		{"help", []string{"--help"}, 0, "usage: rulediff check"},
		{"version", []string{"--version"}, 0, "rulediff " + version},
		{"broken files still complete", []string{bad}, 0, "1 file"},
		{"unknown flag", []string{"--nope"}, 2, "flag provided but not defined"},
		{"unknown format", []string{"--format", "xml", "-o", filepath.Join(dir, "never-created"), dir}, 2, "unknown format"},
		{"missing path", []string{filepath.Join(dir, "absent")}, 2, "no such file"},
		{"zero workers", []string{"-j", "0", dir}, 2, "at least 1"},
		{"output cannot be created", []string{"-o", filepath.Join(dir, "no", "such", "dir", "x"), dir}, 2, "no such file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := check(t, "", c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, c.code, stderr)
			}
			where := stdout
			if c.code != 0 {
				where = stderr
			}
			if !strings.Contains(where, c.out) {
				t.Errorf("output lacks %q:\nstdout %s\nstderr %s", c.out, stdout, stderr)
			}
			if _, err := os.Stat(filepath.Join(dir, "never-created")); err == nil {
				t.Errorf("-o file created on a usage error")
			}
		})
	}
}

func TestCheckIsRegistered(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"check", "--help"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "usage: rulediff check") {
		t.Fatalf("rulediff check --help: exit %d, %q %q", code, out.String(), errb.String())
	}
}

func TestParseInterspersed(t *testing.T) {
	cases := []struct {
		args []string
		j    int
		rest []string
	}{
		{[]string{"-j", "3", "a", "b"}, 3, []string{"a", "b"}},
		{[]string{"a", "-j", "3", "b"}, 3, []string{"a", "b"}},
		{[]string{"a", "b", "-j=3"}, 3, []string{"a", "b"}},
		{[]string{"a", "--", "-j", "3"}, 1, []string{"a", "-j", "3"}},
		{[]string{"-", "-j", "2"}, 2, []string{"-"}},
	}
	for _, c := range cases {
		fl := flagSetForTest()
		j := fl.Int("j", 1, "")
		rest, err := parseInterspersed(fl, c.args)
		if err != nil || *j != c.j || !slices.Equal(rest, c.rest) {
			t.Errorf("%q: j=%d rest=%q err=%v; want j=%d rest=%q", c.args, *j, rest, err, c.j, c.rest)
		}
	}
}

func flagSetForTest() *flag.FlagSet {
	fl := flag.NewFlagSet("test", flag.ContinueOnError)
	fl.SetOutput(io.Discard)
	return fl
}

func TestCheckArchiveSourcesAndBrokenArchive(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range [][2]string{{"b.sgf", "(;SZ[9];B[aa];W[bb])"}, {"a.sgf", "(;SZ[9];B[cc])"}} {
		w, err := zw.Create(e[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(e[1])); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	good, bad := filepath.Join(dir, "games.zip"), filepath.Join(dir, "broken.zip")
	if err := os.WriteFile(good, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, buf.Bytes()[:buf.Len()/2], 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := check(t, "", "--format", "jsonl", bad, good)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var got []string
	for _, l := range readLines(t, out) {
		got = append(got, fmt.Sprintf("%s %d %d %d", l.Source, *l.Game, *l.Moves, len(l.Errors)))
	}
	want := []string{bad + " 0 0 1", good + "!a.sgf 1 1 0", good + "!b.sgf 1 2 0"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

func runCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// The output does not depend on the number of workers.
func TestAuditSameOutputAnyJobs(t *testing.T) {
	for _, format := range []string{"jsonl", "yaml", "table", "markdown", "html"} {
		c1, o1, e1 := runCmd(t, "audit", "--dead", "none", "--format", format, "-j", "1")
		c8, o8, e8 := runCmd(t, "audit", "--dead", "none", "--format", format, "-j", "8")
		if c1 != exitOK || c8 != exitOK {
			t.Fatalf("%s: exit %d / %d: %s %s", format, c1, c8, e1, e8)
		}
		if o1 != o8 {
			t.Errorf("%s: -j 1 and -j 8 differ", format)
		}
		if len(o1) == 0 {
			t.Errorf("%s: empty output", format)
		}
	}
}

func TestStatsSameOutputAnyJobs(t *testing.T) {
	_, o1, _ := runCmd(t, "stats", "--dead", "none", "--format", "yaml", "-j", "1")
	c, o8, e := runCmd(t, "stats", "--dead", "none", "--format", "yaml", "-j", "8")
	if c != exitOK || o1 != o8 || !strings.Contains(o1, "summary") {
		t.Fatalf("exit %d (%s); same %v; output:\n%s", c, e, o1 == o8, o1)
	}
	if strings.Contains(o1, "verdicts:") {
		t.Errorf("stats printed games, want the summary alone")
	}
}

// The real corpora, dead stones by the estimator (the default), give the
// same bytes under -j 1 and -j 8: the workers share the race readings'
// memory (rules/score/racememo.go) and the ordering of the output, and
// eight workers on a machine's few cores interleave them at random.
func TestAuditSharedCorporaSameBytesForAnyJ(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the whole-corpus audit in -short mode")
	}
	dir := shared.Path(t, "corpora")
	c1, o1, e1 := runCmd(t, "audit", "--format", "jsonl", "-j", "1", dir)
	c8, o8, e8 := runCmd(t, "audit", "--format", "jsonl", "-j", "8", dir)
	if c1 != c8 || e1 != e8 {
		t.Errorf("-j 1 and -j 8: exit %d and %d, stderr %q and %q", c1, c8, firstLine(e1), firstLine(e8))
	}
	if n := strings.Count(o1, "\n"); n < 7000 {
		t.Fatalf("-j 1: %d lines, want a line for each of the 7,000 and more games", n)
	}
	if o1 != o8 {
		l1, l8 := strings.Split(o1, "\n"), strings.Split(o8, "\n")
		for i := range min(len(l1), len(l8)) {
			if l1[i] != l8[i] {
				t.Fatalf("-j 1 and -j 8 differ first at line %d:\n-j 1: %.300s\n-j 8: %.300s", i+1, l1[i], l8[i])
			}
		}
		t.Fatalf("-j 1 and -j 8: %d and %d lines", len(l1), len(l8))
	}
}

// firstLine is s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func TestAuditExitCodes(t *testing.T) {
	dir := t.TempDir()
	// a 2x1 board where Black fills and White passes: no divergence at all
	// but counting (area B+2 vs territory: a score divergence). Its class
	// is compare's to decide: --fail-on is tested with the class the audit
	// reports and with one it cannot report for this game.
	sgf := filepath.Join(dir, "g.sgf")
	if err := os.WriteFile(sgf, []byte("(;SZ[2:1]KM[0];B[aa];W[];B[];W[])"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, line, _ := runCmd(t, "audit", "--format", "jsonl", sgf)
	var g struct {
		Divergences []struct{ Kind, Class string }
	}
	if err := json.Unmarshal([]byte(line), &g); err != nil || len(g.Divergences) == 0 || g.Divergences[0].Kind != "score" {
		t.Fatalf("want a score divergence: %v %s", err, line)
	}
	class := g.Divergences[0].Class
	cases := []struct {
		args []string
		want int
	}{
		{[]string{"audit", sgf}, exitOK},
		{[]string{"audit", "--fail-on", class, sgf}, exitFindings},
		{[]string{"audit", "--fail-on", "superko-positional", sgf}, exitOK},
		{[]string{"audit", "--fail-on", "any", sgf}, exitFindings},
		{[]string{"audit", "--fail-on", "no-such-class", sgf}, exitUsage},
		{[]string{"audit", "--rules", "nonsense", sgf}, exitUsage},
		{[]string{"audit", "--komi", "sometimes", sgf}, exitUsage},
		{[]string{"audit", "--dead", "guess", sgf}, exitUsage},
		{[]string{"audit", "--format", "xml", sgf}, exitUsage},
		{[]string{"audit", filepath.Join(dir, "missing.sgf")}, exitUsage},
		{[]string{"audit", "-j", "0", sgf}, exitUsage},
		{[]string{"audit", "-o", filepath.Join(dir, "no", "such", "dir", "out"), sgf}, exitUsage},
		{[]string{"stats", sgf}, exitOK},
		{[]string{"audit", "--help"}, exitOK},
		{[]string{"score", sgf}, exitOK},
		{[]string{"score", sgf + "#2"}, exitUsage},
		{[]string{"score", "--dead", "Z99", sgf}, exitUsage},
		{[]string{"score"}, exitUsage},
	}
	for _, c := range cases {
		if got, _, e := runCmd(t, c.args...); got != c.want {
			t.Errorf("%v: exit %d, want %d (%s)", c.args, got, c.want, e)
		}
	}
}

// A broken file is reported and the run still completes (exit 0).
func TestAuditBrokenFileCompletes(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.sgf"), []byte("not an sgf"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.sgf"), []byte("(;SZ[3];B[bb];W[];B[];W[])"), 0o644)
	code, out, e := runCmd(t, "audit", "--format", "jsonl", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, e)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"game":0`) || !strings.Contains(lines[1], `"verdicts"`) {
		t.Fatalf("want one object per file, got:\n%s", out)
	}
}

func TestAuditList(t *testing.T) {
	code, out, _ := runCmd(t, "audit", "--list")
	if code != exitOK || !strings.Contains(out, "triple-ko") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

// rulediff score: the 2x1 game scored by hand: Black's stone at A1 and
// the empty B1: area B 2 − W 0 = B+2 (chinese); territory: B1 touches a
// black stone in atari, so it is no territory (RULES.md §5.10): 0 − 0, Draw
// (japanese).
func TestScoreSheet(t *testing.T) {
	dir := t.TempDir()
	sgf := filepath.Join(dir, "g.sgf")
	os.WriteFile(sgf, []byte("(;SZ[2:1]KM[0];B[aa];W[];B[];W[])"), 0o644)
	code, out, e := runCmd(t, "score", "--rules", "chinese,japanese", "--dead", "none", sgf)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, e)
	}
	for _, want := range []string{"chinese", "B+2", "japanese", "Draw", "Dead stones (none): none"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	// --move 1: the position after Black's stone, before the passes: the same count.
	code, out, _ = runCmd(t, "score", "--rules", "chinese", "--dead", "none", "--move", "1", "--format", "yaml", sgf)
	if code != exitOK || !strings.Contains(out, "result: B+2") || !strings.Contains(out, "move: 1") {
		t.Errorf("--move 1: exit %d:\n%s", code, out)
	}
}

// --rules-file adds a ruleset that --rules can then select: "club" is
// chinese with territory counting; on the 3x1 game (Black B1, area 3,
// territory 2) it says B+2 where chinese says B+3: a score divergence.
func TestAuditRulesFile(t *testing.T) {
	dir := t.TempDir()
	sgf := filepath.Join(dir, "g.sgf")
	os.WriteFile(sgf, []byte("(;SZ[3:1]KM[0];B[ba];W[];B[];W[])"), 0o644)
	rf := filepath.Join(dir, "club.yaml")
	os.WriteFile(rf, []byte("name: club\nbased-on: chinese\nscoring: territory\nseki: not-counted\n"), 0o644)
	code, out, e := runCmd(t, "audit", "--rules-file", rf, "--rules", "chinese,club", "--dead", "none", "--format", "jsonl", sgf)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, e)
	}
	// The divergence's class is compare's to decide (counting method or
	// dame parity): the test holds only that there is a score divergence.
	for _, want := range []string{`"club":{"result":"B+2"`, `"chinese":{"result":"B+3"`, `"kind":"score"`} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %s in %s", want, out)
		}
	}
	if code, _, _ := runCmd(t, "audit", "--rules-file", filepath.Join(dir, "none.yaml"), sgf); code != exitUsage {
		t.Errorf("missing rules file: exit %d", code)
	}
}

// A resigned game has nothing to count: the sheet says so and names the
// --move that counts the final position; with it, Black's B1 on the 3x1
// board is 3 points of area (chinese B+3), and the record line keeps RE.
func TestScoreResignedGame(t *testing.T) {
	sgf := filepath.Join(t.TempDir(), "r.sgf")
	os.WriteFile(sgf, []byte("(;SZ[3:1]KM[0]RU[Chinese]RE[B+R];B[ba])"), 0o644)
	code, out, e := runCmd(t, "score", "--rules", "chinese", "--dead", "none", sgf)
	if code != exitOK || !strings.Contains(out, "ended by resignation") || !strings.Contains(out, "--move 1") {
		t.Fatalf("exit %d (%s):\n%s", code, e, out)
	}
	if !strings.Contains(out, "record: rules Chinese (chinese) · komi 0 · handicap 0 · result B+R") {
		t.Errorf("record line missing:\n%s", out)
	}
	code, out, _ = runCmd(t, "score", "--rules", "chinese", "--dead", "none", "--move", "1", sgf)
	if code != exitOK || !strings.Contains(out, "B+3") || strings.Contains(out, "ended by resignation") {
		t.Errorf("--move 1: exit %d:\n%s", code, out)
	}
}

func TestAuditUsageErrors(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"audit", "-j", "0", dir},
		{"audit", "--dead", "maybe", dir},
		{"audit", "--rules", "nope", dir},
		{"audit", "--format", "xml", "-o", filepath.Join(dir, "never"), dir},
		{"score", "--format", "xml", "-o", filepath.Join(dir, "never"), filepath.Join(dir, "absent.sgf")},
	} {
		if code, _, e := runCmd(t, args...); code != exitUsage || !strings.HasPrefix(e, "rulediff "+args[0]+": ") {
			t.Errorf("%v: exit %d, stderr %q", args, code, e)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "never")); err == nil {
		t.Errorf("-o file created on a usage error")
	}
}

// The bestiary audit is the compact divergence table: what was audited,
// the hint for newcomers, one row per divergence, no game sections;
// --detail adds them, before the table; the output does not depend on -j.
func TestAuditBestiaryCompact(t *testing.T) {
	code, out, e := runCmd(t, "audit", "--dead", "none", "-j", "2")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, e)
	}
	for _, want := range []string{" records of the embedded bestiary · 14 rulesets · komi from the record · dead stones: none removed\n",
		"rulediff audit --list names the records; rulediff score bestiary/NAME.sgf explains one",
		"| record ", "| triple-ko ", "Divergences by class (games: of ", "Illegal moves by ruleset\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "== bestiary/") || strings.Contains(out, "| bestiary/") {
		t.Errorf("game sections or long record names without --detail:\n%s", out)
	}
	_, d1, _ := runCmd(t, "audit", "--dead", "none", "--detail", "-j", "1")
	_, d8, _ := runCmd(t, "audit", "--dead", "none", "--detail", "-j", "8")
	if d1 != d8 {
		t.Errorf("--detail: -j 1 and -j 8 differ")
	}
	i, j := strings.Index(d1, "== bestiary/triple-ko.sgf, game 1 =="), strings.Index(d1, "records of the embedded bestiary")
	if i < 0 || j < 0 || i > j {
		t.Errorf("--detail: section at %d, table at %d", i, j)
	}
}

// One game: the detail by default (a tournament director's audit), off
// with --detail=false; several games: off unless --detail.
func TestAuditDetailDefault(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "one.sgf")
	os.WriteFile(one, []byte("(;SZ[2:1]KM[0];B[aa];W[];B[];W[])"), 0o644)
	two := filepath.Join(dir, "two.sgf")
	os.WriteFile(two, []byte("(;SZ[2:1]KM[0];B[aa];W[];B[];W[])(;SZ[3:1]KM[0];B[ba];W[];B[];W[])"), 0o644)
	cases := []struct {
		args    []string
		section bool
	}{
		{[]string{one}, true},
		{[]string{"--detail=false", one}, false},
		{[]string{two}, false},
		{[]string{"--detail", two}, true},
		{[]string{"--detail=true", two}, true},
	}
	for _, c := range cases {
		code, out, e := runCmd(t, append([]string{"audit", "--dead", "none"}, c.args...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, e)
		}
		if got := strings.Contains(out, "== "); got != c.section {
			t.Errorf("%v: section %v, want %v:\n%s", c.args, got, c.section, out)
		}
		if !strings.Contains(out, "| record ") {
			t.Errorf("%v: no divergence table:\n%s", c.args, out)
		}
	}
	// two.sgf holds two games: its records are #1 and #2.
	_, out, _ := runCmd(t, "audit", "--dead", "none", two)
	if !strings.Contains(out, "two#1 ") || !strings.Contains(out, "two#2 ") {
		t.Errorf("no #1/#2 records:\n%s", out)
	}
	if code, _, _ := runCmd(t, "audit", "--detail=maybe", one); code != exitUsage {
		t.Errorf("--detail=maybe: exit %d", code)
	}
}

// The score command reads the records of the embedded bestiary by the
// names the audit prints, unless a file of that name exists on disk.
func TestScoreBestiaryRecord(t *testing.T) {
	code, out, e := runCmd(t, "score", "--rules", "chinese", "--dead", "none", "bestiary/tiny-1x1.sgf")
	if code != exitOK || !strings.Contains(out, "bestiary/tiny-1x1.sgf game 1") {
		t.Fatalf("exit %d (%s):\n%s", code, e, out)
	}
	if code, _, _ := runCmd(t, "score", "bestiary/no-such-record.sgf"); code != exitUsage {
		t.Errorf("unknown record: exit %d", code)
	}
}

// clip cuts at a word boundary within n runes and marks the cut; short
// strings pass unchanged.
func TestClip(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"Bent four in the corner.", 40, "Bent four in the corner."},
		{"Bent four in the corner (seed 002, figure 1).", 20, "Bent four in the…"},
		{"Ko: capture, recapture", 12, "Ko: capture…"},
		{"abcdefghijklmnop", 8, "abcdefg…"},
	} {
		if got := clip(c.in, c.n); got != c.want {
			t.Errorf("clip(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

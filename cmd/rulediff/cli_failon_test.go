package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// Records whose findings are known by hand:
//   - suicide.sgf: on a 4x1 board Black plays C1, White A1, Black passes,
//     White B1: White's A1-B1 has no liberty (C1 is Black's, which keeps
//     D1) and captures nothing: a two-stone suicide, forbidden where
//     suicide is (japanese), allowed where multi-stone suicide is
//     (new-zealand, ing), except that it brings back the position after
//     move 1 (Black's C1 alone), which positional superko forbids
//     (tromp-taylor); situational superko does not (White was to play
//     then, Black is now).
//   - wrong-re.sgf: a 2x1 board with one black stone and no white one,
//     KM 0: White has no stone, no prisoner, no komi, so no count can be
//     W+5 as RE says.
//   - broken.sgf: not SGF at all: a file that yields no game.
//   - plain.sgf: two moves, nothing wrong.
var failOnFiles = map[string]string{
	"suicide.sgf":  "(;GM[1]SZ[4:1]KM[0];B[ca];W[aa];B[];W[ba])",
	"wrong-re.sgf": "(;GM[1]SZ[2:1]KM[0]RU[Japanese]RE[W+5];B[aa];W[];B[];W[])",
	"broken.sgf":   "this is not SGF",
	"plain.sgf":    "(;GM[1]SZ[9]KM[6.5];B[ee];W[cc])",
}

func TestFailOn(t *testing.T) {
	dir := writeTemp(t, failOnFiles)
	f := func(name string) string { return filepath.Join(dir, name) }
	cases := []struct {
		args []string
		code int
		msg  string // in stderr
	}{
		{[]string{"check", dir}, exitOK, ""},
		{[]string{"check", dir, "--fail-on", "error"}, exitFindings, "rulediff check: --fail-on: 1 file that yields no game"},
		{[]string{"check", f("plain.sgf"), "--fail-on", "error"}, exitOK, ""},
		{[]string{"check", dir, "--fail-on", "illegal"}, exitUsage, "check knows error and warning"},
		{[]string{"audit", f("suicide.sgf"), "--dead", "none", "--fail-on", "illegal:japanese"}, exitFindings,
			"--fail-on: 1 game with a move illegal under japanese"},
		{[]string{"audit", f("suicide.sgf"), "--dead", "none", "--fail-on", "illegal:ing,illegal:nz"}, exitOK, ""},
		{[]string{"audit", f("suicide.sgf"), "--dead", "none", "--fail-on", "illegal:tromp-taylor"}, exitFindings,
			"1 game with a move illegal under tromp-taylor"},
		{[]string{"audit", f("suicide.sgf"), "--dead", "none", "--fail-on", "illegal"}, exitFindings, "1 game with an illegal move"},
		{[]string{"audit", f("suicide.sgf"), "--dead", "none", "--rules", "japanese", "--fail-on", "illegal:ing"}, exitUsage,
			"ing is not among the rulesets judged"},
		{[]string{"audit", f("wrong-re.sgf"), "--dead", "none", "--fail-on", "result"}, exitFindings, "1 game whose count differs from RE"},
		{[]string{"audit", f("plain.sgf"), "--dead", "none", "--fail-on", "result,error,illegal"}, exitOK, ""},
		{[]string{"audit", dir, "--dead", "none", "--fail-on", "error,illegal:japanese,result"}, exitFindings,
			"--fail-on: 1 file that yields no game, 1 game with a move illegal under japanese, 1 game whose count differs from RE"},
		{[]string{"audit", f("suicide.sgf"), "--dead", "none", "--fail-on", "suicide"}, exitFindings, "1 game with a suicide divergence"},
		{[]string{"audit", f("suicide.sgf"), "--fail-on", "nonsense"}, exitUsage, `--fail-on: unknown "nonsense"`},
	}
	for _, c := range cases {
		code, _, errs := runProcess(t, "", c.args...)
		if code != c.code || c.msg != "" && !strings.Contains(errs, c.msg) || c.msg == "" && errs != "" {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.msg)
		}
	}
}

// A PATH that holds no SGF file is an error (exit 2, after the report),
// unless --allow-empty; other PATHs are still read and reported.
func TestEmptyInput(t *testing.T) {
	empty := t.TempDir()
	other := writeTemp(t, map[string]string{"notes.txt": "no SGF here", "plain.sgf": failOnFiles["plain.sgf"]})
	for _, cmd := range []string{"check", "audit", "stats"} {
		code, out, errs := runProcess(t, "", cmd, empty)
		if code != exitUsage || !strings.Contains(errs, "no SGF file in "+empty) || !strings.Contains(errs, "--allow-empty") {
			t.Errorf("%s EMPTY: exit %d, stderr %q", cmd, code, errs)
		}
		if out == "" {
			t.Errorf("%s EMPTY: no report", cmd)
		}
		if code, _, errs := runProcess(t, "", cmd, empty, "--allow-empty"); code != exitOK {
			t.Errorf("%s EMPTY --allow-empty: exit %d, %s", cmd, code, errs)
		}
	}
	code, out, errs := runProcess(t, "", "check", other, empty, "--format", "jsonl")
	if code != exitUsage || strings.Contains(errs, other) || !strings.Contains(out, "plain.sgf") {
		t.Errorf("check OTHER EMPTY: exit %d, stderr %q, out %q", code, errs, out)
	}
}

// On real material: parser_tests holds files that yield no game; CI can
// now fail on them, which check alone (exit 0) never did.
func TestFailOnSharedCorpus(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests")
	code, _, errs := runProcess(t, "", "check", dir, "--fail-on", "error")
	if code != exitFindings || !strings.Contains(errs, "--fail-on: ") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

package main

import (
	"strings"
	"testing"
)

// --help prints the usage once, on standard output, for every command;
// a bad flag prints the error and the usage once, on standard error.
func TestHelpOnce(t *testing.T) {
	for _, c := range commands {
		code, out, errs := runProcess(t, "", c.name, "--help")
		if code != exitOK || errs != "" || strings.Count(out, "usage: rulediff "+c.name) != 1 {
			t.Errorf("%s --help: exit %d, stderr %q, stdout:\n%s", c.name, code, errs, out)
		}
		code, out, errs = runProcess(t, "", c.name, "--no-such-flag")
		if code != exitUsage || out != "" || strings.Count(errs, "usage: rulediff "+c.name) != 1 ||
			!strings.Contains(errs, "flag provided but not defined: -no-such-flag") {
			t.Errorf("%s --no-such-flag: exit %d, stdout %q, stderr:\n%s", c.name, code, out, errs)
		}
	}
}

// stats has its own usage and only the flags it reads.
func TestStatsHelp(t *testing.T) {
	_, out, _ := runProcess(t, "", "stats", "--help")
	if !strings.HasPrefix(out, "usage: rulediff stats [flags] [PATH...]") || !strings.Contains(out, "-fail-on") {
		t.Errorf("stats --help:\n%s", out)
	}
	for _, flag := range []string{"-detail", "-list"} {
		if strings.Contains(out, flag) {
			t.Errorf("stats --help lists %s, audit's flag", flag)
		}
	}
}

// score - reads the record from standard input, like audit -.
func TestScoreStdin(t *testing.T) {
	// 2x1, Black A1, three passes, KM 0: by area Black has the stone and
	// the empty point, White nothing: B+2 under chinese.
	code, out, errs := runProcess(t, "(;GM[1]SZ[2:1]KM[0];B[aa];W[];B[];W[])", "score", "-", "--rules", "chinese", "--dead", "none")
	if code != exitOK || !strings.Contains(out, "- game 1, position after move 4") || !strings.Contains(out, "| B+2 ") {
		t.Errorf("exit %d (%s):\n%s", code, errs, out)
	}
	code, _, errs = runProcess(t, "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[cc])", "score", "--", "-#3")
	if code != exitUsage || !strings.Contains(errs, "-: game 3: the file holds 2 game(s)") {
		t.Errorf("score -#3: exit %d, %q", code, errs)
	}
}

// Warnings name points as the tables do: White's play on Black's E5.
func TestWarningsNamePoints(t *testing.T) {
	code, out, errs := runProcess(t, "(;GM[1]SZ[9]KM[6.5];B[ee];W[ee];B[cc])", "audit", "-", "--dead", "none")
	if code != exitOK || !strings.Contains(out, "replay: White at E5: the point is occupied; the move is not applied") {
		t.Errorf("exit %d (%s):\n%s", code, errs, out)
	}
}

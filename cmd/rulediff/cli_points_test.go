package main

import (
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// --dead in every form a user types, on the 5x5 record of deadFiles (by
// hand: the White stone at SGF ac, GTP A3, sits in Black's side; ruled
// dead, Black has 5 territory and 1 prisoner against White's 10 and komi
// 0.5: W+4.5, as RE says; not ruled dead, column A is neutral: W+10.5).
// Column A holds no other stone, so the rectangles over it rule the same.
func TestDeadPointForms(t *testing.T) {
	rec, _, _, _ := deadFiles(t)
	for _, dead := range []string{"A3", "a3", "ac", "A1-A5", "A5:A1", "aa:ae", "[ac]", "A3,A3 ac"} {
		code, out, errs := runProcess(t, "", "score", "--rules", "japanese", "--dead", dead, rec)
		if code != exitOK || !strings.Contains(out, "| W+4.5 ") || !strings.Contains(out, "Dead stones (user): A3\n") {
			t.Errorf("--dead %s: exit %d (%s):\n%s", dead, code, errs, out)
		}
	}
	// C5 is a stone of White's wall: ruled dead, it is Black's prisoner
	// (1), and its point opens White's side to Black's wall: D1-E5 and C5
	// touch both colours, so do A1-A2 and A4-A5 (A3 now lives): no
	// territory. Black 1, White komi 0.5: B+0.5.
	code, out, _ := runProcess(t, "", "score", "--rules", "japanese", "--dead", "C5", rec)
	if code != exitOK || !strings.Contains(out, "| B+0.5 ") {
		t.Errorf("--dead C5: exit %d:\n%s", code, out)
	}
	for _, c := range []struct{ dead, want string }{
		{"A3,F1", `"F1": off the 5x5 board (A1 to E5)`},
		{"A3 I2", `"I2": GTP names have no column I`},
		{"A3-", `"A3-": not a point`},
		{"ff", `"ff": off the 5x5 board`},
	} {
		code, _, errs := runProcess(t, "", "score", "--dead", c.dead, rec)
		if code != exitUsage || !strings.Contains(errs, c.want) {
			t.Errorf("--dead %s: exit %d, stderr %q; want %q", c.dead, code, errs, c.want)
		}
	}
	// audit reads the syntax up front and the board per game.
	if code, _, errs := runProcess(t, "", "audit", "--dead", "A3-", rec); code != exitUsage || !strings.Contains(errs, `"A3-": not a point`) {
		t.Errorf("audit --dead A3-: exit %d, %q", code, errs)
	}
}

// The README's example, which failed with "not a point name" whatever
// the name: GTP names on a 19x19 record.
func TestDeadGTPNamesOnARealRecord(t *testing.T) {
	rec := shared.Path(t, "corpora", "gnugo_regression", "games", "kgs", "Kuksa-GNU.sgf")
	code, out, errs := runProcess(t, "", "score", rec, "--dead", "B17,D17", "--rules", "japanese,chinese,aga")
	if code != exitOK || !strings.Contains(out, "Dead stones (user): B17 D17\n") {
		t.Errorf("exit %d (%s):\n%s", code, errs, out)
	}
}

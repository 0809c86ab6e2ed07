package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// deadFiles writes a 5x5 record without markup and marking files. By
// hand (komi 0.5): Black's wall on column b, White's on column c and a
// White stone at A3 inside Black's side. Nothing removed, column A is
// neutral: japanese W+10.5. The marking's TB over column A rules A3 dead:
// Black 5 territory + 1 prisoner against White's 10, W+4.5 as RE says.
func deadFiles(t *testing.T) (rec, mark, mark9, broken string) {
	t.Helper()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	rec = write("rec.sgf", "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+4.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][ac];B[];W[])")
	mark = write("mark.sgf", "(;SZ[5];B[];W[]TB[aa:ae])")
	mark9 = write("mark9.sgf", "(;GM[1]\nSZ[9];B[];W[]TB[aa:ae])")
	broken = write("broken.sgf", "this is not an sgf file")
	return
}

func TestDeadMarkingFileAudit(t *testing.T) {
	rec, mark, _, _ := deadFiles(t)
	var g struct {
		Verdicts map[string]struct {
			Result, Dead string
		}
		ResultCheck *struct {
			Ruleset, Computed, Declared string
			Agrees                      bool
			Difference                  *float64
		} `json:"result_check"`
	}
	code, out, errs := runCmd(t, "audit", "--format", "jsonl", "--rules", "japanese,chinese", "--dead", "none", rec)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if err := json.Unmarshal([]byte(out), &g); err != nil {
		t.Fatal(err)
	}
	if g.Verdicts["japanese"].Result != "W+10.5" || g.ResultCheck == nil || g.ResultCheck.Agrees || *g.ResultCheck.Difference != -6 {
		t.Fatalf("without marking: %+v %+v", g.Verdicts, g.ResultCheck)
	}
	code, out, errs = runCmd(t, "audit", "--format", "jsonl", "--rules", "japanese,chinese", "--dead", mark, rec)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	g.ResultCheck = nil
	if err := json.Unmarshal([]byte(out), &g); err != nil {
		t.Fatal(err)
	}
	// area with A3 removed: B 5 + 5, W 15 + 0.5: W+5.5.
	if j, c := g.Verdicts["japanese"], g.Verdicts["chinese"]; j.Result != "W+4.5" || j.Dead != "user" || c.Result != "W+5.5" {
		t.Errorf("with marking: %+v", g.Verdicts)
	}
	if c := g.ResultCheck; c == nil || !c.Agrees || c.Ruleset != "japanese" || *c.Difference != 0 {
		t.Errorf("check %+v", c)
	}
	_, out, _ = runCmd(t, "audit", "--rules", "japanese", "--dead", mark, rec)
	if !strings.Contains(out, "dead stones: given by the user") ||
		!strings.Contains(out, "RE W+4.5 under japanese; computed W+4.5: agrees.") {
		t.Errorf("table:\n%s", out)
	}
}

func TestDeadMarkingFileScore(t *testing.T) {
	rec, mark, mark9, broken := deadFiles(t)
	code, out, errs := runCmd(t, "score", "--rules", "japanese", "--dead", mark, rec)
	if code != exitOK || !strings.Contains(out, "W+4.5") || !strings.Contains(out, "A3") {
		t.Fatalf("exit %d (%s):\n%s", code, errs, out)
	}
	for _, tc := range []struct{ file, want string }{
		{mark9, "mark9.sgf:2:1: the marking is for a 9x9 board, the game is 5x5"},
		{broken, "broken.sgf: 1:1: error: "},
		{rec, "rec.sgf:1:1: the last node of the main line marks no territory"},
		{filepath.Join(filepath.Dir(rec), "absent.sgf"), "absent.sgf: no such file"},
	} {
		code, _, errs := runCmd(t, "score", "--dead", tc.file, rec)
		if code != exitUsage || !strings.Contains(errs, tc.want) {
			t.Errorf("--dead %s: exit %d, stderr %q, want %q", filepath.Base(tc.file), code, errs, tc.want)
		}
	}
	if code, _, errs := runCmd(t, "audit", "--dead", broken, rec); code != exitUsage || !strings.Contains(errs, "broken.sgf") {
		t.Errorf("audit with a broken marking file: exit %d, %q", code, errs)
	}
}

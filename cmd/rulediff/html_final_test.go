package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAuditHTMLFinalBoards: the wiring of the final boards. The bestiary's
// seki-points record (a 7x2 board that is one seki, worked out in its
// comment) has score divergences and one distinct count: its HTML audit
// draws one final board, naming all three rulesets, with White's eyes in
// seki A1 and G1 and the shared liberties C1 and E1 marked; the JSON Lines
// and YAML of the same audit carry no final boards.
func TestAuditHTMLFinalBoards(t *testing.T) {
	rec := "(;FF[4]CA[UTF-8]GM[1]SZ[7:2]KM[0.5]AB[ca][da][ea][db]AW[aa][ba][fa][ga][bb][fb];B[];W[])"
	path := filepath.Join(t.TempDir(), "seki.sgf")
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"audit", "--rules", "japanese,chinese,aga", "--dead", "none", path, "--format"}
	code, page, errs := runCmd(t, append(args, "html")...)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(page, "<figcaption>Final position as counted by japanese W&#43;0.5; chinese, aga W&#43;4.5 · dead stones: none (0 removed)</figcaption>"); n != 1 {
		t.Errorf("%d final boards for japanese, chinese and aga, want 1", n)
	}
	// rows from the top: y 1 is the first line; A1 (0,1), G1 (6,1) eyes; C1 (2,1), E1 (4,1) shared
	for _, want := range []string{`<path class="ew" d="M0 1m0-.26l.24.42h-.48zM6 1m0-.26l.24.42h-.48z"/>`,
		`<path class="ss" d="M2 1m0-.22l.22.22-.22.22-.22-.22zM4 1m0-.22l.22.22-.22.22-.22-.22z"/>`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	for _, format := range []string{"jsonl", "yaml"} {
		if _, out, _ := runCmd(t, append(args, format)...); strings.Contains(out, "final") {
			t.Errorf("%s carries final boards", format)
		}
	}
}

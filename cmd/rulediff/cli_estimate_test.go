package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// `rulediff score --dead estimate` on GNU Go's score9 (score.tst: W+97.5):
// Black's 39-stone dragon has one sure eye (G13); F12, H12 and F15 are
// false once White fills the dame D13, K13, M13, E16 and G16, each an
// atari Black must answer by filling an eye (worked by hand in
// rules/score/filldoubt_test.go). Dead, with White's area closed around
// it, the count is GNU Go's.
func TestScoreEstimateScore9(t *testing.T) {
	rec := shared.Path(t, "corpora", "gnugo_regression", "games", "scoring", "score9.sgf")
	code, out, errs := runCmd(t, "score", "--dead", "estimate", "--rules", "japanese", "--format", "jsonl", rec)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var sheet struct {
		Game struct {
			Verdicts map[string]struct{ Result string }
		}
		Dead []string
	}
	if err := json.Unmarshal([]byte(out), &sheet); err != nil {
		t.Fatal(err)
	}
	if got := sheet.Game.Verdicts["japanese"].Result; !strings.HasPrefix(got, "W+") {
		t.Errorf("result %s, want White's win (GNU Go: W+97.5)", got)
	}
	for _, p := range []string{"E17", "E15", "D12", "M12", "G15", "E5"} {
		if !slices.Contains(sheet.Dead, p) {
			t.Errorf("%s (the dragon) not dead: %v", p, sheet.Dead)
		}
	}
}

package compare

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// decided gives the strings the concatenation gives: "W+R" when Black
// lost by resignation, "B+T" when White lost on time, "+F" when nobody
// is known to have lost (later read as no winner known), and so on for
// every loser and every ending the verdicts write.
func TestDecidedIsConcatenation(t *testing.T) {
	if got := decided(board.Black, "+R"); got != "W+R" {
		t.Errorf("Black resigned: %q, want W+R", got)
	}
	if got := decided(board.White, "+T"); got != "B+T" {
		t.Errorf("White lost on time: %q, want B+T", got)
	}
	for _, loser := range []board.Color{board.Empty, board.Black, board.White, 3} {
		for _, how := range []string{"+R", "+T", "+F", "+X"} {
			if got, want := decided(loser, how), winnerOf(rules.EndResignation, loser)+how; got != want {
				t.Errorf("loser %v, %s: %q, want %q", loser, how, got, want)
			}
		}
	}
}

package rules

import (
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The replay's notes name points as the reports do: White's play on
// Black's stone at (4,4) of a 9x9 board is E5 (column E, row 9-4 = 5);
// a play off a 9x9 board at (10,2) is SGF kc; a setup stone off a 30x30
// board at (40,1) is SGF Ob (O = 26+14 = 40).
func TestNotesNamePointsAsTables(t *testing.T) {
	g := Game{W: 9, H: 9, Steps: []Step{Play(board.Black, 4, 4), Play(board.White, 4, 4), Play(board.White, 10, 2)}}
	out, err := Replay(&g, handRulesets()[:1])
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, n := range out.Notes {
		msgs = append(msgs, n.Msg)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{"White at E5: the point is occupied", "White at kc (off the board): the point is off the board"} {
		if !strings.Contains(all, want) {
			t.Errorf("notes lack %q:\n%s", want, all)
		}
	}
	g = Game{W: 30, H: 30, Setup: []Stone{{X: 40, Y: 1, Color: board.Black}}, Steps: []Step{Pass(board.Black)}}
	if out, err = Replay(&g, handRulesets()[:1]); err != nil {
		t.Fatal(err)
	}
	if len(out.Notes) == 0 || !strings.Contains(out.Notes[0].Msg, "setup stone at Ob (off the board): ignored") {
		t.Errorf("notes %+v", out.Notes)
	}
}

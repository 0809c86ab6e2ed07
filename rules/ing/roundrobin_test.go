package ing

import (
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The reply to lecture 12 on the 3x3 circular ko "# O . / . # O / # O .":
// "black's starting a fighting ko leads to two roundabouts [...] until the
// initial position is repeated for the second time. Then black [...] has
// to find a ko threat [...]" - "Correct." A roundabout is Black C3, White
// A2, Black C1, White B3, Black A1, White C2, Black A3, White B1 (back to
// the start). Each position of the roundabout is its own class of board
// positions, and the first ko stone of each fighting ko from a class is
// ignored: the second roundabout repeats every action once (the first
// counted one), and Black's third C3 (move 17) would be her second.
func TestRoundRobinTwoRoundabouts(t *testing.T) {
	p := diagram(t, "# O .", ". # O", "# O .")
	order := map[string][]int{ // playing order of one roundabout
		"1": {pt(p, 2, 0)}, "2": {pt(p, 0, 1)}, "3": {pt(p, 2, 2)}, "4": {pt(p, 1, 0)},
		"5": {pt(p, 0, 2)}, "6": {pt(p, 2, 1)}, "7": {pt(p, 0, 0)}, "8": {pt(p, 1, 2)},
	}
	two := strings.Repeat("12345678", 2)
	wantAllowed(t, "circular ko, two roundabouts", replay(t, p, board.Black, seq(t, two, order)))
	wantLast(t, "circular ko, Black's third C3", replay(t, p, board.Black, seq(t, two+"1", order)), ProhibitionRule)
}

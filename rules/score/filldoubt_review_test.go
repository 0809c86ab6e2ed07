package score

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestReviewLostOnceFilled: Black's group (7x7) has two eye spaces, C3
// and E3, inside White's wall. By hand: C3 is false, White owning both
// its diagonals B4 and B2, so B3 is a chain apart, with the liberties C3
// and the dame A3. White fills A3: B3 is in atari and Black must fill C3,
// which leaves the whole group the one liberty E3: White takes it.
// Black moving first does no better: A3 leaves B3–A3 the one liberty C3
// (White takes both there), C3 leaves A3 to White and E3 alone, E3
// leaves the big chain C3 alone. Dead whoever moves, yet lost only once
// the dame are filled (as it stands B3 has two liberties), which Doubts
// never raised: counted alive by uncertain playouts, the review kills it.
// A sure verdict stays.
func TestReviewLostOnceFilled(t *testing.T) {
	rows := []string{
		".......",
		".......",
		"OOOOOOO",
		"OOXXXXO",
		".X.X.XO",
		"OOXXXXO",
		"OOOOOOO",
	}
	var black []int
	for i, r := range rows {
		for j, c := range r {
			if c == 'X' {
				black = append(black, i*7+j)
			}
		}
	}
	if got := reviewed(t, rows, board.Black, 0.7); !slices.Equal(got, black) {
		t.Errorf("uncertain: dead %v, want every black stone %v", got, black)
	}
	if got := reviewed(t, rows, board.Black, EstimateSure); len(got) != 0 {
		t.Errorf("sure: dead %v, want none", got)
	}
}

// TestReviewLostOnceFilledAnswered: Black's group (7x7, bottom edge) has
// the eyes B1 and D1; A1 stands apart with the liberties B1 and the dame
// A2. Filled White first it is lost (White A2, Black fills B1, one eye
// left), but A2 is Black's to take too: Black A2 joins A1 to B2 and the
// group has two eyes. Lost only if White moves first: the reader, Black
// moving first, leaves it alive, and so does the review.
func TestReviewLostOnceFilledAnswered(t *testing.T) {
	rows := []string{
		".......",
		".......",
		".......",
		".......",
		"OOOOOOO",
		".XXXXO.",
		"X.X.XO.",
	}
	if got := reviewed(t, rows, board.Black, 0.7); len(got) != 0 {
		t.Errorf("dead %v, want none", got)
	}
	// It is the doubt's candidate: lost on the board White fills first.
	p := board.MustParsePosition(strings.Join(rows, "/"))
	g := geometry(p.W, p.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	v.prepare(Input{Position: p, DeadMethod: DeadEstimate}, true, true)
	a.owe()
	if a.lost[6*7]&(1<<closedWhiteFirst) == 0 || a.lost[6*7]&lostAsItStands != 0 {
		t.Errorf("A1 lost bits %03b: want lost on the board White fills first only", a.lost[6*7])
	}
}

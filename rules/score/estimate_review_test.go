package score

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// reviewed runs review on a diagram whose lowercase stones the playouts
// judged dead, the stones of colour c (every stone if c is Empty) with
// confidence conf and the others sure (1), and returns the dead stones after it (row-major).
func reviewed(t *testing.T, rows []string, c board.Color, conf float32) []int {
	t.Helper()
	p := board.MustParsePosition(strings.Join(rows, "/"))
	g := geometry(p.W, p.H)
	est := Estimate{Playouts: 64, Confidence: make([]float32, g.n)}
	dead := make([]bool, g.n)
	for i, s := range p.Stones {
		switch {
		case s == board.Empty:
		case s == c || c == board.Empty:
			est.Confidence[i] = conf
		default:
			est.Confidence[i] = 1
		}
		dead[i] = strings.ContainsRune("xo", rune(rows[i/p.W][i%p.W]))
	}
	est.review(p, g, make([]Life, g.n), dead, make([]int32, g.n))
	return deadList(dead)
}

// TestReviewNoTwoEyes: White's ring B2–F6 (7x7) encloses nine points;
// Black's C5 and D4 inside it have no eye and no room for two, so they
// cannot live whoever plays first. Counted alive by playouts in doubt
// they turn dead; a sure verdict (EstimateSure) is left as it is, and so
// is an uncertain one against a ring in doubt: the review does not read
// races (facesUncertain).
func TestReviewNoTwoEyes(t *testing.T) {
	rows := []string{
		".......",
		"..OOO..",
		".OX..O.",
		".O.X.O.",
		".O...O.",
		"..OOO..",
		".......",
	}
	c5, d4 := 2*7+2, 3*7+3
	if got := reviewed(t, rows, board.Black, 0.7); !slices.Equal(got, []int{c5, d4}) {
		t.Errorf("uncertain: dead %v, want C5 and D4 %v", got, []int{c5, d4})
	}
	if got := reviewed(t, rows, board.Black, EstimateSure); len(got) != 0 {
		t.Errorf("sure: dead %v, want none", got)
	}
	if got := reviewed(t, rows, board.Empty, 0.7); len(got) != 0 {
		t.Errorf("both uncertain: dead %v, want none", got)
	}
}

// TestReviewUnopposed: Black's wall on row 4 (7x5) closes the lower
// area, where the playouts left Black's D2 and White's E2 dead. No living
// white stone borders that area: nothing can capture D2, which is alive;
// E2 stays dead (Black's area). A sure dead verdict is left as it is.
func TestReviewUnopposed(t *testing.T) {
	rows := []string{
		".......",
		"XXXXXXX",
		".......",
		"...xo..",
		".......",
	}
	d2, e2 := 3*7+3, 3*7+4
	if got := reviewed(t, rows, board.Black, 0.6); !slices.Equal(got, []int{e2}) {
		t.Errorf("uncertain: dead %v, want E2 only %v", got, []int{e2})
	}
	if got := reviewed(t, rows, board.Black, 0.9); !slices.Equal(got, []int{d2, e2}) {
		t.Errorf("sure: dead %v, want D2 and E2 %v", got, []int{d2, e2})
	}
}

// TestReviewLeavesRaces: bestiary/molasses-ko's final position. Black's
// B3–C1 and White's D3–E1 each have a straight three on their edge (A1–A3,
// F1–F3) and share the ko at C2/D2 (Black's D2 in atari): whoever plays
// first in the other's eye kills it, and the players passed. The J89
// doubts read Black alone short of two eyes (White takes the ko stone
// D2), but White is in doubt too (the playouts keep it in about two
// thirds): a race the review leaves to the playouts, which remove D2
// only.
func TestReviewLeavesRaces(t *testing.T) {
	p := board.MustParsePosition(".XXOO./.X.XO./.XXOO.")
	if got := EstimateDead(p).Dead; !slices.Equal(got, []int{9}) {
		t.Errorf("dead %v, want D2 [9] only", got)
	}
}

// TestReviewNakade: sure verdicts (confidence 1 for every stone). Black's
// C7–A5 encloses the corner's square four, one eye (TestEstimateSquareFour
// works it out): facing White's wall, which has the rest of the board,
// Black is dead although the playouts were sure. With Black's F column and
// row 2 around the wall, White's wall has no eye either (its region
// E7–E3, A3–D3 touches Black's outer stones): two groups short of eyes
// against each other are a race, which the review leaves to the playouts
// whatever its outcome (here White, with nine outside liberties against
// the five of a square four, would win it; a race reader lost accuracy,
// docs/scoring.md), so both stay as the playouts judged them. Black's
// outer stones, with an eye space of more than six points, and a group
// without any eye space are not nakade doubts: left to the playouts.
func TestReviewNakade(t *testing.T) {
	open := []string{
		"..XO...",
		"..XO...",
		"XXXO...",
		"OOOO...",
		".......",
		".......",
		".......",
	}
	if got, want := reviewed(t, open, board.Empty, 1), []int{2, 9, 14, 15, 16}; !slices.Equal(got, want) {
		t.Errorf("facing a living wall: dead %v, want Black's chain %v", got, want)
	}
	race := []string{
		"..XO.X.",
		"..XO.X.",
		"XXXO.X.",
		"OOOO.X.",
		".....X.",
		"XXXXXX.",
		".......",
	}
	if got := reviewed(t, race, board.Empty, 1); len(got) != 0 {
		t.Errorf("facing a wall without eyes: dead %v, want none", got)
	}
}

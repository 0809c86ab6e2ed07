package score

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// reviewed runs review on a diagram whose lowercase stones the playouts
// judged dead, every stone with confidence conf, and returns the dead
// stones after it (row-major).
func reviewed(t *testing.T, rows []string, conf float32) []int {
	t.Helper()
	p := board.MustParsePosition(strings.Join(rows, "/"))
	g := geometry(p.W, p.H)
	est := Estimate{Playouts: 64, Confidence: make([]float32, g.n)}
	dead := make([]bool, g.n)
	for y, row := range rows {
		for x, c := range row {
			if c != '.' {
				est.Confidence[y*p.W+x] = conf
			}
			dead[y*p.W+x] = c == 'x' || c == 'o'
		}
	}
	est.review(p, g, dead, make([]int32, g.n))
	return deadList(dead)
}

// TestReviewNoTwoEyes: White's ring B2–F6 (7x7) encloses nine points;
// Black's C5 and D4 inside it have no eye and no room for two, so they
// cannot live whoever plays first. Counted alive by playouts in doubt
// they turn dead; a sure verdict (EstimateSure) is left as it is.
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
	if got := reviewed(t, rows, 0.7); !slices.Equal(got, []int{c5, d4}) {
		t.Errorf("uncertain: dead %v, want C5 and D4 %v", got, []int{c5, d4})
	}
	if got := reviewed(t, rows, EstimateSure); len(got) != 0 {
		t.Errorf("sure: dead %v, want none", got)
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
	if got := reviewed(t, rows, 0.6); !slices.Equal(got, []int{e2}) {
		t.Errorf("uncertain: dead %v, want E2 only %v", got, []int{e2})
	}
	if got := reviewed(t, rows, 0.9); !slices.Equal(got, []int{d2, e2}) {
		t.Errorf("sure: dead %v, want D2 and E2 %v", got, []int{d2, e2})
	}
}

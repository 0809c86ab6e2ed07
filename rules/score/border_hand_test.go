package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestBordersByHand works out the open borders of a 5x3 board by hand:
//
//	x . . . o     points  0  1  2  3  4
//	x . . . o             5  6  7  8  9
//	x x . o o            10 11 12 13 14
//
// The empty points form one region of seven, touching both colours: the
// neutral points 1 2 3 6 7 8 12, in index order. It holds more than
// EstimateDameRegion points, and 2 and 7 have no stone beside them: an
// open area. Its points are open borders but 12, which has Black's 11
// and White's 13 beside it (where the two sides meet: a dame). With an
// estimate's owners instead, only the points it gives to a colour are
// open borders, again not 12 even when given: the owners here give 1
// and 12 to Black and 3 to White.
func TestBordersByHand(t *testing.T) {
	defer SetCheckBorders(true)()
	p := board.MustParsePosition("x...o/x...o/xx.oo")
	g := geometry(5, 3)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	borders := func(owner []board.Color) []int {
		v.prepare(Input{Position: p, Owner: owner}, true, true)
		var got []int
		for i := range a.col {
			if a.openBorder(int32(i)) {
				got = append(got, i)
			}
		}
		return got
	}
	if got, want := borders(nil), []int{1, 2, 3, 6, 7, 8}; !slices.Equal(got, want) {
		t.Errorf("open borders %v, want %v", got, want)
	}
	if want := []int32{1, 2, 3, 6, 7, 8, 12}; !slices.Equal(a.neutral, want) {
		t.Errorf("neutral points %v, want %v", a.neutral, want)
	}
	owner := make([]board.Color, 15)
	owner[1], owner[12], owner[3] = board.Black, board.Black, board.White
	if got, want := borders(owner), []int{1, 3}; !slices.Equal(got, want) {
		t.Errorf("open borders with owners %v, want %v", got, want)
	}
}

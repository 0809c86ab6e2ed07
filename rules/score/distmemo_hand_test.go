package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestDistMemoByHand works two 5x2 boards out by hand, each distance the
// Manhattan distance to the nearest stone of the colour:
//
//	"x..../....o": Black's  0 1 2 3 4 / 1 2 3 4 5
//	               White's  5 4 3 2 1 / 4 3 2 1 0
//	"....x/....o": Black's  4 3 2 1 0 / 5 4 3 2 1
//	               White's  as above
//
// The first board is scanned, then asked again by another analysis (a
// copy from the memo), then the second board, one stone apart, must be
// scanned, not copied.
func TestDistMemoByHand(t *testing.T) {
	g := geometry(5, 2)
	first := board.MustParsePosition("x..../....o").Stones
	second := board.MustParsePosition("....x/....o").Stones
	wFirst := [2][]int32{{0, 1, 2, 3, 4, 1, 2, 3, 4, 5}, {5, 4, 3, 2, 1, 4, 3, 2, 1, 0}}
	wSecond := [2][]int32{{4, 3, 2, 1, 0, 5, 4, 3, 2, 1}, wFirst[1]}
	copies := 0
	old := checkDistMemo
	checkDistMemo = func(*analysis, []int32, []int32) { copies++ }
	defer func() { checkDistMemo = old }()
	g.dists = distMemo{}
	for k, c := range []struct {
		stones []board.Color
		want   [2][]int32
		copied int
	}{{first, wFirst, 0}, {first, wFirst, 1}, {second, wSecond, 1}} {
		a := newAnalysis(g)
		copy(a.col, c.stones)
		db, dw := make([]int32, g.n), make([]int32, g.n)
		a.distancesBoth(db, dw)
		if !slices.Equal(db, c.want[0]) || !slices.Equal(dw, c.want[1]) {
			t.Errorf("call %d: %v %v, want %v %v", k, db, dw, c.want[0], c.want[1])
		}
		if copies != c.copied {
			t.Errorf("call %d: %d copies so far, want %d", k, copies, c.copied)
		}
	}
}

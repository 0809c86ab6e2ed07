package score

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestFillTriesByHand works out, on a 3x2 board, a point fill must try
// again (a later fill changed its answer) and one it need not (nothing
// filled since its try), and findSeki reading the last tries.
//
//	x o .     points 0 1 2
//	. x .            3 4 5      Black's 0 marked dead
//
// Without the dead stone the regions are {0,3} and {2,5}, each touching
// both colours: the neutral points are 0, 2, 3 and 5, and 0 (a dead
// stone's point) is no dame, so the filling tries 2, 3 and 5. On the
// board as played White's 1 has the one liberty 2 and Black's 4 the two
// liberties 3 and 5. White first at each point (closedWhiteFirst):
//   - sweep 1: White on 2 leaves {1,2} the one liberty 5: unsafe; Black
//     on 2 takes White's 1, a stone counted alive: no dame fill. White
//     on 3 takes the dead stone 0 (its one liberty was 3), one stone:
//     safe, filled. White on 5 takes Black's 4 (in atari now), alive:
//     no fill; Black on 5 leaves {4,5} with no liberty: unsafe.
//   - sweep 2: 2 was tried before the fill on 3, which gave White's 1
//     the liberty 0: it must be tried again, and White on 2 now keeps
//     {1,2} the liberties 0 and 5 (5 in the neutral region {2,5}):
//     filled. 5 is tried again (the fill on 2 came after its try):
//     unsafe for Black, White's capture takes a living stone.
//   - sweep 3: 5 was tried on the board as it stands (nothing filled
//     since): not tried again, and nothing else is left: done.
//
// The closed board is ". o o / o x .", and findSeki asks only of 5 (the
// one point left empty that is no dead stone's): read from its last try
// (White may take Black's 4 in atari: no shared liberty), not asked
// again. No seki, so the Black-first board is not filled. With the
// shortcuts off (fillRef) the same board comes with 5 tried in a third
// sweep and again by findSeki (Black, then White).
func TestFillTriesByHand(t *testing.T) {
	in := Input{Position: board.MustParsePosition("xo./.x."), Dead: []int{0}, DeadMethod: DeadUser}
	const W, B = board.White, board.Black
	tries := func(on bool) []string {
		var got []string
		oldFill, oldRef := checkFill, fillByRef
		defer func() { checkFill, fillByRef = oldFill, oldRef }()
		checkFill = func(a *analysis, p int, c board.Color) (bool, []int32) {
			got = append(got, fmt.Sprint(p, c))
			return a.safeFillAt(p, c)
		}
		fillByRef = nil
		if !on {
			fillByRef = fillRef
		}
		g := geometry(3, 2)
		a := g.get()
		defer g.put(a)
		v := variant{a: a}
		v.prepare(in, true, true)
		want := []board.Color{board.Empty, W, W, W, B, board.Empty}
		if !a.closedOK[closedWhiteFirst] || !slices.Equal(a.closedBoard[closedWhiteFirst], want) || a.closedOK[closedBlackFirst] || v.hasSeki {
			t.Errorf("on %v: White first %v (filled %v), Black first filled %v, seki %v; want %v, the other not filled, no seki",
				on, a.closedBoard[closedWhiteFirst], a.closedOK[closedWhiteFirst], a.closedOK[closedBlackFirst], v.hasSeki, want)
		}
		return got
	}
	s := func(p int, c board.Color) string { return fmt.Sprint(p, c) }
	sweeps := []string{s(2, W), s(2, B), s(3, W), s(5, W), s(5, B), s(2, W), s(5, W), s(5, B)}
	if got := tries(true); !slices.Equal(got, sweeps) {
		t.Errorf("tries with the shortcuts:\n got %v\nwant %v", got, sweeps)
	}
	off := append(slices.Clone(sweeps), s(5, W), s(5, B), s(5, B), s(5, W))
	if got := tries(false); !slices.Equal(got, off) {
		t.Errorf("tries without:\n got %v\nwant %v", got, off)
	}
}

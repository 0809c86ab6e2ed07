package board

import (
	"slices"
	"testing"
)

// Position.Chain by hand, on a 3x3 board (x across, y down):
//
//	. B .
//	B B .
//	. . .
//
// The chain through the centre (index 4) is its three stones, 1, 3 and 4;
// its liberties are 0 (beside two of its stones: counted once), 2, 5, 6
// and 7: five. White stones at 5 and 7 (not neighbours: two chains)
// take two of them: three; the one at 5 has 2 and 8.
func TestChainByHand(t *testing.T) {
	p := NewPosition(3, 3)
	for _, i := range []int{1, 3, 4} {
		p.Stones[i] = Black
	}
	stones, libs := p.Chain(4)
	slices.Sort(stones)
	if !slices.Equal(stones, []int{1, 3, 4}) || libs != 5 {
		t.Fatalf("chain %v, %d liberties; want [1 3 4], 5", stones, libs)
	}
	p.Stones[5], p.Stones[7] = White, White
	if _, libs := p.Chain(1); libs != 3 {
		t.Fatalf("%d liberties with White at 5 and 7, want 3", libs)
	}
	if stones, libs := p.Chain(5); len(stones) != 1 || libs != 2 {
		t.Fatalf("White at 5: %v, %d liberties; want one stone, 2 (2 and 8)", stones, libs)
	}
}

// Chain reports the size and the pseudo-liberties of the chain through a
// point, worked by hand on small positions.
func TestChain(t *testing.T) {
	b, _ := NewBoard(4, 4)
	// Row 0: x x . o ; row 1: . x . o ; rows 2-3 empty.
	b.SetPosition(MustParsePosition("xx.o/.x.o/..../...."))
	for _, tc := range []struct {
		x, y         int
		stones, libs int
	}{
		// Black a4 b4 b3: liberties c4 (next to b4), a3 (next to a4
		// and b3: counted twice), c3, b2: 5 adjacencies, 4 liberties.
		{0, 0, 3, 5},
		{1, 1, 3, 5},
		// White d4 d3: c4, c3, d2.
		{3, 0, 2, 3},
		{2, 0, 0, 0},  // empty
		{4, 0, 0, 0},  // off the board
		{-1, 2, 0, 0}, // off the board
	} {
		s, l := b.Chain(tc.x, tc.y)
		if s != tc.stones || l != tc.libs {
			t.Errorf("Chain(%d,%d) = %d, %d; want %d, %d", tc.x, tc.y, s, l, tc.stones, tc.libs)
		}
	}
	// After plays the counts follow: White c4 takes a liberty from both
	// chains and joins d4-d3 (c4's own liberty c3 is shared: 2 + 1 - 1).
	res, _ := b.Play(2, 0, White)
	if res.Chain != (ChainSize{3, 3}) {
		t.Errorf("White c4's PlayResult: chain %d, %d; want 3, 3", res.Chain.Stones, res.Chain.PseudoLibs)
	}
	if s, l := b.Chain(3, 1); s != 3 || l != 3 {
		t.Errorf("after White c4: white chain %d, %d; want 3, 3 (c3 twice, d2)", s, l)
	}
	if s, l := b.Chain(0, 0); s != 3 || l != 4 {
		t.Errorf("after White c4: black chain %d, %d; want 3, 4", s, l)
	}
}

// Around reads the four neighbours of a padded index, OffBoard beyond
// the edges.
func TestAround(t *testing.T) {
	b, _ := NewBoard(4, 4)
	b.SetPosition(MustParsePosition("xx.o/.x.o/..../...."))
	for _, tc := range []struct {
		x, y       int
		l, r, u, d Color
	}{
		{1, 1, Empty, Empty, Black, Empty},       // b3
		{0, 0, OffBoard, Black, OffBoard, Empty}, // a4, the corner
		{3, 0, Empty, OffBoard, OffBoard, White}, // d4
		{3, 3, Empty, OffBoard, Empty, OffBoard}, // d1
	} {
		l, r, u, d := b.Around(b.Index(tc.x, tc.y))
		if l != tc.l || r != tc.r || u != tc.u || d != tc.d {
			t.Errorf("Around(%d,%d) = %v %v %v %v, want %v %v %v %v", tc.x, tc.y, l, r, u, d, tc.l, tc.r, tc.u, tc.d)
		}
	}
}

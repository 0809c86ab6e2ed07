package board

import "testing"

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
	b.Play(2, 0, White)
	if s, l := b.Chain(3, 1); s != 3 || l != 3 {
		t.Errorf("after White c4: white chain %d, %d; want 3, 3 (c3 twice, d2)", s, l)
	}
	if s, l := b.Chain(0, 0); s != 3 || l != 4 {
		t.Errorf("after White c4: black chain %d, %d; want 3, 4", s, l)
	}
}

// Open counts a stone's neighbours that are empty or of its colour,
// worked by hand on the same position.
func TestOpen(t *testing.T) {
	b, _ := NewBoard(4, 4)
	b.SetPosition(MustParsePosition("xx.o/.x.o/..../...."))
	for _, tc := range []struct{ x, y, open int }{
		{0, 0, 2},  // a4: b4 (own) and a3 (empty); the edges are neither
		{1, 0, 3},  // b4: a4, b3 (own), c4 (empty)
		{1, 1, 4},  // b3: b4 (own), a3, c3, b2 (empty)
		{3, 0, 2},  // d4: d3 (own), c4 (empty)
		{3, 1, 3},  // d3: d4 (own), c3, d2 (empty)
		{2, 0, 0},  // empty
		{4, 0, 0},  // off the board
		{0, -1, 0}, // off the board
	} {
		if got := b.Open(tc.x, tc.y); got != tc.open {
			t.Errorf("Open(%d,%d) = %d, want %d", tc.x, tc.y, got, tc.open)
		}
	}
	// White c4 closes b4's empty neighbour and opens nothing for it.
	b.Play(2, 0, White)
	if got := b.Open(1, 0); got != 2 {
		t.Errorf("after White c4: Open(b4) = %d, want 2", got)
	}
	if got := b.Open(2, 0); got != 2 { // d4 (own), c3 (empty)
		t.Errorf("Open(c4) = %d, want 2", got)
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

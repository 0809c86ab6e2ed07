package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// handAnalysis sets an analysis up on rows ('B', 'W', '.'), no dead
// stones: labelled, a.work the position, its chains built.
func handAnalysis(rows []string) *analysis {
	w, h := len(rows[0]), len(rows)
	a := newAnalysis(geometry(w, h))
	orig := make([]board.Color, w*h)
	for y, row := range rows {
		for x, ch := range row {
			switch ch {
			case 'B':
				orig[y*w+x] = board.Black
			case 'W':
				orig[y*w+x] = board.White
			}
		}
	}
	copy(a.col, orig)
	a.orig = orig
	a.label()
	copy(a.work, orig)
	a.buildWork()
	return a
}

// TestBesideOwnRegionByHand: safeFillAt answers oneEyeLeft's question
// without its walk when the neutral point has a neighbour in its own
// region, and walks otherwise. Both positions worked by hand; the
// walking safeFill must agree.
func TestBesideOwnRegionByHand(t *testing.T) {
	// Cut. C1 (x 2, y 0) and D1 (x 3) are one region, beside Black (B1,
	// C2) and White (E1, D2): neutral. Black on C1 joins the chain
	// B1 A2 B2 C2 B3 with liberties A1, D1 and A3: three. oneEyeLeft's
	// walk would meet D1 at once, a point of the neutral region, and
	// answer "not one eye": the fill is safe, read without the walk.
	a := handAnalysis([]string{
		".B..W.",
		"BBBWW.",
		".BWW..",
	})
	p := 2
	if !a.isNeutral(int32(p)) || !a.besideOwnRegion(p) {
		t.Fatalf("C1: neutral %v, beside its own region %v; want both", a.isNeutral(int32(p)), a.besideOwnRegion(p))
	}
	if safe, _ := a.safeFillAt(p, board.Black); !safe || !a.safeFill(p, board.Black) {
		t.Errorf("Black on C1: safeFillAt %v, safeFill %v; want both safe (three liberties, one outside any eye)", safe, a.safeFill(p, board.Black))
	}

	// Not cut. D1 (x 3, y 0) is a region of one point beside Black (C1,
	// D2) and White (E1): neutral, every neighbour a stone. Black on D1
	// joins C1 A2 B2 C2 D2 with liberties A1 and B1 (two, libsAfter lets
	// it through), both in the region A1 B1 that only Black touches, two
	// points: one eye. The group would be left with one eye and nothing
	// else: unsafe, found by the walk.
	a = handAnalysis([]string{
		"..B.W.",
		"BBBBW.",
		"WWWWW.",
	})
	p = 3
	if !a.isNeutral(int32(p)) || a.besideOwnRegion(p) {
		t.Fatalf("D1: neutral %v, beside its own region %v; want neutral, not beside", a.isNeutral(int32(p)), a.besideOwnRegion(p))
	}
	if safe, _ := a.safeFillAt(p, board.Black); safe || a.safeFill(p, board.Black) {
		t.Errorf("Black on D1: safeFillAt %v, safeFill %v; want both unsafe (its two liberties in one small eye)", safe, a.safeFill(p, board.Black))
	}
}

package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestWideChainByHand works out where safeFillAt answers from a wide
// chain (wideChainBeside) and where it must walk (oneEyeLeft).
//
// Cut, 5x5: C3 (index 12) is empty with Black's C4 and B3 and White's
// D3 and C2 beside it, a region of its own touching both: a dame.
// Black's chain B4-D4, A3-B3 has seven liberties besides C3 (A4, E4,
// B5-D5, A2, B2): more than an eye of three holds, so Black on C3 is
// safe without a walk (the walk would meet the region of row 5, which
// touches White's E3 through E4: no eye of Black's alone).
//
//	. . . . .
//	. x x x .
//	x x . o o
//	. . o . .
//	. . . . .
//
// Not cut, 7x3: E1 (index 18) is empty beside Black's D1 and E2 and
// White's F1. Black's chain (A3-E3, A2, E2, A1-D1) has four liberties:
// the eye B2-D2 (three points, touching Black only) and E1; White's
// F1-F3 has the eye G1-G3 and E1. Neither chain is wide, and each walk
// finds every liberty but E1 in its one eye of three: a fill of E1
// would leave a group with one eye only, so neither colour may fill
// it (the two one-eyed groups share E1 in seki).
//
//	x x x x x o .
//	x . . . x o .
//	x x x x . o .
//
// Cut by two liberties, 5x3: C2 (index 7) is empty beside Black's B2,
// C3 and C1 and White's D2, a region of its own touching both. Black's
// C3 has two liberties, C2 and B3, and B3 is in the region A3-B3, A2,
// A1-B1 of five points (Black's alone, but room for two eyes): no small
// eye, so Black on C2 is safe without a walk.
//
//	. . x o .
//	. x . o .
//	. . x o .
//
// Not cut by two liberties, 6x2: D1 (index 9) is empty beside Black's C1
// and D2 and White's E1. Black's D2 has two liberties, D1 and C2, and C2
// is in the region B2-C2 (two points, Black's alone): a small eye, so
// the walk must run, and it finds every liberty of the joined chain (B2,
// C2) in that one eye: Black may not fill D1. Nor White: its E1-E2 keeps
// only F1-F2, one eye. A seki again.
//
//	x . . x o .
//	x x x . o .
func TestWideChainByHand(t *testing.T) {
	ask := func(pos string, w, h, p int, c board.Color) (safe, wide bool) {
		in := Input{Position: board.MustParsePosition(pos)}
		g := geometry(w, h)
		a := g.get()
		defer g.put(a)
		v := variant{a: a}
		v.prepare(in, true, true)
		copy(a.work, a.orig)
		a.buildWork()
		before := wideAnswered.Load()
		safe, _ = a.safeFillAt(p, c)
		return safe, wideAnswered.Load() > before
	}
	old := countWide
	countWide = true
	defer func() { countWide = old }()
	if safe, wide := ask("...../.xxx./xx.oo/..o../.....", 5, 5, 12, board.Black); !safe || !wide {
		t.Errorf("C3 for Black: safe %v, from a wide chain %v; want both", safe, wide)
	}
	if safe, wide := ask("..xo./.x.o./..xo.", 5, 3, 7, board.Black); !safe || !wide {
		t.Errorf("C2 for Black: safe %v, from a two-liberty chain %v; want both", safe, wide)
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if safe, wide := ask("x..xo./xxx.o.", 6, 2, 9, c); safe || wide {
			t.Errorf("D1 for %v: safe %v, from a wide chain %v; want neither", c, safe, wide)
		}
	}
	seki := "xxxxxo./x...xo./xxxx.o."
	for _, c := range []board.Color{board.Black, board.White} {
		if safe, wide := ask(seki, 7, 3, 18, c); safe || wide {
			t.Errorf("E1 for %v: safe %v, from a wide chain %v; want neither", c, safe, wide)
		}
	}
}

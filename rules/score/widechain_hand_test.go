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
	seki := "xxxxxo./x...xo./xxxx.o."
	for _, c := range []board.Color{board.Black, board.White} {
		if safe, wide := ask(seki, 7, 3, 18, c); safe || wide {
			t.Errorf("E1 for %v: safe %v, from a wide chain %v; want neither", c, safe, wide)
		}
	}
}

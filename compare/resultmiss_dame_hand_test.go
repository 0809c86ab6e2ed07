package compare

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestTeireBoundJoinedLate works teireBound out on a count whose Black
// chain is a U joined only in its last row, where the union-find over the
// rows meets the right arm's root after the left arm's (5×3, no dame):
//
//	T x o x T      T: Black's territory, x: Black, o: White
//	o x o x o
//	o x x x o
//
// Black's one chain has two liberties that are no dame, A3 and E3: no
// point to fill. White's C3–C2 has none; A2–A1 and E2–E1 have one each
// (A3, E3), Black's territory, not White's: nothing. So 0, 0. Read as
// two chains (the arms not joined), each arm would have one liberty of
// Black's and count it: 2, 0. With no dame the board is its own filling,
// and pointsToFill finds nothing to fill either.
func TestTeireBoundJoinedLate(t *testing.T) {
	T, X, O := score.OwnBlackTerritory, score.OwnBlackStone, score.OwnWhiteStone
	open := score.Result{W: 5, H: 3, Own: []score.Own{
		T, X, O, X, T,
		O, X, O, X, O,
		O, X, X, X, O,
	}}
	if b, w := teireBound(&open); b != 0 || w != 0 {
		t.Errorf("teireBound = %d, %d, worked out 0, 0 (one Black chain, two liberties)", b, w)
	}
	if b, w := pointsToFill(&open); b != 0 || w != 0 {
		t.Errorf("pointsToFill = %d, %d, worked out 0, 0", b, w)
	}
	// The same U with its right liberty taken by White (E3 a White
	// stone, joining E2–E1): Black's chain has A3 alone, its own
	// territory: 1 for Black. A stone there would leave the chain no
	// liberty: pointsToFill counts nothing, within the bound.
	open.Own[4] = O
	if b, w := teireBound(&open); b != 1 || w != 0 {
		t.Errorf("E3 White's: teireBound = %d, %d, worked out 1, 0", b, w)
	}
	if b, w := pointsToFill(&open); b != 0 || w != 0 {
		t.Errorf("E3 White's: pointsToFill = %d, %d, worked out 0, 0", b, w)
	}
}

// TestBorderOwnersByHand works borderOwners out on a 6×2 count (D a
// dame, x Black, o White, f a dame Black filled at the count: a stone):
//
//	x D D D o D      points  0  1  2  3  4  5
//	D o f o D D              6  7  8  9 10 11
//
// Dame touching one colour only go to it: 2 (beside f) Black's, 3 (o on
// 4 and 9), 5 (o on 4, on the edge) and 10 (o on 4 and 9) White's. 1
// and 6 touch both colours, 11 touches no stone: no owner. Four border
// points.
func TestBorderOwnersByHand(t *testing.T) {
	X, O, D, F := score.OwnBlackStone, score.OwnWhiteStone, score.OwnDame, score.OwnBlackFilled
	r := score.Result{W: 6, H: 2, Own: []score.Own{
		X, D, D, D, O, D,
		D, O, F, O, D, D,
	}}
	owner, n := borderOwners(&r)
	const E, B, W = board.Empty, board.Black, board.White
	want := []board.Color{E, E, B, W, E, W, E, E, E, E, W, E}
	if n != 4 || !slices.Equal(owner, want) {
		t.Errorf("borderOwners = %v (%d), worked out %v (4)", owner, n, want)
	}
}

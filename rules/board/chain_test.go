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

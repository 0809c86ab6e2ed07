package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestBlocksByHand works out the blocks of a 4x3 board by hand:
//
//	x . x o     points 0 1  2  3
//	. x x o            4 5  6  7
//	x x o .            8 9 10 11
//
// Black's lone 0 and the chain 2-6-5-9-8 are joined through the points
// 1 and 4, each a region touching Black only: one block of six stones
// and two points of territory, first at 0 (id 0). White's 3-7 and 10 are
// joined through 11, touching White only: a block of three stones and
// one point, first at 3 (id 1). No neutral point, so every point is in a
// block. The test fails when a region does not join the chains beside it
// (two blocks for Black, 0 and 1-2-4-...).
func TestBlocksByHand(t *testing.T) {
	g := geometry(4, 3)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	v.prepare(Input{Position: board.MustParsePosition("x.xo/.xxo/xxo.")}, true, true)
	a.findBlocks()
	if want := []int32{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1}; !slices.Equal(a.block, want) {
		t.Errorf("blocks %v, want %v", a.block, want)
	}
	want := []blockInfo{{color: board.Black, stones: 6, territory: 2}, {color: board.White, stones: 3, territory: 1}}
	if !slices.Equal(a.blocks, want) {
		t.Errorf("blocks %+v, want %+v", a.blocks, want)
	}
}

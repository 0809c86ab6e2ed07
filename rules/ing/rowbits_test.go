package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestRowBitsByHand reads rows of a bit set by hand: within one word, across
// the boundary between two words (the straddle close's diamonds meet on a
// 19x19 board, whose rows run over word boundaries), and at the set's end.
func TestRowBitsByHand(t *testing.T) {
	s := []uint64{
		1<<0 | 1<<5 | 1<<62 | 1<<63, // word 0: bits 0, 5, 62, 63
		1<<0 | 1<<2,                 // word 1: bits 64, 66
	}
	for _, c := range []struct {
		a, n int
		want uint64
	}{
		{0, 7, 0b100001},   // bits 0..6: 0 and 5
		{1, 4, 0},          // bits 1..4: none
		{5, 1, 1},          // bit 5 alone
		{60, 7, 0b1011100}, // bits 60..66: 62, 63 | 64, 66 (straddles)
		{62, 3, 0b111},     // bits 62, 63, 64
		{63, 2, 0b11},      // bits 63, 64
		{64, 3, 0b101},     // bits 64..66, word 1 alone
		{121, 7, 0},        // the last bits of word 1
		{58, 6, 0b110000},  // ends exactly at the word's end: no second word read
	} {
		if got := rowBits(s, c.a, c.n); got != c.want {
			t.Errorf("rowBits(%d, %d) = %b, want %b", c.a, c.n, got, c.want)
		}
	}
}

// TestCloseDiamondAtEdgesByHand checks the rows close reads through
// rowBits where the diamond of a point (Manhattan distance shapeSpan = 3)
// meets the board's edges, on a 9x9 board (two words a colour, rows
// running over the words' boundary at point 63 = a2). close scans every
// stone within the diamond, and a scanned lone stone is marked seen;
// a stone outside stays unseen, in particular one just past a row's end,
// which the row's bits would reach if the clipping to the board were
// lost (the next or the previous row in row-major order). The stones
// are lone (their neighbours empty or of the other colour) and enclose
// no small empty area: no shape is found, so no other point is asked.
func TestCloseDiamondAtEdgesByHand(t *testing.T) {
	type st struct {
		x, y int
		c    board.Color
		seen bool
	}
	for _, c := range []struct {
		name   string
		x, y   int // the point asked
		stones []st
	}{
		{"right edge, j5", 8, 4, []st{
			{5, 4, board.Black, true},  // f5: distance 3, the row's first point
			{4, 4, board.White, false}, // e5: distance 4
			{0, 5, board.Black, false}, // a4: point 45, just past j5 (44) in row-major order
			{7, 2, board.Black, true},  // h7: distance 1+2
			{6, 2, board.White, false}, // g7: distance 2+2
			{8, 7, board.Black, true},  // j2: the diamond's lowest point, word 1 (point 71)
			{8, 8, board.White, false}, // j1: distance 4
		}},
		{"left edge over the word boundary, b2", 1, 7, []st{
			{0, 7, board.Black, true},  // a2: point 63, word 0's last bit
			{4, 7, board.White, true},  // e2: point 67, distance 3
			{5, 7, board.Black, false}, // f2: distance 4
			{8, 6, board.Black, false}, // j3: point 62, just before a2 (63)
			{1, 4, board.Black, true},  // b5: the diamond's top
			{2, 4, board.White, false}, // c5: distance 1+3
			{3, 8, board.White, true},  // d1: distance 2+1
			{4, 8, board.Black, false}, // e1: distance 3+1
		}},
	} {
		p := board.NewPosition(9, 9)
		for _, s := range c.stones {
			p.Stones[s.y*9+s.x] = s.c
		}
		var ls localShapes
		ls.reset(positionGrid(&p))
		ls.ask(c.y*9 + c.x)
		if ls.close() || len(ls.cands) > 0 {
			t.Errorf("%s: shapes found %v, want none", c.name, ls.cands)
		}
		for _, s := range c.stones {
			i := s.y*9 + s.x
			if got := ls.seen[i>>6]>>(i&63)&1 != 0; got != s.seen {
				t.Errorf("%s: stone %s (point %d) seen %v, want %v", c.name, board.PointName(s.x, s.y, 9, 9), i, got, s.seen)
			}
		}
	}
}

package ing

import "testing"

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

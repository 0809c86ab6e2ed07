package board

import "testing"

// TestPack19ToByHand packs a 19x19 position with stones near both ends of
// every word (bit i%64 of word i/64 for row-major point i = 19*y + x), a
// different bit in each word so that no two words can be swapped
// unnoticed, and compares Pack19To with the words worked out by hand and
// with PackTo. Black: bit k of word k for k = 0..5 (points 0, 65, 130,
// 195, 260, 325) and point 360 (t1, the last point: word 5, bit 40).
// White: bit 63-k of word k for k = 0..4 (points 63, 126, 189, 252, 315)
// and point 320 (word 5, bit 0). The destination starts full of ones:
// every word must be written.
func TestPack19ToByHand(t *testing.T) {
	p := NewPosition(19, 19)
	for _, i := range []int{0, 65, 130, 195, 260, 325, 360} {
		p.Stones[i] = Black
	}
	for _, i := range []int{63, 126, 189, 252, 315, 320} {
		p.Stones[i] = White
	}
	b, err := NewBoard(19, 19)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.SetPosition(p); err != nil {
		t.Fatal(err)
	}
	want := [12]uint64{
		1 << 0, 1 << 1, 1 << 2, 1 << 3, 1 << 4, 1<<5 | 1<<40, // Black
		1 << 63, 1 << 62, 1 << 61, 1 << 60, 1 << 59, 1 << 0, // White
	}
	var got [12]uint64
	for k := range got {
		got[k] = ^uint64(0)
	}
	b.Pack19To(&got)
	if got != want {
		t.Errorf("Pack19To = %#x, want %#x", got, want)
	}
	pk := make([]uint64, 12)
	b.PackTo(pk)
	if [12]uint64(pk) != want {
		t.Errorf("PackTo = %#x, want %#x", pk, want)
	}
}

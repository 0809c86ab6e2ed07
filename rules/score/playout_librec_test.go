package score

import (
	"math"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestLibRecWrapsExactly checks libRec's claim: its int32 sums wrap
// modulo 2³², yet name the liberties exactly once a chain has two or one.
// On the 52x52 board a chain's liberties are added until the sum of
// their squares passes 2³¹ (it wraps: the true sum would not fit), then
// taken away down to two and to one, each time compared with the true
// sums in int64. Worked by hand: the framed indices of the rows 26 to 51
// run from 27·53+1 = 1,432 to 52·53+52 = 2,808, squares of 2.05 M to
// 7.88 M, so the 1,352 points of those rows sum to more than 6·10⁹
// squared, well past 2³¹ (2.15·10⁹); the last two, 2,807 and 2,808,
// have squares summing to 15.76 M, which fits, and libsOf must name
// them. With the sums narrowed to int16 (or the wrap argument wrong) the
// two liberties come out wrong.
func TestLibRecWrapsExactly(t *testing.T) {
	g := geometry(board.MaxSize, board.MaxSize)
	b := newPlayout(g)
	col := make([]board.Color, g.w*g.h)
	col[0] = board.Black // the chain: one stone at the corner
	b.buildChains(col)
	h := b.head[b.at(0)]
	if b.lib[h].n != 2 {
		t.Fatalf("corner stone: %d liberties, want 2", b.lib[h].n)
	}
	// Take its two real liberties, then give it the lower half's points
	// (the record is exercised as play and join use it; no stone moves).
	b.removeLib(h, b.at(1))
	b.removeLib(h, b.at(g.w))
	if b.lib[h].n != 0 || b.lib[h].sum != 0 || b.lib[h].sq != 0 {
		t.Fatalf("after taking both: %+v, want zeros", b.lib[h])
	}
	var pts []int32
	for i := g.w * (g.h / 2); i < g.w*g.h; i++ {
		pts = append(pts, b.at(i))
	}
	var sum, sq int64
	wrapped := false
	for _, p := range pts {
		b.addLib(h, p)
		sum += int64(p)
		sq += int64(p) * int64(p)
		if sq > math.MaxInt32 {
			wrapped = true
		}
		if b.lib[h].sum != int32(sum) || b.lib[h].sq != int32(sq) {
			t.Fatalf("after adding %d: record %+v, want sums %d %d modulo 2³²", p, b.lib[h], sum, sq)
		}
	}
	if !wrapped {
		t.Fatalf("the sum of squares %d never passed 2³¹: the test does not test the wrap", sq)
	}
	if k := b.atariAt[h]; k >= 0 {
		t.Fatalf("chain of %d liberties still in the atari list", b.lib[h].n)
	}
	// Down to two: the last two points of the board.
	for _, p := range pts[:len(pts)-2] {
		b.removeLib(h, p)
	}
	last, prev := pts[len(pts)-1], pts[len(pts)-2]
	if prev != 2807 || last != 2808 {
		t.Fatalf("the last two points are %d and %d, want 2807 and 2808 (worked above)", prev, last)
	}
	if a, c := b.libsOf(h); b.lib[h].n != 2 || a != prev || c != last {
		t.Fatalf("two liberties: libsOf = %d, %d (record %+v), want %d, %d", a, c, b.lib[h], prev, last)
	}
	if b.atariAt[h] >= 0 {
		t.Fatal("a chain of two liberties is in the atari list")
	}
	// Down to one: in atari, named by the sum.
	b.removeLib(h, last)
	if a, c := b.libsOf(h); b.lib[h].n != 1 || a != prev || c != -1 {
		t.Fatalf("one liberty: libsOf = %d, %d (record %+v), want %d, -1", a, c, b.lib[h], prev)
	}
	if k := b.atariAt[h]; k < 0 || b.atari[k] != h {
		t.Fatal("a chain of one liberty is not in the atari list")
	}
	// And out of atari again both ways: to none, and back to two.
	b.removeLib(h, prev)
	if b.atariAt[h] >= 0 || len(b.atari) != 0 {
		t.Fatal("a chain of no liberty is still in the atari list")
	}
	b.addLib(h, prev)
	if k := b.atariAt[h]; k < 0 || b.atari[k] != h {
		t.Fatal("a chain back to one liberty is not in the atari list")
	}
	b.addLib(h, last)
	if a, c := b.libsOf(h); b.atariAt[h] >= 0 || a != prev || c != last {
		t.Fatalf("back to two: libsOf = %d, %d, in atari list %v", a, c, b.atariAt[h] >= 0)
	}
}

// TestPlayCaptureSkipByHand works play's capture skip on a 3x3 board:
//
//	. X .
//	X O .
//	. . .
//
// X at the right of O (b1 in row-major: x=2, y=1) leaves O one liberty,
// below it: no opponent chain lost its last liberty, the capture loop
// is skipped and O stands, in atari. X below O (x=1, y=2) takes O's last
// liberty: the loop must run, O goes, and its point is a liberty again
// of the three X stones beside it (each a chain of its own). One stone
// taken, but the taker has three liberties: no ko.
func TestPlayCaptureSkipByHand(t *testing.T) {
	g := geometry(3, 3)
	b := newPlayout(g)
	col := make([]board.Color, 9)
	col[1], col[3], col[4] = board.Black, board.Black, board.White
	b.reset(col)
	o := b.at(4)
	b.play(b.at(5), board.Black)
	if b.col[o] != board.White || b.lib[b.head[o]].n != 1 {
		t.Fatalf("after X at the right: O %v with %d liberties, want White with 1", b.col[o], b.lib[b.head[o]].n)
	}
	if l, _ := b.libsOf(b.head[o]); l != b.at(7) {
		t.Fatalf("O's liberty %d, want %d (below it)", l, b.at(7))
	}
	b.play(b.at(7), board.Black)
	if b.col[o] != board.Empty {
		t.Fatalf("after X below: O's point is %v, want empty", b.col[o])
	}
	for _, i := range []int{1, 3, 5} {
		if h := b.head[b.at(i)]; b.lib[h].n != 3 {
			t.Errorf("X at %d: %d liberties, want 3 (O's point among them)", i, b.lib[h].n)
		}
	}
	if h := b.head[b.at(7)]; b.lib[h].n != 3 || b.ko != -1 {
		t.Errorf("the taker: %d liberties, ko %d; want 3 and no ko", b.lib[h].n, b.ko)
	}
}

// TestLibRecBound checks the premise of libRec's wrap argument on the
// largest board (board.MaxSize, 52): every point's framed index is below
// (MaxSize+2)² = 2,916 (the last, the bottom right corner, is 52·53+52 =
// 2,808: stride 53, the frame row above), so two liberties sum below 2¹³
// and their squares below 2³¹. A larger MaxSize keeps the argument only
// while this holds (it does up to indices of 32,767).
func TestLibRecBound(t *testing.T) {
	g := geometry(board.MaxSize, board.MaxSize)
	b := newPlayout(g)
	const bound = (board.MaxSize + 2) * (board.MaxSize + 2)
	if bound != 2916 {
		t.Fatalf("(MaxSize+2)² = %d, want 2,916 as libRec's comment says", bound)
	}
	var top int32
	for i := 0; i < g.w*g.h; i++ {
		top = max(top, b.at(i))
	}
	if top != 2808 || top >= bound {
		t.Fatalf("largest framed index %d, want 2,808 (below %d)", top, bound)
	}
	if a := int64(top); 2*a >= 1<<13 || 2*a*a >= 1<<31 {
		t.Fatalf("two liberties at %d overflow the argument: sum %d, squares %d", top, 2*a, 2*a*a)
	}
}

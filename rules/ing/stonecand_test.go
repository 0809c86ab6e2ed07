package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// StoneCandidate tests a plain shape without validMouth's two-strings
// test (validPlainMouth): it must answer as MayBeKoPoint on every stone
// of random fights, and decide some of them on the plain shape (a mouth
// as it stands), and some on grown shapes, which keep the test.
func TestStoneCandidateEqualsMayBeKoPoint(t *testing.T) {
	plain, grown := 0, 0
	var buf [2 * maxMouthPoints]int
	onFightStones(t, 7, 300, 2, 18, func(game int, p board.Position, b *board.Board, g grid, i int) {
		packed := append(g.black[:len(g.black):len(g.black)], g.white...)
		want := MayBeKoPoint(p.W, p.H, packed, i)
		if got := StoneCandidate(p.W, p.H, packed, i); got != want {
			t.Fatalf("game %d (%d,%d): StoneCandidate %v, MayBeKoPoint %v on\n%s", game, i%p.W, i/p.W, got, want, p)
		}
		if !want {
			return
		}
		if m, ok := plainShape(g, i, buf[:0]); ok && validPlainMouth(g, m) {
			plain++
		} else {
			grown++
		}
	})
	if plain < 100 || grown < 10 {
		t.Fatalf("candidates decided on the plain shape %d, on grown ones %d: the test proves little", plain, grown)
	}
	t.Logf("candidates: %d plain mouths, %d grown", plain, grown)
}

// By hand, L2 (b): # (3,2) is one stone walled by O on three sides;
// its liberty (2,2), walled by # on its three others, completes the
// basic ko mouth (2,2)-(3,2): a plain shape valid as it stands, one
// string, a candidate without the two-strings test; O (3,3) with (4,3)
// likewise. The corner O (4,4) has the L-shaped plain shape (4,3),
// (4,4), (5,4), no outline, and grows into no mouth yet (the block with
// O (5,3) holds no # wall). # (2,1) has three empty neighbours: no ko
// stone. An empty point is no stone: false.
func TestStoneCandidateByHand(t *testing.T) {
	p := l2b(t)
	packed := fast(t, p).Packed(nil)
	for _, tc := range []struct {
		x, y int
		want bool
	}{{3, 2, true}, {3, 3, true}, {4, 4, false}, {2, 1, false}, {2, 2, false}, {0, 0, false}} {
		if got := StoneCandidate(p.W, p.H, packed, pt(p, tc.x, tc.y)); got != tc.want {
			t.Errorf("L2 (b) (%d,%d): %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
	g := packedGrid(p.W, p.H, packed)
	var buf [2 * maxMouthPoints]int
	if m, ok := plainShape(g, pt(p, 3, 2), buf[:0]); !ok || !validPlainMouth(g, m) {
		t.Errorf("L2 (b) (3,2): plain shape %v (%v) should be a mouth as it stands", m, ok)
	}
}

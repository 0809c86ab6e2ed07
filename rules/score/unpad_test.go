package score

import "testing"

// TestUnpadIsPadInverse: unpad undoes pad on every point of boards from
// 1x1 to 25x25 (square and not), and by hand on 3x2, whose framed board
// has stride 5: A1 (index 0) sits at row 1, column 1, so 6; C2 (index
// 5, row 1 column 2) at row 2, column 3, so 2*5+3 = 13.
func TestUnpadIsPadInverse(t *testing.T) {
	g := geometry(3, 2)
	if g.pad[0] != 6 || g.unpad(6) != 0 || g.pad[5] != 13 || g.unpad(13) != 5 {
		t.Errorf("3x2: pad A1 %d, C2 %d; unpad 6 %d, 13 %d; want 6, 13, 0, 5", g.pad[0], g.pad[5], g.unpad(6), g.unpad(13))
	}
	for w := 1; w <= 25; w++ {
		for _, h := range []int{1, w, 25} {
			g := geometry(w, h)
			for i, p := range g.pad {
				if got := g.unpad(p); got != int32(i) {
					t.Fatalf("%dx%d: unpad(pad[%d] = %d) = %d", w, h, i, p, got)
				}
			}
		}
	}
}

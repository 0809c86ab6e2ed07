package score

import "testing"

// TestFramedIsAt: the geometry's tables name the playouts' framed points
// (safeFillAt and fill read them instead of dividing): framed[i] is
// playout.at(i) and unframed maps it back to i, for every point of
// boards of several shapes, the sizes at the ends of the range
// included; every frame index maps to -1. Worked for 2x2 by hand: the
// stride is 3, so points 0, 1, 2, 3 are framed at 4, 5, 7, 8.
func TestFramedIsAt(t *testing.T) {
	g := geometry(2, 2)
	for i, want := range []int32{4, 5, 7, 8} {
		if g.framed[i] != want {
			t.Errorf("2x2: framed[%d] = %d, want %d", i, g.framed[i], want)
		}
	}
	for _, size := range [][2]int{{2, 2}, {1, 1}, {7, 1}, {1, 7}, {9, 9}, {13, 5}, {19, 19}, {255, 3}, {3, 255}} {
		g := geometry(size[0], size[1])
		b := newPlayout(g)
		on := make([]bool, len(g.unframed))
		for i := 0; i < g.n; i++ {
			fp := b.at(i)
			if g.framed[i] != fp || g.unframed[fp] != int32(i) || b.unframe(fp) != int32(i) {
				t.Fatalf("%dx%d point %d: framed %d, at %d, unframed %d", size[0], size[1], i, g.framed[i], fp, g.unframed[fp])
			}
			on[fp] = true
		}
		for fp, u := range g.unframed {
			if !on[fp] && u != -1 {
				t.Fatalf("%dx%d frame index %d: unframed %d, want -1", size[0], size[1], fp, u)
			}
		}
	}
}

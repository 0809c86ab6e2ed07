package score

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// distances is the Manhattan distance to the nearest stone of a colour,
// checked against the definition (the minimum over every stone) on random
// boards of several shapes, sparse and dense, and with no stone at all.
func TestDistancesAreManhattan(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {1, 1}, {1, 7}, {13, 5}, {52, 52}} {
		w, h := size[0], size[1]
		for _, density := range []float64{0, 0.01, 0.3, 0.9} {
			a := newAnalysis(geometry(w, h))
			for i := range a.col {
				a.col[i] = board.Empty
				if r.Float64() < density {
					a.col[i] = board.Color(1 + r.IntN(2))
				}
			}
			for _, c := range []board.Color{board.Black, board.White} {
				got := make([]int32, w*h)
				a.distances(c, got)
				for i := range got {
					want := int32(1 << 30)
					for j, s := range a.col {
						if s == c {
							dx, dy := i%w-j%w, i/w-j/w
							want = min(want, int32(max(dx, -dx)+max(dy, -dy)))
						}
					}
					if got[i] != want {
						t.Fatalf("%dx%d density %v colour %v point %d: %d, want %d", w, h, density, c, i, got[i], want)
					}
				}
			}
		}
	}
}

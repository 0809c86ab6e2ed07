package ing

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// smallChain reads the colour sets directly; it must find what a plain
// flood fill finds (same stones, same order, same verdict), on every board
// shape, 1xN and Nx1 included, for stones and empty points alike.
func TestSmallChainMatchesFloodFill(t *testing.T) {
	flood := func(g grid, i, limit int) ([]int, bool) {
		c := g.at(i)
		dst := []int{i}
		var nb [4]int
		for k := 0; k < len(dst); k++ {
			for _, j := range neighbours(nb[:0], g.w, g.h, dst[k]) {
				if g.at(j) == c && !slices.Contains(dst, j) {
					if len(dst) == limit {
						return dst, false
					}
					dst = append(dst, j)
				}
			}
		}
		return dst, true
	}
	rng := rand.New(rand.NewPCG(3, 9))
	sizes := [][2]int{{1, 7}, {7, 1}, {1, 1}, {2, 2}, {5, 3}, {19, 19}, {9, 13}, {25, 25}}
	checked := 0
	for _, sz := range sizes {
		for round := 0; round < 200; round++ {
			p := board.NewPosition(sz[0], sz[1])
			for i := range p.Stones {
				p.Stones[i] = board.Color(rng.IntN(3))
			}
			g := positionGrid(&p)
			for i := range p.Stones {
				for _, limit := range []int{1, 2, 3, 4, 5} {
					want, wok := flood(g, i, limit)
					got, gok := smallChain(g, i, limit, nil)
					if gok != wok || !slices.Equal(got, want) {
						t.Fatalf("%dx%d %s point %d limit %d: got %v %v, want %v %v", sz[0], sz[1], p, i, limit, got, gok, want, wok)
					}
					// absorb's way: after a prefix, which neither counts
					// nor hides a point of the chain.
					prefix := []int{i, -1, 7}
					got, gok = smallChain(g, i, limit, slices.Clone(prefix))
					if gok != wok || !slices.Equal(got, append(prefix, want...)) {
						t.Fatalf("%dx%d %s point %d limit %d after %v: got %v %v, want %v %v", sz[0], sz[1], p, i, limit, prefix, got, gok, want, wok)
					}
					checked++
				}
			}
		}
	}
	t.Logf("%d chains compared", checked)
}

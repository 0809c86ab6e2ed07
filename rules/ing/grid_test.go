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
	checked := 0
	eachRandomGrid(3, 9, append(gridSizes, [2]int{25, 25}), anyStones, func(sz [2]int, p *board.Position, g grid) {
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
	})
	t.Logf("%d chains compared", checked)
}

// ownNeighbours by hand, where the off-board masking matters. On a 3x3
// board full of Black, a corner has two neighbours, an edge point three,
// the centre four (bits: 0 left, 1 right, 2 up, 3 down). Point 3 ((0,1))
// has point 2 ((2,0), the row above) just before it in row-major order:
// q-1 wraps to the other edge and must not count; nor may point 5 ((2,1))
// see point 6 ((0,2)). The flood-fill test above finds the same only
// through chains that happen to wrap.
func TestOwnNeighboursByHand(t *testing.T) {
	full := board.NewPosition(3, 3)
	for i := range full.Stones {
		full.Stones[i] = board.Black
	}
	g := positionGrid(&full)
	want := map[int]uint64{
		0: 0b1010, 1: 0b1011, 2: 0b1001,
		3: 0b1110, 4: 0b1111, 5: 0b1101,
		6: 0b0110, 7: 0b0111, 8: 0b0101,
	}
	for q, m := range want {
		if got := ownNeighbours(g.black, q, 3, 9); got != m {
			t.Errorf("full 3x3, point %d: got %04b, want %04b", q, got, m)
		}
		if got := ownNeighbours(g.white, q, 3, 9); got != 0 {
			t.Errorf("full 3x3, point %d, White's set: got %04b, want none", q, got)
		}
	}
	// Only (2,0) and (0,2) black: (0,1), point 3, sees (2,0) = q-1 across
	// the edge no more, and (0,2) = q+w below it: bit 3 only.
	p := board.NewPosition(3, 3)
	p.Stones[2], p.Stones[6] = board.Black, board.Black
	g = positionGrid(&p)
	if got := ownNeighbours(g.black, 3, 3, 9); got != 0b1000 {
		t.Errorf("(0,1) with (2,0) and (0,2) black: got %04b, want 1000", got)
	}
	// (2,1), point 5, has (0,2) as q+1 in row-major order: across the
	// edge; (2,0) = q-w above it: bit 2 only.
	if got := ownNeighbours(g.black, 5, 3, 9); got != 0b0100 {
		t.Errorf("(2,1) with (2,0) and (0,2) black: got %04b, want 0100", got)
	}
	// A 1x1 board: no neighbour at all, the stone itself never counts.
	one := board.NewPosition(1, 1)
	one.Stones[0] = board.White
	if got := ownNeighbours(positionGrid(&one).white, 0, 1, 1); got != 0 {
		t.Errorf("1x1: got %04b, want none", got)
	}
}

// closeEmpty reads each point's empty neighbours as one mask; it must
// grow every shape as the neighbour-by-neighbour loop it replaced (kept
// here as the reference): same points, same order, same verdict, on
// random boards of every shape, from every chain of at most three stones
// and from single empty points.
func TestCloseEmptyMatchesReference(t *testing.T) {
	reference := func(g grid, m []int) ([]int, bool) {
		var nb [4]int
		for k := 0; k < len(m); k++ {
			for _, j := range neighbours(nb[:0], g.w, g.h, m[k]) {
				if g.at(j) != board.Empty || slices.Contains(m, j) {
					continue
				}
				if len(m) >= maxMouthPoints {
					return m, false
				}
				m = append(m, j)
			}
		}
		return m, true
	}
	checked, grown := 0, 0
	someEmpty := func(rng *rand.Rand, p *board.Position) {
		empty := rng.IntN(4) // a quarter to all of the points empty
		for i := range p.Stones {
			if rng.IntN(4) >= empty {
				p.Stones[i] = board.Color(1 + rng.IntN(2))
			}
		}
	}
	eachRandomGrid(5, 17, gridSizes, someEmpty, func(sz [2]int, p *board.Position, g grid) {
		for i := range p.Stones {
			start, ok := smallChain(g, i, maxKoString, nil)
			if !ok {
				continue
			}
			want, wok := reference(g, slices.Clone(start))
			got, gok := closeEmpty(g, slices.Clone(start))
			if gok != wok || !slices.Equal(got, want) {
				t.Fatalf("%dx%d %s from %v: got %v %v, want %v %v", sz[0], sz[1], p, start, got, gok, want, wok)
			}
			checked++
			if len(want) > len(start) {
				grown++
			}
		}
	})
	if grown == 0 {
		t.Fatal("no shape grew: the comparison tests nothing")
	}
	t.Logf("%d shapes compared, %d grown", checked, grown)
}

// emptyNeighbours by hand: on a 3x3 board with the centre empty and the
// rest Black, the centre has no empty neighbour and each of its four
// neighbours one (the centre: bit 3 for (1,0), 1 for (0,1), 0 for (2,1),
// 2 for (1,2)); the corners none. (2,0) and (0,1) are consecutive in
// row-major order but not neighbours: emptying (2,0) must not show at
// (0,1).
func TestEmptyNeighboursByHand(t *testing.T) {
	p := board.NewPosition(3, 3)
	for i := range p.Stones {
		p.Stones[i] = board.Black
	}
	p.Stones[4] = board.Empty
	g := positionGrid(&p)
	want := map[int]uint64{0: 0, 1: 0b1000, 2: 0, 3: 0b0010, 4: 0, 5: 0b0001, 6: 0, 7: 0b0100, 8: 0}
	for q, m := range want {
		if got := emptyNeighbours(g, q, 3, 9); got != m {
			t.Errorf("centre empty, point %d: got %04b, want %04b", q, got, m)
		}
	}
	p.Stones[4], p.Stones[2] = board.White, board.Empty
	g = positionGrid(&p)
	if got := emptyNeighbours(g, 3, 3, 9); got != 0 {
		t.Errorf("(2,0) empty, seen from (0,1): got %04b, want none", got)
	}
	if got := emptyNeighbours(g, 1, 3, 9); got != 0b0010 {
		t.Errorf("(2,0) empty, seen from (1,0): got %04b, want 0010", got)
	}
}

// mouthNeighbourhood counts inside neighbours without a branch apiece; it
// must answer as the edge-and-opponent count it replaced (kept here as
// the reference) on random boards of every shape, at every point.
func TestMouthNeighbourhoodMatchesReference(t *testing.T) {
	reference := func(g grid, i int) bool {
		c := g.at(i)
		if c == board.Empty {
			return false
		}
		out := 0 // edges and opponent neighbours
		x, y := i%g.w, i/g.w
		for _, on := range []bool{x > 0, x < g.w-1, y > 0, y < g.h-1} {
			if !on {
				out++
			}
		}
		var nb [4]int
		for _, j := range neighbours(nb[:0], g.w, g.h, i) {
			if g.at(j) == c.Opponent() {
				out++
			}
		}
		return out >= 2
	}
	yes, no := 0, 0
	eachRandomGrid(7, 23, gridSizes, anyStones, func(sz [2]int, p *board.Position, g grid) {
		for i := range p.Stones {
			want := reference(g, i)
			if got := mouthNeighbourhood(g, i); got != want {
				t.Fatalf("%dx%d %s point %d: got %v, want %v", sz[0], sz[1], p, i, got, want)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
	})
	if yes == 0 || no == 0 {
		t.Fatalf("one answer only (%d yes, %d no): the comparison tests little", yes, no)
	}
}

// mouthNeighbourhood by hand on a 3x3 board. A black stone at (0,1) with
// White at (1,1): the left edge and White are outside, two: yes. White
// at (2,0) too, just before (0,1) in row-major order but no neighbour,
// changes nothing. A black stone at the centre with White at (1,0) only:
// three inside, no; White at (0,1) too: two outside, yes.
func TestMouthNeighbourhoodByHand(t *testing.T) {
	p := board.NewPosition(3, 3)
	p.Stones[3], p.Stones[4] = board.Black, board.White
	if !mouthNeighbourhood(positionGrid(&p), 3) {
		t.Error("(0,1) beside the edge and White: want yes")
	}
	p.Stones[2] = board.White
	if !mouthNeighbourhood(positionGrid(&p), 3) {
		t.Error("(0,1) with White at (2,0) too: want yes")
	}
	c := board.NewPosition(3, 3)
	c.Stones[4], c.Stones[1] = board.Black, board.White
	if mouthNeighbourhood(positionGrid(&c), 4) {
		t.Error("centre with White above only: three inside, want no")
	}
	c.Stones[3] = board.White
	if !mouthNeighbourhood(positionGrid(&c), 4) {
		t.Error("centre with White above and left: want yes")
	}
}

// gridSizes are the shapes the random comparisons run on: lines both
// ways, the smallest boards, and boards whose rows cross a word of the
// bit masks at different places.
var gridSizes = [][2]int{{1, 7}, {7, 1}, {1, 1}, {2, 2}, {5, 3}, {19, 19}, {9, 13}}

// anyStones fills p's points with empty, Black or White, a third each.
func anyStones(rng *rand.Rand, p *board.Position) {
	for i := range p.Stones {
		p.Stones[i] = board.Color(rng.IntN(3))
	}
}

// eachRandomGrid calls f on 200 positions of each size, filled by fill
// from a generator seeded (seed1, seed2), so that each comparison sees
// the same positions run after run.
func eachRandomGrid(seed1, seed2 uint64, sizes [][2]int, fill func(*rand.Rand, *board.Position), f func(sz [2]int, p *board.Position, g grid)) {
	rng := rand.New(rand.NewPCG(seed1, seed2))
	for _, sz := range sizes {
		for round := 0; round < 200; round++ {
			p := board.NewPosition(sz[0], sz[1])
			fill(rng, &p)
			f(sz, &p, positionGrid(&p))
		}
	}
}

package ing

import (
	"math/bits"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// A Mouth is a ko mouth: the points of a small enclosed shape on which ko
// stones are played, and the ko strings standing on it now.
type Mouth struct {
	Points  []int   // row-major indices, ascending
	Strings [][]int // the ko strings, each ascending, ordered by first stone
}

// Limits of the reference shapes (docs/ing.md): Newko's ko strings have at
// most three stones and no reference shape has more than four points.
const (
	maxMouthPoints = 4
	maxKoString    = 3
)

// FindMouths returns the ko mouths of p, ordered by first point. Candidate
// shapes grow around every small chain; where two candidates overlap, the
// smaller one wins, then the one with fewer wall points on small strings
// (its walls are the strings the ko is about, not other ko stones), then
// the one whose ko string comes first in row-major order (docs/ing.md).
// It scans the whole board; the judge's mouthCache gives the same answer
// rescanning only around the points that changed.
func FindMouths(p board.Position) []Mouth {
	g := positionGrid(&p)
	var cands [][]int
	var seen [maxWords]uint64
	// The stones in row-major order, read from the bit sets.
	for k := range g.black {
		for word := g.black[k] | g.white[k]; word != 0; word &= word - 1 {
			i := k*64 + bits.TrailingZeros64(word)
			if seen[k]>>(i&63)&1 != 0 || !mouthNeighbourhood(g, i) {
				continue // a stone with three free or friendly neighbours is in no mouth
			}
			var buf [maxKoString + 1]int
			chain, small := smallChain(g, i, maxKoString, buf[:0])
			if !small {
				continue // a big chain: each of its stones stops as fast
			}
			for _, s := range chain {
				seen[s>>6] |= 1 << (s & 63)
			}
			cands = addShapes(cands, shapesAround(g, i))
		}
	}
	return resolveMouths(p, g, cands)
}

const maxWords = (board.MaxSize*board.MaxSize + 63) / 64

// shapesAround returns the valid mouth shapes grown around the small
// chain through stone i, each ascending. They depend on the chain only,
// not on which of its stones i is (every step of the search is a function
// of the set of points so far), and on nothing farther than mouthReach
// from it.
func shapesAround(g grid, i int) [][]int {
	var buf [2 * maxMouthPoints]int
	if m, ok := plainShape(g, i, buf[:0]); ok {
		return allValid(g, m, nil)
	}
	return nil
}

// addShapes adds to cands the shapes it does not hold yet.
func addShapes(cands, shapes [][]int) [][]int {
	for _, v := range shapes {
		if !slices.ContainsFunc(cands, func(o []int) bool { return slices.Equal(o, v) }) {
			cands = append(cands, v)
		}
	}
	return cands
}

// resolveMouths orders the candidate shapes (smaller, then fewer small
// walls, then first ko stone, then points: a total order, so the order
// of cands does not matter) and keeps each one that overlaps none kept
// before it.
func resolveMouths(p board.Position, g grid, cands [][]int) []Mouth {
	type keyed struct {
		m            []int
		walls, first int
	}
	ks := make([]keyed, len(cands))
	for n, m := range cands {
		ks[n] = keyed{m, smallWalls(g, m), firstStone(p, m)}
	}
	slices.SortFunc(ks, func(a, b keyed) int {
		if len(a.m) != len(b.m) {
			return len(a.m) - len(b.m)
		}
		if d := a.walls - b.walls; d != 0 {
			return d
		}
		if d := a.first - b.first; d != 0 {
			return d
		}
		return slices.Compare(a.m, b.m)
	})
	var taken [maxWords]uint64
	var out []Mouth
	for _, k := range ks {
		if slices.ContainsFunc(k.m, func(q int) bool { return taken[q>>6]>>(q&63)&1 != 0 }) {
			continue
		}
		for _, q := range k.m {
			taken[q>>6] |= 1 << (q & 63)
		}
		out = append(out, Mouth{Points: slices.Clone(k.m), Strings: koStrings(p, g, k.m)}) // k.m may be a cached shape
	}
	slices.SortFunc(out, func(a, b Mouth) int { return a.Points[0] - b.Points[0] })
	return out
}

// smallWalls counts the outside neighbours of m that belong to strings of
// at most maxKoString stones.
func smallWalls(g grid, m []int) int {
	var wbuf [4 * maxMouthPoints]int // each point has at most four walls
	walls := wbuf[:0]
	var nb [4]int
	var buf [8]int
	for _, q := range m {
		for _, j := range neighbours(nb[:0], g.w, g.h, q) {
			if g.at(j) == board.Empty || contains(m, j) || contains(walls, j) {
				continue
			}
			walls = append(walls, j)
		}
	}
	n := 0
	for _, j := range walls {
		if _, small := smallChain(g, j, maxKoString, buf[:0]); small {
			n++
		}
	}
	return n
}

func firstStone(p board.Position, m []int) int {
	for _, q := range m { // m is ascending
		if p.Stones[q] != board.Empty {
			return q
		}
	}
	return len(p.Stones)
}

// koStrings lists the chains standing on the points m; g is p's grid.
func koStrings(p board.Position, g grid, m []int) [][]int {
	var out [][]int
	for _, q := range m {
		if p.Stones[q] == board.Empty || slices.ContainsFunc(out, func(s []int) bool { return slices.Contains(s, q) }) {
			continue
		}
		s, _ := smallChain(g, q, maxMouthPoints, nil)
		slices.Sort(s)
		out = append(out, s)
	}
	return out
}

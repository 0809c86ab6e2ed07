package ing

import (
	"slices"

	"rulediff/rules/board"
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
func FindMouths(p board.Position) []Mouth {
	g := positionGrid(&p)
	var cands [][]int
	seen := make([]bool, len(p.Stones))
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] || !mouthNeighbourhood(g, i) {
			continue // a stone with three free or friendly neighbours is in no mouth
		}
		var cbuf [maxKoString + 1]int
		chain, small := smallChain(g, i, maxKoString, cbuf[:0])
		if !small {
			continue // a big chain: each of its stones stops as fast
		}
		for _, s := range chain {
			seen[s] = true
		}
		var buf [2 * maxMouthPoints]int
		if m, ok := plainShape(g, i, buf[:0]); ok {
			for _, v := range allValid(g, m, nil) {
				if !slices.ContainsFunc(cands, func(o []int) bool { return slices.Equal(o, v) }) {
					cands = append(cands, v)
				}
			}
		}
	}
	slices.SortFunc(cands, func(a, b []int) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		if d := smallWalls(g, a) - smallWalls(g, b); d != 0 {
			return d
		}
		if d := firstStone(p, a) - firstStone(p, b); d != 0 {
			return d
		}
		return slices.Compare(a, b)
	})
	taken := make([]bool, len(p.Stones))
	var out []Mouth
	for _, m := range cands {
		if slices.ContainsFunc(m, func(q int) bool { return taken[q] }) {
			continue
		}
		for _, q := range m {
			taken[q] = true
		}
		out = append(out, Mouth{Points: m, Strings: koStrings(p, m)})
	}
	slices.SortFunc(out, func(a, b Mouth) int { return a.Points[0] - b.Points[0] })
	return out
}

// smallWalls counts the outside neighbours of m that belong to strings of
// at most maxKoString stones.
func smallWalls(g grid, m []int) int {
	var walls []int
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

// koStrings lists the chains standing on the points m.
func koStrings(p board.Position, m []int) [][]int {
	g := positionGrid(&p)
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

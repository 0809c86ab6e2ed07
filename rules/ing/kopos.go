package ing

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// A KoPosition is the unit a ko type belongs to (lecture 3): either all
// the ko mouths surrounded by one ko coupling, or a single ko mouth.
type KoPosition struct {
	Mouths []Mouth
	Points []int // the points of all its mouths, ascending
	// Coupling names the strings of the ko coupling by their first stone
	// (ascending); nil for a ko position of one mouth without coupling.
	Coupling []int
}

// Coupled reports whether the ko position is given by a ko coupling.
func (k KoPosition) Coupled() bool { return len(k.Coupling) > 0 }

// Contains reports whether point i belongs to the ko position.
func (k KoPosition) Contains(i int) bool {
	_, ok := slices.BinarySearch(k.Points, i)
	return ok
}

// KoPositions returns the ko positions of p, ordered by first point. Ko
// mouths whose adjacent strings are exactly the same set (at least two
// mouths) are linked by that ko coupling and form one ko position; every
// other mouth is a ko position of its own.
func KoPositions(p board.Position) []KoPosition {
	return koPositions(p, labelChains(p), FindMouths(p))
}

func koPositions(p board.Position, cs *chains, mouths []Mouth) []KoPosition {
	adj := make([][]int, len(mouths))
	for k, m := range mouths {
		adj[k] = adjacentStrings(p, cs, m.Points)
	}
	used := make([]bool, len(mouths))
	var out []KoPosition
	for k := range mouths {
		if used[k] {
			continue
		}
		group := []int{k}
		for l := k + 1; l < len(mouths); l++ {
			if !used[l] && slices.Equal(adj[k], adj[l]) {
				group = append(group, l)
			}
		}
		kp := KoPosition{}
		for _, l := range group {
			used[l] = true
			kp.Mouths = append(kp.Mouths, mouths[l])
			kp.Points = append(kp.Points, mouths[l].Points...)
		}
		slices.Sort(kp.Points)
		if len(group) > 1 {
			kp.Coupling = adj[k]
		}
		out = append(out, kp)
	}
	slices.SortFunc(out, func(a, b KoPosition) int { return a.Points[0] - b.Points[0] })
	return out
}

// adjacentStrings names (by first stone, ascending) the strings outside
// the points pts that touch them.
func adjacentStrings(p board.Position, cs *chains, pts []int) []int {
	out := make([]int, 0, 8) // one allocation: a mouth has a few walls
	var nb [4]int
	for _, q := range pts {
		for _, j := range neighbours(nb[:0], p.W, p.H, q) {
			if p.Stones[j] == board.Empty || slices.Contains(pts, j) {
				continue
			}
			if first := cs.name(j); !slices.Contains(out, first) {
				out = append(out, first)
			}
		}
	}
	slices.Sort(out)
	return out
}

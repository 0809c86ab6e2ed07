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

// mouthFrom grows the smallest candidate mouth around the chain through i:
// the chain, its liberties, and every empty point next to an empty point
// already taken (a mouth is enclosed by stones or edges). With absorb it
// also takes in every neighbouring small chain (with its liberties) that
// keeps the shape within the limits, so that a shape holding two opposing
// ko strings (the eternal-life shape of lecture 2, the big mouths of
// lecture 4) is one mouth. It returns false as soon as the shape exceeds
// the reference limits.
func mouthFrom(g grid, i int, absorb bool, m []int) ([]int, bool) {
	m, ok := smallChain(g, i, maxKoString, m[:0])
	if !ok {
		return m, false
	}
	if m, ok = closeEmpty(g, m); !ok || !absorb {
		return m, ok
	}
	var nb [4]int
	for changed := true; changed; {
		changed = false
		for k := 0; k < len(m); k++ {
			for _, j := range neighbours(nb[:0], g.W(), g.H(), m[k]) {
				if at(g, j) == board.Empty || contains(m, j) {
					continue
				}
				n := len(m)
				m2, ok := smallChain(g, j, maxKoString, m)
				if ok && len(m2) <= maxMouthPoints {
					m2, ok = closeEmpty(g, m2)
				}
				if !ok || len(m2) > maxMouthPoints {
					m = m2[:n]
					continue
				}
				m = m2
				changed = true
			}
		}
	}
	return m, true
}

// closeEmpty adds to m every empty point next to a point of m, until none
// is left outside; false when the shape grows beyond the limit.
func closeEmpty(g grid, m []int) ([]int, bool) {
	var nb [4]int
	for k := 0; k < len(m); k++ {
		for _, j := range neighbours(nb[:0], g.W(), g.H(), m[k]) {
			if at(g, j) != board.Empty || contains(m, j) {
				continue
			}
			if len(m) == maxMouthPoints {
				return m, false
			}
			m = append(m, j)
		}
	}
	return m, true
}

// validMouth reports whether the points m form a ko mouth (docs/ing.md):
// every outside neighbour is a stone; each point is walled by one colour
// only; both colours wall the shape; it holds a ko string and an empty
// point; and no empty point touches two ko strings of one colour (a play
// there would capture both, which no ko does).
func validMouth(g grid, m []int) bool {
	if len(m) < 2 || len(m) > maxMouthPoints {
		return false
	}
	w, h := g.W(), g.H()
	var nb [4]int
	var walls [3]bool
	stones, empties := 0, 0
	for _, q := range m {
		wall := board.Empty
		for _, j := range neighbours(nb[:0], w, h, q) {
			if contains(m, j) {
				continue
			}
			c := at(g, j)
			if c == board.Empty {
				return false
			}
			if wall != board.Empty && wall != c {
				return false
			}
			wall = c
		}
		walls[wall] = true
		if at(g, q) == board.Empty {
			empties++
			if touchesTwoStrings(g, m, q) {
				return false
			}
		} else {
			stones++
		}
	}
	return walls[board.Black] && walls[board.White] && stones > 0 && empties > 0 && playable(g, m)
}

// playable reports whether some player has a ko stone move on the shape
// seen on its own (its walls never captured): a shape where neither
// player can ever play a ko stone is no ko mouth (lecture 2: "currently
// in the lower right corner there is no ko mouth").
func playable(g grid, m []int) bool {
	var state [maxMouthPoints]board.Color
	var inner [maxMouthPoints][4]int8
	var nInner [maxMouthPoints]int8
	var wall [maxMouthPoints]board.Color
	var nb [4]int
	w, h := g.W(), g.H()
	for k, q := range m {
		state[k] = at(g, q)
		for _, j := range neighbours(nb[:0], w, h, q) {
			if l := index(m, j); l >= 0 {
				inner[k][nInner[k]] = int8(l)
				nInner[k]++
			} else {
				wall[k] = at(g, j)
			}
		}
	}
	lg := localGame{n: len(m), inner: inner, nInner: nInner, wall: wall}
	for e := 0; e < len(m); e++ {
		if state[e] != board.Empty {
			continue
		}
		for _, c := range [2]board.Color{board.Black, board.White} {
			t := state
			if lg.koStoneMove(&t, e, c) {
				return true
			}
		}
	}
	return false
}

func index(s []int, v int) int {
	for k, x := range s {
		if x == v {
			return k
		}
	}
	return -1
}

// touchesTwoStrings reports whether the empty point q of m touches two
// different ko strings of the same colour inside m.
func touchesTwoStrings(g grid, m []int, q int) bool {
	w, h := g.W(), g.H()
	var nb [4]int
	var buf [8]int
	seen := [3]int{-1, -1, -1} // smallest stone of the first string of each colour
	for _, j := range neighbours(nb[:0], w, h, q) {
		c := at(g, j)
		if c == board.Empty || !contains(m, j) {
			continue
		}
		s, _ := smallChain(g, j, maxMouthPoints, buf[:0])
		id := slices.Min(s)
		if seen[c] >= 0 && seen[c] != id {
			return true
		}
		seen[c] = id
	}
	return false
}

// Candidate reports whether the stone at (x, y) can be a ko stone: it
// stands in a shape that passes the ko-mouth test. It is the replay's cheap
// filter: a play whose stone is not a candidate afterwards is no ko stone
// move, and none of Ing's ko rules can restrict it. It allocates nothing.
func Candidate(b *board.Board, x, y int) bool {
	return candidate(b, y*b.W()+x)
}

func candidate(g grid, i int) bool {
	if at(g, i) == board.Empty {
		return false
	}
	var buf [16]int
	for _, absorb := range [2]bool{false, true} {
		if m, ok := mouthFrom(g, i, absorb, buf[:0]); ok && validMouth(g, m) {
			return true
		}
	}
	return false
}

// FindMouths returns the ko mouths of p, ordered by first point. Candidate
// shapes grow around every small chain; where two candidates overlap, the
// smaller one wins, then the one with fewer wall points on small strings
// (its walls are the strings the ko is about, not other ko stones), then
// the one whose ko string comes first in row-major order (docs/ing.md).
func FindMouths(p board.Position) []Mouth {
	g := posGrid{&p}
	var cands [][]int
	seen := make([]bool, len(p.Stones))
	var buf [16]int
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] {
			continue
		}
		chain, _ := smallChain(g, i, len(p.Stones), nil)
		for _, s := range chain {
			seen[s] = true
		}
		if len(chain) > maxKoString {
			continue
		}
		for _, absorb := range [2]bool{false, true} {
			m, ok := mouthFrom(g, i, absorb, buf[:0])
			if !ok || !validMouth(g, m) {
				continue
			}
			m = slices.Clone(m)
			slices.Sort(m)
			if !slices.ContainsFunc(cands, func(o []int) bool { return slices.Equal(o, m) }) {
				cands = append(cands, m)
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
		for _, j := range neighbours(nb[:0], g.W(), g.H(), q) {
			if at(g, j) == board.Empty || contains(m, j) || contains(walls, j) {
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
	g := posGrid{&p}
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

// MayBeKoPoint reports whether point i of p can belong to a ko mouth: a
// stone that is a candidate ko stone, or an empty point whose enclosed
// empty neighbourhood (a mouth holds at most maxMouthPoints points) touches
// one. It is the replay's cheap test that two positions may be of the same
// class of board positions (they differ on ko-position points only). It
// allocates nothing.
func MayBeKoPoint(p *board.Position, i int) bool {
	g := posGrid{p}
	if p.Stones[i] != board.Empty {
		return candidate(g, i)
	}
	var buf [maxMouthPoints + 1]int
	empties := append(buf[:0], i)
	var nb [4]int
	for k := 0; k < len(empties); k++ {
		for _, j := range neighbours(nb[:0], p.W, p.H, empties[k]) {
			switch {
			case p.Stones[j] != board.Empty:
				if candidate(g, j) {
					return true
				}
			case !contains(empties, j):
				if len(empties) == maxMouthPoints {
					return false // too open for a mouth
				}
				empties = append(empties, j)
			}
		}
	}
	return false
}

package ing

import (
	"math/bits"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// plainShape is the smallest candidate mouth shape around the chain
// through i: the chain, its liberties, and every empty point next to an
// empty point already taken (a mouth is enclosed by stones or edges).
// Larger shapes also take in neighbouring small chains with their
// liberties while they stay within the limits (see grow), so that a shape
// holding two opposing ko strings (the eternal-life shape of lecture 2,
// the big mouths of lecture 4) is one mouth.
func plainShape(g grid, i int, buf []int) ([]int, bool) {
	m, ok := smallChain(g, i, maxKoString, buf[:0])
	if !ok {
		return m, false
	}
	return closeEmpty(g, m)
}

// anyValid reports whether m, or a shape grown from it by absorbing
// neighbouring small chains, is a valid mouth. The plain shape has two
// points at least and each absorption adds one at least, so two levels
// reach every shape within the limit; no recursion keeps the buffers on
// the stack, and it allocates nothing.
func anyValid(g grid, m []int) bool {
	return validMouth(g, m) || anyGrownValid(g, m)
}

// anyGrownValid is anyValid without the test of m itself.
func anyGrownValid(g grid, m []int) bool {
	if len(m) >= maxMouthPoints || !boxFits(g.w, m, -1) {
		return false // no room to absorb anything, or no outline can hold m
	}
	var nb, nb2 [4]int
	var buf, buf2 [2 * maxMouthPoints]int
	for k := 0; k < len(m); k++ {
		for _, j := range neighbours(nb[:0], g.w, g.h, m[k]) {
			if g.at(j) == board.Empty || contains(m, j) || !boxFits(g.w, m, j) {
				continue
			}
			m2, ok := absorb(g, m, j, buf[:0])
			if !ok {
				continue
			}
			if validMouth(g, m2) {
				return true
			}
			for k2 := 0; k2 < len(m2); k2++ {
				for _, j2 := range neighbours(nb2[:0], g.w, g.h, m2[k2]) {
					if g.at(j2) == board.Empty || contains(m2, j2) || !boxFits(g.w, m2, j2) {
						continue
					}
					if m3, ok := absorb(g, m2, j2, buf2[:0]); ok && validMouth(g, m3) {
						return true
					}
				}
			}
		}
	}
	return false
}

// allValid appends to out (sorted, without duplicates) m and every shape
// grown from it that is a valid mouth.
func allValid(g grid, m []int, out [][]int) [][]int {
	// One buffer per level of absorption, on the stack: each absorption
	// adds a point, so no shape of the limit needs more levels.
	var bufs [maxMouthPoints][2 * maxMouthPoints]int
	return allValidIn(g, m, out, bufs[:])
}

func allValidIn(g grid, m []int, out [][]int, bufs [][2 * maxMouthPoints]int) [][]int {
	if validMouth(g, m) {
		v := slices.Clone(m)
		slices.Sort(v)
		if !slices.ContainsFunc(out, func(o []int) bool { return slices.Equal(o, v) }) {
			out = append(out, v)
		}
	}
	if len(bufs) == 0 || len(m) >= maxMouthPoints || !boxFits(g.w, m, -1) {
		return out // no room to absorb anything, or no outline can hold m
	}
	var nb [4]int
	for k := 0; k < len(m); k++ {
		for _, j := range neighbours(nb[:0], g.w, g.h, m[k]) {
			if g.at(j) == board.Empty || contains(m, j) || !boxFits(g.w, m, j) {
				continue
			}
			if m2, ok := absorb(g, m, j, bufs[0][:0]); ok {
				out = allValidIn(g, m2, out, bufs[1:])
			}
		}
	}
	return out
}

// absorb returns m with the small chain through j and the empty points it
// encloses, if the shape stays within the limits.
func absorb(g grid, m []int, j int, buf []int) ([]int, bool) {
	room := min(maxKoString, maxMouthPoints-len(m))
	if room <= 0 {
		return m, false
	}
	m2, ok := smallChain(g, j, room, append(buf, m...))
	if !ok {
		return m2, false
	}
	return closeEmpty(g, m2)
}

// closeEmpty adds to m every empty point next to a point of m, until none
// is left outside; false when the shape grows beyond the limit.
func closeEmpty(g grid, m []int) ([]int, bool) {
	// neighbours' order (left, right, up, down) with one division per
	// point: every candidate test of the replay runs this. The empty
	// neighbours come in one mask (emptyNeighbours): no branch per
	// neighbour, on stones that follow no pattern.
	w, n := g.w, g.w*g.h
	step := [4]int{-1, 1, -w, w}
	for k := 0; k < len(m); k++ {
		q := m[k]
		for e := emptyNeighbours(g, q, w, n); e != 0; e &= e - 1 {
			j := q + step[bits.TrailingZeros64(e)&3]
			if contains(m, j) {
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

// validMouth reports whether the points m form a ko mouth (docs/ing.md):
// every outside neighbour is a stone; each point is walled by one colour
// only; both colours wall the shape; it holds a ko string and an empty
// point; and no empty point touches two ko strings of one colour (a play
// there would capture both, which no ko does).
func validMouth(g grid, m []int) bool { return validShape(g, m, true) }

// validPlainMouth is validMouth for a plain shape (plainShape): its
// stones are one chain, the one through the stone it was made from
// (closeEmpty adds empty points only), so no empty point of it touches
// two ko strings of one colour, and the test of that, the dearest of
// validMouth's (a chain walk per stone beside an empty point), is left
// out. validMouthOn leaves it out for the same reason.
func validPlainMouth(g grid, m []int) bool { return validShape(g, m, false) }

// validShape is validMouth, with the two-strings test only when strings
// is true.
func validShape(g grid, m []int, strings bool) bool {
	if len(m) < 2 || len(m) > maxMouthPoints || !referenceShape(g.w, m) {
		return false
	}
	w, n := g.w, g.w*g.h
	var walls [3]bool
	var wallOf [maxMouthPoints]board.Color
	stones, empties := 0, 0
	for k, q := range m {
		wall := board.Empty
		x := q % w
		on := [4]bool{x > 0, x < w-1, q >= w, q+w < n}
		for d, j := range [4]int{q - 1, q + 1, q - w, q + w} {
			if !on[d] || contains(m, j) {
				continue
			}
			c := g.at(j)
			if c == board.Empty {
				return false
			}
			if wall != board.Empty && wall != c {
				return false
			}
			wall = c
		}
		walls[wall] = true
		wallOf[k] = wall
		if g.at(q) == board.Empty {
			empties++
		} else {
			stones++
		}
	}
	if !walls[board.Black] || !walls[board.White] || stones == 0 || empties == 0 ||
		!wallsConnected(g.w, m, &wallOf, board.Black) || !wallsConnected(g.w, m, &wallOf, board.White) {
		return false
	}
	// The dearer tests last: most shapes of a replay fail the ones above.
	for _, q := range m {
		if strings && g.at(q) == board.Empty && touchesTwoStrings(g, m, q) {
			return false
		}
	}
	return playable(g, m)
}

// wallsConnected reports whether the points of m walled by c are
// connected inside m through points walled by c or by nothing (an edge or
// a corner). In every mouth of the seed the points walled by Black form
// one side of the shape and those walled by White the other (the basic
// ko; L2 (d) "# O O . # O"; L4 (5)-(6); L5 (1)-(2)): the ko is on the
// border between two walls. A shape whose wall colours alternate
// (walled O, O, X, O along an edge) is two fragments, not one mouth
// (docs/ing.md).
//
// w is the row length of the points' numbering: the board's width, or
// board.Stride for the padded layout (filter.go), where two points of a
// row are never one apart across rows.
func wallsConnected(w int, m []int, wallOf *[maxMouthPoints]board.Color, c board.Color) bool {
	start := -1
	var want uint8
	for k := range m {
		if wallOf[k] == c {
			want |= 1 << k
			if start < 0 {
				start = k
			}
		}
	}
	if start < 0 {
		return true
	}
	reach := uint8(1) << start
	for changed := true; changed; {
		changed = false
		for a := range m {
			if reach&(1<<a) == 0 {
				continue
			}
			for b := range m {
				if reach&(1<<b) != 0 || (wallOf[b] != c && wallOf[b] != board.Empty) || !adjacent(w, m[a], m[b]) {
					continue
				}
				reach |= 1 << b
				changed = true
			}
		}
	}
	return reach&want == want
}

func adjacent(w, a, b int) bool {
	d := a - b
	return (d == 1 || d == -1) && a/w == b/w || d == w || d == -w
}

// playable reports whether some player has a ko stone move on the shape
// seen on its own (its walls never captured): a shape where neither
// player can ever play a ko stone is no ko mouth (lecture 2: "currently
// in the lower right corner there is no ko mouth"). A reference shape is
// looked up in playableMemo; any other is played out.
func playable(g grid, m []int) bool {
	if v, ok := playableLookup(g, m); ok {
		return v
	}
	return playableDirect(g, m)
}

// playableDirect is playable, played out on the shape's local game.
func playableDirect(g grid, m []int) bool {
	var state [maxMouthPoints]board.Color
	var inner [maxMouthPoints][4]int8
	var nInner [maxMouthPoints]int8
	var wall [maxMouthPoints]board.Color
	var nb [4]int
	w, h := g.w, g.h
	for k, q := range m {
		state[k] = g.at(q)
		for _, j := range neighbours(nb[:0], w, h, q) {
			if l := index(m, j); l >= 0 {
				inner[k][nInner[k]] = int8(l)
				nInner[k]++
			} else {
				wall[k] = g.at(j)
			}
		}
	}
	lg := localGame{n: len(m), inner: inner, nInner: nInner, wall: wall}
	return lg.anyKoStoneMove(state)
}

func index(s []int, v int) int {
	for k, x := range s {
		if x == v {
			return k
		}
	}
	return -1
}

// boxFits reports whether the points m, with j unless j < 0, lie in a
// box that a reference shape can fill: 1x4, 4x1 or 2x2 at most. A valid
// mouth is exactly its bounding box (referenceShape), so a shape grown
// from points that fit in no such box is never one: the growth is pruned
// there, the answer unchanged.
func boxFits(w int, m []int, j int) bool {
	x0, y0, x1, y1 := w, 1<<30, -1, -1
	for _, q := range m {
		x, y := q%w, q/w
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	if j >= 0 {
		x, y := j%w, j/w
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	dx, dy := x1-x0+1, y1-y0+1
	return dx == 1 && dy <= maxMouthPoints || dy == 1 && dx <= maxMouthPoints || dx <= 2 && dy <= 2
}

// referenceShape reports whether the points m (any order) have the
// outline of one of the seed's mouths: a straight line of 2 to 4 points
// (the basic ko, L2 (a)-(c); the three-point edge mouth, L5 (2), L12 (2)
// and Tim's a-d-e; the eternal-life mouth, L2 (d)) or a 2x2 block (the
// block of four, L5 (1); the big mouths, L4 (5)-(6)). No bent shape is
// among them: an L of empty points around a corner stone is no mouth
// (docs/ing.md).
//
// w is the row length of the points' numbering, as for wallsConnected.
func referenceShape(w int, m []int) bool {
	x0, y0, x1, y1 := w, 1<<30, -1, -1
	for _, q := range m {
		x, y := q%w, q/w
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	dx, dy := x1-x0+1, y1-y0+1
	// The points are connected and distinct, so a bounding box of
	// exactly len(m) cells (a line) or 2x2 holding 4 points is the shape.
	return dx*dy == len(m) && (dx == 1 || dy == 1 || (dx == 2 && dy == 2))
}

// touchesTwoStrings reports whether the empty point q of m touches two
// different ko strings of the same colour inside m.
func touchesTwoStrings(g grid, m []int, q int) bool {
	w, h := g.w, g.h
	var nb [4]int
	var buf [8]int
	seen := [3]int{-1, -1, -1} // smallest stone of the first string of each colour
	for _, j := range neighbours(nb[:0], w, h, q) {
		c := g.at(j)
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

package ing

import "github.com/rulediff/rulediff/rules/board"

// The replay's candidate test (Filter.Candidate) on the board's padded
// layout: a point's neighbours are i-1, i+1, i-board.Stride and
// i+board.Stride, and the points around the board read as board.OffBoard,
// so there is no edge test and no packing. These are plainShape and
// validMouth for padded indices, visiting points in the same order
// (left, right, up, down; padded indices sort as row-major ones do), so
// that they give the same answers: TestPaddedEqualsGrid compares them on
// every stone of random fights.

// plainShapeOn is plainShape of the stone at padded index p: its chain
// (at most maxKoString stones) and the empty points it encloses, false
// when the shape grows beyond the limits.
func plainShapeOn(b *board.Board, p int, m []int) ([]int, bool) {
	c := b.AtIndex(p)
	m = append(m, p)
	for _, want := range [2]board.Color{c, board.Empty} {
		for k := 0; k < len(m); k++ {
			q := m[k]
			for _, j := range [4]int{q - 1, q + 1, q - board.Stride, q + board.Stride} {
				if b.AtIndex(j) != want || contains(m, j) {
					continue
				}
				if want == c && len(m) == maxKoString || len(m) == maxMouthPoints {
					return m, false
				}
				m = append(m, j)
			}
		}
	}
	return m, true
}

// validMouthOn is validMouth on padded indices, for a plain shape
// (plainShapeOn). False also when the table has no case for the shape,
// which validMouth's walls leave none: the caller then asks the grid.
func validMouthOn(b *board.Board, m []int) bool {
	if len(m) < 2 || len(m) > maxMouthPoints || !referenceShape(board.Stride, m) {
		return false
	}
	var walls [4]bool
	var wallOf [maxMouthPoints]board.Color
	stones, empties := 0, 0
	for k, q := range m {
		wall := board.Empty
		for _, j := range [4]int{q - 1, q + 1, q - board.Stride, q + board.Stride} {
			c := b.AtIndex(j)
			if c == board.OffBoard || contains(m, j) {
				continue
			}
			if c == board.Empty || wall != board.Empty && wall != c {
				return false
			}
			wall = c
		}
		walls[wall] = true
		wallOf[k] = wall
		if b.AtIndex(q) == board.Empty {
			empties++
		} else {
			stones++
		}
	}
	if !walls[board.Black] || !walls[board.White] || stones == 0 || empties == 0 ||
		!wallsConnected(board.Stride, m, &wallOf, board.Black) || !wallsConnected(board.Stride, m, &wallOf, board.White) {
		return false
	}
	// validMouth's two-strings test is left out: a plain shape holds one
	// string (the played stone's chain), so no empty point of it touches
	// two.
	v, ok := playableLookupOn(b, m)
	return ok && v
}

// playableLookupOn is playableLookup on padded indices. A shape that
// passed validMouthOn's walls always has its case in the table; false,
// false otherwise.
func playableLookupOn(b *board.Board, m []int) (v, ok bool) {
	n := len(m)
	if n < 2 || n > maxMouthPoints {
		return false, false
	}
	const s = board.Stride
	q, kind := shapeKind(m, s, s) // padded rows: fewer than Stride
	if kind < 0 {
		return false, false
	}
	sc, wc := 0, 0
	for k := n - 1; k >= 0; k-- { // base 3, point 0 the lowest digit (localGame.encode)
		wall := board.Empty
		for _, j := range [4]int{q[k] - 1, q[k] + 1, q[k] - s, q[k] + s} {
			c := b.AtIndex(j)
			if c == board.OffBoard || contains(q[:n], j) {
				continue
			}
			if c == board.Empty || wall != board.Empty && wall != c {
				return false, false
			}
			wall = c
		}
		sc = sc*3 + int(b.AtIndex(q[k]))
		wc = wc*3 + int(wall)
	}
	return playableAt(kind, sc+pow3(n)*wc), true
}

// mayGrowOn is a necessary condition for anyValid to find a shape grown
// from the plain shape m (padded indices, no mouth itself): a stone next
// to m whose chain fits the room left and keeps m in a reference box
// (absorb's and boxFits' first tests on the first absorption, which every
// grown shape starts with). Most plain shapes that are no mouth have none,
// and are settled without packing the board for the grid's search, whose
// loops are the filter's most mispredicted branches.
func mayGrowOn(b *board.Board, m []int) bool {
	room := min(maxKoString, maxMouthPoints-len(m))
	for _, q := range m {
		for _, j := range [4]int{q - 1, q + 1, q - board.Stride, q + board.Stride} {
			if c := b.AtIndex(j); c != board.Black && c != board.White || contains(m, j) {
				continue
			}
			if n, _ := b.Chain(j%board.Stride-1, j/board.Stride-1); n <= room && boxFits(board.Stride, m, j) {
				return true
			}
		}
	}
	return false
}

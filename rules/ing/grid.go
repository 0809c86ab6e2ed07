package ing

import "rulediff/rules/board"

// grid is read access to a board: both the fast board.Board and a plain
// board.Position (through posGrid) satisfy it, so the mouth search serves
// the replay's fast path and the analysis alike.
type grid interface {
	W() int
	H() int
	At(x, y int) board.Color
}

// posGrid adapts a board.Position to grid.
type posGrid struct{ p *board.Position }

func (g posGrid) W() int                  { return g.p.W }
func (g posGrid) H() int                  { return g.p.H }
func (g posGrid) At(x, y int) board.Color { return g.p.Stones[y*g.p.W+x] }

// neighbours appends the on-board orthogonal neighbours of index i.
func neighbours(dst []int, w, h, i int) []int {
	x, y := i%w, i/w
	if x > 0 {
		dst = append(dst, i-1)
	}
	if x < w-1 {
		dst = append(dst, i+1)
	}
	if y > 0 {
		dst = append(dst, i-w)
	}
	if y < h-1 {
		dst = append(dst, i+w)
	}
	return dst
}

func at(g grid, i int) board.Color { w := g.W(); return g.At(i%w, i/w) }

// smallChain appends to dst the stones of the chain through i and reports
// whether it has at most limit stones; it stops exploring beyond the limit
// so that a big chain costs almost nothing.
func smallChain(g grid, i, limit int, dst []int) ([]int, bool) {
	c := at(g, i)
	start := len(dst)
	dst = append(dst, i)
	var nb [4]int
	for k := start; k < len(dst); k++ {
		for _, j := range neighbours(nb[:0], g.W(), g.H(), dst[k]) {
			if at(g, j) == c && !contains(dst[start:], j) {
				if len(dst)-start == limit {
					return dst, false
				}
				dst = append(dst, j)
			}
		}
	}
	return dst, true
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

package ing

import "github.com/rulediff/rulediff/rules/board"

// grid is read access to a board as the packed bit sets of board.Board
// Packed and History snapshots: Black's words, then White's. The mouth
// search runs on it for both the replay's fast path (no copy of the board
// beyond a few words) and the analysis of plain positions.
type grid struct {
	w, h         int
	black, white []uint64
}

// packedGrid reads a packed position (Words words per colour).
func packedGrid(w, h int, packed []uint64) grid {
	n := len(packed) / 2
	return grid{w: w, h: h, black: packed[:n], white: packed[n:]}
}

// positionGrid packs a plain position (allocates).
func positionGrid(p *board.Position) grid {
	return positionGridIn(nil, p)
}

// positionGridIn packs a plain position into buf, grown as needed: the
// grid shares buf's storage.
func positionGridIn(buf *[]uint64, p *board.Position) grid {
	n := (p.W*p.H + 63) / 64
	var s []uint64
	if buf != nil {
		s = append((*buf)[:0], make([]uint64, 2*n)...)
		*buf = s
	} else {
		s = make([]uint64, 2*n)
	}
	// A word at a time, without branches: every analysis packs its
	// positions, and stones follow no pattern a predictor could learn.
	for k := 0; k < n; k++ {
		var bw, ww uint64
		for b, c := range p.Stones[k*64 : min(len(p.Stones), (k+1)*64)] {
			bw |= isBlack[c&3] << b
			ww |= isWhite[c&3] << b
		}
		s[k], s[n+k] = bw, ww
	}
	return packedGrid(p.W, p.H, s)
}

// isBlack and isWhite give a point's bit in each colour's set (Color is
// Empty, Black or White; the fourth value is no colour).
var (
	isBlack = [4]uint64{board.Black: 1}
	isWhite = [4]uint64{board.White: 1}
)

// at returns the content of point i (row-major).
func (g grid) at(i int) board.Color {
	// Black is 1 and White 2, and a point holds one of them at most:
	// no branch.
	w, s := i>>6, uint(i&63)
	return board.Color(g.black[w]>>s&1 | (g.white[w]>>s&1)<<1)
}

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

// smallChain appends to dst the stones of the chain through i and reports
// whether it has at most limit stones; it stops exploring beyond the limit
// so that a big chain costs almost nothing. It reads the stone's colour
// set directly, neighbours in the order of neighbours().
func smallChain(g grid, i, limit int, dst []int) ([]int, bool) {
	own := g.black
	switch {
	case g.black[i>>6]>>(i&63)&1 != 0:
	case g.white[i>>6]>>(i&63)&1 != 0:
		own = g.white
	default:
		return emptyArea(g, i, limit, dst)
	}
	start := len(dst)
	dst = append(dst, i)
	w, n := g.w, g.w*g.h
	for k := start; k < len(dst); k++ {
		q := dst[k]
		x := q % w
		on := [4]bool{x > 0, x < w-1, q >= w, q+w < n}
		for d, j := range [4]int{q - 1, q + 1, q - w, q + w} {
			switch {
			case !on[d]:
				continue // off the board
			case own[j>>6]>>(j&63)&1 == 0 || contains(dst[start:], j):
				continue
			case len(dst)-start == limit:
				return dst, false
			}
			dst = append(dst, j)
		}
	}
	return dst, true
}

// emptyArea is smallChain for an empty point: the connected empty points.
func emptyArea(g grid, i, limit int, dst []int) ([]int, bool) {
	start := len(dst)
	dst = append(dst, i)
	var nb [4]int
	for k := start; k < len(dst); k++ {
		for _, j := range neighbours(nb[:0], g.w, g.h, dst[k]) {
			if g.at(j) == board.Empty && !contains(dst[start:], j) {
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

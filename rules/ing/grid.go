package ing

import (
	"math/bits"

	"github.com/rulediff/rulediff/rules/board"
)

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
	// Eight points at a time, without branches: every analysis packs its
	// positions, and stones follow no pattern a predictor could learn.
	// A point holds Empty, Black or White (0, 1, 2): Black's bit is bit 0
	// of its byte, White's bit 1; gatherBits packs them.
	stones := p.Stones
	full := len(stones) &^ 7
	for i := 0; i < full; i += 8 {
		b := stones[i : i+8 : i+8]
		v := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		k, sh := i>>6, uint(i&63)
		s[k] |= gatherBits(v&0x0101010101010101) << sh
		s[n+k] |= gatherBits(v>>1&0x0101010101010101) << sh
	}
	for i := full; i < len(stones); i++ {
		c := stones[i]
		s[i>>6] |= isBlack[c&3] << (i & 63)
		s[n+i>>6] |= isWhite[c&3] << (i & 63)
	}
	return packedGrid(p.W, p.H, s)
}

// gatherBits moves bit 0 of each byte of v (the other bits clear) to bit
// k of the result, k the byte's index.
func gatherBits(v uint64) uint64 { return v * 0x0102040810204080 >> 56 }

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
// set directly, neighbours in the order of neighbours(): those of its
// colour first gathered in one mask (ownNeighbours), so that a stone with
// none, the commonest, costs one branch instead of one per neighbour
// (stones follow no pattern a predictor could learn).
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
	step := [4]int{-1, 1, -w, w}
	for k := start; k < len(dst); k++ {
		q := dst[k]
		for m := ownNeighbours(own, q, w, n); m != 0; m &= m - 1 {
			j := q + step[bits.TrailingZeros64(m)&3]
			switch {
			case contains(dst[start:], j):
				continue
			case len(dst)-start == limit:
				return dst, false
			}
			dst = append(dst, j)
		}
	}
	return dst, true
}

// ownNeighbours returns the neighbours of point q (on a board w wide, n
// points) that the bit set own holds, as a mask: bit d for the d-th of
// q-1, q+1, q-w, q+w, each only when on the board. Without branches: an
// off-board neighbour reads q itself and is masked off by its 0.
func ownNeighbours(own []uint64, q, w, n int) uint64 {
	x := uint(q) % uint(w) // q >= 0, w > 0: no test for w == -1
	onL, onR, onU, onD := b2u(x > 0), b2u(x < uint(w)-1), b2u(q >= w), b2u(q+w < n)
	l, r, u, d := q-int(onL), q+int(onR), q-w*int(onU), q+w*int(onD)
	return own[l>>6]>>(l&63)&onL |
		(own[r>>6]>>(r&63)&onR)<<1 |
		(own[u>>6]>>(u&63)&onU)<<2 |
		(own[d>>6]>>(d&63)&onD)<<3
}

// emptyNeighbours is ownNeighbours for the empty points of g: q's
// neighbours that neither colour holds. (The neighbours' lines are
// ownNeighbours', written out: a shared function would not be inlined.)
func emptyNeighbours(g grid, q, w, n int) uint64 {
	x := uint(q) % uint(w) // q >= 0, w > 0: no test for w == -1
	onL, onR, onU, onD := b2u(x > 0), b2u(x < uint(w)-1), b2u(q >= w), b2u(q+w < n)
	l, r, u, d := q-int(onL), q+int(onR), q-w*int(onU), q+w*int(onD)
	b, wh := g.black, g.white
	return ^((b[l>>6]|wh[l>>6])>>(l&63))&onL |
		(^((b[r>>6]|wh[r>>6])>>(r&63))&onR)<<1 |
		(^((b[u>>6]|wh[u>>6])>>(u&63))&onU)<<2 |
		(^((b[d>>6]|wh[d>>6])>>(d&63))&onD)<<3
}

// b2u is 1 for true, 0 for false (compiled without a branch).
func b2u(b bool) uint64 {
	var u uint64
	if b {
		u = 1
	}
	return u
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

package ing

import (
	"math/bits"
	"slices"

	"rulediff/rules/board"
)

// mouthReach bounds how far from a small chain the search for its mouth
// shapes reads (chainShapes): every shape is a connected set of at most
// maxMouthPoints points holding the chain, so its points lie within 3 of
// the chain; the search reads their neighbours (4), and the chains it
// tries to absorb only as far as they fit in the shape. One more for
// safety: a chain with no stone within mouthReach of a changed point
// grows exactly the shapes it grew before.
const mouthReach = 5

// mouthCacheMaxDiff is the number of changed points beyond which a full
// scan is cheaper than rescanning around each of them.
const mouthCacheMaxDiff = 24

// A mouthCache finds the ko mouths of a position as FindMouths does, but
// from the shapes it found for the previous position it was asked about:
// only the small chains near a point that changed are searched again.
// The positions a judge analyses are those of one game a few moves
// apart. The zero value is ready; it is a pure memo of FindMouths.
type mouthCache struct {
	w, h   int
	packed []uint64 // the position recs describe (nil: none yet)
	recs   []mouthRec
	next   []mouthRec // scratch
}

// mouthRec is a small chain some stone of which may be in a mouth, and
// the mouth shapes grown around it (chainShapes).
type mouthRec struct {
	chain  []int
	shapes [][]int
}

// find returns FindMouths(p).
func (c *mouthCache) find(p board.Position) []Mouth {
	g := positionGrid(&p)
	if c.packed == nil || c.w != p.W || c.h != p.H || !c.update(g) {
		c.full(g)
	}
	c.w, c.h = p.W, p.H
	c.packed = append(c.packed[:0], g.black...)
	c.packed = append(c.packed, g.white...)
	var cands [][]int
	for _, r := range c.recs {
		cands = addShapes(cands, r.shapes)
	}
	return resolveMouths(p, g, cands)
}

// full records the chains of the whole board, as FindMouths scans them.
func (c *mouthCache) full(g grid) {
	c.recs = c.recs[:0]
	var seen [maxWords]uint64
	for k := range g.black {
		for word := g.black[k] | g.white[k]; word != 0; word &= word - 1 {
			if i := k*64 + bits.TrailingZeros64(word); mouthNeighbourhood(g, i) {
				c.recs = scanChain(g, i, &seen, c.recs)
			}
		}
	}
}

// update rescans the chains within mouthReach of a point where g differs
// from the recorded position and keeps the other records; false when too
// many points differ.
func (c *mouthCache) update(g grid) bool {
	n := len(g.black)
	var near [maxWords]uint64
	changed := 0
	for k := 0; k < n; k++ {
		for d := (g.black[k] ^ c.packed[k]) | (g.white[k] ^ c.packed[n+k]); d != 0; d &= d - 1 {
			if changed++; changed > mouthCacheMaxDiff {
				return false
			}
			markNear(&near, g.w, g.h, k*64+bits.TrailingZeros64(d))
		}
	}
	if changed == 0 {
		return true
	}
	c.next = c.next[:0]
	for _, r := range c.recs {
		if !anyIn(&near, r.chain) {
			c.next = append(c.next, r)
		}
	}
	// Every stone near: a chain is searched when any of its stones passes
	// mouthNeighbourhood, and that stone may lie outside near.
	var seen [maxWords]uint64
	for k := 0; k < n; k++ {
		for word := (g.black[k] | g.white[k]) & near[k]; word != 0; word &= word - 1 {
			c.next = scanChain(g, k*64+bits.TrailingZeros64(word), &seen, c.next)
		}
	}
	c.recs, c.next = c.next, c.recs
	return true
}

// scanChain records the small chain through stone i when it is not seen
// yet and one of its stones passes mouthNeighbourhood (as FindMouths
// asks); it marks a small chain seen.
func scanChain(g grid, i int, seen *[maxWords]uint64, recs []mouthRec) []mouthRec {
	if seen[i>>6]>>(i&63)&1 != 0 {
		return recs
	}
	var buf [maxKoString + 1]int
	chain, small := smallChain(g, i, maxKoString, buf[:0])
	in := false
	for _, s := range chain {
		// The stones met belong to one chain: small or not, it is
		// decided for all of them.
		seen[s>>6] |= 1 << (s & 63)
		in = in || small && mouthNeighbourhood(g, s)
	}
	if !in {
		return recs
	}
	return append(recs, mouthRec{chain: slices.Clone(chain), shapes: shapesAround(g, i)})
}

// markNear sets in near every point within mouthReach (Manhattan) of i.
func markNear(near *[maxWords]uint64, w, h, i int) {
	x0, y0 := i%w, i/w
	for y := max(0, y0-mouthReach); y <= min(h-1, y0+mouthReach); y++ {
		r := mouthReach - abs(y-y0)
		for x := max(0, x0-r); x <= min(w-1, x0+r); x++ {
			q := y*w + x
			near[q>>6] |= 1 << (q & 63)
		}
	}
}

func anyIn(set *[maxWords]uint64, pts []int) bool {
	for _, q := range pts {
		if set[q>>6]>>(q&63)&1 != 0 {
			return true
		}
	}
	return false
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

package ing

import (
	"math/bits"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
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

// mouthCacheSlots is the number of positions a mouthCache remembers. The
// replay analyses an earlier candidate (from the history) and then the
// current play, often far apart: with one slot each of them would scan
// the whole board again.
const mouthCacheSlots = 4

// A mouthCache finds the ko mouths of a position as FindMouths does, but
// from the shapes it found for the nearest of the last positions it was
// asked about: only the small chains near a point that changed are
// searched again. The positions a judge analyses are those of one game a
// few moves apart, or a few such runs. The zero value is ready; it is a
// pure memo of FindMouths.
type mouthCache struct {
	slots [mouthCacheSlots]mouthSlot
	clock int
	next  []mouthRec // scratch
	grid  []uint64   // scratch: the position asked about
}

// mouthSlot is one remembered position and its records.
type mouthSlot struct {
	w, h   int
	packed []uint64 // the position recs describe (nil: none yet)
	recs   []mouthRec
	used   int // c.clock when last asked
}

// mouthRec is a small chain some stone of which may be in a mouth, and
// the mouth shapes grown around it (chainShapes).
type mouthRec struct {
	chain  []int
	shapes [][]int
}

// find returns FindMouths(p).
func (c *mouthCache) find(p board.Position) []Mouth {
	g := positionGridIn(&c.grid, &p)
	// The slot nearest to p (fewest points changed), else the one least
	// recently used, rescanned whole.
	best, bestDiff, lru := -1, mouthCacheMaxDiff+1, 0
	n := len(g.black)
	for k := range c.slots {
		s := &c.slots[k]
		if s.used < c.slots[lru].used {
			lru = k
		}
		if s.packed == nil || s.w != p.W || s.h != p.H {
			continue
		}
		d := 0
		for w := 0; w < n && d < bestDiff; w++ {
			d += bits.OnesCount64((g.black[w] ^ s.packed[w]) | (g.white[w] ^ s.packed[n+w]))
		}
		if d < bestDiff {
			best, bestDiff = k, d
		}
	}
	if best < 0 {
		best = lru
		c.full(&c.slots[best], g)
	} else if !c.update(&c.slots[best], g) {
		c.full(&c.slots[best], g)
	}
	s := &c.slots[best]
	c.clock++
	s.w, s.h, s.used = p.W, p.H, c.clock
	s.packed = append(s.packed[:0], g.black...)
	s.packed = append(s.packed, g.white...)
	var cands [][]int
	for _, r := range s.recs {
		cands = addShapes(cands, r.shapes)
	}
	return resolveMouths(p, g, cands)
}

// full records the chains of the whole board, as FindMouths scans them.
func (c *mouthCache) full(s *mouthSlot, g grid) {
	s.recs = s.recs[:0]
	var seen [maxWords]uint64
	for k := range g.black {
		for word := g.black[k] | g.white[k]; word != 0; word &= word - 1 {
			if i := k*64 + bits.TrailingZeros64(word); mouthNeighbourhood(g, i) {
				s.recs = scanChain(g, i, &seen, s.recs)
			}
		}
	}
}

// update rescans the chains within mouthReach of a point where g differs
// from the recorded position and keeps the other records; false when too
// many points differ.
func (c *mouthCache) update(s *mouthSlot, g grid) bool {
	n := len(g.black)
	var near [maxWords]uint64
	changed := 0
	for k := 0; k < n; k++ {
		for d := (g.black[k] ^ s.packed[k]) | (g.white[k] ^ s.packed[n+k]); d != 0; d &= d - 1 {
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
	for _, r := range s.recs {
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
	s.recs, c.next = c.next, s.recs
	return true
}

// scanChain records the small chain through stone i when it is not seen
// yet and one of its stones passes mouthNeighbourhood (as FindMouths
// asks); it marks a small chain seen, and the stones it met of a big one.
func scanChain(g grid, i int, seen *[maxWords]uint64, recs []mouthRec) []mouthRec {
	return scanChainKeep(g, i, seen, recs, true)
}

// scanShapes is scanChain recording the shapes only (chain nil): the
// local search (localShapes) never reads the chains.
func scanShapes(g grid, i int, seen *[maxWords]uint64, recs []mouthRec) []mouthRec {
	return scanChainKeep(g, i, seen, recs, false)
}

// scanChainKeep is scanChain, keeping a copy of each chain recorded when
// keep is set.
func scanChainKeep(g grid, i int, seen *[maxWords]uint64, recs []mouthRec, keep bool) []mouthRec {
	if seen[i>>6]>>(i&63)&1 != 0 {
		return recs
	}
	if bigNeighbour(g, i, seen) {
		// A stone met before lies in i's chain, and i is not seen: that
		// chain was not small (a small one is marked whole), so nothing
		// is recorded. Marking i carries the fact along a big wall, which
		// is otherwise re-flooded four stones at a time.
		seen[i>>6] |= 1 << (i & 63)
		return recs
	}
	return recordChain(g, i, seen, recs, keep)
}

// recordChain is scanChain past its shortcut: it floods the chain
// through i (up to maxKoString stones and one more), marks the stones met
// seen, and records the chain when it is small and one of its stones
// passes mouthNeighbourhood.
func recordChain(g grid, i int, seen *[maxWords]uint64, recs []mouthRec, keep bool) []mouthRec {
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
	r := mouthRec{shapes: shapesAround(g, i)}
	if keep {
		r.chain = slices.Clone(chain)
	}
	return append(recs, r)
}

// bigNeighbour reports whether the stone i, not seen, has a neighbour of
// its colour that scanChain has seen: then i's chain is not small.
func bigNeighbour(g grid, i int, seen *[maxWords]uint64) bool {
	own := g.black
	if own[i>>6]>>(i&63)&1 == 0 {
		own = g.white
	}
	w, x := g.w, i%g.w
	met := func(j int) bool { return (own[j>>6]&seen[j>>6])>>(j&63)&1 != 0 }
	return x > 0 && met(i-1) || x < w-1 && met(i+1) ||
		i >= w && met(i-w) || i+w < w*g.h && met(i+w)
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

package ing

import (
	"math/bits"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// shapeSpan bounds the distance between two points of one candidate
// shape: a shape is a connected set of at most maxMouthPoints points.
const shapeSpan = maxMouthPoints - 1

// koPositionAt returns the ko position of p that holds point i, exactly as
// koPositions(p, cs, FindMouths(p)) gives it, and false when no ko
// position holds i; g is p's grid. It searches around i only (and along
// one wall string for a ko coupling), never the whole board: the replay
// analyses a play this way when the class of board positions cannot
// matter to its ruling (docs/ing.md).
//
// Why it equals the whole-board search: FindMouths keeps, in a fixed
// total order, each candidate shape that overlaps none kept before it,
// so whether a shape is kept depends only on the shapes connected to it
// by overlaps. Every candidate shape holding a point q is grown around a
// small chain with a stone within shapeSpan of q; the local search scans
// those chains around every point of every shape it finds until no new
// shape appears, so it holds whole overlap components and resolves them
// as FindMouths does. The mouths coupled with i's mouth have the same
// adjacent strings, so they touch its smallest wall string: the search
// around that string's neighbours (those that may lie in a mouth) finds
// them.
func koPositionAt(p board.Position, g grid, cs *chains, i int) (KoPosition, bool) {
	return new(localShapes).koPositionAt(p, g, cs, i)
}

// koPositionAt is the function koPositionAt with ls's memory: the
// judge's analyses reuse one localShapes, so that the search allocates
// only the shapes it finds.
func (ls *localShapes) koPositionAt(p board.Position, g grid, cs *chains, i int) (KoPosition, bool) {
	ls.reset(g)
	ls.ask(i)
	ls.close()
	mouths := resolveMouths(p, g, ls.cands)
	at := slices.IndexFunc(mouths, func(m Mouth) bool { return slices.Contains(m.Points, i) })
	if at < 0 {
		return KoPosition{}, false
	}
	adj := adjacentStrings(p, cs, mouths[at].Points)
	// A mouth is walled by both colours (validMouth): adj is never empty.
	var onWall [maxWords]uint64 // the stones of the smallest wall string
	if len(adj) > 0 {
		small := adj[0]
		for _, a := range adj[1:] {
			if cs.sizeOf(a) < cs.sizeOf(small) {
				small = a
			}
		}
		wall := cs.of(small)
		var nb [4]int
		for _, s := range wall.stones {
			onWall[s>>6] |= 1 << (s & 63)
			for _, q := range neighbours(nb[:0], p.W, p.H, s) {
				if p.Stones[q] != wall.color && mayBeInMouth(g, q) {
					ls.ask(q)
				}
			}
		}
		if ls.close() {
			mouths = resolveMouths(p, g, ls.cands)
		}
	}
	var kp KoPosition
	n := 0
	for _, m := range mouths { // by first point, as koPositions groups them
		if slices.Contains(m.Points, i) || len(adj) > 0 && touches(p, &onWall, m.Points) &&
			slices.Equal(adjacentStrings(p, cs, m.Points), adj) {
			kp.Mouths = append(kp.Mouths, m)
			kp.Points = append(kp.Points, m.Points...)
			n++
		}
	}
	slices.Sort(kp.Points)
	if n > 1 {
		kp.Coupling = adj
	}
	return kp, true
}

// touches reports whether a point of pts has a neighbour in set.
func touches(p board.Position, set *[maxWords]uint64, pts []int) bool {
	var nb [4]int
	for _, q := range pts {
		for _, j := range neighbours(nb[:0], p.W, p.H, q) {
			if set[j>>6]>>(j&63)&1 != 0 {
				return true
			}
		}
	}
	return false
}

// mayBeInMouth is a necessary condition for point q to lie in a valid
// mouth shape: a shape holds the whole chain of each of its stones (a ko
// string, at most maxKoString stones), and the whole empty area of each
// of its empty points (every outside neighbour of a mouth is a stone),
// which leaves room for one stone at least.
func mayBeInMouth(g grid, q int) bool {
	var buf [maxMouthPoints]int
	_, ok := smallChain(g, q, maxMouthPoints-1, buf[:0])
	return ok
}

// localShapes collects the candidate mouth shapes around the points it is
// asked about, and around every point of the shapes it finds.
type localShapes struct {
	g     grid
	asked [maxWords]uint64 // points whose surroundings are scanned
	seen  [maxWords]uint64 // stones scanChain has met
	queue []int
	recs  []mouthRec
	cands [][]int
}

// reset empties ls for a search on g, keeping its buffers.
func (ls *localShapes) reset(g grid) {
	ls.g = g
	ls.asked, ls.seen = [maxWords]uint64{}, [maxWords]uint64{}
	ls.queue, ls.recs = ls.queue[:0], ls.recs[:0]
	clear(ls.cands) // the shapes belong to the last search's mouths
	ls.cands = ls.cands[:0]
}

func (ls *localShapes) ask(q int) {
	if ls.asked[q>>6]>>(q&63)&1 == 0 {
		ls.asked[q>>6] |= 1 << (q & 63)
		ls.queue = append(ls.queue, q)
	}
}

// close scans around the queued points until no new shape appears, and
// reports whether it found any new shape.
func (ls *localShapes) close() bool {
	g, found := ls.g, false
	for len(ls.queue) > 0 {
		q := ls.queue[len(ls.queue)-1]
		ls.queue = ls.queue[:len(ls.queue)-1]
		x0, y0 := q%g.w, q/g.w
		for y := max(0, y0-shapeSpan); y <= min(g.h-1, y0+shapeSpan); y++ {
			r := shapeSpan - abs(y-y0)
			// The row's stones not seen yet, in one mask read from the bit
			// sets (the points one by one were a branch each, on stones
			// that follow no pattern); ascending, as the points were
			// visited. A scan marks stones seen as it goes: scanShapes
			// tests its stone again, and skips one seen since.
			lo := max(0, x0-r)
			a, span := y*g.w+lo, min(g.w-1, x0+r)-lo+1
			stones := rowBits(g.black, a, span) | rowBits(g.white, a, span)
			for row := stones &^ rowBits(ls.seen[:], a, span); row != 0; row &= row - 1 {
				s := a + bits.TrailingZeros64(row)
				n := len(ls.recs)
				ls.recs = scanShapes(g, s, &ls.seen, ls.recs)
				for _, r := range ls.recs[n:] {
					for _, m := range r.shapes {
						if !slices.ContainsFunc(ls.cands, func(o []int) bool { return slices.Equal(o, m) }) {
							ls.cands = append(ls.cands, m)
							found = true
							for _, v := range m {
								ls.ask(v)
							}
						}
					}
				}
			}
		}
	}
	return found
}

// rowBits returns the n bits (n < 64) of the bit set s from bit a on,
// bit a lowest: n points of a row-major grid from point a on.
func rowBits(s []uint64, a, n int) uint64 {
	k, sh := a>>6, uint(a&63)
	v := s[k] >> sh
	if int(sh)+n > 64 {
		v |= s[k+1] << (64 - sh)
	}
	return v & (1<<uint(n) - 1)
}

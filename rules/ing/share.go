package ing

import "github.com/rulediff/rulediff/rules/board"

// MayShareKoPosition is a necessary condition for points i and q of the
// packed w×h position (as board.Board.Packed writes it) to lie in one ko
// position: in one ko mouth they are at most shapeSpan apart (a mouth is
// a connected set of at most maxMouthPoints points) and fit in one
// reference outline (a line of maxMouthPoints or a 2x2 block); in two
// mouths of one ko coupling, the two mouths touch the same strings
// (KoPositions), of both colours (a mouth is walled by both), and a
// string touching a mouth has a stone within shapeSpan+1 of each of its
// points, so a Black and a White string come that near both i and q;
// moreover every string that must wall the mouth holding an empty i comes
// that near q (wallsReach), and the other way round. The replay asks it
// before looking for the previous play's ko position, which most plays
// far from it are in no ko position with. It allocates nothing; it reads
// the strings near i, and those around i and q, whole.
func MayShareKoPosition(w, h int, packed []uint64, i, q int) bool {
	xi, yi, xq, yq := i%w, i/w, q%w, q/w
	if abs(xi-xq)+abs(yi-yq) <= shapeSpan && boxFits(w, []int{i}, q) {
		return true // maybe one mouth
	}
	g := packedGrid(w, h, packed)
	// The three tests read the position only, so any order gives the same
	// answer. q's walls first: the replay's q is the play after i's, most
	// often an open point elsewhere, whose empty area alone rules it out
	// (on fox_pro, 30 of 34 far calls end there, against 25 for i's).
	return wallsReach(g, q, i) && wallsReach(g, i, q) && stringsNearBoth(g, i, q)
}

// wallsReach is a necessary condition for an empty point i to lie in a
// ko mouth coupled with a mouth holding q, more than shapeSpan away (a
// mouth of its own: true for a stone i, not tested). The mouth holding i
// holds i's whole empty area (a mouth is enclosed), so that area has at
// most maxMouthPoints-1 points, and the whole chain of each of its
// stones with its liberties; a chain touching the area is then one of the
// mouth's adjacent strings when it cannot lie in the mouth (mouthWall:
// more than maxKoString stones, or too many points with its liberties and
// the area, or no reference outline with them: a bounding box that fits
// no line of maxMouthPoints and no 2x2 block). Coupled
// mouths touch the same strings (KoPositions), and a string touching the
// mouth holding q (connected, at most maxMouthPoints points) has a stone
// within shapeSpan+1 of q: every such string must come that near q.
func wallsReach(g grid, i, q int) bool {
	if g.at(i) != board.Empty {
		return true
	}
	var abuf [maxMouthPoints]int
	area, ok := emptyArea(g, i, maxMouthPoints-1, abuf[:0])
	if !ok {
		return false // too open for a mouth: i lies in none
	}
	var done [maxWords]uint64 // stones of the chains looked at
	var nb [4]int
	for _, e := range area {
		for _, j := range neighbours(nb[:0], g.w, g.h, e) {
			if g.at(j) == board.Empty || done[j>>6]>>(j&63)&1 != 0 {
				continue
			}
			if wall, near := mouthWall(g, area, j, q, &done); wall && !near {
				return false // a wall of i's mouth that no mouth holding q touches
			}
		}
	}
	return true
}

// mouthWall floods the chain of the stone j next to the empty area of a
// ko mouth (marking its stones in done) and reports whether it must be
// one of the mouth's adjacent strings (wallsReach), and whether one of
// its stones lies within shapeSpan+1 of q. A chain inside the mouth has
// at most maxKoString stones and its liberties inside too (a mouth is
// enclosed): with the area they fill at most maxMouthPoints points of one
// reference outline; a chain that cannot is a wall.
func mouthWall(g grid, area []int, j, q int, done *[maxWords]uint64) (wall, near bool) {
	const reach = shapeSpan + 1
	xq, yq := q%g.w, q/g.w
	c := g.at(j)
	done[j>>6] |= 1 << (j & 63)
	var sbuf [64]int32
	stack := append(sbuf[:0], int32(j))
	var pts [maxMouthPoints + 1]int
	fit := append(pts[:0], area...) // the points the mouth must hold with the chain
	size := 0
	var nb [4]int
	for len(stack) > 0 { // the whole chain: a part could pass for a small one
		s := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		size++
		near = near || abs(s%g.w-xq)+abs(s/g.w-yq) <= reach
		if len(fit) <= maxMouthPoints {
			fit = append(fit, s)
		}
		for _, k := range neighbours(nb[:0], g.w, g.h, s) {
			switch g.at(k) {
			case c:
				if done[k>>6]>>(k&63)&1 == 0 {
					done[k>>6] |= 1 << (k & 63)
					stack = append(stack, int32(k))
				}
			case board.Empty:
				if len(fit) <= maxMouthPoints && !contains(fit, k) {
					fit = append(fit, k)
				}
			}
		}
	}
	wall = size > maxKoString || len(fit) > maxMouthPoints || !boxFits(g.w, fit, -1)
	return wall, near
}

// stringsNearBoth is the first test of MayShareKoPosition (for points
// more than shapeSpan apart): a Black and a White string each with a
// stone within shapeSpan+1 of both i and q.
func stringsNearBoth(g grid, i, q int) bool {
	w, h := g.w, g.h
	xi, yi, xq, yq := i%w, i/w, q%w, q/w
	const reach = shapeSpan + 1
	// The strings with a stone within reach of i, each whole.
	var marked [maxWords]uint64
	var sbuf [128]int32
	stack := sbuf[:0] // each stone once: grows past 128 for long walls only
	for y := max(0, yi-reach); y <= min(h-1, yi+reach); y++ {
		r := reach - abs(y-yi)
		for x := max(0, xi-r); x <= min(w-1, xi+r); x++ {
			s := y*w + x
			c := g.at(s)
			if c == board.Empty || marked[s>>6]>>(s&63)&1 != 0 {
				continue
			}
			marked[s>>6] |= 1 << (s & 63)
			stack = append(stack[:0], int32(s))
			var nb [4]int
			for len(stack) > 0 {
				p := int(stack[len(stack)-1])
				stack = stack[:len(stack)-1]
				for _, j := range neighbours(nb[:0], w, h, p) {
					if g.at(j) == c && marked[j>>6]>>(j&63)&1 == 0 {
						marked[j>>6] |= 1 << (j & 63)
						stack = append(stack, int32(j))
					}
				}
			}
		}
	}
	// One of each colour with a stone within reach of q.
	var found [4]bool
	for y := max(0, yq-reach); y <= min(h-1, yq+reach); y++ {
		r := reach - abs(y-yq)
		for x := max(0, xq-r); x <= min(w-1, xq+r); x++ {
			if s := y*w + x; marked[s>>6]>>(s&63)&1 != 0 {
				found[g.at(s)] = true
			}
		}
	}
	return found[board.Black] && found[board.White]
}

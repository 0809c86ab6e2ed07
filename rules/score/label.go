package score

import "rulediff/rules/board"

// offBoard fills the frame of label's padded board; it equals no colour.
const offBoard board.Color = 3

// label reads a.col in two row-major scans with a union-find, the hot
// path of every count: it labels the empty regions (a.region, a.regs:
// size and the colours each touches) and finds the chains short of
// liberties. A territory point that is the last liberty of a chain of
// its own colour (RULES.md §5.10: territory touching an own stone in
// atari) is marked in a.short, listed in a.shortAt and counted per
// colour: under territory counting its owner must fill it, a teire, and
// findKoSeki looks for double-ko seki among these points.
//
// It reads the position as it stands: a simulated dame filling would
// invent ataris that the players, filling in their own order, avoid. The
// scans run on a copy of the board framed by offBoard points (a.pad,
// stride W+2), so that no neighbour needs a bounds test.
func (a *analysis) label() (short [3]int) {
	w, h, s := a.g.w, a.g.h, int32(a.g.w+2)
	pad, parent := a.pad, a.parent
	for y := 0; y < h; y++ {
		copy(pad[int(s)*(y+1)+1:], a.col[y*w:(y+1)*w])
	}
	// Scan 1: join each point to its left and upper neighbours of the
	// same colour (Empty included); a set's root is its first point.
	for y := 1; y <= h; y++ {
		for i := int32(y)*s + 1; i <= int32(y)*s+int32(w); i++ {
			c, r := pad[i], i
			left := pad[i-1] == c
			if left {
				r = parent[i-1] // set on the last step, after its unions: a root
			}
			// Up joins a new set unless up-left already joined up and left.
			if pad[i-s] == c && !(left && pad[i-s-1] == c) {
				switch u := a.find(i - s); {
				case r == i:
					r = u
				case u < r:
					parent[r] = u
					r = u
				case r < u:
					parent[u] = r
				}
			}
			parent[i] = r
		}
	}
	// Scan 2: a root comes first in its set, so it opens the region (or
	// the chain's liberty record) that its later points add to. Links
	// always point to an earlier point, whose root is known by now.
	a.regs = a.regs[:0]
	a.roots = a.roots[:0]
	region, lib, multi := a.region, a.lib, a.multi
	j := 0 // i's index on the unframed board
	for y := 1; y <= h; y++ {
		for i := int32(y)*s + 1; i <= int32(y)*s+int32(w); i, j = i+1, j+1 {
			r := parent[parent[i]]
			parent[i] = r
			if pad[i] == board.Empty {
				if r == i {
					lib[i] = int32(len(a.regs)) // a region root keeps its id here
					a.regs = append(a.regs, regionInfo{})
				}
				id := lib[r]
				region[j] = id
				reg := &a.regs[id]
				reg.size++
				reg.touch |= touchOf[pad[i-1]] | touchOf[pad[i+1]] | touchOf[pad[i-s]] | touchOf[pad[i+s]]
				continue
			}
			region[j] = -1
			if r == i {
				lib[i], multi[i] = -1, false
				a.roots = append(a.roots, i)
			}
			if multi[r] {
				continue
			}
			for _, q := range [4]int32{i - 1, i + 1, i - s, i + s} {
				if pad[q] != board.Empty {
					continue
				}
				if l := lib[r]; l < 0 {
					lib[r] = q
				} else if l != q {
					multi[r] = true
					break
				}
			}
		}
	}
	for _, p := range a.shortAt {
		a.short[p] = false
	}
	a.shortAt = a.shortAt[:0]
	for _, r := range a.roots {
		if multi[r] || lib[r] < 0 {
			continue
		}
		l := (lib[r]/s-1)*int32(w) + lib[r]%s - 1 // unframed
		c := pad[r]
		if a.regs[region[l]].owner() == c && !a.short[l] {
			a.short[l] = true
			a.shortAt = append(a.shortAt, l)
			short[c]++
		}
	}
	return short
}

// touchOf is the touch bit of a neighbour's colour.
var touchOf = [4]uint8{board.Black: touchB, board.White: touchW}

// find returns the root of i's set, halving the path on the way.
func (a *analysis) find(i int32) int32 {
	p := a.parent
	for p[i] != i {
		p[i] = p[p[i]]
		i = p[i]
	}
	return i
}

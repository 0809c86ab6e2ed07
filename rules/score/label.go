package score

import "github.com/rulediff/rulediff/rules/board"

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
	// same colour (Empty included); a set's root is its first point. Rows
	// are sliced to one length so that the compiler drops bounds checks.
	S := int(s)
	for y := 1; y <= h; y++ {
		o := y * S
		row := pad[o : o+S]
		up := pad[o-S : o][:len(row)]
		par := parent[o : o+S][:len(row)]
		for x := 1; x < len(row)-1; x++ {
			c, i := row[x], int32(o+x)
			r := i
			left := row[x-1] == c
			if left {
				r = par[x-1] // set on the last step, after its unions: a root
			}
			// Up joins a new set unless up-left already joined up and left.
			if up[x] == c && !(left && up[x-1] == c) {
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
			par[x] = r
		}
	}
	// Scan 2: a root comes first in its set, so it opens the region (or
	// the chain's liberty record) that its later points add to. Links
	// always point to an earlier point, whose root is known by now.
	a.regs = a.regs[:0]
	a.roots = a.roots[:0]
	region, lib, multi := a.region, a.lib, a.multi
	for y := 1; y <= h; y++ {
		o := y * S
		row := pad[o : o+S]
		up := pad[o-S : o][:len(row)]
		down := pad[o+S : o+2*S][:len(row)]
		par := parent[o : o+S][:len(row)]
		reg := region[(y-1)*w : y*w]
		for x := 1; x < len(row)-1 && x-1 < len(reg); x++ {
			i := int32(o + x)
			r := parent[par[x]]
			par[x] = r
			if row[x] == board.Empty {
				if r == i {
					lib[i] = int32(len(a.regs)) // a region root keeps its id here
					a.regs = append(a.regs, regionInfo{})
				}
				id := lib[r]
				reg[x-1] = id
				ri := &a.regs[id]
				ri.size++
				ri.touch |= touchOf[row[x-1]&3] | touchOf[row[x+1]&3] | touchOf[up[x]&3] | touchOf[down[x]&3]
				continue
			}
			reg[x-1] = -1
			if r == i {
				lib[i], multi[i] = -1, false
				a.roots = append(a.roots, i)
			}
			if multi[r] {
				continue
			}
			// The liberties in the order left, right, up, down: the first
			// one kept in lib, a second one distinct from it sets multi.
			l := lib[r]
			for _, p := range [4]int32{i - 1, i + 1, i - s, i + s} {
				if pad[p] != board.Empty || p == l {
					continue
				}
				if l >= 0 {
					multi[r] = true
					break
				}
				l = p
			}
			lib[r] = l
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

// find returns the root of i's set in a.parent (find).
func (a *analysis) find(i int32) int32 { return find(a.parent, i) }

package score

import (
	"bytes"
	"sync"
	"unsafe"

	"github.com/rulediff/rulediff/rules/board"
)

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
//
// The same board is often labelled by several analyses in a row (the
// twin variants of a verdict, the dame variants of a miss: each its own
// scratch, the same stones), so the last labelling of each board size is
// kept (labelMemo) and copied when the stones are the same.
func (a *analysis) label() (short [3]int) {
	if short, ok := a.g.labels.recall(a); ok {
		if checkLabelMemo != nil {
			checkLabelMemo(a, short)
		}
		return short
	}
	short = a.labelScan()
	a.g.labels.keep(a, short)
	return short
}

// labelScan is label's two scans.
func (a *analysis) labelScan() (short [3]int) {
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
		l := a.g.unpad(lib[r])
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

// labelMemo is the last labelling of a board of one size, by any
// analysis: its stones and what label left. label's outputs are a
// function of a.col alone (it reads nothing else), so an analysis
// labelling the same stones may copy them: the framed board and its
// links (pad, parent), the liberty records (lib, multi), the regions
// (region, regs), the chain roots and the short points (short, shortAt,
// the counts). The arrays are copied whole: their entries label does not
// write (the frame's links, lib and multi off the roots) are read by no
// one. Guarded by a lock: the audit's workers share the geom.
type labelMemo struct {
	mu      sync.Mutex
	ok      bool
	col     []board.Color
	pad     []board.Color
	parent  []int32
	lib     []int32
	multi   []bool
	region  []int32
	regs    []regionInfo
	roots   []int32
	shortAt []int32
	short   [3]int
}

// recall copies the kept labelling into a when it is of a.col's stones.
func (m *labelMemo) recall(a *analysis) (short [3]int, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.ok || !sameStones(m.col, a.col) {
		return short, false
	}
	copy(a.pad, m.pad)
	copy(a.parent, m.parent)
	copy(a.lib, m.lib)
	copy(a.multi, m.multi)
	copy(a.region, m.region)
	a.regs = append(a.regs[:0], m.regs...)
	a.roots = append(a.roots[:0], m.roots...)
	for _, p := range a.shortAt {
		a.short[p] = false
	}
	for _, p := range m.shortAt {
		a.short[p] = true
	}
	a.shortAt = append(a.shortAt[:0], m.shortAt...)
	return m.short, true
}

// keep makes a's labelling, just scanned, the kept one.
func (m *labelMemo) keep(a *analysis, short [3]int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.ok = true
	m.col = append(m.col[:0], a.col...)
	m.pad = append(m.pad[:0], a.pad...)
	m.parent = append(m.parent[:0], a.parent...)
	m.lib = append(m.lib[:0], a.lib...)
	m.multi = append(m.multi[:0], a.multi...)
	m.region = append(m.region[:0], a.region...)
	m.regs = append(m.regs[:0], a.regs...)
	m.roots = append(m.roots[:0], a.roots...)
	m.shortAt = append(m.shortAt[:0], a.shortAt...)
	m.short = short
}

// checkLabelMemo is nil but in the test mode (SetCheckLabel), where every
// labelling copied from the memo is compared with a fresh scan.
var checkLabelMemo func(a *analysis, short [3]int)

// sameStones reports whether two boards hold the same stones, compared
// as bytes (board.Color is one): a memory compare, where slices.Equal
// walks them point by point.
func sameStones(x, y []board.Color) bool {
	if len(x) != len(y) {
		return false
	}
	if len(x) == 0 {
		return true
	}
	return bytes.Equal(unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), len(x)),
		unsafe.Slice((*byte)(unsafe.Pointer(&y[0])), len(y)))
}

package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// ToggleBound's third reading: label's output for an input that removes
// one more whole chain X than the base, made from the base's labelling
// instead of label's two scans of the board (ScoreReaching labels every
// toggle it does not cut, then reads on). label writes, for the board
// after removal, the framed board (pad), each point's root (parent: the
// set's first point in scan order, which is framed index order), the
// regions numbered in the order of their roots (region, regs: size and
// the colours touched), each region root's id (lib), each chain root's
// first liberty and whether it has a second (lib, multi: the chain's
// points in scan order, each point's neighbours left, right, up, down),
// the chain roots in scan order (roots), and the short points (the only
// liberty of a chain, in a region of its colour: shortAt in roots'
// order). With X removed (figures' argument):
//
//   - the chains are the base's but X, with the same points and roots;
//     only those beside X gain liberties (X's points), so only their
//     lib and multi can change, and they are read again as label reads
//     them, over their points in scan order;
//   - the regions are the base's that touch no point of X, with the same
//     points, root, size and touch, and one region R: X's points and the
//     base regions beside X, whose root is the least of their points
//     (X's least point, or one of those regions' roots), whose touch is
//     read from its points' neighbours;
//   - the ids follow the roots' order: the base's order with the merged
//     regions left out and R put in at its root's place;
//   - the short points are read from the new roots, lib and multi by
//     label's own loop.
//
// Every other entry label writes is the base's. TestRelabelIsLabel
// compares the whole output with label's scans on every chain toggled
// of the corpora's positions; TestMissBounds compares the explanations
// with ToggleBound off.
type baseLabel struct {
	pad     []board.Color
	parent  []int32
	lib     []int32
	multi   []bool
	region  []int32
	regs    []regionInfo
	regRoot []int32 // per region id: its root (framed)
	roots   []int32
	// scratch
	// each chain's points in scan order: chainPts[chainAt[r]:][:chainLen[r]]
	// for the chain with root r (framed)
	chainPts          []int32
	chainAt, chainLen []int32
	nearRoots         []int32 // relabel: the roots of the chains beside X
	aff               []bool  // per base region: beside X
	affN              int     // the regions marked in aff
	one               int32   // the last region marked in aff
	newID             []int32 // per base region + 1: its id on the input's board (0: a stone, -1)
	// each region's points: regPts[regAt[r]:regAt[r+1]]
	regAt, regPts []int32
	next          []int32 // baseLabelling's scratch
}

// toggleRelabel lets ToggleBound.Count hand ScoreReaching the label of
// the input MayReach last read as one more chain removed (relabel);
// TestRelabelIsLabel compares it with label's scans.
var toggleRelabel = true

// checkRelabel, when set (tests only), is called with each relabelling
// to compare it with label's scans.
var checkRelabel func(a *analysis, short [3]int)

// baseLabelling labels the base's board once.
func (t *ToggleBound) baseLabelling() *baseLabel {
	if t.bl != nil {
		return t.bl
	}
	a := t.g.get()
	defer t.g.put(a)
	copy(a.col, t.col)
	a.labelScan()
	bl, o := t.newBaseLabel() // togglereuse.go: o is the memory to refill
	*bl = baseLabel{
		pad: append(o.pad[:0], a.pad...), parent: append(o.parent[:0], a.parent...),
		lib: append(o.lib[:0], a.lib...), multi: append(o.multi[:0], a.multi...),
		region: append(o.region[:0], a.region...), regs: append(o.regs[:0], a.regs...),
		roots: append(o.roots[:0], a.roots...), nearRoots: o.nearRoots[:0],
	}
	bl.regRoot = zeroed(o.regRoot, len(bl.regs))
	for i, r := range bl.region {
		if r >= 0 {
			bl.regRoot[r] = bl.parent[t.g.pad[i]] // every point links to its root
		}
	}
	bl.aff, bl.newID = zeroed(o.aff, len(bl.regs)), zeroed(o.newID, len(bl.regs)+1)
	bl.regAt, bl.regPts = regionPoints(bl.region, len(bl.regs))
	bl.chainAt, bl.chainLen = zeroed(o.chainAt, len(bl.pad)), zeroed(o.chainLen, len(bl.pad))
	stones := 0
	for i, c := range t.col {
		if c != board.Empty {
			bl.chainLen[bl.parent[t.g.pad[i]]]++
			stones++
		}
	}
	at := int32(0)
	for _, r := range bl.roots {
		bl.chainAt[r] = at
		at += bl.chainLen[r]
	}
	bl.chainPts = zeroed(o.chainPts, stones)
	next := append(o.next[:0], bl.chainAt...)
	bl.next = next
	for i, c := range t.col {
		if c != board.Empty {
			r := bl.parent[t.g.pad[i]]
			bl.chainPts[next[r]] = int32(i)
			next[r]++
		}
	}
	t.bl = bl
	return bl
}

// relabel writes into a label's output for a.col, the base's board with
// the chain added (the stones the input removes beyond the base's, one
// whole chain of the base's board) taken off.
func (t *ToggleBound) relabel(a *analysis, added []int32) (short [3]int) {
	bl := t.baseLabelling()
	g := t.g
	s := int32(g.w + 2)
	pad, parent, lib, multi := a.pad, a.parent, a.lib, a.multi
	copy(pad, bl.pad)
	copy(parent, bl.parent)
	copy(lib, bl.lib)
	copy(multi, bl.multi)
	xRoot := bl.parent[g.pad[added[0]]]
	bl.one, bl.affN = -1, 0
	// R: X's points and the base regions beside them; its root the least.
	root := int32(len(pad))
	for _, i := range added {
		fp := g.pad[i]
		pad[fp] = board.Empty
		root = min(root, fp)
		for _, m := range g.nbr[4*i : 4*i+4] {
			if m >= 0 && t.col[m] == board.Empty {
				r := bl.region[m]
				if !bl.aff[r] {
					bl.aff[r] = true
					root = min(root, bl.regRoot[r])
					bl.one, bl.affN = r, bl.affN+1
				}
			}
		}
	}
	region := a.region
	if one := bl.one; bl.affN == 1 && bl.regRoot[one] == root {
		// One region beside X, whose root stays R's: every id stays,
		// and R is that region with X's points (size and touch as
		// figures worked them out: t.oneSize, t.oneTouch).
		bl.aff[one], bl.one = false, -1
		copy(region, bl.region)
		a.regs = append(a.regs[:0], bl.regs...)
		a.regs[one] = regionInfo{size: t.oneSize, touch: t.oneTouch}
		for _, i := range added {
			region[i] = one
			parent[g.pad[i]] = root
		}
	} else {
		t.renumber(a, root, added)
	}
	// The chains beside X: their liberties read again as label reads
	// them, over their points in scan order.
	near := bl.nearRoots[:0]
	for _, i := range added {
		for _, m := range g.nbr[4*i : 4*i+4] {
			if m >= 0 && pad[g.pad[m]] != board.Empty {
				if r := parent[g.pad[m]]; lib[r] != -2 {
					lib[r], multi[r] = -2, false // -2: listed
					near = append(near, r)
				}
			}
		}
	}
	bl.nearRoots = near
	for _, r := range near {
		l := int32(-1)
		for _, i := range bl.chainPts[bl.chainAt[r] : bl.chainAt[r]+bl.chainLen[r]] {
			fp := g.pad[i]
			for _, p := range [4]int32{fp - 1, fp + 1, fp - s, fp + s} {
				if pad[p] != board.Empty || p == l {
					continue
				}
				if l >= 0 {
					multi[r] = true
					break
				}
				l = p
			}
			if multi[r] {
				break
			}
		}
		lib[r] = l
	}
	// The roots but X's, and the short points as label reads them.
	roots := a.roots[:0]
	for _, r := range bl.roots {
		if r != xRoot {
			roots = append(roots, r)
		}
	}
	a.roots = roots
	for _, p := range a.shortAt {
		a.short[p] = false
	}
	a.shortAt = a.shortAt[:0]
	for _, r := range roots {
		if multi[r] || lib[r] < 0 {
			continue
		}
		l := g.unpad(lib[r])
		c := pad[r]
		if a.regs[region[l]].owner() == c && !a.short[l] {
			a.short[l] = true
			a.shortAt = append(a.shortAt, l)
			short[c]++
		}
	}
	if checkRelabel != nil {
		checkRelabel(a, short)
	}
	return short
}

// regionPoints lists each region's points, in index order, by region:
// region r's are pts[at[r]:at[r+1]] (region: per point its region id in
// [0, regions), or -1 for a stone).
func regionPoints(region []int32, regions int) (at, pts []int32) {
	at = make([]int32, regions+1)
	for _, r := range region {
		if r >= 0 {
			at[r+1]++
		}
	}
	for r := range regions {
		at[r+1] += at[r]
	}
	pts = make([]int32, at[regions])
	next := slices.Clone(at[:regions])
	for i, r := range region {
		if r >= 0 {
			pts[next[r]] = int32(i)
			next[r]++
		}
	}
	return at, pts
}

// wholeChain reports whether added (figures' stones of one colour,
// joined) are one whole chain of the base's board.
func (t *ToggleBound) wholeChain(added []int32) bool {
	tg := t.graph()
	return len(added) > 0 && int(tg.chainSize[tg.chainOf[added[0]]]) == len(added)
}

// renumber writes a's regions (region, regs, the roots' lib, R's points'
// parent) when X's removal changes the ids: R's root is root, the base
// regions beside X are marked in bl.aff (cleared here), added are X's
// points.
func (t *ToggleBound) renumber(a *analysis, root int32, added []int32) {
	bl, g := t.bl, t.g
	s := int32(g.w + 2)
	pad, parent, lib := a.pad, a.parent, a.lib
	// The ids in the roots' order, R at its root's place.
	regs := a.regs[:0]
	rID := int32(-1)
	for r, ri := range bl.regs {
		if bl.aff[r] {
			continue
		}
		if rID < 0 && bl.regRoot[r] > root {
			rID = int32(len(regs))
			regs = append(regs, regionInfo{})
		}
		bl.newID[r+1] = int32(len(regs))
		lib[bl.regRoot[r]] = int32(len(regs))
		regs = append(regs, ri)
	}
	if rID < 0 {
		rID = int32(len(regs))
		regs = append(regs, regionInfo{})
	}
	lib[root] = rID
	// region, and R's points (X's and the merged regions'): their root
	// and R's size and touch.
	remap := bl.newID // per base region + 1; 0 for a stone
	remap[0] = -1
	for r := range bl.regs {
		if bl.aff[r] {
			remap[r+1] = rID
		}
	}
	// region[i] = remap[bl.region[i]+1] for every point: the base's, then
	// the points of the regions whose id changes (stones keep -1).
	region := a.region
	copy(region, bl.region)
	for r := range bl.regs {
		if id := remap[r+1]; id != int32(r) {
			for _, i := range bl.regPts[bl.regAt[r]:bl.regAt[r+1]] {
				region[i] = id
			}
		}
	}
	var rInfo regionInfo
	read := func(i int32) {
		fp := g.pad[i]
		parent[fp] = root
		rInfo.size++
		rInfo.touch |= touchOf[pad[fp-1]&3] | touchOf[pad[fp+1]&3] | touchOf[pad[fp-s]&3] | touchOf[pad[fp+s]&3]
	}
	for _, i := range added {
		region[i] = rID
		read(i)
	}
	for r := range bl.regs {
		if bl.aff[r] {
			for _, i := range bl.regPts[bl.regAt[r]:bl.regAt[r+1]] {
				read(i)
			}
		}
	}
	regs[rID] = rInfo
	a.regs = regs
	for r := range bl.aff {
		bl.aff[r] = false
	}
}

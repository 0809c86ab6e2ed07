package score

import "github.com/rulediff/rulediff/rules/board"

// ToggleBound's fourth reading: ownedLists' pairs for an input that
// removes one more whole chain X than the base (relabel's inputs), made
// from the base's board instead of a scan of the input's. ownedLists
// lists, on the labelled board, each pair of an empty point q in a
// region c owns and a stone of c beside q (the point's region id, the
// stone). With X removed (figures' argument):
//
//   - a point of a base region that touches no point of X is in a
//     region of the input with the same points and touch (so owned by c
//     exactly when the base's was), and its neighbours are the base's
//     (a neighbour in X would make the region touch X);
//   - every other empty point of the input is in R, the region made of
//     X's points and the base regions beside X, owned by c when R's
//     touch (read from the input's label) is c's alone; beside such a
//     point of a base region, a stone of c is a stone of the base's
//     board not in X (X's points are empty now);
//   - so the pairs are the base's pairs of the regions c owns that
//     touch no point of X (listed once per base, by region: each
//     region's id read once from the input's label), plus, when R is
//     c's, the pairs of R's points (X's and those of the base regions
//     beside X) with the stones of c beside them on the input's board.
//
// The pairs come in another order than the scan's: joinBlocks only
// joins them, and a union-find's sets do not depend on the order of the
// unions.
// TestOwnedListsFromBase compares them, as sets, with the scan's on
// every chain toggled of the corpora's positions; TestMissBounds
// compares the explanations with ToggleBound off.

// toggleLists lets Count hand ScoreReaching the owned lists made from
// the base's (ToggleBound.ownedLists); tests compare with it off.
var toggleLists = true

// baseLists is the base's board read for ownedLists, once: each
// region's points (regPts[regAt[r]:regAt[r+1]], relabel's baseLabel's:
// label numbers the regions in the order of their roots, each its first
// point in index order, as MayReach's figures number them by the point
// each flood starts from, its first in index order, so the ids are t's;
// OwnedListsChecked compares them), and for each colour the stones
// beside each point of a region it owns, with the point, listed by
// region (own[k][ownAt[k][r]:ownAt[k][r+1]]).
type baseLists struct {
	regAt, regPts []int32
	ownOK         [2]bool
	ownAt         [2][]int32
	own           [2][]pointStone
}

// pointStone is an empty point of the base's board after removal and a
// stone beside it.
type pointStone struct{ point, stone int32 }

// lists returns t's baseLists with colour c's pairs listed.
func (t *ToggleBound) lists(c board.Color) *baseLists {
	bs := t.bls
	if bs == nil {
		bl := t.baseLabelling() // relabel made it: Count passes lists with relabel
		bs = t.newBaseLists(bl) // togglereuse.go
		t.bls = bs
	}
	k := c - board.Black
	if bs.ownOK[k] {
		return bs
	}
	bit := touchBit(c)
	at := zeroed(bs.ownAt[k], len(t.regs)+1)
	own := bs.own[k][:0]
	for r, ri := range t.regs {
		if ri.touch == bit {
			for _, q := range bs.regPts[bs.regAt[r]:bs.regAt[r+1]] {
				for _, m := range t.g.nbr[4*q : 4*q+4] {
					if m >= 0 && t.col[m] == c {
						own = append(own, pointStone{q, m})
					}
				}
			}
		}
		at[r+1] = int32(len(own))
	}
	bs.ownAt[k], bs.own[k], bs.ownOK[k] = at, own, true
	return bs
}

// ownedLists appends to pairs ownedLists' pairs for c on a, the label
// relabel made of the input MayReach last read (one more whole chain
// removed: t.stack, the base regions beside it t.affected).
func (t *ToggleBound) ownedLists(a *analysis, c board.Color, pairs []regionStone) []regionStone {
	bs := t.lists(c)
	k := c - board.Black
	own, at := bs.own[k], bs.ownAt[k]
	gen := t.gen
	for r := range t.regs {
		ps := own[at[r]:at[r+1]]
		if len(ps) == 0 || t.regGen[r] == gen {
			continue // not c's, or beside X
		}
		id := a.region[ps[0].point] // the region's id on the input's board
		for _, p := range ps {
			pairs = append(pairs, regionStone{id, p.stone})
		}
	}
	if id := a.region[t.stack[0]]; a.regs[id].touch == touchBit(c) { // R, holding X's points, is c's
		nbr := t.g.nbr
		add := func(q int32) {
			for _, m := range nbr[4*q : 4*q+4] {
				if m >= 0 && a.col[m] == c {
					pairs = append(pairs, regionStone{id, m})
				}
			}
		}
		for _, q := range t.stack {
			add(q)
		}
		for _, r := range t.affected {
			for _, q := range bs.regPts[bs.regAt[r]:bs.regAt[r+1]] {
				add(q)
			}
		}
	}
	return pairs
}

package score

import "github.com/rulediff/rulediff/rules/board"

// Open borders. The J89 analysis fills the dame (closed) to see which
// chains fall short of liberties and which points nobody can fill. An
// unfinished position, or a record whose players passed with part of
// the board still open, has neutral regions that are no dame: an open
// area that one side will close, where filling point after point in
// turn makes shapes no player would (a chain "in atari" in the middle
// of its own area to be, one-eyed groups "in seki" across an open
// corner). Such points are open borders: the closed boards leave them
// empty and they are no shared liberty. They are, after the dead stones
// are removed:
//   - with an estimate's owners (Input.Owner), the neutral points it
//     gives to a colour: its open borders, which the count gives to that
//     colour (the Estimated component);
//   - without, the neutral regions of more than EstimateDameRegion
//     points that hold a point no living stone touches (an open area,
//     not a line of dame between two walls).
// A point beside living stones of both colours is where the two sides
// meet: a dame whatever its region, never an open border.

// findBorders marks the open borders of the prepared position (a.col,
// a.region, a.neutral) in a.border. The literal board (dead stones left
// on, no removal) has none: its neutral regions are those of the stones
// as they stand. Every open border is a neutral point, so only
// a.neutral (findNeutral's list, in index order) is looked at, and the
// colours beside a point (besideBoth, touchesNoStone) are read from
// label's framed board (nearColours).
func (a *analysis) findBorders(owner []board.Color, removal bool) {
	if a.hasBorder {
		clear(a.border)
	}
	a.hasBorder, a.borderOwner = false, nil
	if !removal || len(a.neutral) == 0 {
		return
	}
	if len(owner) == len(a.col) {
		near := a.nearColours()
		for _, i := range a.neutral {
			if owner[i] != board.Empty && near.at(i) != touchB|touchW {
				a.markBorder(int(i))
			}
		}
		if a.hasBorder {
			a.borderOwner = owner
		}
		if checkBorders != nil {
			checkBorders(a, owner, removal)
		}
		return
	}
	open := a.openReg[:0]
	for range a.regs {
		open = append(open, false)
	}
	a.openReg = open
	any := false
	near := a.nearColours()
	for _, i := range a.neutral {
		if r := a.region[i]; !open[r] && a.regs[r].size > EstimateDameRegion && near.at(i) == 0 {
			open[r] = true
			any = true
		}
	}
	if any {
		near = a.nearColours()
		for _, i := range a.neutral {
			if open[a.region[i]] && near.at(i) != touchB|touchW {
				a.markBorder(int(i))
			}
		}
	}
	if checkBorders != nil {
		checkBorders(a, owner, removal)
	}
}

// nearColours returns a reader of the colours of the living stones
// beside a point (touchB, touchW), read on label's framed copy of a.col
// (a.pad, stride W+2: no bounds test).
func (a *analysis) nearColours() framedReader {
	return framedReader{w: int32(a.g.w), s: int32(a.g.w + 2), end: int32(a.g.w), pad: a.pad}
}

// framedReader reads label's framed board at row-major points asked in
// increasing order: it follows the row without a division.
type framedReader struct {
	w, s, y, end int32
	pad          []board.Color
}

// at is the colours beside point i: touchB, touchW, both or none.
func (f *framedReader) at(i int32) uint8 {
	for i >= f.end {
		f.y++
		f.end += f.w
	}
	p, s := i+2*f.y+f.s+1, f.s // framed
	return touchOf[f.pad[p-1]&3] | touchOf[f.pad[p+1]&3] | touchOf[f.pad[p-s]&3] | touchOf[f.pad[p+s]&3]
}

// checkBorders is nil but in the test mode (SetCheckBorders), where
// every findBorders is compared with the reference looking at every
// point (border_ref_test.go).
var checkBorders func(a *analysis, owner []board.Color, removal bool)

// markBorder marks point i an open border.
func (a *analysis) markBorder(i int) {
	if len(a.border) != len(a.col) {
		a.border = make([]bool, len(a.col))
	}
	a.border[i] = true
	a.hasBorder = true
}

// openBorder reports whether point i is an open border.
func (a *analysis) openBorder(i int32) bool {
	return a.hasBorder && a.border[i]
}

// besideBoth reports whether point i has living stones of both colours
// beside it (on a.col).
func (a *analysis) besideBoth(i int) bool {
	var touch uint8
	for _, q := range a.g.neighbours(i) {
		if q >= 0 && a.col[q] != board.Empty {
			touch |= touchBit(a.col[q])
		}
	}
	return touch == touchB|touchW
}

// besideBorder reports whether one of the stones is beside an open
// border.
func (a *analysis) besideBorder(stones []int) bool {
	if !a.hasBorder {
		return false
	}
	for _, i := range stones {
		for _, q := range a.g.neighbours(i) {
			if q >= 0 && a.border[q] {
				return true
			}
		}
	}
	return false
}

// borderLife gives life, on g (the board a has in a.work), to the groups
// of colour c that touch a region holding an open border the estimate
// gives to c (beside one of its empty points, or one of the dead stones
// in it): that is their territory to be, whose eyes the board does not
// show yet (its points stay empty on the closed boards and touch both
// colours, so g counts no eye there). Without an estimate's owners an
// open area is nobody's, and gives no life.
func (a *analysis) borderLife(g *eyeGraph, c board.Color) {
	if a.borderOwner == nil {
		return
	}
	owns := a.openReg[:0] // per region of a.col: it holds an open border of c
	for range a.regs {
		owns = append(owns, false)
	}
	a.openReg = owns
	for i, o := range a.borderOwner {
		if o == c && a.openBorder(int32(i)) {
			owns[a.region[i]] = true
		}
	}
	alive := g.stamp[:0] // per group root: 1 when it touches one
	for range g.chains {
		alive = append(alive, 0)
	}
	for i, ch := range g.chainOf {
		if ch < 0 || g.chains[ch].color != c || g.chains[ch].alive || g.chains[ch].lost {
			continue
		}
		for _, q := range a.g.neighbours(i) {
			if q >= 0 && a.col[q] == board.Empty && (a.work[q] == board.Empty || a.dead[q]) && owns[a.region[q]] {
				alive[g.groupOf(ch)] = 1
				break
			}
		}
	}
	for ch := range g.chains {
		if !g.chains[ch].lost && g.chains[ch].color == c && alive[g.groupOf(int32(ch))] == 1 {
			g.chains[ch].alive = true
		}
	}
	g.stamp = alive
}

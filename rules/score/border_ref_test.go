package score

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// findBordersRef is findBorders as it was before findNeutral (the
// reference of SetCheckBorders): every point of the board looked at,
// its neighbours read on a.col.
func (a *analysis) findBordersRef(owner []board.Color, removal bool) {
	if a.hasBorder {
		clear(a.border)
	}
	a.hasBorder, a.borderOwner = false, nil
	if !removal {
		return
	}
	neutralAt := func(i int) bool { return a.regs[a.region[i]].touch == touchB|touchW }
	if len(owner) == len(a.col) {
		for i, c := range a.col {
			if c == board.Empty && owner[i] != board.Empty && neutralAt(i) && !a.besideBoth(i) {
				a.markBorder(i)
			}
		}
		if a.hasBorder {
			a.borderOwner = owner
		}
		return
	}
	open := make([]bool, len(a.regs))
	any := false
	for i, c := range a.col {
		if c != board.Empty || !neutralAt(i) || a.regs[a.region[i]].size <= EstimateDameRegion || open[a.region[i]] {
			continue
		}
		if a.touchesNoStone(i) {
			open[a.region[i]] = true
			any = true
		}
	}
	if !any {
		return
	}
	for i, c := range a.col {
		if c == board.Empty && open[a.region[i]] && !a.besideBoth(i) {
			a.markBorder(i)
		}
	}
}

// touchesNoStone reports whether no living stone is beside point i.
func (a *analysis) touchesNoStone(i int) bool {
	for _, q := range a.g.neighbours(i) {
		if q >= 0 && a.col[q] != board.Empty {
			return false
		}
	}
	return true
}

// checkedBorders counts the findBorders the test mode compared, and
// those that marked an open border.
var checkedBorders, checkedOpen atomic.Int64

// SetCheckBorders switches the test mode in which every findBorders is
// compared with findBordersRef (and findNeutral's list with a scan of
// every point), panicking at a difference.
func SetCheckBorders(on bool) (restore func()) {
	old := checkBorders
	checkBorders = nil
	if on {
		checkBorders = bordersAgain
	}
	return func() { checkBorders = old }
}

// CheckedBorders returns the findBorders compared so far, and those that
// marked an open border.
func CheckedBorders() (borders, open int) {
	return int(checkedBorders.Load()), int(checkedOpen.Load())
}

// bordersAgain works findBorders out again by the reference and compares
// (then puts findBorders' own answer back, the same if it passes).
func bordersAgain(a *analysis, owner []board.Color, removal bool) {
	var neutral []int32
	for i, c := range a.col {
		if c == board.Empty && a.regs[a.region[i]].touch == touchB|touchW {
			neutral = append(neutral, int32(i))
		}
	}
	if !slices.Equal(neutral, a.neutral) {
		panic(fmt.Sprintf("findNeutral %v, a scan %v", a.neutral, neutral))
	}
	var border []bool
	if a.hasBorder {
		border = slices.Clone(a.border)
	}
	has, bo := a.hasBorder, a.borderOwner
	a.findBordersRef(owner, removal)
	var ref []bool
	if a.hasBorder {
		ref = slices.Clone(a.border)
	}
	if has != a.hasBorder || !slices.Equal(border, ref) || (bo == nil) != (a.borderOwner == nil) {
		var differ []int
		for i := range a.col {
			if (i < len(border) && border[i]) != (i < len(ref) && ref[i]) {
				differ = append(differ, i)
			}
		}
		panic(fmt.Sprintf("findBorders and the reference differ at %v (open borders: %v and %v, owner %v and %v)", differ, has, a.hasBorder, bo != nil, a.borderOwner != nil))
	}
	checkedBorders.Add(1)
	if has {
		checkedOpen.Add(1)
	}
}

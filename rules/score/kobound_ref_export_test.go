package score

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// koChargeableRef is koChargeable as it was before koSeedsFirst (#17dc):
// the sets read first on the board filled Black first (weakBlocks,
// sekiGroups), then the fights gathered and their points seeded.
func (a *analysis) koChargeableRef(s *boundScratch, c board.Color, also []bool) int {
	n := int32(a.g.n)
	b := a.closed(closedBlackFirst)
	a.ownedLists(s, c)
	a.weakBlocks(s, b, c)
	a.sekiGroups(s, b, c)
	clear(s.mark)
	clear(s.flagged)
	bit := touchBit(c)
	seed := func(x int32) {
		switch {
		case b[x] == c && !a.dead[x]:
			s.mark[find(s.uf, x)] = true
		case a.col[x] == board.Empty && a.regs[a.region[x]].touch == bit:
			s.mark[find(s.uf, n+a.region[x])] = true
		}
	}
	a.eachFightPoint(b, seed) // the fights' points, which #17dc did not change
	a.flag(s, n, bit)
	for r, f := range also {
		s.flagged[r] = s.flagged[r] || f
	}
	return a.flaggedPoints(s)
}

// CheckKoChargeable compares every koChargeable reading with
// koChargeableRef, read after it from the state it leaves (its callers
// read only its answer and s.flagged, which the reference writes alike),
// answer and regions flagged; readings counts them, sets those that read
// the sets (a seed found), kept those that took up chargeableFilled's
// readings, differ those that differ (reported to report).
func CheckKoChargeable(report func(string)) (readings, sets, kept, differ func() int, restore func()) {
	var n, st, k, d int
	checkKoChargeable = func(a *analysis, s *boundScratch, c board.Color, also []bool, t int) {
		n++
		if len(s.seeds) > 0 {
			st++
		}
		got := slices.Clone(s.flagged)
		ref := a.koChargeableRef(s, c, slices.Clone(also))
		if ref != t || !slices.Equal(got, s.flagged) {
			d++
			report(fmt.Sprintf("koChargeable %v: %d points, the reference %d (regions %v, %v)", c, t, ref, got, s.flagged))
		}
	}
	checkFilledOn = func(on int) {
		if on != filledOnNone {
			k++
		}
	}
	return func() int { return n }, func() int { return st }, func() int { return k }, func() int { return d },
		func() { checkKoChargeable, checkFilledOn = nil, nil }
}

// SetKoSeedsFirst switches koChargeable's gathering of the fights before
// the sets and its taking up chargeableFilled's readings (koSeedsFirst)
// and returns the function that restores it.
func SetKoSeedsFirst(on bool) (restore func()) {
	old := koSeedsFirst
	koSeedsFirst = on
	return func() { koSeedsFirst = old }
}

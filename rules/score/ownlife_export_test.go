package score

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// SetEagerOwnLife switches decideSeki to working out whether groups live
// on their own on every board and for both colours first (eagerOwnLife),
// and returns the function that restores it.
func SetEagerOwnLife(on bool) (restore func()) {
	old := eagerOwnLife
	eagerOwnLife = on
	return func() { eagerOwnLife = old }
}

// CheckOwnLife makes every decideSeki compare the marks its lazy reading
// left in a.indep with those of the same boards and colours worked out
// afresh from findSeki's candidates (set in a.seki first), reporting a
// difference to fail; it returns the function that stops it.
func CheckOwnLife(fail func(string)) (restore func()) {
	old := checkOwnLife
	checkOwnLife = func(a *analysis) {
		lazy, done := slices.Clone(a.indep), a.indepDone
		cands, seki := slices.Clone(a.sekiCands), slices.Clone(a.seki)
		for j, p := range a.neutral {
			a.seki[p] = cands[j]
		}
		a.startOwnLife()
		for k := range 2 {
			for _, c := range [2]board.Color{board.Black, board.White} {
				if done[k][c] {
					a.ownLifeOn(k, c)
				}
			}
		}
		mask := uint8(1)<<a.boards() - 1 // eager marks board 1 as board 0 when there is one
		if !slices.EqualFunc(a.indep, lazy, func(x, y uint8) bool { return x&mask == y&mask }) {
			var diff []string
			for i := range lazy {
				if lazy[i]&mask != a.indep[i]&mask {
					diff = append(diff, fmt.Sprintf("%d:%d/%d", i, lazy[i], a.indep[i]))
				}
			}
			fail(fmt.Sprintf("boards %v, %d of them: lazy marks differ from fresh ones at %v", done, a.boards(), diff))
		}
		copy(a.indep, lazy)
		a.indepDone = done
		copy(a.seki, seki)
	}
	return func() { checkOwnLife = old }
}

// SetEyeMemo switches the memory of eye-space readings (eyeSeen) and
// returns the function that restores it.
func SetEyeMemo(on bool) (restore func()) {
	old := eyeMemoOn
	eyeMemoOn = on
	return func() { eyeMemoOn = old }
}

// SetOwnLifeShortcuts switches besideLoneGroup's order (askKnownFirst)
// and the answers from the chains the hypothetical stones take
// (takenFirst) and the groups whose chains are all in seki already
// (seekWhole), and counts the own-life boards worked out; it returns
// the function that restores them and one that reads the boards worked
// out since.
func SetOwnLifeShortcuts(known, taken, whole bool) (restore func(), boards func() int) {
	oldKnown, oldTaken, oldWhole, oldCount := askKnownFirst, takenFirst, seekWhole, countOwnLife
	askKnownFirst, takenFirst, seekWhole, countOwnLife = known, taken, whole, true
	start := ownLifeWorked.Load()
	return func() { askKnownFirst, takenFirst, seekWhole, countOwnLife = oldKnown, oldTaken, oldWhole, oldCount },
		func() int { return int(ownLifeWorked.Load() - start) }
}

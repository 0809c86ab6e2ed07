package score

import (
	"fmt"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// fillRef is fill as it was before the tries were recorded (the
// reference of SetFillShortcuts): every sweep looks at every neutral
// point and tries again every one not filled, once filled, where a dead
// stone stood, or an open border.
func fillRef(a *analysis, neutral []int32, first board.Color) {
	movers := [2]board.Color{first, first.Opponent()}
	gen := a.nextVisit()
	wb := a.buildWork()
	for changed := true; changed; {
		changed = false
		for _, i := range neutral {
			if a.work[i] != board.Empty || a.dead[i] || a.visit[i] == gen || a.openBorder(i) {
				continue // taken, once filled, where a dead stone stood, or an open border: no dame
			}
			for _, mover := range movers {
				safe, taken := a.fillChecked(int(i), mover)
				if !safe {
					continue
				}
				if a.taken = taken; a.tookLiving() {
					continue
				}
				for _, q := range taken {
					a.work[q] = board.Empty
				}
				a.work[i] = mover
				wb.play(wb.at(int(i)), mover)
				if checkWork != nil {
					checkWork(a, "after a fill")
				}
				a.visit[i] = gen
				changed = true
				break
			}
		}
	}
}

// SetFillShortcuts switches fill's recorded tries (and findSeki's reading
// of them) off, fill then being fillRef; it returns the function that
// restores them.
func SetFillShortcuts(on bool) (restore func()) {
	old := fillByRef
	fillByRef = nil
	if !on {
		fillByRef = fillRef
	}
	return func() { fillByRef = old }
}

// checkedTries counts the recorded answers the test mode compared.
var checkedTries atomic.Int64

// SetCheckTries switches the test mode in which every answer read from
// a recorded try is asked again of safeFillAt (both colours, on the
// board as it stands) and compared, panicking at a difference.
func SetCheckTries(on bool) (restore func()) {
	old := checkTries
	checkTries = nil
	if on {
		checkTries = triesAgain
	}
	return func() { checkTries = old }
}

// CheckedTries returns the recorded answers compared so far.
func CheckedTries() int { return int(checkedTries.Load()) }

// triesAgain asks safeFillAt what fill recorded for p: the colours that
// may fill it safely (a fill stone may not be played where it takes a
// stone counted alive: fill did not play, safe or not).
//
// The tries asked again must also leave haneSekiAsked as it was (a try
// not made may not have been one that would set it), and a colour safe
// there must take a stone counted alive (else fill would have filled).
func triesAgain(a *analysis, p int32, recorded uint8) {
	var safe uint8
	asked := a.haneSekiAsked
	for _, c := range [2]board.Color{board.Black, board.White} {
		if ok, taken := a.fillChecked(int(p), c); ok {
			safe |= touchBit(c)
			if a.taken = taken; !a.tookLiving() {
				panic(fmt.Sprintf("point %d: tried again, %v fills it (takes %v); recorded no fill", p, c, taken))
			}
		}
	}
	checkedTries.Add(1)
	if safe != recorded {
		panic(fmt.Sprintf("point %d: tried again, safe for %02b; recorded %02b", p, safe, recorded))
	}
	if a.haneSekiAsked != asked {
		panic(fmt.Sprintf("point %d: tried again, the hane-seki question set haneSekiAsked", p))
	}
}

// SetWideChains switches safeFillAt's answer from wideChainBeside (a
// chain beside the point with more liberties than one small eye holds)
// and returns the function that restores it.
func SetWideChains(on bool) (restore func()) {
	old := wideChains
	wideChains = on
	return func() { wideChains = old }
}

// The tests count wideChainBeside's answers.
func init() { countWide = true }

// WideAnswered returns wideChainBeside's answers so far.
func WideAnswered() int { return int(wideAnswered.Load()) }

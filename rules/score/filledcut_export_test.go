package score

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// SetBlackFirstRead switches chargeableFilledCut's order (the board
// filled Black first read first) and returns the function that restores
// it.
func SetBlackFirstRead(on bool) (restore func()) {
	old := blackFirstRead
	blackFirstRead = on
	return func() { blackFirstRead = old }
}

// SetCheckFilledCut switches the test mode in which every answer of
// chargeableFilledCut that read the board filled Black first first is
// compared with chargeableFilled's on the same analysis (a fresh
// scratch): both need or more, or both short, and the same seki eyes
// kept when both kept them; fail gets the difference. It returns the
// function that restores it, and counts the readings compared
// (CheckedFilledCuts) and those that did not read the board filled
// White first.
func SetCheckFilledCut(fail func(msg string)) (restore func()) {
	old := checkFilledCut
	checkFilledCut = func(a *analysis, s *boundScratch, c board.Color, seki bool, need float64, got int, whiteRead bool) {
		checkedFilledCuts++
		if !whiteRead {
			skippedWhiteFirst++
		}
		ref := new(boundScratch)
		ref.sekiFlagOf = board.Empty
		want := a.chargeableFilled(ref, c, seki, need)
		if (float64(got) >= need) != (float64(want) >= need) {
			fail(fmt.Sprintf("%v's charges %d for need %v, chargeableFilled's %d", c, got, need, want))
		}
		if s.sekiFlagOf == c && ref.sekiFlagOf == c && !slices.Equal(s.sekiFlag, ref.sekiFlag) {
			fail(fmt.Sprintf("%v's seki eyes' regions %v, chargeableFilled's %v", c, s.sekiFlag, ref.sekiFlag))
		}
	}
	return func() { checkFilledCut = old }
}

var checkedFilledCuts, skippedWhiteFirst int

// CheckedFilledCuts is the number of chargeableFilledCut answers
// compared so far, and of those that did not read the board filled
// White first.
func CheckedFilledCuts() (compared, skipped int) { return checkedFilledCuts, skippedWhiteFirst }

// FilledCharges prepares in under rs up to findSeki (the dame filled)
// and reads c's charges there for need both ways: chargeableFilledCut's
// answer (cut) and whether it read the board filled White first, and
// chargeableFilled's (full, on a fresh scratch); read is false when
// chargeableFilledCut did not take its own order (a.wb held another
// board), or the count stopped before.
func FilledCharges(in Input, rs rules.Ruleset, c board.Color, need float64) (cut int, whiteRead bool, full int, read bool) {
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	removal, haneSeki := variantOf(in, rs)
	seki := rs.Seki == rules.SekiNotCounted
	within := func(st int) bool {
		if st != boundFilled {
			return true
		}
		old := checkFilledCut
		checkFilledCut = func(_ *analysis, _ *boundScratch, _ board.Color, _ bool, _ float64, _ int, white bool) {
			read, whiteRead = true, white
		}
		s := new(boundScratch)
		s.sekiFlagOf = board.Empty
		cut = a.chargeableFilledCut(s, c, seki, need)
		checkFilledCut = old
		s = new(boundScratch)
		s.sekiFlagOf = board.Empty
		full = a.chargeableFilled(s, c, seki, need)
		return false
	}
	v.prepareIf(in, removal, haneSeki, within)
	return cut, whiteRead, full, read
}

// SetOwedBound switches the bounds' reading of the points owed as a
// least charge (owedBound) and returns the function that restores it.
func SetOwedBound(on bool) (restore func()) {
	old := owedBound
	owedBound = on
	return func() { owedBound = old }
}

package score

import (
	"fmt"
	"math"
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// ReviewDoubts exposes reviewDoubts to the external tests: what the
// estimator's review reads, Doubts and the groups lost once filled.
func ReviewDoubts(in Input) []Doubt { return reviewDoubts(in, nil, nil) }

// SetLazyCapturers switches the review's lazy reading of capturers
// (lazyCapturers) and returns the function that restores it.
func SetLazyCapturers(on bool) (restore func()) {
	old := lazyCapturers
	lazyCapturers = on
	return func() { lazyCapturers = old }
}

// SetCheckWorkChains switches the test mode in which the dame fillings
// run the walking safeFill beside the chains' reading and panic when
// they differ (checkFill, checkWork), and returns the function that
// restores it.
func SetCheckWorkChains(on bool) (restore func()) {
	oldFill, oldWork := checkFill, checkWork
	checkFill, checkWork = nil, nil
	if on {
		checkFill, checkWork = fillBothWays, checkWorkChainsOf
	}
	return func() { checkFill, checkWork = oldFill, oldWork }
}

// CheckedFills returns the fills the test mode compared, and those that
// asked the hane-seki question.
func CheckedFills() (fills, hane int) { return checkedFills, checkedHane }

// SetBoundShortcuts switches the bounds' early answers (boundShortcuts)
// and returns the function that restores it.
func SetBoundShortcuts(on bool) (restore func()) {
	old := boundShortcuts
	boundShortcuts = on
	return func() { boundShortcuts = old }
}

// ReachingStage is ScoreReaching's reading of in for margin, reported:
// the stage that cut it (boundLabelled 0, boundFilled 1, boundKoSeki 2),
// -1 when counted, and whether the board with the dame filled Black
// first was filled.
func ReachingStage(in Input, rs rules.Ruleset, margin float64) (stage int, blackFilled bool) {
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	removal, haneSeki := variantOf(in, rs)
	b := marginBound{s: boundScratches.Get().(*boundScratch)}
	defer boundScratches.Put(b.s)
	b.s.sekiFlagOf = board.Empty
	stage = -1
	within := func(st int) bool {
		if st == boundLabelled {
			b.start(a, in, rs)
		}
		if !b.within(a, st, margin) {
			stage = st
			return false
		}
		return true
	}
	v.prepareIf(in, removal, haneSeki, within)
	return stage, stage != boundLabelled && a.closedOK[closedBlackFirst]
}

// SetCheckFillDame switches the test mode in which every fillDame is
// also filled by fillDameFull (every dame tried at every turn, every
// chain flooded) and panics unless the whole board and the counts agree.
func SetCheckFillDame(on bool) (restore func()) {
	old := checkFillDame
	checkFillDame = nil
	if on {
		checkFillDame = fillDameChecked
	}
	return func() { checkFillDame = old }
}

// CheckedFillDame returns the fillings the test mode compared.
func CheckedFillDame() int { return checkedFillDame }

// SetWalkStopEarly switches walkChain's stop at a first liberty where
// playOut passes the chain by (walkStopEarly) and returns the function
// that restores it.
func SetWalkStopEarly(on bool) (restore func()) {
	old := walkStopEarly
	walkStopEarly = on
	return func() { walkStopEarly = old }
}

// The tests count the walks walkStopEarly cuts short.
func init() { countWalksStopped = true }

// WalksStopped returns the walks walkStopEarly has cut short so far.
func WalksStopped() int { return int(walksStopped.Load()) }

// SetCheckLabel makes every labelling label copies from its memo
// compare with a fresh scan, panicking at a difference.
func SetCheckLabel(on bool) (restore func()) {
	old := checkLabelMemo
	checkLabelMemo = nil
	if on {
		checkLabelMemo = checkLabelAgainstScan
	}
	return func() { checkLabelMemo = old }
}

// CheckedLabels is the number of copied labellings compared.
func CheckedLabels() int { return int(checkedLabels.Load()) }

// ToggleFigures returns the figures ToggleBound works out for in (the
// points each colour owns, owned[Empty] the neutral ones; the stones
// left and removed of each colour), the same worked out by floods only
// (no oneChain), and read from a label of in's board.
func ToggleFigures(t *ToggleBound, in Input) (local, flooded, labelled [3][3]int) {
	local[0], local[1], local[2] = t.figures(in.Dead)
	toggleOneChain = false
	flooded[0], flooded[1], flooded[2] = t.figures(in.Dead)
	toggleOneChain = true
	flooded[1][board.Empty] = 0
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	a.orig = in.Position.Stones
	copy(a.col, a.orig)
	for _, i := range in.Dead {
		if i >= 0 && i < len(a.col) && a.col[i] != board.Empty {
			labelled[2][a.col[i]]++
			a.col[i] = board.Empty
		}
	}
	a.label()
	for _, r := range a.regs {
		labelled[0][r.owner()] += r.size
	}
	for _, c := range a.col {
		if c != board.Empty {
			labelled[1][c]++
		}
	}
	local[1][board.Empty] = 0 // not kept
	return local, flooded, labelled
}

// SetShareStages switches the sharing of classify between the counts
// of an Analysis's variants (share.go); it returns the function that
// restores it.
func SetShareStages(on bool) (restore func()) {
	old := shareStages
	shareStages = on
	return func() { shareStages = old }
}

// CountShares counts, until restore is called, the classifications an
// Analysis handed on.
func CountShares() (count func() int, restore func()) {
	n := 0
	shareSeen = func() { n++ }
	return func() int { return n }, func() { shareSeen = nil }
}

// SetSkipAnswered switches playOut's skip of the walks a walk of the
// same chain of label answered this pass (skipAnswered) and returns the
// function that restores it.
func SetSkipAnswered(on bool) (restore func()) {
	old := skipAnswered
	skipAnswered = on
	return func() { skipAnswered = old }
}

// The tests count the walks skipAnswered spares.
func init() { countWalksSkipped = true }

// WalksSkipped returns the walks skipAnswered has spared (or, off, would
// have spared) so far; WrongSkips those of them, with it off, whose walk
// did not pass their chain by.
func WalksSkipped() int { return int(walksSkipped.Load()) }
func WrongSkips() int   { return int(wrongSkips.Load()) }

// ToggleCharges returns the labelled board's charges of c (chargeable,
// seki eyes charged when seki) that ToggleBound reads for in, and
// whether it reads them (ok), beside those of a label of in's board and
// whether that board has a short point that is a ko (marginBound's
// koSeki, read as if seki eyes were charged).
func ToggleCharges(t *ToggleBound, in Input, c board.Color, seki bool) (got int, ok bool, want int, koSeki bool) {
	t.figures(in.Dead)
	if t.one {
		got, ok = t.labelledCharges(c, seki, math.Inf(1), t.stack, t.gen)
	}
	a, put := withDeadRemoved(in)
	defer put()
	a.label()
	s := boundScratches.Get().(*boundScratch)
	defer boundScratches.Put(s)
	want = a.chargeable(s, c, seki, math.Inf(1))
	for _, q := range a.shortAt {
		koSeki = koSeki || a.koStone(a.orig, q) >= 0
	}
	return got, ok, want, koSeki
}

// RelabelChecked reads in with t.MayReach, then, when in removes one
// more whole chain, writes its label from the base's (relabel) on a
// used scratch and compares every output with label's scans
// (checkLabelAgainstScan, which panics at a difference); false when
// relabel does not apply.
func RelabelChecked(t *ToggleBound, in Input) bool {
	t.MayReach(in, 0)
	if !t.lastOne {
		return false
	}
	a, put := withDeadRemoved(in)
	defer put()
	old := checkRelabel
	checkRelabel = checkLabelAgainstScan
	defer func() { checkRelabel = old }()
	t.relabel(a, t.stack)
	return true
}

// SetKnownLibs switches playOut's answers from the liberties an earlier
// walk found (knownLibs) and returns the function that restores it.
func SetKnownLibs(on bool) (restore func()) {
	old := knownLibs
	knownLibs = on
	return func() { knownLibs = old }
}

// CheckKnownLibs counts, until restore is called, the walks knownLibs
// spares (hits) and those of them whose chain is not passed by (wrong):
// the chain through the walk's stone on a.work, its stones of one colour
// not counted dead, flooded afresh, has fewer than two liberties and
// none where playOut passes a chain by (passedBy, with the early stop).
func CheckKnownLibs() (hits, wrong func() int, restore func()) {
	var h, w atomic.Int64
	checkKnownLibs = func(a *analysis, q int32, escapes bool) {
		h.Add(1)
		c := a.work[q]
		seen := map[int32]bool{q: true}
		libs := map[int32]bool{}
		passed := false
		for stack := []int32{q}; len(stack) > 0; {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, k := range a.g.neighbours(int(j)) {
				switch {
				case k < 0 || seen[k]:
				case a.work[k] == board.Empty:
					libs[k] = true
					passed = passed || walkStopEarly && a.passedBy(k, c, escapes)
				case a.work[k] == c && !a.dead[k]:
					seen[k] = true
					stack = append(stack, k)
				}
			}
		}
		if len(libs) < 2 && !passed {
			w.Add(1)
		}
	}
	return func() int { return int(h.Load()) }, func() int { return int(w.Load()) }, func() { checkKnownLibs = nil }
}

// SetQueueOnce switches playOut's queueing of each stone once
// (queueOnce) and returns the function that restores it.
func SetQueueOnce(on bool) (restore func()) {
	old := queueOnce
	queueOnce = on
	return func() { queueOnce = old }
}

// withDeadRemoved returns an analysis of in's geometry, from the pool,
// holding in's stones with its dead stones (on the board, not empty)
// removed and marked dead, as prepare leaves it before label; put hands
// it back.
func withDeadRemoved(in Input) (a *analysis, put func()) {
	g := geometry(in.Position.W, in.Position.H)
	a = g.get()
	a.orig = in.Position.Stones
	copy(a.col, a.orig)
	clear(a.dead)
	for _, i := range in.Dead {
		if i >= 0 && i < len(a.col) && a.col[i] != board.Empty {
			a.col[i] = board.Empty
			a.dead[i] = true
		}
	}
	return a, func() { g.put(a) }
}

// SetLaterWorklist switches playOut's worklist of its later passes
// (laterWorklist) and returns the function that restores it.
func SetLaterWorklist(on bool) (restore func()) {
	old := laterWorklist
	laterWorklist = on
	return func() { laterWorklist = old }
}

// CheckLaterWorklist makes every play-out twice from the same state,
// first with laterWorklist off (each later pass reading the first
// pass's queue again with every stone beside a fill so far), then on,
// and compares what each leaves: the board played out, every lost mark,
// every owed mark, the points owed listed (a.touched, as a set) and
// whether a lost mark was made. runs counts the play-outs compared,
// filled those that filled a point, differ those that differ
// (each also reported to report).
func CheckLaterWorklist(report func(string)) (runs, filled, differ func() int, restore func()) {
	var n, f, d int
	checkPlayOut = func(a *analysis, b []board.Color, hypo board.Color, bit uint8, record, escapes bool, lost []uint8) {
		n++
		lost0 := slices.Clone(lost)
		owed0 := slices.Clone(a.owed)
		touched0 := len(a.touched)
		marks0 := a.lostMarks
		old := laterWorklist

		laterWorklist = false
		a.playOut(b, hypo, bit, record, escapes, lost)
		work := slices.Clone(a.work)
		lostRef := slices.Clone(lost)
		owedRef := slices.Clone(a.owed)
		touchedRef := slices.Sorted(slices.Values(a.touched[touched0:]))
		marksRef := a.lostMarks > marks0

		copy(lost, lost0)
		copy(a.owed, owed0)
		a.touched = a.touched[:touched0]
		a.lostMarks = marks0
		laterWorklist = true
		a.playOut(b, hypo, bit, record, escapes, lost)
		laterWorklist = old

		for p, w := range work { // a fill: a point of an owned region played
			if r := a.region[p]; w != b[p] && b[p] == board.Empty && r >= 0 && a.regs[r].owner() != board.Empty {
				f++
				break
			}
		}
		var what []string
		if !slices.Equal(a.work, work) {
			what = append(what, "board")
		}
		if !slices.Equal(lost, lostRef) {
			what = append(what, "lost marks")
		}
		if !slices.Equal(a.owed, owedRef) {
			what = append(what, "owed marks")
		}
		if !slices.Equal(slices.Sorted(slices.Values(a.touched[touched0:])), touchedRef) {
			what = append(what, "points owed listed")
		}
		if (a.lostMarks > marks0) != marksRef {
			what = append(what, "lost marks made")
		}
		if len(what) > 0 {
			d++
			report(fmt.Sprintf("play-out %d (hypo %v, bit %d, record %v, escapes %v): %v differ with the worklist", n, hypo, bit, record, escapes, what))
		}
	}
	return func() int { return n }, func() int { return f }, func() int { return d }, func() { checkPlayOut = nil }
}

package score

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// The walking reference of the dame fillings' chains (workchains.go):
// safeFill answers what safeFillAt reads from a.wb by walking a.work,
// and the test mode (SetCheckWorkChains) asks both and checks a.wb.

// safeFill reports whether c may fill p on a.work. A fill that joins
// stones counted dead is not safe (dame are filled by living stones). A
// fill that does not capture is safe when c's chain keeps at least two
// liberties, not all in one small eye (oneEyeLeft). A capture
// is safe (a chain in atari is no seki), and removes what it takes,
// unless it looks like the first capture of a hane-seki (hanezeki): it
// takes two stones or more while a string of c of two stones or more is
// itself in atari on a neutral point, so both sides hold a string in
// atari, and whoever captures first starts a race the other wins (a
// record that ends so was judged a seki by both players).
//
// The fillings ask safeFillAt (workchains.go), which reads the same
// answer from the chains they keep; this walking version, kept for the
// tests, is its reference (SetCheckWorkChains).
func (a *analysis) safeFill(p int, c board.Color) bool {
	opp := c.Opponent()
	nb := a.g.neighbours(p)
	captures := false
	empties := 0
	for _, q := range nb {
		if q < 0 {
			continue
		}
		switch a.work[q] {
		case board.Empty:
			empties++
		case c:
			if a.dead[q] {
				return false // it would join stones counted dead: no dame fill
			}
		case opp:
			if a.libertiesAtMost(int(q), p, 1) == 0 {
				captures = true
			}
		}
	}
	if !captures && empties >= 2 {
		return true // two empty neighbours: two liberties, whatever joins
	}
	if !captures {
		a.work[p] = c
		safe := a.libertiesAtMost(p, -1, 2) >= 2 && !a.oneEyeLeft(p, c)
		a.work[p] = board.Empty
		return safe
	}
	taken := a.taken[:0]
	for _, q := range nb {
		if q >= 0 && a.work[q] == opp && a.libertiesAtMost(int(q), p, 1) == 0 {
			taken = a.takeChain(int(q), taken)
		}
	}
	a.taken = taken
	// A hane-seki's strings hold several stones; single stones in atari
	// on both sides are kos and loose endgame ataris, not a seki.
	a.work[p] = c
	safe := true
	if len(taken) >= 2 {
		// Read even when haneSeki is off: the answer says whether the
		// other reading (Analysis' twin variants) would differ here.
		atari := a.inAtariOnNeutral(c, p)
		a.haneSekiAsked = a.haneSekiAsked || atari
		safe = !a.haneSeki || !atari
	}
	a.work[p] = board.Empty
	if !safe {
		for _, q := range taken {
			a.work[q] = opp
		}
	}
	return safe
}

// inAtariOnNeutral reports whether some chain of c of two stones or more
// on a.work has a single liberty that is an empty neutral point other
// than p.
func (a *analysis) inAtariOnNeutral(c board.Color, p int) bool {
	for _, n := range a.neutral {
		if int(n) == p || a.work[n] != board.Empty {
			continue
		}
		for _, q := range a.g.neighbours(int(n)) {
			if q >= 0 && a.work[q] == c && !a.lone(int(q)) && a.libertiesAtMost(int(q), -1, 2) == 1 {
				return true
			}
		}
	}
	return false
}

// fillBothWays is checkFill in the test mode: safeFillAt, and the
// walking safeFill on the same board, which must agree.
func fillBothWays(a *analysis, p int, c board.Color) (bool, []int32) {
	checkWorkChainsOf(a, "before safeFillAt")
	asked := a.haneSekiAsked
	safe, taken := a.safeFillAt(p, c)
	newAsked := a.haneSekiAsked
	taken = slices.Clone(taken)
	before := slices.Clone(a.work)
	a.haneSekiAsked = asked
	a.taken = a.taken[:0] // as fill did before each safeFill
	old := a.safeFill(p, c)
	var oldTaken []int32
	if old {
		oldTaken = slices.Clone(a.taken)
	}
	checkedFills++
	if len(taken) >= 2 {
		checkedHane++
	}
	if old != safe || newAsked != a.haneSekiAsked || (safe && !sameSet(taken, oldTaken)) {
		panic(fmt.Sprintf("safeFillAt(%d, %v) = %v %v (asked %v), safeFill %v %v (asked %v) on %v",
			p, c, safe, taken, newAsked, old, oldTaken, a.haneSekiAsked, before))
	}
	copy(a.work, before)
	return safe, taken
}

// checkedFills and checkedHane count, in the test mode, the fills
// compared and those of them that asked the hane-seki question.
var checkedFills, checkedHane int

// checkWorkChainsOf is checkWork in the test mode: it panics unless a.wb
// holds a.work's stones with each chain's exact liberty count (counted
// afresh).
func checkWorkChainsOf(a *analysis, where string) {
	wb := a.wb
	for i, c := range a.work {
		fp := wb.at(i)
		if wb.col[fp] != c {
			panic(fmt.Sprintf("%s: point %d is %v on the chains, %v on the board", where, i, wb.col[fp], c))
		}
		if c == board.Empty {
			continue
		}
		h := wb.head[fp]
		if libs := a.libertiesAtMost(i, -1, 1<<30); int(wb.lib[h].n) != libs {
			panic(fmt.Sprintf("%s: chain of %d: %d liberties kept, %d counted", where, i, wb.lib[h].n, libs))
		}
		if h != fp {
			continue
		}
		// a head: its list holds its chain, its sums its liberties, and
		// it is in the atari list exactly when it has one liberty
		stones, libs := 0, map[int32]bool{}
		for q := h; ; {
			stones++
			if wb.head[q] != h || wb.col[q] != c {
				panic(fmt.Sprintf("%s: chain of %d: stone %d has head %d", where, i, q, wb.head[q]))
			}
			for _, f := range wb.nb(q) {
				if wb.col[f] == board.Empty {
					libs[f] = true
				}
			}
			if q = wb.next[q]; q == h {
				break
			}
		}
		var sum, sq int64
		for l := range libs {
			sum, sq = sum+int64(l), sq+int64(l)*int64(l)
		}
		listed := wb.atariAt[h] >= 0 && int(wb.atariAt[h]) < len(wb.atari) && wb.atari[wb.atariAt[h]] == h
		if a.libertiesAtMost(i, -1, 1<<30) != stonesLiberties(a, i) || int(wb.size[h]) != stones ||
			wb.lib[h].sum != int32(sum) || wb.lib[h].sq != int32(sq) || listed != (len(libs) == 1) {
			panic(fmt.Sprintf("%s: chain of %d: size %d (%d), sums %d %d (%d %d), in atari list %v", where, i, wb.size[h], stones, wb.lib[h].sum, wb.lib[h].sq, sum, sq, listed))
		}
	}
	n := 0
	for _, h := range wb.atari {
		if wb.col[h] == board.Black || wb.col[h] == board.White {
			n++
		}
	}
	if n != len(wb.atari) {
		panic(fmt.Sprintf("%s: the atari list holds a point without a stone", where))
	}
}

// stonesLiberties counts the liberties of the chain through i on
// a.work by flooding it whole (checkWork's second opinion).
func stonesLiberties(a *analysis, i int) int {
	c := a.work[i]
	seen := map[int32]bool{int32(i): true}
	libs := map[int32]bool{}
	stack := []int32{int32(i)}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			switch {
			case k < 0 || seen[k]:
			case a.work[k] == board.Empty:
				libs[k] = true
			case a.work[k] == c:
				seen[k] = true
				stack = append(stack, k)
			}
		}
	}
	return len(libs)
}

// sameSet reports whether x and y hold the same points.
func sameSet(x, y []int32) bool {
	x, y = slices.Clone(x), slices.Clone(y)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

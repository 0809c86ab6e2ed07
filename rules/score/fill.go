package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// fillDame fills the dame of a record counted without closing passes,
// as RULES.md §5.1 says a referee does under area counting: the players
// fill in turn, starting with first (the player to move after the
// record's last move); each fills the first dame, in row-major order, it
// can fill without capturing and without leaving its own chain with
// fewer than two liberties, and passes when there is none; filling stops
// when both pass. What nobody can fill stays: the shared liberties of a
// seki (OwnSekiShared, never tried) and dame that are a self-atari for
// both. The filled points become OwnBlackFilled / OwnWhiteFilled and are
// counted in Counts.Filled (the FilledDame component), no longer in
// Counts.Dame. It works on res.Own, the count's board after removal.
func fillDame(res *Result, first board.Color) {
	if first != board.Black && first != board.White {
		return
	}
	g := geometry(res.W, res.H)
	col := make([]board.Color, g.n)
	var dame []int
	for i, o := range res.Own {
		switch o.Class() {
		case OwnBlackStone, OwnBlackSekiStone:
			col[i] = board.Black
		case OwnWhiteStone, OwnWhiteSekiStone:
			col[i] = board.White
		case OwnDame:
			dame = append(dame, i)
		}
	}
	// The chains and their exact liberty counts, kept as fills are
	// played (playout: a fill never captures, so the board only gains
	// stones): a fill's tests read the chains beside it, no chain is
	// walked.
	a := g.get()
	defer g.put(a)
	wb := a.workChains()
	wb.buildChains(col)
	// fills reports whether c may fill p: not when it captures (an
	// opponent chain beside p has p for its last liberty), nor when c's
	// chain through p is left with fewer than two liberties.
	fills := func(p int, c board.Color) bool {
		fp := wb.at(p)
		for _, q := range wb.nb(fp) {
			if wb.col[q] == c.Opponent() && wb.libs[wb.head[q]] == 1 {
				return false // a capture: no dame fill
			}
		}
		libs, _ := wb.libsAfter(fp, c)
		return libs >= 2 // else a self-atari
	}
	// A fill that failed fails again until a stone is placed beside the
	// dame or beside a chain beside it: only those change the chains and
	// liberties fills reads (stones are only added, so a chain changes
	// only by a stone beside it). The turns scan the dame from the first
	// each time; the failures are remembered with the count of fills
	// made then, and retried only once something near changed.
	// (TestFillDameEarlyStop compares with trying every dame each turn.)
	root := make([]int32, g.n)    // union-find of the stones: a chain's root
	changed := make([]int32, g.n) // per root: fills made when the chain last changed
	near := make([]int32, g.n)    // per point: fills made when a neighbour was filled
	var failed [3][]int32         // per colour and point: fills made when it failed, -1 never
	for i := range root {
		root[i] = int32(i)
	}
	find := func(i int32) int32 {
		for root[i] != i {
			root[i] = root[root[i]]
			i = root[i]
		}
		return i
	}
	for i, x := range col {
		for _, k := range g.neighbours(i) {
			if x != board.Empty && k >= 0 && col[k] == x {
				root[find(k)] = find(int32(i))
			}
		}
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		failed[c] = make([]int32, g.n)
		for i := range failed[c] {
			failed[c][i] = -1
		}
	}
	made := int32(0)
	retry := func(p int, c board.Color) bool {
		f := failed[c][p]
		if f < 0 || near[p] > f {
			return true
		}
		for _, k := range g.neighbours(p) {
			if k >= 0 && col[k] != board.Empty && changed[find(k)] > f {
				return true
			}
		}
		return false
	}
	place := func(q int, c board.Color) {
		col[q] = c
		wb.play(wb.at(q), c)
		made++
		changed[q] = made
		for _, k := range g.neighbours(q) {
			if k < 0 {
				continue
			}
			near[k] = made
			switch col[k] {
			case c:
				r := find(k)
				root[r] = int32(q)
			case c.Opponent():
				changed[find(k)] = made
			}
		}
	}
	filled := map[board.Color]Own{board.Black: OwnBlackFilled, board.White: OwnWhiteFilled}
	c, passes := first, 0
	for passes < 2 {
		passes++
		for j, p := range dame {
			if !retry(p, c) {
				continue
			}
			if !fills(p, c) {
				failed[c][p] = made
				continue
			}
			// A filled dame stays filled: out of the list, so that the
			// turns, which fill the first dame they can and so fill from
			// the front, do not rescan the filled ones.
			dame = slices.Delete(dame, j, j+1)
			place(p, c)
			res.Own[p] = res.Own[p]&(DeadBlack|DeadWhite) | filled[c]
			res.Counts.Filled[c]++
			res.Counts.Dame--
			passes = 0
			break
		}
		c = c.Opponent()
	}
}

package score

import "github.com/rulediff/rulediff/rules/board"

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
	var stack, met []int32
	seen := make([]bool, g.n)
	// hasLiberties reports whether the chain through stone i has at least
	// want liberties. It stops at the want-th: a filled dame sits beside
	// walls that are big but have liberties near it, and the fill is
	// tried again on every turn.
	hasLiberties := func(i, want int) bool {
		c, n := col[i], 0
		seen[i] = true
		stack, met = append(stack[:0], int32(i)), append(met[:0], int32(i))
		for len(stack) > 0 && n < want {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, k := range g.neighbours(int(j)) {
				if k < 0 || seen[k] {
					continue
				}
				switch col[k] {
				case board.Empty:
					n++ // a liberty, counted once (seen)
				case c:
					stack = append(stack, k)
				default:
					continue
				}
				seen[k] = true
				met = append(met, k)
			}
		}
		for _, k := range met {
			seen[k] = false
		}
		return n >= want
	}
	// fills reports whether c may fill p: col[p] is set to c when it may.
	fills := func(p int, c board.Color) bool {
		col[p] = c
		for _, k := range g.neighbours(p) {
			if k >= 0 && col[k] == c.Opponent() && !hasLiberties(int(k), 1) {
				col[p] = board.Empty // a capture: no dame fill
				return false
			}
		}
		if !hasLiberties(p, 2) {
			col[p] = board.Empty // a self-atari
			return false
		}
		return true
	}
	filled := map[board.Color]Own{board.Black: OwnBlackFilled, board.White: OwnWhiteFilled}
	c, passes := first, 0
	for passes < 2 {
		passes++
		for _, p := range dame {
			if col[p] == board.Empty && fills(p, c) {
				res.Own[p] = res.Own[p]&(DeadBlack|DeadWhite) | filled[c]
				res.Counts.Filled[c]++
				res.Counts.Dame--
				passes = 0
				break
			}
		}
		c = c.Opponent()
	}
}

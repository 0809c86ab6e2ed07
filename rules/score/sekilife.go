package score

import "github.com/rulediff/rulediff/rules/board"

// A shared liberty that neither colour can fill does not make a seki by
// itself: a group with two eyes is independently alive and counts its
// territory whatever its neighbours do (RULES.md §5.10: a region counts
// unless its chains are not alive independently). Records that stop
// before the dame are filled show such points often (fox_pro: a lone
// stone hane'd into the corner, connected to a living group through an
// eye, beside an opponent chain likewise connected: the point between
// them is a self-atari for both, yet both groups have many eyes).

// sekiEyesFor2 is the size from which one own region is taken for two
// eyes: the classic killable eye shapes have at most six points, and the
// eyes of real seki are smaller (a heuristic, not a reading).
const sekiEyesFor2 = 7

// dropLivingSeki keeps a shared liberty only when a block beside it has
// fewer than two eyes, a group that lives by the seki. Between blocks
// that all have two eyes the point is a dame nobody can fill, and the
// blocks keep their territory. When a point stays, every block beside it
// is in seki, two-eyed or not (GNU Go's seki_score.sgf, CASES.md: Black's
// eyes beside White's one-eyed seki group are not counted either). It
// runs between findBlocks' walk and the ko-seki flags (a double-ko seki
// has its own test); with DameAsSeki (KataGo's reading) it keeps all.
func (a *analysis) dropLivingSeki() {
	eyes := a.eyesPerBlock()
	for id := range a.blocks {
		a.blocks[id].seki = false
	}
	for _, i := range a.neutral {
		if !a.seki[i] {
			continue
		}
		keep := false
		for _, q := range a.g.neighbours(int(i)) {
			if q >= 0 && a.col[q] != board.Empty && eyes[a.block[q]] < 2 {
				keep = true
			}
		}
		a.seki[i] = keep
		if !keep {
			continue
		}
		for _, q := range a.g.neighbours(int(i)) {
			if q >= 0 && a.col[q] != board.Empty {
				a.blocks[a.block[q]].seki = true
			}
		}
	}
}

// eyesPerBlock counts, per block, its eyes: an own region of sekiEyesFor2
// points or more is two, a one-point region that is a false eye none,
// any other own region one.
func (a *analysis) eyesPerBlock() []int {
	eyes := make([]int, len(a.blocks))
	gen := a.nextGen()
	for i, c := range a.col {
		if c != board.Empty {
			continue
		}
		r := a.region[i]
		reg := a.regs[r]
		owner := reg.owner()
		if owner == board.Empty || a.mark[i] == gen {
			continue
		}
		a.markFlood(a.col, i, gen) // the empty region
		id := a.block[i]
		switch {
		case reg.size >= sekiEyesFor2:
			eyes[id] += 2
		case reg.size == 1 && a.falseEye(i, owner):
		default:
			eyes[id]++
		}
	}
	return eyes
}

// markFlood marks with gen the points connected to i through points of
// i's colour on cols: a chain, or an empty region.
func (a *analysis) markFlood(cols []board.Color, i int, gen uint32) {
	c := cols[i]
	stack := append(a.stack[:0], int32(i))
	a.mark[i] = gen
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			if k >= 0 && cols[k] == c && a.mark[k] != gen {
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
}

// falseEye reports whether the one-point eye i of colour c is false: the
// opponent holds two of its diagonal points, or one when i is on the edge.
func (a *analysis) falseEye(i int, c board.Color) bool {
	w, h := a.g.w, a.g.h
	x, y := i%w, i/w
	opp, off := 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		dx, dy := x+d[0], y+d[1]
		if dx < 0 || dy < 0 || dx >= w || dy >= h {
			off++
			continue
		}
		if a.col[dy*w+dx] == c.Opponent() {
			opp++
		}
	}
	return opp >= 2 || (off > 0 && opp >= 1)
}

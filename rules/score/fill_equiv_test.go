package score

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// TestFillDameEarlyStop: fillDame's liberty test stops at the liberties
// it needs, and its turns scan only the dame their colour may still fill
// (fillScratch); on random boards it fills exactly what trying every
// dame at every turn and counting every liberty of every chain
// (fillDameFull, the earlier code) fills. TestFillDameEarlyStopCorpus
// does the same on every corpus position.
func TestFillDameEarlyStop(t *testing.T) {
	rs, _ := rules.Lookup("chinese")
	rng := rand.New(rand.NewSource(17))
	filled := 0
	for n := 0; n < 3000; n++ {
		p := randomFillBoard(rng, 3)
		res := Score(Input{Position: p}, rs)
		if res.W == 0 {
			continue
		}
		for _, from := range []board.Color{board.Black, board.White} {
			fast, full := res, res
			fast.Own, full.Own = slices.Clone(res.Own), slices.Clone(res.Own)
			fillDame(&fast, from)
			fillDameFull(&full, from)
			if !slices.Equal(fast.Own, full.Own) || fast.Counts != full.Counts {
				t.Fatalf("%v from %v: filled %v, counting every liberty %v", p, from, fast.Counts.Filled, full.Counts.Filled)
			}
			filled += fast.Counts.Filled[board.Black] + fast.Counts.Filled[board.White]
		}
	}
	if filled < 1000 {
		t.Errorf("only %d dame filled: the boards test little", filled)
	}
}

// randomFillBoard is a random board of minSide to minSide+6 points a
// side, 20% to 70% of its points empty, the stones of either colour
// alike: a board with dame to fill.
func randomFillBoard(rng *rand.Rand, minSide int) board.Position {
	w, h := minSide+rng.Intn(7), minSide+rng.Intn(7)
	p := board.Position{W: w, H: h, Stones: make([]board.Color, w*h)}
	empty := 0.2 + 0.5*rng.Float64()
	for i := range p.Stones {
		if r := rng.Float64(); r >= empty {
			p.Stones[i] = board.Black
			if r > (1+empty)/2 {
				p.Stones[i] = board.White
			}
		}
	}
	return p
}

// fillDameChecked is checkFillDame in the test mode: fillDame's turns,
// and the reference fillDameFull on a copy; it panics unless the whole
// board and the counts agree. checkedFillDame counts the checks.
func fillDameChecked(res Result, first board.Color) Result {
	ref := res
	ref.Own = slices.Clone(res.Own)
	fillDameFull(&ref, first)
	fillDameTurns(&res, first)
	checkedFillDame++
	if !slices.Equal(ref.Own, res.Own) || ref.Counts != res.Counts {
		panic(fmt.Sprintf("fillDame from %v on %dx%d: filled %v %v, the reference %v %v",
			first, res.W, res.H, res.Counts.Filled, res.Own, ref.Counts.Filled, ref.Own))
	}
	return res
}

var checkedFillDame int

// fillDameFull is fillDame as it was before its liberty test stopped
// early: every chain flooded whole, its liberties counted. It is a
// reference copy on purpose (its set-up repeats fill.go's): the test
// compares the fast code with it, so it must not call into fillDame.
func fillDameFull(res *Result, first board.Color) {
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
	var chain []int32
	seen := make([]bool, g.n)
	fills := func(p int, c board.Color) bool {
		col[p] = c
		for _, k := range g.neighbours(p) {
			if k < 0 || col[k] != c.Opponent() {
				continue
			}
			clear(seen)
			chain = chainOf(g, col, int(k), seen, chain[:0])
			if _, n := liberties(g, col, chain, 1); n == 0 {
				col[p] = board.Empty
				return false
			}
		}
		clear(seen)
		chain = chainOf(g, col, p, seen, chain[:0])
		if _, n := liberties(g, col, chain, 2); n < 2 {
			col[p] = board.Empty
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

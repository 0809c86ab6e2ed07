package score

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// readBothWays reads black and white on a copy of r's area under budget
// with every reading searched (read) and, on another copy, as koFight
// does (readLazy, then settle, as the next fight would): the two
// outcomes and budgets left, and whether readLazy deferred the search.
func readBothWays(r *raceReader, black, white uint32, toMove board.Color, budget int) (v, lazy int8, left, lazyLeft int, deferred bool) {
	a, b := areaOf(r), areaOf(r)
	a.budget, b.budget = budget, budget
	v = a.read(black, white, toMove)
	lazy = b.readLazy(black, white, toMove)
	deferred = b.later.on
	b.settle()
	return v, lazy, a.budget, b.budget, deferred
}

// TestRaceLaterOnRandomAreas reads random areas (randomRaceArea, as
// TestRaceSolveIsRefOnRandomAreas: free walls, suicides, captures, the
// top bit a point one time in twenty) both ways under budgets from none
// to plenty: the same outcome and the same budget left, the deferred
// readings (won with one play) included.
func TestRaceLaterOnRandomAreas(t *testing.T) {
	defer func(on bool) { raceMemoOn = on }(raceMemoOn)
	raceMemoOn = false
	rng := rand.New(rand.NewPCG(17, 12))
	readings, deferred := 0, 0
	for range 4000 {
		r, black, white := randomRaceArea(rng, true)
		for _, c := range [2]board.Color{board.Black, board.White} {
			budget := []int{0, 1, 30, 300, 3000}[rng.IntN(5)]
			v, lazy, left, lazyLeft, d := readBothWays(r, black, white, c, budget)
			if v != lazy || left != lazyLeft {
				t.Fatalf("area %x walls %x (colours %x, free %x), black %b white %b, %v to move, budget %d: %d leaving %d, deferred %d leaving %d",
					r.nb[:r.n], r.walls, r.colour, r.free, black, white, c, budget, v, left, lazy, lazyLeft)
			}
			readings++
			if d {
				deferred++
			}
		}
	}
	if deferred == 0 || deferred == readings {
		t.Fatalf("%d readings, %d deferred", readings, deferred)
	}
	t.Logf("%d readings, %d deferred", readings, deferred)
}

// Two areas worked by hand. Points 0-1-2 in a row; a white wall W of two
// stones (not free) beside point 2 only, a black wall B beside points 0
// and 1, not free. Black to move takes W's last liberty at 2 and wins at
// once: the reading is deferred, answered Black's, and its search (the
// plays at 0 and 1 tried first) charges the same nodes once settled.
// With W beside points 1 and 2 (two liberties, one play takes only one),
// nothing wins at once: the reading is searched (and Black still wins,
// filling 1 and 2 in turn while White cannot take B, whose liberty 0
// Black keeps: read, not assumed).
func TestRaceLaterByHand(t *testing.T) {
	defer func(on bool) { raceMemoOn = on }(raceMemoOn)
	raceMemoOn = false
	area := func(wLibs uint32) *raceReader {
		r := &raceReader{n: 3}
		r.nb[0], r.nb[1], r.nb[2] = 0b010, 0b101, 0b010
		r.walls = []uint32{wLibs, 0b011} // W, B
		r.colour[board.White], r.colour[board.Black] = 1<<0, 1<<1
		for w, pts := range r.walls {
			for i := range r.n {
				if pts&(1<<i) != 0 {
					r.wallsAt[i] |= 1 << w
				}
			}
		}
		return r
	}
	v, lazy, left, lazyLeft, d := readBothWays(area(0b100), 0, 0, board.Black, maxRaceBudget)
	if !d || v != raceBlackWins || lazy != raceBlackWins || left != lazyLeft || left == maxRaceBudget {
		t.Errorf("W in atari: deferred %v, %d and %d, budget left %d and %d; want deferred, Black's, the same nodes charged", d, v, lazy, left, lazyLeft)
	}
	v, lazy, left, lazyLeft, d = readBothWays(area(0b110), 0, 0, board.Black, maxRaceBudget)
	if d || v != raceBlackWins || lazy != raceBlackWins || left != lazyLeft {
		t.Errorf("W with two liberties: deferred %v, %d and %d, budget left %d and %d; want searched, the same", d, v, lazy, left, lazyLeft)
	}
	// no budget: the root runs out at once, unknown, never deferred
	v, lazy, _, _, d = readBothWays(area(0b100), 0, 0, board.Black, 0)
	if d || v != raceUnknown || lazy != raceUnknown {
		t.Errorf("no budget: deferred %v, %d and %d; want unknown, searched", d, v, lazy)
	}
}

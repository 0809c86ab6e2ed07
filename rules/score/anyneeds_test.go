package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestAnyNeeds: ScoreReachingAny's bounds read each colour's charges
// only as far as the margins on its side need, and skip a margin the
// colour's owned points cannot reach (boundNeeds). On every chain
// toggled in the KGS and seki positions, with and without the border
// owners the result check gives (the dame beside one colour only, given
// to it), margins on both sides of the count are asked with it on and
// off: both count the same inputs, and what they count is Score's.
func TestAnyNeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain's status changed in the KGS and seki positions")
	}
	inputs := reachingInputs(t)
	var asked, counted, owners int
	for _, in := range inputs {
		in.Prisoners, in.Komi = [3]int{0, 3, 5}, 6.5
		for _, alt := range toggled(in) {
			base := score.Score(alt, japanese)
			alts := []score.Input{alt}
			if o := dameOwners(&base); o != nil {
				with := alt
				with.Owner = o
				alts = append(alts, with)
				owners++
			}
			for _, a := range alts {
				want := score.Score(a, japanese)
				for _, offs := range [][]float64{{-1, 1}, {-2, 2, 5}, {-4, 3}, {-6, -3, 6}, {-9, -5, 8, 12}, {7, 3}, {-8, -2}} {
					margins := make([]float64, len(offs))
					for i, d := range offs {
						margins[i] = want.Margin + d
					}
					got, on := score.ScoreReachingAny(a, japanese, margins)
					restore := score.SetAnyNeeds(false)
					_, off := score.ScoreReachingAny(a, japanese, margins)
					restore()
					if on != off || on && !reflect.DeepEqual(got, want) {
						t.Fatalf("%v dead %v owner %v, margins %v: counted %v with the needs read, %v without, or counted otherwise",
							a.Position, a.Dead, a.Owner != nil, margins, on, off)
					}
					asked++
					if on {
						counted++
					}
				}
			}
		}
	}
	t.Logf("%d margin sets asked (%d inputs with border owners), %d counted", asked, owners, counted)
	if counted == 0 || counted == asked || owners == 0 {
		t.Errorf("%d of %d counted, %d with owners: the test reads little", counted, asked, owners)
	}
}

// dameOwners is compare's borderOwners: r's dame beside stones of one
// colour only, given to that colour (nil when there is none).
func dameOwners(r *score.Result) []board.Color {
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return nil
	}
	owner := make([]board.Color, len(r.Own))
	n := 0
	for i, o := range r.Own {
		if o.Class() != score.OwnDame {
			continue
		}
		x, y := i%r.W, i/r.W
		var touch [3]bool
		for _, j := range []int{i - 1, i + 1, i - r.W, i + r.W} {
			switch {
			case j == i-1 && x == 0, j == i+1 && x == r.W-1, y == 0 && j == i-r.W, y == r.H-1 && j == i+r.W:
				continue
			}
			switch r.Own[j].Class() {
			case score.OwnBlackStone, score.OwnBlackSekiStone:
				touch[board.Black] = true
			case score.OwnWhiteStone, score.OwnWhiteSekiStone:
				touch[board.White] = true
			}
		}
		if touch[board.Black] != touch[board.White] {
			owner[i] = board.Black
			if touch[board.White] {
				owner[i] = board.White
			}
			n++
		}
	}
	if n == 0 {
		return nil
	}
	return owner
}

// TestAnyNeedsByHand: "x.x.x/xxxxx/ooooo" under Japanese rules, no komi,
// no prisoners. Black owns the two eyes, White nothing: L = 2, and Black's
// charges X_B are at most its 2 owned points. Margin −1 lies 3 below L,
// out of their reach: left out without reading the charges (and cut).
// Margins 0 and 1 are within reach (2 and 1 below L) and read them: the
// chain has two eyes, no dame, nothing owed and no seki, so X_B = 0 and
// both are cut. The count is 2: asked with −1, 2 must be counted.
func TestAnyNeedsByHand(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition("x.x.x/xxxxx/ooooo")}
	want := score.Score(in, japanese)
	if want.Margin != 2 {
		t.Fatalf("the count gives %v, worked out 2", want.Margin)
	}
	for _, on := range []bool{true, false} {
		restore := score.SetAnyNeeds(on)
		for _, margins := range [][]float64{{-1}, {0, 1}, {1, -1}} {
			if _, ok := score.ScoreReachingAny(in, japanese, margins); ok {
				t.Errorf("needs read %v: margins %v cut by hand, counted", on, margins)
			}
		}
		if got, ok := score.ScoreReachingAny(in, japanese, []float64{-1, 2}); !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("needs read %v: margins −1 and 2 (the count's), not counted (%v) or counted otherwise", on, ok)
		}
		restore()
	}
}

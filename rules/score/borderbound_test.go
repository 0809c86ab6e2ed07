package score_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestScoreReachingAnyByHand works ScoreReachingAny's bounds out by hand
// under Japanese rules, with an estimate's owners on the dame.
func TestScoreReachingAnyByHand(t *testing.T) {
	for _, tc := range []struct {
		name, board string
		owner       map[int]board.Color
		reach, cut  []float64
	}{
		// Two walls and two open columns (C and D): no territory, no
		// prisoners, L = 0. C2 and C1 are beside Black only, D2 beside
		// White only: Owner gives them to those colours (open borders,
		// no seki point), E_B = 2, E_W = 1. No colour owns a region, so
		// nothing is charged: the margin is 1 exactly.
		{"open borders", "xx..oo/xx..oo", map[int]board.Color{2: board.Black, 3: board.White, 8: board.Black},
			[]float64{1}, []float64{-1, 0, 0.5, 1.5, 2}},
		// The lone dame between the stones is beside both: Owner's
		// Black point counts 1 for Black unless it is a seki point
		// (then 0): 0 and 1 are kept, the rest cut.
		{"beside both", "x.o", map[int]board.Color{1: board.Black},
			[]float64{0, 1}, []float64{-1, -0.5, 1.5, 2}},
	} {
		p := board.MustParsePosition(tc.board)
		owner := make([]board.Color, len(p.Stones))
		for i, c := range tc.owner {
			owner[i] = c
		}
		in := score.Input{Position: p, Owner: owner, DeadMethod: score.DeadEstimate}
		want := score.Score(in, japanese)
		if !slices.Contains(tc.reach, want.Margin) {
			t.Fatalf("%s: the count gives %v, worked out one of %v", tc.name, want.Margin, tc.reach)
		}
		for _, m := range tc.reach {
			got, ok := score.ScoreReachingAny(in, japanese, []float64{m})
			if !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("%s: margin %v within the bounds, not counted (%v) or counted otherwise", tc.name, m, ok)
			}
		}
		if _, ok := score.ScoreReachingAny(in, japanese, tc.cut); ok {
			t.Errorf("%s: margins %v outside the bounds, counted", tc.name, tc.cut)
		}
		for _, m := range tc.cut {
			if _, ok := score.ScoreReachingAny(in, japanese, []float64{m, want.Margin}); !ok {
				t.Errorf("%s: margins %v and %v (the count's), cut", tc.name, m, want.Margin)
			}
		}
	}
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// No budget, or one the estimate never reaches, is EstimateDead.
func TestEstimateBudgetUnbounded(t *testing.T) {
	p := board.MustParsePosition(settledWithStrays)
	want := score.EstimateDead(p)
	for _, budget := range []int64{0, -5, 1 << 40} {
		got := score.EstimateDeadWith(p, score.EstimateOptions{Budget: budget})
		if !reflect.DeepEqual(got, want) || got.OverBudget || got.Playouts != score.EstimatePlayouts {
			t.Errorf("budget %d: %+v, want %+v", budget, got, want)
		}
	}
}

// A budget stops the playouts; their sequence is fixed, so a budget only
// cuts its tail: more budget, never fewer playouts. On settledWithStrays
// (9x9) each side has some twenty open points of its own to fill before
// it passes (it never fills a one-point eye, and there is none yet): a
// playout is 20 moves at least, each of 2 steps at least (the move, the
// point tried), so 2,000 steps cannot finish the 64 playouts. One
// playout is at most 162 moves of at most 1 + 81 points tried, each
// trial counting the liberties of at most 5 chains of at most 81 stones
// (under 5.3 million steps): 6 million finish one at least. A budget of
// one step finishes none: Benson settles nothing on this board (each
// side's area holds a stray stone), so nothing is dead and no open point
// is given away. The same budget always gives the same answer.
func TestEstimateBudgetStopsPlayouts(t *testing.T) {
	p := board.MustParsePosition(settledWithStrays)
	est := func(budget int64) score.Estimate {
		return score.EstimateDeadWith(p, score.EstimateOptions{Budget: budget})
	}
	if got := est(2000); !got.OverBudget || got.Playouts >= score.EstimatePlayouts {
		t.Errorf("budget 2000: over %v, %d playouts", got.OverBudget, got.Playouts)
	}
	if got := est(6_000_000); got.Playouts < 1 {
		t.Errorf("budget 6M: %d playouts", got.Playouts)
	}
	prev := -1
	for _, b := range []int64{1000, 3000, 10_000, 30_000, 100_000, 300_000} {
		got := est(b)
		if got.Playouts < prev || got.OverBudget != (got.Playouts < score.EstimatePlayouts) {
			t.Errorf("budget %d: %d playouts (over %v) after %d", b, got.Playouts, got.OverBudget, prev)
		}
		if again := est(b); !reflect.DeepEqual(again, got) {
			t.Errorf("budget %d not deterministic: %+v then %+v", b, got, again)
		}
		prev = got.Playouts
	}
	none := est(1)
	if !none.OverBudget || none.Playouts != 0 || len(none.Dead) != 0 || none.Owner != nil || none.Method != score.DeadEstimate {
		t.Errorf("budget 1: %+v", none)
	}
}

// The stall of the issue: one stone on a 52x52 board. A playout there
// must fill most of the 2,703 empty points before both sides pass, far
// more than 1,000 steps: none finishes, nothing is dead, and the estimate
// says it ran out (it cost 2.3 s of CPU per position unbounded).
func TestEstimateBudgetNearEmptyBoard(t *testing.T) {
	p := board.NewPosition(52, 52)
	p.Stones[0] = board.Black
	got := score.EstimateDeadWith(p, score.EstimateOptions{Budget: 1000})
	if !got.OverBudget || got.Playouts != 0 || len(got.Dead) != 0 {
		t.Errorf("%+v", got)
	}
}

// A position Benson settles whole runs no playout: never over budget.
func TestEstimateBudgetSettledNeedsNone(t *testing.T) {
	p := board.MustParsePosition("x.x.x/xxxxx/x.o.x")
	got := score.EstimateDeadWith(p, score.EstimateOptions{Budget: 1})
	if got.OverBudget || got.Playouts != 0 || !reflect.DeepEqual(got.Dead, []int{2*5 + 2}) {
		t.Errorf("%+v", got)
	}
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The bestiary's pass-stones board: Black B3–D3, A2–D2, B1–C1 with the
// one-point eyes A3 and A1; White E3–F3, E2–G2, D1–F1 with G3 and G1.
// Each colour is one chain with two vital one-point regions, so Benson
// settles every stone (alive) and the estimator has nothing to judge: its
// answer (no dead stone) is certain, and a count from it is not labelled
// estimated. Japanese: 2 points each, a draw without komi.
func TestUnconditionalIsNotEstimated(t *testing.T) {
	p := board.MustParsePosition(".xxxoo./xxxxooo/.xxooo.")
	for i, l := range score.Unconditional(p) {
		if p.Stones[i] != board.Empty && l != score.Alive {
			t.Fatalf("point %d: %v, want alive", i, l)
		}
	}
	e := score.EstimateDead(p)
	if e.Method != score.DeadUnconditional || len(e.Dead) != 0 || e.Playouts != 0 || e.Owner != nil {
		t.Errorf("estimate %+v, want the unconditional method, nothing dead, no playout", e)
	}
	// The method the estimate reports, and the estimate method as callers
	// that do not look at Estimate.Method pass it: both count as certain.
	for _, m := range []score.DeadMethod{e.Method, score.DeadEstimate} {
		r := score.Score(score.Input{Position: p, Dead: e.Dead, DeadMethod: m}, japanese)
		if r.Estimated || r.Dead != score.DeadUnconditional || r.Margin != 0 ||
			r.Black.Territory != 2 || r.White.Territory != 2 {
			t.Errorf("method %s: estimated %v dead %s margin %v black %+v white %+v",
				m, r.Estimated, r.Dead, r.Margin, r.Black, r.White)
		}
	}
	if e := score.EstimateDead(board.MustParsePosition("..../....")); e.Method != score.DeadUnconditional {
		t.Errorf("empty board: method %s", e.Method)
	}
}

// TestEstimateDead's board (two walls with a stone lost on each side) has
// stones Benson cannot settle: the playouts judge them, the method is
// the estimate and the count is labelled estimated; so is any count that
// uses the estimator's open-border owners.
func TestEstimatedStaysEstimated(t *testing.T) {
	p := board.MustParsePosition(settledWithStrays)
	e := score.EstimateDead(p)
	if e.Method != score.DeadEstimate || e.Playouts == 0 {
		t.Fatalf("estimate %+v, want playouts", e)
	}
	r := score.Score(score.Input{Position: p, Dead: e.Dead, DeadMethod: e.Method}, japanese)
	if !r.Estimated || r.Dead != score.DeadEstimate {
		t.Errorf("estimated %v dead %s", r.Estimated, r.Dead)
	}
	q := board.MustParsePosition(".xxxoo./xxxxooo/.xxooo.")
	owner := make([]board.Color, len(q.Stones))
	r = score.Score(score.Input{Position: q, DeadMethod: score.DeadEstimate, Owner: owner}, japanese)
	if !r.Estimated || r.Dead != score.DeadEstimate {
		t.Errorf("with Owner: estimated %v dead %s", r.Estimated, r.Dead)
	}
}

// On 4x1 "o.x." Benson finds Black's C1 unconditionally alive and White's
// A1 inside its vital region, so the estimate removes A1; but Black's only
// capture, B1, may be forbidden by a superko rule (the bestiary's
// kee-no-legal-turn: it recreates the position after move 9). A removal
// is a judgement, never "unconditional".
func TestBensonDeadStoneIsStillAnEstimate(t *testing.T) {
	p := board.MustParsePosition("o.x.")
	est := score.EstimateDead(p)
	if len(est.Dead) != 1 || est.Dead[0] != 0 {
		t.Fatalf("dead %v, want [0] (A1)", est.Dead)
	}
	if est.Method != score.DeadEstimate {
		t.Errorf("method %q, want %q", est.Method, score.DeadEstimate)
	}
	rs, _ := rules.Lookup("chinese")
	res := score.Score(score.Input{Position: p, Dead: est.Dead, DeadMethod: score.DeadEstimate}, rs)
	if !res.Estimated || res.Dead != score.DeadEstimate {
		t.Errorf("Score: estimated %v, dead %q; want an estimate", res.Estimated, res.Dead)
	}
}

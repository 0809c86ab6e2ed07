package compare

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// DefaultEstimateBudget is the dead-stone estimator's work budget
// (Options.EstimateBudget): steps per squared stone of the final position.
//
// A full estimate of a 19x19 position costs 0.3 to 10 million steps (a
// step is a few nanoseconds); a lone stone costs 3 million, as much as a
// finished game, because random playouts from a near-empty board are the
// longest. So the budget grows with the stones on the board: one stone
// gets 2,000 steps (no playout finishes), 40 stones 3.2 million, 71
// stones the 10 million of the costliest game of ../shared/corpora. Of
// the games of fox_pro and ai_games whose dead stones are estimated (936),
// 24 get a cut estimate, all with 13 to 43 stones on the board: games
// stopped in the opening, whose estimate is noise anyway.
const DefaultEstimateBudget = 2000

// estimateBudget is the most steps the estimator may spend on p; 0 means
// no bound.
func (a *Auditor) estimateBudget(p board.Position) int64 {
	per := a.opts.EstimateBudget
	switch {
	case per < 0:
		return 0
	case per == 0:
		per = DefaultEstimateBudget
	}
	stones := int64(0)
	for _, c := range p.Stones {
		if c != board.Empty {
			stones++
		}
	}
	return max(per*stones*stones, 1) // no stone, no playout: any budget
}

// estimate runs the dead-stone estimator on p within its budget. An
// estimate the budget stopped is still used, with the warning that says
// how far it went.
func (a *Auditor) estimate(p board.Position) (score.Estimate, error) {
	budget := a.estimateBudget(p)
	est := score.EstimateDeadWith(p, score.EstimateOptions{Budget: budget})
	if !est.OverBudget {
		return est, nil
	}
	done := fmt.Sprintf("%d of its %d playouts finished", est.Playouts, score.EstimatePlayouts)
	if est.Playouts == 0 {
		done = fmt.Sprintf("none of its %d playouts finished: only what Benson's algorithm settles is judged", score.EstimatePlayouts)
	}
	return est, fmt.Errorf("dead stones: the estimate stopped at its work budget of %d steps (a position with few stones, far from the end of a game): %s",
		budget, done)
}

package score

import "github.com/rulediff/rulediff/rules/board"

// EstimateOptions bound the estimator's work.
type EstimateOptions struct {
	// Budget is the most steps the estimate takes, over all its
	// playouts; 0 means no bound. A step is one of the playouts' unit
	// operations, each a few nanoseconds whatever the position: a move, a
	// point tried for a move, a stone visited counting liberties. Steps
	// are counted, not time, so the same position gets the same answer on
	// any machine and under any load. The playout the budget stops is
	// left out, and the estimate rests on those that finished
	// (Estimate.OverBudget, Playouts).
	Budget int64
}

// EstimateDeadWith is EstimateDead within opt's bounds. Playouts from a
// near-empty board are the longest (about twice the board's points, over
// chains that grow to fill it), so a record of a move or two costs the
// estimator as much as a finished game: a caller that owes an answer per
// record (compare) gives each a budget.
func EstimateDeadWith(p board.Position, opt EstimateOptions) Estimate {
	return estimateDead(p, opt)
}

package compare

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// DefaultMaxMoves is the most moves of a record an audit replays
// (Options.MaxMoves). The audit is linear in the moves, but what it holds
// for a game grows with them: the replay's history and forbidden moves,
// the divergences and their diagrams, about 1 KB a move on a record
// forbidden all along (a random game of 200,000 moves peaks at 480 MB
// resident; a million moves at 1.1 GB and 6 s of CPU). No game played
// comes near: the longest records of ../shared/corpora have 5,000 moves.
const DefaultMaxMoves = 250_000

// withinMoves returns rec as far as the audit replays it: rec itself, or
// a copy cut after the first MaxMoves moves (the setup changes before the
// next move kept, as cut keeps them) with the warning that says so.
func (a *Auditor) withinMoves(rec *sgfio.Game) (*sgfio.Game, *Warning) {
	n := a.opts.MaxMoves
	switch {
	case n < 0:
		return rec, nil
	case n == 0:
		n = DefaultMaxMoves
	}
	if len(rec.Moves) <= n {
		return rec, nil
	}
	c := *rec
	c.Moves = rec.Moves[:n]
	k := 0
	for k < len(rec.Changes) && rec.Changes[k].Before <= n+1 {
		k++
	}
	c.Changes = rec.Changes[:k]
	w := &Warning{Msg: fmt.Sprintf("the record has %d moves: only the first %d are audited (the work budget of a game); the position after move %d is counted as it stands",
		len(rec.Moves), n, n)}
	return &c, w
}

// DefaultEstimateBudget is the dead-stone estimator's work budget in an
// audit (Options.EstimateBudget): playout moves per squared stone of the
// final position, within score.DefaultEstimateBudget.
//
// A near-empty board costs the estimator its whole bound, as much as the
// costliest finished game: its playouts run over the whole board and
// none settles early (19x19 with one stone: 32,768 moves, ~7 ms of CPU),
// so a file of one-move records cost minutes. One stone gets 500 moves
// here, too few for the estimator's least of 8 playouts (only Benson's
// verdict is kept), and nine stones or more the estimator's own bound.
// On ../shared/corpora (2,572 games estimated) that cuts no game of
// fox_pro, ai_games or katago_inline_selfplay, one GNU Go regression
// position and 73 small records of parser_tests.
const DefaultEstimateBudget = 500

// estimateBudget is the most playout moves the estimator may make on p
// (score.EstimateOptions.Budget; 0: the estimator's own default).
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
	return min(max(per*stones*stones, 1), score.DefaultEstimateBudget)
}

// estimated is the estimator's verdict within p's budget, its ownership
// of open points included: the count closes open borders as the
// estimator's benchmarks measure it. An estimate the budget stopped is
// used with the warning that says how far it went; one stopped before
// score.EstimateMinPlayouts playouts (the estimator's own least) is
// noise, and only what Benson's algorithm settles is kept of it.
func (a *Auditor) estimated(p board.Position) (deadStones, error) {
	budget := a.estimateBudget(p)
	est := score.EstimateDeadWith(p, score.EstimateOptions{Budget: budget})
	a.estimateMoves += est.Moves
	d := deadStones{dead: est.Dead, method: est.Method, owner: est.Owner, uncertain: est.Uncertain, open: est.Open}
	if !est.OverBudget {
		return d, nil
	}
	why := "the estimator's own bound"
	if budget == 0 || budget >= score.DefaultEstimateBudget {
		budget = score.DefaultEstimateBudget
	} else {
		why = "few stones on the board: a position far from the end of a game"
	}
	done := fmt.Sprintf("the verdicts rest on %d playouts", est.Playouts)
	if est.Playouts < score.EstimateMinPlayouts {
		d = bensonOnly(p)
		done = fmt.Sprintf("%d playouts, too few to judge: only what Benson's algorithm settles is kept", est.Playouts)
	}
	return d, fmt.Errorf("dead stones: the estimate stopped at its work budget of %d playout moves (%s); %s",
		budget, why, done)
}

// bensonOnly is the estimate without playouts: the stones Benson's
// algorithm proves dead; every other stone is left on the board, those
// it does not settle counted as uncertain.
func bensonOnly(p board.Position) deadStones {
	d := deadStones{method: score.DeadEstimate}
	for i, l := range score.Unconditional(p) {
		switch {
		case p.Stones[i] == board.Empty:
		case l == score.DeadStone:
			d.dead = append(d.dead, i)
		case l == score.Unsettled:
			d.uncertain++
		}
	}
	return d
}

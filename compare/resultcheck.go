package compare

import (
	"strconv"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// ResultCheck is the computed result under the declared ruleset against
// RE (issue 4, item 4): a collection maintainer's way to find records
// whose result was written wrong.
type ResultCheck struct {
	Ruleset  string // the declared ruleset (RU resolved): one of the audited, or a KataGo string's own
	Computed string // its verdict: B+3.5, W+0.5, Draw
	Declared string // RE in the verdict notation: B+3.5, W+0.5, Draw, or B+ / W+ for a win without a margin
	// Agrees: same winner and same margin (a win without a margin: same
	// winner).
	Agrees bool
	// WinnerOnly says RE gives a winner but no margin (Fox's B+0.0, RE[B]):
	// only the winners were compared and Difference is nil.
	WinnerOnly bool
	// Difference is the computed margin minus the declared one, Black
	// minus White: RE W+10.5 against a computed W+7 is +3.5.
	Difference *float64
	// Estimated: the count removed dead stones rulediff estimated.
	Estimated bool
	// Miss sorts a check that differs (resultmiss.go): komi, dame,
	// dead-stones or other; MissNote says what reproduces RE. Both ""
	// when the check agrees.
	Miss, MissNote string
}

// checkResult compares the declared ruleset's verdict with RE. It returns
// nil when there is nothing to compare: RU unknown, absent or not audited,
// RE not a count (resignation, time, forfeit, illegal, void, unknown), a
// position cut short, or a verdict without a count (?, Void, a jigo by
// long cycle). A winner without a margin or a draw on a record that did
// not end (no closing passes: Fox's B+0.0 whatever the board, a draw
// agreed or written on an open board) is the players' word and not a
// count of the board either: the count of a board not played out would
// be checked against nothing.
func checkResult(g *Game, rec *sgfio.Game) *ResultCheck {
	if g.Declared == "" || g.Err != nil || g.Moves < len(rec.Moves) {
		return nil
	}
	if re := rec.Result; g.Ending == EndingUnfinished && (re.WinnerOnly() || re.Kind == sgfio.ResultDraw) {
		return nil
	}
	v := g.declaredVerdict // a declared ruleset not audited (declared.go)
	for i := range g.Verdicts {
		if g.Verdicts[i].Ruleset.Name == g.Declared {
			v = &g.Verdicts[i]
			break
		}
	}
	if v == nil || v.Score == nil || v.Margin == nil {
		return nil
	}
	re := rec.Result
	c := &ResultCheck{Ruleset: g.Declared, Computed: v.Result, Estimated: v.Score.Estimated}
	switch {
	case re.Kind == sgfio.ResultScore && re.Winner != sgfio.Empty:
		declared := re.Margin
		if re.Winner == sgfio.White {
			declared = -declared
		}
		c.Declared = sideOf(re.Winner) + strconv.FormatFloat(re.Margin, 'f', -1, 64)
		vc := score.Check(*v.Score, declared)
		d := vc.Difference
		c.Agrees, c.Difference = vc.Agrees, &d
	case re.Kind == sgfio.ResultDraw && re.HasMargin:
		c.Declared = ResultDraw
		vc := score.Check(*v.Score, 0)
		d := vc.Difference
		c.Agrees, c.Difference = vc.Agrees, &d
	case re.WinnerOnly():
		c.Declared = sideOf(re.Winner)
		c.WinnerOnly = true
		c.Agrees = v.Score.Winner == color(re.Winner) && v.Score.Winner != board.Empty
	default:
		return nil
	}
	if !c.Agrees {
		c.Miss, c.MissNote = MissOther, "RE gives no margin"
		if c.Difference != nil {
			c.Miss, c.MissNote = explainMiss(v, rec, *v.Margin-*c.Difference, g.analysis)
		}
	}
	return c
}

func sideOf(c sgfio.Color) string {
	if c == sgfio.White {
		return "W+"
	}
	return "B+"
}

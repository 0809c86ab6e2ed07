package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// Divergence kinds (RULES.md §8).
const (
	KindLegality = "legality"
	KindEnd      = "end"
	KindScore    = "score"
)

// Effects of a score divergence.
const (
	EffectMargin = "margin" // same winner, different margin
	EffectWinner = "winner" // the winner differs
	EffectDraw   = "draw"   // one side has a jigo
)

// Results that are not a count.
const (
	ResultDraw    = "Draw"
	ResultVoid    = "Void"
	ResultUnknown = "?"
)

// Game is the audit of one record.
type Game struct {
	Source string
	Index  int         // 1-based index in its file
	Record *sgfio.Game // the parsed record (header, diagnostics)

	// Declared is the ruleset RU[] declares ("" when unknown or absent):
	// a catalogue row when the value names or equals one, else the
	// value's own ruleset, a KataGo string's named by the string in
	// KataGo's canonical form (rules.Resolution.Name); DeclaredParams its
	// exact parameters.
	Declared       string
	DeclaredParams *rules.Ruleset
	// declaredVerdict is the verdict under the declared ruleset when it
	// is not one of the audited rulesets (declared.go), for ResultCheck.
	declaredVerdict *Verdict

	Warnings []Warning
	// Err is set when the record cannot be replayed at all (bad size):
	// Verdicts then say "?" and there are no divergences.
	Err error

	Handicap   int // handicap stones as the replay counts them
	Moves      int
	DeadMethod score.DeadMethod // how the dead stones were found
	Dead       []int            // the stones removed (indices y*W+x) under agreed rulesets
	// When the estimator judged the dead stones: how many stones it was
	// unsure of (score.Estimate.Uncertain) and how many open points it
	// gave to no one (score.Estimate.Open); 0 otherwise.
	DeadUncertain int
	DeadOpen      int

	// Ending is how the record ended (passes, counted, resignation, ...,
	// unfinished) and EndingReason one sentence saying why (howended.go).
	Ending       Ending
	EndingReason string
	// Settlement is the final position read with its dead stones, for a
	// record whose RE is a count without closing passes (zero otherwise).
	Settlement score.Settlement
	// fillFrom is the colour that fills the dame of a counted record
	// first (Empty otherwise): score.Input.FillFrom.
	fillFrom board.Color

	Verdicts    []Verdict // in the order of the rulesets judged
	Divergences []Divergence
	// ResultCheck is the declared ruleset's verdict against RE; nil when
	// there is nothing to compare (checkResult says when).
	ResultCheck *ResultCheck

	// analysis is the final position's analysis for counting, shared by
	// the verdicts and the score divergences' re-counts; the Auditor's,
	// so nil once AuditUpTo returns.
	analysis *score.Analysis
	// outcome is the replay's, whose final positions the verdicts share:
	// Auditor.Recycle hands its memory to the next game.
	outcome *rules.Outcome
	// scores holds the verdicts' counts (Verdict.Score points into it):
	// Auditor.Recycle hands it to the next game.
	scores []score.Result
	// divMem holds the score divergences' terms and camps (scores),
	// handed to the next game by Recycle.
	divMem divMem

	// setupDiff is black minus white setup stones when the setup has stones
	// of both colours (a position standing for a game, not a handicap).
	setupDiff int
}

// Verdict is one ruleset's judgement of a whole game.
type Verdict struct {
	Ruleset rules.Ruleset
	// Result: B+3.5, W+0.5, Draw, Void, ?, or for a record that ended by
	// resignation, time or forfeit (or Kee's player with no legal turn)
	// B+R, W+T, B+F, ...
	Result  string
	Margin  *float64 // Black minus White after komi; nil without a count
	Komi    float64  // the komi this verdict used
	Illegal []rules.Forbidden
	End     rules.End
	EndMove int
	Loser   board.Color   // who has no legal turn (Kee's no-legal-turn end)
	Score   *score.Result // the count, nil without one

	in score.Input // the count's input: a score divergence re-scores it
}

// Winner is B, W, Draw or "" (Void, ?) for a verdict's result.
func (v *Verdict) Winner() string {
	switch {
	case v.Result == ResultDraw:
		return ResultDraw
	case len(v.Result) > 1 && (v.Result[0] == 'B' || v.Result[0] == 'W') && v.Result[1] == '+':
		return v.Result[:1]
	}
	return ""
}

// Camp is a group of rulesets that agree on the disputed question.
type Camp struct {
	Rulesets []string
	Says     string   // "legal", "illegal", an end state, or a result
	Margin   *float64 // for a score camp
}

// Term is one score component's share of a score divergence: how much it
// moves the margin (Black minus White) from the first camp to the second.
type Term struct {
	Component string // a score.Side JSON name: territory, pass_stones, ...
	Delta     float64
}

// Divergence is one place where rulesets disagree about a game.
type Divergence struct {
	Kind   string
	Class  string // RULES.md §8
	Effect string // score only: margin, winner, draw
	Move   int    // 1-based main-line move; 0 for the final count
	X, Y   int    // the point of the move; -1, -1 for a pass or no move
	Pass   bool   // the move is a pass

	Legal, Illegal []string // legality: the rulesets on each side
	Rulesets       []string // every ruleset on either side, in column order
	Camps          []Camp
	Terms          []Term
	Explanation    string

	// Diagram is the position at the divergence (legality and end), nil
	// when not drawn: after the move, with the move at (X, Y). Before is
	// the position before the move, drawn beside it.
	Diagram *board.Position
	Before  *board.Position

	// for the explanation
	runLast     int
	reason      string
	mover       string
	legalGroups []string
}

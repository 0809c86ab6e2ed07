package rules

import "github.com/rulediff/rulediff/rules/board"

// End is the end state of a game under one ruleset (docs/design.md).
type End string

const (
	EndPasses      End = "passes"        // a legal end by passing
	EndPhaseOne    End = "phase-one"     // Lasker-Maas: stopped after phase one
	EndResignation End = "resignation"   // the record ends by resignation
	EndTime        End = "time"          // ... on time
	EndForfeit     End = "forfeit"       // ... by forfeit
	EndNoResult    End = "no-result"     // a long cycle voids the game
	EndJigo        End = "jigo"          // a voided game counts as a draw
	EndNoLegalTurn End = "no-legal-turn" // Kee: the player to move has no legal turn and loses
	EndUnfinished  End = "unfinished"    // the record stops without a legal end
)

// Forbidden is a move a ruleset forbids.
type Forbidden struct {
	Move   int    // 1-based move number
	X, Y   int    // the point (-1, -1 for a pass: Kee's permanent history)
	Rule   string // a Rule… identifier
	Detail string // sub-rule (Ing), may be empty
	Reason string // why, for people
}

// Note is a fact about the record itself, the same under every ruleset:
// moves that cannot be applied, two moves in a row, setup changes.
type Note struct {
	Move int // the move number it concerns (the next move for a setup)
	Msg  string
}

// Tally is what scoring needs from the replay up to some point.
type Tally struct {
	// Final is the position (read only: tallies of the same moment share
	// its stones).
	Final board.Position
	// Prisoners[c]: stones of the other colour that left the board (captured
	// by c, or suicided by the other colour), indexed by board.Color.
	Prisoners [3]int
	Passes    [3]int // passes per colour
	LastPass  board.Color
	Moves     int // moves (plays and passes, applied or not) up to this point
}

// RulesetOutcome is one ruleset's verdict on a record.
type RulesetOutcome struct {
	Ruleset   string
	Forbidden []Forbidden
	End       End
	// EndMove is the move that ended the game under this ruleset (last pass,
	// cycle, …), 0 when the record's own end or its stop decided.
	EndMove int
	// AfterEnd counts the moves of the record after EndMove: the game had
	// already ended under this ruleset.
	AfterEnd int
	// Loser of a no-legal-turn end (Kee).
	Loser board.Color
	// Tally at the end of the game under this ruleset (at EndMove, or the
	// end of the record).
	Tally
	// PhaseTwoPlays counts Lasker-Maas plays per colour after phase one.
	PhaseTwoPlays [3]int
	// KataGo holds what KataGo's count needs (its phases, charges, button
	// and handicap) at the end of the record; nil unless the ruleset is
	// KataGo's (Ruleset.KataGo).
	KataGo *KataGoTally
}

// Outcome is the result of one replay.
type Outcome struct {
	W, H int
	// Handicap is the number of handicap stones (RULES.md §5.6): black setup
	// stones with no white ones, or leading black moves in a row (then
	// HandicapMoves says so); fewer than two means none.
	Handicap      int
	HandicapMoves int
	Moves         int // moves in the record (plays and passes)
	// Tally at the end of the record.
	Tally
	Notes    []Note
	Rulesets []RulesetOutcome // in the order of the rulesets given

	// finals holds the final positions of the tallies (one per distinct
	// entry), their stones reused by ReplayInto.
	finals []final
}

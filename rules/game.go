package rules

import "github.com/rulediff/rulediff/rules/board"

// Game is the rules-level record of one game (docs/design.md): what the
// replay needs and nothing of SGF. compare converts an sgfio record to it.
type Game struct {
	W, H  int
	Setup []Stone // stones on the board before the first step (AB/AW)
	Steps []Step  // the main line in order
	// First is the player to move at the start when the first step does not
	// say it (PL); Empty means Black.
	First board.Color
	// Handicap is the declared HA (informational; see Outcome.Handicap).
	Handicap int
	Ending   RecordEnd // how the record ended
	// Loser is the player who resigned, lost on time or forfeited.
	Loser board.Color
}

// Stone is a setup instruction: Color at (X, Y); Empty clears the point.
type Stone struct {
	X, Y  int
	Color board.Color
}

// StepKind says what a step of the record is.
type StepKind uint8

const (
	StepPlay  StepKind = iota // a stone placed at (X, Y)
	StepPass                  // a pass
	StepSetup                 // a setup change in mid-record (AB/AW/AE)
)

// Step is one step of the record. Plays and passes are moves (they are
// numbered, 1-based); setup changes are not.
type Step struct {
	Kind  StepKind
	Color board.Color // the mover of a play or pass
	X, Y  int
	Setup []Stone // the changes of a StepSetup
}

// Play, Pass and Setup build steps.
func Play(c board.Color, x, y int) Step { return Step{Kind: StepPlay, Color: c, X: x, Y: y} }
func Pass(c board.Color) Step           { return Step{Kind: StepPass, Color: c, X: -1, Y: -1} }
func Setup(stones ...Stone) Step        { return Step{Kind: StepSetup, Setup: stones} }

// RecordEnd is how a record ended, as far as the record says (RE).
type RecordEnd uint8

const (
	RecordStops       RecordEnd = iota // it just stops (or ends by passes)
	RecordResignation                  // someone resigned
	RecordTime                         // someone lost on time
	RecordForfeit                      // someone forfeited
)

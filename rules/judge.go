package rules

import (
	"math"

	"github.com/rulediff/rulediff/rules/board"
)

// Rule identifiers of docs/design.md: the rule that decided a forbidden
// move (and the class of a legality divergence).
const (
	RuleOccupied    = "occupied"
	RuleOffBoard    = "off-board"
	RuleSuicide     = "suicide"
	RuleBasicKo     = "basic-ko"
	RulePositional  = "superko-positional"
	RuleSituational = "superko-situational"
	RuleNatural     = "superko-natural"
	RuleSpight      = "spight"
	RuleKeeDSSK     = "kee-dssk"
	RuleIngKo       = "ing-ko"
)

// Facts are what the replay computes once per step and every judge shares
// (RULES.md §3). The board already shows the position after the step when
// a judge sees them: the record is replayed as played, whatever any ruleset
// says. Slices are buffers of the replay: valid only during the call.
type Facts struct {
	Move  int         // 1-based move number (passes count)
	Color board.Color // the mover
	Pass  bool
	X, Y  int // the point of a play; -1, -1 for a pass
	Point int // row-major index y*W+x of a play; -1 for a pass

	// Applied is false for a play on an occupied or off-board point: it
	// cannot be applied, leaves the position unchanged and adds nothing to
	// the history. Judges are not asked about such a move.
	Applied bool

	Captured int     // opponent stones removed by the play
	Suicide  int     // the mover's own stones removed (0: not a suicide)
	Removed  []int32 // row-major indices of every stone removed, captures first
	// KoRetake: the play retakes a basic ko (it captures the lone stone
	// that just captured exactly one stone, at the point of that capture).
	KoRetake bool
	// KoPoint is the point where the opponent would retake a basic ko this
	// play creates (row-major index), or -1.
	KoPoint int

	// Stones and Libs are the played stone's chain after the play: its
	// stones and pseudo-liberties (board.Board.Chain); 0 after a pass or
	// a suicide.
	Stones, Libs int

	Hash uint64 // Zobrist hash of the position after the step

	// Repeats are the earlier entries of the current history segment whose
	// position is exactly the position after this step (hash hits
	// confirmed on the stored positions), newest first. Empty on the fast
	// path: a position never seen before. For a pass they include the
	// entry before it (a pass keeps the position).
	Repeats []int32
}

// A Verdict is a judge's ruling on one move.
type Verdict struct {
	Legal  bool
	Rule   string // a Rule… identifier when the move is forbidden
	Detail string // a sub-rule, e.g. Ing's "fighting", "disturber"
	Reason string // one human sentence: why
}

// Legal is the verdict of a move no rule forbids.
var Legal = Verdict{Legal: true}

// Entry is one position of the history: the start (or a setup change), or
// the position after a step. The situation is the position plus ToMove.
type Entry struct {
	Move   int32       // move number that produced it; 0 for the start or a setup
	By     board.Color // who produced it; Empty for the start or a setup
	Pass   bool        // produced by a pass
	Point  int32       // row-major index of the play, -1 otherwise
	ToMove board.Color // the player to move in this situation
	Hash   uint64
}

// View is a judge's read access to the replay: the board after the step
// and the history of positions. Judges must not modify anything.
type View struct {
	r *Replayer
}

// Board returns the board after the step being judged (read only).
func (v View) Board() *board.Board { return &v.r.board }

// History returns the history of positions (read only).
func (v View) History() *History { return &v.r.hist }

// A Judge is the ko/repetition rule of one ruleset (RULES.md §3), the
// plug-in point for rules that need code of their own (Ing's ko rules,
// issue 5: rules/judge_ing.go registers one with RegisterKoJudge).
//
// For each play that can be applied the replay computes the shared Facts,
// applies the play, and then asks the judge whether the play was legal;
// after that the step is appended to the history and Observe is called
// (for every step: plays whatever the verdict, passes too). A judge that
// keeps state of its own (ko mouths, bans) updates it in Observe. Reset is
// called at the start of a game and at every setup change in mid-record
// (the repetition history restarts there).
//
// Plays on occupied or off-board points never reach a judge, and a
// suicide the ruleset's suicide parameter forbids is decided before it. A
// judge is asked about every other applied play, basic-ko retakes included
// (Ing's own basic-ko rule decides those); passes are only observed. A
// ScopedJudge is spared most ordinary plays.
type Judge interface {
	Reset(v View)
	Judge(f *Facts, v View) Verdict
	Observe(f *Facts, v View)
}

// A ScopedJudge is a Judge with nothing to say about, and nothing to
// remember of, most ordinary plays (those no built-in rule examines: no
// suicide, no basic-ko retake, no repetition). Outside its Scope, an
// ordinary play costs it nothing but the replay's test of two numbers of
// the board; within, Concerns decides, and only a play it concerns is
// given to Judge and Observe (so Judge sees an ordinary play only once
// Concerns said yes to it). Passes and the plays a built-in rule examines
// reach it as they reach any Judge.
type ScopedJudge interface {
	Judge
	Scope() Scope
	// Concerns reports whether the judge has something to say about, or
	// to remember of, the ordinary play f within its Scope. It is the
	// judge's cheap filter: one call, no verdict to copy.
	Concerns(f *Facts, v View) bool
}

// Scope bounds the plays a ScopedJudge is asked about: those whose stone
// is in a chain of at most MaxStones stones and MaxLibs pseudo-liberties
// after the play (Facts.Stones, Facts.Libs), numbers the board's play has
// at hand.
type Scope struct {
	MaxStones, MaxLibs int
}

// holds reports whether the play f is within s. Plays in scope follow no
// pattern a branch predictor learns: both bounds are tested at once, by
// the sign of their slacks (x <= max exactly when x-max-1 < 0).
func (s *Scope) holds(f *Facts) bool {
	return (f.Stones-s.MaxStones-1)&(f.Libs-s.MaxLibs-1) < 0
}

// union is the smallest Scope holding both s and t.
func (s Scope) union(t Scope) Scope {
	return Scope{max(s.MaxStones, t.MaxStones), max(s.MaxLibs, t.MaxLibs)}
}

// everything is the Scope of a judge that has none: every play.
var everything = Scope{math.MaxInt, math.MaxInt}

// ordinary reports whether f is a play that only registered judges are
// asked about (see Replayer.play).
func (f *Facts) ordinary() bool {
	return !f.Pass && f.Suicide == 0 && !f.KoRetake && len(f.Repeats) == 0
}

// koJudges holds the judges registered for ko rules that need code outside
// this package. Registration happens in init functions only.
var koJudges = map[KoRule]func(rs Ruleset) Judge{}

// RegisterKoJudge makes the replay use the judge built by newJudge for every
// ruleset whose ko parameter is rule. Call it from an init function.
func RegisterKoJudge(rule KoRule, newJudge func(rs Ruleset) Judge) {
	koJudges[rule] = newJudge
}

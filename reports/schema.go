// Package reports owns the report data model (the schema of
// docs/report.md) and every way of writing it: JSON Lines, YAML, terminal
// and Markdown tables, HTML pages (html.go), statistics, board diagrams,
// the `check` view, the score sheet of `rulediff score` and the ruleset
// sheets of `rulediff rules`.
// The compare package converts its results into these plain structs; every
// writer takes them one game at a time, so a corpus is never held in memory.
package reports

// SchemaVersion is the version of the report schema (docs/report.md). It
// changes only when a field is renamed or removed or changes meaning;
// adding a field does not change it.
const SchemaVersion = "2"

// Diagnostic is one warning or error about a record, at a 1-based line and
// column of its file (0 when the position is unknown).
type Diagnostic struct {
	Message string `json:"message" yaml:"message"`
	Line    int    `json:"line" yaml:"line"`
	Col     int    `json:"col" yaml:"col"`
}

// Game is one game of the corpus: its record header, and for the audit the
// verdict of every ruleset and the divergences between them. The check
// view uses only the first five fields. A file that yields no game is a
// Game with Game == 0 and its Errors.
type Game struct {
	Source   string       `json:"source" yaml:"source"`
	Game     int          `json:"game" yaml:"game"`
	Moves    int          `json:"moves" yaml:"moves"`
	Warnings []Diagnostic `json:"warnings" yaml:"warnings"`
	Errors   []Diagnostic `json:"errors" yaml:"errors"`

	Declared *Declared `json:"declared,omitempty" yaml:"declared,omitempty"`
	// Verdicts maps a ruleset's name to its verdict. Pointers: a Verdict
	// is larger than a Go map keeps in place, so values cost an
	// allocation each; a game's verdicts live in one slice. A nil entry
	// (a report's "name": null) reads as the zero Verdict.
	Verdicts    map[string]*Verdict `json:"verdicts,omitempty" yaml:"verdicts,omitempty"`
	Divergences []Divergence        `json:"divergences" yaml:"divergences"`

	ResultCheck *ResultCheck `json:"result_check,omitempty" yaml:"result_check,omitempty"`

	// Ending is how the record ended and Dead where its dead stones came
	// from; both absent when the game was not audited.
	Ending *Ending     `json:"ending,omitempty" yaml:"ending,omitempty"`
	Dead   *DeadStones `json:"dead,omitempty" yaml:"dead,omitempty"`

	// Final is the final position as the rulesets count it, for a game
	// with a score divergence, filled only for a writer that asks for it
	// (WantsFinal: the HTML audit); absent otherwise.
	Final []FinalBoard `json:"final,omitempty" yaml:"final,omitempty"`

	mem *entryMem // the memory FromAuditReused made the entry in; nil for any other
}

// FinalBoard is the final position as some rulesets count it: the
// rulesets whose counts see every point alike (in the order judged),
// the position in the count's diagram alphabet (territory, dead stones,
// seki, points to fill, dame filled at the count), and where the seki are
// and which points must be filled, in words.
type FinalBoard struct {
	Rulesets []string `json:"rulesets" yaml:"rulesets"`
	Diagram  Diagram  `json:"diagram" yaml:"diagram"`
	Note     string   `json:"note,omitempty" yaml:"note,omitempty"`
}

// Ending is how a record ended, one answer for the game (each verdict's
// end says what its ruleset makes of it): passes, counted, resignation,
// time, forfeit or unfinished, and one sentence saying why.
type Ending struct {
	How    string `json:"how" yaml:"how"`
	Reason string `json:"reason" yaml:"reason"`
}

// DeadStones says where a game's dead stones came from: none (nothing
// removed: played out, or --dead none), markup, user, unconditional
// (Benson alone) or estimate, how many were removed, and for an estimate
// its doubt: the stones it was unsure of and the open points its
// playouts gave to no one.
type DeadStones struct {
	Source    string `json:"source" yaml:"source"`
	Stones    int    `json:"stones" yaml:"stones"`
	Uncertain *int   `json:"uncertain,omitempty" yaml:"uncertain,omitempty"`
	Open      *int   `json:"open,omitempty" yaml:"open,omitempty"`
}

// ResultCheck is the computed result under the declared ruleset against
// RE. It is present only when RU names an audited ruleset, RE is a count
// (or a win without a margin) and that ruleset's verdict is a count.
type ResultCheck struct {
	Ruleset  string `json:"ruleset" yaml:"ruleset"`   // the declared ruleset
	Computed string `json:"computed" yaml:"computed"` // its verdict: B+3.5, W+0.5, Draw
	Declared string `json:"declared" yaml:"declared"` // RE: B+3.5, W+0.5, Draw; B+ or W+ for a win without a margin
	Agrees   bool   `json:"agrees" yaml:"agrees"`     // same winner and margin (winner only when RE has no margin)
	// Difference is computed minus declared margin (Black minus White);
	// null when RE gives no margin.
	Difference *float64 `json:"difference" yaml:"difference"`
	WinnerOnly bool     `json:"winner_only,omitempty" yaml:"winner_only,omitempty"` // RE had a winner but no margin (B+0.0, RE[B])
	Estimated  bool     `json:"estimated,omitempty" yaml:"estimated,omitempty"`     // the count used estimated dead stones
	// Miss sorts a check that differs from RE by the first change that
	// reproduces RE: komi, dame, dead-stones or other; MissNote says
	// which change.
	Miss     string `json:"miss,omitempty" yaml:"miss,omitempty"`
	MissNote string `json:"miss_note,omitempty" yaml:"miss_note,omitempty"`
}

// Declared is what the record itself says: its RU, KM, HA and RE, and the
// facts a tournament director wants next to them.
type Declared struct {
	Rules     string   `json:"rules" yaml:"rules"`       // RU as written
	Ruleset   string   `json:"ruleset" yaml:"ruleset"`   // RU resolved to a catalogue name; "" when unknown or absent
	Komi      *float64 `json:"komi" yaml:"komi"`         // KM normalised (RULES.md §5.11); null when absent
	Handicap  int      `json:"handicap" yaml:"handicap"` // H of RULES.md §5.6: the real handicap stones (0 for none), sgfio's Handicap.Count
	Result    string   `json:"result" yaml:"result"`     // RE normalised: B+3.5, W+R, B+T, W+F, Draw, Void, ? ; "" when absent
	ResultRaw string   `json:"result_raw,omitempty" yaml:"result_raw,omitempty"`
	KomiRaw   string   `json:"komi_raw,omitempty" yaml:"komi_raw,omitempty"`
	Size      string   `json:"size,omitempty" yaml:"size,omitempty"` // "19x19", "9x13" (columns x rows)
	Black     string   `json:"black,omitempty" yaml:"black,omitempty"`
	White     string   `json:"white,omitempty" yaml:"white,omitempty"`
	Event     string   `json:"event,omitempty" yaml:"event,omitempty"`
	Date      string   `json:"date,omitempty" yaml:"date,omitempty"`
}

// Verdict is one ruleset's judgement of a whole game.
type Verdict struct {
	// Result is B+3.5, W+0.5, Draw, Void, ? (cannot be scored), or for a
	// record that ended otherwise B+R/W+R (resignation), B+T/W+T (time),
	// B+F/W+F (forfeit).
	Result string `json:"result" yaml:"result"`
	// Margin is Black minus White after komi; null when there is no score.
	Margin  *float64  `json:"margin" yaml:"margin"`
	Illegal []Illegal `json:"illegal" yaml:"illegal"`
	End     string    `json:"end" yaml:"end"` // end state, docs/design.md

	EndMove   int     `json:"end_move,omitempty" yaml:"end_move,omitempty"` // move after which the game ended under this ruleset
	Komi      float64 `json:"komi" yaml:"komi"`                             // the komi this verdict used
	Scoring   string  `json:"scoring,omitempty" yaml:"scoring,omitempty"`   // counting method: area, territory, ...
	Dead      string  `json:"dead,omitempty" yaml:"dead,omitempty"`         // dead-stone method: played, markup, user, estimate, unconditional, none, literal (the ruleset counts the board as it stands)
	Estimated bool    `json:"estimated,omitempty" yaml:"estimated,omitempty"`
	Zi        string  `json:"zi,omitempty" yaml:"zi,omitempty"` // Chinese zi form (RULES.md §5.4), e.g. "B+1¾ zi"
	Score     *Score  `json:"score,omitempty" yaml:"score,omitempty"`
}

// Illegal is one move a ruleset forbids.
type Illegal struct {
	Move     int    `json:"move" yaml:"move"`   // 1-based main-line move number
	Point    string `json:"point" yaml:"point"` // GTP name (SGF letters beyond 25 columns), or "pass"
	Rule     string `json:"rule" yaml:"rule"`   // rule id, docs/design.md
	PointSGF string `json:"point_sgf,omitempty" yaml:"point_sgf,omitempty"`
	Detail   string `json:"detail,omitempty" yaml:"detail,omitempty"` // ing-ko: basic-ko, fighting, disturber, prohibition
}

// Score is the breakdown of a verdict's margin into per-colour components
// (RULES.md §5), so that a score divergence can be explained term by term.
type Score struct {
	Black Side `json:"black" yaml:"black"`
	White Side `json:"white" yaml:"white"`
}

// Side is one colour's score components; Total is their sum.
type Side struct {
	Stones        float64 `json:"stones" yaml:"stones"`
	Territory     float64 `json:"territory" yaml:"territory"`
	Prisoners     float64 `json:"prisoners" yaml:"prisoners"` // captures during play
	Dead          float64 `json:"dead" yaml:"dead"`           // dead stones removed at the end
	PassStones    float64 `json:"pass_stones" yaml:"pass_stones"`
	HandicapBonus float64 `json:"handicap_bonus" yaml:"handicap_bonus"`
	Komi          float64 `json:"komi" yaml:"komi"`
	Seki          float64 `json:"seki" yaml:"seki"` // seki adjustments (split points, ...)
	// DameFilled: area counting of a record counted without closing
	// passes, the dame this colour filled at the count (RULES.md §5.1).
	DameFilled float64 `json:"dame_filled,omitempty" yaml:"dame_filled,omitempty"`
	Total      float64 `json:"total" yaml:"total"`
}

// Divergence is one place where rulesets disagree about a game.
type Divergence struct {
	Kind   string `json:"kind" yaml:"kind"`     // legality, end, score
	Class  string `json:"class" yaml:"class"`   // why: RULES.md §8
	Effect string `json:"effect" yaml:"effect"` // score: margin, winner, draw; "" otherwise
	Move   int    `json:"move" yaml:"move"`     // 1-based main-line move; 0 for the final count
	Point  string `json:"point" yaml:"point"`   // GTP name, "pass", or "" when no move

	Legal       []string `json:"legal" yaml:"legal"`       // legality: rulesets that allow the move
	Illegal     []string `json:"illegal" yaml:"illegal"`   // legality: rulesets that forbid it
	Rulesets    []string `json:"rulesets" yaml:"rulesets"` // every ruleset on either side
	Explanation string   `json:"explanation" yaml:"explanation"`

	PointSGF string   `json:"point_sgf,omitempty" yaml:"point_sgf,omitempty"`
	Camps    []Camp   `json:"camps,omitempty" yaml:"camps,omitempty"`
	Terms    []Term   `json:"terms,omitempty" yaml:"terms,omitempty"`
	Diagram  *Diagram `json:"diagram,omitempty" yaml:"diagram,omitempty"`
	// Before is the position before the move (legality and end), so that
	// the move and the position it makes can be shown side by side.
	Before *Diagram `json:"before,omitempty" yaml:"before,omitempty"`
}

// Camp is a group of rulesets that agree on the disputed question: "legal",
// "illegal", an end state, or a result.
type Camp struct {
	Rulesets []string `json:"rulesets" yaml:"rulesets"`
	Says     string   `json:"says" yaml:"says"`
	Margin   *float64 `json:"margin,omitempty" yaml:"margin,omitempty"`
}

// Term is one score component's share of a score divergence: how much it
// moves the margin (Black minus White) from the first camp to the second.
type Term struct {
	Component string  `json:"component" yaml:"component"` // a Side field name: territory, pass_stones, ...
	Delta     float64 `json:"delta" yaml:"delta"`
	Note      string  `json:"note,omitempty" yaml:"note,omitempty"`
}

// Diagram is the position at a divergence: Rows from the top, one byte per
// point ('X' Black, 'O' White, '.' empty), and the marked point (the move),
// empty for none. See RenderDiagram.
type Diagram struct {
	Width   int      `json:"width" yaml:"width"`
	Height  int      `json:"height" yaml:"height"`
	Rows    []string `json:"rows" yaml:"rows"`
	Mark    string   `json:"mark,omitempty" yaml:"mark,omitempty"`
	MarkSGF string   `json:"mark_sgf,omitempty" yaml:"mark_sgf,omitempty"`
	Caption string   `json:"caption,omitempty" yaml:"caption,omitempty"`
}

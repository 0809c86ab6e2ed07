// Package rules is the rules engine: the ruleset catalogue (embedded YAML),
// the resolution of SGF RU[] strings, one replay of a record on which every
// ruleset's judges rule on every move, and the end of the game. Board
// mechanics live in rules/board, counting in rules/score, Ing's ko rules in
// rules/ing. It imports nothing else of ours.
package rules

// A Ruleset is a row of parameters (RULES.md §2). Every behaviour a
// parameter can say is said here; the few that need code (Kee's histories,
// Ing's ko, Lasker-Maas phases, Japanese cycles) are selected by the values
// of Ko, Cycles and End.
type Ruleset struct {
	Name    string   `yaml:"name" json:"name"`
	Title   string   `yaml:"title" json:"title"`
	Source  string   `yaml:"source" json:"source"`
	Aliases []string `yaml:"aliases,omitempty" json:"aliases,omitempty"`

	Ko            KoRule        `yaml:"ko" json:"ko"`
	Cycles        CycleRule     `yaml:"cycles" json:"cycles"`
	Suicide       SuicideRule   `yaml:"suicide" json:"suicide"`
	End           EndRule       `yaml:"end" json:"end"`
	Scoring       ScoringMethod `yaml:"scoring" json:"scoring"`
	Seki          SekiRule      `yaml:"seki" json:"seki"`
	Dead          DeadRule      `yaml:"dead" json:"dead"`
	PassStones    bool          `yaml:"pass-stones" json:"pass_stones"`
	HandicapBonus HandicapBonus `yaml:"handicap-bonus" json:"handicap_bonus"`
	// Komi is the publishing body's default; nil means "by agreement"
	// (the record's KM is used even with --komi=rules).
	Komi *float64 `yaml:"komi" json:"komi"`
	// Ties says who wins a tied count in an even game; TiesHandicap in a
	// handicap game (Ing: Black even, White with handicap). Empty
	// TiesHandicap means the same as Ties.
	Ties         TieRule `yaml:"ties" json:"ties"`
	TiesHandicap TieRule `yaml:"ties-handicap,omitempty" json:"ties_handicap,omitempty"`

	// KataGo, when set, makes the ruleset KataGo's rules: the replay and
	// the count follow KataGo's engine where its parameters say less
	// (docs/katago.md). A KataGo rules string in RU[] or --rules resolves
	// to such a ruleset; the parameters above are then the nearest
	// description of it.
	KataGo *KataGo `yaml:"katago,omitempty" json:"katago,omitempty"`

	// Notes is free text on the row: what its sources leave open.
	Notes string `yaml:"notes,omitempty" json:"notes,omitempty"`
	// Readings are the alternative readings of the rules text that RULES.md
	// mentions: another value one parameter could take, and why.
	Readings []Reading `yaml:"readings,omitempty" json:"readings,omitempty"`
}

// A Reading is an alternative value of one parameter of a ruleset (Param
// is its YAML name, e.g. "seki"), with the reason it is plausible.
type Reading struct {
	Param string `yaml:"param" json:"param"`
	Value string `yaml:"value" json:"value"`
	Why   string `yaml:"why" json:"why"`
}

// KoRule is the repetition rule a ruleset's legality judge applies.
type KoRule string

const (
	KoSimple             KoRule = "simple"
	KoPositional         KoRule = "positional"
	KoSituational        KoRule = "situational"
	KoNaturalSituational KoRule = "natural-situational"
	KoSpight             KoRule = "spight"
	KoKeeDSSK            KoRule = "kee-dssk"
	KoIng                KoRule = "ing"
)

// CycleRule says what a long cycle does to the game.
type CycleRule string

const (
	CyclesForbidden CycleRule = "forbidden" // the ko rule forbids them
	CyclesNoResult  CycleRule = "no-result" // the game is void
	CyclesJigo      CycleRule = "jigo"      // a void game counts as a draw
)

// SuicideRule says which self-captures are legal.
type SuicideRule string

const (
	SuicideNone  SuicideRule = "none"
	SuicideMulti SuicideRule = "multi" // of two or more stones
	SuicideAny   SuicideRule = "any"
)

// EndRule says which sequence of passes ends the game.
type EndRule string

const (
	EndTwoPasses       EndRule = "two-passes"
	EndWhitePassesLast EndRule = "white-passes-last"
	EndTwoPhases       EndRule = "two-phases"    // Lasker-Maas
	EndTwoRounds       EndRule = "two-rounds"    // Kee: four passes
	EndRepeatedPass    EndRule = "repeated-pass" // Spight
)

// ScoringMethod is how the final position is counted.
type ScoringMethod string

const (
	ScoringArea          ScoringMethod = "area"
	ScoringTerritory     ScoringMethod = "territory"
	ScoringStone         ScoringMethod = "stone"
	ScoringIng           ScoringMethod = "ing"
	ScoringLaskerMaas    ScoringMethod = "lasker-maas"
	ScoringConfiguration ScoringMethod = "configuration"
)

// SekiRule is how points in and around seki count.
type SekiRule string

const (
	SekiCounted    SekiRule = "counted"
	SekiSplit      SekiRule = "split"
	SekiNotCounted SekiRule = "not-counted"
	SekiIngNearest SekiRule = "ing-nearest"
)

// DeadRule says whether dead stones are removed before counting.
type DeadRule string

const (
	DeadAgreed  DeadRule = "agreed"
	DeadLiteral DeadRule = "literal"
	// DeadPassAlive: only the stones lying in the opponent's pass-alive
	// territory are removed (KataGo's count); everything else counts as
	// it stands.
	DeadPassAlive DeadRule = "pass-alive"
)

// HandicapBonus is the area-counting compensation White gets in a handicap
// game of H stones.
type HandicapBonus string

const (
	HandicapBonusNone      HandicapBonus = "0"
	HandicapBonusNMinusOne HandicapBonus = "N-1"
	HandicapBonusN         HandicapBonus = "N"
)

// TieRule says who wins when the count is equal.
type TieRule string

const (
	TiesJigo  TieRule = "jigo"
	TiesWhite TieRule = "white"
	TiesBlack TieRule = "black"
)

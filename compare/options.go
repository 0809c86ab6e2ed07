package compare

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// KomiMode says which komi a ruleset's score uses (RULES.md §5.11).
type KomiMode string

const (
	// KomiRecord: the record's KM (normalised); a record without one uses
	// the ruleset's default (0 when the ruleset has none).
	KomiRecord KomiMode = "record"
	// KomiRules: each ruleset's own default; a ruleset whose komi is by
	// agreement (nil) uses the record's.
	KomiRules KomiMode = "rules"
)

// A KomiMode may also be a number ("6.5"): every game under every ruleset
// is scored with that komi, whatever its KM says (KomiMode.Value).

// Value is the komi a numeric mode gives, and whether the mode is one.
func (m KomiMode) Value() (float64, bool) {
	if m == KomiRecord || m == KomiRules || m == "" {
		return 0, false
	}
	v, err := strconv.ParseFloat(string(m), 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
}

// DeadMode says where dead stones come from (RULES.md §7).
type DeadMode string

const (
	// DeadAuto: TB/TW markup where the record has it, the estimator
	// otherwise (the default).
	DeadAuto DeadMode = "auto"
	// DeadMarkup: markup where present, nothing otherwise.
	DeadMarkup DeadMode = "markup"
	// DeadEstimate: always the estimator, markup or not.
	DeadEstimate DeadMode = "estimate"
	// DeadNone: nothing is removed; the position is counted as it stands.
	DeadNone DeadMode = "none"
)

// Options configure an Auditor.
type Options struct {
	// Rulesets are judged in this order (the report's column order).
	// Empty means the whole embedded catalogue.
	Rulesets []rules.Ruleset
	// Catalog resolves RU[] values; nil means rules.Default().
	Catalog *rules.Catalog
	Komi    KomiMode // "" means KomiRecord
	// AssumeKomi, when set, is the komi of the records whose KM[0] (or
	// missing KM) their own RE contradicts (sgfio.ZeroContradicted: a
	// half-point margin), under KomiRecord: Fox writes KM[0] on games
	// played with komi. Each such game says so in a warning.
	AssumeKomi *float64
	Dead       DeadMode // "" means DeadAuto
	// UserDead is a tournament director's list of dead stones ("D4,E5" or
	// SGF letters); when set it replaces markup and estimate for every game.
	UserDead string
	// UserMarkup is a tournament director's marking file (--dead
	// FILE.sgf): the stones inside the other colour's marked territory are
	// dead, for every game of its board size. It takes precedence over
	// UserDead.
	UserMarkup *Markup
	// NoDiagrams leaves the diagram payload of divergences out (faster for
	// statistics, where nobody draws them).
	NoDiagrams bool
	// EstimateBudget bounds the dead-stone estimator's work on a game, in
	// steps per squared stone of the final position: 0 means
	// DefaultEstimateBudget, a negative value no bound. A game whose
	// estimate it stops has a warning saying how far the estimate went.
	EstimateBudget int64
	// MaxMoves is the most moves of a record replayed: a longer record is
	// audited as if cut there, with a warning. 0 means DefaultMaxMoves, a
	// negative value no bound.
	MaxMoves int
}

// Markup is territory markup given apart from the record: the TB/TW of
// the last main-line node of a marking file (RULES.md §7).
type Markup struct {
	Source string // the file, for messages
	Pos    sgfio.Pos
	W, H   int
	TB, TW []sgfio.Point
}

// MarkupFrom takes the markup of rec's last main-line node; source names
// the file in messages.
func MarkupFrom(source string, rec *sgfio.Game) *Markup {
	m := &Markup{Source: source, Pos: rec.Pos, W: rec.Width, H: rec.Height, TB: rec.TB, TW: rec.TW}
	if rec.Root != nil {
		if sz := rec.Root.Get("SZ"); sz != nil {
			m.Pos = rec.Position(sz.Offset) // a size mismatch points at SZ
		}
	}
	return m
}

// Fits says whether the markup is for a w×h board, with an error naming
// the file and line:col when it is not.
func (m *Markup) Fits(w, h int) error {
	if m.W != w || m.H != h {
		return fmt.Errorf("--dead %s:%d:%d: the marking is for a %dx%d board, the game is %dx%d",
			m.Source, m.Pos.Line, m.Pos.Col, m.W, m.H, w, h)
	}
	return nil
}

// dead rules dead the stones of p inside the other colour's marked
// territory; a board of another size is an error naming the file.
func (m *Markup) dead(p board.Position) ([]int, error) {
	if err := m.Fits(p.W, p.H); err != nil {
		return nil, err
	}
	return score.DeadFromMarkup(p, indices(m.TB, p.W, p.H), indices(m.TW, p.W, p.H)), nil
}

// ParseKomiMode reads a --komi value: record, rules, or a number.
func ParseKomiMode(s string) (KomiMode, error) {
	switch m := KomiMode(s); m {
	case KomiRecord, KomiRules:
		return m, nil
	case "":
		return KomiRecord, nil
	}
	if v, ok := KomiMode(s).Value(); ok {
		return KomiMode(strconv.FormatFloat(v, 'f', -1, 64)), nil
	}
	return "", fmt.Errorf("compare: komi mode %q: want record, rules or a number", s)
}

// ParseDeadMode reads a --dead value.
func ParseDeadMode(s string) (DeadMode, error) {
	switch m := DeadMode(s); m {
	case DeadAuto, DeadMarkup, DeadEstimate, DeadNone:
		return m, nil
	case "":
		return DeadAuto, nil
	}
	return "", fmt.Errorf("compare: dead-stone mode %q: want auto, markup, estimate or none", s)
}

// SelectRulesets picks rulesets by name or alias from a catalog, in the
// order given; an empty list or "all" is the whole catalog in its order.
// A KataGo rules string (compact or JSON) or a named variant is accepted
// too, as RU[] would be: the ruleset it declares, named by the string in
// KataGo's canonical form (a string equal to a catalogue row gives the
// row).
func SelectRulesets(cat *rules.Catalog, names []string) ([]rules.Ruleset, error) {
	if cat == nil {
		cat = rules.Default()
	}
	if len(names) == 0 || (len(names) == 1 && names[0] == "all") {
		return cat.Rulesets(), nil
	}
	seen := map[string]bool{}
	var out []rules.Ruleset
	for _, n := range names {
		rs, ok := cat.Lookup(n)
		if !ok {
			res, err := cat.Resolve(n)
			if err != nil {
				return nil, fmt.Errorf("compare: unknown ruleset %q (known: %s; or a KataGo rules string): %w", n, strings.Join(cat.Names(), ", "), err)
			}
			if rs, ok = res.Params, true; res.Exact {
				rs, ok = cat.Lookup(res.Ruleset)
			}
		}
		if !seen[rs.Name] {
			seen[rs.Name] = true
			out = append(out, rs)
		}
	}
	return out, nil
}

// SplitRules splits a --rules list at its commas, except those inside
// braces: a KataGo JSON rules object holds commas of its own.
func SplitRules(list string) []string {
	var out []string
	depth, start := 0, 0
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	for i, r := range list {
		switch r {
		case '{':
			depth++
		case '}':
			depth = max(depth-1, 0)
		case ',':
			if depth == 0 {
				add(list[start:i])
				start = i + 1
			}
		}
	}
	add(list[start:])
	return out
}

package compare

import (
	"fmt"
	"strings"

	"rulediff/rules"
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
	Dead    DeadMode // "" means DeadAuto
	// UserDead is a tournament director's list of dead stones ("D4,E5" or
	// SGF letters); when set it replaces markup and estimate for every game.
	UserDead string
	// NoDiagrams leaves the diagram payload of divergences out (faster for
	// statistics, where nobody draws them).
	NoDiagrams bool
}

// ParseKomiMode reads a --komi value.
func ParseKomiMode(s string) (KomiMode, error) {
	switch m := KomiMode(s); m {
	case KomiRecord, KomiRules:
		return m, nil
	case "":
		return KomiRecord, nil
	}
	return "", fmt.Errorf("compare: komi mode %q: want record or rules", s)
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
			return nil, fmt.Errorf("compare: unknown ruleset %q (known: %s)", n, strings.Join(cat.Names(), ", "))
		}
		if !seen[rs.Name] {
			seen[rs.Name] = true
			out = append(out, rs)
		}
	}
	return out, nil
}

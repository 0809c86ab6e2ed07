package rules

import (
	"errors"
	"fmt"
	"strings"
)

// Via says how an RU[] value was recognised.
type Via string

const (
	// ViaName: the name or an alias of a catalogue ruleset ("Japanese",
	// "jp", "Tromp/Taylor", …): the row itself, exactly.
	ViaName Via = "name"
	// ViaVariant: a named rules variant that no catalogue row has ("Old
	// Chinese"): its own parameters, with the nearest row.
	ViaVariant Via = "variant"
	// ViaKataGo: KataGo's compact rules string
	// ("koPOSITIONALscoreAREAtaxNONEsui1komi7.5").
	ViaKataGo Via = "katago"
	// ViaKataGoJSON: KataGo's JSON rules ({"ko":"POSITIONAL",…}).
	ViaKataGoJSON Via = "katago-json"
)

// A Resolution says what an SGF RU[] value declares.
//
// A catalogue name or alias resolves to that row: Params is the row and
// Exact is true. A KataGo rules string (or a named variant) sets its own
// parameters, which need not be any row's: Params holds exactly those
// parameters as a ruleset of its own (a KataGo string's is named by the
// string in KataGo's canonical order, "koSIMPLEscoreTERRITORYtaxSEKIsui0",
// and carries KataGo's settings, so that the replay and the count follow
// KataGo's engine: docs/katago.md), and Ruleset names the nearest
// catalogue row, for grouping. Exact says whether Params equal that row
// (komi compared only when the string gives one); Differences list what
// differs. Name gives the ruleset the value declares: the row when
// exact, Params otherwise. Judge a game "under its declared rules" with
// Params, and compare it with the catalogue through Ruleset.
type Resolution struct {
	Input       string   `yaml:"input" json:"input"`
	Ruleset     string   `yaml:"ruleset" json:"ruleset"`
	Via         Via      `yaml:"via" json:"via"`
	Exact       bool     `yaml:"exact" json:"exact"`
	Params      Ruleset  `yaml:"params" json:"params"`
	Differences []string `yaml:"differences,omitempty" json:"differences,omitempty"`
	// Notes say what the string sets that no parameter here models
	// (KataGo's button, friendly passes) and how a row was chosen.
	Notes []string `yaml:"notes,omitempty" json:"notes,omitempty"`
}

// Name is the name of the ruleset r declares: the catalogue row's when
// the value equals it, else Params' own (a KataGo string's canonical
// form, a variant's name).
func (r Resolution) Name() string {
	if r.Exact || r.Params.Name == "" {
		return r.Ruleset
	}
	return r.Params.Name
}

var (
	// ErrNoRules: the RU value is empty (or there is none): no rules declared.
	ErrNoRules = errors.New("no rules declared")
	// ErrUnknownRules: the RU value is no name, alias, variant or KataGo
	// rules string. It is reported, never guessed.
	ErrUnknownRules = errors.New("unknown rules")
)

// Resolve resolves an RU[] value against the embedded catalogue.
func Resolve(ru string) (Resolution, error) { return Default().Resolve(ru) }

// Resolve resolves an RU[] value against the catalog (a user's rulesets
// and their aliases included). Names and aliases are matched ignoring case,
// spaces and - _ /; KataGo strings with case-insensitive values. An empty
// value gives ErrNoRules, anything unrecognised ErrUnknownRules, both
// wrapped with the value and the reason.
func (c *Catalog) Resolve(ru string) (Resolution, error) {
	// A corpus repeats a few RU values over and over: remember them.
	if m, ok := c.memo.Load(ru); ok {
		e := m.(memoEntry)
		return e.res.clone(), e.err
	}
	res, err := c.resolve(ru)
	if c.memoLen.Add(1) <= memoMax {
		c.memo.Store(ru, memoEntry{res.clone(), err})
	}
	return res, err
}

// memoMax bounds the remembered values, so that a corpus of distinct
// strings cannot grow memory.
const memoMax = 4096

type memoEntry struct {
	res Resolution
	err error
}

func (r Resolution) clone() Resolution {
	r.Params = r.Params.clone()
	r.Differences = append([]string(nil), r.Differences...)
	r.Notes = append([]string(nil), r.Notes...)
	return r
}

func (c *Catalog) resolve(ru string) (Resolution, error) {
	in := strings.TrimSpace(ru)
	if in == "" {
		return Resolution{Input: ru}, fmt.Errorf("RU[%s]: %w", ru, ErrNoRules)
	}
	if r, ok := c.Lookup(in); ok {
		return Resolution{Input: ru, Ruleset: r.Name, Via: ViaName, Exact: true, Params: r}, nil
	}
	if v, ok := variants[normaliseName(in)]; ok {
		params := v.params()
		f, _ := features(params)
		res := c.explicit(ru, ViaVariant, params, f)
		res.Notes = append([]string{v.note}, res.Notes...)
		return res, nil
	}
	var (
		kg  katagoRules
		via Via
		err error
	)
	if strings.HasPrefix(in, "{") {
		kg, err = parseKataGoJSON(in)
		via = ViaKataGoJSON
	} else {
		kg, err = parseKataGoCompact(in)
		via = ViaKataGo
	}
	if err != nil {
		return Resolution{Input: ru}, fmt.Errorf("RU[%s]: %w: %v", ru, ErrUnknownRules, err)
	}
	res := c.explicit(ru, via, kg.ruleset(in), kg.features())
	res.Notes = append(res.Notes, kg.notes()...)
	return res, nil
}

// explicit completes a resolution whose parameters were given explicitly:
// the row nearest to what the string says (target), whether the
// parameters equal it, and what differs.
func (c *Catalog) explicit(ru string, via Via, params Ruleset, target rulesFeatures) Resolution {
	res := Resolution{Input: ru, Via: via, Params: params}
	near, reading, ok := c.nearest(target)
	if !ok {
		res.Notes = append(res.Notes, "no catalogue row can be compared with these parameters")
		return res
	}
	res.Ruleset = near.Name
	res.Differences = differences(params, near)
	res.Exact = len(res.Differences) == 0
	if reading != nil {
		res.Notes = append(res.Notes, fmt.Sprintf("nearest row: %s, read with %s: %s; %s", near.Name, reading.Param, reading.Value, reading.Why))
	}
	return res
}

// A variant is a rules name that RU values use for rules no catalogue row
// has. Its parameters are our decision, said in note.
type variant struct {
	params func() Ruleset
	note   string
}

// variants are keyed by normalised name.
var variants = map[string]variant{
	// Old Chinese: the ancient counting of stones with a group tax (RULES.md
	// §5.7, scoring "stone"): area minus 2 points per living group. Ancient
	// play knew the basic ko rule only, no suicide and no komi (the record's
	// KM is used).
	"oldchinese": {
		params: func() Ruleset {
			return Ruleset{
				Name: "old-chinese", Title: "Old Chinese rules (stone counting with a group tax)",
				Source: "RULES.md §5.7 (stone counting, for ancient rules)",
				Ko:     KoSimple, Cycles: CyclesNoResult, Suicide: SuicideNone, End: EndTwoPasses,
				Scoring: ScoringStone, Seki: SekiCounted, Dead: DeadAgreed,
				HandicapBonus: HandicapBonusNone, Ties: TiesJigo,
			}
		},
		note: "Old Chinese: stone counting with a group tax; no catalogue row counts that way",
	},
}

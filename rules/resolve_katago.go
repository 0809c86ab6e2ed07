package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// katagoRules are the settings of a KataGo rules string (KataGo's
// cpp/game/rules.cpp): the rules and the komi, when the string gives one.
// Values are kept upper case, as KataGo writes them.
type katagoRules struct {
	KataGo
	komi *float64
}

// katagoDefaults are KataGo's settings for what a string leaves out: its
// Tromp-Taylor-like defaults (positional superko, area, multi-stone
// suicide); tax then follows the scoring (SEKI for territory, NONE for
// area), and komi its own defaults (KataGo.defaultKomi).
func katagoDefaults() katagoRules {
	return katagoRules{KataGo: KataGo{Ko: kgPositional, Scoring: kgArea, Tax: kgTaxNone, Suicide: true, WHB: "0"}}
}

// katagoKeys are the compact grammar's keys, longest first where one is a
// prefix of another (komi before ko, scoring before score).
var katagoKeys = []string{"komi", "ko", "scoring", "score", "tax", "sui", "button", "whb", "fpok"}

// katagoValues are the values each key takes, longest first where one is
// a prefix of another (n-1 before n).
var katagoValues = map[string][]string{
	"ko":      {"simple", "positional", "situational", "spight"},
	"scoring": {"area", "territory"},
	"tax":     {"none", "seki", "all"},
	"sui":     {"0", "1"},
	"button":  {"0", "1"},
	"whb":     {"0", "n-1", "n"},
	"fpok":    {"0", "1"},
}

// parseKataGoCompact parses KataGo's compact grammar: key-value tokens in
// any order, keys and values in any case (KataGo itself wants keys in
// lower case and values in upper case), spaces between tokens allowed. A
// key given twice is refused. What the string leaves out is KataGo's
// default: "komi23taxALL" is Tromp-Taylor-like rules with a group tax and
// komi 23, as KataGo reads it.
func parseKataGoCompact(s string) (katagoRules, error) {
	kg := katagoDefaults()
	rest := strings.ToLower(strings.TrimSpace(s))
	seen := map[string]bool{}
	taxSet := false
	for rest != "" {
		key := ""
		for _, k := range katagoKeys {
			if strings.HasPrefix(rest, k) {
				key = k
				break
			}
		}
		if key == "" {
			return kg, fmt.Errorf("not a ruleset name, alias or KataGo rules string (unexpected %q)", clip(rest))
		}
		rest = strings.TrimSpace(rest[len(key):])
		if key == "score" {
			key = "scoring"
		}
		if seen[key] {
			return kg, fmt.Errorf("KataGo rules string sets %s twice", key)
		}
		seen[key] = true
		if key == "komi" {
			end := strings.IndexFunc(rest, func(r rune) bool {
				return r == ' ' || r == '\t' || (r >= 'a' && r <= 'z')
			})
			if end < 0 {
				end = len(rest)
			}
			k, err := strconv.ParseFloat(rest[:end], 64)
			if err != nil || checkKomi(k) != nil {
				return kg, fmt.Errorf("KataGo rules string: komi %q is not a multiple of 0.5", rest[:end])
			}
			kg.komi = &k
			rest = strings.TrimSpace(rest[end:])
			continue
		}
		val := ""
		for _, v := range katagoValues[key] {
			if strings.HasPrefix(rest, v) {
				val = v
				break
			}
		}
		if val == "" {
			return kg, fmt.Errorf("KataGo rules string: %s %q is not one of %s", key, clip(rest), strings.Join(katagoValues[key], ", "))
		}
		rest = strings.TrimSpace(rest[len(val):])
		if err := kg.set(key, val); err != nil {
			return kg, err
		}
		taxSet = taxSet || key == "tax"
	}
	if !taxSet {
		kg.Tax = defaultTax(kg.Scoring)
	}
	return kg, nil
}

// set stores one key's value (lower case, already checked against
// katagoValues or parsed from JSON).
func (kg *katagoRules) set(key, val string) error {
	switch key {
	case "ko":
		kg.Ko = strings.ToUpper(val)
	case "scoring":
		kg.Scoring = strings.ToUpper(val)
	case "tax":
		kg.Tax = strings.ToUpper(val)
	case "sui":
		kg.Suicide = val == "1"
	case "button":
		kg.Button = val == "1"
	case "whb":
		kg.WHB = strings.ToUpper(val)
	case "fpok":
		kg.FriendlyPass = val == "1"
	default:
		return fmt.Errorf("KataGo rules: unknown key %q", key)
	}
	return nil
}

func defaultTax(scoring string) string {
	if scoring == kgTerritory {
		return kgTaxSeki
	}
	return kgTaxNone
}

// parseKataGoJSON parses KataGo's JSON rules: keys ko, score or scoring,
// tax, whiteHandicapBonus (strings, any case), suicide, hasButton,
// friendlyPassOk (booleans) and komi (a number); any other key is refused.
// What it leaves out is KataGo's default, as in the compact grammar.
func parseKataGoJSON(s string) (katagoRules, error) {
	kg := katagoDefaults()
	var m map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader([]byte(s)))
	if err := dec.Decode(&m); err != nil {
		return kg, fmt.Errorf("KataGo JSON rules: %v", err)
	}
	if dec.More() {
		return kg, fmt.Errorf("KataGo JSON rules: text after the object")
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys) // deterministic errors
	strKeys := map[string]string{"ko": "ko", "score": "scoring", "scoring": "scoring", "tax": "tax", "whiteHandicapBonus": "whb"}
	boolKeys := map[string]string{"suicide": "sui", "hasButton": "button", "friendlyPassOk": "fpok"}
	taxSet := false
	seen := map[string]bool{}
	for _, k := range keys {
		raw := m[k]
		switch {
		case strKeys[k] != "":
			key := strKeys[k]
			var v string
			if err := json.Unmarshal(raw, &v); err != nil {
				return kg, fmt.Errorf("KataGo JSON rules: %s: want a string", k)
			}
			v = strings.ToLower(strings.TrimSpace(v))
			if !slices.Contains(katagoValues[key], v) {
				return kg, fmt.Errorf("KataGo JSON rules: %s %q is not one of %s", k, v, strings.Join(katagoValues[key], ", "))
			}
			if seen[key] {
				return kg, fmt.Errorf("KataGo JSON rules: both score and scoring")
			}
			seen[key] = true
			_ = kg.set(key, v)
			taxSet = taxSet || key == "tax"
		case boolKeys[k] != "":
			var b bool
			if err := json.Unmarshal(raw, &b); err != nil {
				return kg, fmt.Errorf("KataGo JSON rules: %s: want true or false", k)
			}
			_ = kg.set(boolKeys[k], map[bool]string{true: "1", false: "0"}[b])
		case k == "komi":
			var f float64
			if err := json.Unmarshal(raw, &f); err != nil || checkKomi(f) != nil {
				return kg, fmt.Errorf("KataGo JSON rules: komi %s is not a multiple of 0.5", raw)
			}
			kg.komi = &f
		default:
			return kg, fmt.Errorf("KataGo JSON rules: unknown key %q", k)
		}
	}
	if !taxSet {
		kg.Tax = defaultTax(kg.Scoring)
	}
	return kg, nil
}

// canonical is the compact string in KataGo's order, then komi when the
// string gives one: the name of the ruleset it resolves to.
func (kg katagoRules) canonical() string {
	if kg.komi == nil {
		return kg.KataGo.String()
	}
	return kg.KataGo.String() + "komi" + strconv.FormatFloat(*kg.komi, 'f', -1, 64)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ruleset is the ruleset a KataGo string resolves to: named by the string
// in KataGo's canonical form, with the parameters nearest to it
// (KataGo.params) and KataGo's settings, which make the replay and the
// count follow KataGo's engine. Komi is the string's, else KataGo's
// default for the rules.
func (kg katagoRules) ruleset(input string) Ruleset {
	name := kg.canonical()
	k := kg.KataGo
	r := Ruleset{
		Name: name, Title: "KataGo rules " + name,
		Source: "RU[" + input + "] (KataGo rules string: lightvector/KataGo cpp/game/rules.cpp, boardhistory.cpp)",
		KataGo: &k,
	}
	k.params(&r)
	komi := k.defaultKomi()
	if kg.komi != nil {
		komi = *kg.komi
	}
	r.Komi = &komi
	return r
}

// features are what the string says, in the terms the nearest row is
// chosen on: territory with a group tax stays territory here, and area
// counting, which removes only what lies in pass-alive territory, is
// nearest to literal counting.
func (kg katagoRules) features() rulesFeatures {
	return rulesFeatures{
		ko: strings.ToLower(kg.Ko), scoring: strings.ToLower(kg.Scoring), tax: strings.ToLower(kg.Tax),
		suicide: kg.Suicide, literal: kg.Scoring == kgArea, bonus: HandicapBonus(kg.WHB),
	}
}

// notes say what KataGo's engine does beyond the parameters, for people.
func (kg katagoRules) notes() []string {
	out := []string{"KataGo's engine: stones in the opponent's pass-alive territory are removed, no other; " + kataGoEndNote(kg.KataGo)}
	if kg.Button {
		out = append(out, "button1: the first pass takes the button, ½ point, and restarts the ko histories; it does not count towards the passes that end the game")
	}
	if kg.Tax != kgTaxNone {
		out = append(out, "tax "+kg.Tax+": an area next to an unfilled neutral point, or holding an own stone in atari, is not independently alive: its empty points count for nobody")
	}
	if kg.Tax == kgTaxAll {
		out = append(out, "taxALL: 2 points per independently alive area")
	}
	if kg.FriendlyPass {
		out = append(out, "fpok1 is informational in KataGo (how its search passes): the count is the same")
	}
	if kg.komi == nil {
		out = append(out, fmt.Sprintf("no komi in the string: KataGo's default %s", strconv.FormatFloat(kg.defaultKomi(), 'f', -1, 64)))
	}
	return out
}

// kataGoEndNote says how a game ends under k.
func kataGoEndNote(k KataGo) string {
	end := "two passes in a row end the game"
	switch k.Ko {
	case kgSimple:
		end += ", and so does a player's pass where she passed before (the same position, the same player to move)"
	case kgSpight:
		end = "two passes do not end the game; a player's pass where she passed before does"
	}
	if k.Territory() {
		end += "; under territory scoring that ends the main phase, then two encore phases end the same way (a record that stops at the end of a phase is counted as it stands)"
	}
	return end
}

// clip shortens the unparsed rest of a string for an error message.
func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}

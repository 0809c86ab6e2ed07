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
// cpp/game/rules.cpp): ko SIMPLE|POSITIONAL|SITUATIONAL|SPIGHT, scoring
// AREA|TERRITORY, tax NONE|SEKI|ALL, multi-stone suicide, button, white
// handicap bonus 0|N|N-1, friendly pass ok, komi. Values are kept upper
// case, as KataGo writes them.
type katagoRules struct {
	ko, scoring, tax string
	suicide          bool
	button           bool
	whb              string
	fpok             bool
	komi             *float64
}

// katagoDefaults are KataGo's settings for what a string leaves out: its
// Tromp-Taylor-like defaults; tax then follows the scoring (SEKI for
// territory, NONE for area).
func katagoDefaults() katagoRules {
	return katagoRules{ko: "POSITIONAL", scoring: "AREA", suicide: true, whb: "0"}
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
// any order, keys and values in any case, spaces between tokens allowed.
// A key given twice is refused, and so is a string that sets neither ko
// nor scoring (it says nothing about the rules).
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
	if !seen["ko"] && !seen["scoring"] {
		return kg, fmt.Errorf("not a ruleset name or alias, and as a KataGo rules string it sets neither ko nor scoring")
	}
	if !taxSet {
		kg.tax = defaultTax(kg.scoring)
	}
	return kg, nil
}

// set stores one key's value (lower case, already checked against
// katagoValues or parsed from JSON).
func (kg *katagoRules) set(key, val string) error {
	switch key {
	case "ko":
		kg.ko = strings.ToUpper(val)
	case "scoring":
		kg.scoring = strings.ToUpper(val)
	case "tax":
		kg.tax = strings.ToUpper(val)
	case "sui":
		kg.suicide = val == "1"
	case "button":
		kg.button = val == "1"
	case "whb":
		kg.whb = strings.ToUpper(val)
	case "fpok":
		kg.fpok = val == "1"
	default:
		return fmt.Errorf("KataGo rules: unknown key %q", key)
	}
	return nil
}

func defaultTax(scoring string) string {
	if scoring == "TERRITORY" {
		return "SEKI"
	}
	return "NONE"
}

// parseKataGoJSON parses KataGo's JSON rules: keys ko, score or scoring,
// tax, whiteHandicapBonus (strings, any case), suicide, hasButton,
// friendlyPassOk (booleans) and komi (a number); any other key is refused.
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
	taxSet, koOrScoring := false, false
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
			koOrScoring = koOrScoring || key == "ko" || key == "scoring"
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
	if !koOrScoring {
		return kg, fmt.Errorf("KataGo JSON rules set neither ko nor scoring")
	}
	if !taxSet {
		kg.tax = defaultTax(kg.scoring)
	}
	return kg, nil
}

// canonical is the compact string in KataGo's own order (ko, score, tax,
// sui, then button, whb, fpok when set, then komi when given).
func (kg katagoRules) canonical() string {
	var b strings.Builder
	fmt.Fprintf(&b, "ko%sscore%stax%ssui%d", kg.ko, kg.scoring, kg.tax, b2i(kg.suicide))
	if kg.button {
		b.WriteString("button1")
	}
	if kg.whb != "0" {
		b.WriteString("whb" + kg.whb)
	}
	if kg.fpok {
		b.WriteString("fpok1")
	}
	if kg.komi != nil {
		b.WriteString("komi" + strconv.FormatFloat(*kg.komi, 'f', -1, 64))
	}
	return b.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ruleset turns KataGo's settings into our parameters. KataGo decides the
// rest itself, so they are set to what its engine does:
//   - ko SIMPLE allows long cycles (no-result); the superkos forbid them.
//   - tax NONE: seki eyes count (counted); SEKI: they do not (not-counted);
//     ALL, a group tax on every living group: scoring stone (RULES.md
//     §5.7), also under TERRITORY, where stone counting is nearer than
//     territory without the tax.
//   - area scoring with friendly passes off (fpok0, KataGo's default)
//     requires every dead stone to be captured before the game ends, so
//     the position is counted as it stands: configuration, literal.
//   - sui1 makes multi-stone suicide legal (single-stone never is).
//   - two passes end the game; no pass stones; ties are jigo.
//   - komi is the string's when given, else by agreement (the record's KM).
func (kg katagoRules) ruleset(input string) Ruleset {
	name := kg.canonical()
	r := Ruleset{
		Name: "katago:" + name, Title: "KataGo rules " + name,
		Source: "RU[" + input + "] (KataGo rules string)",
		Cycles: CyclesForbidden, Suicide: SuicideNone, End: EndTwoPasses,
		Seki: SekiCounted, Dead: DeadAgreed, HandicapBonus: HandicapBonus(kg.whb),
		Komi: kg.komi, Ties: TiesJigo,
	}
	switch kg.ko {
	case "SIMPLE":
		r.Ko, r.Cycles = KoSimple, CyclesNoResult
	case "POSITIONAL":
		r.Ko = KoPositional
	case "SITUATIONAL":
		r.Ko = KoSituational
	case "SPIGHT":
		r.Ko = KoSpight
	}
	if kg.suicide {
		r.Suicide = SuicideMulti
	}
	r.Scoring = ScoringTerritory
	if kg.scoring == "AREA" {
		r.Scoring = ScoringArea
		if !kg.fpok {
			r.Scoring, r.Dead = ScoringConfiguration, DeadLiteral
		}
	}
	switch kg.tax {
	case "SEKI":
		r.Seki = SekiNotCounted
	case "ALL":
		r.Scoring = ScoringStone
	}
	return r
}

// features are what the string says, in the terms the nearest row is
// chosen on: territory with a group tax stays territory here.
func (kg katagoRules) features() rulesFeatures {
	return rulesFeatures{
		ko: strings.ToLower(kg.ko), scoring: strings.ToLower(kg.scoring), tax: strings.ToLower(kg.tax),
		suicide: kg.suicide, literal: kg.scoring == "AREA" && !kg.fpok, bonus: HandicapBonus(kg.whb),
	}
}

// notes say what the string sets that our parameters do not model.
func (kg katagoRules) notes() []string {
	var out []string
	if kg.button {
		out = append(out, "button1: the first player to pass gets ½ point (button go); no parameter models it, the score ignores it")
	}
	if kg.tax == "ALL" && kg.scoring == "TERRITORY" {
		out = append(out, "taxALL with territory scoring: no parameter models territory with a group tax; counted as stone (area with the group tax)")
	}
	if kg.fpok && kg.scoring == "TERRITORY" {
		out = append(out, "fpok1 has no effect under territory scoring")
	}
	return out
}

// clip shortens the unparsed rest of a string for an error message.
func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "…"
	}
	return s
}

package rules

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// fieldNames are the fields a rulesets file may hold, in the order they are
// written (a test checks them against the struct tags).
func fieldNames() []string {
	return []string{
		"based-on", "name", "title", "source", "aliases",
		"ko", "cycles", "suicide", "end", "scoring", "seki", "dead",
		"pass-stones", "handicap-bonus", "komi", "ties", "ties-handicap",
		"katago", "notes", "readings",
	}
}

// enumDomains are the allowed values of every enumerated parameter.
var enumDomains = map[string][]string{
	"ko": strs(KoSimple, KoPositional, KoSituational, KoNaturalSituational,
		KoSpight, KoKeeDSSK, KoIng),
	"cycles":  strs(CyclesForbidden, CyclesNoResult, CyclesJigo),
	"suicide": strs(SuicideNone, SuicideMulti, SuicideAny),
	"end": strs(EndTwoPasses, EndWhitePassesLast, EndTwoPhases, EndTwoRounds,
		EndRepeatedPass),
	"scoring": strs(ScoringArea, ScoringTerritory, ScoringStone, ScoringIng,
		ScoringLaskerMaas, ScoringConfiguration),
	"seki":           strs(SekiCounted, SekiSplit, SekiNotCounted, SekiIngNearest),
	"dead":           strs(DeadAgreed, DeadLiteral, DeadPassAlive),
	"handicap-bonus": strs(HandicapBonusNone, HandicapBonusNMinusOne, HandicapBonusN),
	"ties":           strs(TiesJigo, TiesWhite, TiesBlack),
	"ties-handicap":  strs(TiesJigo, TiesWhite, TiesBlack),
}

func strs[T ~string](vs ...T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// fieldWant says what a field accepts, for error messages.
func fieldWant(field string) string {
	if d, ok := enumDomains[field]; ok {
		return strings.Join(d, ", ")
	}
	switch field {
	case "pass-stones":
		return "true or false"
	case "komi":
		return "a multiple of 0.5, or null for by agreement"
	case "aliases":
		return "a list of names"
	case "readings":
		return "a list of {param, value, why}"
	case "katago":
		return "a KataGo rules string without komi, e.g. koSIMPLEscoreTERRITORYtaxSEKIsui0"
	}
	return "text"
}

// enumValue returns the value of an enumerated field of r.
func enumValue(r *Ruleset, field string) string {
	switch field {
	case "ko":
		return string(r.Ko)
	case "cycles":
		return string(r.Cycles)
	case "suicide":
		return string(r.Suicide)
	case "end":
		return string(r.End)
	case "scoring":
		return string(r.Scoring)
	case "seki":
		return string(r.Seki)
	case "dead":
		return string(r.Dead)
	case "handicap-bonus":
		return string(r.HandicapBonus)
	case "ties":
		return string(r.Ties)
	case "ties-handicap":
		return string(r.TiesHandicap)
	}
	return ""
}

// checkValue checks the value r holds for one field written in a file.
func checkValue(r *Ruleset, field string) error {
	if d, ok := enumDomains[field]; ok {
		if v := enumValue(r, field); !slices.Contains(d, v) {
			return fmt.Errorf("unknown value %q (want %s)", v, fieldWant(field))
		}
		return nil
	}
	if field == "komi" && r.Komi != nil {
		return checkKomi(*r.Komi)
	}
	return nil
}

// checkKomi accepts the komi a ruleset can publish: a finite multiple of ½.
func checkKomi(k float64) error {
	if math.IsNaN(k) || math.IsInf(k, 0) || math.Abs(k) > 1000 || k*2 != math.Trunc(k*2) {
		return fmt.Errorf("invalid value %v (want %s)", k, fieldWant("komi"))
	}
	return nil
}

// checkReading checks that a reading names a parameter and a value it can
// take.
func checkReading(rd Reading) error {
	if rd.Why == "" {
		return fmt.Errorf("why is missing")
	}
	if d, ok := enumDomains[rd.Param]; ok {
		if !slices.Contains(d, rd.Value) {
			return fmt.Errorf("param %s: unknown value %q (want %s)", rd.Param, rd.Value, fieldWant(rd.Param))
		}
		return nil
	}
	switch rd.Param {
	case "pass-stones":
		if rd.Value != "true" && rd.Value != "false" {
			return fmt.Errorf("param pass-stones: unknown value %q (want true or false)", rd.Value)
		}
		return nil
	case "komi":
		if rd.Value == "null" {
			return nil
		}
		k, err := strconv.ParseFloat(rd.Value, 64)
		if err != nil {
			return fmt.Errorf("param komi: invalid value %q (want %s)", rd.Value, fieldWant("komi"))
		}
		return checkKomi(k)
	}
	return fmt.Errorf("unknown param %q (want a parameter: ko, cycles, suicide, end, scoring, seki, dead, pass-stones, handicap-bonus, komi, ties, ties-handicap)", rd.Param)
}

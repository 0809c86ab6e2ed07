package score

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
)

// Every field of rules.Ruleset is either read by the count (and in
// countRules, the memo's key) or not: a field added to Ruleset must be
// placed in one list, so that a count which starts reading it cannot be
// handed another ruleset's count.
func TestCountRulesCoverRuleset(t *testing.T) {
	inKey := map[string]bool{"Scoring": true, "Seki": true, "Dead": true, "PassStones": true,
		"HandicapBonus": true, "End": true, "Ties": true, "TiesHandicap": true}
	notRead := map[string]string{
		"Name":     "labels the Result only (remembered renames the copy)",
		"Title":    "documentation",
		"Source":   "documentation",
		"Aliases":  "names",
		"Notes":    "documentation",
		"Readings": "documentation",
		"Ko":       "legality (the replay)",
		"Cycles":   "legality (the replay)",
		"Suicide":  "read only for pass-alive removal, which ScoreWith counts afresh (Score)",
		"Komi":     "the caller puts the komi in Input.Komi (part of the key)",
		"KataGo":   "a KataGo ruleset is counted afresh by KataGo's engine (Score)",
	}
	typ := reflect.TypeOf(rules.Ruleset{})
	for i := 0; i < typ.NumField(); i++ {
		name := typ.Field(i).Name
		if !inKey[name] && notRead[name] == "" {
			t.Errorf("rules.Ruleset.%s: neither in the count memo's key (countRules) nor listed as not read by a count", name)
		}
	}
	if n := reflect.TypeOf(countRules{}).NumField(); n != len(inKey) {
		t.Errorf("countRules has %d fields, the list here %d", n, len(inKey))
	}
}

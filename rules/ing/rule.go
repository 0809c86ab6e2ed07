package ing

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
)

// Rule names one of Newko's four rules (lecture 9).
type Rule uint8

const (
	NoRule          Rule = iota
	BasicKoRule          // a single ko stone that captured one may not be recaptured at once
	FightingRule         // no ko stone in a fighting ko right after the opponent's
	DisturberRule        // no disturbing by the disturber once the ko position repeated
	ProhibitionRule      // one action per ko position and class of board positions
)

var ruleNames = [...]string{"", "basic-ko", "fighting", "disturber", "prohibition"}

// String is the rule's detail identifier (docs/design.md: `ing-ko` with a
// detail).
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "unknown"
}

// Ruling is the judge's decision on one play.
type Ruling struct {
	Allowed bool
	Rule    Rule   // the rule that decided a prohibition (the first in rule order)
	Also    []Rule // further rules that prohibit the same play
	Reason  string // one sentence for a tournament director
}

// Rule decides whether the analysed play is allowed now.
func (j *Judge) Rule(m *Move) Ruling {
	var rules []Rule
	var reasons []string
	opp := m.Color.Opponent()
	if j.last.valid && j.last.color == opp && j.last.lone && m.captured == 1 && m.capturedA == j.last.point && j.last.capturedA == m.Point {
		rules = append(rules, BasicKoRule)
		reasons = append(reasons, fmt.Sprintf("%s's single ko stone has just captured a single ko stone and may not be recaptured immediately", name(opp)))
	}
	if m.KoStone && !m.Opens {
		// "In it": the ko position is still a fighting ko when the
		// opponent plays (rules apply to the type the ko position has,
		// L4: "first ... its ko type is determined then rules considering
		// that particular ko type are applied"); a capture that turned
		// it into a disturbing ko lifts the fighting rule (docs/ing.md).
		if j.last.valid && j.last.koStone && j.last.fighting && j.last.color == opp && j.last.ko.Contains(m.Point) && m.Type == Fighting {
			rules = append(rules, FightingRule)
			reasons = append(reasons, fmt.Sprintf("%s has just played a ko stone in this fighting ko, so %s's next move may not play a ko stone in it", name(opp), name(m.Color)))
		}
		inSeq := j.seqKey == m.koKey && j.disturber != board.Empty
		if m.Disturbing && inSeq && j.disturber == m.Color && j.repeated {
			rules = append(rules, DisturberRule)
			reasons = append(reasons, fmt.Sprintf("%s already disturbed this %s and the ko position has repeated", name(m.Color), m.Type.Family()))
		}
		if act, what := j.action(m); act != "" && m.classKnown {
			if rec := j.classes[m.class]; rec != nil && rec.actions[act] > 0 && !(m.Type == Fighting && !rec.firstFighting[m.koKey]) {
				rules = append(rules, ProhibitionRule)
				reasons = append(reasons, fmt.Sprintf("%s already %s from this class of board positions", name(m.Color), what))
			}
		}
	}
	if len(rules) == 0 {
		return Ruling{Allowed: true}
	}
	r := Ruling{Rule: rules[0], Also: rules[1:]}
	r.Reason = fmt.Sprintf("%s at %s prohibited by the %s rule: %s", name(m.Color), m.name(), ruleWords(rules[0]), reasons[0])
	for n, extra := range rules[1:] {
		r.Reason += fmt.Sprintf("; also by the %s rule: %s", ruleWords(extra), reasons[n+1])
	}
	return r
}

// MayRestrict reports whether the basic ko, fighting or disturber rule
// could prohibit a play of c at point i, from the judge's state alone:
// each needs the previous move, or the current ko stone move-sequence, to
// be of its kind (Rule's conditions without those on the play's own
// analysis). The prohibition rule is not covered: it depends on the
// play's class of board positions. The replay skips the analysis of a
// play no rule can restrict.
func (j *Judge) MayRestrict(c board.Color, i int) bool {
	l := &j.last
	if l.valid && l.color == c.Opponent() &&
		(l.lone && l.capturedA == i || l.koStone && l.fighting && l.ko.Contains(i)) {
		return true
	}
	return j.disturber == c && j.repeated
}

func ruleWords(r Rule) string {
	if r == BasicKoRule {
		return "basic ko"
	}
	return r.String()
}

// action returns the prohibition rule's name for what the play does in
// its ko position (a ko stone in a fighting ko, or becoming the disturber
// of a disturbing ko), or "" when it does neither.
func (j *Judge) action(m *Move) (act, what string) {
	switch {
	case !m.KoStone || m.Opens:
		return "", ""
	case m.Type == Fighting:
		return m.Color.String() + "f" + m.koKey, "played a ko stone in this fighting ko"
	case m.Disturbing && !(j.seqKey == m.koKey && j.disturber != board.Empty):
		return m.Color.String() + "d" + m.koKey, "became the disturber of this " + m.Type.Family()
	}
	return "", ""
}

// name is a colour as a tournament director says it.
func name(c board.Color) string {
	switch c {
	case board.Black:
		return "Black"
	case board.White:
		return "White"
	}
	return "nobody"
}

package compare

import (
	"fmt"
	"strings"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// End divergence classes (RULES.md §8).
const (
	ClassLongCycle       = "long-cycle"
	ClassWhitePassesLast = "white-passes-last"
	ClassPhases          = "phases"
	ClassRounds          = "rounds"
	ClassNoLegalTurn     = "no-legal-turn"
	ClassSpight          = "spight"
)

// ending finds the end divergences: the record ends the game under one
// ruleset and not under another, or voids it (RULES.md §8). A record that
// stops after two passes is not a divergence with Kee's four passes,
// Spight's repeated pass or Lasker-Maas's phase one on its own: those
// rulesets would end it with passes nobody needs to play, and every
// finished game would otherwise diverge. It is one when a play follows
// the end under some ruleset (the game went on), or when the record's
// last pass is Black's under white-passes-last (White owes a pass).
func (a *Auditor) ending(g *Game, rg *rules.Game) []Divergence {
	var out []Divergence
	vs := g.Verdicts
	// The index lists start on the stack: most games need two of them.
	var room [5][16]int
	void, nlt, wpl, passes, others := room[0][:0], room[1][:0], room[2][:0], room[3][:0], room[4][:0]
	for i := range vs {
		switch e := vs[i].End; {
		case e == rules.EndNoResult || e == rules.EndJigo:
			void = append(void, i)
		case e == rules.EndNoLegalTurn:
			nlt = append(nlt, i)
		default:
			others = append(others, i)
			if e == rules.EndPasses {
				passes = append(passes, i)
			}
			if e == rules.EndUnfinished && vs[i].Ruleset.End == rules.EndWhitePassesLast {
				wpl = append(wpl, i)
			}
		}
	}
	if len(void) > 0 && len(void) < len(vs) {
		m := firstEndMove(g, void)
		d := a.endDivergence(g, rg, ClassLongCycle, m)
		d.Explanation = fmt.Sprintf("The record repeats a whole-board position (a long cycle, move %d): the game is %s; %s.",
			m, joinAnd(endPhrases(g, void)), playOn(g, append(nlt, others...)))
		out = append(out, d)
	}
	if len(nlt) > 0 && len(nlt) < len(vs) {
		m := firstEndMove(g, nlt)
		d := a.endDivergence(g, rg, ClassNoLegalTurn, m)
		loser := colorName(vs[nlt[0]].Loser)
		d.Explanation = fmt.Sprintf("After move %d %s has no legal turn, not even a pass, and loses under %s (%s); the other rulesets do not end the game there.",
			m, loser, koName(string(vs[nlt[0]].Ruleset.Ko)), strings.Join(names(g, nlt), ", "))
		out = append(out, d)
	}
	last := g.Moves
	if len(wpl) > 0 && len(passes) > 0 && last > 0 && lastIsBlackPass(rg) {
		d := a.endDivergence(g, rg, ClassWhitePassesLast, last)
		d.Explanation = fmt.Sprintf("The record ends with Black's pass at move %d: under white-passes-last (%s) White must pass once more and the game is not over; under %s it is over.",
			last, strings.Join(names(g, wpl), ", "), strings.Join(names(g, passes), ", "))
		out = append(out, d)
	}
	out = append(out, a.playAfterEnd(g, rg, others, out)...)
	return out
}

// playAfterEnd finds rulesets under which the game ended before a play the
// record still makes: the others count a later position.
func (a *Auditor) playAfterEnd(g *Game, rg *rules.Game, idx []int, have []Divergence) []Divergence {
	early, e := -1, 0
	for _, i := range idx {
		v := &g.Verdicts[i]
		if v.EndMove > 0 && playAfter(rg, v.EndMove) && (early < 0 || v.EndMove < e) {
			early, e = i, v.EndMove
		}
	}
	if early < 0 {
		return nil
	}
	var out []Divergence
	done := map[string]bool{}
	for _, d := range have {
		done[d.Class] = true
	}
	rule := g.Verdicts[early].Ruleset.End
	for _, i := range idx {
		v := &g.Verdicts[i]
		if v.EndMove == e || v.Ruleset.End == rule {
			continue
		}
		class := endRuleClass(v.Ruleset.End)
		if class == "" || done[class] {
			continue
		}
		done[class] = true
		d := a.endDivergence(g, rg, class, e)
		var ended []int
		for _, j := range idx {
			if g.Verdicts[j].EndMove == e {
				ended = append(ended, j)
			}
		}
		d.Explanation = fmt.Sprintf("The game ends at move %d under %s (%s), but the record plays on; under %s (%s) the game was not over and the later moves count.",
			e, endRuleName(rule), strings.Join(names(g, ended), ", "), endRuleName(v.Ruleset.End), v.Ruleset.Name)
		out = append(out, d)
	}
	return out
}

func endRuleClass(r rules.EndRule) string {
	switch r {
	case rules.EndWhitePassesLast:
		return ClassWhitePassesLast
	case rules.EndTwoPhases:
		return ClassPhases
	case rules.EndTwoRounds:
		return ClassRounds
	case rules.EndRepeatedPass:
		return ClassSpight
	}
	return ""
}

func endRuleName(r rules.EndRule) string {
	switch r {
	case rules.EndTwoPasses:
		return "two passes"
	case rules.EndWhitePassesLast:
		return "white-passes-last"
	case rules.EndTwoPhases:
		return "Lasker-Maas's two phases"
	case rules.EndTwoRounds:
		return "Kee's two rounds of passes"
	case rules.EndRepeatedPass:
		return "Spight's repeated pass"
	}
	return string(r)
}

// endDivergence builds the common part: camps by end state, every ruleset,
// the position at move m.
func (a *Auditor) endDivergence(g *Game, rg *rules.Game, class string, m int) Divergence {
	d := Divergence{Kind: KindEnd, Class: class, Move: m, X: -1, Y: -1}
	d.Camps = endCamps(g)
	for _, v := range g.Verdicts {
		d.Rulesets = append(d.Rulesets, v.Ruleset.Name)
	}
	if m >= 1 && m <= len(g.Record.Moves) {
		mv := g.Record.Moves[m-1]
		if mv.Pass {
			d.Pass = true
		} else if !mv.Invalid {
			d.X, d.Y = int(mv.X), int(mv.Y)
		}
	}
	if !a.opts.NoDiagrams {
		d.Before, d.Diagram = a.positionsAround(rg, m, nil)
	}
	return d
}

func endCamps(g *Game) []Camp {
	var camps []Camp
	at := map[string]int{}
	for _, v := range g.Verdicts {
		k := string(v.End)
		i, ok := at[k]
		if !ok {
			i = len(camps)
			at[k] = i
			camps = append(camps, Camp{Says: k})
		}
		camps[i].Rulesets = append(camps[i].Rulesets, v.Ruleset.Name)
	}
	return camps
}

func firstEndMove(g *Game, idx []int) int {
	m := 0
	for _, i := range idx {
		if e := g.Verdicts[i].EndMove; e > 0 && (m == 0 || e < m) {
			m = e
		}
	}
	if m == 0 {
		m = g.Moves
	}
	return m
}

// endPhrases says what each void end means ("void (no result) under
// japanese, korean", "a jigo under bga-japanese").
func endPhrases(g *Game, idx []int) []string {
	var keys []rules.End
	by := map[rules.End][]string{}
	for _, i := range idx {
		e := g.Verdicts[i].End
		if _, ok := by[e]; !ok {
			keys = append(keys, e)
		}
		by[e] = append(by[e], g.Verdicts[i].Ruleset.Name)
	}
	var out []string
	for _, e := range keys {
		what := "void (no result)"
		if e == rules.EndJigo {
			what = "a jigo (void, counted as a draw)"
		}
		out = append(out, fmt.Sprintf("%s under %s", what, strings.Join(by[e], ", ")))
	}
	return out
}

func playOn(g *Game, idx []int) string {
	if len(idx) == 0 {
		return "no other ruleset"
	}
	var forbid, allow []string
	for _, i := range idx {
		if len(g.Verdicts[i].Illegal) > 0 {
			forbid = append(forbid, g.Verdicts[i].Ruleset.Name)
		} else {
			allow = append(allow, g.Verdicts[i].Ruleset.Name)
		}
	}
	var parts []string
	if len(forbid) > 0 {
		parts = append(parts, fmt.Sprintf("%s forbid the repetition and count the game", strings.Join(forbid, ", ")))
	}
	if len(allow) > 0 {
		parts = append(parts, fmt.Sprintf("%s count it as played", strings.Join(allow, ", ")))
	}
	return strings.Join(parts, "; ")
}

// lastIsBlackPass reports whether the record's last move is Black's pass.
func lastIsBlackPass(rg *rules.Game) bool {
	for i := len(rg.Steps) - 1; i >= 0; i-- {
		s := rg.Steps[i]
		if s.Kind == rules.StepSetup {
			continue
		}
		return s.Kind == rules.StepPass && s.Color == board.Black
	}
	return false
}

// playAfter reports whether the record has a play after move m.
func playAfter(rg *rules.Game, m int) bool {
	moves := 0
	for _, s := range rg.Steps {
		if s.Kind == rules.StepSetup {
			continue
		}
		moves++
		if moves > m && s.Kind == rules.StepPlay {
			return true
		}
	}
	return false
}

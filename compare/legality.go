package compare

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// legality finds the legality divergences (RULES.md §8): a move that some
// rulesets forbid and others allow. The class is the rule that forbids it.
// A rule that forbids a run of consecutive moves (a cycle gone round, a
// ko fight repeated) gives one divergence where the run starts; a new run
// later in the game gives another.
func (a *Auditor) legality(g *Game, rg *rules.Game) []Divergence {
	n := 0
	for i := range g.Verdicts {
		n += len(g.Verdicts[i].Illegal)
	}
	if n == 0 {
		return nil
	}
	// rule[i][move] for ruleset i: the rule that forbids the move.
	forbids := make([]map[int]rules.Forbidden, len(g.Verdicts))
	var moves []int
	seen := map[int]bool{}
	for i := range g.Verdicts {
		for _, f := range g.Verdicts[i].Illegal {
			if forbids[i] == nil {
				forbids[i] = map[int]rules.Forbidden{}
			}
			if _, dup := forbids[i][f.Move]; !dup {
				forbids[i][f.Move] = f
			}
			if !seen[f.Move] {
				seen[f.Move] = true
				moves = append(moves, f.Move)
			}
		}
	}
	sortInts(moves)
	var out []Divergence
	last := map[string]int{} // class -> last move of its current run
	for _, m := range moves {
		var allowed []int
		for i := range g.Verdicts {
			if _, ok := forbids[i][m]; !ok {
				allowed = append(allowed, i)
			}
		}
		if len(allowed) == 0 {
			continue // illegal everywhere: a record error, no divergence
		}
		classes := map[string][]int{}
		var order []string
		for i := range g.Verdicts {
			if f, ok := forbids[i][m]; ok {
				if _, ok := classes[f.Rule]; !ok {
					order = append(order, f.Rule)
				}
				classes[f.Rule] = append(classes[f.Rule], i)
			}
		}
		for _, class := range order {
			prev, inRun := last[class]
			last[class] = m
			if inRun && prev == m-1 {
				// the run goes on: extend the divergence that opened it
				for k := len(out) - 1; k >= 0; k-- {
					if out[k].Class == class {
						out[k].runEnd(m)
						break
					}
				}
				continue
			}
			out = append(out, a.legalityDivergence(g, rg, m, class, classes[class], allowed, forbids, out))
		}
	}
	for i := range out {
		out[i].Explanation = legalitySentence(g, &out[i])
	}
	return out
}

// runEnd notes the last move of the run a legality divergence opened; the
// explanation mentions it.
func (d *Divergence) runEnd(m int) { d.runLast = m }

func (a *Auditor) legalityDivergence(g *Game, rg *rules.Game, m int, class string, illegal, legal []int, forbids []map[int]rules.Forbidden, made []Divergence) Divergence {
	f := forbids[illegal[0]][m]
	d := Divergence{Kind: KindLegality, Class: class, Move: m, X: f.X, Y: f.Y, Pass: f.X < 0, runLast: m}
	d.reason = f.Reason
	d.mover = moverOf(g, m)
	d.Illegal = names(g, illegal)
	d.Legal = names(g, legal)
	d.Rulesets = names(g, mergeSorted(illegal, legal))
	d.Camps = []Camp{{Rulesets: d.Legal, Says: "legal"}, {Rulesets: d.Illegal, Says: "illegal"}}
	d.legalGroups = legalGroups(g, class, legal)
	if !a.opts.NoDiagrams {
		d.Before, d.Diagram = a.positionsAround(rg, m, made)
	}
	return d
}

// legalGroups describes the rules of the rulesets that allow the move,
// grouped by the parameter that decides it ("situational superko (aga,
// french)").
func legalGroups(g *Game, class string, legal []int) []string {
	var keys []string
	by := map[string][]string{}
	for _, i := range legal {
		rs := g.Verdicts[i].Ruleset
		k := koName(string(rs.Ko))
		if class == rules.RuleSuicide {
			k = suicideName(rs.Suicide)
		}
		if _, ok := by[k]; !ok {
			keys = append(keys, k)
		}
		by[k] = append(by[k], rs.Name)
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = fmt.Sprintf("%s (%s)", k, strings.Join(by[k], ", "))
	}
	return out
}

func legalitySentence(g *Game, d *Divergence) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s's %s at move %d", d.mover, pointLabel(g, d), d.Move)
	if r := d.reason; r != "" {
		// Some judges name the move themselves ("White at B4 prohibited
		// by ..."): the sentence already does.
		r = strings.TrimPrefix(r, d.mover+" at "+pointLabel(g, d)+" ")
		if strings.HasPrefix(r, "prohibited") || strings.HasPrefix(r, "forbidden") {
			r = "is " + r
		}
		if strings.HasPrefix(r, "suicide") {
			b.WriteString(" is a ")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(r)
	}
	fmt.Fprintf(&b, ": forbidden under %s (%s), allowed under %s",
		ruleName(d.Class), strings.Join(d.Illegal, ", "), joinAnd(d.legalGroups))
	if d.runLast > d.Move {
		fmt.Fprintf(&b, "; the same rule forbids moves up to move %d", d.runLast)
	}
	b.WriteString(".")
	return b.String()
}

func moverOf(g *Game, m int) string {
	if g.Record != nil && m >= 1 && m <= len(g.Record.Moves) {
		return colorName(color(g.Record.Moves[m-1].Color))
	}
	return "The player"
}

func colorName(c board.Color) string {
	switch c {
	case board.Black:
		return "Black"
	case board.White:
		return "White"
	}
	return "The player"
}

func pointLabel(g *Game, d *Divergence) string {
	if d.Pass || d.X < 0 {
		return "pass"
	}
	return board.PointName(d.X, d.Y, g.Record.Width, g.Record.Height)
}

func koName(k string) string {
	switch rules.KoRule(k) {
	case rules.KoSimple:
		return "basic ko"
	case rules.KoPositional:
		return "positional superko"
	case rules.KoSituational:
		return "situational superko"
	case rules.KoNaturalSituational:
		return "natural situational superko"
	case rules.KoSpight:
		return "Spight's superko"
	case rules.KoKeeDSSK:
		return "Kee's DSSK"
	case rules.KoIng:
		return "Ing's ko rules"
	}
	return k
}

func suicideName(s rules.SuicideRule) string {
	switch s {
	case rules.SuicideMulti:
		return "rules allowing multi-stone suicide"
	case rules.SuicideAny:
		return "rules allowing any suicide"
	}
	return "rules forbidding suicide"
}

// ruleName names the rule of a legality class for people.
func ruleName(rule string) string {
	switch rule {
	case rules.RuleSuicide:
		return "the suicide rule"
	case rules.RuleBasicKo:
		return "basic ko"
	case rules.RulePositional:
		return "positional superko"
	case rules.RuleSituational:
		return "situational superko"
	case rules.RuleNatural:
		return "natural situational superko"
	case rules.RuleSpight:
		return "Spight's superko"
	case rules.RuleKeeDSSK:
		return "Kee's DSSK"
	case rules.RuleIngKo:
		return "Ing's ko rules"
	}
	return rule
}

func joinAnd(s []string) string {
	switch len(s) {
	case 0:
		return "no ruleset"
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

func names(g *Game, idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = g.Verdicts[i].Ruleset.Name
	}
	return out
}

func mergeSorted(a, b []int) []int {
	out := append(append([]int(nil), a...), b...)
	sortInts(out)
	return out
}

func sortInts(s []int) { slices.Sort(s) }

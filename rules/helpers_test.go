package rules

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// handRulesets is RULES.md §2's catalogue, the parameters the replay reads,
// written by hand so that the engine's tests do not depend on the YAML.
func handRulesets() []Ruleset {
	row := func(name string, ko KoRule, cy CycleRule, sui SuicideRule, end EndRule) Ruleset {
		return Ruleset{Name: name, Ko: ko, Cycles: cy, Suicide: sui, End: end}
	}
	return []Ruleset{
		row("japanese", KoSimple, CyclesNoResult, SuicideNone, EndTwoPasses),
		row("korean", KoSimple, CyclesNoResult, SuicideNone, EndTwoPasses),
		row("chinese", KoPositional, CyclesForbidden, SuicideNone, EndTwoPasses),
		row("aga", KoSituational, CyclesForbidden, SuicideNone, EndWhitePassesLast),
		row("french", KoSituational, CyclesForbidden, SuicideNone, EndWhitePassesLast),
		row("bga", KoNaturalSituational, CyclesForbidden, SuicideNone, EndWhitePassesLast),
		row("bga-japanese", KoSimple, CyclesJigo, SuicideNone, EndTwoPasses),
		row("new-zealand", KoSituational, CyclesForbidden, SuicideMulti, EndTwoPasses),
		row("tromp-taylor", KoPositional, CyclesForbidden, SuicideMulti, EndTwoPasses),
		row("ing", KoIng, CyclesForbidden, SuicideMulti, EndTwoPasses),
		row("lasker-maas", KoPositional, CyclesForbidden, SuicideNone, EndTwoPhases),
		row("kee-v4", KoKeeDSSK, CyclesForbidden, SuicideNone, EndTwoRounds),
		row("citizendium", KoPositional, CyclesForbidden, SuicideNone, EndTwoPasses),
		row("spight", KoSpight, CyclesForbidden, SuicideNone, EndRepeatedPass),
	}
}

func handRuleset(t testing.TB, name string) Ruleset {
	t.Helper()
	for _, rs := range handRulesets() {
		if rs.Name == name {
			return rs
		}
	}
	t.Fatalf("no ruleset %q", name)
	return Ruleset{}
}

// gtp reads a GTP point name (A–T without I, row 1 at the bottom).
func gtp(t testing.TB, s string, h int) (x, y int) {
	t.Helper()
	s = strings.ToUpper(s)
	col := int(s[0] - 'A')
	if s[0] > 'I' {
		col--
	}
	row, err := strconv.Atoi(s[1:])
	if err != nil {
		t.Fatalf("bad point %q", s)
	}
	return col, h - row
}

// moves reads "B D5, W B4, W pass" into steps.
func moves(t testing.TB, h int, s string) []Step {
	t.Helper()
	var out []Step
	for _, m := range strings.Split(s, ",") {
		f := strings.Fields(m)
		if len(f) != 2 {
			t.Fatalf("bad move %q", m)
		}
		c := board.Black
		if f[0] == "W" {
			c = board.White
		}
		if strings.EqualFold(f[1], "pass") {
			out = append(out, Pass(c))
			continue
		}
		x, y := gtp(t, f[1], h)
		out = append(out, Play(c, x, y))
	}
	return out
}

// setupOf turns a diagram into setup stones.
func setupOf(p board.Position) []Stone {
	var s []Stone
	for i, c := range p.Stones {
		if c != board.Empty {
			s = append(s, Stone{X: i % p.W, Y: i / p.W, Color: c})
		}
	}
	return s
}

// gameOf builds a game from a diagram and moves.
func gameOf(t testing.TB, diagram, mv string) *Game {
	t.Helper()
	p := board.MustParsePosition(diagram)
	g := &Game{W: p.W, H: p.H, Setup: setupOf(p)}
	if mv != "" {
		g.Steps = moves(t, p.H, mv)
	}
	return g
}

func replayT(t testing.TB, g *Game, rs ...Ruleset) *Outcome {
	t.Helper()
	if len(rs) == 0 {
		rs = handRulesets()
	}
	out, err := Replay(g, rs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func outcomeOf(t testing.TB, out *Outcome, name string) RulesetOutcome {
	t.Helper()
	for _, o := range out.Rulesets {
		if o.Ruleset == name {
			return o
		}
	}
	t.Fatalf("no outcome for %q", name)
	return RulesetOutcome{}
}

// forbidden renders a ruleset's forbidden moves as "6:superko-positional ...".
func forbidden(o RulesetOutcome) string {
	var b []string
	for _, f := range o.Forbidden {
		b = append(b, fmt.Sprintf("%d:%s", f.Move, f.Rule))
	}
	return strings.Join(b, " ")
}

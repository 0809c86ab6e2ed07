package compare

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// TestScoresMatchReference runs the score-divergence stage against its
// reference copy (ref_scores, scorediff_ref_test.go: the stage before
// #17ch) on every game of the bestiary, fox_pro, ai_games,
// gnugo_regression and katago_inline_selfplay, with the dead stones from
// markup and with none, and with the komi assumed: the score divergences
// of each audited game (the games recycled one into the next, as the
// command does) equal the reference's, result by result, every field and
// every explanation's bytes.
func TestScoresMatchReference(t *testing.T) {
	dirs := []string{bestiaryDir}
	for _, c := range []string{"fox_pro", "ai_games", "gnugo_regression", "katago_inline_selfplay"} {
		dirs = append(dirs, shared.Path(t, "corpora", c))
	}
	for _, o := range []Options{{Dead: DeadMarkup}, {Dead: DeadNone}, {Dead: DeadMarkup, Komi: KomiMode("6.5")}} {
		a, err := NewAuditor(o)
		if err != nil {
			t.Fatal(err)
		}
		games, scored, divs := 0, 0, 0
		for in := range corpus.Inputs(dirs, corpus.Options{}) {
			c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
			if err != nil {
				continue
			}
			for k, rec := range c.Games {
				g := a.Audit(in.Source, rec)
				want := ref_scores(g, &a.game)
				var got []Divergence
				for _, d := range g.Divergences {
					if d.Kind == KindScore {
						got = append(got, d)
					}
				}
				games++
				if len(want) > 0 {
					scored++
					divs += len(want)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%+v: %s game %d: score divergences\n got %s\nwant %s", o, in.Source, k, dump(got), dump(want))
				}
				a.Recycle(g)
			}
		}
		t.Logf("%+v: %d games, %d with score divergences, %d divergences", o, games, scored, divs)
		if scored < 100 {
			t.Fatalf("%+v: only %d games with score divergences", o, scored)
		}
	}
}

func dump(ds []Divergence) string {
	s := ""
	for _, d := range ds {
		s += fmt.Sprintf("\n  %s %s %v terms=%v camps=", d.Class, d.Effect, d.Rulesets, d.Terms)
		for _, c := range d.Camps {
			s += fmt.Sprintf("{%s %g %v}", c.Says, *c.Margin, c.Rulesets)
		}
		s += "\n  " + d.Explanation
	}
	return s
}

// sideValues reads the components in components' order: each getter of
// the table gives the value at its index, on a side whose fields are all
// different.
func TestSideValuesFollowComponents(t *testing.T) {
	s := score.Side{Stones: 1, Territory: 2, Prisoners: 3, DeadStones: 4, PassStones: 5, HandicapBonus: 6, Komi: 7,
		Seki: 8, Dame: 9, GroupTax: 10, Teire: 11, Estimated: 12, PhaseTwo: 13, FilledDame: 14}
	vals := sideValues(&s)
	seen := map[float64]bool{}
	for i, c := range &components {
		if got := c.get(&s); vals[i] != got {
			t.Errorf("component %d (%s): sideValues gives %g, its getter %g", i, c.name, vals[i], got)
		}
		seen[vals[i]] = true
	}
	if len(seen) != len(components) {
		t.Errorf("the side's fields are not all different: %v", vals)
	}
}

// appendWhy writes what the reference's why returned, for every class
// (and one that is none), every ordered pair of the catalogue's rulesets
// (one of them KataGo's too), both signs of a share, negative and
// fractional komi and bonuses, and either end: some of these classes
// (prisoners between two territory rulesets, phases) occur in no corpus.
func TestAppendWhyMatchesReference(t *testing.T) {
	cat := rules.Catalogue()
	kg := cat[0]
	kg.Name, kg.KataGo = "katago-x", &rules.KataGo{Scoring: "TERRITORY"}
	cat = append(cat, kg)
	classes := append([]string{"no-such-class"}, Classes...)
	n := 0
	for i := range cat {
		for j := range cat {
			a := &Verdict{Ruleset: cat[i], Komi: -0.5, End: rules.EndPasses, Score: &score.Result{}}
			b := &Verdict{Ruleset: cat[j], Komi: 7.25, End: rules.EndResignation, Score: &score.Result{}}
			a.Score.White.HandicapBonus, b.Score.White.HandicapBonus = 2, 0
			b.Score.Black.HandicapBonus = 1.5
			a.in.Passes = [3]int{0, 2, 1}
			a.in.LastPass = board.Black
			if (i+j)%2 == 0 {
				b.End = rules.EndPasses
			}
			for _, c := range classes {
				for _, pts := range []float64{1, -1, 0.5} {
					sh := share{class: c, pts: pts}
					want := ref_why(ref_share{class: c, pts: pts}, a, b)
					if got := string(appendWhy([]byte("x"), sh, a, b)); got != "x"+want {
						t.Fatalf("%s, %s, %s %g:\n got %q\nwant %q", cat[i].Name, cat[j].Name, c, pts, got, "x"+want)
					}
					n++
				}
			}
		}
	}
	t.Logf("%d reasons", n)
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestOwedBound checks the bound read both ways once findKoSeki has
// found no double-ko seki (owedWithin, owedLevel: the points owed as
// each side's least charge) on every chain toggled of the final
// positions of fox_pro and ai_games and of the KGS and seki positions,
// under Japanese rules (seki eyes charged) and with seki eyes counted
// (the margin then known exactly once the points owed are): asked for
// the margin Score gives, ScoreReaching counts it, to the last point;
// at margins around it, every count it makes is made alike with the
// bound off, and it cuts some that the bound off does not.
func TestOwedBound(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on two corpora")
	}
	var inputs []score.Input
	for _, c := range []string{"fox_pro", "ai_games"} {
		for _, r := range scoredGames(t, shared.Path(t, "corpora", c)) {
			inputs = append(inputs, r.in)
		}
	}
	inputs = append(inputs, reachingInputs(t)...)
	counted := japanese
	counted.Name, counted.Seki = "japanese, seki eyes counted", rules.SekiCounted
	var asked, cut int
	more := map[string]int{}
	for _, in := range inputs {
		for alt := range chainToggles(in) {
			for _, rs := range []rules.Ruleset{japanese, counted} {
				want := score.Score(alt, rs)
				for _, d := range []float64{0, -2, -1, 1, 2} {
					m := want.Margin + d
					got, ok := score.ScoreReaching(alt, rs, m)
					if d == 0 && (!ok || !reflect.DeepEqual(got, want)) {
						t.Fatalf("%v dead %v under %s: its own margin %v cut (%v) or counted otherwise", alt.Position, alt.Dead, rs.Name, m, !ok)
					}
					restore := score.SetOwedBound(false)
					slow, slowOK := score.ScoreReaching(alt, rs, m)
					restore()
					if ok && (!slowOK || !reflect.DeepEqual(got, slow)) {
						t.Fatalf("%v dead %v under %s, margin %v: counted with the owed bound, not without, or otherwise", alt.Position, alt.Dead, rs.Name, m)
					}
					asked++
					if !ok && slowOK {
						cut++
						more[rs.Name]++
					}
				}
			}
		}
	}
	t.Logf("%d margins asked, %d more cut by the owed bound (%v)", asked, cut, more)
	if more[japanese.Name] == 0 || more[counted.Name] == 0 {
		t.Errorf("the owed bound cut nothing more under one of the rulesets: %v", more)
	}
}

package compare

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// resultCampsRef is resultCamps as it was: a map from result to camp and
// an append per name.
func resultCampsRef(g *Game, idx []int) []Camp {
	var camps []Camp
	at := map[string]int{}
	for _, i := range idx {
		v := &g.Verdicts[i]
		k, ok := at[v.Result]
		if !ok {
			k = len(camps)
			at[v.Result] = k
			m := *v.Margin
			camps = append(camps, Camp{Says: v.Result, Margin: &m})
		}
		camps[k].Rulesets = append(camps[k].Rulesets, v.Ruleset.Name)
	}
	return camps
}

// resultCampsIn (with campIDs' numbering) gives the reference's camps on random games (up to 40
// verdicts, a few results, any subset in any order), and a camp's list
// of names grows without writing over the next camp's.
func TestResultCampsMatchAMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		n := 1 + rng.IntN(40)
		g := &Game{Verdicts: make([]Verdict, n)}
		for i := range g.Verdicts {
			m := float64(rng.IntN(4)) - 1.5
			g.Verdicts[i] = Verdict{Ruleset: rules.Ruleset{Name: "r" + strconv.Itoa(i)}, Result: "B+" + strconv.FormatFloat(m, 'f', 1, 64), Margin: &m, Score: &score.Result{}}
		}
		idx := rng.Perm(n)[:1+rng.IntN(n)]
		campOf, ncamps := campIDs(g.Verdicts, nil)
		got, want := resultCampsIn(g, idx, campOf, ncamps, make([]string, len(idx)), nil), resultCampsRef(g, idx)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("idx %v:\n got %+v\nwant %+v", idx, got, want)
		}
		if len(got) > 1 {
			next := got[1].Rulesets[0]
			got[0].Rulesets = append(got[0].Rulesets, "added")
			if got[1].Rulesets[0] != next {
				t.Fatal("appending to a camp's names wrote over the next camp's")
			}
		}
	}
}

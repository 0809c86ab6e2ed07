package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestLazyStandsIsExact analyses every marked corpus position (each with
// its first sixty chains' status toggled), counts it under every ruleset
// of the catalogue and then reads its doubts, as the audit does, and
// reviews its doubts as the estimator does, with the position as it
// stands played out by owe at once and only when the doubts ask for it
// (lazyStands): the same counts and doubts.
func TestLazyStandsIsExact(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with every chain toggled")
	}
	type reading struct {
		counts         []score.Result
		doubts, review []score.Doubt
	}
	read := func(in score.Input) reading {
		an := score.Analyse(in)
		defer an.Release()
		var r reading
		for _, rs := range rules.Catalogue() {
			r.counts = append(r.counts, an.Score(rs))
		}
		r.doubts = an.Doubts()
		r.review = score.ReviewDoubts(in)
		return r
	}
	positions, doubted := 0, 0
	for _, in := range markedCorpusInputs(t) {
		for _, alt := range toggled(in) {
			restore := score.SetLazyStands(false)
			eager := read(alt)
			restore()
			lazy := read(alt)
			if !reflect.DeepEqual(eager, lazy) {
				t.Fatalf("position %d: the counts or doubts differ with the position as it stands played out lazily", positions)
			}
			positions++
			if len(lazy.doubts)+len(lazy.review) > 0 {
				doubted++
			}
		}
	}
	if doubted == 0 {
		t.Fatal("no doubt met")
	}
	t.Logf("%d positions, %d with doubts", positions, doubted)
}

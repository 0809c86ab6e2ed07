package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestDistMemo: Ing's nearest-stone distances copied from the last ones
// of the same stones (distMemo) are those a scan gives. Every fourth corpus
// position, as marked and with its first three chains toggled, is
// counted under Ing's rules and an area ruleset with every copy compared
// with a fresh scan (SetCheckDistMemo), and the counts are the same
// with the copies off.
func TestDistMemo(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	var ing rules.Ruleset
	for _, rs := range rules.Catalogue() {
		if rs.Scoring == rules.ScoringIng {
			ing = rs
			break
		}
	}
	if ing.Name == "" {
		t.Fatal("no Ing ruleset in the catalogue")
	}
	defer score.SetCheckDistMemo(true)()
	before, counts := score.CheckedDists(), 0
	for k, in := range corpusInputs(t) {
		if k%4 != 0 {
			continue // every fourth: the package's tests run under ten minutes on a busy machine
		}
		alts := toggled(in)
		for _, alt := range append([]score.Input{in}, alts[:min(3, len(alts))]...) {
			for _, rs := range []rules.Ruleset{ing, chinese} {
				on := score.Score(alt, rs)
				restore := score.SetDistMemo(false)
				off := score.Score(alt, rs)
				restore()
				if !reflect.DeepEqual(on, off) {
					t.Fatalf("%s: %s with the memo, %s without", rs.Name, on, off)
				}
				counts++
			}
		}
	}
	checked := score.CheckedDists() - before
	t.Logf("%d counts, %d distances copied and compared", counts, checked)
	if checked < 1000 {
		t.Errorf("%d distances copied: the positions test little", checked)
	}
}

package compare

import (
	"reflect"
	"testing"
)

// An auditor that recycles each game before the next gives every game the
// same verdicts as a fresh auditor does, and a recycled game gives up its
// verdicts: the next game's must not show through it.
func TestRecycleKeepsVerdicts(t *testing.T) {
	recycling, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var prev *Game
	games := 0
	for k, rec := range bestiaryGames(t) {
		fresh, err := NewAuditor(Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := fresh.Audit("bestiary", rec)
		recycling.Recycle(prev)
		if prev != nil && prev.Verdicts != nil {
			t.Fatal("a recycled game kept its verdicts")
		}
		got := recycling.Audit("bestiary", rec)
		if !reflect.DeepEqual(got.Verdicts, want.Verdicts) || !reflect.DeepEqual(got.Divergences, want.Divergences) {
			t.Errorf("bestiary game %d (in file order): verdicts or divergences differ after recycling", k)
		}
		prev = got
		games++
	}
	if games < 5 {
		t.Fatalf("only %d games audited", games)
	}
}

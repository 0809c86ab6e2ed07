package rules

import (
	"reflect"
	"testing"
)

// ReplayInto must give, game after game into one Outcome, exactly what a
// fresh Replay gives, while reusing the memory of the previous outcome.
func TestReplayIntoEqualsReplay(t *testing.T) {
	games := append(randomLegalGames(6, 19, 250), randomLegalGames(6, 9, 60)...)
	for i, g := range games[:4] { // records that just stop: other tallies
		g.Steps = g.Steps[:len(g.Steps)-2-i]
	}
	rs := Catalogue()
	fresh, err := NewReplayer(rs)
	if err != nil {
		t.Fatal(err)
	}
	reusing, _ := NewReplayer(rs)
	var out Outcome
	reused := 0
	for n, g := range games {
		want, err := fresh.Replay(g)
		if err != nil {
			t.Fatal(err)
		}
		before := out.Rulesets[:cap(out.Rulesets)]
		if err := reusing.ReplayInto(g, &out); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(&out, want) {
			t.Fatalf("game %d: ReplayInto\n%+v\nReplay\n%+v", n, out, *want)
		}
		if len(before) > 0 && &before[0] == &out.Rulesets[0] {
			reused++
		}
	}
	if reused != len(games)-1 {
		t.Errorf("the rulesets' memory was reused in %d of %d replays", reused, len(games)-1)
	}
}

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

// The replay writes each ruleset's outcome in place (rsState.out points
// into out.Rulesets while ReplayInto runs): replaying into another
// Outcome must leave an earlier one as it was, and the Replayer must keep
// no pointer into an outcome once ReplayInto returns.
func TestReplayIntoLeavesEarlierOutcomes(t *testing.T) {
	games := randomLegalGames(4, 9, 60)
	rs := Catalogue()
	r, err := NewReplayer(rs)
	if err != nil {
		t.Fatal(err)
	}
	outs := make([]Outcome, len(games))
	for i, g := range games {
		if err := r.ReplayInto(g, &outs[i]); err != nil {
			t.Fatal(err)
		}
		for k := range r.states {
			if r.states[k].out != nil {
				t.Fatalf("game %d: ruleset %s: the Replayer still points into the outcome", i, r.states[k].rs.Name)
			}
		}
	}
	for i, g := range games {
		want, err := Replay(g, rs)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(&outs[i], want) {
			t.Fatalf("game %d's outcome changed after later replays:\n%+v\nwant\n%+v", i, outs[i], *want)
		}
	}
}

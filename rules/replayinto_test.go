package rules

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// ReplayInto must give, game after game into one Outcome, exactly what a
// fresh Replay gives, while reusing the memory of the previous outcome.
func TestReplayIntoEqualsReplay(t *testing.T) {
	games := append(randomLegalGames(6, 19, 250), randomLegalGames(6, 9, 60)...)
	for i, g := range games[:4] { // records that just stop: other tallies
		g.Steps = g.Steps[:len(g.Steps)-2-i]
	}
	// Between them, games that break the rules (suicides, ko retakes,
	// repetitions, passes in the middle): forbidden moves and ends that
	// differ from one game to the next, which an outcome reused without
	// its reset would carry over.
	var mixed []*Game
	for i, g := range randomWildGames(len(games), 5, 80) {
		mixed = append(mixed, g, games[i])
	}
	games = mixed
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

// randomWildGames makes n games of moves random steps on size×size: plays
// on any empty point (suicides, ko retakes and repeated positions
// included) and a pass one step in eight.
func randomWildGames(n, size, moves int) []*Game {
	rng := rand.New(rand.NewPCG(5, 5))
	games := make([]*Game, n)
	for i := range games {
		var b board.Board
		b.Reset(size, size)
		g := &Game{W: size, H: size}
		c := board.Black
		for len(g.Steps) < moves {
			x, y := rng.IntN(size), rng.IntN(size)
			switch {
			case rng.IntN(8) == 0:
				g.Steps = append(g.Steps, Pass(c))
			case b.At(x, y) == board.Empty:
				b.Play(x, y, c)
				g.Steps = append(g.Steps, Play(c, x, y))
			default:
				continue
			}
			c = c.Opponent()
		}
		games[i] = g
	}
	return games
}

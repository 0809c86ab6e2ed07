package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// decideSeki works out whether the groups beside a candidate shared
// liberty live on their own per closed board and colour, at the first
// question (ownLifeOn). On the final positions of fox_pro and ai_games,
// each with every chain's status changed in turn (the counts the result
// check's explanations make), the count must be the one made with every
// board and colour worked out first.
func TestOwnLifeLazyIsEager(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on two corpora, twice")
	}
	var games []record
	for _, c := range []string{"fox_pro", "ai_games"} {
		games = append(games, scoredGames(t, shared.Path(t, "corpora", c))...)
	}
	if len(games) == 0 {
		t.Fatal("no finished game")
	}
	var failed string
	defer score.CheckOwnLife(func(msg string) { failed = msg })()
	counts := 0
	for _, r := range games {
		in := r.in
		p := in.Position
		in.Dead, in.DeadMethod = score.DeadFromMarkup(p, r.tb, r.tw), score.DeadMarkup
		for alt := range chainToggles(in) {
			lazy := score.Score(alt, japanese)
			restore := score.SetEagerOwnLife(true)
			eager := score.Score(alt, japanese)
			restore()
			if failed != "" {
				t.Fatalf("%s: %s", r.name, failed)
			}
			if !reflect.DeepEqual(lazy, eager) {
				t.Fatalf("%s: counted %v lazily, %v with every board worked out first", r.name, lazy.Margin, eager.Margin)
			}
			counts++
		}
	}
	t.Logf("%d games, %d counts", len(games), counts)
}

// chainToggles yields in with each chain's status changed in turn: a
// living chain marked dead, a dead one alive.
func chainToggles(in score.Input) func(yield func(score.Input) bool) {
	return func(yield func(score.Input) bool) {
		p := in.Position
		dead := make([]bool, len(p.Stones))
		for _, i := range in.Dead {
			dead[i] = true
		}
		seen := make([]bool, len(p.Stones))
		for i, c := range p.Stones {
			if c == board.Empty || seen[i] {
				continue
			}
			chain, _ := p.Chain(i)
			var toggled []int
			for _, j := range in.Dead {
				if !dead[i] || !containsInt(chain, j) {
					toggled = append(toggled, j)
				}
			}
			for _, j := range chain {
				seen[j] = true
				if !dead[i] {
					toggled = append(toggled, j)
				}
			}
			alt := in
			alt.Dead = toggled
			if !yield(alt) {
				return
			}
		}
	}
}

func containsInt(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// scoredGames returns the games under dir (recursively) with a numeric
// RE, replayed, in path order.
func scoredGames(tb testing.TB, dir string) []record {
	tb.Helper()
	var out []record
	eachCollection(tb, dir, func(path string, coll *sgfio.Collection) {
		for _, g := range coll.Games {
			if g.Result.Kind != sgfio.ResultScore {
				continue
			}
			if r, err := replay(path, g); err == nil {
				out = append(out, r)
			}
		}
	})
	return out
}

// The eye-space readings an analysis remembers (eyeSeen) change no
// count: every chain toggled on the scored games of fox_pro and ai_games
// counts the same with every eye space read afresh.
func TestEyeMemoIsExact(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on two corpora, twice")
	}
	var games []record
	for _, c := range []string{"fox_pro", "ai_games"} {
		games = append(games, scoredGames(t, shared.Path(t, "corpora", c))...)
	}
	counts := 0
	for _, r := range games {
		in := r.in
		in.Dead, in.DeadMethod = score.DeadFromMarkup(in.Position, r.tb, r.tw), score.DeadMarkup
		for alt := range chainToggles(in) {
			remembered := score.Score(alt, japanese)
			restore := score.SetEyeMemo(false)
			fresh := score.Score(alt, japanese)
			restore()
			if !reflect.DeepEqual(remembered, fresh) {
				t.Fatalf("%s: counted %v with the readings remembered, %v read afresh", r.name, remembered.Margin, fresh.Margin)
			}
			counts++
		}
	}
	t.Logf("%d games, %d counts", len(games), counts)
}

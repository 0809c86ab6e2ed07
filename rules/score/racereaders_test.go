package score_test

import (
	"reflect"
	"sync"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
)

// TestRaceReadersShared counts the scored games of fox_pro and
// ai_games, as marked and with chains toggled (every third input), with
// the race memory off so that every fight is searched: once with a new
// race reader for each findKoSeki, and once on four goroutines sharing
// the readers (raceReaders), each count in turn on a reader another
// goroutine's count used last. The same results: a reader carries
// nothing from one findKoSeki to the next, and no two hold one at once
// (run with -race; a reader given back but kept by its analysis fails
// both ways).
func TestRaceReadersShared(t *testing.T) {
	if testing.Short() {
		t.Skip("counts chains toggled on the corpora")
	}
	var games []record
	for _, c := range []string{"fox_pro", "ai_games"} {
		games = append(games, scoredGames(t, shared.Path(t, "corpora", c))...)
	}
	var inputs []score.Input
	k := 0
	for _, in := range markedAndToggled(games) {
		if k++; k%3 == 0 {
			inputs = append(inputs, in)
		}
	}
	want := make([]score.Result, len(inputs))
	score.WithRaceReaders(true, func() {
		for i, in := range inputs {
			want[i] = score.Score(in, japanese)
		}
	})
	got := make([]score.Result, len(inputs))
	score.WithRaceReaders(false, func() {
		const workers = 4
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := w; i < len(inputs); i += workers {
					got[i] = score.Score(inputs[i], japanese)
				}
			}()
		}
		wg.Wait()
	})
	for i := range inputs {
		if !reflect.DeepEqual(want[i], got[i]) {
			t.Fatalf("input %d: %v with a new reader each time, %v with the shared ones", i, want[i], got[i])
		}
	}
	t.Logf("%d counts", len(inputs))
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
)

// TestOwnLifeShortcutsAreExact counts every chain toggled on the scored
// games of fox_pro and ai_games with neither of decideSeki's shortcuts,
// with besideLoneGroup asking first about the colours already worked out
// (askKnownFirst), and with the answers read from the chains the
// hypothetical stones take (takenFirst) too, and with ownLifeRoots
// leaving out the colours whose groups are in seki whole (seekWhole):
// the same counts, with fewer
// own-life boards worked out at each step. (TestOwnLifeLazyIsEager
// compares the lazy reading, shortcuts on, with every board worked out
// first.)
func TestOwnLifeShortcutsAreExact(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on two corpora, twice")
	}
	var games []record
	for _, c := range []string{"fox_pro", "ai_games"} {
		games = append(games, scoredGames(t, shared.Path(t, "corpora", c))...)
	}
	var inputs []score.Input
	for _, in := range markedAndToggled(games) {
		inputs = append(inputs, in)
	}
	var results [4][]score.Result
	var boards [4]int
	for k, on := range [4][3]bool{{false, false, false}, {true, false, false}, {true, true, false}, {true, true, true}} {
		restore, worked := score.SetOwnLifeShortcuts(on[0], on[1], on[2])
		for _, in := range inputs {
			results[k] = append(results[k], score.Score(in, japanese))
		}
		boards[k] = worked()
		restore()
	}
	for k := 1; k < 4; k++ {
		for i := range inputs {
			if !reflect.DeepEqual(results[0][i], results[k][i]) {
				t.Fatalf("count %d: shortcuts off and on (step %d) differ:\n%+v\n%+v", i, k, results[0][i], results[k][i])
			}
		}
		if boards[k] >= boards[k-1] {
			t.Fatalf("own-life boards %v: step %d spared none", boards, k)
		}
	}
	t.Logf("%d counts, own-life boards %d -> %d (known first) -> %d (taken) -> %d (whole)", len(inputs), boards[0], boards[1], boards[2], boards[3])
}

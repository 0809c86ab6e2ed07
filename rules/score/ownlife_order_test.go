package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
)

// TestAskKnownFirstIsExact counts every chain toggled on the scored
// games of fox_pro and ai_games with besideLoneGroup asking first about
// the colours already worked out (askKnownFirst) and in the stones'
// order: the same counts, with fewer own-life boards worked out.
// (TestOwnLifeLazyIsEager compares the lazy reading, in this order,
// with every board worked out first.)
func TestAskKnownFirstIsExact(t *testing.T) {
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
	var results [2][]score.Result
	var boards [2]int
	for k, on := range []bool{false, true} {
		restore, worked := score.SetAskKnownFirst(on)
		for _, in := range inputs {
			results[k] = append(results[k], score.Score(in, japanese))
		}
		boards[k] = worked()
		restore()
	}
	for i := range inputs {
		if !reflect.DeepEqual(results[0][i], results[1][i]) {
			t.Fatalf("count %d: %v in the stones' order, %v known first", i, results[0][i].Margin, results[1][i].Margin)
		}
	}
	if boards[1] >= boards[0] {
		t.Fatalf("%d own-life boards known first, %d in order: none spared", boards[1], boards[0])
	}
	t.Logf("%d counts, own-life boards %d -> %d", len(inputs), boards[0], boards[1])
}

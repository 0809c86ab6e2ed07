package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
)

// TestRaceLaterIsExact counts the scored games of fox_pro, ai_games and
// the GNU Go games, as marked and with every chain's status changed in
// turn (the counts the result check's explanations make), with the race
// readings won with one play deferred (racelater.go) and with every
// reading searched at once: the same results, and in every findKoSeki
// the same double-ko seki and the same budget once every reading is
// charged (the deferred answers checked against a search).
func TestRaceLaterIsExact(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on the corpora")
	}
	var games []record
	for _, c := range []string{"fox_pro", "ai_games", "gnugo_regression"} {
		games = append(games, scoredGames(t, shared.Path(t, "corpora", c))...)
	}
	var names []string
	var inputs []score.Input
	for name, in := range markedAndToggled(games) {
		names, inputs = append(names, name), append(inputs, in)
	}
	var results [2][]score.Result
	var logs [2][]string
	cut, wrong, settled := 0, 0, 0
	for k, on := range []bool{false, true} {
		logs[k], cut, wrong, settled = score.KoSekiLog(on, func() {
			for _, in := range inputs {
				results[k] = append(results[k], score.Score(in, japanese))
			}
		})
	}
	if wrong > 0 {
		t.Fatalf("%d deferred readings searched to another outcome", wrong)
	}
	for i := range inputs {
		if !reflect.DeepEqual(results[0][i], results[1][i]) {
			t.Fatalf("%s: the count differs with the readings deferred", names[i])
		}
	}
	if !reflect.DeepEqual(logs[0], logs[1]) {
		for i := range min(len(logs[0]), len(logs[1])) {
			if logs[0][i] != logs[1][i] {
				t.Fatalf("findKoSeki %d: %s, deferred %s", i, logs[0][i], logs[1][i])
			}
		}
		t.Fatalf("%d findKoSeki read, %d deferred", len(logs[0]), len(logs[1]))
	}
	if cut == 0 || settled == 0 {
		t.Fatalf("%d readings deferred to the end, %d searched later: some case never met", cut, settled)
	}
	t.Logf("%d counts, %d findKoSeki read, %d readings never searched, %d searched later", len(inputs), len(logs[0]), cut, settled)
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/score"
)

// The race reader searches the tree its reference (raceRef: the search
// before #17r cut its cost per node) searches, position for position:
// on the scored games of every corpus, each counted as marked and with
// every chain's status changed in turn (the counts the result check's
// explanations make), every reading gives the reference's outcome after
// the reference's node count, under its own limit and under smaller ones
// (the budget left and the unread fallback hang on those counts).
func TestRaceReaderIsRef(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on every corpus")
	}
	var failed string
	restore, counted := score.CheckRaceReads(func(msg string) {
		if failed == "" {
			failed = msg
		}
	})
	defer restore()
	var games []record
	for _, c := range []string{"fox_pro", "ai_games", "gnugo_regression", "katago_inline_selfplay"} {
		games = append(games, scoredGames(t, shared.Path(t, "corpora", c))...)
	}
	for name, in := range markedAndToggled(games) {
		score.Score(in, japanese)
		if failed != "" {
			t.Fatalf("%s: %s", name, failed)
		}
	}
	readings, nodes := counted()
	if readings == 0 {
		t.Fatal("no race reading")
	}
	t.Logf("%d games, %d readings compared, %d nodes", len(games), readings, nodes)
}

// BenchmarkRaceRead searches afresh the race readings of fox_pro and
// ai_games' scored games, each counted as marked and with every chain's
// status changed in turn (each distinct reading once): the race reader's
// cost per node.
func BenchmarkRaceRead(b *testing.B) {
	var games []record
	for _, c := range []string{"fox_pro", "ai_games"} {
		games = append(games, scoredGames(b, shared.Path(b, "corpora", c))...)
	}
	readAll := score.RaceReadings(func() {
		for _, in := range markedAndToggled(games) {
			score.Score(in, japanese)
		}
	})
	b.ResetTimer()
	nodes := 0
	for range b.N {
		nodes += readAll()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// markedAndToggled yields each game's final position with its dead
// stones as marked, then with every chain's status changed in turn
// (chainToggles), each with the game's name.
func markedAndToggled(games []record) func(yield func(string, score.Input) bool) {
	return func(yield func(string, score.Input) bool) {
		for _, r := range games {
			in := r.in
			in.Dead, in.DeadMethod = score.DeadFromMarkup(in.Position, r.tb, r.tw), score.DeadMarkup
			if !yield(r.name, in) {
				return
			}
			for alt := range chainToggles(in) {
				if !yield(r.name, alt) {
					return
				}
			}
		}
	}
}

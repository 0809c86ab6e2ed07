package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestFillDameEarlyStopCorpus: on the final position of every game of
// every corpus (each game that parses and replays), with no stone dead
// and with the dead stones of its markup, fillDame's fills from either
// colour under chinese are the whole board and counts of fillDameFull
// (every dame tried at every turn, every chain flooded): the test mode
// panics on any difference.
func TestFillDameEarlyStopCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("fills every corpus position")
	}
	inputs := corpusInputs(t)
	defer score.SetCheckFillDame(true)()
	filled := 0
	for _, in := range inputs {
		for _, from := range []board.Color{board.Black, board.White} {
			in.FillFrom = from
			r := score.Score(in, chinese)
			filled += r.Counts.Filled[board.Black] + r.Counts.Filled[board.White]
		}
	}
	checked := score.CheckedFillDame()
	t.Logf("%d positions, %d fillings compared, %d dame filled", len(inputs), checked, filled)
	if checked < 2*len(inputs) || len(inputs) < 7000 || filled < 100000 {
		t.Errorf("%d fillings compared, %d dame filled: the positions test little", checked, filled)
	}
}

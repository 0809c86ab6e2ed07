package score_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
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
	var inputs []score.Input
	root := shared.Path(t, "corpora")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(strings.ToLower(path), ".sgf") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		coll, err := sgfio.Parse(data)
		if err != nil {
			return nil // the parser's own tests hold broken files
		}
		for _, g := range coll.Games {
			r, err := replay(path, g)
			if err != nil || r.in.Position.W == 0 {
				continue
			}
			in := r.in
			inputs = append(inputs, in) // no stone dead
			if len(r.tb)+len(r.tw) > 0 {
				in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
				in.DeadMethod = score.DeadMarkup
				inputs = append(inputs, in)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
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

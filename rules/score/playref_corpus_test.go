package score_test

import (
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestPlayIsPlayRefCorpus is TestPlayIsPlayRef from real positions: from
// the final position of every 40th game of the corpora (fox_pro,
// ai_games, GNU Go's games), with its dead stones as marked taken off
// when it has markup, and from GNU Go's seki_score.sgf, a random game is
// played on a board with play and on one with playRef (the former code),
// on the estimator's board and on the dame fillings' (chainsOnly), and
// the two boards compared after every move (stones, chains, liberty
// records, atari list, ko).
func TestPlayIsPlayRefCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("plays random games from a sample of the corpora's positions")
	}
	var starts []board.Position
	for k, in := range corpusInputs(t) {
		if k%40 != 0 {
			continue
		}
		p := in.Position
		p.Stones = append([]board.Color(nil), p.Stones...)
		for _, i := range in.Dead {
			p.Stones[i] = board.Empty
		}
		starts = append(starts, p)
	}
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	starts = append(starts, setupPosition(t, filepath.Join(dir, "seki_score.sgf")))
	for k, p := range starts {
		for _, chainsOnly := range []bool{false, true} {
			score.PlayBothWays(t, p, uint64(k+1), board.Color(1+k%2), chainsOnly)
		}
	}
	t.Logf("%d positions, %d games played both ways", len(starts), 2*len(starts))
	if len(starts) < 150 {
		t.Errorf("%d positions: the corpora test little", len(starts))
	}
}

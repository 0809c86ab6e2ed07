package score_test

import (
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestWalkChainIsRef: every walk of playOut (walkChain) lists the same
// stones in the same order, counts the same liberties, names the same
// one and leaves the same marks, visit stamps and liberty edges as
// walkChainRef, the former code, walked from the same state (the test
// mode panics at a difference), on real positions: the final position of
// every fourth game of the corpora (fox_pro, ai_games, GNU Go's games),
// each with its first eight chain toggles, and GNU Go's seki_score.sgf
// with every chain toggled, counted under japanese and chinese.
func TestWalkChainIsRef(t *testing.T) {
	if testing.Short() {
		t.Skip("counts a sample of the corpora's positions with chains toggled")
	}
	defer score.SetCheckWalk(true)()
	count := func(in score.Input) {
		for _, rs := range []rules.Ruleset{japanese, chinese} {
			score.Score(in, rs)
		}
	}
	sampled := eachSampledToggle(t, 8, count)
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	seki := score.Input{Position: setupPosition(t, filepath.Join(dir, "seki_score.sgf")), DeadMethod: score.DeadMarkup, Komi: 6.5}
	for _, alt := range toggled(seki) {
		count(alt)
	}
	walks, long := score.CheckedWalks()
	t.Logf("%d positions sampled, %d walks compared, %d of more than one stone", sampled, walks, long)
	if walks < 100000 || long < 20000 {
		t.Errorf("%d walks compared, %d of more than one stone: the positions test little", walks, long)
	}
}

package score_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestBuildForCorpus: every eyeGraph the J89 analysis builds (the
// played-out boards' graphs, lifeGraph, and the one-colour graphs of
// ownLifeOn) is also built by the flooding reference (buildRef) and
// compared field by field; any difference panics. The positions are
// every finished, marked game of the corpora the audit reads (fox_pro,
// ai_games) and of the GNU Go regression games, and the seki exotics,
// each also with its first sixty chains' status toggled in turn as
// compare's result check does, counted under every ruleset of the
// catalogue (those of the J89 analysis read the graphs), with
// decideSeki's shortcuts off (askKnownFirst, takenFirst, seekWhole), so
// that every own-life board it can ask for is built.
func TestBuildForCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with every chain toggled")
	}
	defer score.SetCheckBuild(true)()
	// decideSeki's shortcuts off: every own-life board is built
	restore, _ := score.SetOwnLifeShortcuts(false, false, false)
	defer restore()
	inputs := markedCorpusInputs(t)
	for _, in := range inputs {
		alts := toggled(in)
		for _, alt := range alts {
			for _, rs := range rules.Catalogue() {
				score.Score(alt, rs)
			}
		}
	}
	all, one := score.CheckedBuilds()
	t.Logf("%d positions, %d graphs of every colour and %d of one colour compared", len(inputs), all, one)
	if all < 5000 || one < 10000 {
		t.Errorf("%d graphs of every colour and %d of one compared: the positions test little", all, one)
	}
}

// markedCorpusInputs are the positions the corpus checks of the readers
// and the fills walk: every finished game of the corpora the audit reads
// (fox_pro, ai_games) and of the GNU Go regression games, with its dead
// stones as marked, then GNU Go's seki exotics as set up.
func markedCorpusInputs(t *testing.T) []score.Input {
	var inputs []score.Input
	for _, dir := range [][]string{{"fox_pro"}, {"ai_games"}, {"gnugo_regression", "games"}} {
		for _, r := range finishedGames(t, shared.Path(t, append([]string{"corpora"}, dir...)...)) {
			in := r.in
			in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
			in.DeadMethod = score.DeadMarkup
			inputs = append(inputs, in)
		}
	}
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	files, _ := os.ReadDir(dir)
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".sgf") {
			inputs = append(inputs, score.Input{Position: setupPosition(t, filepath.Join(dir, f.Name()))})
		}
	}
	return inputs
}

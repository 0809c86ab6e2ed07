package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestWorkChains: the dame fillings (closed boards, findSeki's trials,
// fillDame) read liberties from chains kept as the fills are played
// (workchains.go). In the test mode every safeFill question of the
// closed boards and the trials is also answered by the walking safeFill
// on the same board, and the kept chains are checked against a flood
// after every fill: any difference panics (fillDame's fills are checked
// by TestFillDameEarlyStop, against flooding every chain). The
// positions are every finished, marked game of the corpora the audit
// reads (fox_pro, ai_games) and of the GNU Go regression games, and the
// seki exotics, each also with its first twelve chains' status toggled
// in turn as compare's result check does (toggled), counted under a
// territory, an area and a configuration (literal) ruleset.
func TestWorkChains(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with every chain toggled")
	}
	defer score.SetCheckWorkChains(true)()
	inputs := markedCorpusInputs(t)
	rss := []rules.Ruleset{japanese, chinese}
	for _, rs := range rules.Catalogue() {
		if rs.Scoring == rules.ScoringConfiguration {
			rss = append(rss, rs)
			break
		}
	}
	if len(rss) < 3 {
		t.Fatal("no configuration ruleset in the catalogue")
	}
	counts := 0
	for _, in := range inputs {
		for _, alt := range toggled(in)[:min(13, len(toggled(in)))] {
			for _, rs := range rss {
				score.Score(alt, rs)
				counts++
			}
		}
	}
	fills, hane := score.CheckedFills()
	t.Logf("%d positions, %d counts, %d fills compared, %d of them asking the hane-seki question", len(inputs), counts, fills, hane)
	if fills < 50000 || hane < 3000 {
		t.Errorf("%d fills compared, %d asking the hane-seki question: the positions test little", fills, hane)
	}
}

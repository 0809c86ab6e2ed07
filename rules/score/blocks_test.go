package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestBlocksFromLabel: findBlocks joins label's chains and owned regions
// with a union-find instead of flooding point by point (analysis.go). In
// the test mode every findBlocks is compared with the flood (every
// point's block id and every block's figures, SetCheckBlocks). The
// positions: every corpus game's final position (as marked, and with no
// stone dead), each also with its first two chains toggled, counted
// under stone counting (Chinese rules with the group tax: blocks
// always) and a
// territory and an area one (blocks when there is a seki).
func TestBlocksFromLabel(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	rss := []rules.Ruleset{japanese, chinese, variant(chinese, rules.ScoringStone, rules.SekiCounted)}
	defer score.SetCheckBlocks(true)()
	before := score.CheckedBlocks()
	for _, in := range corpusInputs(t) {
		alts := toggled(in)
		for _, alt := range alts[:min(3, len(alts))] {
			for _, rs := range rss {
				score.Score(alt, rs)
			}
		}
	}
	checked := score.CheckedBlocks() - before
	t.Logf("%d findBlocks compared with the flood", checked)
	if checked < 10000 {
		t.Errorf("%d findBlocks compared: the positions test little", checked)
	}
}

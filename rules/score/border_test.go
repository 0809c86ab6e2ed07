package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestBordersFromNeutral: findBorders looks at the neutral points only
// (findNeutral's list, with the colours beside each read from label's
// framed board), where it looked at every point of the board and read
// its neighbours (border.go). In the test mode every findBorders is
// worked out again by the former code and compared, and the neutral list
// with a scan of every point (SetCheckBorders). The positions: every
// corpus game's final position (as marked, and with no stone dead), each
// also with its first two chains toggled, counted under a territory and
// an area ruleset with their doubts; and every fifth position with the
// estimator's dead stones and owners (the open borders an estimate
// gives).
func TestBordersFromNeutral(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	defer score.SetCheckBorders(true)()
	b0, o0 := score.CheckedBorders()
	owned := 0
	for n, in := range corpusInputs(t) {
		alts := toggled(in)
		for _, alt := range alts[:min(3, len(alts))] {
			score.Score(alt, japanese)
			score.Score(alt, chinese)
			score.Doubts(alt)
		}
		if n%5 == 0 && len(in.Dead) == 0 {
			est := score.EstimateDead(in.Position)
			ein := score.Input{Position: in.Position, Dead: est.Dead, DeadMethod: score.DeadEstimate, Owner: est.Owner}
			score.Score(ein, japanese)
			if hasOwner(est.Owner) {
				owned++
			}
		}
	}
	b, o := score.CheckedBorders()
	b, o = b-b0, o-o0
	t.Logf("%d findBorders compared, %d with an open border; %d estimates giving owners", b, o, owned)
	if b < 10000 || o < 1000 || owned < 100 {
		t.Errorf("%d findBorders compared, %d with an open border, %d estimates with owners: the positions test little", b, o, owned)
	}
}

func hasOwner(owner []board.Color) bool {
	for _, c := range owner {
		if c != board.Empty {
			return true
		}
	}
	return false
}

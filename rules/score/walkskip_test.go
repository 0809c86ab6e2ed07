package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestWalkSkipAnswered: playOut skips a walk from a stone whose chain of
// label a walk this pass passed by (skipAnswered). Every count and every
// doubt of every corpus position (as marked, and with no stone dead),
// each also with its first two chains toggled, is the same with the skip
// on and off; and with it off, every walk the skip would have spared is
// walked and must pass its chain by (WrongSkips).
func TestWalkSkipAnswered(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	inputs := corpusInputs(t)
	skippedBefore, wrongBefore, counts := score.WalksSkipped(), score.WrongSkips(), 0
	for _, in := range inputs {
		alts := append([]score.Input{in}, toggled(in)...)
		for _, alt := range alts[:min(3, len(alts))] {
			counts += sameOnAndOff(t, alt, "the skip", score.SetSkipAnswered)
		}
	}
	skipped, wrong := score.WalksSkipped()-skippedBefore, score.WrongSkips()-wrongBefore
	t.Logf("%d positions, %d counts, %d walks skipped (on and off), %d wrongly", len(inputs), counts, skipped, wrong)
	if wrong != 0 {
		t.Errorf("%d walks skipped whose chain was not passed by", wrong)
	}
	if skipped < 10000 {
		t.Errorf("%d walks skipped: the positions test little", skipped)
	}
}

// TestWalkSkipAnsweredByHand works out where a walk is skipped and
// where it must not be.
//
// Skipped: on 4x3 "..../oooo/x..x" with Black's A1 and D1 marked dead,
// the White wall A2-D2 has the liberties A3-D3 and B1-C1 on the board
// without the dead stones, all of White's territory. The play-out of the
// position as played (dead stones on it) walks from the stones beside the
// dead ones, A2 then D2. The walk from A2 meets two liberties (A3, then
// B3 or B1 through B2) and stops before it reaches D2: the wall is not in
// atari. D2 is a stone of the same chain of the labelled board, so its
// walk is skipped. Nothing to fill: Japanese, White's territory is the
// eight points of rows 3 and 1 (the dead stones' points with them) and
// the two dead stones are prisoners: W+10.
//
// Not skipped: in TestTeireOnceTheDameAreFilled's position (see
// TestWalkEarlyStopByHand) White's D1 is in atari on E1 once the dame C1
// is filled: a walk in atari marks nothing, and the point must still be
// owed (a draw, White's teire -1).
func TestWalkSkipAnsweredByHand(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition("..../oooo/x..x"), Dead: points(t, "A1 D1", 4, 3), DeadMethod: score.DeadUser}
	before := score.WalksSkipped()
	r := score.Score(in, japanese)
	if r.String() != "W+10" {
		t.Errorf("wall: %s, black %+v white %+v", r, r.Black, r.White)
	}
	if score.WalksSkipped() == before {
		t.Error("wall: D2's walk not skipped")
	}
	j := score.Score(score.Input{Position: board.MustParsePosition(".x.xooo./xxxxo.oo/.x.o.oo.")}, japanese)
	if j.White.Teire != -1 || j.String() != "Draw" || ownAt(t, j, "E1") != score.OwnWhiteTeire {
		t.Errorf("teire: %s, white %+v", j, j.White)
	}
}

package score_test

import (
	"fmt"
	"testing"

	"github.com/rulediff/rulediff/rules/score"
)

// TestLaterWorklist: playOut's later passes read only the chains beside
// the last pass's fills and captures and the chains in atari whose
// answer reads the board around them (laterWorklist). Every play-out
// of every count and doubt of every fourth corpus position, each also
// with its first eight chains toggled (Japanese and Chinese rules: the
// closed boards, the own-life boards with a hypothetical colour, the
// position as it stands with escapes), is made from the same state
// with the worklist off and on, and leaves the same board, lost marks,
// owed marks and points owed.
func TestLaterWorklist(t *testing.T) {
	if testing.Short() {
		t.Skip("plays out the corpora's positions with chains toggled")
	}
	runs, filled, differ, restore := score.CheckLaterWorklist(firstErrors(t, 10))
	defer restore()
	counts := 0
	sampled := eachSampledToggle(t, 9, func(alt score.Input) {
		counts += sameOnAndOff(t, alt, "the later passes' worklist", score.SetLaterWorklist)
	})
	t.Logf("%d positions, %d counts, %d play-outs compared (%d filled a point: later passes), %d differ", sampled, counts, runs(), filled(), differ())
	if differ() != 0 {
		t.Errorf("%d play-outs differ with the worklist", differ())
	}
	if filled() < 1000 {
		t.Errorf("%d play-outs filled a point: the positions test little", filled())
	}
}

// TestLaterWorklistByHand: with the worklist on and off, the counts and
// doubts are those worked out by hand (walkPositions, and the position
// below, where a chain left out of the later passes' reading changes
// the count).
//
//	2  o O O X      White's A2, C1 and D1 alive; B2, C2 (White's) and
//	1  X . o o      D2, A1 (Black's) marked dead: White's region B2, C2,
//	   A B C D      D2, A1, B1 (5 points).
//
// On the closed board (no dame) C1-D1 is in atari on B1 (the dead C2 is
// White's own, the dead D2 no liberty): White fills B1, which takes the
// dead A1 and leaves B1-C1-D1 one liberty, A1, its point (capture, then
// connect). A2 had no liberty in the first pass (its neighbours are
// dead stones), so it was no chain in atari and is not read again for
// that; it is beside the captured A1, listed in next: the second pass
// reads it in atari on A1 and fills A1 (B1-C1-D1, in atari there too
// with the dead D2 beside it, owes nothing itself). Two points to fill:
// White 5 + 2 dead stones − 2 teire = 5, Black 2 dead stones: W+3. Read
// without next's stones, A1 is not owed: W+4.
func TestLaterWorklistByHand(t *testing.T) {
	fill := walkPosition{
		name: "fill beside a capture", pos: "ooox/x.oo", dead: "B2 C2 D2 A1",
		check: func(t *testing.T, in score.Input) string {
			r := score.Score(in, japanese)
			if r.String() != "W+3" || r.White.Teire != -2 || ownAt(t, r, "A1") != score.OwnWhiteTeire || ownAt(t, r, "B1") != score.OwnWhiteTeire {
				return fmt.Sprintf("%s, black %+v white %+v", r, r.Black, r.White)
			}
			return ""
		},
	}
	for _, on := range []bool{true, false} {
		restore := score.SetLaterWorklist(on)
		for _, w := range append(walkPositions[:len(walkPositions):len(walkPositions)], fill) {
			if msg := w.check(t, w.input(t)); msg != "" {
				t.Errorf("worklist %v: %s: %s", on, w.name, msg)
			}
		}
		restore()
	}
}

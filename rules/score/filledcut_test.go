package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestFilledCutIsFilled checks the filled boards' reading that starts
// with the board filled Black first (chargeableFilledCut) against
// chargeableFilled on every chain toggled of the final positions of
// fox_pro and ai_games and of the KGS and seki positions, under Japanese
// rules at margins around the count: each answer is need or more exactly
// when chargeableFilled's is, with the same seki eyes kept, and every
// count is the same (counted or cut alike) with the order switched off.
func TestFilledCutIsFilled(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on two corpora")
	}
	var inputs []score.Input
	for _, c := range []string{"fox_pro", "ai_games"} {
		for _, r := range scoredGames(t, shared.Path(t, "corpora", c)) {
			inputs = append(inputs, r.in)
		}
	}
	inputs = append(inputs, reachingInputs(t)...)
	var failed string
	defer score.SetCheckFilledCut(func(msg string) { failed = msg })()
	before, beforeSkipped := score.CheckedFilledCuts()
	for _, in := range inputs {
		for alt := range chainToggles(in) {
			m := score.Score(alt, japanese).Margin
			for _, d := range []float64{-3, -1, 1, 2} {
				got, ok := score.ScoreReaching(alt, japanese, m+d)
				if failed != "" {
					t.Fatalf("%v dead %v, margin %v: %s", alt.Position, alt.Dead, m+d, failed)
				}
				restore := score.SetBlackFirstRead(false)
				want, wantOK := score.ScoreReaching(alt, japanese, m+d)
				restore()
				if ok != wantOK || !reflect.DeepEqual(got, want) {
					t.Fatalf("%v dead %v, margin %v: counted %v, with the White-first order %v, or counted otherwise", alt.Position, alt.Dead, m+d, ok, wantOK)
				}
			}
		}
	}
	compared, skipped := score.CheckedFilledCuts()
	compared, skipped = compared-before, skipped-beforeSkipped
	t.Logf("%d readings compared, %d without the board filled White first", compared, skipped)
	if compared == 0 || skipped == 0 {
		t.Error("no reading compared, or none spared the board filled White first")
	}
}

// TestFilledCutByHand works chargeableFilledCut out by hand on
// TestScoreReachingGroupsByHand's board, where findSeki fills both
// boards (C2 is a candidate on the board filled White first):
//
//	4  . o . o    Filled Black first: White fills C4, Black B2; C2 stays
//	3  o o x x    empty. White's chain A1–D4 then has A4 alone: weak, A4
//	2  o . . x    flagged. Black's C3–D2 (D1, C2) and B1–C1 with B2 (D1,
//	1  o x x .    C2) have two liberties each: nothing flagged. Filled
//	   A B C D    White first, White fills C4 and B2: its chain has A4 and
//
// C2, Black's C3–D2 has D1 and C2, B1–C1 has D1 and C2: nothing weak,
// no teire on both boards. The seki eyes' sets (chains beside C2 on the
// board filled Black first): Black's two chains, with D1; no White chain
// touches C2. So chargeableFilled reads White 0 (no teire, no seki eye)
// and Black 1 (D1, a seki eye).
//   - White, need 1: the board filled Black first flags A4, 1 point:
//     not short, so the board filled White first must be read (its teire
//     is none): 0.
//   - Black, need 2: the board filled Black first flags nothing, D1 is
//     in a seki eyes' set: 1, short of 2 whatever the other board flags;
//     the board filled White first is not read.
//   - Black, need 1: the same 1 is not short: the other board is read,
//     no teire, D1's seki eye: 1.
func TestFilledCutByHand(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".o.o/ooxx/o..x/oxx.")}
	for _, tc := range []struct {
		c          board.Color
		need       float64
		want, full int
		whiteRead  bool
	}{
		{board.White, 1, 0, 0, true},
		{board.Black, 2, 1, 1, false},
		{board.Black, 1, 1, 1, true},
	} {
		got, whiteRead, full, read := score.FilledCharges(in, japanese, tc.c, tc.need)
		if !read || got != tc.want || full != tc.full || whiteRead != tc.whiteRead {
			t.Errorf("%v, need %v: read %v, %d (the board filled White first read %v), chargeableFilled %d; worked out %d (%v), %d",
				tc.c, tc.need, read, got, whiteRead, full, tc.want, tc.whiteRead, tc.full)
		}
	}
}

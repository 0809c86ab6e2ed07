package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/score"
)

// TestKoChargeableIsRef: koChargeable, which gathers the fights before
// it reads the sets (none read when no point seeds one) and takes up
// chargeableFilled's last readings, answers as koChargeableRef (the
// former reading: the sets first, always read afresh) and flags the same
// regions, on every reading that ScoreReaching and ScoreReachingAny
// make for every chain's status changed in the KGS and seki positions
// and every fourth corpus position's first eight (margins −9 to +8 of
// the count's, komi 6.5 and prisoners 3 and 5 as TestKoBoundBothSides).
func TestKoChargeableIsRef(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the bounds of every chain's status changed in the KGS, seki and corpus positions")
	}
	readings, sets, kept, differ, restore := score.CheckKoChargeable(firstErrors(t, 10))
	defer restore()
	ask := func(alt score.Input) {
		want := score.Score(alt, japanese)
		for _, off := range []float64{-9, -6, -4, -2, -1, 1, 2, 3, 6, 8} {
			score.ScoreReaching(alt, japanese, want.Margin+off)
			score.ScoreReachingAny(alt, japanese, []float64{want.Margin + off, want.Margin - off})
		}
	}
	for _, in := range reachingInputs(t) {
		in.Prisoners, in.Komi = [3]int{0, 3, 5}, 6.5
		for _, alt := range toggled(in) {
			ask(alt)
		}
	}
	eachSampledToggle(t, 9, func(alt score.Input) {
		alt.Prisoners, alt.Komi = [3]int{0, 3, 5}, 6.5
		ask(alt)
	})
	t.Logf("%d readings, %d read the sets (%d taking up chargeableFilled's), %d differ", readings(), sets(), kept(), differ())
	if differ() != 0 {
		t.Errorf("%d readings differ from the reference", differ())
	}
	if readings()-sets() < 20 || kept() < 100 {
		t.Errorf("%d readings without a seed, %d taking up chargeableFilled's: the positions test little", readings()-sets(), kept())
	}
}

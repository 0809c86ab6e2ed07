package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestKoChargeableByHand works ScoreReachingAny's bound on a double-ko
// seki (kobound.go) out by hand on koShapes' "eye and two kos against a
// two-point eye", counted the Japanese way (seki eyes count for no one),
// komi 0:
//
//	9-7  rows of nothing: Black's territory (27 points)
//	6  x x x x x x x x .    J6-J1 are Black's too (6 points): Black
//	5  o o o o o o o x .    owns 33 + D3, C1, E1 = 36 points, White
//	4  . o x x x o o x .    A4-A3 (2 points): L = 36 − 2 = 34. The
//	3  . o x . x o o x .    count finds the double-ko seki: Black's
//	2  o o x x x o o x .    D3, C1, E1 and White's A4, A3 are seki
//	1  o x . x . x o x .    eyes, so the margin is 34 − 3 + 2 = 33.
//	   A B C D E F G H J
//
// C1 is a short point (B1's last liberty, in Black's region) and a ko
// (White at C1 takes B1 alone): until findKoSeki has read the fight,
// the old bound took every owned region as chargeable. Once the dame
// are filled (there are none), Black's chains B1 and F1 are weak (one
// liberty each): chargeableFilled flags their block's regions D3, C1,
// E1 (3 points); White has no weak chain and no candidate, so 0. The
// fight gathered from C1 (and from E1) holds A4, A3, D3, C1, E1 and
// the single stones B1, F1; the chains beside it are the inner black
// group and White's group, not the wall H6-H1 and row 6 (beside none of
// its points). So koChargeable gives Black D3, C1, E1 (3 points, the
// same regions) and White A4, A3 (2): Black's charges can bring the
// margin down to 34 − 3 = 31 at most, White's up to 34 + 2 = 36. The
// margins 31 to 36 are kept (33 is the count's; 36 only through White's
// seki eyes, which only the fight can make), 30 is cut once the dame are
// filled (the old bound kept it: 36 points owned), 37 on the labelled
// board already (White owns 2 points).
func TestKoChargeableByHand(t *testing.T) {
	p := board.MustParsePosition("........./........./........./xxxxxxxx./" +
		"ooooooox./.oxxxoox./.ox.xoox./ooxxxoox./ox.x.xox.")
	in := score.Input{Position: p, DeadMethod: score.DeadMarkup}
	want := score.Score(in, japanese)
	if want.Margin != 33 {
		t.Fatalf("the count gives %v, worked out 33", want.Margin)
	}
	for _, m := range []float64{31, 33, 36} {
		got, ok := score.ScoreReachingAny(in, japanese, []float64{m})
		if !ok || !reflect.DeepEqual(got, want) {
			t.Errorf("margin %v within the bounds, not counted (%v) or counted otherwise", m, ok)
		}
	}
	for _, m := range []float64{30, 37} {
		if _, ok := score.ScoreReachingAny(in, japanese, []float64{m}); ok {
			t.Errorf("margin %v outside the bounds, counted", m)
		}
	}
	// ScoreReaching (one margin) reads the same bound
	for m, keep := range map[float64]bool{30: false, 31: true, 33: true, 36: true, 37: false} {
		if got, ok := score.ScoreReaching(in, japanese, m); ok != keep || ok && !reflect.DeepEqual(got, want) {
			t.Errorf("ScoreReaching(%v) counted %v, worked out %v (or counted otherwise)", m, ok, keep)
		}
	}
	restore := score.SetKoBound(false)
	defer restore()
	if got, ok := score.ScoreReachingAny(in, japanese, []float64{30}); !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("without the ko bound, margin 30 not counted (%v) or counted otherwise", ok)
	}
	if _, ok := score.ScoreReaching(in, japanese, 30); !ok {
		t.Errorf("without the ko bound, ScoreReaching(30) cut")
	}
}

// TestKoBoundBothSides checks the ko bound on every chain's status
// changed in the KGS and seki positions (TestScoreReachingAnyBothSides'
// inputs): asked for the count's own margin beside another on either
// side, ScoreReachingAny counts and gives Score's result (ScoreReaching's
// own margin: TestScoreReachingIsScore, TestMissBounds); and the bound
// cuts margins the counts without it make whole.
func TestKoBoundBothSides(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain's status changed in the KGS and seki positions")
	}
	var asked, cut, cutOne int
	for _, in := range reachingInputs(t) {
		in.Prisoners, in.Komi = [3]int{0, 3, 5}, 6.5
		for _, alt := range toggled(in) {
			want := score.Score(alt, japanese)
			for _, off := range []float64{-9, -6, -4, -2, -1, 1, 2, 3, 6, 8} {
				got, ok := score.ScoreReachingAny(alt, japanese, []float64{want.Margin + off, want.Margin})
				if !ok || !reflect.DeepEqual(got, want) {
					t.Fatalf("%v dead %v: margins %v and %v (the count's): not counted (%v) or counted otherwise", alt.Position, alt.Dead, want.Margin+off, want.Margin, ok)
				}
				asked++
				if _, on := score.ScoreReaching(alt, japanese, want.Margin+off); !on {
					restore := score.SetKoBound(false)
					_, off := score.ScoreReaching(alt, japanese, want.Margin+off)
					restore()
					if off {
						cutOne++
					}
				}
				margins := []float64{want.Margin + off, want.Margin - off}
				if _, on := score.ScoreReachingAny(alt, japanese, margins); !on {
					restore := score.SetKoBound(false)
					_, off := score.ScoreReachingAny(alt, japanese, margins)
					restore()
					if off {
						cut++
					}
				}
			}
		}
	}
	t.Logf("%d margins asked with the count's, %d pairs cut by the ko bound alone, %d single margins (ScoreReaching)", asked, cut, cutOne)
	if cut == 0 {
		t.Errorf("the ko bound cut nothing: the positions changed?")
	}
}

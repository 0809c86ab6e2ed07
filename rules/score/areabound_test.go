package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestAreaBoundByHand works ScoreReaching's area bound (areabound.go)
// out by hand under Chinese rules: A is the stones left and the points
// of the regions touching one colour, Black's less White's, less
// handicap bonus and komi; N the points of the other regions.
func TestAreaBoundByHand(t *testing.T) {
	chinese, ok := rules.Lookup("chinese")
	if !ok {
		t.Fatal("no chinese ruleset")
	}
	for _, tc := range []struct {
		name, board string
		komi        float64
		handicap    int
		fill        board.Color
		margin      float64
		reach, cut  []float64
	}{
		// Black 8 stones and B2, White 5 stones and F2: A = 9 − 6 − 7.5
		// = −4.5, N = 3 (column D). Nothing filled: the margin is A
		// (the dame ½ each), any other margin is cut.
		{"open", "xxx.oo/x.x.o./xxx.oo", 7.5, 0, board.Empty, -4.5,
			[]float64{-4.5}, []float64{-5.5, -5, -4, -3.5, 4.5, 0}},
		// The same filled from Black: Black fills D3 (its chain keeps B2
		// and D2), White D2 (keeps D1 and F2), then D1 is a self-atari
		// for both: one fill each, the margin A again; the bound keeps
		// every margin within N = 3 of A.
		{"filled", "xxx.oo/x.x.o./xxx.oo", 7.5, 0, board.Black, -4.5,
			[]float64{-7.5, -6, -4.5, -2, -1.5}, []float64{-8, -7.75, -1.25, -1, 4.5}},
		// Two handicap stones, bonus N = 2 under Chinese rules, komi 0.5:
		// A = 9 − 6 − 2 − 0.5 = 0.5.
		{"handicap", "xxx.oo/x.x.o./xxx.oo", 0.5, 2, board.Empty, 0.5,
			[]float64{0.5}, []float64{-1.5, -0.5, 1.5, 2.5}},
		// Black's two columns and White's, the middle one open, filled
		// from Black: Black fills C3 (its chain keeps C2 and C1), then
		// C2 and C1 are a self-atari for both. A = 6 − 6 = 0, N = 3;
		// the margin, 1 (the fill), is not A, and kept.
		{"one fill", "xx.oo/xx.oo/xx.oo", 0, 0, board.Black, 1,
			[]float64{-3, 0, 1, 3}, []float64{-3.5, 3.5, 4}},
		// One-line seki (j89_test.go): Black B1 D1, White F1 H1 K1;
		// A1 and C1 touch Black only, G1, J1 and L1 White only, E1 both:
		// A = (2+2) − (3+3) = −2 whatever the seki reading gives the
		// eyes (counted under Chinese rules), and E1 is ½ each.
		{"one-line seki", ".x.x.o.o.o.", 0, 0, board.Empty, -2,
			[]float64{-2}, []float64{-3, -2.5, -1.5, -1}},
	} {
		p := board.MustParsePosition(tc.board)
		in := score.Input{Position: p, Komi: tc.komi, Handicap: tc.handicap, FillFrom: tc.fill}
		want := score.Score(in, chinese)
		if want.Margin != tc.margin {
			t.Fatalf("%s: the count gives %v, worked out %v", tc.name, want.Margin, tc.margin)
		}
		for _, m := range tc.reach {
			got, ok := score.ScoreReaching(in, chinese, m)
			if !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("%s: margin %v within the bound, not counted (%v) or counted otherwise", tc.name, m, ok)
			}
		}
		for _, m := range tc.cut {
			if _, ok := score.ScoreReaching(in, chinese, m); ok {
				t.Errorf("%s: margin %v outside the bound, counted", tc.name, m)
			}
		}
	}
	// Where the bound does not hold it is not read: seki eyes not
	// counted (an area count of the one-line seki gives −2 only if its
	// eyes count), or an estimate's owners.
	notCounted := chinese
	notCounted.Seki = rules.SekiNotCounted
	seki := score.Input{Position: board.MustParsePosition(".x.x.o.o.o.")}
	if _, ok := score.ScoreReaching(seki, notCounted, 40); !ok {
		t.Error("seki eyes not counted: the area bound cut a count it does not cover")
	}
	owned := seki
	owned.Owner = make([]board.Color, len(seki.Position.Stones))
	if _, ok := score.ScoreReaching(owned, chinese, 40); !ok {
		t.Error("an estimate's owners: the area bound cut a count it does not cover")
	}
}

// TestAreaReachingIsScore checks the area bound against Score on real
// final positions and every chain of them marked otherwise, the dame
// open and filled, under Chinese and AGA rules: asked for the margin
// Score gives, ScoreReaching must count it and give Score's result;
// asked for margins far off, it must cut some.
func TestAreaReachingIsScore(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain's status changed in the KGS and seki positions")
	}
	inputs := reachingInputs(t)
	var rss []rules.Ruleset
	for _, name := range []string{"chinese", "aga"} {
		rs, ok := rules.Lookup(name)
		if !ok {
			t.Fatalf("no %s ruleset", name)
		}
		rss = append(rss, rs)
	}
	var tried, cut int
	for _, in := range inputs {
		in.Passes, in.LastPass, in.Prisoners, in.Komi, in.Handicap = [3]int{0, 2, 1}, board.Black, [3]int{0, 3, 5}, 6.5, 2
		for i, alt := range toggled(in) {
			alt.FillFrom = []board.Color{board.Empty, board.Black, board.White}[i%3]
			for _, rs := range rss {
				want := score.Score(alt, rs)
				got, ok := score.ScoreReaching(alt, rs, want.Margin)
				if !ok || !reflect.DeepEqual(got, want) {
					t.Fatalf("%v dead %v fill %v under %s: margin %v not counted (%v), or counted otherwise", alt.Position, alt.Dead, alt.FillFrom, rs.Name, want.Margin, ok)
				}
				tried++
				for _, off := range []float64{-5, 5} {
					if _, ok := score.ScoreReaching(alt, rs, want.Margin+off); !ok {
						cut++
					}
				}
			}
		}
	}
	t.Logf("%d counts, %d of %d margins 5 points off cut", tried, cut, 2*tried)
	if cut < tried {
		t.Errorf("only %d of %d margins 5 points off cut: the bound cuts nothing?", cut, 2*tried)
	}
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// ToggleBound works out the labelled board's figures of an input with
// other dead stones from a flood of the regions the changed stones touch:
// on the final positions of fox_pro and ai_games, and on the KGS games
// (dead stones from their markup) and the seki positions of
// TestScoreReachingIsScore, each with every chain's status changed in
// turn (living chains removed, dead ones put back: the counts of the
// result check's explanations), they must be those of a label of the
// input's board; and MayReach must cut only margins that ScoreReaching
// cuts, under territory and area counting. (TestMissBounds checks that
// it keeps every count's own margin.)
func TestToggleBoundIsLabel(t *testing.T) {
	if testing.Short() {
		t.Skip("labels every chain toggled on two corpora")
	}
	inputs := toggleInputs(t)
	toggles, back, cut, kept := 0, 0, 0, 0
	for _, in := range inputs {
		for _, rs := range []rules.Ruleset{japanese, chinese} {
			tb := score.NewToggleBound(in, rs)
			if tb == nil {
				t.Fatalf("%v: no bound for a valid position", in.Position)
			}
			for alt := range chainToggles(in) {
				local, flooded, labelled := score.ToggleFigures(tb, alt)
				if local != labelled || flooded != labelled {
					t.Fatalf("%v dead %v: figures (owned, left, removed) %v, by floods %v, labelled %v", alt.Position, alt.Dead, local, flooded, labelled)
				}
				if len(alt.Dead) < len(in.Dead) {
					back++
				}
				toggles++
				// The margins cut next to a kept one, and the grid's ends,
				// are read by ScoreReaching too (its labelled bounds cut
				// outside an interval: those are the closest claims).
				var reach []bool
				for m := -30.0; m <= 30; m += 2 {
					reach = append(reach, tb.MayReach(alt, m))
				}
				for k, ok := range reach {
					if ok {
						kept++
						continue
					}
					cut++
					if k > 0 && k < len(reach)-1 && !reach[k-1] && !reach[k+1] {
						continue
					}
					m := -30 + 2*float64(k)
					if _, ok := score.ScoreReaching(alt, rs, m); ok {
						t.Fatalf("%v dead %v, %s: margin %v cut, counted by ScoreReaching", alt.Position, alt.Dead, rs.Name, m)
					}
				}
			}
		}
	}
	t.Logf("%d toggles (%d put dead stones back), %d margins cut, %d kept", toggles, back, cut, kept)
	if back == 0 || cut == 0 || kept == 0 {
		t.Error("no dead stone put back, or nothing cut or kept: the test reads nothing")
	}
}

// TestToggleBoundByHand works MayReach out on a 5×3 board: Black holds
// columns A–B, White D–E, column C is empty (komi 0).
func TestToggleBoundByHand(t *testing.T) {
	p := board.MustParsePosition("xx.oo/xx.oo/xx.oo")
	var white []int // D–E: one chain of six
	for i, c := range p.Stones {
		if c == board.White {
			white = append(white, i)
		}
	}
	base := score.Input{Position: p}
	alt := base
	alt.Dead = white
	for _, tc := range []struct {
		name       string
		base, in   score.Input
		rs         rules.Ruleset
		reach, cut []float64
	}{
		// White's chain removed: C–E is one region of 9 touching Black
		// only, 6 White stones removed. L = 9 + 6 = 15; X_B is at most
		// Black's 9 owned points, X_W at most White's 0: margins 6–15
		// pass the owned points, 5 and 16 do not. The labelled charges
		// (labelledCharges) cut 6–14 too: Black's chain keeps three free
		// liberties in its own region (C1–C3), no chain is weak and no
		// region neutral, so nothing can be charged: only 15 (the count).
		{"removed", base, alt, japanese, []float64{15}, []float64{5, 6, 10, 14, 16, -3}},
		// The same board, the base with White dead and the chain put
		// back: column C touches both colours, nobody owns a point, L =
		// 0; only 0 may be reached.
		{"put back", alt, base, japanese, []float64{0}, []float64{-1, 1, 15}},
		// Area counting: A = 6 stones + 9 owned − 0 = 15, nothing
		// filled: only 15.
		{"area", base, alt, chinese, []float64{15}, []float64{14, 16}},
	} {
		tb := score.NewToggleBound(tc.base, tc.rs)
		for _, m := range tc.reach {
			if !tb.MayReach(tc.in, m) {
				t.Errorf("%s: margin %v cut", tc.name, m)
			}
		}
		for _, m := range tc.cut {
			if tb.MayReach(tc.in, m) {
				t.Errorf("%s: margin %v kept", tc.name, m)
			}
			if _, ok := score.ScoreReaching(tc.in, tc.rs, m); ok {
				t.Errorf("%s: margin %v cut here, counted by ScoreReaching", tc.name, m)
			}
		}
	}
	local, _, _ := score.ToggleFigures(score.NewToggleBound(base, japanese), alt)
	want := [3][3]int{{board.Black: 9}, {board.Black: 6}, {board.White: 6}}
	if local != want {
		t.Errorf("figures of the removal %v, worked out %v", local, want)
	}
	if got := score.Score(alt, japanese).Margin; got != 15 {
		t.Errorf("the count gives %v, worked out 15", got)
	}
	// Another position is no toggle of the base: no claim.
	other := alt
	other.Position = board.MustParsePosition("xx.oo/xx.oo/xx.oo")
	if !score.NewToggleBound(base, japanese).MayReach(other, 100) {
		t.Error("an input on another position cut")
	}
}

// The bounds' readings of the filled boards (weakBlocks, and sekiGroups
// through the neutral points only) give what the former readings gave:
// every chain toggled on the final positions of fox_pro and ai_games and
// on the KGS and seki positions, counted under Japanese rules at the
// count's margin and a point below it with the shortcuts off (each stage
// reads both boards and the seki eyes whole), every reading compared.
func TestBoundReadingsAreRef(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain toggled on two corpora")
	}
	inputs := toggleInputs(t)
	var failed string
	defer score.SetBoundShortcuts(false)()
	before, beforeChains := score.CheckedBounds(), score.CheckedChainsFromWork()
	for _, in := range inputs {
		for alt := range chainToggles(in) {
			m := score.Score(alt, japanese).Margin
			restore := score.SetCheckBoundsRef(func(msg string) { failed = msg })
			for _, d := range []float64{0, -1} {
				score.ScoreReaching(alt, japanese, m+d)
			}
			restore()
			if failed != "" {
				t.Fatalf("%v dead %v: %s", alt.Position, alt.Dead, failed)
			}
		}
	}
	checked := score.CheckedBounds() - before
	chains := score.CheckedChainsFromWork() - beforeChains
	t.Logf("%d readings compared, %d of them with the chains read from the fill's", checked, chains)
	if checked == 0 || chains == 0 {
		t.Error("no reading compared, or none with the fill's chains")
	}
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestOwnedListsFromBase compares the owned lists ToggleBound makes from
// the base's board (ToggleBound.ownedLists) with ownedLists' scan of the
// input's label, as sets, for both colours, on every chain toggled of
// the final positions of fox_pro and ai_games and of the KGS and seki
// positions; and every count of ToggleBound.Count at margins around the
// count with and without them. Each position's bound is released after
// it: every later one lists in the memory another position left
// (togglereuse.go).
func TestOwnedListsFromBase(t *testing.T) {
	if testing.Short() {
		t.Skip("lists every chain toggled on two corpora")
	}
	var inputs []score.Input
	for _, c := range []string{"fox_pro", "ai_games"} {
		for _, r := range scoredGames(t, shared.Path(t, "corpora", c)) {
			inputs = append(inputs, r.in)
		}
	}
	inputs = append(inputs, reachingInputs(t)...)
	made, counted := 0, 0
	for _, in := range inputs {
		tb := score.NewToggleBound(in, japanese)
		for alt := range chainToggles(in) {
			ok, msg := score.OwnedListsChecked(tb, alt)
			if msg != "" {
				t.Fatalf("%v dead %v: %s", alt.Position, alt.Dead, msg)
			}
			if !ok {
				continue
			}
			made++
			m := score.Score(alt, japanese).Margin
			for _, d := range []float64{-2, -1, 1} {
				if !tb.MayReach(alt, m+d) {
					continue
				}
				got, gotOK := tb.Count(alt, m+d)
				restore := score.SetToggleLists(false)
				tb.MayReach(alt, m+d)
				want, wantOK := tb.Count(alt, m+d)
				restore()
				if gotOK != wantOK || !reflect.DeepEqual(got, want) {
					t.Fatalf("%v dead %v, margin %v: counted %v, with the scan's lists %v, or counted otherwise", alt.Position, alt.Dead, m+d, gotOK, wantOK)
				}
				counted++
			}
		}
		tb.Release()
	}
	t.Logf("%d owned lists made from the base's, %d counts compared", made, counted)
	if made == 0 || counted == 0 {
		t.Error("no list made, or no count compared")
	}
}

// TestOwnedListsByHand works the lists out by hand, komi 0:
//
//	3  . x . o .   Base: nothing dead. Black's owned points: A1–A3 (the
//	2  . x x o .   region A1–A3 touches Black only); White's: E1–E3.
//	1  . x o o .   C3 is neutral (Black B3, White D3). Toggle: White's
//	   A B C D E   chain C1–D3 dead (removed).
//
// With White's chain removed, C1, C3, D1–D3 and E1–E3 join C3's region
// and White's E region into one region R, which touches Black only (B3,
// C2, B1) — Black owns it. Black's pairs: A1–B1, A2–B2, A3–B3 (the A
// region, unaffected), and R's: C3–B3, C3–C2, C1–B1, C1–C2, D2–C2: eight.
// White owns nothing: its base pairs (E1–D1, E2–D2, E3–D3) lie in a
// region beside the chain, R is not White's and their stones are gone:
// none is kept.
//
// The same board with a column F and a lone White stone at F3: R (now
// also F1–F2) touches F3 too, so it is neutral and gives no pair to
// either colour: Black keeps the A region's three; White's base pairs of
// the E–F region (E3–F3, F2–F3 among them, their stone still there) are
// not kept: none.
func TestOwnedListsByHand(t *testing.T) {
	for _, tc := range []struct {
		board        string
		w            int
		black, white int
	}{
		{".x.o./.xxo./.xoo.", 5, 8, 0},
		{".x.o.o/.xxo../.xoo..", 6, 3, 0},
	} {
		base := score.Input{Position: board.MustParsePosition(tc.board)}
		at := func(x, y int) int { return (3-y)*tc.w + x } // column 0-based, row 1-3
		alt := base
		alt.Dead = []int{at(2, 1), at(3, 1), at(3, 2), at(3, 3)}
		tb := score.NewToggleBound(base, japanese)
		made, msg := score.OwnedListsChecked(tb, alt)
		if !made || msg != "" {
			t.Fatalf("%s: made %v: %s", tc.board, made, msg)
		}
		black, white := score.ToggleOwnedLists(tb, alt)
		if black != tc.black || white != tc.white {
			t.Errorf("%s: Black %d pairs, White %d; worked out %d and %d", tc.board, black, white, tc.black, tc.white)
		}
	}
}

// TestRegionPointsByHand lists the points of ".x./..x" (3×2: points 0–5,
// stones 1 and 5) by region, as label numbers them: region 0 is 0, 3, 4
// (A2, A1, B1), region 1 is 2 (C2, beside B2 and C1 only). So
// at = 0, 3, 4 and pts = 0, 3, 4, 2; stones are listed in none.
func TestRegionPointsByHand(t *testing.T) {
	at, pts := score.RegionPoints([]int32{0, -1, 1, 0, 0, -1}, 2)
	if !reflect.DeepEqual(at, []int32{0, 3, 4}) || !reflect.DeepEqual(pts, []int32{0, 3, 4, 2}) {
		t.Errorf("regionPoints: at %v, pts %v; worked out [0 3 4] and [0 3 4 2]", at, pts)
	}
}

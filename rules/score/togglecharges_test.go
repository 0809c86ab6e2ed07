package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// ToggleBound's labelled charges (labelledCharges) are chargeable's on a
// label of the input's board: on the final positions of fox_pro and
// ai_games and on the KGS and seki positions, each chain toggled in turn,
// for both colours, with seki eyes charged and not; and when it reads
// them, the labelled board has no short point that is a ko (else
// ScoreReaching charges every owned point). Each position's bound is
// released after it, so that every later one reads its graph in the
// memory another position left (togglereuse.go).
func TestToggleChargesIsLabel(t *testing.T) {
	if testing.Short() {
		t.Skip("labels every chain toggled on two corpora")
	}
	inputs := toggleInputs(t)
	read, skipped, ko := 0, 0, 0
	for _, in := range inputs {
		tb := score.NewToggleBound(in, japanese)
		for alt := range chainToggles(in) {
			for _, c := range []board.Color{board.Black, board.White} {
				for _, seki := range []bool{false, true} {
					got, ok, want, koSeki := score.ToggleCharges(tb, alt, c, seki)
					if !ok {
						skipped++
						continue
					}
					read++
					if got != want {
						t.Fatalf("%v dead %v, %v seki %v: charges %d, labelled %d", alt.Position, alt.Dead, c, seki, got, want)
					}
					if seki && koSeki {
						ko++
						t.Fatalf("%v dead %v: read with a short point that is a ko", alt.Position, alt.Dead)
					}
				}
			}
		}
		tb.Release()
	}
	t.Logf("%d readings compared, %d not read here", read, skipped)
	if read == 0 || skipped == 0 {
		t.Error("nothing read or nothing skipped: the test reads nothing")
	}
}

// TestToggleChargesByHand works the labelled charges out on small boards
// (komi 0, Japanese rules: seki eyes charged).
func TestToggleChargesByHand(t *testing.T) {
	whiteOf := func(p board.Position) []int {
		var w []int
		for i, c := range p.Stones {
			if c == board.White {
				w = append(w, i)
			}
		}
		return w
	}
	// A cut the owned points alone keep. Black's chain B2–D2 with B1 and
	// D1 has two free liberties in its own regions (A1 and C1): not weak.
	// White's chain (E1, E2, F2) removed: its points and F1 make one
	// region of 4 touching Black only. Black owns 6, takes 3: L = 9. No
	// weak chain, no neutral region: nothing can be charged, so only 9
	// may be reached (and the count gives 9: 6 points and 3 prisoners).
	p := board.MustParsePosition(".x.xo./xxxxoo")
	base := score.Input{Position: p}
	alt := base
	alt.Dead = whiteOf(p)
	tb := score.NewToggleBound(base, japanese)
	if got, ok, _, _ := score.ToggleCharges(tb, alt, board.Black, true); !ok || got != 0 {
		t.Errorf("strong chain: charges %d (read %v), worked out 0", got, ok)
	}
	if !tb.MayReach(alt, 9) {
		t.Error("strong chain: margin 9 cut")
	}
	for _, m := range []float64{3, 5, 8} { // need 6, 4, 1: all within the 6 owned points
		if tb.MayReach(alt, m) {
			t.Errorf("strong chain: margin %v kept", m)
		}
		if _, ok := score.ScoreReaching(alt, japanese, m); ok {
			t.Errorf("strong chain: margin %v counted by ScoreReaching", m)
		}
	}
	if got := score.Score(alt, japanese).Margin; got != 9 {
		t.Errorf("strong chain: the count gives %v, worked out 9", got)
	}
	// A weak chain: Black's chain (A1, C1, A2–C2) has one free liberty
	// (B1; D1 and D2 are White's dead stones' points, not free). White's
	// chain (D1, D2, E2) removed: its points and E1 make a region of 4
	// touching Black only, in the block of the weak chain with B1: 5
	// points may be charged, all Black owns. L = 5 + 3 = 8: margins 3–8
	// kept, 2 cut (need 6).
	p = board.MustParsePosition("x.xo./xxxoo")
	base = score.Input{Position: p}
	alt = base
	alt.Dead = whiteOf(p)
	tb = score.NewToggleBound(base, japanese)
	if got, ok, _, _ := score.ToggleCharges(tb, alt, board.Black, true); !ok || got != 5 {
		t.Errorf("weak chain: charges %d (read %v), worked out 5", got, ok)
	}
	for _, m := range []float64{3, 5, 8} {
		if !tb.MayReach(alt, m) {
			t.Errorf("weak chain: margin %v cut", m)
		}
	}
	if tb.MayReach(alt, 2) {
		t.Error("weak chain: margin 2 kept")
	}
	// Where they must not be read. Part of a chain removed: its other
	// stones stay a chain the base does not have.
	p = board.MustParsePosition(".x.xo./xxxxoo")
	part := score.Input{Position: p, Dead: []int{4 + 6}} // E2 alone
	if _, ok, _, _ := score.ToggleCharges(score.NewToggleBound(score.Input{Position: p}, japanese), part, board.Black, true); ok {
		t.Error("part of a chain removed: charges read")
	}
	// A ko: White's C2 is a lone stone whose one liberty B2 is White's
	// own point, short, and every neighbour of B2 is White's: a ko point.
	// Black's F2, removed, touches neither. ScoreReaching charges every
	// owned point there (a double-ko seki may charge any): the charges
	// are not read with seki eyes charged, and read without (the ko
	// changes nothing there).
	p = board.MustParsePosition(".ox.../o.ox.x/.ox...")
	base = score.Input{Position: p}
	alt = base
	alt.Dead = []int{6 + 5} // F2
	tb = score.NewToggleBound(base, japanese)
	if _, ok, _, ko := score.ToggleCharges(tb, alt, board.White, true); ok || !ko {
		t.Errorf("ko: charges read (%v), or no ko on the labelled board (%v)", ok, ko)
	}
	if _, ok, _, _ := score.ToggleCharges(tb, alt, board.White, false); !ok {
		t.Error("ko, no seki eyes charged: charges not read")
	}
	// A ko point that only the removal makes short. White's D3 is a lone
	// stone in atari on C3, whose neighbours are White's; B3 is dead, so
	// C3's region (B3, C3) touches Black's A3 as well: neutral, not short.
	// A3 removed, the region joins A3 and the empty points beside it and
	// touches White only: C3 is White's, the last liberty of D3, a ko
	// point, short.
	p = board.MustParsePosition("..o..../.oox.../xo.ox../.oox.../..o....")
	base = score.Input{Position: p, Dead: []int{2*7 + 1}}
	alt = base
	alt.Dead = []int{2*7 + 1, 2 * 7}
	tb = score.NewToggleBound(base, japanese)
	if _, ok, _, ko := score.ToggleCharges(tb, alt, board.White, true); ok || !ko {
		t.Errorf("ko made short: charges read (%v), or no ko on the labelled board (%v)", ok, ko)
	}
}

// ToggleBound's label of an input removing one more chain (relabel) is
// label's: every output label writes, on the final positions of fox_pro
// and ai_games and the KGS and seki positions, each chain toggled in
// turn (written on a scratch used before, so that a stale entry shows).
func TestRelabelIsLabel(t *testing.T) {
	if testing.Short() {
		t.Skip("labels every chain toggled on two corpora")
	}
	inputs := toggleInputs(t)
	made, other := 0, 0
	for _, in := range inputs {
		tb := score.NewToggleBound(in, japanese)
		for alt := range chainToggles(in) {
			func() {
				defer func() {
					if e := recover(); e != nil {
						t.Fatalf("dead %v: %v", alt.Dead, e)
					}
				}()
				if score.RelabelChecked(tb, alt) {
					made++
				} else {
					other++
				}
			}()
		}
	}
	t.Logf("%d labels made from the base's, %d toggles not", made, other)
	if made == 0 || other == 0 {
		t.Error("no label made, or every toggle made: the test reads nothing")
	}
}

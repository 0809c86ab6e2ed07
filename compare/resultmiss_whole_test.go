package compare

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

func TestWholeApart(t *testing.T) {
	for _, tc := range []struct {
		a, b float64
		want bool
	}{
		{-3.5, -5.5, true},  // W+3.5 against W+5.5: 2 points
		{-0.5, -7.5, true},  // both with a half-point komi
		{-0.5, -7, false},   // W+0.5 against W+7: 6.5, another komi
		{2.98, -0.02, true}, // komi 7.02 is not exact in binary
		{0, 0.25, false},
	} {
		if got := wholeApart(tc.a, tc.b); got != tc.want {
			t.Errorf("wholeApart(%g, %g) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestMissWholeGaps checks explainMiss's shortcut (wholeApart) on the
// real misses of fox_pro and ai_games: its premise, that a chain's status
// changed or the dame counted otherwise moves the margin by a whole
// number, on every variant of the first misses; then that every miss is
// explained the same with and without it.
func TestMissWholeGaps(t *testing.T) {
	if testing.Short() {
		t.Skip("audits two corpora and counts every variant of their misses")
	}
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		t.Fatal(err)
	}
	var misses, fractional, premised int
	kinds := map[string]int{}
	eachMiss(t, a, func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64) {
		misses++
		if !wholeApart(declared, *v.Margin) {
			fractional++
		}
		if premised < 120 {
			premised++
			checkWholeVariants(t, source, v, &a.analysis) // this game's until the next Audit
		}
		skipFractionalGaps = false
		slowKind, slowNote := explainMiss(v, rec, declared, nil)
		skipFractionalGaps = true
		if rc.Miss != slowKind || rc.MissNote != slowNote {
			t.Errorf("%s: explained %s %q, without the shortcut %s %q", source, rc.Miss, rc.MissNote, slowKind, slowNote)
		}
		kinds[rc.Miss]++
	})
	t.Logf("%d misses, %d with a gap not whole; %v", misses, fractional, kinds)
	// Not vacuous: the shortcut is taken, and misses it does not skip are
	// still found to be dead stones.
	if fractional < 100 || kinds[MissDeadStones] < 20 {
		t.Errorf("%d misses with a gap not whole, %d dead-stones: the corpora changed?", fractional, kinds[MissDeadStones])
	}
}

// eachMiss audits fox_pro and ai_games (the dead stones as marked) and
// hands each game whose count misses its RE to fn: its source, record,
// result check, the verdict checked and RE's margin as that verdict
// counts it (Black's margin, negative for White).
func eachMiss(t *testing.T, a *Auditor, fn func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64)) {
	t.Helper()
	eachAudited(t, a, func(source string, rec *sgfio.Game, g *Game) {
		rc := g.ResultCheck
		if rc == nil || rc.Agrees || rc.Difference == nil {
			return
		}
		v := declaredOf(g)
		fn(source, rec, rc, v, *v.Margin-*rc.Difference)
	})
}

// declaredOf is the verdict checkResult checked.
func declaredOf(g *Game) *Verdict {
	for i := range g.Verdicts {
		if g.Verdicts[i].Ruleset.Name == g.Declared {
			return &g.Verdicts[i]
		}
	}
	return g.declaredVerdict
}

// checkWholeVariants counts every variant explainMiss may try on v and
// fails unless each moves the margin by a whole number.
func checkWholeVariants(t *testing.T, source string, v *Verdict, an *score.Analysis) {
	t.Helper()
	if fast, slow := dameVariants(v, an), dameVariants(v, nil); !slices.Equal(fast, slow) {
		t.Errorf("%s: the dame variants through the game's analysis %v, counted alone %v", source, fast, slow)
	}
	for _, d := range dameVariants(v, nil) {
		if !wholeApart(d.margin, *v.Margin) {
			t.Errorf("%s: %s gives %g, the count %g", source, d.what(), d.margin, *v.Margin)
		}
	}
	for tg := range deadToggles(v) {
		if m := scoreMargin(tg, v); !wholeApart(m, *v.Margin) {
			t.Errorf("%s: the chain at %d toggled gives %g, the count %g", source, tg.at, m, *v.Margin)
		}
	}
}

func scoreMargin(tg toggle, v *Verdict) float64 { return score.Score(tg.in, v.Ruleset).Margin }

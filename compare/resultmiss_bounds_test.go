package compare

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// TestMissBounds checks deadVariant's shortcut (boundToggles,
// score.ScoreReaching) on the real misses of fox_pro and ai_games: every
// chain's status changed (where the gap to RE is whole: deadVariant
// counts no other), asked for the margin its count gives, is
// counted and counted the same; and every miss is explained the same
// with and without the shortcut.
func TestMissBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("audits two corpora and counts every chain of their misses")
	}
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		t.Fatal(err)
	}
	var misses, toggles, cut int
	eachMiss(t, a, func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64) {
		if !wholeApart(declared, *v.Margin) {
			return // deadVariant counts nothing
		}
		misses++
		for tg := range deadToggles(v) {
			want := score.Score(tg.in, v.Ruleset)
			got, ok := score.ScoreReaching(tg.in, v.Ruleset, want.Margin)
			if !ok || !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: the chain at %d toggled: margin %v not counted (%v) or counted otherwise", source, tg.at, want.Margin, ok)
			}
			toggles++
			if _, ok := score.ScoreReaching(tg.in, v.Ruleset, declared); !ok {
				cut++
			}
		}
		boundToggles = false
		slowKind, slowNote := explainMiss(v, rec, declared, nil)
		boundToggles = true
		if rc.Miss != slowKind || rc.MissNote != slowNote {
			t.Errorf("%s: explained %s %q, without the bounds %s %q", source, rc.Miss, rc.MissNote, slowKind, slowNote)
		}
	})
	t.Logf("%d misses, %d chains toggled, %d counts cut at RE's margin", misses, toggles, cut)
	if cut < toggles/2 {
		t.Errorf("%d of %d counts cut: the bounds no longer cut most?", cut, toggles)
	}
}

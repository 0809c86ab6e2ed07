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
// with and without the shortcut. The labelled board's first bound read
// without a label (boundToggleLabels, score.ToggleBound) keeps every
// toggle's own margin, cuts at RE's margin only toggles ScoreReaching
// cuts, and the explanations are the same with it off and the other
// bounds on.
func TestMissBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("audits two corpora and counts every chain of their misses")
	}
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		t.Fatal(err)
	}
	var misses, toggles, cut, unlabelled int
	eachMiss(t, a, func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64) {
		if !wholeApart(declared, *v.Margin) {
			return // deadVariant counts nothing
		}
		misses++
		labelled := score.NewToggleBound(v.in, v.Ruleset)
		for tg := range deadToggles(v) {
			want := score.Score(tg.in, v.Ruleset)
			got, ok := score.ScoreReaching(tg.in, v.Ruleset, want.Margin)
			if !ok || !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: the chain at %d toggled: margin %v not counted (%v) or counted otherwise", source, tg.at, want.Margin, ok)
			}
			if !labelled.MayReach(tg.in, want.Margin) {
				t.Fatalf("%s: the chain at %d toggled: its margin %v cut without a label", source, tg.at, want.Margin)
			}
			toggles++
			got, ok = score.ScoreReaching(tg.in, v.Ruleset, declared)
			if !ok {
				cut++
			}
			if !labelled.MayReach(tg.in, declared) {
				unlabelled++
				if ok {
					t.Fatalf("%s: the chain at %d toggled: RE's margin %v cut without a label, counted by ScoreReaching", source, tg.at, declared)
				}
			} else if r, counted := labelled.Count(tg.in, declared); counted != ok || (ok && !reflect.DeepEqual(r, got)) {
				t.Fatalf("%s: the chain at %d toggled: Count at RE's margin %v (%v), ScoreReaching %v", source, tg.at, declared, counted, ok)
			}
		}
		boundToggles = false
		slowKind, slowNote := explainMiss(v, rec, declared, nil)
		boundToggles = true
		if rc.Miss != slowKind || rc.MissNote != slowNote {
			t.Errorf("%s: explained %s %q, without the bounds %s %q", source, rc.Miss, rc.MissNote, slowKind, slowNote)
		}
		boundToggleLabels = false
		labelKind, labelNote := explainMiss(v, rec, declared, nil)
		boundToggleLabels = true
		if rc.Miss != labelKind || rc.MissNote != labelNote {
			t.Errorf("%s: explained %s %q, every toggle labelled %s %q", source, rc.Miss, rc.MissNote, labelKind, labelNote)
		}
	})
	t.Logf("%d misses, %d chains toggled, %d counts cut at RE's margin, %d of them without a label", misses, toggles, cut, unlabelled)
	if unlabelled < cut/4 {
		t.Errorf("%d of %d cut without a label: the first bound no longer cuts?", unlabelled, cut)
	}
	if cut < toggles/2 {
		t.Errorf("%d of %d counts cut: the bounds no longer cut most?", cut, toggles)
	}
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// TestToggleBoundReuse: a ToggleBound made in a released one's memory
// (togglereuse.go) answers as a new one. On toggleInputs' positions
// (every second one, japanese and chinese in turn), each base's first
// 40 chain toggles are asked MayReach and Count at their own margin and
// two points off it, of a new ToggleBound and of one that reuses the
// last base's, released: the same answers and counts. The counts of
// the reused ones are kept to the end and must still be those of the
// new ones: a released ToggleBound's memory reaches no Result.
func TestToggleBoundReuse(t *testing.T) {
	if testing.Short() {
		t.Skip("counts chains toggled on two corpora")
	}
	japanese, _ := rules.Default().Lookup("japanese")
	chinese, _ := rules.Default().Lookup("chinese")
	inputs := toggleInputs(t)
	var kept, want []score.Result
	var last *score.ToggleBound
	reused, asked := 0, 0
	for k, base := range inputs {
		if k%2 != 0 {
			continue
		}
		rs := japanese
		if k%4 == 2 {
			rs = chinese
		}
		var fresh *score.ToggleBound
		score.WithToggleReuse(false, func() { fresh = score.NewToggleBound(base, rs) })
		tb := score.NewToggleBound(base, rs)
		if tb == nil || fresh == nil {
			continue
		}
		if tb == last {
			reused++
		}
		n := 0
		for alt := range chainToggles(base) {
			if n++; n > 40 {
				break
			}
			m := score.Score(alt, rs).Margin
			for _, margin := range []float64{m, m - 2, m + 2} {
				asked++
				mf, mt := fresh.MayReach(alt, margin), tb.MayReach(alt, margin)
				if mf != mt {
					t.Fatalf("%v dead %v margin %v: MayReach %v new, %v reused", alt.Position, alt.Dead, margin, mf, mt)
				}
				if !mt {
					continue
				}
				rf, okf := fresh.Count(alt, margin)
				rt, okt := tb.Count(alt, margin)
				if okf != okt || !reflect.DeepEqual(rf, rt) {
					t.Fatalf("%v dead %v margin %v: Count %+v (%v) new, %+v (%v) reused", alt.Position, alt.Dead, margin, rf, okf, rt, okt)
				}
				if okt {
					kept, want = append(kept, rt), append(want, rf)
				}
			}
		}
		tb.Release()
		last = tb
	}
	for i := range kept {
		if !reflect.DeepEqual(kept[i], want[i]) {
			t.Fatalf("count %d changed after its ToggleBound was released and reused", i)
		}
	}
	if reused == 0 || len(kept) == 0 {
		t.Fatalf("%d ToggleBounds reused, %d counts kept: the test reads nothing", reused, len(kept))
	}
	t.Logf("%d bases reused a released one's memory, %d questions, %d counts kept", reused, asked, len(kept))
}

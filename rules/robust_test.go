package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// No input makes the replay panic: wild sizes, colours, kinds and points.
func TestReplayNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	r, err := NewReplayer(handRulesets())
	if err != nil {
		t.Fatal(err)
	}
	wild := func(n int) int { return rng.IntN(n+6) - 3 }
	for i := 0; i < 2000; i++ {
		w, h := wild(6), wild(6)
		if i%50 == 0 {
			w, h = 53, 1
		}
		g := &Game{W: w, H: h, First: board.Color(rng.IntN(5)), Ending: RecordEnd(rng.IntN(6))}
		for j := 0; j < rng.IntN(4); j++ {
			g.Setup = append(g.Setup, Stone{X: wild(w), Y: wild(h), Color: board.Color(rng.IntN(5))})
		}
		for j := 0; j < rng.IntN(60); j++ {
			s := Step{Kind: StepKind(rng.IntN(4)), Color: board.Color(rng.IntN(4)), X: wild(w), Y: wild(h)}
			if s.Kind == StepSetup {
				s.Setup = []Stone{{X: wild(w), Y: wild(h), Color: board.Color(rng.IntN(5))}}
			}
			g.Steps = append(g.Steps, s)
		}
		out, err := r.Replay(g)
		bad := w < 1 || h < 1 || w > board.MaxSize || h > board.MaxSize
		if bad != (err != nil) {
			t.Fatalf("%dx%d: err %v", w, h, err)
		}
		if err == nil && len(out.Rulesets) != len(handRulesets()) {
			t.Fatal("missing outcomes")
		}
	}
	if _, err := r.Replay(nil); err == nil {
		t.Error("nil game accepted")
	}
	if _, err := NewReplayer([]Ruleset{{Name: "x", Ko: "bogus", Suicide: SuicideNone, End: EndTwoPasses}}); err == nil {
		t.Error("unknown ko accepted")
	}
}

package compare

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// midRef is playFacts' count of passes before the record's final run of
// passes as it was: two loops, the last step that is not a pass found
// first.
func midRef(steps []rules.Step) (plays, passes, mid [3]int) {
	last := -1
	for i, s := range steps {
		if s.Kind != rules.StepPass {
			last = i
		}
	}
	for i, s := range steps {
		if s.Color != board.Black && s.Color != board.White {
			continue
		}
		switch s.Kind {
		case rules.StepPlay:
			plays[s.Color]++
		case rules.StepPass:
			passes[s.Color]++
			if i < last {
				mid[s.Color]++
			}
		}
	}
	return plays, passes, mid
}

// playFacts' one pass counts as the two loops did, on random records of
// plays, passes and setup steps (a setup step ends a run of passes), and
// by hand: B, pass W, B, pass W, pass B has one pass in mid-game (White's
// first) and a final run of two.
func TestPlayFactsOnePass(t *testing.T) {
	facts := func(steps []rules.Step) *playFacts {
		w := walker{g: &Game{}, rg: &rules.Game{Steps: steps}}
		return w.playFacts()
	}
	hand := []rules.Step{rules.Play(board.Black, 0, 0), rules.Pass(board.White), rules.Play(board.Black, 1, 1),
		rules.Pass(board.White), rules.Pass(board.Black)}
	if f := facts(hand); f.mid != [3]int{0, 0, 1} || f.passes != [3]int{0, 1, 2} || f.plays != [3]int{0, 2, 0} {
		t.Fatalf("by hand: %+v", f)
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for range 5000 {
		var steps []rules.Step
		for range rng.IntN(12) {
			c := board.Color(1 + rng.IntN(2))
			switch rng.IntN(5) {
			case 0, 1:
				steps = append(steps, rules.Play(c, 0, 0))
			case 2, 3:
				steps = append(steps, rules.Pass(c))
			default:
				steps = append(steps, rules.Setup(rules.Stone{Color: c}))
			}
		}
		f := facts(steps)
		plays, passes, mid := midRef(steps)
		if f.plays != plays || f.passes != passes || f.mid != mid {
			t.Fatalf("%+v: one pass %+v, two loops %v %v %v", steps, f, plays, passes, mid)
		}
	}
}

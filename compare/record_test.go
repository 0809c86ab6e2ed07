package compare

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// ToRules writes its steps in place into a reused Game: the steps must be
// those rules.Play, Pass and Setup build, whatever the Game held before
// (a setup step of an earlier game where a play now goes).
func TestToRulesStepsInPlace(t *testing.T) {
	c, err := sgfio.Parse([]byte("(;SZ[5];B[aa];W[];B[b];AB[ee];W[zz];B[bb])"))
	if err != nil || len(c.Games) != 1 {
		t.Fatal(err)
	}
	want := []rules.Step{
		rules.Play(board.Black, 0, 0),
		rules.Pass(board.White),
		rules.Play(board.Black, -1, -1), // invalid: off the board, never a pass
		rules.Setup(rules.Stone{X: 4, Y: 4, Color: board.Black}),
		rules.Play(board.White, 25, 25),
		rules.Play(board.Black, 1, 1),
	}
	var dst rules.Game
	// An earlier game left setup steps where this one's plays go.
	dst.Steps = []rules.Step{rules.Setup(rules.Stone{X: 1, Y: 1}), rules.Setup(), rules.Setup(rules.Stone{X: 2, Y: 2})}
	for range 2 {
		ToRules(c.Games[0], &dst)
		if !reflect.DeepEqual(dst.Steps, want) {
			t.Fatalf("steps\n%+v\nwant\n%+v", dst.Steps, want)
		}
	}
}

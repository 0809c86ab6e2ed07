package compare

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"

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

// toRulesRef is ToRules's move loop as it was, one move and one test of
// the setup changes at a time: the reference for the runs of appendMoves.
func toRulesRef(rec *sgfio.Game) []rules.Step {
	var steps []rules.Step
	ch := 0
	for i := range rec.Moves {
		m := &rec.Moves[i]
		for ch < len(rec.Changes) && rec.Changes[ch].Before <= i+1 {
			steps = appendChange(steps, rec.Changes[ch])
			ch++
		}
		switch {
		case m.Pass:
			steps = append(steps, rules.Pass(color(m.Color)))
		case m.Invalid:
			steps = append(steps, rules.Play(color(m.Color), -1, -1))
		default:
			steps = append(steps, rules.Play(color(m.Color), int(m.X), int(m.Y)))
		}
	}
	for ; ch < len(rec.Changes); ch++ {
		steps = appendChange(steps, rec.Changes[ch])
	}
	return steps
}

// ToRules's steps are the reference's on records worked by hand (setup
// changes before the first move, between moves, two before one move,
// after the last, on a game without moves) and, when ../shared is there,
// on every game of its corpora, reusing one Game throughout.
func TestToRulesRunsMatchOneByOne(t *testing.T) {
	var dst rules.Game
	games := 0
	check := func(name string, rec *sgfio.Game) {
		games++
		ToRules(rec, &dst)
		want := toRulesRef(rec)
		if len(want) == 0 && len(dst.Steps) == 0 {
			return
		}
		if !reflect.DeepEqual(dst.Steps, want) {
			t.Fatalf("%s game %d: steps\n%+v\nwant\n%+v", name, rec.Index, dst.Steps, want)
		}
	}
	for _, src := range []string{
		"(;SZ[5];AB[aa];B[bb];AW[cc];W[];B[dd];AE[aa]AB[ee];AW[ea])",
		"(;SZ[5];AB[aa];AW[bb];W[cc];B[zz];W[a])",
		"(;SZ[5];AB[aa];AW[bb])",
		"(;SZ[5];B[aa];W[bb];AE[aa])",
	} {
		c, err := sgfio.Parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range c.Games {
			check(src, g)
		}
	}
	changes := 0
	if shared.Root() != "" {
		for in := range corpus.Inputs([]string{shared.Path(t, "corpora")}, corpus.Options{}) {
			corpus.ParseGames(in, sgfio.Options{MainLine: true}, func(rec *sgfio.Game, _ sgfio.Diagnostics) bool {
				changes += len(rec.Changes)
				check(in.Source, rec)
				return true
			})
		}
		if changes == 0 {
			t.Fatal("no setup change in the corpora: the runs between changes are not tested")
		}
	}
	t.Logf("%d games, %d setup changes", games, changes)
}

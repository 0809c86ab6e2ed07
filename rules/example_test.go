package rules_test

import (
	"fmt"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// Replay one record under two rulesets: on the 2x1 board Black's retake
// at move 3 is a basic ko under both; after the passes, Black's play is
// legal under Japanese rules (the passes lifted the ko) but recreates an
// earlier position under Chinese positional superko.
func ExampleReplay() {
	g := &rules.Game{W: 2, H: 1, Steps: []rules.Step{
		rules.Play(board.Black, 0, 0),
		rules.Play(board.White, 1, 0), // captures
		rules.Play(board.Black, 0, 0), // retakes at once
		rules.Pass(board.White),
		rules.Pass(board.Black),
		rules.Play(board.White, 1, 0),
		rules.Pass(board.Black),
		rules.Pass(board.White),
	}}
	japanese, _ := rules.Lookup("japanese")
	chinese, _ := rules.Lookup("chinese")
	out, err := rules.Replay(g, []rules.Ruleset{japanese, chinese})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, o := range out.Rulesets {
		fmt.Printf("%s: end %s at move %d, final %s\n", o.Ruleset, o.End, o.EndMove, o.Final)
		for _, f := range o.Forbidden {
			fmt.Printf("  move %d %s: %s (%s)\n", f.Move, board.PointName(f.X, f.Y, g.W, g.H), f.Rule, f.Reason)
		}
	}
	// Output:
	// japanese: end passes at move 5, final x.
	//   move 3 A1: basic-ko (retakes a basic ko at once)
	// chinese: end passes at move 5, final x.
	//   move 3 A1: basic-ko (retakes a basic ko at once)
	//   move 6 B1: superko-positional (recreates the position after move 2)
}

// A Replayer judges many games under the same rulesets without
// allocating per move; here Japanese and Kee rules on a triple ko that
// goes round twice (CASES.md, KataGo 1).
func ExampleNewReplayer() {
	japanese, _ := rules.Lookup("japanese")
	kee, _ := rules.Lookup("kee-v4")
	r, err := rules.NewReplayer([]rules.Ruleset{japanese, kee})
	if err != nil {
		fmt.Println(err)
		return
	}
	start := board.MustParsePosition("ooooooo/oxo.o.o/x.xoxox/xxxxxxx/ooooooo/.......")
	g := &rules.Game{W: 7, H: 6}
	for i, c := range start.Stones {
		if c != board.Empty {
			g.Setup = append(g.Setup, rules.Stone{X: i % 7, Y: i / 7, Color: c})
		}
	}
	cycle := []struct {
		c    board.Color
		x, y int
	}{{board.Black, 3, 1}, {board.White, 1, 2}, {board.Black, 5, 1}, {board.White, 3, 2}, {board.Black, 1, 1}, {board.White, 5, 2}}
	for round := 0; round < 2; round++ {
		for _, m := range cycle {
			g.Steps = append(g.Steps, rules.Play(m.c, m.x, m.y))
		}
	}
	out, _ := r.Replay(g)
	for _, o := range out.Rulesets {
		fmt.Printf("%s: %d forbidden, first at move %d; end %s at move %d\n", o.Ruleset, len(o.Forbidden), firstMove(o), o.End, o.EndMove)
	}
	// Output:
	// japanese: 0 forbidden, first at move 0; end no-result at move 12
	// kee-v4: 7 forbidden, first at move 6; end unfinished at move 0
}

func firstMove(o rules.RulesetOutcome) int {
	if len(o.Forbidden) == 0 {
		return 0
	}
	return o.Forbidden[0].Move
}

// The implied handicap stones of a record that says HA[6] on 19x19 but
// places none.
func ExampleHandicapPoints() {
	for _, s := range rules.HandicapPoints(19, 19, 6) {
		fmt.Print(board.SGFPoint(s.X, s.Y), " ")
	}
	fmt.Println()
	// Output:
	// pd dp dd pp jd jp
}

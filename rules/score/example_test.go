package score_test

import (
	"fmt"
	"strings"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// Counting the same 4x4 position (CASES.md case 6) the Japanese and the
// Chinese way: the difference is in the components.
func Example() {
	in := score.Input{Position: board.MustParsePosition(".xo./.xo./.xoo/.xo."), Komi: 0.5}
	for _, rs := range []rules.Ruleset{
		{Name: "territory", Scoring: rules.ScoringTerritory, Seki: rules.SekiNotCounted, Dead: rules.DeadAgreed},
		{Name: "area", Scoring: rules.ScoringArea, Seki: rules.SekiSplit, Dead: rules.DeadAgreed},
	} {
		r := score.Score(in, rs)
		fmt.Printf("%s: %s (Black %v stones + %v territory; White %v stones + %v territory + %v komi)\n",
			rs.Name, r, r.Black.Stones, r.Black.Territory, r.White.Stones, r.White.Territory, r.White.Komi)
	}
	fmt.Println(score.DrawOwnership(score.Score(in, rules.Ruleset{Scoring: rules.ScoringArea}).Own, 4))
	// Output:
	// territory: B+0.5 (Black 0 stones + 4 territory; White 0 stones + 3 territory + 0.5 komi)
	// area: W+0.5 (Black 4 stones + 4 territory; White 5 stones + 3 territory + 0.5 komi)
	// bXOw/bXOw/bXOO/bXOw
}

// The forms of a referee's list of dead stones, placed on a 19x19 board:
// a GTP name, SGF letters, and rectangles. D4 is column 3, row 19-4 = 15
// from the top; pd is (15, 3); D4-E5 covers D4, E4, D5 and E5.
func ExampleParsePoints() {
	for _, list := range []string{"D4", "pd", "D4-E5", "dd:ee", "Q20"} {
		pts, err := score.ParsePoints(list, 19, 19)
		if err != nil {
			fmt.Println(err)
			continue
		}
		var names []string
		for _, i := range pts {
			names = append(names, board.PointName(i%19, i/19, 19, 19))
		}
		fmt.Println(list, "=", strings.Join(names, " "))
	}
	// Output:
	// D4 = D4
	// pd = Q16
	// D4-E5 = D5 E5 D4 E4
	// dd:ee = D16 E16 D15 E15
	// score: point "Q20": off the 19x19 board (A1 to T19)
}

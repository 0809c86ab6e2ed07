package score_test

import (
	"fmt"

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

package compare_test

import (
	"fmt"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

// Audit one record under two rulesets, with the dead stone a referee
// ruled. On this 5x5 board Black's wall stands on column B, White's on
// column C, and a White stone sits at A3 on Black's side; ruled dead, it
// is Black's prisoner. By territory (japanese) Black has column A (5) and
// the prisoner (1), White columns D and E (10) and komi 0.5: W+4.5. By
// area (chinese) Black has 5 stones and 5 points, White 5 stones, 10
// points and komi: W+5.5. The counting method makes the difference.
func ExampleAuditor_Audit() {
	rec := "(;GM[1]SZ[5]KM[0.5]RU[Japanese]RE[W+4.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][ac];B[];W[])"
	c, err := sgfio.Parse([]byte(rec))
	if err != nil {
		fmt.Println(err)
		return
	}
	rs, err := compare.SelectRulesets(rules.Default(), []string{"japanese", "chinese"})
	if err != nil {
		fmt.Println(err)
		return
	}
	a, err := compare.NewAuditor(compare.Options{Rulesets: rs, UserDead: "A3"})
	if err != nil {
		fmt.Println(err)
		return
	}
	g := a.Audit("tiny.sgf", c.Games[0])
	for _, v := range g.Verdicts {
		fmt.Printf("%s: %s (%s)\n", v.Ruleset.Name, v.Result, v.End)
	}
	for _, d := range g.Divergences {
		fmt.Printf("%s · %s · %s\n", d.Kind, d.Class, d.Effect)
	}
	fmt.Printf("RE %s under %s: agrees %v\n", g.Record.Result.Raw, g.Declared, g.ResultCheck.Agrees)
	// Output:
	// japanese: W+4.5 (passes)
	// chinese: W+5.5 (passes)
	// score · counting-method · margin
	// RE W+4.5 under japanese: agrees true
}

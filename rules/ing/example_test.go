package ing_test

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/ing"
)

// A basic ko (seed 004, lecture 2, diagram a): White's capture at C3
// takes Black's D3, whose last liberty it is, and Black could take back
// at once. Its ko position is the two points of the ko, C3 and D3; with
// no life and death hanging on it, it is a fighting ko.
func ExampleKoPositions() {
	p := board.MustParsePosition("....../..xo../.x.xo./..xo../......")
	for _, k := range ing.KoPositions(p) {
		fmt.Print("ko position:")
		for _, i := range k.Points {
			fmt.Print(" ", board.PointName(i%p.W, i/p.W, p.W, p.H))
		}
		fmt.Println(";", ing.Classify(p, k))
	}
	// Output:
	// ko position: C3 D3; fighting ko
}

package board_test

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
)

// White takes Black's D3 in a basic ko (seed 004, lecture 2, diagram a):
// one stone captured, and Black's retake at D3 would be the basic ko.
func ExampleBoard_Play() {
	b, err := board.NewBoard(6, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []struct {
		x, y int
		c    board.Color
	}{{2, 1, board.Black}, {1, 2, board.Black}, {3, 2, board.Black}, {2, 3, board.Black},
		{3, 1, board.White}, {4, 2, board.White}, {3, 3, board.White}} {
		if _, err := b.Play(s.x, s.y, s.c); err != nil {
			fmt.Println(err)
			return
		}
	}
	r, _ := b.Play(2, 2, board.White)
	ko := board.PointName(r.KoPoint%6, r.KoPoint/6, 6, 5)
	fmt.Printf("White C3 captures %d; the ko is at %s\n", r.Captured, ko)
	fmt.Print(b.Position())
	// Output:
	// White C3 captures 1; the ko is at D3
	// ....../..xo../.xo.o./..xo../......
}

package sgfio_test

import (
	"fmt"

	"github.com/rulediff/rulediff/sgfio"
)

// Parse never fails on a bad record: it reads what it can and says what
// it repaired or could not read, with the line and column. Fox writes
// komi in hundredths (KM[650] is 6.5), normalised here.
func ExampleParse() {
	data := []byte("(;GM[1]FF[4]SZ[9]KM[650]RU[Chinese]RE[W+2.5]\n;B[ee];W[gc];B[];W[zz])")
	c, err := sgfio.Parse(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := c.Games[0]
	fmt.Printf("%dx%d, komi %g (KM[%s]), rules %s, result %s\n", g.Width, g.Height, g.Komi.Value, g.Komi.Raw, g.Rules, g.Result.Raw)
	for i, m := range g.Moves { // move number i+1
		switch {
		case m.Pass:
			fmt.Printf("%d pass\n", i+1)
		default:
			fmt.Printf("%d (%d,%d) off the board: %v\n", i+1, m.X, m.Y, m.OffBoard)
		}
	}
	for _, d := range g.Diags {
		fmt.Println(d.Format("game.sgf"))
	}
	// Output:
	// 9x9, komi 6.5 (KM[650]), rules Chinese, result W+2.5
	// 1 (4,4) off the board: false
	// 2 (6,2) off the board: false
	// 3 pass
	// 4 (25,25) off the board: true
	// game.sgf: game 1: 2:18: error: move 4: "zz" is off the 9×9 board (kept, not a pass) (byte 62)
}

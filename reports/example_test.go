package reports_test

import (
	"fmt"
	"os"

	"github.com/rulediff/rulediff/reports"
	"github.com/rulediff/rulediff/sgfio"
)

// The check view of one file as JSON Lines (docs/report.md): its games,
// main-line moves, warnings and errors, each with its line and column.
func ExampleNewCheckWriter() {
	c, err := sgfio.Parse([]byte("(;GM[1]SZ[9];B[ee];W[zz])\n(;GM[1]SZ[9];B[cc])"))
	if err != nil {
		fmt.Println(err)
		return
	}
	w, err := reports.NewCheckWriter(os.Stdout, "jsonl", reports.CheckOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range reports.FromCollection("two.sgf", c) {
		if err := w.Add(g); err != nil {
			fmt.Println(err)
		}
	}
	if err := w.Close(); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"version":"2","source":"two.sgf","game":1,"moves":2,"warnings":[],"errors":[{"message":"move 2: \"zz\" is off the 9×9 board (kept, not a pass)","line":1,"col":20}]}
	// {"version":"2","source":"two.sgf","game":2,"moves":1,"warnings":[],"errors":[]}
}

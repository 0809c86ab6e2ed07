package corpus_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/sgfio"
)

// Map works on the inputs in parallel and yields the results in input
// order, whatever the timing; a file that cannot be read or parsed is an
// error for that file alone. Here the corpus is standard input ("-")
// holding a collection of two games.
func ExampleMap() {
	stdin := strings.NewReader("(;GM[1]SZ[9];B[ee];W[cc])(;GM[1]SZ[19];B[pd])")
	inputs := corpus.Inputs([]string{"-"}, corpus.Options{Stdin: stdin})
	count := func(in corpus.Input) string {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			return in.Source + ": " + err.Error()
		}
		var parts []string
		for _, g := range c.Games {
			parts = append(parts, fmt.Sprintf("%dx%d with %d moves", g.Width, g.Height, len(g.Moves)))
		}
		return in.Source + ": " + strings.Join(parts, ", ")
	}
	for line := range corpus.Map(context.Background(), corpus.Pool{Workers: 4}, inputs, count) {
		fmt.Println(line)
	}
	// Output:
	// -: 9x9 with 2 moves, 19x19 with 1 moves
}

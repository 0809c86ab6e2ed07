package sgfio

import (
	"os"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// TestCensus compares the .sgf fixtures with parser_tests/CENSUS.txt,
// written by the corpora's own tool: "files: 119 ... games: 228
// multi-game files: 21", "files with UTF-8 BOM: 2", "games whose main line
// ends with two passes: 12". The census counts every top-level "(" as a
// game; libsgfcplusplus/compressed-point-list.sgf has four in its
// introduction text ("(MA property)", ...), which are not games: 224.
func TestCensus(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests")
	files, games, multi, twoPass, bom := 0, 0, 0, 0, 0
	for _, f := range sgfFiles(t, dir) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, _ := Parse(data)
		files++
		games += len(c.Games)
		if len(c.Games) > 1 {
			multi++
		}
		if _, ok := findDiag(c, "byte-order mark"); ok {
			bom++
		}
		for _, g := range c.Games {
			n := len(g.Moves)
			if n >= 2 && g.Moves[n-1].Pass && g.Moves[n-2].Pass {
				twoPass++
			}
		}
	}
	if files != 119 || games != 228-4 || multi != 21 || bom != 2 || twoPass != 12 {
		t.Errorf("files %d games %d multi-game %d BOM %d two passes %d; want 119, 224, 21, 2, 12", files, games, multi, bom, twoPass)
	}
}

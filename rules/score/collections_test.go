package score_test

import (
	"os"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/sgfio"
)

// eachCollection calls fn with each .sgf file under dir that parses, in
// shared.SGFFiles' order, and its collection; a file that does not parse
// is left out (the parser's tests cover the broken files).
func eachCollection(tb testing.TB, dir string, fn func(path string, coll *sgfio.Collection)) {
	tb.Helper()
	for _, path := range shared.SGFFiles(tb, dir) {
		data, err := os.ReadFile(path)
		if err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		if coll, err := sgfio.Parse(data); err == nil {
			fn(path, coll)
		}
	}
}

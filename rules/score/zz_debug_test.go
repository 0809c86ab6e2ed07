package score_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"rulediff/internal/shared"
	"rulediff/rules/score"
)

func TestZZDebug(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	files, _ := filepath.Glob(filepath.Join(dir, "*.sgf"))
	for _, f := range files {
		if os.Getenv("ZZ") != "" && filepath.Base(f) != os.Getenv("ZZ") {
			continue
		}
		p := setupPosition(t, f)
		j := score.Score(score.Input{Position: p}, japanese)
		fmt.Printf("== %s %s  B %+v\n W %+v\n%s\n", filepath.Base(f), j, j.Black, j.White, score.DrawOwnership(j.Own, j.W))
	}
}

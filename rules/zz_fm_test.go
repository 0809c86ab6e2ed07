package rules_test

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"rulediff/internal/shared"
	"rulediff/rules"
	"rulediff/rules/board"
	"rulediff/rules/ing"
)

func foxGamesTB(b testing.TB, n int) (games []*rules.Game, moves int) {
	dir := shared.Path(b, "corpora", "fox_pro")
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".sgf") || len(games) >= n {
			return err
		}
		for _, sg := range readGames(b, path) {
			g := toGame(sg)
			games = append(games, g)
			moves += len(g.Steps)
		}
		return nil
	})
	return games, moves
}

func BenchmarkZZFindMouths(b *testing.B) {
	games, _ := foxGamesTB(b, 100)
	var ps []board.Position
	var bd board.Board
	for _, g := range games {
		if g.W != 19 {
			continue
		}
		bd.Reset(19, 19)
		for n, s := range g.Steps {
			if s.Kind == rules.StepPlay {
				bd.Play(s.X, s.Y, s.Color)
			}
			if n%40 == 39 {
				ps = append(ps, bd.Position())
			}
		}
	}
	b.Logf("%d positions", len(ps))
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		ing.KoPositions(ps[n%len(ps)])
	}
}

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

func BenchmarkZZCandidate(b *testing.B) {
	games, _ := foxGamesTB(b, 400)
	type cs struct {
		bd   *board.Board
		x, y int
	}
	var cases []cs
	var bd board.Board
	var f ing.Filter
	k := 0
	for _, g := range games {
		bd.Reset(g.W, g.H)
		for _, s := range g.Steps {
			if s.Kind != rules.StepPlay {
				continue
			}
			if _, err := bd.Play(s.X, s.Y, s.Color); err != nil {
				continue
			}
			if st, l := bd.Chain(s.X, s.Y); st <= 3 && l <= 2 {
				if k++; k%8 == 0 {
					c := new(board.Board)
					c.CopyFrom(&bd)
					cases = append(cases, cs{c, s.X, s.Y})
				}
			}
		}
	}
	b.Logf("%d cases", len(cases))
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		c := cases[n%len(cases)]
		f.Candidate(c.bd, c.x, c.y)
	}
}

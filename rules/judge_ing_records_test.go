package rules_test

import (
	"path/filepath"
	"testing"

	"rulediff/internal/shared"
	"rulediff/rules"
)

// BenchmarkReplayIngRecords replays 300 professional games (the fox_pro
// corpus) under the whole catalogue with the Ing judge, with a judge that
// does nothing in its place, and with none: with − nop is the cost of the
// Ing judge on real games, ko fights included.
func BenchmarkReplayIngRecords(b *testing.B) {
	dir := shared.Path(b, "corpora", "fox_pro")
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.sgf"))
	var games []*rules.Game
	moves := 0
	for _, f := range files {
		for _, sg := range readGames(b, f) {
			if len(games) < 300 {
				g := toGame(sg)
				games = append(games, g)
				moves += len(g.Steps)
			}
		}
	}
	if len(games) == 0 {
		b.Skip("no games in", dir)
	}
	run := func(b *testing.B) {
		r, err := rules.NewReplayer(rules.Catalogue())
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			for _, g := range games {
				if _, err := r.Replay(g); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(moves)*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
	}
	b.Run("with", run)
	b.Run("nop", func(b *testing.B) {
		defer rules.SwapKoJudgeForTest(rules.KoIng, rules.NopJudgeForTest())()
		run(b)
	})
	b.Run("without", func(b *testing.B) {
		defer rules.SwapKoJudgeForTest(rules.KoIng, nil)()
		run(b)
	})
}

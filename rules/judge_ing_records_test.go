package rules_test

import (
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/ing"
)

// BenchmarkReplayIngRecords replays 300 professional games (the fox_pro
// corpus) under the whole catalogue with the Ing judge, with a judge that
// does nothing in its place, and with none: with − without is the cost of
// the Ing judge on real games, ko fights included.
func BenchmarkReplayIngRecords(b *testing.B) {
	games, moves := foxRecords(b, 300, func(*rules.Game) bool { return true })
	benchIngThreeWays(b, games, moves)
}

// BenchmarkReplayIngOrdinary is BenchmarkReplayIngRecords on the issue's
// "ordinary games (no ko mouths)": 300 fox_pro games in none of whose
// positions ing.FindMouths finds a ko mouth (about a third of them).
func BenchmarkReplayIngOrdinary(b *testing.B) {
	games, moves := foxRecords(b, 300, noKoMouth)
	benchIngThreeWays(b, games, moves)
}

// foxRecords reads up to n fox_pro games that keep says yes to.
func foxRecords(b testing.TB, n int, keep func(*rules.Game) bool) (games []*rules.Game, moves int) {
	dir := shared.Path(b, "corpora", "fox_pro")
	for _, f := range shared.SGFFiles(b, dir) {
		for _, sg := range readGames(b, f) {
			if len(games) < n {
				if g := toGame(sg); keep(g) {
					games = append(games, g)
					moves += len(g.Steps)
				}
			}
		}
	}
	if len(games) == 0 {
		b.Skip("no games in", dir)
	}
	return games, moves
}

// noKoMouth reports whether no position of g has a ko mouth: a cheap
// filter first (a play that stands in a ko mouth is a candidate), then
// ing.FindMouths on every position.
func noKoMouth(g *rules.Game) bool {
	var f ing.Filter
	var bd board.Board
	if bd.Reset(g.W, g.H) != nil {
		return false
	}
	for _, s := range g.Setup {
		bd.Set(s.X, s.Y, s.Color)
	}
	var p board.Position
	for _, st := range g.Steps {
		switch st.Kind {
		case rules.StepSetup:
			return false // real games have none: not worth following
		case rules.StepPass:
			continue
		}
		if _, err := bd.Play(st.X, st.Y, st.Color); err != nil {
			return false
		}
		if f.Candidate(&bd, st.X, st.Y) {
			return false
		}
		bd.CopyTo(&p)
		if len(ing.FindMouths(p)) > 0 {
			return false
		}
	}
	return true
}

// benchIngThreeWays replays games under the catalogue with the Ing judge
// (with), a judge that allows everything in its place and is asked about
// every play (nop: what an unscoped registered judge costs), and none
// (without: the ing row falls back to the built-in rules).
func benchIngThreeWays(b *testing.B, games []*rules.Game, moves int) {
	run := func(b *testing.B) { replayBench(b, rules.Catalogue(), games, moves) }
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

package rules

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// BenchmarkBoardOnly is the floor under the replay: the board mechanics of
// the same games with no history and no judge.
func BenchmarkBoardOnly(b *testing.B) {
	games := randomLegalGames(32, 19, 250)
	total := 0
	for _, g := range games {
		total += len(g.Steps)
	}
	var bd board.Board
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		for _, g := range games {
			bd.Reset(g.W, g.H)
			for _, s := range g.Steps {
				if s.Kind == StepPlay {
					bd.Play(s.X, s.Y, s.Color)
				}
			}
		}
	}
	reportMoves(b, total, cpu)
}

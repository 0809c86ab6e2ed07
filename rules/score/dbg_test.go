package score_test

import (
	"strings"
	"testing"

	"rulediff/internal/shared"
	"rulediff/rules/board"
	"rulediff/rules/score"
)

func TestDbgEst(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "kgs")
	for _, r := range finishedGames(t, dir) {
		marked := map[int]bool{}
		for _, i := range score.DeadFromMarkup(r.in.Position, r.tb, r.tw) {
			marked[i] = true
		}
		e := score.EstimateDead(r.in.Position)
		est := map[int]bool{}
		for _, i := range e.Dead {
			est[i] = true
		}
		var missed, extra []string
		p := r.in.Position
		for i, c := range p.Stones {
			if c == board.Empty || marked[i] == est[i] {
				continue
			}
			n := c.String() + board.PointName(i%p.W, i/p.W, p.W, p.H)
			if marked[i] {
				missed = append(missed, n)
			} else {
				extra = append(extra, n)
			}
		}
		if len(missed)+len(extra) > 0 {
			t.Logf("%s: missed %v extra %v", r.name, missed, extra)
			if strings.Contains(r.name, "dokuganryu") || strings.Contains(r.name, "Kuksa") {
				t.Log("\n" + strings.ReplaceAll(p.String(), "/", "\n"))
			}
		}
	}
}

package compare

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

const budgetWarning = "dead stones: the estimate stopped at its work budget"

func budgetWarned(g *Game) bool {
	for _, w := range g.Warnings {
		if strings.HasPrefix(w.Msg, budgetWarning) {
			return true
		}
	}
	return false
}

// The budget grows with the stones: 500 playout moves per squared stone,
// within the estimator's own bound; none without a bound of ours.
func TestEstimateBudgetByStones(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := board.NewPosition(19, 19)
	for i := range 6 {
		p.Stones[i*19] = board.Black
	}
	if got := a.estimateBudget(p); got != 500*6*6 {
		t.Errorf("6 stones: %d", got)
	}
	for i := range 19 {
		p.Stones[i] = board.White
	}
	if got := a.estimateBudget(p); got != score.DefaultEstimateBudget {
		t.Errorf("24 stones: %d, want the estimator's bound", got)
	}
	a.opts.EstimateBudget = -1
	if got := a.estimateBudget(p); got != 0 {
		t.Errorf("no bound: %d", got)
	}
}

// The stalls of the issue: `(;B[aa])` 2,000 times (16 KB) cost 139 s of
// CPU with the default dead stones, `(;SZ[52];B[aa])` 20 times (300 bytes)
// 46 s. One stone gets 500 playout moves: on 19x19 a playout from a
// near-empty board runs to hundreds of moves, so fewer than the
// estimator's least of 8 playouts finish and only Benson's verdict is
// kept; Benson settles nothing about a lone stone, so nothing is dead,
// and every point touches Black alone: B+361 (B+2704 on 52x52) by area,
// no komi. Each game says the estimate stopped. Counted in playout moves,
// the estimator's work on the whole file is at most 500 a game.
func TestEstimateBudgetStopsTheStalls(t *testing.T) {
	for _, c := range []struct {
		game   string
		n      int
		result string
	}{{"(;B[aa])", 2000, "B+361"}, {"(;SZ[52];B[aa])", 20, "B+2704"}} {
		coll, err := sgfio.ParseWith(bytes.Repeat([]byte(c.game), c.n), sgfio.Options{MainLine: true})
		if err != nil || len(coll.Games) != c.n {
			t.Fatalf("%s: %v, %d games", c.game, err, len(coll.Games))
		}
		a, err := NewAuditor(Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, rec := range coll.Games {
			g := a.Audit("hostile.sgf", rec)
			if !budgetWarned(g) || len(g.Dead) != 0 || g.DeadMethod != score.DeadEstimate {
				t.Fatalf("%s: warnings %v, dead %v (%s)", c.game, g.Warnings, g.Dead, g.DeadMethod)
			}
			if v := verdict(g, "chinese"); v.Result != c.result {
				t.Fatalf("%s: chinese %s, want %s", c.game, v.Result, c.result)
			}
			a.Recycle(g)
		}
		if limit := int64(500 * c.n); a.estimateMoves > limit {
			t.Errorf("%s × %d: %d playout moves, more than %d", c.game, c.n, a.estimateMoves, limit)
		}
	}
}

// Real games keep the whole estimate: no game of every tenth fox_pro file
// meets the bound (the stones of a game played past its opening give a
// budget over the estimator's own).
func TestEstimateBudgetSparesRealGames(t *testing.T) {
	fox := shared.Path(t, "corpora", "fox_pro")
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	estimated, k := 0, 0
	for in := range corpus.Inputs([]string{fox}, corpus.Options{}) {
		if k++; k%10 != 0 {
			continue
		}
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, rec := range c.Games {
			g := a.Audit(in.Source, rec)
			if budgetWarned(g) {
				t.Errorf("%s: %v", in.Source, g.Warnings)
			}
			if g.DeadMethod == score.DeadEstimate {
				estimated++
			}
			a.Recycle(g)
		}
	}
	if estimated < 30 {
		t.Fatalf("only %d estimated games: the test proves little", estimated)
	}
}

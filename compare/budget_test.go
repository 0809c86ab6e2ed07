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

// A record longer than MaxMoves is audited as the same record cut there
// (`rulediff score --move N`), with a warning that says so; the setup
// change before the next move stays, as cut keeps it.
func TestMaxMovesCutsTheRecord(t *testing.T) {
	rec := parseOne(t, randomGame(3000, 9, 5))
	// A setup change before move 1001 (kept) and one before move 1500.
	rec.Changes = []sgfio.Setup{{Black: []sgfio.Point{{X: 0, Y: 0}}, Before: 1001}, {White: []sgfio.Point{{X: 1, Y: 1}}, Before: 1500}}
	bounded, err := NewAuditor(Options{MaxMoves: 1000, Dead: DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := NewAuditor(Options{MaxMoves: -1, Dead: DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	g := bounded.Audit("long.sgf", rec)
	want := whole.AuditUpTo("long.sgf", rec, 1000)
	rest, budget := withoutBudgetWarning(g)
	if g.Moves != 1000 || !sameAudit(rest, want) {
		t.Fatalf("%d moves; the audit differs from the record cut at move 1000", g.Moves)
	}
	if !strings.Contains(budget, "the record has 3000 moves: only the first 1000 are audited") {
		t.Errorf("warning %q", budget)
	}
	if len(rec.Moves) != 3000 || len(rec.Changes) != 2 {
		t.Errorf("the record itself was changed: %d moves, %d changes", len(rec.Moves), len(rec.Changes))
	}
	if g := whole.Audit("long.sgf", rec); g.Moves != 3000 {
		t.Errorf("no bound: %d moves", g.Moves)
	}
}

// withoutBudgetWarning is g without the warning of MaxMoves, and that
// warning.
func withoutBudgetWarning(g *Game) (*Game, string) {
	c := *g
	c.Warnings = nil
	msg := ""
	for _, w := range g.Warnings {
		if strings.Contains(w.Msg, "(the work budget of a game)") {
			msg = w.Msg
			continue
		}
		c.Warnings = append(c.Warnings, w)
	}
	return &c, msg
}

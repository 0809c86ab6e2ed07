package compare

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// FuzzAudit: no record makes the audit panic; every ruleset gets a
// verdict with a result; the dead-stone estimator (the default dead
// stones: markup where the record has it, the estimate otherwise) keeps
// within its budget; and a game's audit does not depend on the game the
// auditor audited before (the output is the same for any -j). Long games
// are audited whole: the audit is linear in the moves, and the seeds
// include a game of 3,000 moves full of divergences.
func FuzzAudit(f *testing.F) {
	files, _ := filepath.Glob("../corpus/bestiary/*.sgf")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("(;SZ[5]HA[3];W[cc];B[aa];W[];B[])"))
	f.Add([]byte("(;SZ[3:2]AB[aa]AW[ab];B[ba];AE[aa];W[aa]TB[bb]TW[cb])"))
	f.Add([]byte("(;SZ[5]RU[koSIMPLEscoreTERRITORYtaxSEKIsui0button1whbN]RE[B+3]KM[0.5];B[cc];W[];B[];W[bb];B[];W[];B[];W[];B[])"))
	f.Add([]byte("(;B[aa])(;SZ[52];B[aa])(;SZ[2];B[aa];W[bb];B[ab])"))
	f.Add(randomGame(3000, 9, 4))
	a, err := NewAuditor(Options{})
	if err != nil {
		f.Fatal(err)
	}
	b, err := NewAuditor(Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := sgfio.Parse(data)
		if err != nil {
			return
		}
		var first []*Game
		for _, rec := range c.Games {
			moves := a.estimateMoves
			g := a.Audit("fuzz.sgf", rec)
			// One estimate per distinct final position, each within the
			// estimator's bound.
			if spent := a.estimateMoves - moves; spent > int64(len(a.Rulesets()))*score.DefaultEstimateBudget {
				t.Fatalf("game %d: the estimator made %d playout moves", rec.Index, spent)
			}
			if len(g.Verdicts) != len(a.Rulesets()) {
				t.Fatalf("%d verdicts", len(g.Verdicts))
			}
			for _, v := range g.Verdicts {
				if v.Result == "" {
					t.Fatalf("%s: empty result", v.Ruleset.Name)
				}
			}
			first = append(first, g)
		}
		// The same games in the other order, on an auditor with another
		// history.
		for i := len(c.Games) - 1; i >= 0; i-- {
			if g := b.Audit("fuzz.sgf", c.Games[i]); !sameAudit(g, first[i]) {
				t.Fatalf("game %d: its audit depends on the game audited before it", i+1)
			}
		}
	})
}

// sameAudit compares what the report shows of two audits of one record.
func sameAudit(g, h *Game) bool {
	if len(g.Verdicts) != len(h.Verdicts) || len(g.Divergences) != len(h.Divergences) ||
		len(g.Warnings) != len(h.Warnings) || !slices.Equal(g.Dead, h.Dead) || g.DeadMethod != h.DeadMethod {
		return false
	}
	for i := range g.Verdicts {
		if g.Verdicts[i].Result != h.Verdicts[i].Result || len(g.Verdicts[i].Illegal) != len(h.Verdicts[i].Illegal) {
			return false
		}
	}
	for i, d := range g.Divergences {
		e := h.Divergences[i]
		if d.Kind != e.Kind || d.Class != e.Class || d.Move != e.Move || d.Explanation != e.Explanation ||
			(d.Diagram == nil) != (e.Diagram == nil) || (d.Diagram != nil && !d.Diagram.Equal(*e.Diagram)) {
			return false
		}
	}
	for i := range g.Warnings {
		if g.Warnings[i].Msg != h.Warnings[i].Msg {
			return false
		}
	}
	return true
}

package reports

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The line under the score table names the seki and the points to fill
// of the count it draws (docs/report.md).
func TestSekiAndFills(t *testing.T) {
	count := func(diagram, ruleset string) *score.Result {
		rs, ok := rules.Default().Lookup(ruleset)
		if !ok {
			t.Fatal(ruleset)
		}
		r := score.Score(score.Input{Position: board.MustParsePosition(diagram), DeadMethod: score.DeadUser}, rs)
		return &r
	}
	// Two groups joined by bamboo joints, one two-point eye each, D1 and
	// D2 their outside liberties: one is filled, D1 is shared
	// (score's TestBambooJointSeki). Japanese does not count the eyes,
	// Chinese does.
	bamboo := "x.x.o.o/x.x.o.o"
	for _, c := range []struct{ ruleset, want string }{
		{"japanese", "Seki (japanese): 1 shared point(s); eyes in seki: Black B2 B1, White F2 F1 (not counted).\n"},
		{"chinese", "Seki (chinese): 1 shared point(s); eyes in seki: Black B2 B1, White F2 F1 (counted in seki).\n"},
	} {
		if got := sekiAndFills(count(bamboo, c.ruleset), "\n"); got != c.want {
			t.Errorf("%s: got %q, want %q", c.ruleset, got, c.want)
		}
	}
	// A shared point and no eye: no rule to state about eyes.
	r := &score.Result{Ruleset: "japanese", W: 3, H: 1, Own: []score.Own{score.OwnBlackSekiStone, score.OwnSekiShared, score.OwnWhiteSekiStone}}
	if got, want := sekiAndFills(r, "\n"), "Seki (japanese): 1 shared point(s), no eyes in seki.\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	// A point to fill: a throw-in on it costs two (score's
	// TestThrowInOnAPointToFillCostsTwo, D4 marked dead).
	p := board.MustParsePosition(".xxo.x/xxoxxx/.xoooo/xxo.o.")
	dead, _ := score.ParsePoints("D4", 6, 4)
	rs, _ := rules.Default().Lookup("japanese")
	j := score.Score(score.Input{Position: p, Dead: dead, DeadMethod: score.DeadUser}, rs)
	want := "Points to fill (japanese, teire): Black D4 E4, White none: no territory, their owner must fill them before the end.\n"
	if got := sekiAndFills(&j, "\n"); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

package reports

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/sgfio"
)

func auditOne(t *testing.T, sgf string, opts compare.Options) Game {
	t.Helper()
	c, err := sgfio.Parse([]byte(sgf))
	if err != nil || len(c.Games) == 0 {
		t.Fatalf("parse: %v", err)
	}
	a, err := compare.NewAuditor(opts)
	if err != nil {
		t.Fatal(err)
	}
	return FromCompare(a.Audit("x.sgf", c.Games[0]))
}

// Two-stone suicide at D5 (move 1) then a return to the setup position at
// E5 (move 3): see compare's TestLegalitySuicide for the mechanics.
func TestFromCompareLegality(t *testing.T) {
	g := auditOne(t, "(;SZ[5]KM[0.5]RU[Chinese]AB[ba][ea][bb][bc][bd][be]AW[ca][cb][db][eb][cc][cd][ce];B[da];W[];B[ea];W[da];B[];W[])",
		compare.Options{Dead: compare.DeadNone})
	if g.Declared == nil || g.Declared.Ruleset != "chinese" || g.Declared.Handicap != 0 || *g.Declared.Komi != 0.5 {
		t.Fatalf("declared %+v", g.Declared)
	}
	if len(g.Verdicts) != 14 {
		t.Fatalf("%d verdicts", len(g.Verdicts))
	}
	v := g.Verdicts["chinese"]
	want := []Illegal{{Move: 1, Point: "D5", PointSGF: "da", Rule: "suicide"}, {Move: 3, Point: "E5", PointSGF: "ea", Rule: "superko-positional"}}
	if !slices.Equal(v.Illegal, want) {
		t.Errorf("illegal %+v", v.Illegal)
	}
	// area: B 5 stones + 5 points (column A) = 10; W 8 + 7 + 0.5 = 15.5.
	if v.Result != "W+5.5" || v.Margin == nil || *v.Margin != -5.5 || v.End != "passes" || v.Score == nil || v.Score.White.Total != 15.5 {
		t.Errorf("chinese verdict %+v", v)
	}
	// No illegal move: an empty list, not nil (JSON's [], not null).
	if nz := g.Verdicts["new-zealand"]; len(nz.Illegal) != 0 || nz.Illegal == nil {
		t.Errorf("new-zealand illegal %#v", nz.Illegal)
	}
	if len(g.Divergences) < 2 {
		t.Fatalf("divergences %+v", g.Divergences)
	}
	d := g.Divergences[0]
	if d.Kind != KindLegality || d.Class != "suicide" || d.Move != 1 || d.Point != "D5" || d.PointSGF != "da" {
		t.Errorf("first divergence %+v", d)
	}
	// After move 1 the two black stones D5 E5 are gone; the mark is D5.
	if d.Diagram == nil || d.Diagram.Rows[0] != ".XO.." || d.Diagram.Mark != "D5" || d.Diagram.Width != 5 {
		t.Errorf("diagram %+v", d.Diagram)
	}
	// Before it, the setup position: B5 E5 black, C5 white on the top row.
	if d.Before == nil || d.Before.Rows[0] != ".XO.X" || d.Before.Mark != "D5" || d.Before.Height != 5 {
		t.Errorf("before %+v", d.Before)
	}
	if len(d.Camps) != 2 || d.Camps[0].Says != "legal" || d.Explanation == "" {
		t.Errorf("camps %+v", d.Camps)
	}
}

// A score divergence carries its camps with margins and its terms (Black
// began and placed the last stone: dame-parity, seed 002); a
// resigned game keeps B+R and has no margin.
func TestFromCompareScoreAndResign(t *testing.T) {
	g := auditOne(t, "(;SZ[3:1]KM[0];B[ba];W[];B[];W[])", compare.Options{Dead: compare.DeadNone,
		Rulesets: mustSelect(t, "japanese", "chinese")})
	if len(g.Divergences) != 1 {
		t.Fatalf("divergences %+v", g.Divergences)
	}
	d := g.Divergences[0]
	if d.Kind != KindScore || d.Class != "dame-parity" || d.Effect != EffectMargin || d.Point != "" || d.Move != 0 {
		t.Errorf("%+v", d)
	}
	if len(d.Camps) != 2 || *d.Camps[0].Margin != 2 || *d.Camps[1].Margin != 3 || len(d.Terms) != 1 || d.Terms[0] != (Term{Component: "stones", Delta: 1}) {
		t.Errorf("camps %+v terms %+v", d.Camps, d.Terms)
	}
	r := auditOne(t, "(;SZ[9]RE[B+Resign];B[ee];W[cc])", compare.Options{Rulesets: mustSelect(t, "aga")})
	if v := r.Verdicts["aga"]; v.Result != "B+R" || v.Margin != nil || v.End != "resignation" || v.Score != nil {
		t.Errorf("resigned: %+v", v)
	}
}

func mustSelect(t *testing.T, names ...string) []rules.Ruleset {
	t.Helper()
	rs, err := compare.SelectRulesets(nil, names)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// Terms name the report's components: compare's finer ones fold as the
// score breakdown folds them (teire and group tax into territory, dame
// into seki, dead_stones is dead), and terms that cancel out go.
// In an entry's memory (FromAuditReused's) too, after another entry's
// terms were made there.
func TestTermsFrom(t *testing.T) {
	in := []compare.Term{
		{Component: "stones", Delta: -2}, {Component: "dead_stones", Delta: 6},
		{Component: "territory", Delta: 1}, {Component: "teire", Delta: -1},
		{Component: "dame", Delta: 0.5}, {Component: "phase_two", Delta: 2},
	}
	want := []Term{{Component: "stones", Delta: -2}, {Component: "dead", Delta: 6},
		{Component: "seki", Delta: 0.5}, {Component: "prisoners", Delta: 2}}
	mem := new(entryMem)
	for _, m := range []*entryMem{nil, mem, mem} {
		if m != nil {
			for range 3 {
				m.terms.Room(5)[:5][4] = Term{Component: "last entry's", Delta: 9}
			}
			m.terms.Reset()
		}
		got := termsFrom(in, m)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("terms %+v, want %+v", got, want)
		}
		if got := termsFrom(nil, m); got != nil {
			t.Errorf("no terms: %+v", got)
		}
		if got := termsFrom(in[2:4], m); got != nil { // territory and teire cancel out
			t.Errorf("terms that cancel out: %+v", got)
		}
	}
}

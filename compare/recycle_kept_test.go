package compare

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// bestiaryGames parses the bestiary's records (its broken files left
// out): games with counts, seki, dame and misses of every kind.
func bestiaryGames(t *testing.T) []*sgfio.Game {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(bestiaryDir, "*.sgf"))
	if err != nil || len(paths) < 5 {
		t.Fatalf("bestiary records: %v (%d)", err, len(paths))
	}
	var recs []*sgfio.Game
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		coll, err := sgfio.ParseWith(data, sgfio.Options{MainLine: true})
		if err != nil {
			continue
		}
		recs = append(recs, coll.Games...)
	}
	return recs
}

// verdictsCopy copies vs with their counts (their Own maps and figures
// too) and margins, so that a later change to the memory they point to
// shows.
func verdictsCopy(vs []Verdict) []Verdict {
	out := append([]Verdict(nil), vs...)
	for i := range out {
		if s := out[i].Score; s != nil {
			// Its map and figures too: reflect.DeepEqual follows the
			// copy's pointers, so a shallow copy would compare a map
			// (Analysis.ScoreInto writes Own in place) with itself.
			c := *s
			c.Own = slices.Clone(s.Own)
			if te := s.TerritoryEquivalent; te != nil {
				x := *te
				c.TerritoryEquivalent = &x
			}
			if z := s.Zi; z != nil {
				x := *z
				c.Zi = &x
			}
			out[i].Score = &c
		}
		if m := out[i].Margin; m != nil {
			c := *m
			out[i].Margin = &c
		}
		out[i].in.Dead = slices.Clone(out[i].in.Dead)
	}
	return out
}

// divergencesCopy copies ds with everything they point to.
func divergencesCopy(ds []Divergence) []Divergence {
	out := append([]Divergence(nil), ds...)
	for i := range out {
		d := &out[i]
		d.Legal, d.Illegal, d.Rulesets = slices.Clone(d.Legal), slices.Clone(d.Illegal), slices.Clone(d.Rulesets)
		d.Terms, d.legalGroups = slices.Clone(d.Terms), slices.Clone(d.legalGroups)
		d.Explanation = strings.Clone(d.Explanation) // its bytes, not a header sharing them
		d.Camps = slices.Clone(d.Camps)
		for k := range d.Camps {
			c := &d.Camps[k]
			c.Rulesets = slices.Clone(c.Rulesets)
			if c.Margin != nil {
				m := *c.Margin
				c.Margin = &m
			}
		}
		for _, p := range []**board.Position{&d.Diagram, &d.Before} {
			if *p != nil {
				c := **p
				c.Stones = slices.Clone(c.Stones)
				*p = &c
			}
		}
	}
	return out
}

// A game not given back keeps its verdicts, counts, margins and
// divergences while the auditor audits other games: the counts' block
// (Game.scores) and the divergences' slice are taken from a recycled game
// only, the score divergences' scratch is copied out, and so are their
// explanations from the memory they are written in. (Fails when verdicts
// keeps the counts' block in the Auditor for every game, when divergences
// hands out the scratch that scores returns, or when scoreSentence's
// string shares the Auditor's buffer.)
func TestKeptGameKeepsItsCounts(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	type kept struct {
		g    *Game
		want []Verdict
		divs []Divergence
		dead []int
	}
	var all []kept
	counted, scoreDivs := 0, 0
	for _, rec := range bestiaryGames(t) {
		g := a.Audit("kept.sgf", rec)
		for i := range g.Verdicts {
			if g.Verdicts[i].Score != nil {
				counted++
			}
		}
		for i := range g.Divergences {
			if g.Divergences[i].Kind == KindScore {
				scoreDivs++
			}
		}
		all = append(all, kept{g, verdictsCopy(g.Verdicts), divergencesCopy(g.Divergences), slices.Clone(g.Dead)})
	}
	if counted < 50 || scoreDivs < 20 {
		t.Fatalf("only %d counted verdicts, %d score divergences", counted, scoreDivs)
	}
	for i, k := range all {
		if !reflect.DeepEqual(k.g.Verdicts, k.want) {
			t.Fatalf("game %d: its verdicts changed while later games were audited", i+1)
		}
		if !slices.Equal(k.g.Dead, k.dead) {
			t.Fatalf("game %d: its dead stones changed while later games were audited", i+1)
		}
		if !reflect.DeepEqual(k.g.Divergences, k.divs) {
			t.Fatalf("game %d: its divergences changed while later games were audited", i+1)
		}
	}
}

// A recycled game's margins and its divergences' ruleset names stay the
// caller's: a report keeps them (reports.FromCompare), so the next games
// must not write through them even though the counts' block and the
// divergences' slice are reused. (Fails when a margin points into the
// recycled counts: v.Margin = &v.Score.Margin.)
func TestRecycledGameKeepsItsMargins(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var margins []*float64
	var want []float64
	var names, wantNames [][]string
	var prev *Game
	reused, divsReused := 0, 0
	for _, rec := range bestiaryGames(t) {
		a.Recycle(prev)
		spare, spareDivs := a.spareScores, a.spareDivs
		g := a.Audit("recycled.sgf", rec)
		if spare != nil && len(g.scores) > 0 && &g.scores[0] == &spare[0] {
			reused++
		}
		if cap(spareDivs) > 0 && len(g.Divergences) > 0 && &g.Divergences[0] == &spareDivs[:1][0] {
			divsReused++
		}
		for i := range g.Verdicts {
			if m := g.Verdicts[i].Margin; m != nil {
				margins, want = append(margins, m), append(want, *m)
			}
		}
		for i := range g.Divergences {
			d := &g.Divergences[i]
			names, wantNames = append(names, d.Rulesets), append(wantNames, slices.Clone(d.Rulesets))
			for _, c := range d.Camps {
				names, wantNames = append(names, c.Rulesets), append(wantNames, slices.Clone(c.Rulesets))
				if c.Margin != nil {
					margins, want = append(margins, c.Margin), append(want, *c.Margin)
				}
			}
		}
		prev = g
	}
	if reused < 5 || divsReused < 5 || len(margins) < 50 {
		t.Fatalf("counts reused %d times, divergences %d, %d margins: the test reads nothing", reused, divsReused, len(margins))
	}
	for i := range names {
		if !slices.Equal(names[i], wantNames[i]) {
			t.Fatalf("ruleset names %d changed from %v to %v after their game was recycled", i, wantNames[i], names[i])
		}
	}
	for i, m := range margins {
		if *m != want[i] {
			t.Fatalf("margin %d changed from %v to %v after its game was recycled", i, want[i], *m)
		}
	}
}

// A count rescore returns stays as it was while the walker lives: the
// counts it makes share one growing scratch (the Auditor's), and every
// later count takes a slot of its own. Each bestiary game's counted
// verdicts are counted again under every dead-stone and seki rule, with a
// scratch of one slot (so that the counts move as it grows); every count
// returned is checked against its copy at the end, and asking again
// returns the same count. (Fails when a count reuses the last slot.)
func TestRescoredCountsStay(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	distinct := 0
	for _, rec := range bestiaryGames(t) {
		g := a.Audit("rescore.sgf", rec)
		g.analysis = nil // as the auditor leaves it; rescore counts alone
		w := &walker{g: g, rg: &a.game, counts: make([]score.Result, 0, 1)}
		type got struct {
			i          int
			dead       rules.DeadRule
			seki       rules.SekiRule
			r          *score.Result
			want       score.Result
			wantMargin float64
		}
		var all []got
		for i := range g.Verdicts {
			v := &g.Verdicts[i]
			if v.Score == nil {
				continue
			}
			for _, dead := range []rules.DeadRule{rules.DeadAgreed, rules.DeadLiteral} {
				for _, seki := range []rules.SekiRule{rules.SekiCounted, rules.SekiSplit, rules.SekiNotCounted, rules.SekiIngNearest} {
					r := w.rescore(i, &v.in, &v.Ruleset, dead, seki)
					c := *r
					c.Own = slices.Clone(r.Own)
					all = append(all, got{i, dead, seki, r, c, r.Margin})
				}
			}
		}
		margins := map[float64]bool{}
		for _, x := range all {
			if !reflect.DeepEqual(*x.r, x.want) {
				t.Fatalf("verdict %d, %s, %s: its count changed (margin %v, then %v) while others were made", x.i, x.dead, x.seki, x.wantMargin, x.r.Margin)
			}
			if again := w.rescore(x.i, &g.Verdicts[x.i].in, &g.Verdicts[x.i].Ruleset, x.dead, x.seki); again != x.r {
				t.Fatalf("verdict %d, %s, %s: counted again instead of the cached count", x.i, x.dead, x.seki)
			}
			margins[x.r.Margin] = true
		}
		if len(margins) > 1 {
			distinct++
		}
	}
	if distinct < 5 {
		t.Fatalf("only %d games with counts of different margins: the test would see no overwrite", distinct)
	}
}

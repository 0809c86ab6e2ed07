package compare

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

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

// verdictsCopy copies vs with their counts and margins, so that a later
// change to the memory they point to shows.
func verdictsCopy(vs []Verdict) []Verdict {
	out := append([]Verdict(nil), vs...)
	for i := range out {
		if s := out[i].Score; s != nil {
			c := *s
			out[i].Score = &c
		}
		if m := out[i].Margin; m != nil {
			c := *m
			out[i].Margin = &c
		}
	}
	return out
}

// A game not given back keeps its verdicts, counts and margins while the
// auditor audits other games: the counts' block (Game.scores) is taken
// from a recycled game only. (Fails when verdicts keeps the block in the
// Auditor for every game.)
func TestKeptGameKeepsItsCounts(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	type kept struct {
		g    *Game
		want []Verdict
	}
	var all []kept
	counted := 0
	for _, rec := range bestiaryGames(t) {
		g := a.Audit("kept.sgf", rec)
		for i := range g.Verdicts {
			if g.Verdicts[i].Score != nil {
				counted++
			}
		}
		all = append(all, kept{g, verdictsCopy(g.Verdicts)})
	}
	if counted < 50 {
		t.Fatalf("only %d counted verdicts", counted)
	}
	for i, k := range all {
		if !reflect.DeepEqual(k.g.Verdicts, k.want) {
			t.Fatalf("game %d: its verdicts changed while later games were audited", i+1)
		}
	}
}

// A recycled game's margins stay the caller's: a report keeps the
// pointers (reports.FromCompare), so the next games must not write
// through them even though the counts' block is reused. (Fails when a
// margin points into the recycled counts: v.Margin = &v.Score.Margin.)
func TestRecycledGameKeepsItsMargins(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var margins []*float64
	var want []float64
	var prev *Game
	reused := 0
	for _, rec := range bestiaryGames(t) {
		a.Recycle(prev)
		spare := a.spareScores
		g := a.Audit("recycled.sgf", rec)
		if spare != nil && len(g.scores) > 0 && &g.scores[0] == &spare[0] {
			reused++
		}
		for i := range g.Verdicts {
			if m := g.Verdicts[i].Margin; m != nil {
				margins, want = append(margins, m), append(want, *m)
			}
		}
		prev = g
	}
	if reused < 5 || len(margins) < 50 {
		t.Fatalf("counts reused %d times, %d margins: the test reads nothing", reused, len(margins))
	}
	for i, m := range margins {
		if *m != want[i] {
			t.Fatalf("margin %d changed from %v to %v after its game was recycled", i, want[i], *m)
		}
	}
}

package score_test

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// ScoreInto counts into Results that hold the last position's counts
// (compare's verdicts reuse a recycled game's): every count must be
// Score's, whatever the Own map it overwrites held, and a map with room
// must be reused. The positions: seki_score.sgf (19x19) with one more
// stone removed as dead each time, then smaller boards (smaller maps in
// larger memory) and seki_score again (the larger maps in the memory
// kept whole), each counted under every ruleset of the catalogue into the
// same slice of Results, the maps scribbled on between positions.
func TestScoreIntoOverwritesTheLastCount(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	big := setupPosition(t, filepath.Join(dir, "seki_score.sgf"))
	var inputs []score.Input
	var dead []int
	for i, c := range big.Stones {
		if c == board.Empty || len(inputs) >= 12 {
			continue
		}
		dead = append(dead[:len(dead):len(dead)], i)
		inputs = append(inputs, score.Input{Position: big, Dead: dead, DeadMethod: score.DeadMarkup, Komi: 6.5,
			Prisoners: [3]int{0, 2, 3}, Passes: [3]int{0, 1, 1}, LastPass: board.White})
	}
	for _, name := range []string{"chosei.sgf", "bent4_2.sgf"} {
		p := setupPosition(t, filepath.Join(dir, name))
		if p.W*p.H >= big.W*big.H {
			t.Fatalf("%s: %dx%d, the test wants a smaller board", name, p.W, p.H)
		}
		inputs = append(inputs, score.Input{Position: p, DeadMethod: score.DeadMarkup, Komi: 0.5})
	}
	inputs = append(inputs, score.Input{Position: big, DeadMethod: score.DeadLiteral, Komi: 7.5})
	cat := rules.Default().Rulesets()
	dst := make([]score.Result, len(cat))
	var a score.Analysis
	reused := 0
	for k, in := range inputs {
		a.Reset(in)
		for i, rs := range cat {
			before := dst[i].Own
			for j := range before {
				before[j] = score.OwnDame | score.DeadBlack // what no count leaves
			}
			a.ScoreInto(&dst[i], in, rs)
			want := score.Score(in, rs)
			if !reflect.DeepEqual(dst[i], want) {
				t.Fatalf("position %d, %s: ScoreInto counted\n%+v\nwant\n%+v", k, rs.Name, dst[i], want)
			}
			got := dst[i].Own
			if cap(before) >= len(got) && len(got) > 0 {
				if &got[0] != &before[:1][0] {
					t.Errorf("position %d, %s: a map of %d points in new memory, the last one's had room for %d", k, rs.Name, len(got), cap(before))
				}
				reused++
			}
		}
	}
	if reused < len(cat)*len(inputs)/2 {
		t.Errorf("only %d of %d counts reused the last map", reused, len(cat)*len(inputs))
	}
}

// ScoreWith's Results own their maps: a count made into one Result by
// ScoreInto leaves every Result counted before it, by ScoreWith or
// ScoreInto into another, as it was.
func TestScoreIntoLeavesOtherResults(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	in := score.Input{Position: setupPosition(t, filepath.Join(dir, "seki_score.sgf")), DeadMethod: score.DeadMarkup, Komi: 6.5}
	jp, _ := rules.Default().Lookup("japanese")
	kr, _ := rules.Default().Lookup("korean")
	a := score.Analyse(in)
	kept := a.ScoreWith(in, jp)
	var into score.Result
	a.ScoreInto(&into, in, kr) // the memo's copy of japanese's count
	want := score.Score(in, jp)
	for i := range into.Own {
		into.Own[i] = score.OwnDame
	}
	a.ScoreInto(&into, in, jp)
	if !reflect.DeepEqual(kept.Own, want.Own) || !reflect.DeepEqual(into.Own, want.Own) {
		t.Errorf("a count into one Result changed another's map")
	}
}

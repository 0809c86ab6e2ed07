package score_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// An Analysis shares the regions, seki and blocks of a position between
// rulesets: whatever order the rulesets come in, and whatever the dead
// stones, each count must equal the one Score makes from scratch.
func TestAnalysisMatchesScore(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games")
	games := finishedGames(t, dir)
	if len(games) == 0 {
		t.Fatal("no finished game")
	}
	all := rules.Default().Rulesets()
	reversed := slices.Clone(all)
	slices.Reverse(reversed)
	var reused score.Analysis
	seki := 0
	for _, r := range games {
		markup := score.DeadFromMarkup(r.in.Position, r.tb, r.tw)
		est := score.EstimateDead(r.in.Position)
		inputs := map[string]score.Input{}
		in := r.in
		inputs["none"] = in
		in.Dead, in.DeadMethod = markup, score.DeadMarkup
		inputs["markup"] = in
		in.DeadMethod = score.DeadLiteral
		inputs["markup-literal"] = in
		in.Dead, in.DeadMethod, in.Owner = est.Dead, est.Method, est.Owner
		inputs["estimate"] = in
		in.Owner = nil
		inputs["estimate-no-owner"] = in
		in = inputs["markup"]
		in.DameAsSeki = true
		inputs["dame-as-seki"] = in
		for name, in := range inputs {
			fresh := score.Analyse(in)
			reused.Reset(in)
			for k, rs := range all {
				want := score.Score(in, rs)
				if got := fresh.Score(rs); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s (%s) %s: Analysis.Score = %+v, Score = %+v", r.name, name, rs.Name, got, want)
				}
				rs2 := reversed[k]
				if got, want := reused.Score(rs2), score.Score(in, rs2); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s (%s) %s, reverse order: Analysis.Score = %+v, Score = %+v", r.name, name, rs2.Name, got, want)
				}
				if want.Counts.SekiGroups[1]+want.Counts.SekiGroups[2] > 0 {
					seki++
				}
			}
			// Another komi and dead method on the same board: the analysis serves.
			other := in
			other.Komi += 1
			other.DeadMethod = score.DeadUser
			if got, want := fresh.ScoreWith(other, all[0]), score.Score(other, all[0]); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s (%s): ScoreWith another komi = %+v, Score = %+v", r.name, name, got, want)
			}
			fresh.Release()
			// Released, it still counts (from scratch).
			if got, want := fresh.Score(all[0]), score.Score(in, all[0]); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s (%s): Score after Release = %+v, Score = %+v", r.name, name, got, want)
			}
		}
	}
	if seki == 0 {
		t.Fatal("no position with seki: the test does not exercise the seki blocks")
	}
}

// ScoreWith an input with another board counts that board, not the
// analysed one.
func TestAnalysisScoreWithOtherBoard(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "kgs")
	games := finishedGames(t, dir)
	if len(games) < 2 {
		t.Fatal("need two finished games")
	}
	rs := rules.Default().Rulesets()[0]
	a := score.Analyse(games[0].in)
	other := games[1].in
	if got, want := a.ScoreWith(other, rs), score.Score(other, rs); !reflect.DeepEqual(got, want) {
		t.Fatalf("ScoreWith another board = %+v, want %+v", got, want)
	}
}

package reports

import (
	"reflect"
	"testing"
)

// deadGames are five games of two rulesets, x (territory) and y (area),
// three with a score divergence, whose dead stones come from four
// sources, one of them a game that did not end:
//
//	g1 passes, estimate (none uncertain): x B+0.5, y W+0.5   diff −1, a flip
//	g2 passes, estimate, 2 uncertain:    x B+3,   y B+5     diff +2
//	g3 counted, markup:                  x W+1,   y W+1     no divergence, diff 0
//	g4 unfinished, estimate, 1 uncertain: x B+10, y W+2     (not compared)
//	g5 resignation, none:                 x B+R,  y B+R     (no margin)
func deadGames() []Game {
	unc := func(n int) *int { return &n }
	score := func(class, effect string) []Divergence {
		return []Divergence{{Kind: KindScore, Class: class, Effect: effect, Rulesets: []string{"x", "y"}}}
	}
	v := func(r string, m float64) Verdict { return Verdict{Result: r, Margin: f(m)} }
	return []Game{
		{Source: "g1", Game: 1, Ending: byPasses(), Dead: &DeadStones{Source: "estimate", Uncertain: unc(0)},
			Verdicts: map[string]*Verdict{"x": ptr(v("B+0.5", 0.5)), "y": ptr(v("W+0.5", -0.5))}, Divergences: score("dame-parity", EffectWinner)},
		{Source: "g2", Game: 1, Ending: byPasses(), Dead: &DeadStones{Source: "estimate", Uncertain: unc(2)},
			Verdicts: map[string]*Verdict{"x": ptr(v("B+3", 3)), "y": ptr(v("B+5", 5))}, Divergences: score("counting-method", EffectMargin)},
		{Source: "g3", Game: 1, Ending: &Ending{How: EndingCounted}, Dead: &DeadStones{Source: "markup"},
			Verdicts: map[string]*Verdict{"x": ptr(v("W+1", -1)), "y": ptr(v("W+1", -1))}},
		{Source: "g4", Game: 1, Ending: &Ending{How: EndingUnfinished, Reason: "no RE"}, Dead: &DeadStones{Source: "estimate", Uncertain: unc(1)},
			Verdicts:    map[string]*Verdict{"x": ptr(v("B+10", 10)), "y": ptr(v("W+2", -2))},
			Divergences: append(score("dead-stones-literal", EffectWinner), score("counting-method", EffectWinner)...)},
		{Source: "g5", Game: 1, Ending: &Ending{How: "resignation"}, Dead: &DeadStones{Source: "none"},
			Verdicts: map[string]*Verdict{"x": {Result: "B+R"}, "y": {Result: "B+R"}}},
	}
}

// TestStatsByDeadSource works the split of every figure out by hand.
//
//   - dead sources: none g5; markup g3 (compared, no divergence);
//     estimate g1 (compared, 1 divergence); estimate-in-doubt g2 and g4
//     (both diverge, 1 + 2 divergences, only g2 compared).
//   - the score divergences of games that did not end: g4's 2, in 1 game.
//   - classes: dame-parity g1 (estimate, its flip); counting-method g2
//     (in doubt, margin) and g4 (in doubt, a winner effect but not
//     compared: no flip); dead-stones-literal g4 (in doubt).
//   - the pair: compared g1, g2, g3: flips 1 (g1), diffs −1, +2, 0, mean
//     |diff| 1; by dead: estimate g1 (−1, a flip), estimate-in-doubt g2
//     (+2), markup g3 (0). Divergences over every game: none g5 (no),
//     markup g3 (no), estimate g1 (score), estimate-in-doubt g2, g4.
func TestStatsByDeadSource(t *testing.T) {
	s := NewStats([]string{"x", "y"})
	for _, g := range deadGames() {
		s.Add(g)
	}
	sum := s.Summary()
	if sum.UnfinishedScoreDivergences != 2 || sum.UnfinishedScoreGames != 1 {
		t.Errorf("unfinished score divergences %d in %d games, want 2 in 1", sum.UnfinishedScoreDivergences, sum.UnfinishedScoreGames)
	}
	wantDead := []Share{
		{Name: "none", Games: 1, Percent: 20},
		{Name: "markup", Games: 1, Percent: 20, Compared: 1},
		{Name: "estimate", Games: 1, Percent: 20, GamesDiverging: 1, Divergences: 1, Compared: 1},
		{Name: EstimateInDoubt, Games: 2, Percent: 40, GamesDiverging: 2, Divergences: 3, Compared: 1},
	}
	if !reflect.DeepEqual(sum.DeadSources, wantDead) {
		t.Errorf("dead sources\n got %+v\nwant %+v", sum.DeadSources, wantDead)
	}
	wantClasses := map[string][]ClassShare{
		"counting-method":     {{Name: EstimateInDoubt, Games: 2, Divergences: 2}},
		"dame-parity":         {{Name: "estimate", Games: 1, Divergences: 1, WinnerFlips: 1}},
		"dead-stones-literal": {{Name: EstimateInDoubt, Games: 1, Divergences: 1}},
	}
	for _, c := range sum.Classes {
		if !reflect.DeepEqual(c.ByDead, wantClasses[c.Class]) {
			t.Errorf("%s by dead %+v, want %+v", c.Class, c.ByDead, wantClasses[c.Class])
		}
	}
	if k := sum.Kinds[0]; !reflect.DeepEqual(k.ByDead, []KindShare{{"estimate", 1, 1}, {EstimateInDoubt, 2, 3}}) {
		t.Errorf("score kind by dead %+v", k.ByDead)
	}
	p := sum.Pairs[0]
	if p.Compared != 3 || p.WinnerFlips != 1 || p.MeanAbsDiff != 1 ||
		!reflect.DeepEqual(p.Diffs, []DiffCount{{-1, 1}, {0, 1}, {2, 1}}) {
		t.Errorf("pair %+v", p)
	}
	wantByDead := []PairShare{
		{Name: "markup", Compared: 1, Diffs: []DiffCount{{0, 1}}},
		{Name: "estimate", Compared: 1, WinnerFlips: 1, MeanAbsDiff: 1, Diffs: []DiffCount{{-1, 1}}},
		{Name: EstimateInDoubt, Compared: 1, MeanAbsDiff: 2, Diffs: []DiffCount{{2, 1}}},
	}
	if !reflect.DeepEqual(p.ByDead, wantByDead) {
		t.Errorf("by dead\n got %+v\nwant %+v", p.ByDead, wantByDead)
	}
	wantDiverging := []PairDivergenceShare{
		{Name: "none", Games: 1},
		{Name: "markup", Games: 1},
		{Name: "estimate", Games: 1, Diverging: 1, Score: 1},
		{Name: EstimateInDoubt, Games: 2, Diverging: 2, Score: 2},
	}
	if !reflect.DeepEqual(p.DivergingByDead, wantDiverging) {
		t.Errorf("diverging by dead\n got %+v\nwant %+v", p.DivergingByDead, wantDiverging)
	}
	// The split by ending has the same comparisons: passes g1 and g2,
	// counted g3.
	wantByEnding := []PairShare{
		{Name: "passes", Compared: 2, WinnerFlips: 1, MeanAbsDiff: 1.5, Diffs: []DiffCount{{-1, 1}, {2, 1}}},
		{Name: "counted", Compared: 1, Diffs: []DiffCount{{0, 1}}},
	}
	if !reflect.DeepEqual(p.ByEnding, wantByEnding) {
		t.Errorf("by ending\n got %+v\nwant %+v", p.ByEnding, wantByEnding)
	}
}

// The split does not depend on the order of the games.
func TestStatsByDeadSourceOrder(t *testing.T) {
	fwd, back := NewStats(nil), NewStats(nil)
	games := deadGames()
	for i := range games {
		fwd.Add(games[i])
		back.Add(games[len(games)-1-i])
	}
	if a, b := fwd.Summary(), back.Summary(); !reflect.DeepEqual(a, b) {
		t.Errorf("order matters:\n%+v\n%+v", a, b)
	}
}

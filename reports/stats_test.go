package reports

import (
	"reflect"
	"testing"
)

// TestStatsHandCounted checks the statistics of the five fixtures against
// counts worked out by hand (see fixtures_test.go):
//
//   - files a, b, c, d (c holds two games, d none): 4 files, 1 unreadable,
//     4 games, 510 moves, 1 warning (a), 1 error (d, not a game).
//   - divergences: a has 2 (legality), b 1 (end), c#2 1 (score): 3 of the
//     4 audited games diverge, 4 divergences.
//   - pairs, over the 4 games all rulesets judged:
//     japanese/chinese: a (chinese forbids 7 and 11), b (void vs B+2.5),
//     c#2 (W+0.5 vs B+0.5, a flip): 3 differ; margins both known in a, c#1
//     (diff 0) and c#2 (diff +1): mean |diff| 1/3.
//     japanese/aga: same games as japanese/chinese.
//     japanese/bga: b and c#2 (bga forbids nothing in a).
//     chinese/aga, chinese/bga, aga/bga: only a, on legality; every
//     margin agrees (4 games scored, all diff 0).
//   - illegal moves: chinese 2 (superko-positional) in 1 game, aga 1
//     (superko-situational) in 1 game, none for japanese and bga.
func TestStatsHandCounted(t *testing.T) {
	s := NewStats(testRulesets)
	for _, g := range testGames() {
		s.Add(g)
	}
	got := s.Summary()

	diffs01 := []DiffCount{{Diff: 0, Games: 2}, {Diff: 1, Games: 1}}
	diffs0 := []DiffCount{{Diff: 0, Games: 4}}
	want := Summary{
		Files: 4, Unreadable: 1, Games: 4, GamesWithErrors: 0, Moves: 510, Warnings: 1, Errors: 1,
		Audited: 4, GamesDiverging: 3, Divergences: 4,
		Kinds: []KindStat{
			{Kind: "legality", Games: 1, Percent: 25, Divergences: 2},
			{Kind: "end", Games: 1, Percent: 25, Divergences: 1},
			{Kind: "score", Games: 1, Percent: 25, Divergences: 1},
		},
		Classes: []ClassStat{
			{Kind: "legality", Class: "superko-positional", Games: 1, Percent: 25, Divergences: 1},
			{Kind: "legality", Class: "superko-situational", Games: 1, Percent: 25, Divergences: 1},
			{Kind: "end", Class: "long-cycle", Games: 1, Percent: 25, Divergences: 1},
			{Kind: "score", Class: "counting-method", Games: 1, Percent: 25, Divergences: 1, WinnerFlips: 1},
		},
		Pairs: []PairStat{
			{A: "japanese", B: "chinese", Games: 4, Diverging: 3, DivergingPct: 75, Legality: 1, End: 1, Score: 2,
				WinnerFlips: 1, WinnerFlipsPct: 25,
				Classes: []NameCount{{"superko-positional", 1}, {"superko-situational", 1}, {"long-cycle", 1}, {"counting-method", 1}},
				Scored:  3, MeanAbsDiff: 0.33, Diffs: diffs01},
			{A: "japanese", B: "aga", Games: 4, Diverging: 3, DivergingPct: 75, Legality: 1, End: 1, Score: 2,
				WinnerFlips: 1, WinnerFlipsPct: 25,
				Classes: []NameCount{{"superko-situational", 1}, {"long-cycle", 1}, {"counting-method", 1}},
				Scored:  3, MeanAbsDiff: 0.33, Diffs: diffs01},
			{A: "japanese", B: "bga", Games: 4, Diverging: 2, DivergingPct: 50, End: 1, Score: 2,
				WinnerFlips: 1, WinnerFlipsPct: 25,
				Classes: []NameCount{{"long-cycle", 1}, {"counting-method", 1}},
				Scored:  3, MeanAbsDiff: 0.33, Diffs: diffs01},
			{A: "chinese", B: "aga", Games: 4, Diverging: 1, DivergingPct: 25, Legality: 1,
				Classes: []NameCount{{"superko-positional", 1}}, Scored: 4, Diffs: diffs0},
			{A: "chinese", B: "bga", Games: 4, Diverging: 1, DivergingPct: 25, Legality: 1,
				Classes: []NameCount{{"superko-positional", 1}, {"superko-situational", 1}}, Scored: 4, Diffs: diffs0},
			{A: "aga", B: "bga", Games: 4, Diverging: 1, DivergingPct: 25, Legality: 1,
				Classes: []NameCount{{"superko-situational", 1}}, Scored: 4, Diffs: diffs0},
		},
		Illegal: []IllegalStat{
			{Ruleset: "chinese", Moves: 2, Games: 1, Rules: []NameCount{{"superko-positional", 2}}},
			{Ruleset: "aga", Moves: 1, Games: 1, Rules: []NameCount{{"superko-situational", 1}}},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("summary:\n got %+v\nwant %+v", got, want)
		if !reflect.DeepEqual(got.Pairs, want.Pairs) {
			for i := range got.Pairs {
				if i < len(want.Pairs) && !reflect.DeepEqual(got.Pairs[i], want.Pairs[i]) {
					t.Errorf("pair %d:\n got %+v\nwant %+v", i, got.Pairs[i], want.Pairs[i])
				}
			}
		}
	}
}

// TestStatsDrawAndFlip: a jigo against a win is a draw, not a flip; B
// against W is a flip; Void against a win is neither.
func TestStatsDrawAndFlip(t *testing.T) {
	s := NewStats([]string{"x", "y", "z"})
	s.Add(Game{Source: "s", Game: 1, Verdicts: map[string]Verdict{
		"x": {Result: "Draw", Margin: f(0)},
		"y": {Result: "W+0.5", Margin: f(-0.5)},
		"z": {Result: "B+R"},
	}})
	sum := s.Summary()
	want := map[[2]string][2]int{ // pair → {flips, draws}
		{"x", "y"}: {0, 1},
		{"x", "z"}: {0, 1},
		{"y", "z"}: {1, 0},
	}
	if len(sum.Pairs) != 3 {
		t.Fatalf("pairs: got %d, want 3", len(sum.Pairs))
	}
	for _, p := range sum.Pairs {
		w := want[[2]string{p.A, p.B}]
		if p.WinnerFlips != w[0] || p.Draws != w[1] {
			t.Errorf("%s/%s: flips %d draws %d, want %d %d", p.A, p.B, p.WinnerFlips, p.Draws, w[0], w[1])
		}
	}
	// x/y is scored (diff -0.5), x/z and y/z are not (B+R has no margin).
	if p := sum.Pairs[0]; p.Scored != 1 || len(p.Diffs) != 1 || p.Diffs[0].Diff != -0.5 || p.MeanAbsDiff != 0.5 {
		t.Errorf("x/y diffs: %+v", p)
	}
	if sum.Pairs[1].Scored != 0 || sum.Pairs[2].Scored != 0 {
		t.Errorf("unscored pairs counted: %+v %+v", sum.Pairs[1], sum.Pairs[2])
	}
}

// TestStatsUnknownRulesetOrder: rulesets outside the given order come after
// it, by name, and a pair's A is always the earlier one.
func TestStatsUnknownRulesetOrder(t *testing.T) {
	s := NewStats([]string{"b"})
	s.Add(Game{Source: "s", Game: 1, Verdicts: map[string]Verdict{
		"z": {Result: "B+1", Margin: f(1)}, "a": {Result: "B+2", Margin: f(2)}, "b": {Result: "B+3", Margin: f(3)},
	}})
	var got [][2]string
	for _, p := range s.Summary().Pairs {
		got = append(got, [2]string{p.A, p.B})
	}
	want := [][2]string{{"b", "a"}, {"b", "z"}, {"a", "z"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("pairs %v, want %v", got, want)
	}
	// b/a: margin(a) − margin(b) = 2 − 3 = −1.
	if d := s.Summary().Pairs[0].Diffs; len(d) != 1 || d[0].Diff != -1 {
		t.Errorf("b/a diffs %+v, want [-1: 1]", d)
	}
}

// TestStatsFlatMemory: a thousand games like one another leave the
// accumulator the same size as one game does; only the counts grow.
func TestStatsFlatMemory(t *testing.T) {
	s := NewStats(testRulesets)
	s.Add(gameScore())
	size := func() (n int) {
		for _, p := range s.pairs {
			n += 1 + len(p.diffs) + len(p.classes)
		}
		return n + len(s.classes) + len(s.kinds) + len(s.illegal) + len(s.ids)
	}
	one := size()
	for i := 1; i < 1000; i++ {
		g := gameScore()
		g.Source = "c.sgf" // same file: game numbers differ, nothing else
		g.Game = i + 2
		s.Add(g)
	}
	if got := size(); got != one {
		t.Errorf("accumulator grew from %d to %d entries", one, got)
	}
	sum := s.Summary()
	if sum.Games != 1000 || sum.Files != 1 || sum.Pairs[0].WinnerFlips != 1000 || sum.Pairs[0].Diffs[0] != (DiffCount{Diff: 1, Games: 1000}) {
		t.Errorf("counts: games %d files %d pair %+v", sum.Games, sum.Files, sum.Pairs[0])
	}
	quiet := gameQuiet()
	if avg := testing.AllocsPerRun(100, func() { s.Add(quiet) }); avg > 1 {
		t.Errorf("Add of a quiet game allocates %.1f times", avg)
	}
}

// A long distribution lists the eight most frequent differences in order
// and sums up the rest with the range of all: 12 buckets of 1..12 games at
// differences -6..+5 keep those with 5..12 games (-2..+5) and sum the
// four others (1+2+3+4 = 10 games).
func TestDistributionCell(t *testing.T) {
	var diffs []DiffCount
	for i := range 12 {
		diffs = append(diffs, DiffCount{Diff: float64(i - 6), Games: i + 1})
	}
	want := "-2: 5, -1: 6, 0: 7, +1: 8, +2: 9, +3: 10, +4: 11, +5: 12, others: 10 games from -6 to +5"
	if got := distribution(diffs); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := distribution(diffs[:3]); got != "-6: 1, -5: 2, -4: 3" {
		t.Errorf("short: %s", got)
	}
}

package reports

import (
	"fmt"
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
//   - every audited fixture ends by passes: all 4 are compared; c#2 has
//     its dead stones from markup, the others do not say (unknown).
//   - pairs, over the 4 games all rulesets judged:
//     japanese/chinese: a (chinese forbids 7 and 11), b (void vs B+2.5),
//     c#2 (W+0.5 vs B+0.5, a flip): 3 differ. Compared (both have a
//     margin): a and c#1 (diff 0), c#2 (diff +1); b is not (Void): 3
//     games, 1 flip (33.33%), mean |diff| 1/3.
//     japanese/aga: same games as japanese/chinese.
//     japanese/bga: b and c#2 (bga forbids nothing in a).
//     chinese/aga, chinese/bga, aga/bga: only a, on legality; every
//     margin agrees (4 games compared, all diff 0).
//   - no two rulesets agree on every game (a tells each superko apart).
//   - illegal moves: chinese 2 (superko-positional) in 1 game, aga 1
//     (superko-situational) in 1 game, none for japanese and bga.
//
// Split by dead-stone source (c#2 markup; a, b, c#1 unknown):
//   - markup: 1 game, diverging, 1 divergence (score), compared;
//     unknown: 3 games, 2 diverging (a, b), 3 divergences, 3 compared.
//   - every kind and class lies in one source: legality (a) and end (b)
//     unknown, score and its winner flip (c#2) markup.
//   - japanese/chinese and japanese/aga: markup is c#2 alone (a score
//     divergence, compared, a flip, diff +1); unknown is a, b, c#1: a and
//     b diverge (a on legality, b on end and score), a and c#1 are
//     compared (b is Void) with diff 0. japanese/bga: the same but a
//     does not diverge. The pairs without japanese: unknown holds a, the
//     legality divergence; every margin agrees (diff 0).
//   - illegal moves: all in a (unknown).
func TestStatsHandCounted(t *testing.T) {
	s := NewStats(testRulesets)
	for _, g := range testGames() {
		s.Add(g)
	}
	got := s.Summary()

	diffs01 := []DiffCount{{Diff: 0, Games: 2}, {Diff: 1, Games: 1}}
	diffs0 := []DiffCount{{Diff: 0, Games: 4}}
	flipEnd := []PairShare{{Name: "passes", Compared: 3, WinnerFlips: 1, MeanAbsDiff: 0.33, Diffs: diffs01}}
	flipDead := []PairShare{{Name: "markup", Compared: 1, WinnerFlips: 1, MeanAbsDiff: 1, Diffs: []DiffCount{{Diff: 1, Games: 1}}},
		{Name: "unknown", Compared: 2, Diffs: []DiffCount{{Diff: 0, Games: 2}}}}
	calmEnd := []PairShare{{Name: "passes", Compared: 4, Diffs: diffs0}}
	calmDead := []PairShare{{Name: "markup", Compared: 1, Diffs: []DiffCount{{Diff: 0, Games: 1}}},
		{Name: "unknown", Compared: 3, Diffs: []DiffCount{{Diff: 0, Games: 3}}}}
	divJapanese := []PairDivergenceShare{{Name: "markup", Games: 1, Diverging: 1, Score: 1},
		{Name: "unknown", Games: 3, Diverging: 2, Legality: 1, End: 1, Score: 1}}
	divBGA := []PairDivergenceShare{{Name: "markup", Games: 1, Diverging: 1, Score: 1},
		{Name: "unknown", Games: 3, Diverging: 1, End: 1, Score: 1}}
	divCalm := []PairDivergenceShare{{Name: "markup", Games: 1}, {Name: "unknown", Games: 3, Diverging: 1, Legality: 1}}
	unknown := func(games, divergences int) []ClassShare {
		return []ClassShare{{Name: "unknown", Games: games, Divergences: divergences}}
	}
	c2 := []GameRef{{Source: "c.sgf", Game: 2}}
	want := Summary{
		Files: 4, Unreadable: 1, Games: 4, GamesWithErrors: 0, Moves: 510, Warnings: 1, Errors: 1,
		Audited: 4, GamesDiverging: 3, Divergences: 4, Compared: 4,
		Endings: []Share{{Name: "passes", Games: 4, Percent: 100, GamesDiverging: 3, Divergences: 4, Compared: 4}},
		DeadSources: []Share{{Name: "markup", Games: 1, Percent: 25, GamesDiverging: 1, Divergences: 1, Compared: 1},
			{Name: "unknown", Games: 3, Percent: 75, GamesDiverging: 2, Divergences: 3, Compared: 3}},
		Agreeing: [][]string{},
		Kinds: []KindStat{
			{Kind: "legality", Games: 1, Percent: 25, Divergences: 2, ByDead: []KindShare{{Name: "unknown", Games: 1, Divergences: 2}}},
			{Kind: "end", Games: 1, Percent: 25, Divergences: 1, ByDead: []KindShare{{Name: "unknown", Games: 1, Divergences: 1}}},
			{Kind: "score", Games: 1, Percent: 25, Divergences: 1, ByDead: []KindShare{{Name: "markup", Games: 1, Divergences: 1}}},
		},
		Classes: []ClassStat{
			{Kind: "legality", Class: "superko-positional", Games: 1, Percent: 25, Divergences: 1, ByDead: unknown(1, 1)},
			{Kind: "legality", Class: "superko-situational", Games: 1, Percent: 25, Divergences: 1, ByDead: unknown(1, 1)},
			{Kind: "end", Class: "long-cycle", Games: 1, Percent: 25, Divergences: 1, ByDead: unknown(1, 1)},
			{Kind: "score", Class: "counting-method", Games: 1, Percent: 25, Divergences: 1, WinnerFlips: 1,
				ByDead: []ClassShare{{Name: "markup", Games: 1, Divergences: 1, WinnerFlips: 1}}},
		},
		Pairs: []PairStat{
			{A: "japanese", B: "chinese", Games: 4, Diverging: 3, DivergingPct: 75, Legality: 1, End: 1, Score: 2,
				Classes:  []NameCount{{"superko-positional", 1}, {"superko-situational", 1}, {"long-cycle", 1}, {"counting-method", 1}},
				Compared: 3, WinnerFlips: 1, WinnerFlipsPct: 33.33, MeanAbsDiff: 0.33, Diffs: diffs01,
				ByEnding: flipEnd, ByDead: flipDead, DivergingByDead: divJapanese, Flipped: c2},
			{A: "japanese", B: "aga", Games: 4, Diverging: 3, DivergingPct: 75, Legality: 1, End: 1, Score: 2,
				Classes:  []NameCount{{"superko-situational", 1}, {"long-cycle", 1}, {"counting-method", 1}},
				Compared: 3, WinnerFlips: 1, WinnerFlipsPct: 33.33, MeanAbsDiff: 0.33, Diffs: diffs01,
				ByEnding: flipEnd, ByDead: flipDead, DivergingByDead: divJapanese, Flipped: c2},
			{A: "japanese", B: "bga", Games: 4, Diverging: 2, DivergingPct: 50, End: 1, Score: 2,
				Classes:  []NameCount{{"long-cycle", 1}, {"counting-method", 1}},
				Compared: 3, WinnerFlips: 1, WinnerFlipsPct: 33.33, MeanAbsDiff: 0.33, Diffs: diffs01,
				ByEnding: flipEnd, ByDead: flipDead, DivergingByDead: divBGA, Flipped: c2},
			{A: "chinese", B: "aga", Games: 4, Diverging: 1, DivergingPct: 25, Legality: 1,
				Classes: []NameCount{{"superko-positional", 1}}, Compared: 4, Diffs: diffs0,
				ByEnding: calmEnd, ByDead: calmDead, DivergingByDead: divCalm, Flipped: []GameRef{}},
			{A: "chinese", B: "bga", Games: 4, Diverging: 1, DivergingPct: 25, Legality: 1,
				Classes: []NameCount{{"superko-positional", 1}, {"superko-situational", 1}}, Compared: 4, Diffs: diffs0,
				ByEnding: calmEnd, ByDead: calmDead, DivergingByDead: divCalm, Flipped: []GameRef{}},
			{A: "aga", B: "bga", Games: 4, Diverging: 1, DivergingPct: 25, Legality: 1,
				Classes: []NameCount{{"superko-situational", 1}}, Compared: 4, Diffs: diffs0,
				ByEnding: calmEnd, ByDead: calmDead, DivergingByDead: divCalm, Flipped: []GameRef{}},
		},
		Illegal: []IllegalStat{
			{Ruleset: "chinese", Moves: 2, Games: 1, Rules: []NameCount{{"superko-positional", 2}},
				ByDead: []IllegalShare{{Name: "unknown", Moves: 2, Games: 1}}},
			{Ruleset: "aga", Moves: 1, Games: 1, Rules: []NameCount{{"superko-situational", 1}},
				ByDead: []IllegalShare{{Name: "unknown", Moves: 1, Games: 1}}},
		},
		Results: ResultStats{ByEnding: []ResultShare{}, ByDead: []ResultShare{}, Misses: []NameCount{}, MissesByDead: []MissShare{}},
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
// against W is a flip; a resignation has no count, so it is in no
// comparison (it can never flip); Void against a win is neither.
func TestStatsDrawAndFlip(t *testing.T) {
	s := NewStats([]string{"x", "y", "z"})
	s.Add(Game{Source: "s", Game: 1, Ending: byPasses(), Verdicts: map[string]*Verdict{
		"x": {Result: "Draw", Margin: f(0)},
		"y": {Result: "W+0.5", Margin: f(-0.5)},
		"z": {Result: "B+1.5", Margin: f(1.5)},
	}})
	s.Add(Game{Source: "t", Game: 1, Ending: &Ending{How: "resignation"}, Verdicts: map[string]*Verdict{
		"x": {Result: "B+R"}, "y": {Result: "B+R"}, "z": {Result: "B+R"},
	}})
	sum := s.Summary()
	want := map[[2]string][3]int{ // pair → {compared, flips, draws}
		{"x", "y"}: {1, 0, 1},
		{"x", "z"}: {1, 0, 1},
		{"y", "z"}: {1, 1, 0},
	}
	if len(sum.Pairs) != 3 || sum.Compared != 1 || sum.Audited != 2 {
		t.Fatalf("pairs %d, compared %d of %d", len(sum.Pairs), sum.Compared, sum.Audited)
	}
	for _, p := range sum.Pairs {
		w := want[[2]string{p.A, p.B}]
		if p.Games != 2 || p.Compared != w[0] || p.WinnerFlips != w[1] || p.Draws != w[2] {
			t.Errorf("%s/%s: games %d compared %d flips %d draws %d, want 2 %v", p.A, p.B, p.Games, p.Compared, p.WinnerFlips, p.Draws, w)
		}
	}
	if p := sum.Pairs[0]; len(p.Diffs) != 1 || p.Diffs[0].Diff != -0.5 || p.MeanAbsDiff != 0.5 {
		t.Errorf("x/y diffs: %+v", p)
	}
}

// Unfinished games are compared only when asked; a flip there counts then.
func TestStatsIncludeUnfinished(t *testing.T) {
	game := Game{Source: "u", Game: 1, Ending: &Ending{How: "unfinished", Reason: "no RE"}, Verdicts: map[string]*Verdict{
		"x": {Result: "B+0.5", Margin: f(0.5)}, "y": {Result: "W+0.5", Margin: f(-0.5)},
	}}
	for _, include := range []bool{false, true} {
		s := NewStats([]string{"x", "y"})
		s.IncludeUnfinished(include)
		s.Add(game)
		sum := s.Summary()
		p := sum.Pairs[0]
		n := 0
		if include {
			n = 1
		}
		if sum.IncludeUnfinished != include || sum.Compared != n || p.Compared != n || p.WinnerFlips != n || len(p.Flipped) != n || p.Score != 1 {
			t.Errorf("include %v: summary compared %d, pair %+v", include, sum.Compared, p)
		}
	}
}

// The flipped games a pair lists are the first by source and game,
// whatever order they came in, and at most MaxListedFlips.
func TestStatsFlippedList(t *testing.T) {
	flip := func(src string, n int) Game {
		return Game{Source: src, Game: n, Ending: byPasses(), Verdicts: map[string]*Verdict{
			"x": {Result: "B+0.5", Margin: f(0.5)}, "y": {Result: "W+0.5", Margin: f(-0.5)},
		}}
	}
	fwd, back := NewStats(nil), NewStats(nil)
	total := MaxListedFlips + 10
	for i := range total {
		fwd.Add(flip(fmt.Sprintf("g%05d", i), 1))
		back.Add(flip(fmt.Sprintf("g%05d", total-1-i), 1))
	}
	a, b := fwd.Summary().Pairs[0], back.Summary().Pairs[0]
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the pair depends on the order of the games")
	}
	if a.WinnerFlips != total || len(a.Flipped) != MaxListedFlips || a.Flipped[0].Source != "g00000" ||
		a.Flipped[MaxListedFlips-1].Source != fmt.Sprintf("g%05d", MaxListedFlips-1) {
		t.Errorf("flips %d, listed %d, first %v last %v", a.WinnerFlips, len(a.Flipped), a.Flipped[0], a.Flipped[len(a.Flipped)-1])
	}
}

// Rulesets that never disagree make one set.
func TestStatsAgreeing(t *testing.T) {
	s := NewStats([]string{"p", "q", "r", "t"})
	s.Add(Game{Source: "a", Game: 1, Ending: byPasses(), Verdicts: map[string]*Verdict{
		"p": {Result: "B+1", Margin: f(1)}, "q": {Result: "B+2", Margin: f(2)},
		"r": {Result: "B+1", Margin: f(1)}, "t": {Result: "B+2", Margin: f(2)},
	}})
	if got, want := s.Summary().Agreeing, [][]string{{"p", "r"}, {"q", "t"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("agreeing %v, want %v", got, want)
	}
}

// TestStatsUnknownRulesetOrder: rulesets outside the given order come after
// it, by name, and a pair's A is always the earlier one.
func TestStatsUnknownRulesetOrder(t *testing.T) {
	s := NewStats([]string{"b"})
	s.Add(Game{Source: "s", Game: 1, Ending: byPasses(), Verdicts: map[string]*Verdict{
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

// An estimate with an uncertain stone is its own dead-stone share.
func TestStatsEstimateInDoubt(t *testing.T) {
	s := NewStats([]string{"x", "y"})
	two, none := 2, 0
	for i, u := range []*int{&two, &none, nil} {
		s.Add(Game{Source: "e", Game: i + 1, Ending: byPasses(), Dead: &DeadStones{Source: "estimate", Uncertain: u},
			Verdicts: map[string]*Verdict{"x": {Result: "B+1", Margin: f(1)}, "y": {Result: "W+1", Margin: f(-1)}}})
	}
	sum := s.Summary()
	want := []Share{{Name: "estimate", Games: 2, Percent: 66.67, Compared: 2}, {Name: EstimateInDoubt, Games: 1, Percent: 33.33, Compared: 1}}
	if !reflect.DeepEqual(sum.DeadSources, want) {
		t.Errorf("dead sources %+v, want %+v", sum.DeadSources, want)
	}
	if got := sum.Pairs[0].ByDead; !reflect.DeepEqual(got, []PairShare{{Name: "estimate", Compared: 2, WinnerFlips: 2, MeanAbsDiff: 2, Diffs: []DiffCount{{Diff: -2, Games: 2}}},
		{Name: EstimateInDoubt, Compared: 1, WinnerFlips: 1, MeanAbsDiff: 2, Diffs: []DiffCount{{Diff: -2, Games: 1}}}}) {
		t.Errorf("by dead %+v", got)
	}
}

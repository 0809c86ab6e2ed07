package reports

import (
	"math"
	"sort"
)

// Summary is what a run adds up to: the counts of the check view, and the
// rules-difference statistics of the audit. It closes a YAML report, and
// is all that `rulediff stats` prints.
type Summary struct {
	Files           int `json:"files" yaml:"files"`
	Unreadable      int `json:"unreadable" yaml:"unreadable"` // files that yield no game
	Games           int `json:"games" yaml:"games"`
	GamesWithErrors int `json:"games_with_errors" yaml:"games_with_errors"`
	Moves           int `json:"moves" yaml:"moves"`
	Warnings        int `json:"warnings" yaml:"warnings"`
	Errors          int `json:"errors" yaml:"errors"`

	Audited        int `json:"audited" yaml:"audited"`                 // games with verdicts
	GamesDiverging int `json:"games_diverging" yaml:"games_diverging"` // audited games with at least one divergence
	Divergences    int `json:"divergences" yaml:"divergences"`
	// UnfinishedScoreDivergences counts the score divergences of the
	// games that neither ended by passes nor were counted (Finished):
	// scores of the board where the record stops. UnfinishedScoreGames
	// counts those games.
	UnfinishedScoreDivergences int `json:"unfinished_score_divergences" yaml:"unfinished_score_divergences"`
	UnfinishedScoreGames       int `json:"unfinished_score_games" yaml:"unfinished_score_games"`

	// Compared counts the audited games the comparisons take (winner
	// flips, draws, score differences): those that ended by passes or
	// were counted, or every audited game with IncludeUnfinished.
	Compared          int  `json:"compared" yaml:"compared"`
	IncludeUnfinished bool `json:"include_unfinished" yaml:"include_unfinished"`
	// Endings counts the audited games by how they ended, DeadSources by
	// where their dead stones came from; Percent is of Audited.
	Endings     []Share `json:"endings" yaml:"endings"`
	DeadSources []Share `json:"dead_sources" yaml:"dead_sources"`
	// Agreeing lists the sets of rulesets whose verdicts agree on every
	// audited game (no pair of them diverges): one column in tables.
	Agreeing [][]string `json:"agreeing" yaml:"agreeing"`

	Kinds   []KindStat    `json:"kinds" yaml:"kinds"`
	Classes []ClassStat   `json:"classes" yaml:"classes"`
	Pairs   []PairStat    `json:"pairs" yaml:"pairs"`
	Illegal []IllegalStat `json:"illegal" yaml:"illegal"`

	// Results counts the checks of each game's computed result under its
	// declared ruleset against RE.
	Results ResultStats `json:"results" yaml:"results"`
}

// KindStat counts the divergences of one kind.
type KindStat struct {
	Kind        string  `json:"kind" yaml:"kind"`
	Games       int     `json:"games" yaml:"games"`
	Percent     float64 `json:"percent" yaml:"percent"` // of audited games
	Divergences int     `json:"divergences" yaml:"divergences"`
	// ByDead splits Games and Divergences by where the games' dead stones
	// came from (non-empty shares).
	ByDead []KindShare `json:"by_dead" yaml:"by_dead"`
}

// KindShare is a kind's games and divergences of one dead-stone source.
type KindShare struct {
	Name        string `json:"name" yaml:"name"`
	Games       int    `json:"games" yaml:"games"`
	Divergences int    `json:"divergences" yaml:"divergences"`
}

// ClassStat counts the divergences of one kind and class. Games and
// Percent are of the audited games; WinnerFlips and Draws count the
// compared games (Summary.Compared) only.
type ClassStat struct {
	Kind        string  `json:"kind" yaml:"kind"`
	Class       string  `json:"class" yaml:"class"`
	Games       int     `json:"games" yaml:"games"`     // games with at least one
	Percent     float64 `json:"percent" yaml:"percent"` // of audited games
	Divergences int     `json:"divergences" yaml:"divergences"`
	WinnerFlips int     `json:"winner_flips" yaml:"winner_flips"` // compared games where one has effect winner
	Draws       int     `json:"draws" yaml:"draws"`               // compared games where one has effect draw
	// ByDead splits the figures by where the games' dead stones came from
	// (non-empty shares).
	ByDead []ClassShare `json:"by_dead" yaml:"by_dead"`
}

// ClassShare is a class's figures over the games of one dead-stone source.
type ClassShare struct {
	Name        string `json:"name" yaml:"name"`
	Games       int    `json:"games" yaml:"games"`
	Divergences int    `json:"divergences" yaml:"divergences"`
	WinnerFlips int    `json:"winner_flips" yaml:"winner_flips"`
	Draws       int    `json:"draws" yaml:"draws"`
}

// PairStat compares two rulesets. The divergence figures (Diverging to
// Classes) are over every game both judged; the comparisons (Compared to
// Flipped) over the compared games where both have a margin: the games
// that ended by passes or were counted (every game with
// Summary.IncludeUnfinished), never a resignation without a count.
// Diffs is the distribution of margin(B) − margin(A) over them.
type PairStat struct {
	A            string      `json:"a" yaml:"a"`
	B            string      `json:"b" yaml:"b"`
	Games        int         `json:"games" yaml:"games"`         // games with both verdicts
	Diverging    int         `json:"diverging" yaml:"diverging"` // games where the verdicts differ at all
	DivergingPct float64     `json:"diverging_pct" yaml:"diverging_pct"`
	Legality     int         `json:"legality" yaml:"legality"` // games where they forbid different moves
	End          int         `json:"end" yaml:"end"`           // games where the end states differ
	Score        int         `json:"score" yaml:"score"`       // games where the results differ
	Classes      []NameCount `json:"classes" yaml:"classes"`

	Compared       int         `json:"compared" yaml:"compared"` // compared games where both have a margin: the denominator below
	WinnerFlips    int         `json:"winner_flips" yaml:"winner_flips"`
	WinnerFlipsPct float64     `json:"winner_flips_pct" yaml:"winner_flips_pct"` // of Compared
	Draws          int         `json:"draws" yaml:"draws"`                       // one says Draw, the other a win
	MeanAbsDiff    float64     `json:"mean_abs_diff" yaml:"mean_abs_diff"`
	Diffs          []DiffCount `json:"diffs" yaml:"diffs"`
	// ByEnding and ByDead split the comparisons (Compared to Diffs) by how
	// the game ended and by where its dead stones came from (shares with a
	// compared game); DivergingByDead splits the divergence figures
	// (Games to Score) by dead-stone source (shares with a game).
	ByEnding        []PairShare           `json:"by_ending" yaml:"by_ending"`
	ByDead          []PairShare           `json:"by_dead" yaml:"by_dead"`
	DivergingByDead []PairDivergenceShare `json:"diverging_by_dead" yaml:"diverging_by_dead"`
	// Flipped lists the games whose winner flips, by source and game
	// number: the first MaxListedFlips of them.
	Flipped []GameRef `json:"flipped" yaml:"flipped"`
}

// Share is a count of audited games with one name (an ending, a dead-stone
// source); Percent is of the audited games. GamesDiverging, Divergences
// and Compared are the Summary's figures over the games of the share.
type Share struct {
	Name           string  `json:"name" yaml:"name"`
	Games          int     `json:"games" yaml:"games"`
	Percent        float64 `json:"percent" yaml:"percent"`
	GamesDiverging int     `json:"games_diverging" yaml:"games_diverging"`
	Divergences    int     `json:"divergences" yaml:"divergences"`
	Compared       int     `json:"compared" yaml:"compared"`
}

// PairShare is a pair's comparisons over the compared games of one
// ending or dead-stone source: PairStat's figures of the same names, over
// Compared.
type PairShare struct {
	Name        string      `json:"name" yaml:"name"`
	Compared    int         `json:"compared" yaml:"compared"`
	WinnerFlips int         `json:"winner_flips" yaml:"winner_flips"`
	Draws       int         `json:"draws" yaml:"draws"`
	MeanAbsDiff float64     `json:"mean_abs_diff" yaml:"mean_abs_diff"`
	Diffs       []DiffCount `json:"diffs" yaml:"diffs"`
}

// PairDivergenceShare is a pair's divergence figures over the games of
// one dead-stone source both rulesets judged: PairStat's figures of the
// same names.
type PairDivergenceShare struct {
	Name      string `json:"name" yaml:"name"`
	Games     int    `json:"games" yaml:"games"`
	Diverging int    `json:"diverging" yaml:"diverging"`
	Legality  int    `json:"legality" yaml:"legality"`
	End       int    `json:"end" yaml:"end"`
	Score     int    `json:"score" yaml:"score"`
}

// GameRef names a game: its source and 1-based number in the file.
type GameRef struct {
	Source string `json:"source" yaml:"source"`
	Game   int    `json:"game" yaml:"game"`
}

func (r GameRef) less(o GameRef) bool {
	if r.Source != o.Source {
		return r.Source < o.Source
	}
	return r.Game < o.Game
}

// NameCount is a count of games for a name (a class, a rule).
type NameCount struct {
	Name  string `json:"name" yaml:"name"`
	Count int    `json:"count" yaml:"count"`
}

// DiffCount is one bucket of a score-difference distribution: the games
// whose margins differ by exactly Diff points.
type DiffCount struct {
	Diff  float64 `json:"diff" yaml:"diff"`
	Games int     `json:"games" yaml:"games"`
}

// IllegalStat counts the moves one ruleset forbids.
type IllegalStat struct {
	Ruleset string      `json:"ruleset" yaml:"ruleset"`
	Moves   int         `json:"moves" yaml:"moves"`
	Games   int         `json:"games" yaml:"games"` // games with at least one
	Rules   []NameCount `json:"rules" yaml:"rules"` // moves per rule id
	// ByDead splits Moves and Games by where the games' dead stones came
	// from (non-empty shares).
	ByDead []IllegalShare `json:"by_dead" yaml:"by_dead"`
}

// IllegalShare is a ruleset's forbidden moves in the games of one
// dead-stone source.
type IllegalShare struct {
	Name  string `json:"name" yaml:"name"`
	Moves int    `json:"moves" yaml:"moves"`
	Games int    `json:"games" yaml:"games"`
}

// Summary returns the statistics so far, every list in a fixed order.
func (s *Stats) Summary() Summary {
	out := s.sum
	c := s.files.sum
	out.Files, out.Unreadable, out.Games, out.GamesWithErrors = c.Files, c.Unreadable, c.Games, c.GamesWithErrors
	out.Moves, out.Warnings, out.Errors = c.Moves, c.Warnings, c.Errors
	out.Kinds = []KindStat{}
	for _, k := range Kinds {
		if ks := s.kinds[k]; ks != nil {
			out.Kinds = append(out.Kinds, ks.stat())
		}
	}
	for k, ks := range s.kinds {
		if !isKnownKind(k) {
			out.Kinds = append(out.Kinds, ks.stat())
		}
	}
	sort.SliceStable(out.Kinds, func(i, j int) bool {
		return kindRank(out.Kinds[i].Kind) < kindRank(out.Kinds[j].Kind) ||
			kindRank(out.Kinds[i].Kind) == kindRank(out.Kinds[j].Kind) && out.Kinds[i].Kind < out.Kinds[j].Kind
	})
	for i := range out.Kinds {
		out.Kinds[i].Percent = percent(out.Kinds[i].Games, out.Audited)
	}
	out.Endings = shares(endingNames, s.endings, out.Audited)
	out.DeadSources = shares(deadNames, s.deads, out.Audited)
	out.Results = s.results.summary(s.sum.Results)

	out.Classes = make([]ClassStat, 0, len(s.classes))
	for _, c := range s.classes {
		cs := c.ClassStat
		cs.Percent = percent(cs.Games, out.Audited)
		cs.ByDead = []ClassShare{}
		for i, x := range c.byDead {
			if x.games > 0 {
				cs.ByDead = append(cs.ByDead, ClassShare{Name: slotName(deadNames, i), Games: x.games,
					Divergences: x.divergences, WinnerFlips: x.flips, Draws: x.draws})
			}
		}
		out.Classes = append(out.Classes, cs)
	}
	sort.Slice(out.Classes, func(i, j int) bool {
		a, b := out.Classes[i], out.Classes[j]
		if kindRank(a.Kind) != kindRank(b.Kind) {
			return kindRank(a.Kind) < kindRank(b.Kind)
		}
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		if classRank(a.Class) != classRank(b.Class) {
			return classRank(a.Class) < classRank(b.Class)
		}
		return a.Class < b.Class
	})

	out.Pairs = make([]PairStat, 0, len(s.pairs))
	for _, p := range s.pairs {
		out.Pairs = append(out.Pairs, p.stat())
	}
	sort.Slice(out.Pairs, func(i, j int) bool {
		a, b := out.Pairs[i], out.Pairs[j]
		if a.A != b.A {
			return s.before(a.A, b.A)
		}
		return s.before(a.B, b.B)
	})

	out.Illegal = make([]IllegalStat, 0, len(s.illegal))
	for name, il := range s.illegal {
		st := IllegalStat{Ruleset: name, Moves: il.moves, Games: il.games, Rules: nameCounts(il.rules, ruleRank), ByDead: []IllegalShare{}}
		for i, x := range il.byDead {
			if x.games > 0 {
				st.ByDead = append(st.ByDead, IllegalShare{Name: slotName(deadNames, i), Moves: x.moves, Games: x.games})
			}
		}
		out.Illegal = append(out.Illegal, st)
	}
	sort.Slice(out.Illegal, func(i, j int) bool { return s.before(out.Illegal[i].Ruleset, out.Illegal[j].Ruleset) })
	out.Agreeing = s.agreeing(out)
	return out
}

// shares lists the non-empty slots of counts by name, in names' order
// ("unknown" last), with their share of total.
func shares(names []string, counts [endingSlots]gameCounts, total int) []Share {
	out := []Share{}
	for i := 0; i <= len(names); i++ {
		if c := counts[i]; c.games > 0 {
			out = append(out, Share{Name: slotName(names, i), Games: c.games, Percent: percent(c.games, total),
				GamesDiverging: c.diverging, Divergences: c.divergences, Compared: c.compared})
		}
	}
	return out
}

// stat is the kind's figures with their split by dead stones.
func (k *kindAcc) stat() KindStat {
	ks := k.KindStat
	ks.ByDead = []KindShare{}
	for i, x := range k.byDead {
		if x.games > 0 {
			ks.ByDead = append(ks.ByDead, KindShare{Name: slotName(deadNames, i), Games: x.games, Divergences: x.divergences})
		}
	}
	return ks
}

// stat adds up the pair's cells: its totals, and its shares by ending
// and by dead-stone source.
func (p *pairAcc) stat() PairStat {
	var byEnding, byDead [endingSlots]pairCounts
	var total pairCounts
	for e := range p.cells {
		for d, c := range p.cells[e] {
			byEnding[e].add(c)
			byDead[d].add(c)
			total.add(c)
		}
	}
	// The distributions: the cells' non-zero differences, then the zeros.
	var endingDiffs, deadDiffs [endingSlots]map[float64]int
	diffs := map[float64]int{}
	for k, n := range p.diffs {
		diffs[k.diff] += n
		for _, m := range []*map[float64]int{&endingDiffs[k.ending], &deadDiffs[k.dead]} {
			if *m == nil {
				*m = map[float64]int{}
			}
			(*m)[k.diff] += n
		}
	}
	ps := PairStat{A: p.a, B: p.b, Games: total.games, Diverging: total.diverging,
		Legality: total.legality, End: total.end, Score: total.score,
		Compared: total.compared, WinnerFlips: total.flips, Draws: total.draws}
	ps.DivergingPct = percent(ps.Diverging, ps.Games)
	ps.WinnerFlipsPct = percent(ps.WinnerFlips, ps.Compared)
	ps.Classes = nameCounts(p.classes, classRank)
	ps.Diffs, ps.MeanAbsDiff = distributionOf(diffs, total.zeros, total.compared)
	ps.ByEnding = pairShares(endingNames, byEnding, endingDiffs)
	ps.ByDead = pairShares(deadNames, byDead, deadDiffs)
	ps.DivergingByDead = []PairDivergenceShare{}
	for i, c := range byDead {
		if c.games > 0 {
			ps.DivergingByDead = append(ps.DivergingByDead, PairDivergenceShare{Name: slotName(deadNames, i),
				Games: c.games, Diverging: c.diverging, Legality: c.legality, End: c.end, Score: c.score})
		}
	}
	ps.Flipped = append([]GameRef{}, p.flipped...)
	return ps
}

func (c *pairCounts) add(o pairCounts) {
	c.games += o.games
	c.diverging += o.diverging
	c.legality += o.legality
	c.end += o.end
	c.score += o.score
	c.compared += o.compared
	c.flips += o.flips
	c.draws += o.draws
	c.zeros += o.zeros
}

// distributionOf sorts the non-zero differences and the zeros into a
// distribution, with the mean absolute difference over compared games.
func distributionOf(diffs map[float64]int, zeros, compared int) ([]DiffCount, float64) {
	out := make([]DiffCount, 0, len(diffs)+1)
	for d, n := range diffs {
		out = append(out, DiffCount{Diff: d, Games: n})
	}
	if zeros > 0 {
		out = append(out, DiffCount{Diff: 0, Games: zeros})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Diff < out[j].Diff })
	// Summed in order of difference, not of arrival: the same bytes
	// whatever order the games came in.
	abs := 0.0
	for _, d := range out {
		abs += math.Abs(d.Diff) * float64(d.Games)
	}
	if compared == 0 {
		return out, 0
	}
	return out, round2(abs / float64(compared))
}

// pairShares lists a pair's shares with a compared game, in names' order.
func pairShares(names []string, counts [endingSlots]pairCounts, diffs [endingSlots]map[float64]int) []PairShare {
	out := []PairShare{}
	for i := 0; i <= len(names); i++ {
		c := counts[i]
		if c.compared == 0 {
			continue
		}
		sh := PairShare{Name: slotName(names, i), Compared: c.compared, WinnerFlips: c.flips, Draws: c.draws}
		sh.Diffs, sh.MeanAbsDiff = distributionOf(diffs[i], c.zeros, c.compared)
		out = append(out, sh)
	}
	return out
}

// agreeing groups the rulesets no pair of which ever diverged, over
// pairs that judged every audited game: each set in ruleset order, the
// sets by their first ruleset.
func (s *Stats) agreeing(sum Summary) [][]string {
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		if p, ok := parent[x]; ok && p != x {
			r := find(p)
			parent[x] = r
			return r
		}
		return x
	}
	for _, p := range sum.Pairs {
		if p.Diverging == 0 && p.Games == sum.Audited && p.Games > 0 {
			ra, rb := find(p.A), find(p.B)
			if ra == rb {
				continue
			}
			if s.before(rb, ra) {
				ra, rb = rb, ra
			}
			parent[ra], parent[rb] = ra, ra
		}
	}
	groups := map[string][]string{}
	for x := range parent {
		r := find(x)
		groups[r] = append(groups[r], x)
	}
	out := [][]string{}
	for _, g := range groups {
		sort.Slice(g, func(i, j int) bool { return s.before(g[i], g[j]) })
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return s.before(out[i][0], out[j][0]) })
	return out
}

// nameCounts lists a count map in the order of rank, then by name.
func nameCounts(m map[string]int, rank func(string) int) []NameCount {
	out := make([]NameCount, 0, len(m))
	for k, v := range m {
		out = append(out, NameCount{Name: k, Count: v})
	}
	sort.Slice(out, func(i, j int) bool {
		ri, rj := rank(out[i].Name), rank(out[j].Name)
		if ri != rj {
			return ri < rj
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// percent is n of total in percent, rounded to 0.01; 0 when total is 0.
func percent(n, total int) float64 {
	if total == 0 {
		return 0
	}
	return round2(100 * float64(n) / float64(total))
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

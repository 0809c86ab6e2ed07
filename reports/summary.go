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
	// ByEnding and ByDead split Compared and WinnerFlips by how the game
	// ended and by where its dead stones came from (non-empty shares).
	ByEnding []PairShare `json:"by_ending" yaml:"by_ending"`
	ByDead   []PairShare `json:"by_dead" yaml:"by_dead"`
	// Flipped lists the games whose winner flips, by source and game
	// number: the first MaxListedFlips of them.
	Flipped []GameRef `json:"flipped" yaml:"flipped"`
}

// Share is a count of audited games with one name (an ending, a dead-stone
// source); Percent is of the audited games.
type Share struct {
	Name    string  `json:"name" yaml:"name"`
	Games   int     `json:"games" yaml:"games"`
	Percent float64 `json:"percent" yaml:"percent"`
}

// PairShare is a pair's compared games and winner flips of one ending or
// dead-stone source.
type PairShare struct {
	Name        string `json:"name" yaml:"name"`
	Compared    int    `json:"compared" yaml:"compared"`
	WinnerFlips int    `json:"winner_flips" yaml:"winner_flips"`
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
			out.Kinds = append(out.Kinds, *ks)
		}
	}
	for k, ks := range s.kinds {
		if !isKnownKind(k) {
			out.Kinds = append(out.Kinds, *ks)
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
		c := *c
		c.Percent = percent(c.Games, out.Audited)
		out.Classes = append(out.Classes, c)
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
		ps := p.PairStat
		ps.DivergingPct = percent(ps.Diverging, ps.Games)
		ps.WinnerFlipsPct = percent(ps.WinnerFlips, ps.Compared)
		ps.Classes = nameCounts(p.classes, classRank)
		ps.Diffs = make([]DiffCount, 0, len(p.diffs)+1)
		for d, n := range p.diffs {
			ps.Diffs = append(ps.Diffs, DiffCount{Diff: d, Games: n})
		}
		if p.zeros > 0 {
			ps.Diffs = append(ps.Diffs, DiffCount{Diff: 0, Games: p.zeros})
		}
		sort.Slice(ps.Diffs, func(i, j int) bool { return ps.Diffs[i].Diff < ps.Diffs[j].Diff })
		// Summed in order of difference, not of arrival: the same bytes
		// whatever order the games came in.
		abs := 0.0
		for _, d := range ps.Diffs {
			abs += math.Abs(d.Diff) * float64(d.Games)
		}
		if ps.Compared > 0 {
			ps.MeanAbsDiff = round2(abs / float64(ps.Compared))
		}
		ps.ByEnding = pairShares(endingNames, p.byEnding)
		ps.ByDead = pairShares(deadNames, p.byDead)
		ps.Flipped = append([]GameRef{}, p.flipped...)
		out.Pairs = append(out.Pairs, ps)
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
		out.Illegal = append(out.Illegal, IllegalStat{Ruleset: name, Moves: il.moves, Games: il.games,
			Rules: nameCounts(il.rules, ruleRank)})
	}
	sort.Slice(out.Illegal, func(i, j int) bool { return s.before(out.Illegal[i].Ruleset, out.Illegal[j].Ruleset) })
	out.Agreeing = s.agreeing(out)
	return out
}

// shares lists the non-empty slots of counts by name, in names' order
// ("unknown" last), with their share of total.
func shares(names []string, counts [endingSlots]int, total int) []Share {
	out := []Share{}
	for i := 0; i <= len(names); i++ {
		if counts[i] > 0 {
			out = append(out, Share{Name: slotName(names, i), Games: counts[i], Percent: percent(counts[i], total)})
		}
	}
	return out
}

// pairShares lists a pair's non-empty slots of compared games and flips.
func pairShares(names []string, counts [endingSlots][2]int) []PairShare {
	out := []PairShare{}
	for i := 0; i <= len(names); i++ {
		if c := counts[i]; c[0] > 0 {
			out = append(out, PairShare{Name: slotName(names, i), Compared: c[0], WinnerFlips: c[1]})
		}
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

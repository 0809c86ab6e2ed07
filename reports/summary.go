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

// ClassStat counts the divergences of one kind and class.
type ClassStat struct {
	Kind        string  `json:"kind" yaml:"kind"`
	Class       string  `json:"class" yaml:"class"`
	Games       int     `json:"games" yaml:"games"`     // games with at least one
	Percent     float64 `json:"percent" yaml:"percent"` // of audited games
	Divergences int     `json:"divergences" yaml:"divergences"`
	WinnerFlips int     `json:"winner_flips" yaml:"winner_flips"` // games where one has effect winner
	Draws       int     `json:"draws" yaml:"draws"`               // games where one has effect draw
}

// PairStat compares two rulesets over the games both judged. Diffs is the
// distribution of margin(B) − margin(A) over the games both could score.
type PairStat struct {
	A              string      `json:"a" yaml:"a"`
	B              string      `json:"b" yaml:"b"`
	Games          int         `json:"games" yaml:"games"`         // games with both verdicts
	Diverging      int         `json:"diverging" yaml:"diverging"` // games where the verdicts differ at all
	DivergingPct   float64     `json:"diverging_pct" yaml:"diverging_pct"`
	Legality       int         `json:"legality" yaml:"legality"` // games where they forbid different moves
	End            int         `json:"end" yaml:"end"`           // games where the end states differ
	Score          int         `json:"score" yaml:"score"`       // games where the results differ
	WinnerFlips    int         `json:"winner_flips" yaml:"winner_flips"`
	WinnerFlipsPct float64     `json:"winner_flips_pct" yaml:"winner_flips_pct"`
	Draws          int         `json:"draws" yaml:"draws"` // one says Draw, the other a win
	Classes        []NameCount `json:"classes" yaml:"classes"`
	Scored         int         `json:"scored" yaml:"scored"` // games where both have a margin
	MeanAbsDiff    float64     `json:"mean_abs_diff" yaml:"mean_abs_diff"`
	Diffs          []DiffCount `json:"diffs" yaml:"diffs"`
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
		ps.WinnerFlipsPct = percent(ps.WinnerFlips, ps.Games)
		if ps.Scored > 0 {
			ps.MeanAbsDiff = round2(p.absSum / float64(ps.Scored))
		}
		ps.Classes = nameCounts(p.classes, classRank)
		ps.Diffs = make([]DiffCount, 0, len(p.diffs)+1)
		for d, n := range p.diffs {
			ps.Diffs = append(ps.Diffs, DiffCount{Diff: d, Games: n})
		}
		if p.zeros > 0 {
			ps.Diffs = append(ps.Diffs, DiffCount{Diff: 0, Games: p.zeros})
		}
		sort.Slice(ps.Diffs, func(i, j int) bool { return ps.Diffs[i].Diff < ps.Diffs[j].Diff })
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

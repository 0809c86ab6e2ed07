package score

import (
	"math"
	"slices"

	"github.com/rulediff/rulediff/rules"
)

// The catalogue's fourteen rulesets count a final position in about seven
// distinct ways: japanese, korean and bga-japanese count alike, so do
// aga, french and bga, and new-zealand, kee-v4 and spight. An Analysis
// remembers the counts it made for the current position and hands a
// ruleset that counts like an earlier one a copy of that count, under its
// own name: half of the audit's per-ruleset counts.
//
// A count is a function of the prepared variant, the Input's scalar
// fields (its slices are the analysed ones: Analysis.same) and the
// ruleset fields listed in countRules; countmemo_test.go fails when
// rules.Ruleset gains a field this list has not decided on.

// countRules are the fields of a ruleset that Analysis.ScoreWith's count
// reads (score.go: variantOf, variant.score, scoreArea, scoreTerritory,
// passes, territoryWay, winner). The name only labels the Result.
type countRules struct {
	scoring      rules.ScoringMethod
	seki         rules.SekiRule
	dead         rules.DeadRule
	passStones   bool
	bonus        rules.HandicapBonus
	wpl          bool // End is white-passes-last: the only End a count reads (passes)
	ties, tiesHc rules.TieRule
}

// countKey is everything a count through an Analysis depends on besides
// the analysed position, dead stones, ownership and dame reading.
type countKey struct {
	rs         countRules
	deadMethod DeadMethod
	prisoners  [3]int
	passes     [3]int
	lastPass   int8
	fillFrom   int8
	handicap   int
	komi       uint64 // its bits: -0 and 0 are written differently
	phaseTwo   [3]int
	kataGo     *rules.KataGoTally
}

func keyOfCount(in Input, rs rules.Ruleset) countKey {
	return countKey{
		rs: countRules{scoring: rs.Scoring, seki: rs.Seki, dead: rs.Dead, passStones: rs.PassStones,
			bonus: rs.HandicapBonus, wpl: rs.End == rules.EndWhitePassesLast, ties: rs.Ties, tiesHc: rs.TiesHandicap},
		deadMethod: in.DeadMethod, prisoners: in.Prisoners, passes: in.Passes,
		lastPass: int8(in.LastPass), fillFrom: int8(in.FillFrom), handicap: in.Handicap,
		komi: math.Float64bits(in.Komi), phaseTwo: in.PhaseTwo, kataGo: in.KataGo,
	}
}

// maxCounts bounds the counts remembered for one position: the audit
// makes at most one per ruleset; callers that try many inputs on one
// analysis (the result check's variants) count the rest afresh.
const maxCounts = 32

// countMemo is a count remembered: res with its pointed-to figures held
// as values (te, zi; res's pointers nil), so that remembering costs no
// allocation and each Result handed out gets its own.
type countMemo struct {
	key          countKey
	res          Result
	te           float64
	zi           Zi
	hasTE, hasZi bool
}

// remembered returns the count made earlier under key, renamed for rs,
// with its own copies of the Own map (in own's memory when it has room:
// ownCopy) and the pointed-to figures: a caller may change the Result it
// is given (Result is plain data), and the copies are small beside a
// count.
func (a *Analysis) remembered(key countKey, rs rules.Ruleset, own []Own) (Result, bool) {
	for i := range a.counts {
		if m := &a.counts[i]; m.key == key {
			res := m.res
			res.Ruleset = rs.Name
			res.Own = ownCopy(own, res.Own)
			if m.hasTE {
				te := m.te
				res.TerritoryEquivalent = &te
			}
			if m.hasZi {
				zi := m.zi
				res.Zi = &zi
			}
			return res, true
		}
	}
	return Result{}, false
}

// remember keeps res as the count under key. Its Own map is copied
// into a.memoOwn (the caller keeps res's own), memory the analysis
// keeps from position to position: Reset forgets the counts and reuses
// it. No Result handed out points into it: remembered hands out a copy.
// (A run of BenchmarkAuditCommand/dead=markup copied 2.9 MB of Own
// maps into new memory here.)
func (a *Analysis) remember(key countKey, res Result) {
	if len(a.counts) < maxCounts {
		m := countMemo{key: key, res: res}
		m.res.Own = a.keepOwn(res.Own)
		if res.TerritoryEquivalent != nil {
			m.te, m.hasTE, m.res.TerritoryEquivalent = *res.TerritoryEquivalent, true, nil
		}
		if res.Zi != nil {
			m.zi, m.hasZi, m.res.Zi = *res.Zi, true, nil
		}
		a.counts = append(a.counts, m)
	}
}

// keepOwn copies own to the end of a.memoOwn and returns the copy. When
// a.memoOwn is full the copy goes to new memory, room for the next
// counts too; the earlier copies stay where they are.
func (a *Analysis) keepOwn(own []Own) []Own {
	if len(own) == 0 {
		return slices.Clone(own) // nil stays nil
	}
	n := len(a.memoOwn)
	if cap(a.memoOwn)-n < len(own) {
		a.memoOwn = make([]Own, 0, max(8*len(own), 2*cap(a.memoOwn)))
		n = 0
	}
	a.memoOwn = append(a.memoOwn, own...)
	return a.memoOwn[n : n+len(own) : n+len(own)]
}

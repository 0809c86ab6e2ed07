package score

import (
	"math"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// ScoreReaching's bound for area counts (ScoringArea with seki eyes
// counted: Chinese, AGA, New Zealand, French, ...), which the territory
// bounds (bounds.go) leave whole. It is read once, on the regions
// labelled after removal, before any seki reading.
//
// Why it holds. With the dead stones removed and no estimate's owners
// (Input.Owner empty), classify gives every stone left on the board to
// its colour (Counts.Stones, seki or not), and every empty point of a
// region touching one colour c only (O_c points) to c, as territory or
// as a seki eye, both counted under these seki rules. The other empty
// points (the N points of the regions touching both colours or none) are
// shared seki liberties or dame: under split each gives ½ to both
// colours, under counted nothing to either, so none moves the margin;
// when the dame are filled (Input.FillFrom, fillsDame), each filled dame
// counts one point for the colour that filled it instead (FilledDame),
// and only dame are filled. So the margin is
//
//	A + F_B − F_W, A = S_B + O_B − S_W − O_W − handicap bonus − komi,
//
// S_c the stones left, F_c the dame c filled, F_B + F_W ≤ N (and 0 when
// nothing is filled): the margin lies within N of A, and is A itself
// when the dame are not filled. Nothing the J89 analysis reads (seki,
// hane-seki, kos, teire) moves it: a count whose margin is more than N
// from A cannot be the margin asked for.
//
// TestMissBounds checks it on every chain toggled in the misses of the
// corpora (area rulesets included) and compares the explanations with
// the bounds off; TestAreaBoundByHand works a cut and a kept count out
// by hand.

// areaBoundable reports whether the area bound applies to in under rs.
func areaBoundable(in Input, rs rules.Ruleset) bool {
	return areaBoundableIfValid(in, rs) && valid(in.Position)
}

// areaBoundableIfValid is areaBoundable for a position known to be valid.
func areaBoundableIfValid(in Input, rs rules.Ruleset) bool {
	return rs.KataGo == nil && rs.Dead != rules.DeadPassAlive && rs.Dead != rules.DeadLiteral &&
		rs.Scoring == rules.ScoringArea && (rs.Seki == rules.SekiCounted || rs.Seki == rules.SekiSplit) &&
		len(in.Owner) == 0
}

// scoreAreaReaching is ScoreReaching for the counts the territory bounds
// leave: Score(in, rs), or false when rs counts the area way and the
// area bound proves the margin cannot be margin.
func scoreAreaReaching(in Input, rs rules.Ruleset, margin float64) (Result, bool) {
	if !areaBoundable(in, rs) {
		return Score(in, rs), true
	}
	return scoreIf(in, rs, func(a *analysis, stage int) bool {
		return stage != boundLabelled || areaWithin(a, in, rs, margin)
	})
}

// scoreIf is Score(in, rs) for a count ScoreReaching's kind of bounds
// apply to (valid, neither KataGo's nor pass-alive), stopped (false) as
// soon as within, asked at each stage of prepareIf, reports that the
// count is not wanted.
func scoreIf(in Input, rs rules.Ruleset, within func(a *analysis, stage int) bool) (Result, bool) {
	return scoreIfLabelled(in, rs, within, nil)
}

// scoreIfLabelled is scoreIf with label's output written by relabel
// when it is not nil (variant.relabel).
func scoreIfLabelled(in Input, rs rules.Ruleset, within func(a *analysis, stage int) bool, relabel func(a *analysis) [3]int) (Result, bool) {
	res := header(in, rs)
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a, relabel: relabel}
	removal, haneSeki := variantOf(in, rs)
	if !v.prepareIf(in, removal, haneSeki, func(stage int) bool { return within(a, stage) }) {
		return res, false
	}
	settled := func() bool { return allSettled(in.Position) }
	v.score(&res, in, rs, removal, settled, nil)
	return res, true
}

// areaWithin reports whether margin is within N of A (see above) on a's
// labelled board.
func areaWithin(a *analysis, in Input, rs rules.Ruleset, margin float64) bool {
	var side [3]int // S_c + O_c
	neutral := 0
	for _, c := range a.col {
		side[c]++ // side[Empty] is discarded
	}
	for _, r := range a.regs {
		if o := r.owner(); o != board.Empty {
			side[o] += r.size
		} else {
			neutral += r.size
		}
	}
	return areaMarginWithin(side, neutral, in, rs, margin)
}

// areaMarginWithin reports whether margin is within N (neutral) of A,
// side[c] being S_c + O_c (see above).
func areaMarginWithin(side [3]int, neutral int, in Input, rs rules.Ruleset, margin float64) bool {
	const eps = 1e-6 // the margin sums whole points, halves and the komi: allow for rounding
	base := float64(side[board.Black]-side[board.White]) - handicapBonus(rs.HandicapBonus, in.Handicap) - in.Komi
	slack := 0.0
	if in.FillFrom != board.Empty && fillsDame(rs) {
		slack = float64(neutral)
	}
	return math.Abs(margin-base) <= slack+eps
}

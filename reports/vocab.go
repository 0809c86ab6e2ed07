package reports

import (
	"math"
	"strconv"

	"github.com/rulediff/rulediff/compare"
)

// The divergence vocabulary is compare's (RULES.md §8); reports names it
// again only so that readers of the schema need not import compare.
const (
	KindLegality = compare.KindLegality
	KindEnd      = compare.KindEnd
	KindScore    = compare.KindScore

	EffectMargin = compare.EffectMargin // same winner, different margin
	EffectWinner = compare.EffectWinner // the winner differs
	EffectDraw   = compare.EffectDraw   // one side has a jigo
)

// Kinds in report order.
var Kinds = []string{KindLegality, KindEnd, KindScore}

// Classes is the divergence taxonomy of RULES.md §8, in its order.
var Classes = compare.Classes

// Rules are the rule ids of a forbidden move (docs/design.md).
var Rules = []string{
	"occupied", "off-board", "suicide", "basic-ko", "superko-positional",
	"superko-situational", "superko-natural", "spight", "kee-dssk", "ing-ko",
}

// Verdict results that are not a win.
const (
	ResultDraw    = compare.ResultDraw
	ResultVoid    = compare.ResultVoid
	ResultUnknown = compare.ResultUnknown
)

func isKnownKind(k string) bool { return indexOf(Kinds, k) >= 0 }

func kindRank(k string) int  { return rank(Kinds, k) }
func classRank(c string) int { return rank(Classes, c) }
func ruleRank(r string) int  { return rank(Rules, r) }

// rank is v's position in list, or after every listed name.
func rank(list []string, v string) int {
	if i := indexOf(list, v); i >= 0 {
		return i
	}
	return len(list)
}

func indexOf(list []string, v string) int {
	for i, s := range list {
		if s == v {
			return i
		}
	}
	return -1
}

// resultFromMargin writes a margin (Black minus White) as a verdict
// result: B+3.5, W+0.5, or Draw for 0.
func resultFromMargin(m float64) string {
	switch {
	case m > 0:
		return "B+" + FormatNumber(m)
	case m < 0:
		return "W+" + FormatNumber(-m)
	}
	return ResultDraw
}

// zi writes a margin in the Chinese zi form (RULES.md §5.4: 1 zi = 2
// points), e.g. 3.5 points → "B+1¾ zi", for chinese tables.
func zi(m float64) string {
	if m == 0 {
		return "jigo"
	}
	side := "B+"
	if m < 0 {
		side, m = "W+", -m
	}
	z := m / 2
	whole := math.Floor(z)
	frac := z - whole
	var f string
	switch frac {
	case 0:
	case 0.25:
		f = "¼"
	case 0.5:
		f = "½"
	case 0.75:
		f = "¾"
	default:
		return side + strconv.FormatFloat(z, 'f', -1, 64) + " zi"
	}
	w := ""
	if whole > 0 || f == "" {
		w = strconv.FormatFloat(whole, 'f', -1, 64)
	}
	return side + w + f + " zi"
}

// How a record ended (compare.Ending), in report order.
const (
	EndingPasses     = string(compare.EndingPasses)
	EndingCounted    = string(compare.EndingCounted)
	EndingUnfinished = string(compare.EndingUnfinished)
)

// endingNames are the endings in report order; deadNames the dead-stone
// sources, in RULES.md §7's order of trust. A game without the field (or
// with a name not listed) takes the slot after the last name.
var (
	endingNames = func() []string {
		out := make([]string, len(compare.Endings))
		for i, e := range compare.Endings {
			out[i] = string(e)
		}
		return out
	}()
	deadNames = []string{"none", "markup", "user", "unconditional", "estimate", EstimateInDoubt}
)

// EstimateInDoubt is the dead-stone share of the statistics for the
// estimates with an uncertain stone (DeadStones.Uncertain > 0): the
// others are "estimate".
const EstimateInDoubt = "estimate-in-doubt"

// endingSlots bounds the slots of endingNames and deadNames (one more
// for "unknown").
const endingSlots = 8

// slotOf is name's position in names, or len(names) for any other name.
func slotOf(names []string, name string) int {
	if i := indexOf(names, name); i >= 0 {
		return i
	}
	return len(names)
}

// slotName names a slot of names: "unknown" past the list.
func slotName(names []string, i int) string {
	if i < len(names) {
		return names[i]
	}
	return "unknown"
}

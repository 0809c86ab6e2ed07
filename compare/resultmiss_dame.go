package compare

import (
	"slices"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The dame variants' bounds. explainMiss reads a dame variant only to
// compare its margin with RE's (declared) or, with komi k instead of the
// count's, with declared − v.Komi + k: a count whose variants provably
// have none of these margins is left out (dameVariantsWithin), and the
// first variant that fits is the same; a filled count's points to fill
// are read only when its teire variant may fit (teireMayFit). TestDameBounds checks every
// bound against the whole count on the misses of the corpora, and the
// explanations with the bounds off; TestDameBoundsByHand works a cut and
// a kept count out by hand.

// boundDame lets explainMiss leave out the dame variants' counts that
// cannot fit (TestDameBounds compares with it off).
var boundDame = true

// marginSet is the margins a miss's variant must have to be reported.
type marginSet []float64

// missTargets are the margins explainMiss compares a dame variant's with:
// declared, and declared − v.Komi + k for the other komi it tries, each
// only when it is a whole number from v's margin (every dame variant
// moves the margin by a whole number: wholeApart). When a komi alone
// gives declared, explainMiss returns before it reads a variant with a
// komi: declared alone is compared.
func missTargets(v *Verdict, declared float64, komis []float64) marginSet {
	t := marginSet{} // not nil: nil counts every variant
	add := func(m float64) {
		if wholeApart(m, *v.Margin) {
			t = append(t, m)
		}
	}
	add(declared)
	if slices.ContainsFunc(komis, func(k float64) bool { return k != v.Komi && *v.Margin+v.Komi-k == declared }) {
		return t
	}
	for _, k := range komis {
		if k != v.Komi {
			add(declared - v.Komi + k)
		}
	}
	return t
}

// within reports whether one of the margins lies in [lo, hi] (within
// rounding: margins sum whole points, halves and a komi).
func (t marginSet) within(lo, hi float64) bool {
	const eps = 1e-6
	for _, m := range t {
		if m >= lo-eps && m <= hi+eps {
			return true
		}
	}
	return false
}

// countsOurWay reports whether rs counts through package score's own
// analysis with the dead stones as given (not KataGo's engine, not
// pass-alive, not literal): the bounds below read its counts.
func countsOurWay(rs rules.Ruleset) bool {
	return rs.KataGo == nil && rs.Dead != rules.DeadPassAlive && rs.Dead != rules.DeadLiteral &&
		rs.Scoring != rules.ScoringConfiguration
}

// filledMayFit reports whether the area count under rs (an area
// ruleset) with the dame filled may have a margin that fits. open is the
// same count with the dame left open.
//
// Why it holds. The filled count differs from the open one only where
// fillDame fills (FillFrom is read nowhere else): each filled point was
// a dame of the open count (open.Counts.Dame of them at most) and counts
// one point for the colour that filled it instead of what a dame counts
// (½ to each under split, nothing under counted or not-counted, one
// point or ½ each to the nearer stones under ing-nearest, whose
// distances are the unfilled board's): each moves the margin by 1 at
// most, 2 under ing-nearest.
func filledMayFit(open *score.Result, rs rules.Ruleset, fits func(lo, hi float64) bool) bool {
	if !countsOurWay(rs) {
		return true
	}
	step := 1
	if rs.Seki == rules.SekiIngNearest {
		step = 2
	}
	d := float64(step * open.Counts.Dame)
	return fits(open.Margin-d, open.Margin+d)
}

// teireMayFit reports whether a territory count's teire variant (v's
// margin less the points Black must fill once the dame are filled, plus
// White's, those v charges aside), read on an area count of v's board
// with the dame filled from either colour, may fit. open is the area
// count with the dame left open.
//
// Why it holds. The variant is v's margin less b plus w, with b and w at
// least 0 (it is made only when b+w > 0), and at most what teireBound
// bounds pointsToFill by, less v's own charges (Counts.Short), for a
// filling from either colour.
func teireMayFit(v *Verdict, open *score.Result, rs rules.Ruleset, fits func(lo, hi float64) bool) bool {
	if !countsOurWay(rs) {
		return true
	}
	b, w := teireBound(open)
	b = max(b-v.Score.Counts.Short[board.Black], 0)
	w = max(w-v.Score.Counts.Short[board.White], 0)
	return b+w > 0 && fits(*v.Margin-float64(b), *v.Margin+float64(w))
}

// teireBound bounds pointsToFill of any count of open's board with its
// dame filled, per colour.
//
// Why it holds. pointsToFill counts a territory point l of colour c
// (its class on the filled board, the open board's: fills change only
// dame) only when a chain C' of c on the filled board has l as its only
// liberty. Take a stone of C' beside l. Either it is a filled dame: l
// touches a dame of the open board, and every territory point that does
// is counted here. (The count classes a region point by point, so a
// territory point may touch a dame: with only the second case,
// TestDameBounds under --dead estimate found 33 counts with more points
// to fill than the bound.) Or it is a stone of an open chain C of c, which then lies
// in C'. Every liberty of C on the open board is still empty on the
// filled board, so a liberty of C' (l), or a filled dame: l is C's only
// liberty on the open board that is not a dame. So l is among the points
// counted here, once each.
func teireBound(open *score.Result) (black, white int) {
	r := open
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return 0, 0
	}
	// The board framed as pointsToFill's (stride W+2, offBoard all
	// round); per point its territory colour and flags, seen stamping
	// the points a chain's flood looked at.
	stride := r.W + 2
	n := stride * (r.H + 2)
	col := make([]board.Color, n)
	flags := make([]uint8, n) // the territory colour (bits 0-1), then:
	const dame, marked, done = 4, 8, 16
	seen := make([]int32, n)
	for i := range col {
		col[i] = offBoard
	}
	for i, o := range r.Own {
		f := (i/r.W+1)*stride + i%r.W + 1
		col[f], flags[f] = stoneOf(o), uint8(territoryOf(o))
		if o.Class() == score.OwnDame {
			flags[f] |= dame
		}
	}
	count := func(c board.Color) {
		if c == board.Black {
			black++
		} else {
			white++
		}
	}
	dirs := [4]int{-1, 1, -stride, stride}
	gen := int32(0)
	var stones []int
	for i, c := range col {
		if (c != board.Black && c != board.White) || flags[i]&done != 0 {
			continue
		}
		gen++
		seen[i] = gen
		stones = append(stones[:0], i)
		only, libs := -1, 0 // the liberties that are not dame
		for h := 0; h < len(stones); h++ {
			flags[stones[h]] |= done
			for _, d := range dirs {
				k := stones[h] + d
				if seen[k] == gen {
					continue
				}
				seen[k] = gen
				switch {
				case col[k] == c:
					stones = append(stones, k)
				case col[k] == board.Empty && flags[k]&dame == 0:
					only = k
					libs++
				}
			}
		}
		if libs != 1 || flags[only]&marked != 0 || board.Color(flags[only]&3) != c {
			continue
		}
		flags[only] |= marked
		count(c)
	}
	for i := range col {
		if flags[i]&dame == 0 {
			continue
		}
		for _, d := range dirs {
			k := i + d
			if c := board.Color(flags[k] & 3); c != board.Empty && flags[k]&marked == 0 {
				flags[k] |= marked
				count(c)
			}
		}
	}
	return black, white
}

// territoryOf is the colour whose territory a point of a count is
// (pointsToFill's), Empty for anything else.
func territoryOf(o score.Own) board.Color {
	switch o.Class() {
	case score.OwnBlackTerritory:
		return board.Black
	case score.OwnWhiteTerritory:
		return board.White
	}
	return board.Empty
}

// borderMayFit reports whether the border variant (v's count with owner,
// borderOwners', as Input.Owner) may fit. Only area rulesets with seki
// eyes counted are bounded; the others are counted.
//
// Why it holds. Under such a ruleset, with no estimate's owners, v's
// margin is A + F_B − F_W (score's areabound.go: A the stones left and
// the points of the regions touching one colour, less handicap bonus
// and komi; F_c the dame c filled). The border count has the same
// stones and regions, so the same A; its other points, the N points of
// the regions touching both colours or none (v's dame, shared seki
// points and filled dame), each count as before (nothing), or as
// estimated territory for the colour owner gives them, or as a dame
// filled (only when v's dame are filled): each moves the margin by 1 at
// most, and when nothing is filled only a border point moves it, toward
// its owner.
func borderMayFit(v *Verdict, owner []board.Color, fits func(lo, hi float64) bool) bool {
	rs, r := v.Ruleset, v.Score
	if !countsOurWay(rs) || rs.Scoring != rules.ScoringArea || len(v.in.Owner) != 0 ||
		(rs.Seki != rules.SekiCounted && rs.Seki != rules.SekiSplit) {
		return true
	}
	k := r.Counts
	a := *v.Margin - float64(k.Filled[board.Black]) + float64(k.Filled[board.White])
	if v.in.FillFrom != board.Empty {
		n := float64(k.Dame + k.SekiShared + k.Filled[board.Black] + k.Filled[board.White])
		return fits(a-n, a+n)
	}
	var n [3]int
	for _, c := range owner {
		n[c]++
	}
	return fits(a-float64(n[board.White]), a+float64(n[board.Black]))
}

// borderCount is the border variant's count (count(alt, rs)), or false
// when score.ScoreReachingAny's bounds prove its margin is none of
// targets (nil: always counted).
func borderCount(alt score.Input, rs rules.Ruleset, count func(score.Input, rules.Ruleset) score.Result, targets marginSet) (score.Result, bool) {
	if targets == nil {
		return count(alt, rs), true
	}
	return score.ScoreReachingAny(alt, rs, targets)
}

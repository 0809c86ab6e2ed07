package score

import (
	"math"
	"slices"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// ScoreReachingAny is ScoreReaching for several margins at once, and
// also for an input whose Owner gives neutral points to a colour (the
// result check's border variant: the dame beside one colour only counted
// for it, compare.dameVariants): Score(in, rs) when its margin may be
// one of margins, false without finishing the count when the bounds
// prove it is none. Under territory counting it reads ScoreReaching's
// bounds (bounds.go), shifted by the points Owner gives; any other count
// is made whole.
//
// Why it holds. Owner changes three things in a territory count. (1) An
// empty point of a region that touches no colour, or of a region that
// touches both where Owner names a colour and the point is not beside
// living stones of both (findBorders marks it an open border), counts
// for that colour (classify's Estimated) unless it is a shared seki
// point; an open border never is (findSeki takes no open border as a
// candidate, and only candidates become seki points), and a point of a
// region touching no colour is no candidate either. The other points
// Owner names (beside both colours) may or may not be seki points: they
// count 1 or 0 for their colour. (2) The open borders stay empty on the
// boards with the dame filled (fill). (3) A group beside an open border
// of its colour lives (borderLife). ScoreReaching's bound on X_c, the
// owned points charged as teire or seki eyes, holds whatever neutral
// points are open borders: the teire's argument reads only liberties in
// owned regions, which no dame filling touches; fewer filled dame leave
// the closed boards' chains more liberties, never fewer; a seki eye
// still needs a chain in seki, so a candidate shared liberty in its
// component, and open borders only remove candidates and give life.
// Label, the owned regions and L do not read Owner. So the margin is
//
//	L + E_B − E_W − X_B + X_W, E_c = sure_c + k_c, 0 ≤ k_c ≤ maybe_c,
//
// sure_c the points of (1) that surely count for c, maybe_c the others
// Owner gives c.
//
// TestDameBounds (compare) checks it on the border variant of every miss
// of the corpora; TestScoreReachingAnyByHand works an owned border out by
// hand.
func ScoreReachingAny(in Input, rs rules.Ruleset, margins []float64) (Result, bool) {
	if !anyBoundable(in, rs) {
		return Score(in, rs), true
	}
	b := marginBound{s: boundScratches.Get().(*boundScratch)}
	defer boundScratches.Put(b.s)
	b.s.sekiFlagOf = board.Empty
	var maybe [3]int
	return scoreIf(in, rs, func(a *analysis, stage int) bool {
		if stage == boundLabelled {
			b.start(a, in, rs)
			var sure [3]int
			sure, maybe = ownerPoints(a, in.Owner)
			b.l += float64(sure[board.Black] - sure[board.White])
		}
		return b.withinAny(a, stage, margins, maybe)
	})
}

// anyBoundable reports whether ScoreReachingAny's bounds apply: those of
// ScoreReaching, with an Owner of the board's size allowed unless the
// dead method is literal (such a count marks the open borders but counts
// no estimated point: not the margin above).
func anyBoundable(in Input, rs rules.Ruleset) bool {
	if len(in.Owner) == len(in.Position.Stones) && in.DeadMethod != DeadLiteral {
		in.Owner = nil
	}
	return boundable(in, rs)
}

// ownerPoints counts, on a's labelled board, the empty points of regions
// touching both colours or none that owner gives each colour: sure those
// that count for it (an open border, or a region touching none), maybe
// the others (beside both colours: a seki point or not).
func ownerPoints(a *analysis, owner []board.Color) (sure, maybe [3]int) {
	if len(owner) != len(a.col) {
		return
	}
	for i, o := range owner {
		if (o != board.Black && o != board.White) || a.col[i] != board.Empty {
			continue
		}
		switch touch := a.regs[a.region[i]].touch; {
		case touch == 0:
			sure[o]++
		case touch != touchB|touchW:
			// a region of one colour: territory, whatever owner says
		case a.besideBoth(i):
			maybe[o]++
		default:
			sure[o]++
		}
	}
	return sure, maybe
}

// withinAny reports whether one of margins is within the bounds at
// stage, the points owner may give each colour (maybe) aside: within's
// test for each margin, each side's charges read once.
func (b *marginBound) withinAny(a *analysis, stage int, margins []float64, maybe [3]int) bool {
	const eps = 1e-6
	if stage == boundKoSeki && b.seki && len(a.koSeki) > 0 {
		return true // any owned region may hold seki eyes
	}
	// Once the dame are filled, with a short point that is a ko and seki
	// eyes counted for no one, charges takes every owned region: read
	// instead chargeableFilled's regions, and those a double-ko seki may
	// charge as well (koChargeable, kobound.go) only when they alone
	// are short of a margin.
	ko := stage == boundFilled && b.seki && b.koSeki && koBound
	// Each colour's charges are read only as far as the nearest margin on
	// its side needs (need[c]): charges' readings stop once they reach it,
	// as within's do for one margin. A reading that stops returns need[c]
	// or more: that margin may fit, and withinAny reports so. One that
	// does not returns a bound on X_c below every need on c's side, the
	// same answer for each. A margin that c's owned points (X_c's most,
	// as within reads them) cannot reach is left out; so is every margin
	// beyond it on that side. Read whole, as before: the filled stage's
	// chargeableFilled under a ko (koChargeable reads its flags), and the
	// ko-seki stage's charges under a ko (with a need, charges there
	// answers from another reading: a bound too, but not the same one).
	need := [3]float64{math.Inf(1), math.Inf(1), math.Inf(1)}
	for _, m := range margins {
		c, gap, pts := chargedAny(b.l, m, maybe)
		if gap <= float64(pts)+eps {
			return true
		}
		if !boundNeeds || float64(b.owned[c]+pts) >= gap-eps {
			need[c] = min(need[c], gap-float64(pts)-eps)
		}
	}
	charged := [3]int{-1, -1, -1}
	var koRead [3]bool
	flagged := board.Empty // the colour b.s.flagged holds chargeableFilled's regions of
	for _, m := range margins {
		c, gap, pts := chargedAny(b.l, m, maybe)
		if boundNeeds && float64(b.owned[c]+pts) < gap-eps {
			continue // X_c ≤ c's owned points: this margin is out of reach
		}
		switch {
		case charged[c] >= 0:
		case ko:
			charged[c] = a.chargeableFilled(b.s, c, b.seki, math.Inf(1))
			flagged = c
		case !boundNeeds || (stage == boundKoSeki && b.seki && b.koSeki):
			charged[c] = b.charges(a, c, stage, math.Inf(1))
		default:
			charged[c] = b.charges(a, c, stage, need[c])
		}
		if ko && !koRead[c] && float64(charged[c]+pts) < gap-eps {
			koRead[c] = true
			if flagged != c { // the other colour's read since
				a.chargeableFilled(b.s, c, b.seki, math.Inf(1))
			}
			charged[c] = a.koChargeable(b.s, c, slices.Clone(b.s.flagged))
			flagged = board.Empty
		}
		if float64(charged[c]+pts) >= gap-eps {
			return true
		}
	}
	return false
}

// koBound lets ScoreReachingAny read koChargeable (TestKoBound compares
// with it off).
var koBound = true

// boundNeeds lets withinAny read each colour's charges only as far as
// its margins need, and skip a margin c's owned points cannot reach
// (TestAnyNeeds compares with it off).
var boundNeeds = true

// chargedAny is, for margin m against l, the colour whose charges bring
// the margin there (below l only Black's charges and the points owner
// may give White bring it down, above it only White's charges and
// Black's points bring it up), the gap and the points owner may give
// the other colour (maybe).
func chargedAny(l, m float64, maybe [3]int) (c board.Color, gap float64, pts int) {
	if m > l {
		return board.White, m - l, maybe[board.Black]
	}
	return board.Black, l - m, maybe[board.White]
}

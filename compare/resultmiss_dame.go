package compare

import (
	"slices"
	"sync"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The dame variants' bounds. explainMiss reads a dame variant only to
// compare its margin with RE's (declared) or, with komi k instead of the
// count's, with declared − v.Komi + k: a count whose variants provably
// have none of these margins is left out (dameVariantsWithin), and the
// first variant that fits is the same; a filled count's points to fill
// are read only when its teire variant may fit (teireMayFit), and a
// filled count read only for its margin is stopped once its filling
// proves it none of them (score.FilledFromWithin). TestDameBounds checks every
// bound against the whole count on the misses of the corpora, and the
// explanations with the bounds off; TestDameBoundsByHand works a cut and
// a kept count out by hand.

// boundDame lets explainMiss leave out the dame variants' counts that
// cannot fit (TestDameBounds compares with it off).
var boundDame = true

// skipNoTargets lets dameVariantsWithin return at once when no margin is
// wanted (TestDameBounds checks that the bounds then keep no count).
var skipNoTargets = true

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

// teireScratch is teireBound's frame, kept between calls in teirePool
// (a miss reads one board or two, a run thousands).
type teireScratch struct {
	cell        []uint8
	parent, lib []int32
	roots       []int32 // the chains given a liberty, in the order given
}

var teirePool = sync.Pool{New: func() any { return new(teireScratch) }}

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
	sc := teirePool.Get().(*teireScratch)
	defer teirePool.Put(sc)
	return teireBoundIn(open, sc)
}

// teireBoundIn is teireBound on the frame memory sc, whatever it holds
// (TestTeireBoundDirtyScratch): every cell is written before it is
// read, parent and lib are read at stones only, each written first, and
// roots is emptied.
func teireBoundIn(open *score.Result, sc *teireScratch) (black, white int) {
	r := open
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return 0, 0
	}
	// The board framed as pointsToFill's (stride W+2, offBoard all
	// round), a byte a point (cellOf's). The chains are joined by a
	// union-find over the rows (each stone with the stone of its colour
	// to its left and above), then one pass over the points gives each
	// empty point that is no dame as a liberty to the chains beside it
	// (a chain's lib is its one such liberty, none (-1) or several (-2);
	// roots lists the chains given one) and counts the territory points
	// beside each dame; last, each chain of roots left with one liberty
	// counts it, unless counted already. The points counted are a set
	// (cellMarked), the same whatever the order: the same chains and
	// liberties as a flood of each chain, each point read once.
	stride := r.W + 2
	n := stride * (r.H + 2)
	if cap(sc.cell) < n {
		sc.cell, sc.parent, sc.lib = make([]uint8, n), make([]int32, n), make([]int32, n)
	}
	cell, parent, lib := sc.cell[:n], sc.parent[:n], sc.lib[:n]
	for i := range cell[:stride] {
		cell[i], cell[n-1-i] = uint8(offBoard), uint8(offBoard)
	}
	find := func(i int32) int32 {
		for parent[i] != i {
			parent[i] = parent[parent[i]] // path halving
			i = parent[i]
		}
		return i
	}
	for y := 0; y < r.H; y++ {
		row := r.Own[y*r.W : (y+1)*r.W]
		f0 := (y+1)*stride + 1
		cell[f0-1], cell[f0+r.W] = uint8(offBoard), uint8(offBoard)
		cs := cell[f0 : f0+len(row)]
		for x, o := range row {
			k := cellOf[o]
			cs[x] = k
			c := k & cellStone
			if c != uint8(board.Black) && c != uint8(board.White) {
				continue
			}
			f := f0 + x
			parent[f], lib[f] = int32(f), -1
			if cell[f-1]&cellStone == c {
				parent[f] = find(int32(f - 1))
			}
			if cell[f-stride]&cellStone == c {
				if up := find(int32(f - stride)); up != parent[f] {
					parent[up] = parent[f]
				}
			}
		}
	}
	var count [4]int // by colour
	roots := sc.roots[:0]
	for i := stride; i < n-stride; i++ {
		k := cell[i]
		if k&cellStone != 0 {
			continue // a stone or the frame: no liberty
		}
		nb := [4]int{i - 1, i + 1, i - stride, i + stride}
		if k&cellDame != 0 {
			for _, j := range nb {
				if c := (cell[j] & cellTerritory) >> 2; c != 0 && cell[j]&cellMarked == 0 {
					cell[j] |= cellMarked
					count[c]++
				}
			}
			continue
		}
		for _, j := range nb {
			if c := cell[j] & cellStone; c != uint8(board.Black) && c != uint8(board.White) {
				continue
			}
			switch h := find(int32(j)); lib[h] {
			case -1:
				lib[h] = int32(i)
				roots = append(roots, h)
			case int32(i), -2:
			default:
				lib[h] = -2
			}
		}
	}
	sc.roots = roots
	for _, h := range roots {
		only := lib[h]
		if only < 0 {
			continue
		}
		c := cell[h] & cellStone
		if cell[only]&cellMarked != 0 || (cell[only]&cellTerritory)>>2 != c {
			continue
		}
		cell[only] |= cellMarked
		count[c]++
	}
	return count[board.Black], count[board.White]
}

// The bits of a point in teireBound's frame: its stone's colour (or
// offBoard), the colour whose territory it is (territoryOf), whether it
// is a dame, and whether it was counted.
const (
	cellStone     = 3
	cellTerritory = 3 << 2
	cellDame      = 1 << 4
	cellMarked    = 1 << 5
)

// cellOf is each Own's cell in teireBound's frame (not yet counted).
var cellOf = func() (t [256]uint8) {
	for o := range t {
		own := score.Own(o)
		t[o] = uint8(stoneOf(own)) | uint8(territoryOf(own))<<2
		if own.Class() == score.OwnDame {
			t[o] |= cellDame
		}
	}
	return t
}()

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

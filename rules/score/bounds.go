package score

import (
	"math"
	"slices"
	"sync"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// ScoreReaching is Score(in, rs) when that count may give margin, and
// reports false, without finishing the count, when bounds prove that it
// cannot: the result check tries every chain's status changed against
// RE's margin (compare.deadVariant), and most of those counts, each a
// full J89 analysis, cannot reach it. The bounds apply under territory
// counting (with the dead stones removed, no estimate's owners, no
// DameAsSeki, not KataGo's rules); area counts with seki eyes counted
// have their own bound (areabound.go); any other count is made whole.
//
// The bounds are read three times: on the regions of the board after
// removal (label); when the margin is still within them, once the dame
// are filled (findSeki); then once findKoSeki has read the kos, when it
// found no double-ko seki, with the points owed played out (owe). Each
// is work the count needs next anyway.
//
// Why it holds. After the dead stones are removed, every empty point of
// a region that touches one colour c only (O_c points) counts as c's
// territory or seki eye, and nothing else counts for a colour as
// territory (classify). The margin is therefore
//
//	L − X_B + X_W, L = O_B − O_W + prisoners, dead stones and pass
//	stones of each side − komi,
//
// where X_c counts c's owned points that are charged as teire, plus,
// when seki eyes do not count, those that are seki eyes: 0 ≤ X_c, and X_c
// is at most the points of c's owned regions that can be either:
//
//   - Teire (a.owedAt) is owed only where a chain of c is in atari on a
//     played-out board. Call a chain of c (as the board stands after
//     removal) weak when fewer than two of its neighbours are empty as
//     played (no dead stone there) and in a region c owns: only c ever
//     fills such a point (the dame filling fills neutral points, the
//     opponent's fills owed are in its own regions, and captures only
//     empty points), and c fills it only where a chain of c is in atari.
//     Join c's chains and owned regions that touch into blocks. By
//     induction over the fills, every fill owed lies in an owned region
//     of a block holding a weak chain: a chain in atari holding a chain
//     of a block without a weak one would still have that chain's two
//     free liberties (none of that block's points was filled), so all its
//     chains are in such blocks, and its last liberty, an owned point,
//     touches one of them or a fill already made in such a block (two
//     empty neighbours share a region). So teire lies in those blocks'
//     owned regions.
//   - A seki eye (decideSeki) is an owned region of the played-out board
//     (a part of one region of the board after removal: the played
//     boards only add stones and take dead ones) around a chain in seki,
//     or a point filled by one. A chain is in seki when it touches a
//     shared liberty, a neutral point, or a double-ko seki, or when its
//     group (chains joined through owned regions of the played board)
//     holds one that does. Join c's chains with the owned and the
//     neutral regions they touch: a played chain (chains of the board,
//     joined by dame and owed fills lying in regions they touch) and its
//     group stay within one such component, so without a double-ko seki
//     seki eyes lie in the owned regions of components that hold a
//     neutral region. A double-ko seki needs a short point that is a ko
//     on the board as played (findKoSeki): until findKoSeki has found
//     none, every owned region may hold seki eyes.
//
// Once the dame are filled the seki eyes are read on the board filled
// Black first, b (decideSeki's life graph is b with the owed fills
// played). The owed fills lie in the regions c (or the opponent) owns on
// the labelled board, never beside a neutral point (two empty neighbours
// share a region), each beside the chain it fills for. So a region the
// played board gives c is a part of a region c owns on the labelled
// board, or a whole open part of a neutral region (its points empty on
// b or a dead stone's, which the graph reads as empty) that touches c's
// stones only; and a chain of the played board is chains of b joined by
// fills inside a region c owns that they touch. Join b's chains of c
// with the regions c owns that they touch and with the open parts that
// touch c's stones only: every group of the played board lies within
// one such set, and every region c owns around a chain of it is in the
// set. decideSeki puts in seki the chains beside a candidate it keeps
// (a.seki, some of which it drops) and the groups of some of them: so
// without a double-ko seki c's seki eyes lie in c's regions of the sets
// holding a chain of c beside a candidate (sekiGroups).
//
// After findKoSeki the points owed are known (owe runs before the seki
// are decided: its boards depend on the double-ko seki, not on the
// seki), and X_c is at most the points owed in c's regions plus the
// seki eyes' bound above, read without the teire's blocks; and X_c is
// at least the points owed in c's regions (each is teire or a seki eye
// of c, charged either way), so the margin is read between two figures
// there (owedWithin), exactly when seki eyes count.
//
// TestMissBounds checks the bounds on every chain's status changed in
// the misses of the corpora, and that compare's result check gives the
// same explanations with and without them; TestScoreReachingIsScore on
// KGS and seki positions; TestScoreReachingBoundsByHand works four
// positions out by hand, TestScoreReachingGroupsByHand the groups of the
// filled board, TestBoundShortcutsByHand the readings' early answers.
func ScoreReaching(in Input, rs rules.Ruleset, margin float64) (Result, bool) {
	return scoreReaching(in, rs, margin, false, nil, nil)
}

// scoreReaching is ScoreReaching; labelledRead says that the labelled
// board's charges are known to be enough for margin (ToggleBound read
// them): its reading is skipped; relabel, when not nil, writes label's
// output (ToggleBound.relabel), and lists, when not nil, appends
// ownedLists' pairs of the labelled board (ToggleBound.ownedLists).
func scoreReaching(in Input, rs rules.Ruleset, margin float64, labelledRead bool, relabel func(a *analysis) [3]int,
	lists func(a *analysis, c board.Color, pairs []regionStone) []regionStone) (Result, bool) {
	if !boundable(in, rs) {
		return scoreAreaReaching(in, rs, margin) // Score, or the area bound (areabound.go)
	}
	b := marginBound{s: boundScratches.Get().(*boundScratch), labelledRead: labelledRead}
	defer func() {
		b.s.lists = nil
		boundScratches.Put(b.s)
	}()
	b.s.sekiFlagOf = board.Empty
	b.s.lists = lists
	return scoreIfLabelled(in, rs, func(a *analysis, stage int) bool {
		if stage == boundLabelled {
			b.start(a, in, rs)
		}
		return b.within(a, stage, margin)
	}, relabel)
}

// boundable reports whether ScoreReaching's bounds apply to in under rs.
func boundable(in Input, rs rules.Ruleset) bool {
	return boundableIfValid(in, rs) && valid(in.Position)
}

// boundableIfValid is boundable for a position known to be valid.
func boundableIfValid(in Input, rs rules.Ruleset) bool {
	return rs.KataGo == nil && rs.Dead != rules.DeadPassAlive && rs.Dead != rules.DeadLiteral &&
		rs.Scoring == rules.ScoringTerritory && len(in.Owner) == 0 && !in.DameAsSeki
}

// marginBound is what ScoreReaching's bounds read on the labelled board:
// l is the margin with no point charged (L above), owned[c] the points
// of the regions c owns.
type marginBound struct {
	l      float64
	owned  [3]int
	seki   bool // seki eyes count for no one (they may be charged)
	koSeki bool // a short point is a ko: a double-ko seki may charge any owned region
	s      *boundScratch
	// labelledRead: the labelled board's charges are known to be enough
	// (read by ToggleBound.MayReach): not read again
	labelledRead bool
}

// start reads a's labelled board (prepare's removal and label done).
func (b *marginBound) start(a *analysis, in Input, rs rules.Ruleset) {
	var removed [3]int
	for _, i := range a.removed {
		removed[in.Position.Stones[i]]++
	}
	b.s.listsOf = board.Empty // a new labelled board
	b.owned = [3]int{}
	for _, r := range a.regs {
		b.owned[r.owner()] += r.size
	}
	b.seki = rs.Seki == rules.SekiNotCounted
	b.koSeki = false
	if b.seki {
		for _, q := range a.shortAt {
			if a.koStone(a.orig, q) >= 0 {
				b.koSeki = true
				break
			}
		}
	}
	b.l = marginUncharged(b.owned, removed, in, rs)
}

// marginUncharged is L (see ScoreReaching): the margin with no point
// charged, from the points of the regions each colour owns and the dead
// stones removed of each colour.
func marginUncharged(owned, removed [3]int, in Input, rs rules.Ruleset) float64 {
	var side [3]float64
	var pass [3]int
	if rs.PassStones {
		pass = passes(in, rs)
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		opp := c.Opponent()
		side[c] = float64(owned[c] + in.Prisoners[c] + removed[opp] + pass[opp])
	}
	return side[board.Black] - side[board.White] - in.Komi
}

// The stages at which prepareIf asks for the bounds.
const (
	boundLabelled = iota // the regions labelled
	boundFilled          // the dame filled (findSeki)
	boundKoSeki          // the double-ko seki found (findKoSeki)
)

// within reports whether margin is within the bounds at stage. Only one
// side's charges are read as a most: below l only Black's can bring the
// margin down, above it only White's up; once findKoSeki has found no
// double-ko seki, each side's points owed are read as its least charge
// too (owedWithin, owedLevel).
func (b *marginBound) within(a *analysis, stage int, margin float64) bool {
	c, need := chargedSide(b.l, margin)
	if c == board.Empty {
		if stage == boundKoSeki && owedBound && (!b.seki || len(a.koSeki) == 0) {
			return b.owedLevel(a)
		}
		return true
	}
	if float64(b.owned[c]) < need && boundShortcuts {
		return false // X_c is at most c's owned points, whatever is charged
	}
	if stage == boundLabelled && b.labelledRead {
		return true
	}
	if stage == boundKoSeki && b.seki && len(a.koSeki) > 0 {
		return true // any owned region may hold seki eyes
	}
	var t int
	if boundShortcuts {
		t = b.charges(a, c, stage, need)
	} else {
		b.s.sekiFlagOf = board.Empty
		t = b.charges(a, c, stage, math.Inf(1))
	}
	if float64(t) < need {
		return false
	}
	if stage == boundKoSeki && owedBound {
		return b.owedWithin(a, c, t, need)
	}
	return true
}

// owedWithin is the bound read both ways once findKoSeki has found no
// double-ko seki (stage boundKoSeki, the points owed played out: owe),
// for a margin that c's charges must bring need (the gap less the
// rounding allowance) from L, c's charges at most up (chargeableKnown,
// need or more). The margin is L − X_B + X_W (see ScoreReaching), and
// here each X_o lies between two figures read on the board as it is:
//
//   - at least owed[o], the points owed (a.owedAt) in o's regions of
//     the labelled board. Each is charged: under SekiNotCounted it is a
//     seki eye of o (an empty point of a region o owns, in seki: counted
//     for no one) or, not in seki, teire (teire counts the owed points
//     not in seki); otherwise teire counts every owed point. And owe's
//     points are those the count charges: score's owe returns at once
//     (owedOK), nothing after findKoSeki but decideSeki runs, and the
//     teire reads a.owedAt.
//   - at most chargeableKnown(o): the points owed in o's regions with
//     the seki eyes' regions (sekiGroups, the bound above), or, when
//     seki eyes count, the points owed alone: then X_o = owed[o] (teire
//     is the owed points, every one of them, and seki eyes count as
//     territory does: the margin is L − owed[B] + owed[W] exactly).
//
// So the margin can reach RE's only when X_c − X_o = gap for some such
// values: up − owed[o] ≥ gap and owed[c] − up_o ≤ gap, where up_o is
// chargeableKnown(o), read only when owed[c] alone is past the gap.
// TestMissBounds asks every toggle's count at its own margin (never
// cut); TestOwedBoundCuts counts the cuts against owedBound off.
func (b *marginBound) owedWithin(a *analysis, c board.Color, up int, need float64) bool {
	a.owe() // made by chargeableKnown: the count's own
	var owed [3]int
	for _, p := range a.owedAt {
		owed[a.regs[a.region[p]].owner()]++
	}
	o := c.Opponent()
	if float64(up-owed[o]) < need {
		return false // c's charges, less o's least, short of the gap
	}
	const eps = 2e-6 // need is the gap less 1e-6
	gap := need + 1e-6
	if float64(owed[c]) <= gap+eps {
		return true // o's charges may be nothing
	}
	upO := owed[o]
	if b.seki {
		upO = a.chargeableKnown(b.s, o, b.seki)
	}
	return float64(owed[c]-upO) <= gap+eps
}

// owedLevel is owedWithin for a margin that is L (no gap: X_B = X_W):
// each side's least charge, owed[c], must be within the other's most.
func (b *marginBound) owedLevel(a *analysis) bool {
	a.owe() // the count's own, next
	var owed [3]int
	for _, p := range a.owedAt {
		owed[a.regs[a.region[p]].owner()]++
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		if o := c.Opponent(); owed[c] > owed[o] {
			up := owed[o]
			if b.seki {
				up = a.chargeableKnown(b.s, o, b.seki)
			}
			if owed[c] > up {
				return false
			}
		}
	}
	return true
}

// owedBound lets the bounds read the points owed as a least charge once
// findKoSeki has found no double-ko seki (owedWithin); tests compare
// with it off.
var owedBound = true

// chargedSide is the colour whose charges alone can bring the margin
// from l to margin (Black's bring it down, White's up), and the points
// they must then reach (need: the gap less a rounding allowance); Empty
// when margin is l.
func chargedSide(l, margin float64) (c board.Color, need float64) {
	const eps = 1e-6 // the margin sums whole points and the komi: allow for rounding
	if margin >= l-eps && margin <= l+eps {
		return board.Empty, 0
	}
	c, gap := board.Black, l-margin
	if margin > l {
		c, gap = board.White, margin-l
	}
	return c, gap - eps
}

// boundShortcuts lets the bounds' readings stop once they know the
// answer (marginBound.within, chargeable, chargeableFilled) and
// chargeableKnown reuse chargeableFilled's seki eyes: the answers are
// the same (TestBoundShortcuts compares with them off).
var boundShortcuts = true

// charges is at most the points of c's owned regions the count can
// charge (X_c above) at stage, or, when that is need or more, some
// number that is need or more (the readings stop once they know).
func (b *marginBound) charges(a *analysis, c board.Color, stage int, need float64) int {
	switch {
	case stage == boundKoSeki && b.seki && b.koSeki && boundShortcuts && !math.IsInf(need, 1):
		// A ko kept the filled boards' reading from being made: with no
		// double-ko seki found it holds, costs no playing out (owe), and
		// is at least chargeableKnown (the points owed lie in the regions
		// of the teire it counts).
		if t := a.chargeableFilled(b.s, c, b.seki, need); float64(t) < need {
			return t
		}
		return a.chargeableKnown(b.s, c, b.seki)
	case stage == boundKoSeki:
		return a.chargeableKnown(b.s, c, b.seki)
	case stage == boundFilled && b.seki && b.koSeki && koBound:
		// chargeableFilled's regions, and only when they are short of
		// need those a double-ko seki may charge (kobound.go)
		if t := a.chargeableFilled(b.s, c, b.seki, need); float64(t) >= need {
			return t
		}
		return a.koChargeable(b.s, c, slices.Clone(b.s.flagged))
	case b.seki && b.koSeki:
		return b.owned[c]
	case stage == boundFilled:
		return a.chargeableFilledCut(b.s, c, b.seki, need)
	}
	return a.chargeable(b.s, c, b.seki, need)
}

// boundScratch is the memory of chargeable and chargeableFilled.
type boundScratch struct {
	uf      []int32 // union-find over points (chains by a stone) and regions
	libs    []int8  // per chain root: free or empty liberties, up to 2
	stamp   []int32 // per chain root: 1 + the last liberty counted
	mark    []bool  // per union-find root: holds a weak chain, or a neutral region (a candidate)
	flagged []bool  // per region
	weak    []int32 // the roots of the weak chains
	other   []bool  // chargeableFilled: the regions flagged on the other board
	// chargeableFilled's seki eyes' regions, for chargeableKnown
	sekiFlag   []bool
	sekiFlagOf board.Color   // the colour sekiFlag was read for, Empty for none
	touch      []uint8       // sekiGroups: per open part's root, the colours it touches
	opens      []int32       // sekiGroups: the open points
	live       []bool        // weakBlocks: a living stone of c on its board
	pairs      []regionStone // ownedLists: c's stones beside its owned points, and their regions
	listsOf    board.Color   // the colour pairs were listed for, Empty for none
	seeds      []int32       // koChargeable: the points that seed a set
	filledOn   int           // chargeableFilled's last readings, for koChargeable (filledOnNone, …)
	joined     bool          // weakBlocks has joined c's owned regions to the chains
	// ident holds 0, 1, 2, ...: reset starts the union-find from a copy
	// (a few instructions per 32 bytes, a loop a few per node)
	ident []int32
	// lists, when set, appends ownedLists' pairs of the labelled board
	// (ToggleBound.ownedLists) instead of its scan
	lists func(a *analysis, c board.Color, pairs []regionStone) []regionStone
}

var boundScratches = sync.Pool{New: func() any { return new(boundScratch) }}

// reset sizes s for points points and regions regions.
func (s *boundScratch) reset(points, regions int) {
	nodes := points + regions
	if cap(s.uf) < nodes {
		s.uf, s.mark = make([]int32, nodes), make([]bool, nodes)
		s.libs, s.stamp = make([]int8, nodes), make([]int32, nodes)
	}
	if cap(s.flagged) < regions {
		s.flagged = make([]bool, regions)
	}
	s.uf, s.mark, s.libs, s.stamp = s.uf[:nodes], s.mark[:nodes], s.libs[:nodes], s.stamp[:nodes]
	s.flagged, s.weak = s.flagged[:regions], s.weak[:0]
	if len(s.ident) < nodes {
		s.ident = identity(nodes)
	}
	copy(s.uf, s.ident)       // each node its own set
	s.filledOn = filledOnNone // a new reading: chargeableFilled sets it after its own
	clear(s.mark)
	clear(s.libs)
	clear(s.stamp)
}

// union joins x's and y's sets in s.uf (the package's union).
func (s *boundScratch) union(x, y int32) { union(s.uf, x, y) }

// liberty counts point q (once) as a liberty of the chain with root r.
func (s *boundScratch) liberty(r, q int32) {
	if s.stamp[r] != q+1 {
		s.stamp[r] = q + 1
		s.libs[r] = min(s.libs[r]+1, 2)
	}
}

// flag marks the regions of colour bit whose union-find root is marked,
// and returns the number of their points.
func (a *analysis) flag(s *boundScratch, base int32, bit uint8) int {
	total := 0
	for r := range a.regs {
		if a.regs[r].touch == bit && s.mark[find(s.uf, base+int32(r))] {
			s.flagged[r] = true
		}
		if s.flagged[r] {
			total += a.regs[r].size
		}
	}
	return total
}

// chargeable is the number of points of c's owned regions (label) that
// may be charged as teire, or as seki eyes when seki is set: those of the
// blocks holding a weak chain, and with seki those of the components
// holding a neutral region (see ScoreReaching). When the teire's points
// alone are need or more, it returns them without reading the seki
// eyes (the total can only be larger).
func (a *analysis) chargeable(s *boundScratch, c board.Color, seki bool, need float64) int {
	// nodes: the framed board's points (a chain by label's root), then
	// the regions
	base := int32(len(a.parent))
	s.reset(len(a.parent), len(a.regs))
	clear(s.flagged)
	bit := touchBit(c)
	nbr, pad := a.g.nbr, a.g.pad
	pairs := s.pairs[:0] // ownedLists' list, on the way
	for q := int32(0); q < int32(a.g.n); q++ {
		if a.col[q] != board.Empty || a.regs[a.region[q]].touch != bit {
			continue // neutral regions are joined below, for seki
		}
		reg := base + a.region[q]
		free := a.orig[q] == board.Empty
		for _, m := range nbr[4*q : 4*q+4] {
			if m < 0 || a.col[m] != c {
				continue
			}
			pairs = append(pairs, regionStone{a.region[q], m})
			ch := a.find(pad[m])
			s.union(reg, ch) // a block
			if free {
				s.liberty(ch, q)
			}
		}
	}
	s.pairs, s.listsOf = pairs, c
	for _, r := range a.roots {
		if a.pad[r] == c && s.libs[r] < 2 {
			s.mark[find(s.uf, r)] = true // a block holding a weak chain
		}
	}
	total := a.flag(s, base, bit)
	if !seki || float64(total) >= need {
		return total
	}
	clear(s.mark)
	for q := int32(0); q < int32(a.g.n); q++ {
		if a.col[q] != board.Empty || a.regs[a.region[q]].touch != touchB|touchW {
			continue
		}
		reg := base + a.region[q]
		s.mark[reg] = true
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && a.col[m] == c {
				s.union(reg, a.find(pad[m]))
			}
		}
	}
	return a.markedRegions(s, base, bit)
}

// markedRegions flags c's regions (bit) whose component holds a marked
// node, beside those flagged already, and returns their points.
func (a *analysis) markedRegions(s *boundScratch, base int32, bit uint8) int {
	for i, m := range s.mark {
		if m {
			s.mark[find(s.uf, int32(i))] = true
		}
	}
	return a.flag(s, base, bit)
}

// chargeableFilled is chargeable read on the boards with the dame filled
// (a.closed, after findSeki): a chain there is a chain of that board
// (chains joined by the fills), weak when it has fewer than two empty
// liberties (the neutral points left empty are filled by no one
// afterwards). Teire is owed on both boards: its points lie in regions
// flagged on each. Seki eyes are read on the board filled Black first,
// the life graph's, in the sets sekiGroups marks.
//
// The readings stop once they know the answer: with no candidate (no
// seki eye anywhere) the regions flagged on the board filled White first
// (findSeki's first, always made) hold those flagged on both, so when
// they are fewer than need the board filled Black first is not read (nor
// filled, when findSeki stopped before it); once the teire's regions are
// need or more, the seki eyes are not read. The seki eyes' regions are
// kept in s (s.sekiFlag) for chargeableKnown: they are the same there
// (findKoSeki changes neither the boards nor a.seki).
func (a *analysis) chargeableFilled(s *boundScratch, c board.Color, seki bool, need float64) int {
	a.ownedLists(s, c)
	a.weakBlocks(s, a.closed(closedWhiteFirst), c)
	cands := seki && slices.ContainsFunc(a.neutral, func(i int32) bool { return a.seki[i] })
	if !cands && boundShortcuts {
		if t := a.flaggedPoints(s); float64(t) < need {
			return t
		}
	}
	b := a.closed(closedBlackFirst)
	if a.boards() == 2 {
		s.other = append(s.other[:0], s.flagged...)
		a.weakBlocks(s, b, c)
		for r, f := range s.other {
			s.flagged[r] = s.flagged[r] && f
		}
	}
	s.filledOn = filledOnBlocks // b's chains (with one board, both boards' stones alike)
	total := a.flaggedPoints(s)
	if !cands || float64(total) >= need {
		return total
	}
	s.other = append(s.other[:0], s.flagged...) // the teire's regions
	t := a.sekiEyesOr(s, b, c)
	s.filledOn = filledOnSeki
	return t
}

// sekiEyesOr flags in s c's regions in the sets sekiGroups marks on
// board b (filled Black first; s left by weakBlocks on a board with b's
// stones), keeps them in s.sekiFlag for chargeableKnown, adds the
// regions s.other flags, and returns their points.
func (a *analysis) sekiEyesOr(s *boundScratch, b []board.Color, c board.Color) int {
	clear(s.flagged)
	a.sekiGroups(s, b, c)
	a.flag(s, int32(a.g.n), touchBit(c))
	s.sekiFlag = append(s.sekiFlag[:0], s.flagged...)
	s.sekiFlagOf = c
	for r, f := range s.other {
		s.flagged[r] = s.flagged[r] || f
	}
	return a.flaggedPoints(s)
}

// chargeableFilledCut is chargeableFilled for a caller that reads only
// whether the answer is need or more (marginBound.charges once the dame
// are filled, shortcuts on): its answer is need or more exactly when
// chargeableFilled's is, and the seki eyes it keeps for chargeableKnown
// (s.sekiFlag), when it keeps them, are chargeableFilled's; s.flagged
// may differ (a short answer may flag more).
//
// When findSeki filled both boards, a.wb holds the one filled Black
// first, whose chains weakBlocks reads from the fill's (chainsFromWork)
// while the board filled White first needs a scan of its own (about
// 30 K instructions). So this reads the board filled Black first first,
// and the other only when the answer needs it. Why that is exact: the
// teire's regions are those flagged on both boards (chargeableFilled),
// a subset of those flagged on either; so with no candidate, when the
// regions flagged on the board filled Black first are short of need, so
// are those flagged on both, and with candidates, when those regions
// with the seki eyes' (read on the board filled Black first, from s as
// weakBlocks left it on that board, as chargeableFilled reads them) are
// short, so are the teire's with them. Otherwise the teire is read on
// both boards and the answer is chargeableFilled's: the teire's regions
// when they are need or more, else those with the seki eyes'.
// TestFilledCutIsFilled compares both on every reading of the corpora's
// chains toggled; TestFilledCutByHand works a cut out by hand.
func (a *analysis) chargeableFilledCut(s *boundScratch, c board.Color, seki bool, need float64) (answer int) {
	if !blackFirstRead || !boundShortcuts || a.wbFor != closedBlackFirst+1 {
		return a.chargeableFilled(s, c, seki, need)
	}
	white := false // the board filled White first read (filledBoth)
	if checkFilledCut != nil {
		defer func() { checkFilledCut(a, s, c, seki, need, answer, white) }()
	}
	a.ownedLists(s, c)
	b := a.closed(closedBlackFirst)
	a.weakBlocks(s, b, c)
	bf := a.flaggedPoints(s)
	cands := seki && slices.ContainsFunc(a.neutral, func(i int32) bool { return a.seki[i] })
	if a.boards() == 1 { // both boards alike: the teire's regions are b's
		if !cands || float64(bf) >= need {
			return bf
		}
		s.other = append(s.other[:0], s.flagged...)
		return a.sekiEyesOr(s, b, c)
	}
	if !cands && float64(bf) < need {
		return bf // the teire's regions are fewer
	}
	s.other = append(s.other[:0], s.flagged...) // b's regions
	if !cands || float64(bf) >= need {
		white = true
		if teire := a.filledBoth(s, c); !cands || float64(teire) >= need {
			return teire
		}
		s.other = append(s.other[:0], s.flagged...) // the teire's regions
		a.weakBlocks(s, b, c)                       // b's chains again, for sekiGroups
		return a.sekiEyesOr(s, b, c)
	}
	if t := a.sekiEyesOr(s, b, c); float64(t) < need {
		return t // the teire's regions with the seki eyes' are fewer
	}
	// The teire's regions (b's in s.other) with the seki eyes' (s.sekiFlag).
	white = true
	if teire := a.filledBoth(s, c); float64(teire) >= need {
		return teire
	}
	for r, f := range s.sekiFlag {
		s.flagged[r] = s.flagged[r] || f
	}
	return a.flaggedPoints(s)
}

// filledBoth reads the board filled White first into s (weakBlocks) and
// flags the regions flagged there and in s.other (the board filled
// Black first's): the teire's regions; it returns their points.
func (a *analysis) filledBoth(s *boundScratch, c board.Color) int {
	a.weakBlocks(s, a.closed(closedWhiteFirst), c)
	for r, f := range s.other {
		s.flagged[r] = s.flagged[r] && f
	}
	return a.flaggedPoints(s)
}

// blackFirstRead lets charges read the board filled Black first first
// (chargeableFilledCut); tests compare with it off.
var blackFirstRead = true

// checkFilledCut, when set (tests only), is called after
// chargeableFilledCut answered, to compare with chargeableFilled
// (sekiOf: s.sekiFlagOf before the call).
var checkFilledCut func(a *analysis, s *boundScratch, c board.Color, seki bool, need float64, got int, whiteRead bool)

// flaggedPoints is the number of points of the regions flagged in s.
func (a *analysis) flaggedPoints(s *boundScratch) int {
	total := 0
	for r, f := range s.flagged {
		if f {
			total += a.regs[r].size
		}
	}
	return total
}

// chargeableKnown is chargeableFilled once findKoSeki has found no
// double-ko seki: the teire is what owe owes (a.owedAt), the seki eyes
// lie in the regions of the sets sekiGroups marks (kept by
// chargeableFilled when it read them). With no candidate (no point of
// a.neutral in a.seki) sekiGroups marks no set, so no region is
// flagged: the seki eyes' reading (the board filled Black first's
// chains, weakBlocks, sekiGroups) is skipped when the shortcuts are on.
func (a *analysis) chargeableKnown(s *boundScratch, c board.Color, seki bool) int {
	n := int32(a.g.n)
	bit := touchBit(c)
	switch {
	case seki && s.sekiFlagOf == c:
		s.flagged = append(s.flagged[:0], s.sekiFlag...)
	case seki && (!boundShortcuts || a.hasCandidate()):
		b := a.closed(closedBlackFirst)
		a.ownedLists(s, c)
		a.weakBlocks(s, b, c)
		clear(s.flagged)
		a.sekiGroups(s, b, c)
		a.flag(s, n, bit)
	default:
		s.flagged = slices.Grow(s.flagged[:0], len(a.regs))[:len(a.regs)]
		clear(s.flagged)
	}
	total := a.flaggedPoints(s)
	a.owe()
	for _, p := range a.owedAt {
		if r := a.region[p]; a.regs[r].touch == bit && !s.flagged[r] {
			total++
		}
	}
	return total
}

// hasCandidate reports whether findSeki left a candidate shared
// liberty (a point of a.neutral in a.seki).
func (a *analysis) hasCandidate() bool {
	return slices.ContainsFunc(a.neutral, func(i int32) bool { return a.seki[i] })
}

// sekiGroups joins, in s left by weakBlocks on board b (filled Black
// first: b's chains of c joined with the regions c owns into blocks),
// the blocks through the parts of neutral regions that b leaves open
// (empty, or a dead stone's point: the life graph reads both as empty)
// and that touch c's stones only, and marks the sets holding a chain
// beside a candidate shared liberty (a.seki): flag then counts c's
// regions in them (see ScoreReaching). The open points are points of
// a.neutral (the empty points of the neutral regions), which it reads
// instead of the whole board.
func (a *analysis) sekiGroups(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	if !s.joined {
		a.joinBlocks(s)
	}
	clear(s.mark)
	nbr := a.g.nbr
	stone := func(i int32) bool { return b[i] != board.Empty && !a.dead[i] }
	open := func(q int32) bool {
		return a.col[q] == board.Empty && a.regs[a.region[q]].touch == touchB|touchW && !stone(q)
	}
	s.touch = slices.Grow(s.touch[:0], int(n))[:n]
	clear(s.touch)
	opens := s.opens[:0]
	for _, q := range a.neutral {
		if !stone(q) {
			opens = append(opens, q)
		}
	}
	s.opens = opens
	for _, q := range opens {
		if m := nbr[4*q+1]; m >= 0 && open(m) { // right
			s.union(q, m)
		}
		if m := nbr[4*q+3]; m >= 0 && open(m) { // below
			s.union(q, m)
		}
	}
	for _, q := range opens {
		r := find(s.uf, q)
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && stone(m) {
				s.touch[r] |= touchBit(b[m])
			}
		}
	}
	bit := touchBit(c)
	parts := s.weak[:0] // the open points of parts touching c only
	for _, q := range opens {
		if s.touch[find(s.uf, q)] == bit {
			parts = append(parts, q)
		}
	}
	for _, q := range parts {
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && b[m] == c && !a.dead[m] {
				s.union(q, m)
			}
		}
	}
	s.weak = parts
	for _, i := range a.neutral {
		if !a.seki[i] {
			continue
		}
		for _, m := range nbr[4*i : 4*i+4] {
			if m >= 0 && b[m] == c && !a.dead[m] {
				s.mark[find(s.uf, m)] = true
			}
		}
	}
	if checkBounds != nil {
		checkBounds(a, s, b, c, true)
	}
}

// weakBlocks flags in s.flagged c's owned regions in a block, on board b,
// holding a weak chain of b (chargeableFilled); s's union-find is left
// with b's chains of c (its living stones, s.live) joined, and with c's
// owned regions joined to them (s.joined) unless no chain was weak
// (then nothing is flagged, and sekiGroups joins them when it reads s).
func (a *analysis) weakBlocks(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	// nodes: points 0..n-1 (stones of c on b), then regions
	s.reset(int(n), len(a.regs))
	clear(s.flagged)
	s.joined = false
	if cap(s.live) < int(n) {
		s.live = make([]bool, n)
	}
	switch { // the chains, and the weak ones' roots (s.weak)
	case !a.chainsFromWork(s, b, c):
		a.chainsByScan(s, b, c)
	case checkChainsFromWork != nil:
		checkChainsFromWork(a, s, b, c)
	}
	if len(s.weak) == 0 {
		if checkBounds != nil {
			checkBounds(a, s, b, c, false)
		}
		return // no block holds a weak chain
	}
	a.joinBlocks(s)
	for _, r := range s.weak {
		s.mark[find(s.uf, r)] = true
	}
	bit := touchBit(c)
	for r := range a.regs {
		s.flagged[r] = a.regs[r].touch == bit && s.mark[find(s.uf, n+int32(r))]
	}
	if checkBounds != nil {
		checkBounds(a, s, b, c, false)
	}
}

// chainsByScan joins, in s (reset), the living stones of c on board b
// into b's chains (s.live marks them), counts their liberties (up to
// two, s.libs at their roots) and lists the roots of those with fewer
// than two (s.weak, in index order).
func (a *analysis) chainsByScan(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	w := a.g.w
	live, dead := s.live[:n], a.dead[:n]
	b = b[:n]
	uf := s.uf
	// The chains: each living stone joined to its left and upper
	// neighbours, marked before it.
	for y := 0; y < a.g.h; y++ {
		o := y * w
		row, brow, drow := live[o:o+w], b[o:o+w], dead[o:o+w]
		for x := range row {
			l := brow[x] == c && !drow[x]
			row[x] = l
			if !l {
				continue
			}
			i := int32(o + x)
			if x > 0 && row[x-1] { // left
				s.union(i, i-1)
			}
			if y > 0 && live[o+x-w] { // up
				s.union(i, i-int32(w))
			}
		}
	}
	// The liberties, read from the stones: a chain known to have two
	// is not read again.
	nbr := a.g.nbr[:4*n]
	for i, l := range live {
		if !l {
			continue
		}
		r := find(uf, int32(i))
		if s.libs[r] >= 2 {
			continue
		}
		for _, q := range nbr[4*i : 4*i+4] {
			if q >= 0 && b[q] == board.Empty {
				s.liberty(r, q)
			}
		}
	}
	for i, l := range live { // the weak chains
		if l && uf[i] == int32(i) && s.libs[i] < 2 {
			s.weak = append(s.weak, int32(i))
		}
	}
}

// ownedLists lists in s the stones of c beside c's owned points on the
// labelled board, with the point's region (s.pairs), for joinBlocks,
// unless chargeable listed them for c on the way (s.listsOf:
// marginBound.start forgets them when a new board is labelled); s.lists,
// when set, lists them (a toggle's, from its base's).
func (a *analysis) ownedLists(s *boundScratch, c board.Color) {
	if s.listsOf == c {
		return // chargeable listed them on this labelled board
	}
	if s.lists != nil {
		s.pairs, s.listsOf = s.lists(a, c, s.pairs[:0]), c
		return
	}
	n := int32(a.g.n)
	bit := touchBit(c)
	pairs := s.pairs[:0]
	nbr := a.g.nbr[:4*n]
	for q := int32(0); q < n; q++ {
		if a.col[q] != board.Empty {
			continue
		}
		r := a.region[q]
		if a.regs[r].touch != bit {
			continue
		}
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && a.col[m] == c {
				pairs = append(pairs, regionStone{r, m})
			}
		}
	}
	s.pairs, s.listsOf = pairs, c
}

// regionStone is an owned point's region and a stone beside the point.
type regionStone struct{ region, stone int32 }

// checkBounds, when set (tests only), is called at the end of weakBlocks
// (seki false) and sekiGroups (seki true) with what they left in s, to
// compare it with the former readings (bounds_ref_test.go).
var checkBounds func(a *analysis, s *boundScratch, b []board.Color, c board.Color, seki bool)

// joinBlocks joins, in s left by weakBlocks, c's owned regions
// to the chains beside them: blocks. The living stones of c beside an
// owned point are, on every board, the labelled board's stones there (a
// fill lies in a neutral region, whose points touch no owned point):
// s.pairs lists them.
func (a *analysis) joinBlocks(s *boundScratch) {
	n := int32(a.g.n)
	for _, p := range s.pairs {
		s.union(n+p.region, p.stone)
	}
	s.joined = true
}

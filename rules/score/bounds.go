package score

import (
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
// After findKoSeki the points owed are known (owe runs before the seki
// are decided: its boards depend on the double-ko seki, not on the
// seki), and X_c is at most the points owed in c's regions plus the
// seki eyes' bound above, read without the teire's blocks.
//
// TestMissBounds checks the bounds on every chain's status changed in
// the misses of the corpora, and that compare's result check gives the
// same explanations with and without them; TestScoreReachingIsScore on
// KGS and seki positions; TestScoreReachingBoundsByHand works four
// positions out by hand.
func ScoreReaching(in Input, rs rules.Ruleset, margin float64) (Result, bool) {
	if !boundable(in, rs) {
		return scoreAreaReaching(in, rs, margin) // Score, or the area bound (areabound.go)
	}
	res := header(in, rs)
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	removal, haneSeki := variantOf(in, rs)
	var b marginBound
	within := func(stage int) bool {
		if stage == boundLabelled {
			b.start(a, in, rs)
		}
		return b.within(a, stage, margin)
	}
	if !v.prepareIf(in, removal, haneSeki, within) {
		return res, false
	}
	settled := func() bool { return allSettled(in.Position) }
	v.score(&res, in, rs, removal, settled)
	return res, true
}

// boundable reports whether ScoreReaching's bounds apply to in under rs.
func boundable(in Input, rs rules.Ruleset) bool {
	return rs.KataGo == nil && rs.Dead != rules.DeadPassAlive && rs.Dead != rules.DeadLiteral &&
		rs.Scoring == rules.ScoringTerritory && len(in.Owner) == 0 && !in.DameAsSeki && valid(in.Position)
}

// marginBound is what ScoreReaching's bounds read on the labelled board:
// l is the margin with no point charged (L above), owned[c] the points
// of the regions c owns.
type marginBound struct {
	l      float64
	owned  [3]int
	seki   bool // seki eyes count for no one (they may be charged)
	koSeki bool // a short point is a ko: a double-ko seki may charge any owned region
}

// start reads a's labelled board (prepare's removal and label done).
func (b *marginBound) start(a *analysis, in Input, rs rules.Ruleset) {
	var removed [3]int
	for _, i := range a.removed {
		removed[in.Position.Stones[i]]++
	}
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
	var side [3]float64
	var pass [3]int
	if rs.PassStones {
		pass = passes(in, rs)
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		opp := c.Opponent()
		side[c] = float64(b.owned[c] + in.Prisoners[c] + removed[opp] + pass[opp])
	}
	b.l = side[board.Black] - side[board.White] - in.Komi
}

// The stages at which prepareIf asks for the bounds.
const (
	boundLabelled = iota // the regions labelled
	boundFilled          // the dame filled (findSeki)
	boundKoSeki          // the double-ko seki found (findKoSeki)
)

// within reports whether margin is within the bounds at stage. Only one
// side's charges are read: below l only Black's can bring the margin
// down, above it only White's up.
func (b *marginBound) within(a *analysis, stage int, margin float64) bool {
	const eps = 1e-6 // the margin sums whole points and the komi: allow for rounding
	if margin >= b.l-eps && margin <= b.l+eps {
		return true
	}
	c, gap := board.Black, b.l-margin
	if margin > b.l {
		c, gap = board.White, margin-b.l
	}
	if stage == boundKoSeki && b.seki && len(a.koSeki) > 0 {
		return true // any owned region may hold seki eyes
	}
	return float64(b.charges(a, c, stage)) >= gap-eps
}

// charges is at most the points of c's owned regions the count can
// charge (X_c above) at stage.
func (b *marginBound) charges(a *analysis, c board.Color, stage int) int {
	switch {
	case stage == boundKoSeki:
		return a.chargeableKnown(c, b.seki)
	case b.seki && b.koSeki:
		return b.owned[c]
	case stage == boundFilled:
		return a.chargeableFilled(c, b.seki)
	}
	return a.chargeable(c, b.seki)
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
	for i := range s.uf {
		s.uf[i] = int32(i)
	}
	clear(s.mark)
	clear(s.libs)
	clear(s.stamp)
}

func (s *boundScratch) union(x, y int32) {
	if x, y = find(s.uf, x), find(s.uf, y); x != y {
		s.uf[y] = x
	}
}

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
// holding a neutral region (see ScoreReaching).
func (a *analysis) chargeable(c board.Color, seki bool) int {
	s := boundScratches.Get().(*boundScratch)
	defer boundScratches.Put(s)
	// nodes: the framed board's points (a chain by label's root), then
	// the regions
	base := int32(len(a.parent))
	s.reset(len(a.parent), len(a.regs))
	clear(s.flagged)
	bit := touchBit(c)
	nbr, pad := a.g.nbr, a.g.pad
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
			ch := a.find(pad[m])
			s.union(reg, ch) // a block
			if free {
				s.liberty(ch, q)
			}
		}
	}
	for _, r := range a.roots {
		if a.pad[r] == c && s.libs[r] < 2 {
			s.mark[find(s.uf, r)] = true // a block holding a weak chain
		}
	}
	total := a.flag(s, base, bit)
	if !seki {
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
// the life graph's: a component counts only when one of its neutral
// regions holds a candidate shared liberty (a.seki).
func (a *analysis) chargeableFilled(c board.Color, seki bool) int {
	n := int32(a.g.n)
	s := boundScratches.Get().(*boundScratch)
	defer boundScratches.Put(s)
	b := a.closed(closedBlackFirst)
	both := false
	if w := a.closed(closedWhiteFirst); &w[0] != &b[0] {
		a.weakBlocks(s, w, c)
		s.other = append(s.other[:0], s.flagged...)
		both = true
	}
	a.weakBlocks(s, b, c)
	if both {
		for r, f := range s.other {
			s.flagged[r] = s.flagged[r] && f
		}
	}
	bit := touchBit(c)
	if seki {
		a.sekiComponents(s, b, c)
	}
	return a.flag(s, n, bit)
}

// chargeableKnown is chargeableFilled once findKoSeki has found no
// double-ko seki: the teire is what owe owes (a.owedAt), the seki eyes
// lie in the regions of the components sekiComponents marks.
func (a *analysis) chargeableKnown(c board.Color, seki bool) int {
	n := int32(a.g.n)
	s := boundScratches.Get().(*boundScratch)
	defer boundScratches.Put(s)
	bit := touchBit(c)
	if seki {
		b := a.closed(closedBlackFirst)
		a.weakBlocks(s, b, c)
		clear(s.flagged)
		a.sekiComponents(s, b, c)
	} else {
		s.reset(int(n), len(a.regs))
		clear(s.flagged)
	}
	total := a.flag(s, n, bit)
	a.owe()
	for _, p := range a.owedAt {
		if r := a.region[p]; a.regs[r].touch == bit && !s.flagged[r] {
			total++
		}
	}
	return total
}

// sekiComponents joins, in s left by weakBlocks on board b (filled Black
// first), b's blocks with the neutral regions their stones touch or
// fill, and marks the components holding a candidate shared liberty
// (a.seki): flag then counts c's regions in them.
func (a *analysis) sekiComponents(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	clear(s.mark)
	nbr := a.g.nbr
	living := func(i int32) bool { return b[i] == c && !a.dead[i] }
	for q := int32(0); q < n; q++ {
		if a.col[q] != board.Empty || a.regs[a.region[q]].touch != touchB|touchW {
			continue
		}
		reg := n + a.region[q]
		if living(q) { // a fill lies in its region
			s.union(reg, q)
		}
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && living(m) {
				s.union(reg, m)
			}
		}
	}
	for _, i := range a.neutral {
		if a.seki[i] {
			s.mark[n+a.region[i]] = true
		}
	}
	for i, m := range s.mark {
		if m {
			s.mark[find(s.uf, int32(i))] = true
		}
	}
}

// weakBlocks flags in s.flagged c's owned regions in a block, on board b,
// holding a weak chain of b (chargeableFilled); s's union-find is left
// with b's chains and c's owned regions joined.
func (a *analysis) weakBlocks(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	// nodes: points 0..n-1 (stones of c on b), then regions
	s.reset(int(n), len(a.regs))
	clear(s.flagged)
	nbr := a.g.nbr
	living := func(i int32) bool { return b[i] == c && !a.dead[i] }
	for i := int32(0); i < n; i++ {
		if !living(i) {
			continue
		}
		if m := nbr[4*i+1]; m >= 0 && living(m) { // right
			s.union(i, m)
		}
		if m := nbr[4*i+3]; m >= 0 && living(m) { // below
			s.union(i, m)
		}
	}
	for q := int32(0); q < n; q++ {
		if b[q] != board.Empty {
			continue
		}
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && living(m) {
				s.liberty(find(s.uf, m), q)
			}
		}
	}
	for i := int32(0); i < n; i++ { // the weak chains, before the roots change
		if s.uf[i] == i && living(i) && s.libs[i] < 2 {
			s.weak = append(s.weak, i)
		}
	}
	bit := touchBit(c)
	for q := int32(0); q < n; q++ { // blocks: chains of b and c's owned regions
		if a.col[q] != board.Empty || a.regs[a.region[q]].touch != bit {
			continue
		}
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && living(m) {
				s.union(n+a.region[q], m)
			}
		}
	}
	for _, r := range s.weak {
		s.mark[find(s.uf, r)] = true
	}
	for r := range a.regs {
		s.flagged[r] = a.regs[r].touch == bit && s.mark[find(s.uf, n+int32(r))]
	}
}

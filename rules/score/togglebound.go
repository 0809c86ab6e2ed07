package score

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// ToggleBound reads ScoreReaching's first bound for many inputs that
// differ from one input, its base, only in their dead stones (and
// Owner): compare's result check counts the base with each chain's
// status changed in turn, and about two fifths of those counts are cut
// by the first bound read on the labelled board, which needs only the
// points of the regions each colour owns, the neutral points, and the
// stones left and removed of each colour. Those change only in the
// regions that touch the points whose status changed: ToggleBound
// labels the base once and works them out for each input from a flood
// of those regions alone, without labelling the input's board.
//
// MayReach(in, margin) is false only when ScoreReaching(in, rs, margin)
// is false, cut on the labelled board by the test that reads no charge:
// under territory counting margin is not L and more than the owned
// points of the side whose charges could close the gap away from it (a
// count whose charges are at most the owned points, so the next test,
// chargeable, would cut too whatever the shortcuts); under area
// counting the whole area bound (areaWithin). Both read the labelled
// board's figures through the same functions as ScoreReaching
// (marginUncharged, chargedSide, areaMarginWithin), and those figures
// are the label's:
//
//   - The input's board after removal (col') is the position with the
//     stones its Dead lists taken off. Call D the points that differ
//     from the base's board: stones the input removes and the base kept
//     (they become empty), and stones the base removed and the input
//     keeps (they become stones again).
//   - A region of the base none of whose points is in D and that touches
//     no point of D is a region of col' with the same points, and the
//     same colours around (its points' neighbours are not in D): the
//     same size and owner.
//   - Every other region of col' (the affected ones) is reached by a
//     flood of col's empty points from the points of D that became
//     empty and from the empty neighbours of those that became stones:
//     such a region holds a point of D, or touches one, or is a part of
//     a base region that held a point of D; each part of a connected
//     region split by the stones of D touches one of them. And the
//     flood reaches no unaffected point: from an empty point of col'
//     it crosses only to empty neighbours, which lie in the same base
//     region or are points of D.
//   - So the owned and neutral points of col' are the base's, less
//     those of the base regions that hold or touch a point of D, plus
//     those of the regions the flood finds; the stones and removed
//     stones of each colour change by D's.
//
// TestToggleBoundIsLabel compares the figures with a label of every
// input's board on the corpora's chains toggled; TestMissBounds compares
// the result check's explanations with and without it.
type ToggleBound struct {
	rs      rules.Ruleset
	g       *geom
	stones  []board.Color // the base position (its Stones: inputs must share them)
	col     []board.Color // the base's board after removal
	removed []int32       // the base's removed points
	region  []int32       // base region of each empty point of col, -1 on stones
	regs    []baseRegion
	// the base's figures: owned[c] the points of the regions c owns
	// (owned[Empty] the neutral points), the stones left and removed
	owned, left, gone [3]int
	// scratch
	gen    uint32
	inDead []uint32 // gen: a stone the input removes
	seen   []uint32 // gen: a point the flood reached
	regGen []uint32 // gen: a base region counted as affected
	// per base region counted as affected: its pairs with the stones
	// the input removes (figures' one-chain path)
	regPairs []int32
	reach    []uint32 // gen: an added point joined reaches
	stack    []int32  // the points added
	seeds    []int32  // floods' seeds
	flood    []int32
	affected []int32 // oneChain's regions
	// the last input's one-chain path (figures): taken, and the merged
	// region's touch and size; with t.stack (the stones it removes),
	// t.affected (the base regions beside them) and t.gen (their marks
	// in t.regGen), what Count's relabel and ownedLists read of the
	// input MayReach read last (only the next MayReach writes them;
	// Count reads them only for the Dead slice MayReach read last)
	one      bool
	oneTouch uint8
	oneSize  int
	tg       *toggleGraph // the base's chains and pairs (labelledCharges)
	// the base's regions each colour owns (Black, White), and the
	// neutral ones (labelledCharges)
	ownedRegs   [2][]int32
	neutralRegs []int32
	flagged     []uint32 // labelledCharges: gen, a region counted
	// the input MayReach read last (its Dead): whether it removes one
	// more whole chain of the base's board (lastOne: the one-chain path
	// above, the chain's points t.stack), and whether it read its
	// labelled charges and found them enough (read: Count need not read
	// them)
	lastDead []int
	lastOne  bool
	read     bool
	bl       *baseLabel // the base's labelling (relabel)
	bls      *baseLists // the base's regions' points and owned pairs (ownedLists)
	// a released ToggleBound's labelling and graph, memory for bl and
	// tg (togglereuse.go)
	spareBL  *baseLabel
	spareTG  *toggleGraph
	spareBLS *baseLists
	// Count's functions of t, made once (countFuncs)
	relabelFn func(a *analysis) [3]int
	listsFn   func(a *analysis, c board.Color, pairs []regionStone) []regionStone
}

// NewToggleBound labels base for MayReach; nil when neither of
// ScoreReaching's labelled bounds can apply to base's position (invalid).
func NewToggleBound(base Input, rs rules.Ruleset) *ToggleBound {
	p := base.Position
	if !valid(p) || p.W*p.H == 0 {
		return nil
	}
	g := geometry(p.W, p.H)
	t := g.newToggleBound(rs, p.Stones) // togglereuse.go
	copy(t.col, p.Stones)
	for _, i := range base.Dead {
		if i >= 0 && i < g.n && t.col[i] != board.Empty {
			t.col[i] = board.Empty
			t.removed = append(t.removed, int32(i))
			t.gone[p.Stones[i]]++
		}
	}
	for i, c := range t.col {
		t.left[c]++ // left[Empty] is not read
		t.region[i] = -1
	}
	for i, c := range t.col {
		if c != board.Empty || t.region[i] >= 0 {
			continue
		}
		id := int32(len(t.regs))
		r := baseRegion{}
		stack := append(t.stack[:0], int32(i))
		t.region[i] = id
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.size++
			for _, m := range g.nbr[4*q : 4*q+4] {
				switch {
				case m < 0:
				case t.col[m] != board.Empty:
					r.touch |= touchOf[t.col[m]]
					r.pairs[t.col[m]-board.Black]++
				case t.region[m] < 0:
					t.region[m] = id
					stack = append(stack, m)
				}
			}
		}
		t.stack = stack
		t.regs = append(t.regs, r)
		t.owned[r.owner()] += r.size
	}
	t.regGen = zeroed(t.regGen, len(t.regs))
	t.regPairs = zeroed(t.regPairs, len(t.regs))
	return t
}

// baseRegion is a region of the base's board, with the number of its
// points' neighbours that are Black stones (pairs[0]) and White stones
// (pairs[1]), each counted once per point beside it.
type baseRegion struct {
	regionInfo
	pairs [2]int32
}

// MayReach reports whether ScoreReaching(in, rs, margin) may count in
// (see ToggleBound): false only when its labelled board's first bound
// cuts it. in must be base with other dead stones (and any Owner); an
// input on another position may reach any margin.
func (t *ToggleBound) MayReach(in Input, margin float64) bool {
	if t == nil {
		return true
	}
	t.read, t.lastOne, t.lastDead = false, false, nil
	p := in.Position
	if len(p.Stones) != len(t.stones) || len(p.Stones) == 0 || &p.Stones[0] != &t.stones[0] ||
		p.W != t.g.w || p.H != t.g.h {
		return true
	}
	territory := boundableIfValid(in, t.rs)
	if !territory && !areaBoundableIfValid(in, t.rs) {
		return true
	}
	owned, left, gone := t.figures(in.Dead)
	// relabel serves territory counts only (ScoreReaching's bounds)
	t.lastDead, t.lastOne = in.Dead, territory && t.one && t.wholeChain(t.stack)
	if territory {
		c, need := chargedSide(marginUncharged(owned, gone, in, t.rs), margin)
		if c == board.Empty {
			return true
		}
		if float64(owned[c]) < need {
			return false
		}
		if !t.one || !toggleCharges {
			return true
		}
		total, ok := t.labelledCharges(c, t.rs.Seki == rules.SekiNotCounted, need, t.stack, t.gen)
		if !ok {
			return true
		}
		if float64(total) < need {
			return false // chargeable cuts it on the labelled board
		}
		t.read = true
		return true
	}
	side := [3]int{board.Black: left[board.Black] + owned[board.Black], board.White: left[board.White] + owned[board.White]}
	return areaMarginWithin(side, owned[board.Empty], in, t.rs, margin)
}

// Count is ScoreReaching(in, rs, margin) for the input MayReach(in,
// margin) last passed (t not nil): when MayReach read the labelled
// board's charges and found them enough (labelledCharges), ScoreReaching
// does not read them again (a bound skipped: the same answer), and when
// the input removes one more whole chain, its label is made from the
// base's (relabel: the same output), and so are the owned lists the
// filled boards' bounds read (ownedLists: the same pairs).
//
// Calls may interleave: Count uses MayReach's work only when in.Dead is
// the very slice MayReach last read (same first element and length),
// unchanged since, and margin the one MayReach was asked; any other
// input (one read before another MayReach, or by another ToggleBound)
// is counted plainly, with the same answer. Reusing one Dead buffer
// for another input between MayReach and Count is not allowed.
// TestToggleBoundInterleaved.
func (t *ToggleBound) Count(in Input, margin float64) (Result, bool) {
	last := len(in.Dead) == len(t.lastDead) && (len(in.Dead) == 0 || &in.Dead[0] == &t.lastDead[0])
	var relabel func(a *analysis) [3]int
	var lists func(a *analysis, c board.Color, pairs []regionStone) []regionStone
	if last && t.lastOne && toggleRelabel {
		relabel, lists = t.countFuncs() // togglereuse.go
		if !toggleLists {
			lists = nil
		}
	}
	return scoreReaching(in, t.rs, margin, last && t.read, relabel, lists)
}

// figures are owned, left and gone (see ToggleBound) on the board with
// the stones dead removed.
func (t *ToggleBound) figures(dead []int) (owned, left, gone [3]int) {
	owned, left, gone = t.owned, t.left, t.gone
	gen := t.nextGen()
	n := t.g.n
	// D: the stones the input removes and the base kept (added)...
	added := t.stack[:0]
	one := true // added are of one colour and joined
	for _, i := range dead {
		if i < 0 || i >= n || t.stones[i] == board.Empty || t.inDead[i] == gen {
			continue // off the board, an empty point, or listed twice
		}
		t.inDead[i] = gen
		if t.col[i] == board.Empty {
			continue // removed by the base too
		}
		c := t.stones[i]
		left[c]--
		gone[c]++
		if len(added) > 0 && c != t.stones[added[0]] {
			one = false
		}
		added = append(added, int32(i))
	}
	t.stack = added
	// ...and those the base removed and the input keeps.
	back := false
	for _, i := range t.removed {
		if t.inDead[i] != gen {
			c := t.stones[i]
			left[c]++
			gone[c]--
			back = true
		}
	}
	t.one = false
	switch {
	case len(added) == 0 && !back:
		return owned, left, gone
	case !back && one && toggleOneChain && t.joined(added, gen):
		t.oneChain(&owned, added, gen)
		t.one = true
	default:
		t.floods(&owned, added, gen)
	}
	return owned, left, gone
}

// toggleOneChain lets figures work out an input that removes one more
// chain without a flood (oneChain); TestToggleBoundIsLabel compares both
// ways with a label.
var toggleOneChain = true

// joined reports whether the points added (stones the input removes,
// marked gen in t.inDead) are one set of neighbours.
func (t *ToggleBound) joined(added []int32, gen uint32) bool {
	if len(added) == 1 {
		return true
	}
	nbr := t.g.nbr
	stack := append(t.flood[:0], added[0])
	t.reach[added[0]] = gen
	found := 1
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && t.inDead[m] == gen && t.col[m] != board.Empty && t.reach[m] != gen {
				t.reach[m] = gen
				found++
				stack = append(stack, m)
			}
		}
	}
	t.flood = stack
	return found == len(added)
}

// oneChain moves owned from the base's to the input's when the input
// only removes more stones, added, of one colour c and joined: the
// regions of the base beside them and their points make one region,
// and every other region stays. Its size is theirs; it touches the
// colours the added points' other neighbours hold, and the colours
// each of those regions touched, less c where every stone of c beside
// the region was an added one (its pairs with c are all pairs with an
// added point). No flood: work in the added points' neighbours only.
func (t *ToggleBound) oneChain(owned *[3]int, added []int32, gen uint32) {
	nbr := t.g.nbr
	c := t.stones[added[0]]
	size := len(added)
	var touch uint8
	regs := t.affected[:0]
	for _, i := range added {
		for _, m := range nbr[4*i : 4*i+4] {
			switch {
			case m < 0:
			case t.col[m] == board.Empty:
				r := t.region[m]
				if t.regGen[r] != gen {
					t.regGen[r], t.regPairs[r] = gen, 0
					regs = append(regs, r)
				}
				t.regPairs[r]++
			case t.inDead[m] != gen:
				touch |= touchOf[t.stones[m]] // a stone left
			}
		}
	}
	for _, r := range regs {
		ri := t.regs[r]
		owned[ri.owner()] -= ri.size
		size += ri.size
		rt := ri.touch
		if ri.pairs[c-board.Black] == t.regPairs[r] {
			rt &^= touchOf[c]
		}
		touch |= rt
	}
	t.affected = regs
	t.oneTouch, t.oneSize = touch, size
	owned[regionInfo{touch: touch}.owner()] += size
}

// floods moves owned from the base's to the input's by flooding the
// regions of the input's board that hold or touch a changed point (see
// ToggleBound); added are the stones it removes and the base kept.
func (t *ToggleBound) floods(owned *[3]int, added []int32, gen uint32) {
	nbr := t.g.nbr
	affect := func(r int32) {
		if t.regGen[r] != gen {
			t.regGen[r] = gen
			owned[t.regs[r].owner()] -= t.regs[r].size
		}
	}
	// colNow is the input's board after removal.
	colNow := func(i int32) board.Color {
		if t.inDead[i] == gen {
			return board.Empty
		}
		return t.stones[i]
	}
	seeds := append(t.seeds[:0], added...)
	for _, i := range added {
		for _, m := range nbr[4*i : 4*i+4] {
			if m >= 0 && t.col[m] == board.Empty {
				affect(t.region[m])
			}
		}
	}
	for _, i := range t.removed {
		if t.inDead[i] == gen {
			continue // removed by the input too
		}
		affect(t.region[i])
		for _, m := range nbr[4*i : 4*i+4] {
			if m >= 0 && colNow(m) == board.Empty {
				seeds = append(seeds, m)
			}
		}
	}
	// The affected regions of the input's board, one flood each from
	// the seeds no earlier flood reached.
	region := t.flood[:0]
	for _, s := range seeds {
		if t.seen[s] == gen {
			continue
		}
		t.seen[s] = gen
		r := regionInfo{}
		region = append(region[:0], s)
		for len(region) > 0 {
			q := region[len(region)-1]
			region = region[:len(region)-1]
			r.size++
			for _, m := range nbr[4*q : 4*q+4] {
				if m < 0 {
					continue
				}
				if c := colNow(m); c != board.Empty {
					r.touch |= touchOf[c]
				} else if t.seen[m] != gen {
					t.seen[m] = gen
					region = append(region, m)
				}
			}
		}
		owned[r.owner()] += r.size
	}
	t.flood, t.seeds = region, seeds
}

// nextGen starts a new generation of t's marks.
func (t *ToggleBound) nextGen() uint32 {
	t.gen++
	if t.gen == 0 {
		clear(t.inDead)
		clear(t.seen)
		clear(t.regGen)
		clear(t.reach)
		clear(t.flagged)
		t.gen = 1
	}
	return t.gen
}

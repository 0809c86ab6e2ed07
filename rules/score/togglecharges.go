package score

import "github.com/rulediff/rulediff/rules/board"

// ToggleBound's second reading: the labelled board's charges
// (chargeable), read for an input that removes one more chain than the
// base from the base's chains and regions, without labelling the
// input's board. ScoreReaching reads them after its first labelled test
// and cuts the count when they are short of the margin (a seventh of
// the result check's chain toggles); read here, those toggles skip the
// label and everything after it, and the toggles it keeps skip the
// reading in ScoreReaching (scoreReaching's labelledRead).
//
// Why it is chargeable's answer. chargeable reads, on the board after
// removal, a graph: c's chains, c's owned regions and the neutral
// regions (touching both colours), a chain joined to a region when a
// stone of it is beside a point of it; a chain is weak when fewer than
// two points of c's owned regions beside it are empty as played. The
// teire's points are c's owned regions in a component of the chains
// and owned regions holding a weak chain; with seki, also those in a
// component of all three kinds holding a neutral region. So the answer
// is a function of that graph, its regions' sizes and owners, and each
// chain's free owned liberties. When the input removes exactly one
// more whole chain X of the base's board (after removal):
//
//   - the input's chains are the base's but X (a removal joins nothing);
//   - its regions are the base's that touch no point of X, unchanged
//     (figures' argument), and one region R made of X's points and the
//     base regions beside X, of the size and touch oneChain works out;
//   - a chain beside a point of R is beside one of those base regions or
//     beside X; X's points are stones as played, so a chain's free
//     liberties in R are its free liberties in those regions, and every
//     other region keeps its points and its owner.
//
// So the graph is the base's pairs of a chain and an empty point beside
// it (one per pair, free or not), each read with its region mapped to R
// when the region touched X, plus the pairs of R and the chains beside
// X's points; the weak chains are counted from the free pairs in owned
// regions. chargeable's early answers (need) change its total only
// above need, which reads the same.
//
// ScoreReaching reads the charges only when no short point is a ko
// (marginBound.koSeki, under SekiNotCounted): otherwise it takes every
// owned point. A short point is the last liberty of a chain of c in a
// region c owns; a ko point as played (koStone) is an empty point whose
// neighbours are stones of one colour, one of them a lone stone with one
// liberty as played. The base's points of that shape (kos) are the
// candidates, whatever the dead stones. Such a point q is short on the
// input's board only if it is short on the base's, or its base region
// touched X: otherwise its region is the same, with the same owner, and
// the chain in atari on it is a chain of the base (not X), whose
// liberties on the base's board are a subset of those on the input's
// (the input only empties points) and include q, so q was its only one
// there too. So when no candidate is short on the base's board nor in a
// region beside X, no short point is a ko, and otherwise the charges are
// not read here.
//
// TestToggleChargesIsLabel compares the charges with chargeable on a
// label of every input's board of the corpora's chains toggled (and the
// ko test with the label's); TestMissBounds compares the result check's
// explanations with them off (toggleCharges).
type toggleGraph struct {
	chainOf   []int32       // base chain of each stone of col, -1 elsewhere
	chainCol  []board.Color // per chain
	chainSize []int32
	libs      []int8          // per chain: its empty neighbours on col, up to 2
	pairs     [2][]chainPoint // per colour of the chain (Black, White)
	chainsOf  [2][]int32      // the chains of each colour
	kos       []koCandidate
	// per input
	uf       []int32 // chains, then regions
	ident    []int32 // 0, 1, 2, ...: uf's start, copied (cheaper than a loop)
	free     []int8  // per chain: free liberties in c's owned regions, up to 2
	mark     []bool  // per node
	neutrals []int32 // pairs of a chain and a neutral region's node
	xs       []int32 // the chains of c beside X's points
	stack    []int32 // graph's flood
}

// chainPoint is a base chain beside an empty point of col (once per
// pair), the point's region, and whether the point is empty as played.
type chainPoint struct {
	chain, region int32
	free          bool
}

// koCandidate is an empty point as played with the shape of a ko point
// (see above), and whether it is short on the base's board.
type koCandidate struct {
	p     int32
	short bool
}

// toggleCharges lets MayReach read the labelled board's charges of an
// input removing one more chain (labelledCharges); TestMissBounds
// compares the explanations with it off.
var toggleCharges = true

// graph builds t's base graph, once.
func (t *ToggleBound) graph() *toggleGraph {
	if t.tg != nil {
		return t.tg
	}
	g := t.g
	n := g.n
	tg := t.newGraph(n) // togglereuse.go
	for i := range tg.chainOf {
		tg.chainOf[i] = -1
	}
	stack := tg.stack
	for i, c := range t.col {
		if c == board.Empty || tg.chainOf[i] >= 0 {
			continue
		}
		id := int32(len(tg.chainCol))
		size := int32(0)
		tg.chainOf[i] = id
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, m := range g.nbr[4*q : 4*q+4] {
				if m >= 0 && t.col[m] == c && tg.chainOf[m] < 0 {
					tg.chainOf[m] = id
					stack = append(stack, m)
				}
			}
		}
		tg.chainsOf[c-board.Black] = append(tg.chainsOf[c-board.Black], id)
		tg.chainCol = append(tg.chainCol, c)
		tg.chainSize = append(tg.chainSize, size)
	}
	tg.stack = stack
	tg.libs = zeroed(tg.libs, len(tg.chainCol))
	for q := int32(0); q < int32(n); q++ {
		if t.col[q] != board.Empty {
			continue
		}
		var seen [4]int32
		k := 0
		for _, m := range g.nbr[4*q : 4*q+4] {
			if m < 0 || t.col[m] == board.Empty {
				continue
			}
			h := tg.chainOf[m]
			dup := false
			for _, s := range seen[:k] {
				dup = dup || s == h
			}
			if dup {
				continue
			}
			seen[k] = h
			k++
			k := tg.chainCol[h] - board.Black
			tg.pairs[k] = append(tg.pairs[k], chainPoint{h, t.region[q], t.stones[q] == board.Empty})
			tg.libs[h] = min(tg.libs[h]+1, 2)
		}
	}
	for p := int32(0); p < int32(n); p++ {
		if koShaped(t.stones, g, p) {
			tg.kos = append(tg.kos, koCandidate{p, t.shortOnBase(tg, p)})
		}
	}
	for r, ri := range t.regs {
		switch ri.touch {
		case touchB, touchW:
			t.ownedRegs[ri.touch-1] = append(t.ownedRegs[ri.touch-1], int32(r))
		case touchB | touchW:
			t.neutralRegs = append(t.neutralRegs, int32(r))
		}
	}
	nodes := len(tg.chainCol) + len(t.regs)
	tg.uf, tg.mark = zeroed(tg.uf, nodes), zeroed(tg.mark, nodes)
	tg.ident = identityIn(tg.ident, nodes)
	tg.free = zeroed(tg.free, len(tg.chainCol))
	t.tg = tg
	return tg
}

// koShaped reports whether p, empty as played, has stones of one colour
// for neighbours, one of them a lone stone with one empty neighbour: the
// points koStone can name, whatever is dead.
func koShaped(stones []board.Color, g *geom, p int32) bool {
	if stones[p] != board.Empty {
		return false
	}
	c := board.Empty
	lone := false
	for _, q := range g.nbr[4*p : 4*p+4] {
		if q < 0 {
			continue
		}
		if stones[q] == board.Empty || (c != board.Empty && stones[q] != c) {
			return false
		}
		c = stones[q]
		alone, libs := true, 0
		for _, m := range g.nbr[4*q : 4*q+4] {
			switch {
			case m < 0:
			case stones[m] == c:
				alone = false
			case stones[m] == board.Empty:
				libs++
			}
		}
		lone = lone || (alone && libs == 1)
	}
	return lone
}

// shortOnBase reports whether p is a short point of the base's board:
// the only liberty of a chain beside it, in a region of its colour.
func (t *ToggleBound) shortOnBase(tg *toggleGraph, p int32) bool {
	r := t.region[p]
	if r < 0 {
		return false
	}
	for _, m := range t.g.nbr[4*p : 4*p+4] {
		if m < 0 || t.col[m] == board.Empty {
			continue
		}
		if h := tg.chainOf[m]; tg.libs[h] == 1 && t.regs[r].owner() == tg.chainCol[h] {
			return true
		}
	}
	return false
}

// labelledCharges is chargeable(c, seki) on the board of the input
// figures just read, when figures took the one-chain path (t.one) and
// added is one whole chain of the base's board and no short point there
// may be a ko (see toggleGraph); ok false otherwise. Like chargeable,
// it returns the teire's points alone when they are need or more.
func (t *ToggleBound) labelledCharges(c board.Color, seki bool, need float64, added []int32, gen uint32) (total int, ok bool) {
	tg := t.graph()
	x := tg.chainOf[added[0]]
	if int(tg.chainSize[x]) != len(added) {
		return 0, false // not one whole chain (figures checked them joined, of one colour)
	}
	if seki {
		for _, k := range tg.kos {
			if k.short || t.regGen[t.region[k.p]] == gen {
				return 0, false // a short point may be a ko: every owned point counts
			}
		}
	}
	// Nodes: the chains, then the base's regions; R is the node of the
	// first base region beside X, or, when X has no empty neighbour,
	// X's own node (X is no chain of the input).
	nc := int32(len(tg.chainCol))
	rNode := x
	if len(t.affected) > 0 {
		rNode = nc + t.affected[0]
	}
	uf, mark, free := tg.uf, tg.mark, tg.free
	copy(uf, tg.ident) // each node its own set
	clear(mark)
	clear(free)
	bit := touchBit(c)
	const neutral = touchB | touchW
	// Blocks: c's chains joined with its owned regions; the neutral
	// pairs kept for the seki eyes.
	neutrals := tg.neutrals[:0]
	for _, p := range tg.pairs[c-board.Black] {
		if p.chain == x {
			continue
		}
		node, touch := nc+p.region, t.regs[p.region].touch
		if t.regGen[p.region] == gen {
			node, touch = rNode, t.oneTouch
		}
		switch touch {
		case bit:
			union(uf, p.chain, node)
			if p.free && free[p.chain] < 2 {
				free[p.chain]++
			}
		case neutral:
			if seki {
				neutrals = append(neutrals, p.chain, node)
			}
		}
	}
	tg.neutrals = neutrals
	// R's pairs with the chains of c beside X's points (none when X is
	// c's: no stone of c is beside a whole chain of c); not free.
	var xs []int32
	if t.stones[added[0]] != c && (t.oneTouch == bit || seki && t.oneTouch == neutral) {
		xs = tg.xs[:0]
		for _, i := range added {
			for _, m := range t.g.nbr[4*i : 4*i+4] {
				if m >= 0 && t.col[m] == c {
					xs = append(xs, tg.chainOf[m])
				}
			}
		}
		tg.xs = xs
		if t.oneTouch == bit {
			for _, h := range xs {
				union(uf, h, rNode)
			}
		}
	}
	for _, h := range tg.chainsOf[c-board.Black] {
		if h != x && free[h] < 2 {
			mark[find(uf, h)] = true // a block holding a weak chain
		}
	}
	total = t.flaggedCharges(tg, c, rNode, gen)
	if !seki || float64(total) >= need {
		return total, true
	}
	// Seki: the components joined through the neutral regions too,
	// holding one.
	clear(mark)
	for k := 0; k < len(neutrals); k += 2 {
		union(uf, neutrals[k], neutrals[k+1])
	}
	if t.oneTouch == neutral {
		for _, h := range xs {
			union(uf, h, rNode)
		}
		mark[find(uf, rNode)] = true
	}
	for _, r := range t.neutralRegs {
		if t.regGen[r] != gen {
			mark[find(uf, nc+r)] = true
		}
	}
	return total + t.flaggedCharges(tg, c, rNode, gen), true
}

// identity returns 0, 1, ..., n−1: a union-find of n nodes, each its
// own set, which the union-finds reset from by a copy.
func identity(n int) []int32 { return identityIn(nil, n) }

// identityIn is identity(n) in id's memory when it has room.
func identityIn(id []int32, n int) []int32 {
	if cap(id) < n {
		id = make([]int32, n)
	}
	id = id[:n]
	for i := range id {
		id[i] = int32(i)
	}
	return id
}

// union joins x's and y's sets in uf.
func union(uf []int32, x, y int32) {
	if x, y = find(uf, x), find(uf, y); x != y {
		uf[y] = x
	}
}

// flaggedCharges sums the points of c's owned regions of the input
// whose component is marked and that no earlier call this input counted
// (t.flagged, per base region, the last slot R's).
func (t *ToggleBound) flaggedCharges(tg *toggleGraph, c board.Color, rNode int32, gen uint32) int {
	total := 0
	if len(t.flagged) < len(t.regs)+1 {
		t.flagged = zeroed(t.flagged, len(t.regs)+1)
	}
	nc := int32(len(tg.chainCol))
	for _, r := range t.ownedRegs[c-board.Black] {
		if t.regGen[r] == gen || t.flagged[r] == gen {
			continue
		}
		if tg.mark[find(tg.uf, nc+r)] {
			t.flagged[r] = gen
			total += t.regs[r].size
		}
	}
	rs := len(t.regs)
	if t.oneTouch == touchBit(c) && t.flagged[rs] != gen && tg.mark[find(tg.uf, rNode)] {
		t.flagged[rs] = gen
		total += t.oneSize
	}
	return total
}

package score

import (
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// J89 Art. 8: "Stones which are alive but possess dame are said to be in
// seki. Eye points surrounded by stones that are alive but not in seki
// are called territory." Read literally every living chain beside an
// unfilled dame is in seki; the scorer reads it as the players do. A
// shared liberty that neither colour can fill does not make a seki by
// itself: when every group beside it lives on its own, the point is a
// dame nobody can fill, and the groups keep their territory (records
// that stop before the dame are filled show such points often: fox_pro's
// lone stone hane'd into the corner, connected to a living group through
// an eye, beside an opponent chain likewise connected, where the point
// between them is a self-atari for both). A group lives on its own when
// it keeps two eyes with the opponent's stones on every such point (the
// fills that this forces played: the lone stone connects through its
// eye). Otherwise the point is a shared liberty and the chains beside it
// are in seki, and so is the rest of their group when it does not live
// on its own ("possessing dame" is a property of a group, Jasiek's
// commentary): every eye space of a chain in seki is a seki eye. A group
// that lives on its own keeps out all but its chains beside the point.

// decideSeki keeps, of the candidate points findSeki left (sekiCands),
// those beside a group that does not live on its own, on both closed
// boards, and marks what is in seki in a.inSeki: the stones of chains in
// seki and the points of their eye spaces. A double-ko seki (a.koSeki,
// its empty points, a.koSekiStones, its chains) puts its chains and the
// chains around its points in seki, and its neutral points are shared
// liberties. Chains and eye
// spaces are those of the closed board filled Black first. Under
// dameAsSeki (KataGo's reading) every neutral point is shared and every
// block beside one is in seki, eyes and all. It reports whether some
// point is in seki.
func (a *analysis) decideSeki(sekiCands bool) bool {
	clear(a.inSeki)
	if a.dameAsSeki {
		return a.blockSeki()
	}
	if !sekiCands && len(a.koSeki) == 0 {
		return false
	}
	if sekiCands {
		a.startOwnLife()
		if eagerOwnLife {
			a.livesOnItsOwn()
		}
		for k := range a.boards() {
			b := a.closed(k)
			for _, i := range a.neutral {
				if a.seki[i] && !a.besideLoneGroup(b, i, k) {
					a.seki[i] = false
				}
			}
		}
	}
	g := a.lifeGraph(closedBlackFirst)
	queue := g.queue[:0]
	mark := func(ch int32) {
		if ch >= 0 && !g.chains[ch].seki {
			g.chains[ch].seki = true
			queue = append(queue, ch)
		}
	}
	found := false
	for _, i := range a.neutral {
		if a.seki[i] {
			found = true
			for _, q := range a.g.neighbours(int(i)) {
				if q >= 0 {
					mark(g.chainOf[q])
				}
			}
		}
	}
	for _, p := range a.koSeki {
		found = true
		if a.regs[a.region[p]].owner() == board.Empty {
			a.seki[p] = true // a shared liberty of a double-ko seki
		}
		for _, q := range a.g.neighbours(int(p)) {
			if q >= 0 {
				mark(g.chainOf[q])
			}
		}
	}
	for _, p := range a.koSekiStones {
		mark(g.chainOf[p])
	}
	// the groups of the chains in seki that do not live on their own
	if sekiCands && len(queue) > 0 {
		a.ownLifeRoots(g, queue)
	}
	for _, ch := range queue {
		if !a.ownLife(g, ch, sekiCands) {
			g.stamp[g.groupOf(ch)] = -3
		}
	}
	if checkOwnLife != nil && sekiCands {
		checkOwnLife(a)
	}
	for ch := range g.chains {
		if g.stamp[g.groupOf(int32(ch))] == -3 {
			mark(int32(ch))
		}
	}
	for _, ch := range queue {
		for _, r := range g.regionsOf(ch) {
			g.regs[r].sekiEye = true
		}
	}
	g.queue = queue
	for i, c := range a.col {
		switch {
		case c != board.Empty:
			a.inSeki[i] = g.chainOf[i] >= 0 && g.chains[g.chainOf[i]].seki
		case g.regOf[i] >= 0:
			a.inSeki[i] = g.regs[g.regOf[i]].sekiEye
		case g.chainOf[i] >= 0 && a.regs[a.region[i]].owner() != board.Empty:
			// an eye point its owner had to fill: an eye of the chain that
			// filled it
			a.inSeki[i] = g.chains[g.chainOf[i]].seki
		}
	}
	return found
}

// livesOnItsOwn marks in a.indep (bit 1<<k for closed board k) the
// stones whose group keeps two eyes when the opponent occupies every
// candidate shared liberty (a.seki), on every board and for both
// colours. decideSeki reads the same marks lazily (ownLifeOn); the
// tests compare the two.
func (a *analysis) livesOnItsOwn() {
	a.startOwnLife()
	for k := range a.boards() {
		for _, c := range [2]board.Color{board.Black, board.White} {
			a.ownLifeOn(k, c)
		}
	}
	if a.boards() == 1 {
		for i, v := range a.indep {
			a.indep[i] = v | v<<1
		}
	}
}

// eagerOwnLife makes decideSeki work out a.indep on every board and for
// both colours before reading it, reading every colour's eye spaces, as
// it did before the lazy reading (TestOwnLifeLazyIsEager compares the
// two).
var eagerOwnLife = false

// checkOwnLife, set by the tests, is called once decideSeki has read
// a.indep, to compare what the lazy reading worked out with the same
// boards worked out afresh.
var checkOwnLife func(a *analysis)

// startOwnLife forgets the marks of a.indep and keeps the candidate
// shared liberties findSeki left (a.seki on the neutral points):
// decideSeki reads the marks per board and colour, each worked out at
// its first question (ownLifeOn), while it drops candidates and adds a
// double-ko seki's points. No answer depends on which others were
// worked out, or when: each reads the closed board and the kept
// candidates, and writes only its own bit on stones of its own colour
// (a point has one colour, or none, on every board derived from one
// closed board: the fills are the region owner's, the hypothetical
// stones go on points empty on the closed board and on the played-out
// ones).
func (a *analysis) startOwnLife() {
	clear(a.indep)
	a.indepDone = [2][3]bool{}
	a.sekiCands = a.sekiCands[:0]
	if len(a.candAt) != len(a.col) {
		a.candAt = make([]bool, len(a.col))
	}
	clear(a.candAt)
	for _, n := range a.neutral {
		a.sekiCands = append(a.sekiCands, a.seki[n])
		a.candAt[n] = a.seki[n]
	}
}

// ownLifeOn marks in a.indep, bit 1<<k, the stones of c whose group
// keeps two eyes on closed board k when the opponent occupies every
// candidate shared liberty findSeki left (a.sekiCands, put in a.seki
// for playOut while it reads them), once per call of startOwnLife.
func (a *analysis) ownLifeOn(k int, c board.Color) {
	if a.indepDone[k][c] {
		return
	}
	a.indepDone[k][c] = true
	if countOwnLife {
		ownLifeWorked.Add(1)
	}
	now := a.sekiNow[:0]
	for j, n := range a.neutral {
		now = append(now, a.seki[n])
		a.seki[n] = a.sekiCands[j]
	}
	a.sekiNow = now
	g := &a.hgraph
	clear(a.hlost)
	a.playOut(a.closed(k), c.Opponent(), 1, false, false, a.hlost)
	only := c // the opponent's chains and eye spaces decide nothing here
	if eagerOwnLife {
		only = board.Empty // as before: every colour's built and read
	}
	g.buildFor(a, a.work, a.hlost, 1, only)
	g.settleFor(a, only)
	a.borderLife(g, c)
	for i, ch := range g.chainOf {
		if ch >= 0 && g.chains[ch].color == c && g.chains[ch].alive {
			a.indep[i] |= 1 << k
		}
	}
	for j, n := range a.neutral {
		a.seki[n] = now[j]
	}
}

// besideLoneGroup reports whether a stone beside point i on closed board
// k (b) belongs to a group that does not live on its own (a.indep).
//
// The answer is an or over the stones beside i, each read from its
// colour's marks, which do not depend on which others were worked out,
// or when (startOwnLife): so it asks first about the stones whose
// colour is worked out on board k already, free to read, then, on the
// second board, about a colour with a stone beside i on the first board
// whose group did not live on its own there (likely so again), and only
// then works out the others, stopping at the first stone that answers.
// On fox_pro and ai_games this spares 241 of 2,544 own-life boards (each
// a play-out and an eye graph).
func (a *analysis) besideLoneGroup(b []board.Color, i int32, k int) bool {
	nbs := a.g.neighbours(int(i))
	if askKnownFirst {
		for _, q := range nbs {
			if q >= 0 && b[q] != board.Empty && !a.dead[q] && a.indepDone[k][b[q]] && a.indep[q]&(1<<k) == 0 {
				return true
			}
		}
		if k > 0 {
			first := a.closed(0)
			for _, q := range nbs {
				if q < 0 || first[q] == board.Empty || a.dead[q] || !a.indepDone[0][first[q]] || a.indep[q]&1 != 0 {
					continue
				}
				if a.loneOfColour(b, nbs, k, first[q]) {
					return true
				}
			}
		}
	}
	for _, q := range nbs {
		if q >= 0 && b[q] != board.Empty && !a.dead[q] {
			if takenFirst && !a.indepDone[k][b[q]] && a.takenByHypo(b, q) {
				return true
			}
			a.ownLifeOn(k, b[q])
			if a.indep[q]&(1<<k) == 0 {
				return true
			}
		}
	}
	return false
}

// takenFirst lets besideLoneGroup and ownLifeRoots answer from the
// chains the hypothetical stones take (takenByHypo), without the own-life
// board: on fox_pro and ai_games, every chain toggled, 35,024 own-life
// boards -> 26,244 (a shared liberty's chains are most often taken once
// the opponent holds every candidate: it is their last liberty).
//
// Exact. ownLifeOn(k, c) copies closed board k, puts c's opponent on
// every candidate (a.sekiCands, empty on both closed boards) and takes
// every chain of c left without a liberty (takeAround from each
// candidate: taking one chain of c frees no liberty of another, two
// chains of one colour never touching). A chain through a stone q beside
// a candidate, whose every liberty on board k is a candidate, is taken
// there. Its points are never played again: the play-out fills only the
// last liberty of a chain in atari in a region its colour owns, and a
// taken point is a stone point of label (no region) or a filled dame (a
// neutral region). So q is empty on the played-out board, no chain of
// the eye graph, and ownLifeOn marks no bit of board k there: q's group
// does not live on its own (besideLoneGroup's answer, whatever else is
// worked out). ownLifeRoots marks a group of g (lifeGraph(0)) holding a
// chain of the queue when a stone of it has board 0's bit of a.indep;
// ownLifeOn(0, c) sets that bit only on stones of c's chains on its
// board, which are c's stones of closed board 0 not taken and c's fills
// (in regions c owns: never a point of the opponent's group on g, whose
// points are the opponent's stones of closed board 0 or its fills in
// regions it owns). When every stone of the groups of c's chains in the
// queue is a stone of c on closed board 0 whose chain is taken, it sets
// no bit that ownLifeRoots reads, and is not worked out.
// TestOwnLifeShortcutsAreExact, TestOwnLifeLazyIsEager,
// TestTakenFirstByHand.
var takenFirst = true

// seekWhole lets ownLifeRoots leave out a colour whose chains in the
// queue make up their groups whole (groupsInQueue).
//
// Exact: decideSeki reads a group's own life (ownLife) only to put the
// rest of the group in seki, the chains of a group that does not live
// on its own and the eye spaces of every chain put in seki; a group
// whose every chain is in the queue is in seki whole whatever the answer
// (its chains are marked, their eye spaces read from the queue). The
// bits that colour's own-life board sets lie on its own stones only (see
// takenFirst), so no other group's answer changes.
// TestOwnLifeShortcutsAreExact, TestOwnLifeLazyIsEager.
var seekWhole = true

// groupsInQueue reports whether every chain of the groups of g holding
// a chain of c in queue is in queue (marked in seki).
func (a *analysis) groupsInQueue(g *eyeGraph, queue []int32, c board.Color) bool {
	roots := a.queueRoots(g, queue, c)
	for ch := range g.chains {
		if x := &g.chains[ch]; x.color == c && !x.seki && slices.Contains(roots, g.groupOf(int32(ch))) {
			return false
		}
	}
	return true
}

// queueRoots lists the groups of g holding a chain of c in queue.
func (a *analysis) queueRoots(g *eyeGraph, queue []int32, c board.Color) []int32 {
	roots := a.takenRoots[:0]
	for _, ch := range queue {
		if g.chains[ch].color == c {
			if r := g.groupOf(ch); !slices.Contains(roots, r) {
				roots = append(roots, r)
			}
		}
	}
	a.takenRoots = roots
	return roots
}

// groupsTaken reports whether every stone of the groups of g holding a
// chain of c in queue is a stone of c on closed board 0 that the
// hypothetical stones take (takenByHypo).
func (a *analysis) groupsTaken(g *eyeGraph, queue []int32, c board.Color) bool {
	roots := a.queueRoots(g, queue, c)
	b := a.closed(0)
	gens := a.takenGens[:0]
	defer func() { a.takenGens = gens }()
	for i, ch := range g.chainOf {
		if ch < 0 || g.chains[ch].color != c || !slices.Contains(roots, g.groupOf(ch)) {
			continue
		}
		if b[i] != c {
			return false
		}
		if slices.Contains(gens, a.mark[i]) {
			continue // its chain on b is taken: walked already
		}
		if !a.takenByHypo(b, int32(i)) {
			return false
		}
		gens = append(gens, a.mark[i])
	}
	return true
}

// takenByHypo reports whether the chain through q on closed board b has
// no liberty once the opponent occupies every candidate (a.candAt).
func (a *analysis) takenByHypo(b []board.Color, q int32) bool {
	gen := a.nextGen()
	c := b[q]
	stack := append(a.stack[:0], q)
	a.mark[q] = gen
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			if k < 0 || a.mark[k] == gen {
				continue
			}
			switch b[k] {
			case board.Empty:
				if !a.candAt[k] {
					a.stack = stack
					return false
				}
			case c:
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
	return true
}

// loneOfColour reports whether a stone of c among nbs, on closed board k
// (b), belongs to a group that does not live on its own there.
func (a *analysis) loneOfColour(b []board.Color, nbs []int32, k int, c board.Color) bool {
	for _, q := range nbs {
		if q >= 0 && b[q] == c && !a.dead[q] {
			a.ownLifeOn(k, c)
			if a.indep[q]&(1<<k) == 0 {
				return true
			}
		}
	}
	return false
}

// askKnownFirst lets besideLoneGroup choose the order of its questions
// (a package variable so that a test can compare with it off).
var askKnownFirst = true

// ownLifeWorked counts the own-life boards worked out when
// countOwnLife is on (the tests).
var (
	countOwnLife  bool
	ownLifeWorked atomic.Int64
)

// ownLifeRoots marks in a.ownRoot the groups of g (the played-out board
// filled Black first) holding a stone that lives on its own on closed
// board 0, for the colours of the chains in queue.
func (a *analysis) ownLifeRoots(g *eyeGraph, queue []int32) {
	var asked [3]bool // the shortcuts' answer is the colour's, not the chain's: once per colour
	for _, ch := range queue {
		c := g.chains[ch].color
		if a.indepDone[0][c] || asked[c] {
			continue
		}
		asked[c] = true
		if seekWhole && a.groupsInQueue(g, queue, c) || takenFirst && a.groupsTaken(g, queue, c) {
			continue
		}
		a.ownLifeOn(0, c)
	}
	roots := a.ownRoot[:0]
	for range g.chains {
		roots = append(roots, false)
	}
	for i, c := range g.chainOf {
		if c >= 0 && a.indep[i]&1 != 0 {
			roots[g.groupOf(c)] = true
		}
	}
	a.ownRoot = roots
}

// ownLife reports whether the group of chain ch of g (the played-out
// board filled Black first) lives on its own: after ownLifeRoots when
// there were candidate shared liberties, else by g's own verdict (a
// double-ko seki alone).
func (a *analysis) ownLife(g *eyeGraph, ch int32, cands bool) bool {
	if !cands {
		return g.chains[ch].alive
	}
	return a.ownRoot[g.groupOf(ch)]
}

// blockSeki is KataGo's reading (Input.DameAsSeki): every block (a
// colour's stones joined through its territory) beside a neutral point,
// or holding a ko point of a double-ko seki, is in seki with all its
// territory.
func (a *analysis) blockSeki() bool {
	a.findBlocks()
	found := false
	for id := range a.blocks {
		b := &a.blocks[id]
		b.seki = b.shared
		found = found || b.shared
	}
	for i := range a.col {
		if id := a.block[i]; id >= 0 {
			a.inSeki[i] = a.blocks[id].seki
		}
	}
	return found
}

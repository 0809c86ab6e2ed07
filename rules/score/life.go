package score

import "github.com/rulediff/rulediff/rules/board"

// The 1989 Japanese rules (J89 Art. 7-8) count as territory the eye
// points of stones that are alive and not in seki, where stones in seki
// are living stones that "possess dame". Telling a seki from a dame that
// nobody bothered to fill, and a living group from one marked alive by
// mistake, needs to know which groups have two eyes: the eyeGraph below,
// built on a board once the dame are filled and the fills it owes are
// played (playOut), with the dead stones off.

// eyeGraph is one board read for life: its chains, its empty regions,
// which chains border the regions a colour owns (its eye spaces), and its
// groups (a colour's chains joined through its eye spaces). It is scratch
// memory reused between positions.
type eyeGraph struct {
	chainOf   []int32 // point → chain, -1 on empty points
	regOf     []int32 // point → region, -1 on stones
	chains    []lifeChain
	regs      []lifeRegion
	regChains []int32       // the chains around each owned region (lifeRegion.first, n)
	chainRegs []int32       // the owned regions around each chain (lifeChain.first, n)
	group     []int32       // per chain: union-find over chains, the root is the group
	worth     []int32       // per group root: the eyes' worth of its eye spaces
	stamp     []int32       // scratch: per chain or group, the last region that counted it
	cols      []board.Color // scratch: the board read, dead stones off
	par       []int32       // scratch: build's union-find over the points
	queue     []int32
}

// lifeChain is one chain of an eyeGraph.
type lifeChain struct {
	color    board.Color
	at       int32 // one of its stones
	first, n int32 // its owned regions, in chainRegs
	lost     bool  // it cannot be saved (playOut): no part of a group
	alive    bool  // its group has two eyes (settle)
	unsure   bool  // that verdict rests on a reading that ran out of nodes
	seki     bool  // in seki (decideSeki)
}

// lifeRegion is one empty region of an eyeGraph.
type lifeRegion struct {
	owner    board.Color // Empty for a region touching both colours
	at       int32       // one of its points
	size     int32
	dead     bool  // holds a point where a dead stone was removed
	first, n int32 // its chains, in regChains (owned regions only)
	worth    int32 // eyes' worth: 2 for a big eye space or one read alive, else 1
	read     uint8 // the reader's verdict on it, readNone if not read
	sekiEye  bool  // eye space of a chain in seki (decideSeki)
}

// sekiEyesFor2 is the size from which an eye space without dead stones
// is taken for two eyes without reading it: the classic killable eye
// shapes have at most six points (a heuristic; the reader settles the
// smaller ones when it matters).
const sekiEyesFor2 = 7

// build reads board b with the dead stones taken off: chains (a chain
// with a stone marked in lost, under bit, is lost), regions and the owned
// regions' chains.
func (g *eyeGraph) build(a *analysis, b []board.Color, lost []uint8, bit uint8) {
	g.buildFor(a, b, lost, bit, board.Empty)
}

// buildFor is build with the chains of colour only (every colour's when
// Empty): the other colour's stones are no chain, and the regions it
// owns list no chain. Its regions and their owners are build's, and so
// are only's chains, their groups and the eye spaces they own: enough
// for settleFor(only), which is all ownLifeOn reads.
func (g *eyeGraph) buildFor(a *analysis, b []board.Color, lost []uint8, bit uint8, only board.Color) {
	n := a.g.n
	if cap(g.chainOf) < n {
		g.chainOf, g.regOf = make([]int32, n), make([]int32, n)
	}
	g.chainOf, g.regOf = g.chainOf[:n], g.regOf[:n]
	if cap(g.cols) < n {
		g.cols = make([]board.Color, n)
	}
	cols := g.cols[:n]
	dead := a.dead[:n]
	b = b[:n]
	nbr := a.g.nbr
	g.chains, g.regs = g.chains[:0], g.regs[:0]
	// Three passes over the board. First the board read (a dead stone is
	// off, or was taken) and the chains: a union-find over the rows, each
	// point joined to its left and upper neighbours of its colour, read
	// in this pass already. A root only ever points to a smaller point,
	// so a chain's root is its first point.
	g.par = grow(g.par, n)
	par := g.par[:n]
	w, h := a.g.w, a.g.h
	for y := range h {
		for x := range w {
			i := int32(y*w + x)
			par[i] = i
			c := b[i]
			if dead[i] {
				c = board.Empty
			}
			cols[i] = c
			if c == board.Empty || only != board.Empty && c != only {
				continue
			}
			if x > 0 && cols[i-1] == c {
				par[i] = find(par, i-1)
			}
			if y > 0 && cols[i-int32(w)] == c {
				if r, o := find(par, i-int32(w)), find(par, i); r != o {
					par[max(r, o)] = min(r, o)
				}
			}
		}
	}
	// Second, the chains numbered in the order of their first points, as
	// a scan flooding each new chain would: a point is its chain's first
	// point when it is its root; any other point's root came before it
	// in this pass and has its number. Every point is no region yet.
	chainOf, regOf, lost := g.chainOf[:n], g.regOf[:n], lost[:n]
	for i, c := range cols {
		regOf[i] = -1
		if c == board.Empty || only != board.Empty && c != only {
			chainOf[i] = -1
			continue
		}
		var id int32
		if r := find(par, int32(i)); r == int32(i) {
			id = int32(len(g.chains))
			g.chains = append(g.chains, lifeChain{color: c, at: int32(i)})
		} else {
			id = chainOf[r]
		}
		chainOf[i] = id
		if lost[i]&bit != 0 {
			g.chains[id].lost = true
		}
	}
	// Third, the regions, each flooded from its first point. A stone
	// beside it touches it with its colour (a chain's colour is its
	// stones'), whether or not it is a chain (buildFor).
	stack := g.queue[:0]
	g.stamp = grow(g.stamp, len(g.chains))
	for i := range g.stamp {
		g.stamp[i] = -1
	}
	g.regChains = g.regChains[:0]
	for i, c := range cols {
		if c != board.Empty || regOf[i] >= 0 {
			continue
		}
		id := int32(len(g.regs))
		r := lifeRegion{at: int32(i), first: int32(len(g.regChains))}
		var touch uint8
		regOf[i] = id
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.size++
			r.dead = r.dead || dead[j]
			for _, k := range nbr[4*j : 4*j+4] {
				if k < 0 {
					continue
				}
				c := cols[k]
				if c == board.Empty {
					if regOf[k] < 0 {
						regOf[k] = id
						stack = append(stack, k)
					}
					continue
				}
				touch |= touchBit(c)
				if ch := chainOf[k]; ch >= 0 && g.stamp[ch] != id {
					g.stamp[ch] = id
					g.regChains = append(g.regChains, ch)
				}
			}
		}
		switch touch {
		case touchB:
			r.owner = board.Black
		case touchW:
			r.owner = board.White
		default:
			g.regChains = g.regChains[:r.first] // neutral: no one's eye space
		}
		r.n = int32(len(g.regChains)) - r.first
		g.regs = append(g.regs, r)
	}
	g.queue = stack
	// the owned regions of each chain, by counting
	for _, r := range g.regs {
		for _, ch := range g.regChains[r.first : r.first+r.n] {
			g.chains[ch].n++
		}
	}
	total := int32(0)
	for i := range g.chains {
		g.chains[i].first = total
		total += g.chains[i].n
		g.chains[i].n = 0
	}
	g.chainRegs = grow(g.chainRegs, int(total))
	for id, r := range g.regs {
		for _, ch := range g.regChains[r.first : r.first+r.n] {
			c := &g.chains[ch]
			g.chainRegs[c.first+c.n] = int32(id)
			c.n++
		}
	}
	if checkBuild != nil {
		checkBuild(g, a, b, lost, bit, only)
	}
}

// checkBuild, set by the tests, is called after every buildFor to
// compare its graph with the one the previous code builds.
var checkBuild func(g *eyeGraph, a *analysis, b []board.Color, lost []uint8, bit uint8, only board.Color)

// grow returns s with length n, reusing its memory when it can.
func grow(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n, 2*n)
	}
	return s[:n]
}

// regionsOf returns the owned regions around chain c.
func (g *eyeGraph) regionsOf(c int32) []int32 {
	ch := &g.chains[c]
	return g.chainRegs[ch.first : ch.first+ch.n]
}

// chainsOf returns the chains around owned region r.
func (g *eyeGraph) chainsOf(r int32) []int32 {
	reg := &g.regs[r]
	return g.regChains[reg.first : reg.first+reg.n]
}

// groupOf returns the group (root chain) of chain c.
func (g *eyeGraph) groupOf(c int32) int32 { return find(g.group, c) }

// settle decides which groups have two eyes. The board it reads has its
// owed fills played (playOut): a chain left in atari on its own eye has
// been joined through it, so a false eye, whose chains the opponent can
// put in atari once the dame are filled, is filled and gone; a chain that
// no fill can save is lost and joins no group. A group is its colour's
// chains joined through the regions it owns, and each such region is
// worth one eye, two when it is big (sekiEyesFor2 points or more without
// a dead stone, or too big to read), or when the reader finds that the
// chains around it live with it alone against the opponent moving first
// (straight four does, bulky five does not). A group with two eyes'
// worth is alive. No diagonal rule: a point enclosed by one chain is an
// eye whatever its diagonals (a ring reaching both sides of it, as in a
// two-headed dragon).
func (g *eyeGraph) settle(a *analysis) { g.settleFor(a, board.Empty) }

// settleFor is settle reading only the eye spaces of colour only (every
// colour's when Empty): a group's worth sums the regions its colour
// owns, so the verdicts on only's chains are settle's, and only
// ownLifeOn, which reads no other, asks for one colour.
func (g *eyeGraph) settleFor(a *analysis, only board.Color) {
	nc := len(g.chains)
	g.group = grow(g.group, nc)
	for i := range g.group {
		g.group[i] = int32(i)
	}
	for r := range g.regs {
		reg := &g.regs[r]
		reg.read, reg.sekiEye = readNone, false
		reg.worth = 1
		if reg.size >= sekiEyesFor2 && !reg.dead || reg.size > maxReadPoints {
			reg.worth = 2
		}
		first := int32(-1)
		for _, c := range g.chainsOf(int32(r)) {
			if g.chains[c].lost {
				continue
			}
			if first < 0 {
				first = g.groupOf(c)
			} else if x := g.groupOf(c); x != first {
				g.group[x] = first
			}
		}
	}
	g.worth = grow(g.worth, nc)
	g.stamp = grow(g.stamp, nc)
	for i := range g.worth {
		g.worth[i], g.stamp[i] = 0, -1
	}
	g.sumWorth()
	// Groups short of two eyes: an eye space of three points or more may
	// be worth two. Read it.
	read := false
	for r := range g.regs {
		reg := &g.regs[r]
		if reg.owner == board.Empty || reg.worth != 1 || reg.size < 3 || only != board.Empty && reg.owner != only {
			continue
		}
		grp := g.regionGroup(int32(r))
		if grp < 0 || g.worth[grp] >= 2 {
			continue
		}
		reg.read = a.readEyeSpace(g, int32(r))
		switch reg.read {
		case readAlive:
			reg.worth = 2
			read = true
		case readUnknown:
			for _, c := range g.chainsOf(int32(r)) {
				g.chains[c].unsure = true
			}
		}
	}
	if read {
		for i := range g.worth {
			g.worth[i], g.stamp[i] = 0, -1
		}
		g.sumWorth()
	}
	for i := range g.chains {
		c := &g.chains[i]
		c.alive = !c.lost && g.worth[g.groupOf(int32(i))] >= 2
		c.seki = false
	}
	for i := range g.chains { // an unsure chain makes its group unsure
		if g.chains[i].unsure {
			g.stamp[g.groupOf(int32(i))] = -2
		}
	}
	for i := range g.chains {
		if g.stamp[g.groupOf(int32(i))] == -2 {
			g.chains[i].unsure = true
		}
	}
}

// sumWorth adds up, per group, the worth of its regions, each once.
func (g *eyeGraph) sumWorth() {
	for r := range g.regs {
		if grp := g.regionGroup(int32(r)); grp >= 0 && g.stamp[grp] != int32(r) {
			g.stamp[grp] = int32(r)
			g.worth[grp] += g.regs[r].worth
		}
	}
}

// regionGroup is the group owning region r, -1 for none (a neutral
// region, or one around lost chains only).
func (g *eyeGraph) regionGroup(r int32) int32 {
	for _, c := range g.chainsOf(r) {
		if !g.chains[c].lost {
			return g.groupOf(c)
		}
	}
	return -1
}

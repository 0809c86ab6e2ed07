package score

import (
	"math"
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

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
	regChains []int32 // the chains around each owned region (lifeRegion.first, n)
	chainRegs []int32 // the owned regions around each chain (lifeChain.first, n)
	group     []int32 // per chain: union-find over chains, the root is the group
	worth     []int32 // per group root: the eyes' worth of its eye spaces
	stamp     []int32 // scratch: per chain or group, the last region that counted it
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
	chainOf, regOf, lost := g.chainOf[:n], g.regOf[:n], lost[:n]
	g.chainOf, g.regOf = chainOf, regOf
	dead := a.dead[:n]
	b = b[:n]
	g.chains, g.regs = g.chains[:0], g.regs[:0]
	// Three passes, on a framed board of codes (floodCode; stride w+1, the
	// geometry's framed indices, the frame set here too). First the board
	// read (a dead stone is off, or was taken), each point's code, and
	// the stones of a chain and the empty points listed in row order.
	sc := floodPool.Get().(*floodScratch)
	code := &sc.code
	w, h := a.g.w, a.g.h
	s := w + 1
	for f := range s {
		code[f] = frameCode // the top row
	}
	for f := (h + 1) * s; f <= (h+2)*s; f++ {
		code[f&floodMask] = frameCode // the bottom row and the last point
	}
	ns, ne := 0, 0 // the stones and the empty points listed
	for y := range h {
		f := (y + 1) * s
		code[f&floodMask] = frameCode // the frame between two rows
		o := y * w
		drow := dead[o : o+w]
		for x, c := range b[o : o+w] {
			f++
			if drow[x] || c == board.Empty {
				chainOf[o+x] = -1
				code[f&floodMask] = emptyCode
				if drow[x] {
					code[f&floodMask] = deadCode
				}
				sc.emptyAt[ne&floodMask], sc.emptyOf[ne&floodMask] = int32(f), int32(o+x)
				ne++
				continue
			}
			regOf[o+x] = -1
			if only != board.Empty && c != only {
				chainOf[o+x] = -1
				code[f&floodMask] = stoneCode(-1, c) // no chain, but it touches
				continue
			}
			code[f&floodMask] = unwalkedCode(c)
			sc.stoneAt[ns&floodMask], sc.stoneOf[ns&floodMask] = int32(f), int32(o+x)
			ns++
		}
	}
	// Second, the chains, each flooded from its first point in row order
	// (floodChains), so numbered in the order of their first points; then
	// each stone's chain read from its code, and a chain with a stone
	// marked in lost under bit is lost.
	g.floodChains(sc, int32(s), sc.stoneAt[:ns], sc.stoneOf[:ns])
	for j, f := range sc.stoneAt[:ns] {
		i := sc.stoneOf[j]
		id := chainOfCode(code[f&floodMask])
		chainOf[i] = id
		if lost[i]&bit != 0 {
			g.chains[id].lost = true
		}
	}
	// Third, the regions, each flooded from its first point (floodRegions;
	// a stone beside a region touches it with its colour, whether or not
	// it is a chain), then each empty point's region read from its code.
	nrc := g.floodRegions(sc, int32(s), sc.emptyAt[:ne], sc.emptyOf[:ne])
	g.regChains = append(g.regChains[:0], sc.rc[:nrc]...)
	for j, f := range sc.emptyAt[:ne] {
		regOf[sc.emptyOf[j]] = code[f&floodMask]
	}
	floodPool.Put(sc)
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

// floodScratch is the chains' and regions' floods' scratch (buildFor:
// floodChains, floodRegions): arrays of a fixed size read through
// floodMask, so that the floods pay no bounds test and keep their state
// in registers. A pool holds them: one a
// worker, not one a graph. One buildFor call owns a scratch from its Get
// to its Put, and nothing it builds refers to it (regChains is copied
// out): TestBuildForKeepsNoScratch.
type floodScratch struct {
	code  [floodRoom]int32     // per framed point (stride w+1): floodCode
	stack [floodRoom]int32     // framed points reached, not yet read
	seen  [floodRoom]int32     // per chain, the last region that listed it
	rc    [4 * floodRoom]int32 // the owned regions' chains (regChains)
	// the empty points in row order, and the stones of a chain: framed,
	// and row-major
	emptyAt, emptyOf, stoneAt, stoneOf [floodRoom]int32
}

// floodRoom is a power of two above every framed board's points
// ((w+1)(h+2)+1 = 2,863 at most), hence above every board's points and
// chains too; rc holds 4 entries a point (each entry is a distinct
// region and a chain beside one of its points).
const (
	floodRoom = 4096
	floodMask = floodRoom - 1
	_         = uint(floodRoom - ((board.MaxSize+1)*(board.MaxSize+2) + 1)) // compile-time check
)

var floodPool = sync.Pool{New: func() any { return new(floodScratch) }}

// floodCode is a point's code on buildFor's framed board: a region's
// number (>= 0) on an empty point its flood reached; emptyCode, or
// deadCode where a dead stone was taken off, on one it has not;
// frameCode on the frame; stoneCode on a stone; unwalkedCode on a stone
// of a chain not yet reached.
const (
	emptyCode int32 = -1
	deadCode  int32 = -2
	frameCode int32 = math.MinInt32
)

// stoneCode is a stone's floodCode: the sign bit, its chain's number
// plus one (0 for a stone of no chain) shifted by two, and its colour's
// touch bit. A chain's number is below floodRoom, so no stone's code is
// emptyCode or deadCode (their chain field is 2^29-1).
func stoneCode(ch int32, c board.Color) int32 {
	return frameCode | (ch+1)<<2 | int32(touchBit(c))
}

// chainOfCode is the chain number in a stone's floodCode, -1 for none.
func chainOfCode(v int32) int32 { return (v&math.MaxInt32)>>2 - 1 }

// unwalkedCode is the floodCode of a stone of c whose chain floodChains
// has not reached yet: -5 or -6, neither a region's number nor any
// other code.
func unwalkedCode(c board.Color) int32 { return -4 - int32(touchBit(c)) }

// floodChains numbers the chains of g on sc.code, each flooded from its
// first stone in row order (stoneAt, the stones' framed indices in row
// order; stoneOf, their points): g.chains, and every stone's code is
// then its chain's stoneCode. step is inlined four times, as in
// floodRegions.
func (g *eyeGraph) floodChains(sc *floodScratch, s int32, stoneAt, stoneOf []int32) {
	code, stack := &sc.code, &sc.stack
	for e, p0 := range stoneAt {
		v := code[p0&floodMask]
		if v != unwalkedCode(board.Black) && v != unwalkedCode(board.White) {
			continue // flooded from an earlier stone
		}
		c := board.Black
		if v == unwalkedCode(board.White) {
			c = board.White
		}
		id := int32(len(g.chains))
		g.chains = append(g.chains, lifeChain{color: c, at: stoneOf[e]})
		mark := stoneCode(id, c)
		code[p0&floodMask] = mark
		stack[0] = p0
		top := int32(1)
		step := func(k int32) {
			if code[k&floodMask] == v {
				code[k&floodMask] = mark
				stack[top&floodMask] = k
				top++
			}
		}
		for top > 0 {
			top--
			q := stack[top&floodMask]
			step(q - 1)
			step(q + 1)
			step(q - s)
			step(q + s)
		}
	}
}

// deadBit marks, in floodRegions' touch, a region holding a dead stone's
// point.
const deadBit uint8 = 4

// floodRegions floods the regions of g from sc.code (buildFor's third
// pass, every stone's code a stoneCode), each from its first point in
// row order (emptyAt, the empty points' framed indices in row order;
// emptyOf, their points), reading a point's neighbours in the
// geometry's order (left, right, up, down) with a stack, as a flood
// over nbr does: g.regs, and the owned regions' chains in sc.rc, each
// region's in the order that flood meets them. It returns the number of
// entries in sc.rc; every empty point's code is then its region's
// number. The neighbours are read by step, inlined four times: a loop
// over them spilled its state (#17bi).
func (g *eyeGraph) floodRegions(sc *floodScratch, s int32, emptyAt, emptyOf []int32) int32 {
	for ch := range g.chains {
		sc.seen[ch&floodMask] = -1
	}
	code, stack, seen, rc := &sc.code, &sc.stack, &sc.seen, &sc.rc
	nrc := int32(0)
	for e, p0 := range emptyAt {
		v := code[p0&floodMask]
		if v >= 0 {
			continue // flooded from an earlier point
		}
		id := int32(len(g.regs))
		first := nrc
		touch := uint8(0)
		if v == deadCode {
			touch = deadBit
		}
		code[p0&floodMask] = id
		stack[0] = p0
		top, size := int32(1), int32(0)
		// step reads neighbour k of a point of the region
		step := func(k int32) {
			v := code[k&floodMask]
			if v >= 0 {
				return // this region's, reached already
			}
			if v >= deadCode {
				if v == deadCode {
					touch |= deadBit
				}
				code[k&floodMask] = id
				stack[top&floodMask] = k
				top++
				return
			}
			touch |= uint8(v) & (touchB | touchW)
			if ch := chainOfCode(v); ch >= 0 && seen[ch&floodMask] != id {
				seen[ch&floodMask] = id
				rc[nrc&(4*floodRoom-1)] = ch
				nrc++
			}
		}
		for top > 0 {
			top--
			q := stack[top&floodMask]
			size++
			step(q - 1)
			step(q + 1)
			step(q - s)
			step(q + s)
		}
		r := lifeRegion{at: emptyOf[e], size: size, dead: touch&deadBit != 0, first: first}
		switch touch &^ deadBit {
		case touchB:
			r.owner = board.Black
		case touchW:
			r.owner = board.White
		default:
			nrc = first // neutral: no one's eye space
		}
		r.n = nrc - first
		g.regs = append(g.regs, r)
	}
	return nrc
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

package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// A Doubt is a marking of dead stones (the record's markup, or a user's
// ruling) that the position contradicts (J89 Art. 7: stones are alive if
// they cannot be captured, or if they live in seki). The score is still
// counted as marked: a doubt says where to look, it changes no count.
type Doubt struct {
	Kind   DoubtKind   `json:"kind"`
	Color  board.Color `json:"color"`  // the colour of the stones counted alive
	Stones []int       `json:"stones"` // those stones, row-major, ascending
	// At is, for DoubtCapturable, the stones' liberties as the position
	// stands (where the capture begins); for DoubtNoTwoEyes, the points
	// of the group's eye spaces.
	At []int `json:"at"`
}

// DoubtKind names what is wrong with a marking.
type DoubtKind string

const (
	// DoubtCapturable: stones counted alive that the opponent captures
	// whatever their owner does (a chain in atari whose last liberty its
	// owner cannot fill, or one the dame filling takes), and whose
	// capturing stones then live (capturers.go, J89 Art. 7-1): the
	// marking cannot be right (a 5x1 board "X X . o ." with the white
	// stone marked dead: White C1 captures both black stones).
	DoubtCapturable DoubtKind = "capturable"
	// DoubtNoTwoEyes: a group counted alive whose chains do not live on
	// their own (fewer than two eyes, read by eyeGraph.settle) and that
	// is in no seki: it is dead, or the marking is wrong.
	DoubtNoTwoEyes DoubtKind = "no-two-eyes"
)

// Doubts returns what the position contradicts in in.Dead, the marking
// of dead stones (markup, or a user's ruling; the count stays as marked):
// stones counted alive that can be captured as the position stands, and
// groups counted alive without two eyes and outside seki, once the dame
// are filled (in both orders) and the fills they owe played. It reads the
// board as rulesets that remove dead stones do; nil when all is well.
func Doubts(in Input) []Doubt {
	return doubtsOf(in, (*variant).markingDoubts)
}

// doubtsOf prepares the position of in as Doubts reads it (the dead
// stones removed, hane-seki read unless literal) on pooled scratch and
// returns read's doubts there (fresh memory); nil for an invalid board.
func doubtsOf(in Input, read func(v *variant) []Doubt) []Doubt {
	if !valid(in.Position) {
		return nil
	}
	g := geometry(in.Position.W, in.Position.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	v.prepare(in, true, in.DeadMethod != DeadLiteral)
	return read(&v)
}

// Doubts is Doubts(in) for the analysed input, worked out once.
func (a *Analysis) Doubts() []Doubt {
	if !a.ok || a.released {
		return Doubts(a.in)
	}
	idx := 0
	if a.in.DeadMethod == DeadLiteral {
		idx = 1
	}
	v := a.vars[idx]
	if v == nil {
		v = &variant{a: a.g.get()}
		a.vars[idx] = v
	}
	if !v.ready {
		v.prepare(a.in, true, idx == 0)
		v.ready = true
	}
	return v.markingDoubts()
}

// markingDoubts returns the doubts about the variant's dead stones, worked
// out once: stones that cannot be saved as the position stands, and
// groups without two eyes on both played-out boards, outside seki, whose
// verdict rests on no reading that ran out of nodes. The list is fresh
// memory (nil when all is well): callers keep it after the scratch goes
// back to the pool.
func (v *variant) markingDoubts() []Doubt {
	if v.doubted {
		return v.doubts
	}
	v.doubted = true
	a := v.a
	a.oweStands()
	var out []Doubt
	// Capturable: the lost stones, by chain as the position stands.
	gen := a.nextVisit()
	for i, l := range a.lost {
		if l&lostAsItStands == 0 || a.visit[i] == gen || a.col[i] == board.Empty {
			continue
		}
		d := Doubt{Kind: DoubtCapturable, Color: a.col[i]}
		stack := append(a.queue[:0], int32(i))
		a.visit[i] = gen
		lg := a.nextGen()
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			d.Stones = append(d.Stones, int(j))
			for _, k := range a.g.neighbours(int(j)) {
				switch {
				case k < 0:
				case a.orig[k] == board.Empty && a.mark[k] != lg:
					a.mark[k] = lg
					d.At = append(d.At, int(k))
				case a.col[k] == d.Color && a.lost[k]&lostAsItStands != 0 && a.visit[k] != gen:
					a.visit[k] = gen
					stack = append(stack, k)
				}
			}
		}
		a.queue = stack
		if len(d.At) == 1 {
			if v.readCapturers != nil && !v.readCapturers(d.Stones) {
				v.unread = append(v.unread, len(out))
			} else if !a.capturersLive(d.Stones[0], int32(d.At[0])) {
				continue // its capturers die: alive (J89 Art. 7-1, capturers.go)
			}
		}
		out = append(out, d.sorted())
	}
	// No two eyes: groups (chains joined through their eye spaces) with no
	// two eyes and none in seki, on both played-out boards.
	if len(a.owedAt) == 0 && a.boards() == 1 {
		// The played board is the position with the dame filled; fills
		// only join chains, so groups with two eyes' worth without them
		// have them with them. Without dame to fill, the failures are
		// the doubts; with dame, the eye graph reads the filled board.
		if a.quickGroups() {
			v.doubts = out
			return out
		}
		if len(a.neutral) == 0 {
			out = a.quickDoubts(out)
			v.doubts = out
			return out
		}
	}
	gb, gw := a.lifeGraph(closedBlackFirst), a.lifeGraph(closedWhiteFirst)
	doubtful := func(i int) bool {
		if a.col[i] == board.Empty || a.lost[i] != 0 || a.inSeki[i] {
			return false
		}
		for _, g := range [2]*eyeGraph{gb, gw} {
			ch := g.chainOf[i]
			if ch < 0 || g.chains[ch].alive || g.chains[ch].unsure {
				return false
			}
		}
		return true
	}
	gen = a.nextVisit()
	for i := range a.col {
		if a.visit[i] == gen || !doubtful(i) {
			continue
		}
		grp := gb.groupOf(gb.chainOf[i])
		d := Doubt{Kind: DoubtNoTwoEyes, Color: a.col[i]}
		for j := range a.col {
			if c := gb.chainOf[j]; c >= 0 && gb.groupOf(c) == grp && doubtful(j) {
				a.visit[j] = gen
				d.Stones = append(d.Stones, j)
			}
		}
		if a.besideBorder(d.Stones) {
			continue // an unfinished board: its eyes may be in the open area
		}
		for j, r := range gb.regOf {
			if r >= 0 && gb.regionGroup(r) == grp {
				d.At = append(d.At, j)
			}
		}
		out = append(out, d.sorted())
	}
	v.doubts = out
	return out
}

func (d Doubt) sorted() Doubt {
	slices.Sort(d.Stones)
	slices.Sort(d.At)
	return d
}

// quickGroups reports whether every group of the position with the dead
// stones off (label's chains and regions) has two eyes' worth unread, as
// eyeGraph.settle counts before reading: each owned region one eye, two
// when big and without a dead stone. It is the common case, and needs no
// eye graph. A group (chains joined through the regions they own) has
// two eyes' worth exactly when one of its chains has two of its own,
// and then every chain of it borders a region that such a chain borders
// too (a chain with a single region shares it with the rest of its
// group). One pass over label's framed board gives each chain's regions
// (each pair of neighbours once: a region and a chain, both resolved by
// then), a second the regions of the chains with two eyes' worth.
func (a *analysis) quickGroups() bool {
	s := int32(a.g.w + 2)
	if len(a.eye1) != len(a.parent) {
		a.eye1, a.eyes2 = make([]int32, len(a.parent)), make([]bool, len(a.parent))
	}
	eye1, eyes2, pad, parent, lib, regs := a.eye1, a.eyes2, a.pad, a.parent, a.lib, a.regs
	for _, r := range a.roots {
		eye1[r], eyes2[r] = -1, false
	}
	small := a.smallRegs[:0] // big regions counted as one eye: they hold a dead stone
	for _, p := range a.removed {
		if r := a.region[p]; regs[r].size >= sekiEyesFor2 && regs[r].size <= maxReadPoints {
			small = append(small, r)
		}
	}
	a.smallRegs = small
	pairs := a.pairs[:0]
	owner := a.regOwner[:0]
	for _, r := range regs {
		owner = append(owner, r.owner())
	}
	a.regOwner = owner
	// note records that chain root borders region reg.
	note := func(root, reg int32) {
		pairs = append(pairs, root, reg)
		switch {
		case eyes2[root]:
		case eye1[root] < 0:
			eye1[root] = reg
			eyes2[root] = regs[reg].size >= sekiEyesFor2 && !slices.Contains(small, reg)
		case eye1[root] != reg:
			eyes2[root] = true
		}
	}
	// pair records the neighbours i (colour c) and j (colour d) when one
	// is a stone and the other a point of a region its colour owns.
	pair := func(i, j int32, c, d board.Color) {
		switch {
		case c == board.Empty:
			if reg := lib[parent[i]]; owner[reg] == d {
				note(parent[j], reg)
			}
		case d == board.Empty:
			if reg := lib[parent[j]]; owner[reg] == c {
				note(parent[i], reg)
			}
		}
	}
	last := int32(a.g.h)*s + s - 1
	for i := s + 1; i < last; i++ {
		c := pad[i]
		if c == offBoard {
			continue
		}
		if d := pad[i+1]; d != c && d != offBoard {
			pair(i, i+1, c, d)
		}
		if d := pad[i+s]; d != c && d != offBoard {
			pair(i, i+s, c, d)
		}
	}
	a.pairs = pairs
	ok := grow(a.okRegs, len(regs))
	for i := range ok {
		ok[i] = 0
	}
	a.okRegs = ok
	for k := 0; k < len(pairs); k += 2 {
		if eyes2[pairs[k]] {
			ok[pairs[k+1]] = 1
		}
	}
	fail := a.failRoots[:0]
	for _, r := range a.roots {
		if !eyes2[r] && (eye1[r] < 0 || ok[eye1[r]] == 0) &&
			a.lost[a.g.unpad(r)] == 0 { // a lost chain is the other doubt's
			fail = append(fail, r)
		}
	}
	a.failRoots = fail
	return len(fail) == 0
}

// quickDoubts turns quickGroups' failures into doubts: each failing group
// is the chains around its one region (or a chain with no region), and
// lacks two eyes unless it is in seki or the reader finds its eye space
// worth two (a reading out of nodes leaves it alone).
func (a *analysis) quickDoubts(out []Doubt) []Doubt {
	gen := a.nextVisit()
	for k, r := range a.failRoots {
		i := a.g.unpad(r)
		if a.visit[i] == gen || a.inSeki[i] {
			continue
		}
		c, reg := a.col[i], a.eye1[r]
		if reg >= 0 && a.regs[reg].size >= 3 {
			pts := a.regionPoints(a.regionAt(reg), func(q int32) bool { return a.col[q] == board.Empty && a.region[q] == reg })
			chainOf := func(q int32) int32 {
				if a.col[q] != c {
					return -1
				}
				return a.parent[a.g.pad[q]]
			}
			if a.readEyes(pts, c, chainOf) != readDead {
				continue // alive, or not known
			}
		}
		d := Doubt{Kind: DoubtNoTwoEyes, Color: c}
		for _, r2 := range a.failRoots[k:] {
			if r2 == r || (reg >= 0 && a.eye1[r2] == reg) {
				d.Stones = a.appendChain(d.Stones, a.g.unpad(r2), gen)
			}
		}
		if reg >= 0 {
			for j, rr := range a.region {
				if rr == reg && a.col[j] == board.Empty {
					d.At = append(d.At, j)
				}
			}
		}
		out = append(out, d.sorted())
	}
	return out
}

// regionAt returns a point of region reg.
func (a *analysis) regionAt(reg int32) int32 {
	for i, r := range a.region {
		if r == reg {
			return int32(i)
		}
	}
	return -1
}

// appendChain appends the stones of the chain through i on a.col to dst,
// marking them with gen in a.visit.
func (a *analysis) appendChain(dst []int, i int32, gen uint32) []int {
	if a.visit[i] == gen {
		return dst
	}
	c := a.col[i]
	start := len(dst)
	a.visit[i] = gen
	dst = append(dst, int(i))
	for h := start; h < len(dst); h++ {
		for _, k := range a.g.neighbours(dst[h]) {
			if k >= 0 && a.col[k] == c && a.visit[k] != gen {
				a.visit[k] = gen
				dst = append(dst, int(k))
			}
		}
	}
	return dst
}

// find returns the root of x in union-find par, halving the path.
func find(par []int32, x int32) int32 {
	for par[x] != x {
		par[x] = par[par[x]]
		x = par[x]
	}
	return x
}

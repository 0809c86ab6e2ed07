package score

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// buildRef is eyeGraph.build as it was before it found the chains with a
// union-find over the rows (each chain flooded from its first point),
// the reference TestBuildIsBuildRef compares it with.
func (g *eyeGraph) buildRef(a *analysis, b []board.Color, lost []uint8, bit uint8) {
	n := a.g.n
	if cap(g.chainOf) < n {
		g.chainOf, g.regOf = make([]int32, n), make([]int32, n)
	}
	g.chainOf, g.regOf = g.chainOf[:n], g.regOf[:n]
	for i := range g.chainOf {
		g.chainOf[i], g.regOf[i] = -1, -1
	}
	at := func(i int32) board.Color {
		if a.dead[i] {
			return board.Empty // a dead stone is off (or was taken)
		}
		return b[i]
	}
	nbr := a.g.nbr
	g.chains, g.regs = g.chains[:0], g.regs[:0]
	stack := g.queue[:0]
	for i := int32(0); i < int32(n); i++ {
		c := at(i)
		if c == board.Empty || g.chainOf[i] >= 0 {
			continue
		}
		id := int32(len(g.chains))
		ch := lifeChain{color: c, at: i}
		g.chainOf[i] = id
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			ch.lost = ch.lost || lost[j]&bit != 0
			for _, k := range nbr[4*j : 4*j+4] {
				if k >= 0 && g.chainOf[k] < 0 && at(k) == c {
					g.chainOf[k] = id
					stack = append(stack, k)
				}
			}
		}
		g.chains = append(g.chains, ch)
	}
	g.stamp = grow(g.stamp, len(g.chains))
	for i := range g.stamp {
		g.stamp[i] = -1
	}
	g.regChains = g.regChains[:0]
	for i := int32(0); i < int32(n); i++ {
		if g.regOf[i] >= 0 || at(i) != board.Empty {
			continue
		}
		id := int32(len(g.regs))
		r := lifeRegion{at: i, first: int32(len(g.regChains))}
		var touch uint8
		g.regOf[i] = id
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.size++
			r.dead = r.dead || a.dead[j]
			for _, k := range nbr[4*j : 4*j+4] {
				if k < 0 {
					continue
				}
				if ch := g.chainOf[k]; ch >= 0 {
					touch |= touchBit(g.chains[ch].color)
					if g.stamp[ch] != id {
						g.stamp[ch] = id
						g.regChains = append(g.regChains, ch)
					}
				} else if g.regOf[k] < 0 {
					g.regOf[k] = id
					stack = append(stack, k)
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
}

// TestBuildIsBuildRef compares eyeGraph.build with the flooding
// reference on random boards of several sizes, with dead stones and
// lost stones: the same chains, regions and lists, in the same order.
func TestBuildIsBuildRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 12))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {5, 3}, {1, 7}, {13, 2}} {
		g := geometry(size[0], size[1])
		a := newAnalysis(g)
		for range 300 {
			b := make([]board.Color, g.n)
			lost := make([]uint8, g.n)
			empty := rng.IntN(4) // sparse to crowded boards
			for i := range b {
				switch v := rng.IntN(3 + empty); {
				case v == 1:
					b[i] = board.Black
				case v == 2:
					b[i] = board.White
				}
				a.dead[i] = b[i] != board.Empty && rng.IntN(8) == 0
				if rng.IntN(10) == 0 {
					lost[i] = uint8(1 + rng.IntN(3))
				}
			}
			var got, want eyeGraph
			got.build(a, b, lost, 2)
			want.buildRef(a, b, lost, 2)
			for _, f := range []struct {
				name      string
				got, want any
			}{
				{"chainOf", got.chainOf, want.chainOf},
				{"regOf", got.regOf, want.regOf},
				{"chains", got.chains, want.chains},
				{"regs", got.regs, want.regs},
				{"regChains", got.regChains, want.regChains},
				{"chainRegs", got.chainRegs, want.chainRegs},
			} {
				if !reflect.DeepEqual(f.got, f.want) {
					t.Fatalf("%dx%d %v: %s %v, want %v", size[0], size[1], b, f.name, f.got, f.want)
				}
			}
		}
	}
}

// buildForRef is eyeGraph.buildFor as it was before #17ab folded the
// pass that read the board and reset the maps into the chains' passes
// (four passes over the board, then three), the reference
// SetCheckBuild's test mode compares it with.
func (g *eyeGraph) buildForRef(a *analysis, b []board.Color, lost []uint8, bit uint8, only board.Color) {
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
	for i := range cols {
		g.chainOf[i], g.regOf[i] = -1, -1
		cols[i] = b[i]
		if dead[i] {
			cols[i] = board.Empty // a dead stone is off (or was taken)
		}
	}
	nbr := a.g.nbr
	g.chains, g.regs = g.chains[:0], g.regs[:0]
	// Chains: a union-find over the rows, each point joined to its right
	// and lower neighbours of its colour, the root of a chain its first
	// point; numbered in the order of their first points, as a scan
	// flooding each new chain would.
	g.par = grow(g.par, n)
	par := g.par
	w, h := a.g.w, a.g.h
	for y := range h {
		for x := range w {
			i := int32(y*w + x)
			par[i] = i
			c := cols[i]
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
	chainOf, regOf, lost := g.chainOf[:len(cols)], g.regOf[:len(cols)], lost[:len(cols)]
	for i, c := range cols {
		if c == board.Empty || only != board.Empty && c != only {
			continue
		}
		id := chainOf[find(par, int32(i))]
		if id < 0 { // i is the chain's first point
			id = int32(len(g.chains))
			g.chains = append(g.chains, lifeChain{color: c, at: int32(i)})
		}
		chainOf[i] = id
		if lost[i]&bit != 0 {
			g.chains[id].lost = true
		}
	}
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
			r.dead = r.dead || a.dead[j]
			for _, k := range nbr[4*j : 4*j+4] {
				if k < 0 {
					continue
				}
				if ch := g.chainOf[k]; ch >= 0 {
					touch |= touchBit(g.chains[ch].color)
					if g.stamp[ch] != id {
						g.stamp[ch] = id
						g.regChains = append(g.regChains, ch)
					}
				} else if c := cols[k]; c != board.Empty {
					touch |= touchBit(c) // a stone of no chain (buildFor)
				} else if g.regOf[k] < 0 {
					g.regOf[k] = id
					stack = append(stack, k)
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
}

// checkedBuilds counts the graphs the test mode compared, by colour
// asked (board.Empty: every colour's).
var checkedBuilds [3]int

// SetCheckBuild switches the test mode in which every buildFor is
// followed by buildForRef on the same board, in a graph of its own, and
// panics when the two graphs differ; it returns the function that
// restores it.
func SetCheckBuild(on bool) (restore func()) {
	old := checkBuild
	checkBuild = nil
	if on {
		checkBuild = compareBuild
	}
	return func() { checkBuild = old }
}

// CheckedBuilds returns the graphs the test mode compared: with every
// colour's chains, and with one colour's.
func CheckedBuilds() (all, one int) {
	return checkedBuilds[board.Empty], checkedBuilds[board.Black] + checkedBuilds[board.White]
}

func compareBuild(g *eyeGraph, a *analysis, b []board.Color, lost []uint8, bit uint8, only board.Color) {
	var want eyeGraph
	want.buildForRef(a, b, lost, bit, only)
	checkedBuilds[only]++
	if d := graphDiff(g, &want); d != "" {
		panic(fmt.Sprintf("buildFor(only %v) differs from buildForRef: %s", only, d))
	}
}

// graphDiff names the first of the graphs' built fields where got and
// want differ, "" when none does (an empty list equals a nil one: a
// graph reused keeps its memory).
func graphDiff(got, want *eyeGraph) string {
	switch {
	case !slices.Equal(got.chainOf, want.chainOf):
		return fmt.Sprintf("chainOf %v, want %v", got.chainOf, want.chainOf)
	case !slices.Equal(got.regOf, want.regOf):
		return fmt.Sprintf("regOf %v, want %v", got.regOf, want.regOf)
	case !slices.Equal(got.chains, want.chains):
		return fmt.Sprintf("chains %v, want %v", got.chains, want.chains)
	case !slices.Equal(got.regs, want.regs):
		return fmt.Sprintf("regs %v, want %v", got.regs, want.regs)
	case !slices.Equal(got.regChains, want.regChains):
		return fmt.Sprintf("regChains %v, want %v", got.regChains, want.regChains)
	case !slices.Equal(got.chainRegs, want.chainRegs):
		return fmt.Sprintf("chainRegs %v, want %v", got.chainRegs, want.chainRegs)
	}
	return ""
}

// TestBuildForIsBuildForRef compares buildFor with the previous code on
// random boards of several sizes, with dead and lost stones, for every
// colour and for each one alone, reusing one graph between boards as
// the analysis does (its scratch dirty from the board before).
func TestBuildForIsBuildForRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 0xab))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {5, 3}, {1, 7}, {13, 2}, {1, 1}} {
		g := geometry(size[0], size[1])
		a := newAnalysis(g)
		var got eyeGraph
		for range 300 {
			b := make([]board.Color, g.n)
			lost := make([]uint8, g.n)
			empty := rng.IntN(4)
			for i := range b {
				switch v := rng.IntN(3 + empty); {
				case v == 1:
					b[i] = board.Black
				case v == 2:
					b[i] = board.White
				}
				a.dead[i] = b[i] != board.Empty && rng.IntN(8) == 0
				if rng.IntN(10) == 0 {
					lost[i] = uint8(1 + rng.IntN(3))
				}
			}
			for _, only := range []board.Color{board.Empty, board.Black, board.White} {
				var want eyeGraph
				got.buildFor(a, b, lost, 2, only)
				want.buildForRef(a, b, lost, 2, only)
				if d := graphDiff(&got, &want); d != "" {
					t.Fatalf("%dx%d only %v %v: %s", size[0], size[1], only, b, d)
				}
			}
		}
	}
}

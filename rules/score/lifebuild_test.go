package score

import (
	"math/rand/v2"
	"reflect"
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

package score

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// buildRef is eyeGraph.buildFor as it was before it found the chains
// with a union-find over the rows (each chain flooded from its first
// point), with only's chains (every colour's when Empty; a stone of the
// other colour is no chain but touches the regions beside it): the
// reference TestBuildIsBuildRef, TestBuildForIsBuildRef and
// SetCheckBuild's test mode compare buildFor with. It is deliberately a
// copy of the old code, its last part (the owned regions of each chain,
// by counting) the same as buildFor's, so that it stays a check that
// does not share buildFor's chain and region finding. (#17ab had added
// a second reference, buildForRef, the union-find build before its
// passes were folded: one reference of one build is enough.)
func (g *eyeGraph) buildRef(a *analysis, b []board.Color, lost []uint8, bit uint8, only board.Color) {
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
		if c == board.Empty || only != board.Empty && c != only || g.chainOf[i] >= 0 {
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
				} else if c := at(k); c != board.Empty {
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

// TestBuildIsBuildRef compares eyeGraph.build with the flooding
// reference on random boards of several sizes, with dead stones and
// lost stones: the same chains, regions and lists, in the same order.
func TestBuildIsBuildRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 12))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {5, 3}, {1, 7}, {13, 2}} {
		g := geometry(size[0], size[1])
		a := newAnalysis(g)
		for range 300 {
			b, lost := randomEyeBoard(rng, a)
			var got, want eyeGraph
			got.build(a, b, lost, 2)
			want.buildRef(a, b, lost, 2, board.Empty)
			if d := graphDiff(&got, &want); d != "" {
				t.Fatalf("%dx%d %v: %s", size[0], size[1], b, d)
			}
		}
	}
}

// checkedBuilds counts the graphs the test mode compared, by colour
// asked (board.Empty: every colour's).
var checkedBuilds [3]int

// SetCheckBuild switches the test mode in which every buildFor is
// followed by buildRef on the same board, in a graph of its own, and
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
	want.buildRef(a, b, lost, bit, only)
	checkedBuilds[only]++
	if d := graphDiff(g, &want); d != "" {
		panic(fmt.Sprintf("buildFor(only %v) differs from buildRef: %s", only, d))
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

// TestBuildForIsBuildRef compares buildFor with the flooding reference on
// random boards of several sizes, with dead and lost stones, for every
// colour and for each one alone, reusing one graph between boards as
// the analysis does (its scratch dirty from the board before).
func TestBuildForIsBuildRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 0xab))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {5, 3}, {1, 7}, {13, 2}, {1, 1}} {
		g := geometry(size[0], size[1])
		a := newAnalysis(g)
		var got eyeGraph
		for range 300 {
			b, lost := randomEyeBoard(rng, a)
			for _, only := range []board.Color{board.Empty, board.Black, board.White} {
				var want eyeGraph
				got.buildFor(a, b, lost, 2, only)
				want.buildRef(a, b, lost, 2, only)
				if d := graphDiff(&got, &want); d != "" {
					t.Fatalf("%dx%d only %v %v: %s", size[0], size[1], only, b, d)
				}
			}
		}
	}
}

// TestBuildForByHand works buildFor out by hand on a 4x2 board (points
// numbered row by row, 0-3 then 4-7), B5 marked lost under the bit read:
//
//	x . o .     0 1 2 3
//	x x o .     4 5 6 7
//
// Every colour's chains: Black {0, 4, 5} (chain 0, at 0, lost: 5 is)
// and White {2, 6} (chain 1, at 2). Regions in the order of their first
// points: {1} (region 0, beside 0, 2 and 5: both colours, neutral, no
// chain listed) and {3, 7} (region 1, beside 2 and 6 only: White's,
// listing chain 1, so White's chain owns region 1). Black's alone: the
// white stones are no chain but still touch, so the regions and owners
// are the same and White's region lists nothing. White's alone: chain 0
// is White's, owning region 1. With White's 6 dead (taken off), 6 joins
// {3, 7}: it touches 2 and 5, neutral, and holds a dead stone's point.
func TestBuildForByHand(t *testing.T) {
	const x, o, e = board.Black, board.White, board.Empty
	g := geometry(4, 2)
	a := newAnalysis(g)
	b := []board.Color{x, e, o, e, x, x, o, e}
	lost := make([]uint8, 8)
	lost[5] = 2
	black := lifeChain{color: x, at: 0, lost: true}
	white := lifeChain{color: o, at: 2, n: 1}
	neutral := lifeRegion{owner: e, at: 1, size: 1}
	whites := lifeRegion{owner: o, at: 3, size: 2, n: 1}
	for _, c := range []struct {
		name              string
		only              board.Color
		dead              int32
		chainOf, regOf    []int32
		chains            []lifeChain
		regs              []lifeRegion
		regChains, chRegs []int32
	}{
		{"every colour", e, -1, []int32{0, -1, 1, -1, 0, 0, 1, -1}, []int32{-1, 0, -1, 1, -1, -1, -1, 1},
			[]lifeChain{black, white}, []lifeRegion{neutral, whites}, []int32{1}, []int32{1}},
		{"black's", x, -1, []int32{0, -1, -1, -1, 0, 0, -1, -1}, []int32{-1, 0, -1, 1, -1, -1, -1, 1},
			[]lifeChain{black}, []lifeRegion{neutral, {owner: o, at: 3, size: 2}}, nil, nil},
		{"white's", o, -1, []int32{-1, -1, 0, -1, -1, -1, 0, -1}, []int32{-1, 0, -1, 1, -1, -1, -1, 1},
			[]lifeChain{white}, []lifeRegion{neutral, whites}, []int32{0}, []int32{1}},
		{"6 dead", e, 6, []int32{0, -1, 1, -1, 0, 0, -1, -1}, []int32{-1, 0, -1, 1, -1, -1, 1, 1},
			[]lifeChain{black, {color: o, at: 2}}, []lifeRegion{neutral, {owner: e, at: 3, size: 3, dead: true}}, nil, nil},
	} {
		clear(a.dead)
		if c.dead >= 0 {
			a.dead[c.dead] = true
		}
		var got eyeGraph
		got.buildFor(a, b, lost, 2, c.only)
		want := eyeGraph{chainOf: c.chainOf, regOf: c.regOf, chains: c.chains, regs: c.regs, regChains: c.regChains, chainRegs: c.chRegs}
		if d := graphDiff(&got, &want); d != "" {
			t.Errorf("%s: %s", c.name, d)
		}
	}
}

// randomEyeBoard makes a random board for a's geometry, sparse to
// crowded, each stone dead one time in eight (a.dead) and each point
// marked lost one time in ten, under random bits.
func randomEyeBoard(rng *rand.Rand, a *analysis) ([]board.Color, []uint8) {
	b := make([]board.Color, a.g.n)
	lost := make([]uint8, a.g.n)
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
	return b, lost
}

// TestBuildForKeepsNoScratch builds a graph, keeps a copy of it, builds
// other graphs (other boards, sizes and colours: the flood's pooled
// scratch, floodScratch, handed from one build to the next) and checks
// that the graph kept did not change: nothing a build returns may refer
// to the scratch it gave back.
func TestBuildForKeepsNoScratch(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 0xbd))
	clone := func(g *eyeGraph) *eyeGraph {
		return &eyeGraph{
			chainOf: slices.Clone(g.chainOf), regOf: slices.Clone(g.regOf),
			chains: slices.Clone(g.chains), regs: slices.Clone(g.regs),
			regChains: slices.Clone(g.regChains), chainRegs: slices.Clone(g.chainRegs),
		}
	}
	sizes := [][2]int{{19, 19}, {9, 9}, {5, 3}, {13, 2}}
	for range 50 {
		var kept eyeGraph
		sz := sizes[rng.IntN(len(sizes))]
		a := newAnalysis(geometry(sz[0], sz[1]))
		b, lost := randomEyeBoard(rng, a)
		kept.buildFor(a, b, lost, 2, board.Empty)
		want := clone(&kept)
		for range 4 {
			sz := sizes[rng.IntN(len(sizes))]
			o := newAnalysis(geometry(sz[0], sz[1]))
			ob, olost := randomEyeBoard(rng, o)
			var other eyeGraph
			other.buildFor(o, ob, olost, 2, board.Color(rng.IntN(3)))
		}
		if d := graphDiff(&kept, want); d != "" {
			t.Fatalf("a graph kept changed when others were built: %s", d)
		}
	}
}

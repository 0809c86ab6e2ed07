// Package score counts a final position under every ruleset of the
// catalogue: area, territory, configuration (literal), stone counting
// (group tax), Ing's fill-in counting and Lasker-Maas (RULES.md §5). It
// owns the territory analysis of the 1989 Japanese rules (§5.10: seki told
// from dame, the points their owner must fill, eyes counted per group
// with a small life-and-death reader, and the doubts a position casts on
// a marking of dead stones), dead stones from markup, from the user and
// from its own estimator (Benson's unconditional life, then deterministic
// playouts whose verdicts the J89 analysis reviews, lines of dame given to
// no one; §7), and the check of a computed result against a declared one
// (Check; ScoreReaching, a count that stops once bounds prove it cannot
// give a margin, serves compare's search for what reproduces RE). Every
// score comes as per-colour
// components whose sum is the total, so that two rulesets' results can be
// compared term by term, and with a per-point ownership map that draws
// every count.
package score

import (
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

// geom is the neighbour table of one board size, shared by every call.
type geom struct {
	w, h, n int
	nbr     []int32 // 4 per point, -1 off the board
	pad     []int32 // per point, its index on label's framed board (stride w+2)
	pool    sync.Pool
	// the ToggleBounds released for reuse (togglereuse.go)
	togglesMu sync.Mutex
	toggles   []*ToggleBound
	// The dame fillings' chains last built for this size, and their
	// board (sharedChains).
	chainsMu    sync.Mutex
	chains      *playout
	chainsKey   []board.Color
	chainsNoLib bool      // one of the shared chains has no liberty (inAtariAfter)
	labels      labelMemo // the last labelling of this size (label)
	dists       distMemo  // the last nearest-stone distances of this size (distancesBoth)
	// per index of the playouts' framed board (stride w+1, newPlayout),
	// its point, -1 on the frame; and per point, that index
	// (chainsFromWork)
	unframed, framed []int32
}

var geoms sync.Map // int(w<<8|h) → *geom

func geometry(w, h int) *geom {
	key := w<<8 | h
	if g, ok := geoms.Load(key); ok {
		return g.(*geom)
	}
	g := &geom{w: w, h: h, n: w * h, nbr: make([]int32, 4*w*h), pad: make([]int32, w*h)}
	for i := 0; i < g.n; i++ {
		x, y := i%w, i/w
		g.pad[i] = int32((y+1)*(w+2) + x + 1)
		nb := g.nbr[4*i : 4*i+4]
		nb[0], nb[1], nb[2], nb[3] = -1, -1, -1, -1
		if x > 0 {
			nb[0] = int32(i - 1)
		}
		if x < w-1 {
			nb[1] = int32(i + 1)
		}
		if y > 0 {
			nb[2] = int32(i - w)
		}
		if y < h-1 {
			nb[3] = int32(i + w)
		}
	}
	g.unframed = make([]int32, (w+1)*(h+2)+1)
	for i := range g.unframed {
		g.unframed[i] = -1
	}
	g.framed = make([]int32, g.n)
	for i := 0; i < g.n; i++ {
		g.framed[i] = int32((i/w+1)*(w+1) + i%w + 1)
		g.unframed[g.framed[i]] = int32(i)
	}
	actual, _ := geoms.LoadOrStore(key, g)
	return actual.(*geom)
}

// neighbours returns the four neighbour slots of i (-1 when off board).
func (g *geom) neighbours(i int) []int32 { return g.nbr[4*i : 4*i+4] }

// get returns scratch memory for this board size; put gives it back.
func (g *geom) get() *analysis {
	if a, ok := g.pool.Get().(*analysis); ok {
		return a
	}
	return newAnalysis(g)
}

func (g *geom) put(a *analysis) { g.pool.Put(a) }

// unpad is the row-major index of p, a point's index on label's framed
// board (stride w+2, frame one point wide): pad's inverse.
func (g *geom) unpad(p int32) int32 {
	s := int32(g.w + 2)
	return (p/s-1)*int32(g.w) + p%s - 1
}

package score

import "github.com/rulediff/rulediff/rules/board"

// Life is the unconditional status of every point, from Benson's algorithm
// run for both colours: a stone is Alive when no sequence of opponent
// moves can capture it even if its owner always passes; an opponent stone
// inside a region that such stones enclose and that holds no point out of
// their reach is Dead. Everything else is unsettled.
type Life uint8

const (
	Unsettled Life = iota
	Alive
	DeadStone
)

// Unconditional runs Benson's algorithm (D. B. Benson, "Life in the game
// of Go", 1976) for both colours and returns the status of every point.
func Unconditional(p board.Position) []Life {
	out := make([]Life, len(p.Stones))
	if !valid(p) {
		return out
	}
	g := geometry(p.W, p.H)
	for _, c := range [2]board.Color{board.Black, board.White} {
		benson(g, p.Stones, c, out)
	}
	return out
}

// benson marks c's unconditionally alive chains and the opponent stones
// enclosed in their vital regions.
func benson(g *geom, col []board.Color, c board.Color, out []Life) {
	b := bensonFor(g, col, c, false)
	if len(b.chainDead) == 0 {
		return
	}
	n := g.n
	for i := 0; i < n; i++ {
		if col[i] == c && !b.chainDead[b.chain[i]] {
			out[i] = Alive
		}
	}
	// Opponent stones in a surviving region that is vital to an alive
	// chain cannot make an eye: every empty point there touches c.
	for ri, r := range b.regs {
		if b.regionDead[ri] || len(r.vital) == 0 || len(r.borders) == 0 {
			continue
		}
		for _, j := range r.points {
			if col[j] == c.Opponent() {
				out[j] = DeadStone
			}
		}
	}
}

// bensonRegion is a maximal connected set of points that are not c's.
type bensonRegion struct {
	points   []int32
	borders  []int32 // chain ids next to the region
	vital    []int32 // chains next to every point that counts (see bensonFor)
	hasEmpty bool
}

// bensonResult is Benson's algorithm for one colour c: c's chains, the
// regions of the other points, and which of each the iteration killed.
type bensonResult struct {
	chain      []int32 // c stone → chain id, -1 elsewhere
	region     []int32 // point that is not c's → region id, -1 elsewhere
	regs       []bensonRegion
	chainDead  []bool // per chain: not unconditionally alive; empty when c has no stone
	regionDead []bool // per region: next to a dead chain
}

// bensonFor runs Benson's algorithm for c. A region is vital to a chain
// when every empty point of it is the chain's liberty; with allPoints
// (KataGo's reading when multi-stone suicide is legal) every point of it,
// opponent stones included, must touch the chain. A region without an
// empty point is vital to nobody.
func bensonFor(g *geom, col []board.Color, c board.Color, allPoints bool) bensonResult {
	n := g.n
	chain := make([]int32, n)  // c stone → chain id
	region := make([]int32, n) // non-c point → region id
	for i := range chain {
		chain[i], region[i] = -1, -1
	}
	var stack []int32
	nChains := 0
	for i := 0; i < n; i++ {
		if col[i] != c || chain[i] >= 0 {
			continue
		}
		id := int32(nChains)
		nChains++
		chain[i] = id
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, k := range g.neighbours(int(j)) {
				if k >= 0 && col[k] == c && chain[k] < 0 {
					chain[k] = id
					stack = append(stack, k)
				}
			}
		}
	}
	res := bensonResult{chain: chain, region: region}
	if nChains == 0 {
		return res
	}
	var regs []bensonRegion
	for i := 0; i < n; i++ {
		if col[i] == c || region[i] >= 0 {
			continue
		}
		id := int32(len(regs))
		r := bensonRegion{}
		region[i] = id
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.points = append(r.points, j)
			for _, k := range g.neighbours(int(j)) {
				if k < 0 {
					continue
				}
				if col[k] == c {
					r.borders = addOnce(r.borders, chain[k])
				} else if region[k] < 0 {
					region[k] = id
					stack = append(stack, k)
				}
			}
		}
		// vital: chains adjacent to every empty point of the region (to
		// every point with allPoints)
		first := true
		for _, j := range r.points {
			if col[j] == board.Empty {
				r.hasEmpty = true
			} else if !allPoints {
				continue
			}
			var adj []int32
			for _, k := range g.neighbours(int(j)) {
				if k >= 0 && col[k] == c {
					adj = addOnce(adj, chain[k])
				}
			}
			if first {
				r.vital = adj
				first = false
				continue
			}
			r.vital = intersect(r.vital, adj)
		}
		if !r.hasEmpty {
			r.vital = nil
		}
		regs = append(regs, r)
	}
	chainDead := make([]bool, nChains)
	regionDead := make([]bool, len(regs))
	for changed := true; changed; {
		changed = false
		vitals := make([]int, nChains)
		for ri, r := range regs {
			if regionDead[ri] {
				continue
			}
			for _, ch := range r.vital {
				vitals[ch]++
			}
		}
		for ch := range vitals {
			if !chainDead[ch] && vitals[ch] < 2 {
				chainDead[ch] = true
				changed = true
			}
		}
		for ri, r := range regs {
			if regionDead[ri] {
				continue
			}
			for _, ch := range r.borders {
				if chainDead[ch] {
					regionDead[ri] = true
					changed = true
					break
				}
			}
		}
	}
	res.regs, res.chainDead, res.regionDead = regs, chainDead, regionDead
	return res
}

func addOnce(s []int32, v int32) []int32 {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

func intersect(a, b []int32) []int32 {
	out := a[:0]
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
				break
			}
		}
	}
	return out
}

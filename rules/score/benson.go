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
	if nChains == 0 {
		return
	}
	type reg struct {
		points   []int32
		borders  []int32 // chain ids next to the region
		vital    []int32 // chains for which every empty point is a liberty
		hasEmpty bool
	}
	var regs []reg
	for i := 0; i < n; i++ {
		if col[i] == c || region[i] >= 0 {
			continue
		}
		id := int32(len(regs))
		r := reg{}
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
		// vital: chains adjacent to every empty point of the region
		first := true
		for _, j := range r.points {
			if col[j] != board.Empty {
				continue
			}
			r.hasEmpty = true
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
	for i := 0; i < n; i++ {
		if col[i] == c && !chainDead[chain[i]] {
			out[i] = Alive
		}
	}
	// Opponent stones in a surviving region that is vital to an alive
	// chain cannot make an eye: every empty point there touches c.
	for ri, r := range regs {
		if regionDead[ri] || len(r.vital) == 0 || len(r.borders) == 0 {
			continue
		}
		for _, j := range r.points {
			if col[j] == c.Opponent() {
				out[j] = DeadStone
			}
		}
	}
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

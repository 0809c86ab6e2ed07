package score

import "github.com/rulediff/rulediff/rules/board"

// settleRef is Settle as it was before #17ac (one touch pass, then the
// regions, then every chain of the board read for atari by
// atariOnRef): the reference TestSettleMatchesRef compares Settle with.
func settleRef(p board.Position, dead []int) Settlement {
	s := Settlement{At: -1, AtariAt: -1}
	if !valid(p) {
		return s
	}
	g := geometry(p.W, p.H)
	col := make([]board.Color, g.n)
	copy(col, p.Stones)
	for _, i := range dead {
		if i >= 0 && i < g.n {
			col[i] = board.Empty
		}
	}
	touch := make([]uint8, g.n) // per empty point: touchB | touchW of its neighbours
	for i, c := range col {
		if c != board.Empty {
			continue
		}
		for _, k := range g.neighbours(i) {
			if k >= 0 && col[k] != board.Empty {
				touch[i] |= touchBit(col[k])
			}
		}
	}
	contested := make([]bool, g.n)
	seen := make([]bool, g.n)
	var region []int32
	for i, c := range col {
		if c != board.Empty || seen[i] {
			continue
		}
		region = emptyRegionRef(g, col, i, seen, region[:0])
		var all uint8
		for _, j := range region {
			all |= touch[j]
		}
		switch all {
		case 0:
			s.Unreached += len(region)
			if s.At < 0 {
				s.At = int(region[0])
			}
		case touchB | touchW:
			for _, j := range region {
				contested[j] = true
				switch touch[j] {
				case touchB | touchW:
					s.Dame++
				case 0:
					s.Open++
					if s.At < 0 {
						s.At = int(j)
					}
				default:
					s.Border++
				}
			}
		}
	}
	s.AtariAt = atariOnRef(g, col, contested)
	s.Settled = s.Open == 0 && s.Unreached == 0 && s.AtariAt < 0
	return s
}

// emptyRegionRef appends the empty region through i to dst and marks it
// seen.
func emptyRegionRef(g *geom, col []board.Color, i int, seen []bool, dst []int32) []int32 {
	seen[i] = true
	dst = append(dst, int32(i))
	for h := len(dst) - 1; h < len(dst); h++ {
		for _, k := range g.neighbours(int(dst[h])) {
			if k >= 0 && !seen[k] && col[k] == board.Empty {
				seen[k] = true
				dst = append(dst, k)
			}
		}
	}
	return dst
}

// atariOnRef returns a stone of a chain whose only liberty is a point
// where on says true, or -1.
func atariOnRef(g *geom, col []board.Color, on []bool) int {
	seen := make([]bool, g.n)
	var chain []int32
	for i, c := range col {
		if c == board.Empty || seen[i] {
			continue
		}
		chain = chainOf(g, col, i, seen, chain[:0])
		if lib, n := liberties(g, col, chain, 2); n == 1 && on[lib] {
			return i
		}
	}
	return -1
}

// liberties counts the liberties of chain up to limit and returns the
// first one found (-1 when there is none).
func liberties(g *geom, col []board.Color, chain []int32, limit int) (first, n int) {
	first = -1
	var found [8]int32 // limit is small: a linear set
	for _, j := range chain {
		for _, k := range g.neighbours(int(j)) {
			if k < 0 || col[k] != board.Empty {
				continue
			}
			dup := false
			for _, f := range found[:n] {
				dup = dup || f == k
			}
			if dup {
				continue
			}
			if n == 0 {
				first = int(k)
			}
			found[n] = k
			n++
			if n >= limit || n == len(found) {
				return first, n
			}
		}
	}
	return first, n
}

// SettleRef exposes settleRef to the external tests.
var SettleRef = settleRef

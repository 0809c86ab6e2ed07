package score

import "github.com/rulediff/rulediff/rules/board"

// Settlement says whether a final position can be counted as it stands
// once its dead stones are removed. A record that stops without closing
// passes but whose RE is a count was counted by the players or by a
// server; compare takes it as counted only when its position is settled
// (RULES.md §5.1: "RE is a count on a settled board"), and as unfinished
// otherwise.
//
// The test reads the board, not life and death: that each dead stone is
// dead is the dead-stone list's claim (markup, the user, the estimator,
// whose confidence the caller weighs). After the dead stones are removed,
// an empty region that touches one colour is that colour's territory. A
// region that touches both colours is contested, and it is settled when
// every one of its points touches a stone: a dame (next to both colours),
// a shared liberty of a seki, or a border point next to one colour only
// (the last points of a boundary, which the dame filling of §5.1 fills in
// turn and a territory count gives no one). A contested point that
// touches no stone is an open border: the boundary between the two
// territories is not drawn there (a gap of three points or more between
// the walls, a framework still open). A region that touches no stone at
// all (an empty board, an untouched side) is open too, and so is a chain
// in atari on a contested point: a capture the players have left to make.
type Settlement struct {
	Settled bool
	// Dame counts the contested points next to both colours.
	Dame int
	// Border counts the contested points next to one colour only.
	Border int
	// Open counts the contested points next to no stone, and Unreached
	// the points of regions that touch no stone: the open borders.
	Open, Unreached int
	// At is an open or unreached point (y*W+x), -1 when there is none.
	At int
	// AtariAt is a stone of a chain in atari whose liberty is contested,
	// -1 when there is none.
	AtariAt int
}

// Settle reads p with the stones of dead removed by the rule on
// Settlement. It never fails: an invalid position is not settled.
func Settle(p board.Position, dead []int) Settlement {
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
		region = emptyRegion(g, col, i, seen, region[:0])
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
	s.AtariAt = atariOn(g, col, contested)
	s.Settled = s.Open == 0 && s.Unreached == 0 && s.AtariAt < 0
	return s
}

// emptyRegion appends the empty region through i to dst and marks it seen.
func emptyRegion(g *geom, col []board.Color, i int, seen []bool, dst []int32) []int32 {
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

// atariOn returns a stone of a chain whose only liberty is a point where
// on says true, or -1.
func atariOn(g *geom, col []board.Color, on []bool) int {
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

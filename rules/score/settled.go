package score

import (
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

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
	// AtariAt is a stone of a chain in atari whose liberty is contested
	// (the least stone of the first such chain in index order), -1 when
	// there is none. It is looked for only on a position without open
	// borders (Open and Unreached zero): an open position is not settled
	// whatever its chains, and -1 there says nothing.
	AtariAt int
}

// Settle reads p with the stones of dead removed by the rule on
// Settlement. It never fails: an invalid position is not settled.
//
// One walk of each empty region reads its points' touches as it goes
// (the same breadth-first order as a walk after a touch pass, so At is
// the same point), and only on a position without open borders are
// chains read for atari, only those next to a contested point
// (atariNextTo): the same stone as reading every chain of the board,
// proven there.
func Settle(p board.Position, dead []int) Settlement {
	s := Settlement{At: -1, AtariAt: -1}
	if !valid(p) {
		return s
	}
	g := geometry(p.W, p.H)
	sc := getSettleScratch(g.n)
	defer settlePool.Put(sc)
	col, seen := sc.col, sc.seen
	copy(col, p.Stones)
	for _, i := range dead {
		if i >= 0 && i < g.n {
			col[i] = board.Empty
		}
	}
	region, touch, contested := sc.region, sc.touch, sc.contested[:0]
	for i, c := range col {
		if c != board.Empty || seen[i] {
			continue
		}
		// The region through i in breadth-first order, touch[h] the
		// colours next to region[h], all their union.
		seen[i] = true
		region, touch = append(region[:0], int32(i)), touch[:0]
		var all uint8
		for h := 0; h < len(region); h++ {
			var t uint8
			for _, k := range g.neighbours(int(region[h])) {
				if k < 0 {
					continue
				}
				if c := col[k]; c != board.Empty {
					t |= touchBit(c)
				} else if !seen[k] {
					seen[k] = true
					region = append(region, k)
				}
			}
			touch = append(touch, t)
			all |= t
		}
		switch all {
		case 0:
			s.Unreached += len(region)
			if s.At < 0 {
				s.At = int(region[0])
			}
		case touchB | touchW:
			contested = append(contested, region...)
			for h, j := range region {
				switch touch[h] {
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
	sc.region, sc.touch, sc.contested = region, touch, contested
	if len(contested) > 0 && s.Open == 0 && s.Unreached == 0 {
		s.AtariAt = atariNextTo(g, col, contested, seen, sc)
	}
	s.Settled = s.Open == 0 && s.Unreached == 0 && s.AtariAt < 0
	return s
}

// settleScratch is Settle's memory, kept between calls (settlePool).
type settleScratch struct {
	col           []board.Color
	seen          []bool
	region, chain []int32
	touch         []uint8
	contested     []int32
}

var settlePool sync.Pool

// getSettleScratch returns scratch for n points, seen all false.
func getSettleScratch(n int) *settleScratch {
	sc, _ := settlePool.Get().(*settleScratch)
	if sc == nil {
		sc = &settleScratch{}
	}
	if cap(sc.col) < n {
		sc.col, sc.seen = make([]board.Color, n), make([]bool, n)
	}
	sc.col, sc.seen = sc.col[:n], sc.seen[:n]
	clear(sc.seen)
	return sc
}

// atariNextTo returns the least stone of the chains in atari whose
// liberty is one of the contested points, or -1; seen marks the empty
// points only (the chains' stones are marked as they are read).
//
// It is the stone a scan of every chain of the board in index order
// returns (the first chain in atari on a contested point, by its least
// stone: the stone the scan starts it from): a chain whose one liberty
// is contested point j is next to j, so it is read here; and a chain
// next to contested j with one liberty has j as that liberty, so it is
// in atari on a contested point. The same chains, the least of their
// least stones.
func atariNextTo(g *geom, col []board.Color, contested []int32, seen []bool, sc *settleScratch) int {
	best := -1
	chain := sc.chain
	for _, j := range contested {
		for _, k := range g.neighbours(int(j)) {
			if k < 0 || col[k] == board.Empty || seen[k] {
				continue
			}
			// The chain through k, its least stone, and whether it has
			// one liberty: lib its first (j or another: the chain has
			// j), more once another is met.
			c := col[k]
			seen[k] = true
			chain = append(chain[:0], k)
			least, lib, more := k, int32(-1), false
			for h := 0; h < len(chain); h++ {
				for _, q := range g.neighbours(int(chain[h])) {
					switch {
					case q < 0:
					case col[q] == board.Empty:
						if lib < 0 {
							lib = q
						} else if q != lib {
							more = true
						}
					case col[q] == c && !seen[q]:
						seen[q] = true
						chain = append(chain, q)
						least = min(least, q)
					}
				}
			}
			if !more && (best < 0 || int(least) < best) {
				best = int(least)
			}
		}
	}
	sc.chain = chain
	return best
}

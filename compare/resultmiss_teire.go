package compare

import (
	"sync"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// pointsToFill counts, on the board of an area count whose dame were
// filled (score.Input.FillFrom), each colour's territory points that are
// the last liberty of a chain of its own and that a stone there saves
// (the chain then has two liberties or more): the points a territory
// count loses once the dame are filled (teire, RULES.md §5.10). The
// result check tries it on a miss (dameVariants); the territory count
// itself is package score's (issue 18's J89 analysis).
func pointsToFill(r *score.Result) (black, white int) {
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return 0, 0
	}
	// The board framed by a line of offBoard all round (stride W+2), so
	// that a point's four neighbours are i±1 and i±stride, no bounds to
	// test; seen stamps the points a flood looked at (gen per flood).
	// The memory is fillPool's, whatever the last board left in it
	// (TestPointsToFillIsRef): col is written whole, terr, seen and flags
	// cleared.
	stride := r.W + 2
	n := stride * (r.H + 2)
	sc := fillPool.Get().(*fillScratch)
	defer fillPool.Put(sc)
	if cap(sc.col) < n {
		sc.col, sc.terr = make([]board.Color, n), make([]board.Color, n)
		sc.seen, sc.flags = make([]int32, n), make([]uint8, n)
	}
	col, terr, seen, flags := sc.col[:n], sc.terr[:n], sc.seen[:n], sc.flags[:n] // flags: done (a stone of a chain looked at), short (a point counted)
	clear(terr)
	clear(seen)
	clear(flags)
	const done, short = 1, 2
	for i := range col[:stride] {
		col[i], col[n-1-i] = offBoard, offBoard
	}
	for y := 0; y < r.H; y++ {
		f0 := (y+1)*stride + 1
		col[f0-1], col[f0+r.W] = offBoard, offBoard
		for x, o := range r.Own[y*r.W : (y+1)*r.W] {
			col[f0+x], terr[f0+x] = stoneAt[o], territoryOf(o)
		}
	}
	dirs := [4]int{-1, 1, -stride, stride}
	gen := int32(0)
	stones := sc.stones[:0]
	defer func() { sc.stones = stones[:0] }()
	// chain floods the chain through i until it has found two liberties
	// (enough for the questions asked), and returns how many it found,
	// up to 2, and the last. With mark (the first floods), the stones it
	// reached are marked done, and a done stone met stops it at 2: a
	// flood stopped early marked stones of a chain with two liberties,
	// and a flood that went through marked its whole chain, so a done
	// stone reached from i is of i's chain, which has two.
	chain := func(i int, mark uint8) (libs, last int) {
		c := col[i]
		gen++
		seen[i] = gen
		stones = append(stones[:0], i)
	flood:
		for h := 0; h < len(stones); h++ {
			for _, d := range dirs {
				k := stones[h] + d
				if seen[k] == gen {
					continue
				}
				seen[k] = gen
				switch col[k] {
				case c:
					if flags[k]&mark != 0 {
						libs = 2
						break flood
					}
					stones = append(stones, k)
				case board.Empty:
					if libs++; libs == 2 {
						break flood
					}
					last = k
				}
			}
		}
		for _, k := range stones {
			flags[k] |= mark
		}
		return libs, last
	}
	for i, c := range col {
		if (c != board.Black && c != board.White) || flags[i]&done != 0 {
			continue
		}
		libs, l := chain(i, done)
		if libs != 1 || terr[l] != c || flags[l]&short != 0 {
			continue // not short of a point of its own, or counted already
		}
		col[l] = c
		if after, _ := chain(l, 0); after >= 2 {
			flags[l] |= short
			if c == board.Black {
				black++
			} else {
				white++
			}
		}
		col[l] = board.Empty
	}
	return black, white
}

// fillScratch is pointsToFill's memory, kept between calls in fillPool.
type fillScratch struct {
	col, terr []board.Color
	seen      []int32
	flags     []uint8
	stones    []int
}

var fillPool = sync.Pool{New: func() any { return new(fillScratch) }}

// offBoard marks pointsToFill's frame: no stone, no liberty.
const offBoard board.Color = 3

// stoneOf is the colour of the stone a count leaves on a point (living,
// in seki, or a dame filled at the count), Empty where there is none.
func stoneOf(o score.Own) board.Color {
	switch o.Class() {
	case score.OwnBlackStone, score.OwnBlackSekiStone, score.OwnBlackFilled:
		return board.Black
	case score.OwnWhiteStone, score.OwnWhiteSekiStone, score.OwnWhiteFilled:
		return board.White
	}
	return board.Empty
}

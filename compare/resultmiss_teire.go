package compare

import (
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
	col := make([]board.Color, len(r.Own))
	terr := make([]board.Color, len(r.Own))
	for i, o := range r.Own {
		col[i] = stoneOf(o)
		switch o.Class() {
		case score.OwnBlackTerritory:
			terr[i] = board.Black
		case score.OwnWhiteTerritory:
			terr[i] = board.White
		}
	}
	// chain floods the chain through i: its stones and its liberties
	// (seen stamps the points looked at, gen per flood).
	seen := make([]int32, len(col))
	gen := int32(0)
	grid := board.Position{W: r.W, H: r.H}
	var stones, libs, nbr []int
	chain := func(i int) ([]int, []int) {
		c := col[i]
		gen++
		seen[i] = gen
		stones, libs = append(stones[:0], i), libs[:0]
		for h := 0; h < len(stones); h++ {
			nbr = grid.Neighbours(nbr[:0], stones[h])
			for _, k := range nbr {
				if seen[k] == gen {
					continue
				}
				seen[k] = gen
				switch col[k] {
				case c:
					stones = append(stones, k)
				case board.Empty:
					libs = append(libs, k)
				}
			}
		}
		return stones, libs
	}
	short := make([]bool, len(col)) // a point counted once, whichever chains it saves
	done := make([]bool, len(col))
	for i, c := range col {
		if c == board.Empty || done[i] {
			continue
		}
		stones, libs := chain(i)
		for _, j := range stones {
			done[j] = true
		}
		if len(libs) != 1 || terr[libs[0]] != c {
			continue
		}
		l := libs[0]
		col[l] = c
		if _, after := chain(l); len(after) >= 2 && !short[l] {
			short[l] = true
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

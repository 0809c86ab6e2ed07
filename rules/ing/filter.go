package ing

import "rulediff/rules/board"

// A Filter is the replay's cheap test for ko stone moves. It holds room
// for a copy of the board's bit sets (the rare shapes that need the
// packed grid), so Candidate allocates nothing; one per goroutine.
type Filter struct{ buf [2 * maxWords]uint64 }

// Candidate reports whether the stone at (x, y) of b can be a ko stone: it
// stands in a shape that passes the ko-mouth test. A play whose stone is
// not a candidate afterwards is no ko stone move, and none of Ing's ko
// rules can restrict it. It reads the board in place (a copy of its bit
// sets only for a plain shape that is no mouth) and allocates nothing.
func (f *Filter) Candidate(b *board.Board, x, y int) bool {
	if !nearMouth(b, x, y) {
		return false // most plays stop here, after a few reads
	}
	// The plain shape on the padded board (padded.go): most shapes past
	// nearMouth are too big, and most of the others are mouths as they
	// stand. Only a plain shape that is no mouth needs the grown shapes,
	// searched on the packed grid when a neighbouring chain may join it.
	var buf [maxMouthPoints]int
	m, ok := plainShapeOn(b, b.Index(x, y), buf[:0])
	if !ok {
		return false
	}
	if validMouthOn(b, m) {
		return true
	}
	if !mayGrowOn(b, m) {
		return false
	}
	// nearMouth holds mouthNeighbourhood (a stone with at most two
	// neighbours forced inside): the shape test follows at once.
	return shapeCandidate(packedGrid(b.W(), b.H(), b.Packed(f.buf[:0])), y*b.W()+x)
}

// nearMouth is a necessary condition for the stone at (x, y) to be a ko
// stone, read from its neighbours and theirs (see mouthNeighbourhood), in
// the board's padded layout: the points around the board read as
// board.OffBoard, which is neither empty nor a stone. It runs on the plays
// in the Ing judge's scope (an eighth of a professional game's plays),
// whose neighbours follow no pattern a branch predictor learns: every
// count is read from tables and the limits are tested at once, by the
// sign of their slacks.
func nearMouth(b *board.Board, x, y int) bool {
	if !b.OnBoard(x, y) {
		return false
	}
	p := b.Index(x, y)
	c := b.AtIndex(p)
	if c-board.Black > board.White-board.Black { // no stone: one unsigned test
		return false
	}
	// The stone itself has at most two neighbours forced inside; one step
	// further, a neighbour forced inside is a point of the mouth too, with
	// the same limit (p itself is one of its two).
	l, r, u, d := b.Around(p)
	t := &insideOf[c]
	slack := 2 - int(t[l]+t[r]+t[u]+t[d])
	lim := &forcedLimit[c]
	slack |= int(lim[l]) - forced(b, onBoard(p-1, l, p), &insideOf[l&3])
	slack |= int(lim[r]) - forced(b, onBoard(p+1, r, p), &insideOf[r&3])
	slack |= int(lim[u]) - forced(b, onBoard(p-board.Stride, u, p), &insideOf[u&3])
	slack |= int(lim[d]) - forced(b, onBoard(p+board.Stride, d, p), &insideOf[d&3])
	return slack >= 0
}

// onBoard is q, or p when q (holding n) is off the board: a wall stone
// of the other colour or a point off the board is outside the mouth and
// always has room (forcedLimit 4), and reading an off-board q as p is
// branch-free and never leaves the padded array (its table row counts
// nothing).
func onBoard(q int, n board.Color, p int) int {
	if n == board.OffBoard {
		return p
	}
	return q
}

// forcedLimit[c][n]: the most neighbours forced inside that a neighbour
// holding n of a stone of colour c may have. An empty neighbour: itself
// and the stone's side, so one; a stone of c: two, as the stone. Rows of
// 256, as insideOf's.
var forcedLimit = [4][256]int8{
	board.Black: {board.Empty: 1, board.Black: 2, board.White: 4, board.OffBoard: 4},
	board.White: {board.Empty: 1, board.Black: 4, board.White: 2, board.OffBoard: 4},
}

// forced counts the neighbours of the on-board padded index p that must
// lie in the same ko mouth as p: t is insideOf's row for what p holds
// (the empty ones and, for a stone, those of its colour; nothing for a
// point off the board).
func forced(b *board.Board, p int, t *[256]uint8) int {
	l, r, u, d := b.Around(p)
	return int(t[l] + t[r] + t[u] + t[d])
}

// insideOf[n][nb] is 1 when a neighbour holding nb of a point holding n
// must lie in the same ko mouth (forced). Rows of 256 so that a Color
// indexes them without a bounds test.
var insideOf = [4][256]uint8{
	board.Empty: {board.Empty: 1},
	board.Black: {board.Empty: 1, board.Black: 1},
	board.White: {board.Empty: 1, board.White: 1},
}

// mouthNeighbourhood is nearMouth on a grid: a stone of a ko mouth has at
// most two neighbours that are empty or of its own colour. A reference
// shape (a line of 2 to 4 points or a 2x2 block, referenceShape) gives
// each of its points at most two neighbours inside it; its empty
// neighbours are inside (a mouth is enclosed), and so are those of its own
// colour (a ko string lies wholly in the mouth).
func mouthNeighbourhood(g grid, i int) bool {
	// Inside means empty or of the stone's colour: not the opponent's.
	opp := g.white
	if g.black[i>>6]>>(i&63)&1 == 0 {
		if g.white[i>>6]>>(i&63)&1 == 0 {
			return false
		}
		opp = g.black
	}
	w, x := g.w, i%g.w
	out := 0 // opponent neighbours and edges: outside the mouth
	if x == 0 || opp[(i-1)>>6]>>((i-1)&63)&1 != 0 {
		out++
	}
	if x == w-1 || opp[(i+1)>>6]>>((i+1)&63)&1 != 0 {
		out++
	}
	if i < w || opp[(i-w)>>6]>>((i-w)&63)&1 != 0 {
		out++
	}
	if i+w >= w*g.h || opp[(i+w)>>6]>>((i+w)&63)&1 != 0 {
		out++
	}
	return out >= 2
}

func candidate(g grid, i int) bool {
	return mouthNeighbourhood(g, i) && shapeCandidate(g, i)
}

// shapeCandidate is candidate for a stone that passes mouthNeighbourhood.
func shapeCandidate(g grid, i int) bool {
	var buf [2 * maxMouthPoints]int
	m, ok := plainShape(g, i, buf[:0])
	return ok && anyValid(g, m)
}

// MayBeKoStone is a necessary condition for MayBeKoPoint on a stone, read
// from its four neighbours only (mouthNeighbourhood): false for a stone
// that cannot belong to a ko mouth, true for an empty point.
func MayBeKoStone(w, h int, packed []uint64, i int) bool {
	g := packedGrid(w, h, packed)
	return g.at(i) == board.Empty || mouthNeighbourhood(g, i)
}

// MayBeKoPoint reports whether point i of the packed w×h position (as
// board.Board.Packed writes it) can belong to a ko mouth: a
// stone that is a candidate ko stone, or an empty point whose enclosed
// empty neighbourhood (a mouth holds at most maxMouthPoints points) touches
// one. It is the replay's cheap test that two positions may be of the same
// class of board positions (they differ on ko-position points only). It
// allocates nothing.
func MayBeKoPoint(w, h int, packed []uint64, i int) bool {
	g := packedGrid(w, h, packed)
	if g.at(i) != board.Empty {
		return candidate(g, i)
	}
	var buf [maxMouthPoints + 1]int
	empties := append(buf[:0], i)
	var nb [4]int
	for k := 0; k < len(empties); k++ {
		for _, j := range neighbours(nb[:0], w, h, empties[k]) {
			switch {
			case g.at(j) != board.Empty:
				if candidate(g, j) {
					return true
				}
			case !contains(empties, j):
				if len(empties) == maxMouthPoints {
					return false // too open for a mouth
				}
				empties = append(empties, j)
			}
		}
	}
	return false
}

package ing

import "rulediff/rules/board"

// A Filter is the replay's cheap test for ko stone moves. It holds room
// for a copy of the board's bit sets, so Candidate allocates nothing; one
// per goroutine.
type Filter struct{ buf [2 * maxWords]uint64 }

// Candidate reports whether the stone at (x, y) of b can be a ko stone: it
// stands in a shape that passes the ko-mouth test. A play whose stone is
// not a candidate afterwards is no ko stone move, and none of Ing's ko
// rules can restrict it. It reads a copy of the board's bit sets (a few
// words) and allocates nothing.
func (f *Filter) Candidate(b *board.Board, x, y int) bool {
	if !nearMouth(b, x, y) {
		return false // most plays stop here, after four reads
	}
	// nearMouth holds mouthNeighbourhood (a stone with at most two
	// neighbours forced inside): the shape test follows at once.
	return shapeCandidate(packedGrid(b.W(), b.H(), b.Packed(f.buf[:0])), y*b.W()+x)
}

// nearMouth is a necessary condition for the stone at (x, y) to be a ko
// stone, read from its neighbours and theirs (see mouthNeighbourhood), in
// the board's padded layout: the points around the board read as
// board.OffBoard, which is neither empty nor a stone.
func nearMouth(b *board.Board, x, y int) bool {
	if !b.OnBoard(x, y) {
		return false
	}
	p := b.Index(x, y)
	c := b.AtIndex(p)
	if c != board.Black && c != board.White || forced(b, p, c) > 2 {
		return false
	}
	// One step further: a neighbour forced inside is a point of the
	// mouth too, with the same limit (q itself is one of its two).
	return forcedOK(b, p-1, c) && forcedOK(b, p+1, c) &&
		forcedOK(b, p-board.Stride, c) && forcedOK(b, p+board.Stride, c)
}

// forcedOK reports whether the neighbour at padded index q of a stone of
// colour c is either outside the mouth (a wall stone of the other colour,
// or off the board) or has at most two neighbours forced inside.
func forcedOK(b *board.Board, q int, c board.Color) bool {
	switch n := b.AtIndex(q); n {
	case board.Empty:
		return forced(b, q, n) <= 1 // its empty neighbours and q
	case c:
		return forced(b, q, n) <= 2 // q is among them
	}
	return true
}

// forced counts the neighbours of the on-board padded index p, which
// holds n, that must lie in the same ko mouth: the empty ones and, for a
// stone, those of its colour. Straight-line reads: this runs on every
// play of the replay.
func forced(b *board.Board, p int, n board.Color) int {
	return inside(b.AtIndex(p-1), n) + inside(b.AtIndex(p+1), n) +
		inside(b.AtIndex(p-board.Stride), n) + inside(b.AtIndex(p+board.Stride), n)
}

func inside(nb, n board.Color) int {
	if nb == board.Empty || (nb == n && n != board.Empty) {
		return 1
	}
	return 0
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

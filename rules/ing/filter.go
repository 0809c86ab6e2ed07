package ing

import "github.com/rulediff/rulediff/rules/board"

// A Filter is the replay's cheap test for ko stone moves. It holds room
// for a copy of the board's bit sets (the rare shapes that need the
// packed grid), so Candidate allocates nothing; one per goroutine.
type Filter struct{ buf [2 * maxWords]uint64 }

// MayBeCandidate is Candidate's first test, a necessary condition read
// from the stone's neighbours and theirs (nearMouth): a few reads of the
// board, false for most plays. The replay asks it of every play in the
// Ing judge's scope and leaves the rest of the test for when a ruling
// needs it.
func (f *Filter) MayBeCandidate(b *board.Board, x, y int) bool { return nearMouth(b, x, y) }

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
// stone, read from its neighbours and theirs (see mouthNeighbourhood),
// with a bound on its plain shape two steps out, in the board's padded
// layout: the points around the board read as board.OffBoard, which is
// neither empty nor a stone. It runs on the plays
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
	// the same limit (p itself is one of its two). Only those neighbours
	// need their own counts: masks picks the first two (a third fails the
	// first limit anyway), and points at the stone itself for the missing
	// ones, which passes (at most one neighbour inside then, under its
	// limit of two).
	l, r, u, d := b.Around(p)
	t := &insideOf[c]
	mi := &masks[(t[l]|t[r]<<1|t[u]<<2|t[d]<<3)&15]
	slack := 2 - mi.count
	lim := &forcedLimit[c]
	q1, q2 := p+mi.pair[0], p+mi.pair[1]
	n1, n2 := b.AtIndex(q1), b.AtIndex(q2)
	f1, f2 := forced(b, q1, &insideOf[n1&3]), forced(b, q2, &insideOf[n2&3])
	slack |= int(lim[n1]) - f1
	slack |= int(lim[n2]) - f2
	// Two steps out: the stone, its neighbours inside and theirs all
	// belong to its plain shape (the chain and the empty points it
	// encloses), which holds at most maxMouthPoints points. A neighbour's
	// points inside besides the stone are its forced count, less the
	// stone itself when the neighbour is a stone of c (an empty point
	// counts empty points only). Two neighbours at right angles may share
	// one, the point diagonal to the stone between them, when it is inside
	// for both: empty, or of c between two stones of c. The stand-in
	// for a missing neighbour, the stone itself, adds nothing
	// here with one neighbour inside (its forced count is 1, less 1 as a
	// stone of c), and with none the count stays under the limit anyway.
	own := &ownOf[c]
	o1, o2 := int(own[n1]), int(own[n2])
	points := 1 + mi.count + f1 - o1 + f2 - o2
	corner := b.AtIndex(p + mi.diagonal) // the stone itself unless at right angles
	shared := mi.corner & (int(isEmptyPoint[corner]) | int(own[corner])&o1&o2)
	slack |= maxMouthPoints - (points - shared)
	return slack >= 0
}

// ownOf[c][n] is 1 when n is a stone of colour c. Rows of 256, as
// insideOf's.
var ownOf = [4][256]uint8{board.Black: {board.Black: 1}, board.White: {board.White: 1}}

// isEmptyPoint[n] is 1 when n is empty.
var isEmptyPoint = [256]uint8{board.Empty: 1}

// maskInfo is what nearMouth needs of a set of a stone's neighbours,
// given as a mask (bits: left, right, up, down).
type maskInfo struct {
	pair  [2]int // offsets of the first two, 0 (the stone itself) for missing ones
	count int    // how many
	// diagonal, for exactly two at right angles, is the offset of the
	// point diagonal to the stone between them (corner 1); else 0.
	diagonal, corner int
}

var masks = func() (t [16]maskInfo) {
	dirs := [4]int{-1, 1, -board.Stride, board.Stride}
	for m := range t {
		mi := &t[m]
		for i, d := range dirs {
			if m>>i&1 != 0 {
				if mi.count < 2 {
					mi.pair[mi.count] = d
				}
				mi.count++
			}
		}
		if a, b := mi.pair[0], mi.pair[1]; mi.count == 2 && a+b != 0 {
			mi.diagonal, mi.corner = a+b, 1
		}
	}
	return t
}()

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
	// Inside neighbours counted without a branch apiece (stones follow no
	// pattern): an off-board neighbour reads i itself, masked off by its
	// 0, as in ownNeighbours. Opponent neighbours and edges are outside:
	// at least two outside is at most two inside.
	w, n := g.w, g.w*g.h
	x := uint(i) % uint(w) // i >= 0, w > 0: no test for w == -1
	onL, onR, onU, onD := b2u(x > 0), b2u(x < uint(w)-1), b2u(i >= w), b2u(i+w < n)
	l, r, u, d := i-int(onL), i+int(onR), i-w*int(onU), i+w*int(onD)
	in := ^(opp[l>>6]>>(l&63))&onL + ^(opp[r>>6]>>(r&63))&onR +
		^(opp[u>>6]>>(u&63))&onU + ^(opp[d>>6]>>(d&63))&onD
	return in <= 2
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

// StoneCandidate reports whether the stone at point i of the packed w×h
// position (as board.Board.Packed writes it) is a candidate ko stone:
// MayBeKoPoint on a stone (false on an empty point), for the replay's
// test of a play on the position after it. Its plain shape is tested as
// a mouth without validMouth's two-strings test (validPlainMouth: the
// shape holds one chain), the grown shapes as MayBeKoPoint tests them.
// It allocates nothing.
func StoneCandidate(w, h int, packed []uint64, i int) bool {
	g := packedGrid(w, h, packed)
	if !mouthNeighbourhood(g, i) { // false on an empty point too
		return false
	}
	var buf [2 * maxMouthPoints]int
	m, ok := plainShape(g, i, buf[:0])
	return ok && (validPlainMouth(g, m) || anyGrownValid(g, m))
}

// MayBeKoStone is a necessary condition for MayBeKoPoint on a stone, read
// from its four neighbours (mouthNeighbourhood) and its chain (a ko
// string has at most maxKoString stones, and a mouth holds its stones'
// whole chains): false for a stone that cannot belong to a ko mouth,
// true for an empty point. The stones of a game's groups mostly fail it
// after a few reads.
func MayBeKoStone(w, h int, packed []uint64, i int) bool {
	g := packedGrid(w, h, packed)
	if g.at(i) == board.Empty {
		return true
	}
	if !mouthNeighbourhood(g, i) {
		return false
	}
	var buf [maxKoString + 1]int
	_, ok := smallChain(g, i, maxKoString, buf[:0])
	return ok
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

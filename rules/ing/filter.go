package ing

import "rulediff/rules/board"

// A Filter is the replay's cheap test for ko stone moves. Its buffer makes
// Candidate allocation-free after the first call; one per goroutine.
type Filter struct{ buf []uint64 }

// Candidate reports whether the stone at (x, y) of b can be a ko stone: it
// stands in a shape that passes the ko-mouth test. A play whose stone is
// not a candidate afterwards is no ko stone move, and none of Ing's ko
// rules can restrict it. It reads a copy of the board's bit sets (a few
// words) and allocates nothing once the buffer is grown.
func (f *Filter) Candidate(b *board.Board, x, y int) bool {
	f.buf = b.Packed(f.buf[:0])
	return candidate(packedGrid(b.W(), b.H(), f.buf), y*b.W()+x)
}

func candidate(g grid, i int) bool {
	if g.at(i) == board.Empty {
		return false
	}
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

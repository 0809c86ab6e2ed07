package score

import "github.com/rulediff/rulediff/rules/board"

// farRow is a row of points no stone reaches, the row above the board
// in distancesBoth's first pass and the row below it in its second.
var farRow = func() (r [256]int32) {
	for i := range r {
		r[i] = distFar
	}
	return r
}()

// distFar is the distance of a point no stone of the colour reaches.
const distFar = 1 << 30

// distancesBoth is distances for both colours at once (db Black's, dw
// White's): the same two-pass transform, each pass reading the board
// once for both colours, the rows beside the board read as far rows
// rather than tested for. A value never exceeds distFar: a point starts
// at 0 or distFar, and the minimum with a neighbour's distFar+1 keeps
// distFar.
func (a *analysis) distancesBoth(db, dw []int32) {
	w, h := a.g.w, a.g.h
	col := a.col
	for y := 0; y < h; y++ {
		o := y * w
		cr := col[o : o+w]
		rb, rw := db[o : o+w][:len(cr)], dw[o : o+w][:len(cr)]
		ub, uw := farRow[:len(cr)], farRow[:len(cr)]
		if y > 0 {
			ub, uw = db[o-w : o][:len(cr)], dw[o-w : o][:len(cr)]
		}
		lb, lw := int32(distFar), int32(distFar) // the left neighbour's, plus one
		for x, c := range cr {
			b, wh := min(lb, ub[x]+1, distFar), min(lw, uw[x]+1, distFar)
			switch c {
			case board.Black:
				b = 0
			case board.White:
				wh = 0
			}
			rb[x], rw[x] = b, wh
			lb, lw = b+1, wh+1
		}
	}
	for y := h - 1; y >= 0; y-- {
		o := y * w
		rb, rw := db[o:o+w], dw[o : o+w][:len(db[o:o+w])]
		ub, uw := farRow[:len(rb)], farRow[:len(rb)]
		if y < h-1 {
			ub, uw = db[o+w : o+2*w][:len(rb)], dw[o+w : o+2*w][:len(rb)]
		}
		lb, lw := int32(distFar), int32(distFar) // the right neighbour's, plus one
		for x := len(rb) - 1; x >= 0; x-- {
			b, wh := min(rb[x], lb, ub[x]+1), min(rw[x], lw, uw[x]+1)
			rb[x], rw[x] = b, wh
			lb, lw = b+1, wh+1
		}
	}
}

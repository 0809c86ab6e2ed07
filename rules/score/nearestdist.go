package score

import (
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

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
// White's), of a.col's stones: copied from the geometry's last ones
// (distMemo) when they are of the same stones, else scanned
// (distancesScan) and kept.
func (a *analysis) distancesBoth(db, dw []int32) {
	m := &a.g.dists
	if distMemoOn && m.recall(a.col, db, dw) {
		if checkDistMemo != nil {
			checkDistMemo(a, db, dw)
		}
		return
	}
	a.distancesScan(db, dw)
	if distMemoOn {
		m.keep(a.col, db, dw)
	}
}

// distMemo is the last distances worked out for a board of one size, by
// any analysis, and their stones. distancesScan's output is a function
// of a.col alone (and the size), so a count of the same stones may copy
// it: Ing's nearest-stone counts of a game's variants (the removal and
// the literal readings of a board from which no stone is removed, the
// twin variants, the result check's counts) ask again for the stones of
// the count before. Guarded by a lock: the audit's workers share the
// geom.
type distMemo struct {
	mu     sync.Mutex
	ok     bool
	col    []board.Color
	db, dw []int32
}

// recall copies the kept distances into db and dw when they are of
// col's stones, and reports whether it did.
func (m *distMemo) recall(col []board.Color, db, dw []int32) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.ok || !sameStones(m.col, col) {
		return false
	}
	copy(db, m.db)
	copy(dw, m.dw)
	return true
}

// keep makes db and dw, just scanned from col, the kept distances.
func (m *distMemo) keep(col []board.Color, db, dw []int32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.ok = true
	m.col = append(m.col[:0], col...)
	m.db = append(m.db[:0], db...)
	m.dw = append(m.dw[:0], dw...)
}

// distMemoOn lets distancesBoth copy from distMemo; off only in the
// tests. checkDistMemo is nil but in the test mode (SetCheckDistMemo),
// where every copy is compared with a fresh scan.
var (
	distMemoOn    = true
	checkDistMemo func(a *analysis, db, dw []int32)
)

// distancesScan is distancesBoth's transform: the same two passes as
// distances, each pass reading the board once for both colours, the
// rows beside the board read as far rows rather than tested for. A
// value never exceeds distFar: a point starts at 0 or distFar, and the
// minimum with a neighbour's distFar+1 keeps distFar.
func (a *analysis) distancesScan(db, dw []int32) {
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

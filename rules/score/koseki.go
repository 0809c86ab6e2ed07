package score

import "github.com/rulediff/rulediff/rules/board"

// A double-ko seki (GNU Go's seki_exotics/twoko_seki1 and twoko_seki2)
// may have no shared liberty at all: two groups in a capturing race, each
// with one eye and one ko inside its own area. Each ko point is a
// one-point eye of its owner that the owner cannot fill (the fill would
// leave its group in atari) and where the opponent captures one stone as
// a ko. Whoever takes one ko is answered by taking the other, so neither
// group can be captured: a seki (the Japanese rules' precedents count it
// so). Its ko points look like territory with a stone in atari beside
// them, so the ordinary seki test (unfillable neutral points) misses it.

// findKoSeki looks for double-ko seki among the short points (a ko point
// is a short point: the last liberty of its ko stone). A black ko point
// and a white one make a double-ko seki when each ko stone touches the
// group the other ko point is a liberty of: taking either ko then gives
// the taker's group a liberty, so each ko answers the other (a third ko
// that frees nothing, as in GNU Go's threeko2, is not part of it). It
// reads a.work, the board with the dame filled, lists the ko points of
// every such seki in a.koSeki (findBlocks puts the blocks around them in
// seki: they are seki eyes, not teire) and reports whether it found one.
func (a *analysis) findKoSeki(short [3]int) bool {
	a.koSeki = a.koSeki[:0]
	if short[board.Black] == 0 || short[board.White] == 0 {
		return false
	}
	copy(a.work, a.closed(closedBlackFirst))
	var kos [3][]koPoint
	for _, p := range a.shortAt {
		if k, ok := a.koPointAt(int(p)); ok {
			kos[k.c] = append(kos[k.c], k)
		}
	}
	for ib, kb := range kos[board.Black] {
		for iw, kw := range kos[board.White] {
			if !a.koStoneTouches(kb.stone, kw) || !a.koStoneTouches(kw.stone, kb) {
				continue
			}
			if !kos[board.Black][ib].seki {
				kos[board.Black][ib].seki = true
				a.koSeki = append(a.koSeki, kb.p)
			}
			if !kos[board.White][iw].seki {
				kos[board.White][iw].seki = true
				a.koSeki = append(a.koSeki, kw.p)
			}
		}
	}
	return len(a.koSeki) > 0
}

// koPoint is an unfillable ko point p of colour c with its ko stone.
type koPoint struct {
	p, stone int32
	c        board.Color
	seki     bool // paired into a double-ko seki
}

// koPointAt reports whether p is an unfillable ko point on a.work: every
// neighbour of p is a stone of one colour c; exactly one of them, a lone
// stone, has p as its last liberty (the opponent's play at p captures it
// and is then in atari: a ko); c's own play at p would leave its chain
// with fewer than two liberties; and at least one other chain of c has p
// as a liberty (the group the ko decides).
func (a *analysis) koPointAt(p int) (koPoint, bool) {
	k := koPoint{p: int32(p), stone: -1}
	others := 0
	for _, q := range a.g.neighbours(p) {
		if q < 0 {
			continue
		}
		w := a.work[q]
		if w == board.Empty || (k.c != board.Empty && w != k.c) {
			return k, false
		}
		k.c = w
		if a.libertiesAtMost(int(q), p, 1) > 0 {
			others++
			continue
		}
		if k.stone >= 0 || !a.lone(int(q)) {
			return k, false // a capture of more than one stone: no ko
		}
		k.stone = q
	}
	if k.stone < 0 || others == 0 {
		return k, false
	}
	a.work[p] = k.c
	libs := a.libertiesAtMost(p, -1, 2)
	a.work[p] = board.Empty
	return k, libs < 2 // with two liberties c can connect: an ordinary teire
}

// lone reports whether the stone at i on a.work has no neighbour of its
// colour.
func (a *analysis) lone(i int) bool {
	for _, q := range a.g.neighbours(i) {
		if q >= 0 && a.work[q] == a.work[i] {
			return false
		}
	}
	return true
}

// koStoneTouches reports whether stone s touches one of the chains that
// ko point k is a liberty of, other than k's ko stone.
func (a *analysis) koStoneTouches(s int32, k koPoint) bool {
	gen := a.nextGen()
	for _, q := range a.g.neighbours(int(k.p)) {
		if q >= 0 && q != k.stone && a.mark[q] != gen {
			a.markFlood(a.work, int(q), gen) // q's chain
		}
	}
	for _, q := range a.g.neighbours(int(s)) {
		if q >= 0 && a.mark[q] == gen {
			return true
		}
	}
	return false
}

// markFlood marks with gen the points connected to i through points of
// i's colour on cols: a chain, or an empty region.
func (a *analysis) markFlood(cols []board.Color, i int, gen uint32) {
	c := cols[i]
	stack := append(a.stack[:0], int32(i))
	a.mark[i] = gen
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			if k >= 0 && cols[k] == c && a.mark[k] != gen {
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
}

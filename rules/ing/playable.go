package ing

import (
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// The answer of playable depends only on the shape's local game: which of
// its points are neighbours, what each holds, and the colour walling each
// from outside (its outside neighbours are stones of one colour, or
// edges: validMouth checks it first). It does not depend on the order of
// the points (captures and the ko stone test are the same whatever order
// the neighbours are visited in), so every reference shape is one of four
// graphs: a line of 2, 3 or 4 points (a path) and the 2x2 block (a
// cycle). playableMemo remembers the answer for each graph and each
// content and walls (13,932 cases, TestPlayableTableEqualsDirect compares
// them with the local game on every order of the points), each worked out
// by the same local game the first time it is asked: the 7,639 games of
// ../shared/corpora meet 213 of them, and working out all of them up
// front cost every process 15 million instructions.
//
// Two bits a case, sixteen a word: bit 0 the case is known, bit 1 its
// answer. Both are set by one atomic Or, so a reader that sees a case
// known sees its answer; two goroutines working out one case at once set
// the same bits.
var playableMemo = func() (m [4][]atomic.Uint32) {
	for kind := range m {
		cases := pow3(playableGraphs[kind].n)
		m[kind] = make([]atomic.Uint32, (cases*cases+15)/16)
	}
	return m
}()

// playableAt returns the answer of case idx (contents + 3^n * walls, base
// 3) of graph kind, working it out on first use.
func playableAt(kind, idx int) bool {
	w := &playableMemo[kind][idx>>4]
	sh := uint(idx&15) * 2
	if v := w.Load() >> sh; v&1 != 0 {
		return v&2 != 0
	}
	return playableWorkOut(kind, idx, w, sh)
}

// playableWorkOut is playableAt for a case not known yet: the local game
// of graph kind with that content and walls, remembered in w at sh.
func playableWorkOut(kind, idx int, w *atomic.Uint32, sh uint) bool {
	lg := playableGraphs[kind]
	cases := pow3(lg.n)
	lg.wall = lg.decode(idx / cases)
	yes := lg.anyKoStoneMove(lg.decode(idx % cases))
	bits := uint32(1)
	if yes {
		bits |= 2
	}
	w.Or(bits << sh)
	return yes
}

// The graphs of the reference shapes, points in row-major order, each
// point's neighbours in the order neighbours() lists them.
var playableGraphs = [4]localGame{
	{n: 2, inner: [maxMouthPoints][4]int8{{1}, {0}}, nInner: [maxMouthPoints]int8{1, 1}},
	{n: 3, inner: [maxMouthPoints][4]int8{{1}, {0, 2}, {1}}, nInner: [maxMouthPoints]int8{1, 2, 1}},
	{n: 4, inner: [maxMouthPoints][4]int8{{1}, {0, 2}, {1, 3}, {2}}, nInner: [maxMouthPoints]int8{1, 2, 2, 1}},
	{n: 4, inner: [maxMouthPoints][4]int8{{1, 2}, {0, 3}, {3, 0}, {2, 1}}, nInner: [maxMouthPoints]int8{2, 2, 2, 2}},
}

func pow3(n int) int {
	v := 1
	for range n {
		v *= 3
	}
	return v
}

// anyKoStoneMove reports whether some player has a ko stone move on an
// empty point of state.
func (lg *localGame) anyKoStoneMove(state [maxMouthPoints]board.Color) bool {
	for e := 0; e < lg.n; e++ {
		if state[e] != board.Empty {
			continue
		}
		for _, c := range [2]board.Color{board.Black, board.White} {
			t := state
			if lg.koStoneMove(&t, e, c) {
				return true
			}
		}
	}
	return false
}

// shapeKind sorts the n points of m (2 to maxMouthPoints) into q in
// row-major order, the graphs' numbering, and names the graph of
// playableGraphs they form: n-2 for a line of n points, 3 for the 2x2
// block, -1 for anything else. w and h are the row length and the number
// of rows of the numbering (the board's, or board.Stride and a bound for
// padded indices).
func shapeKind(m []int, w, h int) (q [maxMouthPoints]int, kind int) {
	n := len(m)
	copy(q[:], m)
	for a := 1; a < n; a++ {
		for b := a; b > 0 && q[b] < q[b-1]; b-- {
			q[b], q[b-1] = q[b-1], q[b]
		}
	}
	x0, y0 := q[0]%w, q[0]/w
	switch {
	case n == 4 && x0+1 < w && q[1] == q[0]+1 && q[2] == q[0]+w && q[3] == q[0]+w+1:
		return q, 3
	case x0+n <= w && q[n-1] == q[0]+n-1 && q[n-1]/w == y0: // a row
		return q, n - 2
	case y0+n <= h && q[n-1] == q[0]+(n-1)*w && q[1] == q[0]+w && (n < 3 || q[2] == q[0]+2*w): // a column
		return q, n - 2
	}
	return q, -1
}

// playableLookup is playable read from playableMemo when m is a line of
// 2 to 4 points or a 2x2 block whose outside neighbours are stones of one
// colour per point, or edges; false when it is not.
func playableLookup(g grid, m []int) (v, ok bool) {
	n := len(m)
	if n < 2 || n > maxMouthPoints {
		return false, false
	}
	q, kind := shapeKind(m, g.w, g.h)
	if kind < 0 {
		return false, false
	}
	sc, wc := 0, 0
	var nb [4]int
	for k := n - 1; k >= 0; k-- { // base 3, point 0 the lowest digit (localGame.encode)
		wall := board.Empty
		for _, j := range neighbours(nb[:0], g.w, g.h, q[k]) {
			if contains(q[:n], j) {
				continue
			}
			c := g.at(j)
			if c == board.Empty || wall != board.Empty && wall != c {
				return false, false // not enclosed by one colour: played out
			}
			wall = c
		}
		sc = sc*3 + int(g.at(q[k]))
		wc = wc*3 + int(wall)
	}
	return playableAt(kind, sc+pow3(n)*wc), true
}

package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// playRef and joinRef are play and join as they were before their
// slices became locals and removeLib, addLib and touches were written
// out in them (#17bo): the reference TestPlayIsPlayRef compares them
// with, board state for board state.
func (b *playout) playRef(p int32, c board.Color) {
	b.moves++
	b.setStone(p, c)
	// p is no longer a liberty of the chains beside it. mayCapture: an
	// opponent chain beside p lost its last liberty. Only those are
	// taken below: a captured chain is an opponent chain beside p, so it
	// is one of heads, and nothing between here and the captures changes
	// an opponent chain's count (p's chain and the chains it joins are
	// c's). Without one the capture loop would find nothing: skip it.
	var heads [4]int32
	nh := 0
	mayCapture := false
	for _, q := range b.nb(p) {
		if qc := b.col[q]; qc == board.Black || qc == board.White {
			h := b.head[q]
			if !hasHead(heads[:nh], h) {
				heads[nh] = h
				nh++
				b.removeLib(h, p)
				mayCapture = mayCapture || (qc != c && b.lib[h].n == 0)
			}
		}
	}
	// p's chain: alone, one chain extended, or chains joined.
	b.head[p], b.next[p], b.size[p] = p, p, 1
	b.lib[p] = libRec{} // a new chain: not in atari
	// p joins the largest chain beside it, then the others join that one,
	// bringing the liberties it did not have.
	joined := int32(-1)
	for _, h := range heads[:nh] {
		if b.col[h] == c && (joined < 0 || b.size[h] > b.size[joined]) {
			joined = h
		}
	}
	if joined < 0 {
		for _, q := range b.nb(p) {
			if b.col[q] == board.Empty {
				b.addLib(p, q)
			}
		}
	} else {
		b.head[p] = joined
		b.next[p], b.next[joined] = b.next[joined], p
		b.size[joined]++
		for _, h := range heads[:nh] {
			if b.col[h] == c && h != joined {
				b.joinRef(joined, h, p)
			}
		}
		for _, q := range b.nb(p) {
			if b.col[q] == board.Empty && !b.touches(q, joined, p) {
				b.addLib(joined, q)
			}
		}
	}
	captured, lastCap := 0, int32(-1)
	if mayCapture {
		captured, lastCap = b.captureBeside(p, c)
	}
	b.ko = -1
	if captured == 1 {
		if h := b.head[p]; b.lib[h].n == 1 && b.size[h] == 1 {
			b.ko = lastCap
		}
	}
}

func (b *playout) joinRef(a, h, p int32) {
	gen := b.newGen()
	s := h
	for {
		for _, l := range b.nb(s) {
			if b.col[l] == board.Empty && b.mark[l] != gen {
				b.mark[l] = gen
				if !b.touches(l, a, p) {
					b.addLib(a, l)
				}
			}
		}
		if s = b.next[s]; s == h {
			break
		}
	}
	for {
		b.head[s] = a
		if s = b.next[s]; s == h {
			break
		}
	}
	b.next[a], b.next[h] = b.next[h], b.next[a]
	b.size[a] += b.size[h]
	b.setLibs(h, 0) // h's record goes
}

// libsAfterRef is libsAfter as it was before #17bo: the liberties of the
// chains beside p named by libsOf and collected without repeats.
func (b *playout) libsAfterRef(p int32, c board.Color) (libs int, own bool) {
	var seen [4]int32
	found := 0
	add := func(l int32) bool {
		if l < 0 || l == p {
			return false
		}
		for _, s := range seen[:found] {
			if s == l {
				return false
			}
		}
		seen[found] = l
		found++
		return found >= 2
	}
	for _, q := range b.nb(p) {
		switch b.col[q] {
		case board.Empty:
			if add(q) {
				return 2, own
			}
		case c:
			own = true
			h := b.head[q]
			if b.lib[h].n >= 3 {
				return 2, true
			}
			l1, l2 := b.libsOf(h)
			if add(l1) || add(l2) {
				return 2, true
			}
		}
	}
	return found, own
}

// TestPlayIsPlayRef (and TestLibsAfterIsRef, the same games) plays the
// same random games on two boards, one with
// play, one with playRef, and compares after every move everything play
// writes: stones, heads, the circular lists (next, so the order of each
// chain's stones), sizes and liberty records at the heads, the atari list
// in its order and its index, the ko point, the lists of empty points.
// Both kinds of board: the estimator's (lists kept) and the dame
// fillings' (chainsOnly, buildChains), on random positions of several
// sizes, captures, joins of up to four chains and ko included. After
// each move libsAfter is asked at every empty point, for both colours,
// and compared with libsAfterRef.
func TestPlayIsPlayRef(t *testing.T) {
	sizes := [][2]int{{19, 19}, {9, 9}, {13, 7}, {2, 1}, {1, 5}, {5, 3}}
	games := 0
	for _, sz := range sizes {
		for k, seed := range []uint64{1, 2, 3, 4, 5, 6, 7, 8} {
			start := randomPosition(sz[0], sz[1], k*sz[0]*sz[1]/3, seed)
			for _, chainsOnly := range []bool{false, true} {
				playBothWays(t, start, seed, board.Color(1+k%2), chainsOnly)
				games++
			}
		}
	}
	if games == 0 {
		t.Fatal("no game played")
	}
}

// playBothWays plays one random game from start on a board with play
// and one with playRef, moves drawn on the first (move, urgent; on a
// chainsOnly board, whose lists are empty, a random empty point that
// playRef's board also finds acceptable), and compares the two after
// each.
func playBothWays(t *testing.T, start board.Position, seed uint64, first board.Color, chainsOnly bool) {
	t.Helper()
	g := geometry(start.W, start.H)
	nb, rb := newPlayout(g), newPlayout(g)
	nb.rng, rb.rng = seed, seed
	if chainsOnly {
		nb.buildChains(start.Stones)
		rb.buildChains(start.Stones)
	} else {
		nb.reset(start.Stones)
		rb.reset(start.Stones)
	}
	samePlayouts(t, nb, rb, -1)
	c := first
	last := int32(-1)
	rng := seed*2654435761 + 1
	for moves, passes := 0, 0; moves < 2*g.n && passes < 2; moves++ {
		var p int32 = -1
		if chainsOnly {
			var empties []int32
			for i := 0; i < g.n; i++ {
				if q := nb.at(i); nb.col[q] == board.Empty && nb.acceptable(q, c) {
					empties = append(empties, q)
				}
			}
			if len(empties) > 0 {
				rng ^= rng << 13
				rng ^= rng >> 7
				rng ^= rng << 17
				p = empties[rng%uint64(len(empties))]
			}
		} else {
			if p = nb.urgent(last, c); p < 0 {
				p = nb.move(c)
			}
			rb.rng = nb.rng
			copy(rb.where, nb.where) // move reorders free in place
			rb.free = append(rb.free[:0], nb.free...)
		}
		if p < 0 {
			passes++
			nb.ko, rb.ko = -1, -1
		} else {
			passes = 0
			nb.play(p, c)
			rb.playRef(p, c)
		}
		last = p
		samePlayouts(t, nb, rb, moves)
		sameLibsAfter(t, nb, moves)
		c = c.Opponent()
	}
}

// sameLibsAfter fails unless libsAfter answers as libsAfterRef at every
// empty point of b, for both colours.
func sameLibsAfter(t *testing.T, b *playout, move int) {
	t.Helper()
	for i := 0; i < b.w*b.h; i++ {
		p := b.at(i)
		if b.col[p] != board.Empty {
			continue
		}
		for _, c := range []board.Color{board.Black, board.White} {
			l, o := b.libsAfter(p, c)
			lr, or := b.libsAfterRef(p, c)
			if l != lr || o != or {
				t.Fatalf("%dx%d move %d: libsAfter(%d, %v) = %d, %v; reference %d, %v", b.w, b.h, move, p, c, l, o, lr, or)
			}
		}
	}
}

// samePlayouts fails unless a and b hold the same state, chains and
// lists, in the same order.
func samePlayouts(t *testing.T, a, b *playout, move int) {
	t.Helper()
	n := a.stride * (a.h + 2)
	for _, d := range []struct {
		name string
		ok   bool
	}{
		{"col", slices.Equal(a.col[:n], b.col[:n])},
		{"atari", slices.Equal(a.atari, b.atari)},
		{"free", slices.Equal(a.free, b.free)},
		{"eyes", slices.Equal(a.eyes, b.eyes)},
		{"ko", a.ko == b.ko},
		{"moves", a.moves == b.moves},
	} {
		if !d.ok {
			t.Fatalf("%dx%d move %d: %s differs", a.w, a.h, move, d.name)
		}
	}
	for p := 0; p < n; p++ {
		if a.col[p] != board.Black && a.col[p] != board.White {
			if a.where[p] != b.where[p] || a.eyeOf[p] != b.eyeOf[p] {
				t.Fatalf("%dx%d move %d: point %d listed differently", a.w, a.h, move, p)
			}
			continue
		}
		if a.head[p] != b.head[p] || a.next[p] != b.next[p] {
			t.Fatalf("%dx%d move %d: point %d: head %d next %d, reference head %d next %d", a.w, a.h, move, p, a.head[p], a.next[p], b.head[p], b.next[p])
		}
		if a.head[p] == int32(p) && (a.size[p] != b.size[p] || a.lib[p] != b.lib[p] || a.atariAt[p] != b.atariAt[p]) {
			t.Fatalf("%dx%d move %d: chain %d: size %d record %+v atariAt %d, reference %d %+v %d", a.w, a.h, move, p, a.size[p], a.lib[p], a.atariAt[p], b.size[p], b.lib[p], b.atariAt[p])
		}
	}
}

// TestLibsAfterIsRef is TestPlayIsPlayRef under the name of libsAfter's
// reference test: its games compare libsAfter with libsAfterRef.
func TestLibsAfterIsRef(t *testing.T) { TestPlayIsPlayRef(t) }

// PlayBothWays is playBothWays for the package's external tests, which
// read the corpora's positions (TestPlayIsPlayRefCorpus).
func PlayBothWays(t *testing.T, start board.Position, seed uint64, first board.Color, chainsOnly bool) {
	t.Helper()
	playBothWays(t, start, seed, first, chainsOnly)
}

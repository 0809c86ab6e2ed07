package score

import "github.com/rulediff/rulediff/rules/board"

// playout is a small, self-contained board for the estimator's random
// games: plays with captures, simple ko, no suicide, and a legality filter
// that keeps random play from ruining what the final position settled
// (no filling of one's own eye, no self-atari of more than one stone).
type playout struct {
	g       *geom
	col     []board.Color
	mark    []uint32
	gen     uint32
	stack   []int32
	empties []int32 // empty points, in no order
	where   []int32 // point → index in empties, -1 when occupied
	cand    []int32
	ko      int32
	rng     uint64
	lastLib int32 // the last liberty libsUpTo found
	// work counts the playouts' unit operations (a move, a point tried
	// for a move, a stone visited counting liberties): the budget's steps.
	work  int64
	limit int64 // the most work allowed; 0: no bound
}

func newPlayout(g *geom) *playout {
	return &playout{g: g, col: make([]board.Color, g.n), mark: make([]uint32, g.n),
		where: make([]int32, g.n), stack: make([]int32, 0, g.n)}
}

func (b *playout) reset(col []board.Color) {
	copy(b.col, col)
	b.empties = b.empties[:0]
	for i, c := range b.col {
		b.where[i] = -1
		if c == board.Empty {
			b.where[i] = int32(len(b.empties))
			b.empties = append(b.empties, int32(i))
		}
	}
	b.ko = -1
}

// next is xorshift64*: fast, and the same sequence for the same seed.
func (b *playout) next(n int) int {
	b.rng ^= b.rng >> 12
	b.rng ^= b.rng << 25
	b.rng ^= b.rng >> 27
	return int((b.rng * 2685821657736338717) >> 33 % uint64(n))
}

func (b *playout) newGen() uint32 {
	b.gen++
	if b.gen == 0 {
		for i := range b.mark {
			b.mark[i] = 0
		}
		b.gen = 1
	}
	return b.gen
}

// libsUpTo counts the liberties of the chain through i, stopping at limit;
// it also returns the chain's size (complete only when the count stopped
// short of limit).
func (b *playout) libsUpTo(i int32, limit int) (libs, size int) {
	gen := b.newGen()
	c := b.col[i]
	stack := append(b.stack[:0], i)
	b.mark[i] = gen
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		size++
		for _, k := range b.g.neighbours(int(j)) {
			if k < 0 || b.mark[k] == gen {
				continue
			}
			switch b.col[k] {
			case board.Empty:
				b.mark[k] = gen
				libs++
				b.lastLib = k
				if libs >= limit {
					b.stack = stack
					b.work += int64(size)
					return libs, size
				}
			case c:
				b.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	b.stack = stack
	b.work += int64(size)
	return libs, size
}

// acceptable reports whether c may play p in a playout. Cheap tests come
// first: most candidates late in a playout are eyes or obviously free.
func (b *playout) acceptable(p int32, c board.Color) bool {
	if p == b.ko {
		return false
	}
	nb := b.g.nbr[4*p : 4*p+4]
	empties, own := 0, 0
	for _, q := range nb {
		if q < 0 {
			continue
		}
		switch b.col[q] {
		case board.Empty:
			empties++
		case c:
			own++
		}
	}
	if empties >= 2 {
		return true // two liberties at least, whatever joins
	}
	if empties == 0 && own > 0 && !b.anyOpponent(nb, c) {
		return false // one's own eye
	}
	opp := c.Opponent()
	for _, q := range nb {
		if q < 0 {
			continue
		}
		if b.col[q] == opp {
			if l, _ := b.libsUpTo(q, 2); l == 1 {
				return true // captures
			}
		}
	}
	b.col[p] = c
	libs, size := b.libsUpTo(p, 2)
	b.col[p] = board.Empty
	return libs >= 2 || (libs == 1 && size == 1)
}

func (b *playout) anyOpponent(nb []int32, c board.Color) bool {
	opp := c.Opponent()
	for _, q := range nb {
		if q >= 0 && b.col[q] == opp {
			return true
		}
	}
	return false
}

func (b *playout) setEmpty(i int32) {
	b.col[i] = board.Empty
	b.where[i] = int32(len(b.empties))
	b.empties = append(b.empties, i)
}

func (b *playout) setStone(i int32, c board.Color) {
	b.col[i] = c
	k := b.where[i]
	last := b.empties[len(b.empties)-1]
	b.empties[k] = last
	b.where[last] = k
	b.empties = b.empties[:len(b.empties)-1]
	b.where[i] = -1
}

// play puts c on p and removes what it captures.
func (b *playout) play(p int32, c board.Color) {
	b.setStone(p, c)
	opp := c.Opponent()
	captured, lastCap := 0, int32(-1)
	for _, q := range b.g.neighbours(int(p)) {
		if q < 0 || b.col[q] != opp {
			continue
		}
		if l, _ := b.libsUpTo(q, 1); l == 0 {
			// remove the chain through q
			stack := append(b.stack[:0], q)
			b.setEmpty(q)
			for len(stack) > 0 {
				j := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				captured++
				lastCap = j
				for _, k := range b.g.neighbours(int(j)) {
					if k >= 0 && b.col[k] == opp {
						b.setEmpty(k)
						stack = append(stack, k)
					}
				}
			}
			b.stack = stack
		}
	}
	b.ko = -1
	if captured == 1 {
		if libs, size := b.libsUpTo(p, 2); libs == 1 && size == 1 {
			b.ko = lastCap
		}
	}
}

// move picks a random acceptable point for c, or returns -1 to pass.
func (b *playout) move(c board.Color) int32 {
	b.cand = append(b.cand[:0], b.empties...)
	for n := len(b.cand); n > 0; n-- {
		b.work++
		j := b.next(n)
		p := b.cand[j]
		b.cand[j] = b.cand[n-1]
		if b.acceptable(p, c) {
			return p
		}
	}
	return -1
}

// run plays a random game to its end: two passes, or as many moves as
// the board has points (a longer playout is recapturing the same space
// and tells nothing more). It returns false, the playout unfinished, when
// the work reaches the limit.
func (b *playout) run(first board.Color) bool {
	c := first
	passes := 0
	last := int32(-1)
	for moves := 0; moves < 2*b.g.n && passes < 2; moves++ {
		if b.limit > 0 && b.work >= b.limit {
			return false
		}
		b.work++
		p := b.urgent(last, c)
		if p < 0 {
			p = b.move(c)
		}
		last = p
		if p < 0 {
			passes++
			b.ko = -1
		} else {
			passes = 0
			b.play(p, c)
		}
		c = c.Opponent()
	}
	return true
}

// urgent answers the opponent's last move: capture it when it is left in
// atari, else save an own chain it put in atari by extending. Random play
// that ignores ataris lets dead groups escape and living ones die; this is
// the usual remedy (Gelly et al., MoGo). Returns -1 when nothing is urgent.
func (b *playout) urgent(last int32, c board.Color) int32 {
	if last < 0 || b.col[last] != c.Opponent() {
		return -1
	}
	if l, _ := b.libsUpTo(last, 2); l == 1 && b.acceptable(b.lastLib, c) {
		return b.lastLib
	}
	for _, q := range b.g.nbr[4*last : 4*last+4] {
		if q < 0 || b.col[q] != c {
			continue
		}
		if l, _ := b.libsUpTo(q, 2); l == 1 {
			lib := b.lastLib
			if b.acceptable(lib, c) {
				b.col[lib] = c
				after, _ := b.libsUpTo(lib, 2)
				b.col[lib] = board.Empty
				if after >= 2 {
					return lib
				}
			}
		}
	}
	return -1
}

// owner is who a point belongs to at the end of a playout: its stone, or
// the colour of all its neighbours (the playout leaves only small eyes).
func (b *playout) owner(i int) board.Color {
	if c := b.col[i]; c != board.Empty {
		return c
	}
	var touch uint8
	for _, k := range b.g.neighbours(i) {
		if k >= 0 && b.col[k] != board.Empty {
			touch |= touchBit(b.col[k])
		}
	}
	switch touch {
	case touchB:
		return board.Black
	case touchW:
		return board.White
	}
	return board.Empty
}

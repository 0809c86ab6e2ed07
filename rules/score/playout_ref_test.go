package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// refPlayout is the estimator's first playout board (until issue 14),
// kept to check the incremental one against: it floods a chain for every
// liberty question. A small, self-contained board for the estimator's random
// games: plays with captures, simple ko, no suicide, and a legality filter
// that keeps random play from ruining what the final position settled
// (no filling of one's own eye, no self-atari of more than one stone).
type refPlayout struct {
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
}

func newRefPlayout(g *geom) *refPlayout {
	return &refPlayout{g: g, col: make([]board.Color, g.n), mark: make([]uint32, g.n),
		where: make([]int32, g.n), stack: make([]int32, 0, g.n)}
}

func (b *refPlayout) reset(col []board.Color) {
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
func (b *refPlayout) next(n int) int {
	b.rng ^= b.rng >> 12
	b.rng ^= b.rng << 25
	b.rng ^= b.rng >> 27
	return int((b.rng * 2685821657736338717) >> 33 % uint64(n))
}

func (b *refPlayout) newGen() uint32 {
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
func (b *refPlayout) libsUpTo(i int32, limit int) (libs, size int) {
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
					return libs, size
				}
			case c:
				b.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	b.stack = stack
	return libs, size
}

// acceptable reports whether c may play p in a refPlayout. Cheap tests come
// first: most candidates late in a refPlayout are eyes or obviously free.
func (b *refPlayout) acceptable(p int32, c board.Color) bool {
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
	if empties == 0 && own > 0 && !b.anyOpponent(nb, c) && !b.falseEye(p, c) {
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

// falseEye reports whether c's eye p has two opponent diagonals, or one
// at the edge (the incremental board's filter since issue 14: its owner
// may fill it).
func (b *refPlayout) falseEye(p int32, c board.Color) bool {
	w, h := b.g.w, b.g.h
	x, y := int(p)%w, int(p)/w
	opp, edge := 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		dx, dy := x+d[0], y+d[1]
		switch {
		case dx < 0 || dy < 0 || dx >= w || dy >= h:
			edge = 1
		case b.col[dy*w+dx] == c.Opponent():
			opp++
		}
	}
	return opp+edge >= 2
}

func (b *refPlayout) anyOpponent(nb []int32, c board.Color) bool {
	opp := c.Opponent()
	for _, q := range nb {
		if q >= 0 && b.col[q] == opp {
			return true
		}
	}
	return false
}

func (b *refPlayout) setEmpty(i int32) {
	b.col[i] = board.Empty
	b.where[i] = int32(len(b.empties))
	b.empties = append(b.empties, i)
}

func (b *refPlayout) setStone(i int32, c board.Color) {
	b.col[i] = c
	k := b.where[i]
	last := b.empties[len(b.empties)-1]
	b.empties[k] = last
	b.where[last] = k
	b.empties = b.empties[:len(b.empties)-1]
	b.where[i] = -1
}

// play puts c on p and removes what it captures.
func (b *refPlayout) play(p int32, c board.Color) {
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
func (b *refPlayout) move(c board.Color) int32 {
	b.cand = append(b.cand[:0], b.empties...)
	for n := len(b.cand); n > 0; n-- {
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
// the board has points (a longer refPlayout is recapturing the same space
// and tells nothing more).
func (b *refPlayout) run(first board.Color) {
	c := first
	passes := 0
	last := int32(-1)
	for moves := 0; moves < 2*b.g.n && passes < 2; moves++ {
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
}

// urgent answers the opponent's last move: capture it when it is left in
// atari, else save an own chain it put in atari by extending. Random play
// that ignores ataris lets dead groups escape and living ones die; this is
// the usual remedy (Gelly et al., MoGo). Returns -1 when nothing is urgent.
func (b *refPlayout) urgent(last int32, c board.Color) int32 {
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

// owner is who a point belongs to at the end of a refPlayout: its stone, or
// the colour of all its neighbours (the refPlayout leaves only small eyes).
func (b *refPlayout) owner(i int) board.Color {
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

// randomPosition plays k random moves from an empty w×h board with the
// reference playout: positions with chains of every size, captures and
// kos.
func randomPosition(w, h, k int, seed uint64) board.Position {
	g := geometry(w, h)
	b := newRefPlayout(g)
	b.rng = seed
	b.reset(make([]board.Color, g.n))
	c := board.Black
	for i := 0; i < k; i++ {
		if p := b.move(c); p >= 0 {
			b.play(p, c)
		}
		c = c.Opponent()
	}
	p := board.NewPosition(w, h)
	copy(p.Stones, b.col)
	return p
}

// TestPlayoutMatchesReference plays random games on the incremental
// board and replays each move on the reference board: after every move
// both boards must hold the same stones, the incremental chains must be
// what flooding the board finds, both boards must find the same points
// acceptable (so a pass means the reference has no move either) and the
// same urgent answer.
func TestPlayoutMatchesReference(t *testing.T) {
	sizes := [][2]int{{19, 19}, {9, 9}, {13, 7}, {2, 1}, {1, 5}}
	for _, sz := range sizes {
		for k, seed := range []uint64{1, 2, 3, 4, 5, 6} {
			start := randomPosition(sz[0], sz[1], k*sz[0]*sz[1]/3, seed)
			lockstep(t, start, estimateSeed+seed, board.Color(1+k%2))
		}
	}
}

func lockstep(t *testing.T, start board.Position, seed uint64, first board.Color) {
	t.Helper()
	g := geometry(start.W, start.H)
	nb, rb := newPlayout(g), newRefPlayout(g)
	nb.rng = seed
	for k := 0; k < 4; k++ {
		if k%2 == 0 {
			nb.reset(start.Stones)
		} else {
			nb.restart()
		}
		rb.reset(start.Stones)
		checkBoard(t, nb, rb)
		c := first
		last := int32(-1)
		for moves, passes := 0, 0; moves < 2*g.n && passes < 2; moves++ {
			pn := nb.urgent(last, c)
			refLast := int32(-1)
			if last >= 0 {
				refLast = fromFramed(nb, last)
			}
			pr := rb.urgent(refLast, c)
			if (pn < 0) != (pr < 0) || (pr >= 0 && pn != nb.at(int(pr))) {
				t.Fatalf("%dx%d move %d: urgent %d on the incremental board, %d on the reference", g.w, g.h, moves, pn, pr)
			}
			if pn < 0 {
				pn = nb.move(c)
			}
			if pn < 0 {
				if p := rb.move(c); p >= 0 {
					t.Fatalf("%dx%d move %d: the incremental board passes, the reference can play %d", g.w, g.h, moves, p)
				}
				passes++
				nb.ko, rb.ko = -1, -1
			} else {
				if !rb.acceptable(fromFramed(nb, pn), c) {
					t.Fatalf("%dx%d move %d: %d is not acceptable on the reference board", g.w, g.h, moves, pn)
				}
				passes = 0
				nb.play(pn, c)
				rb.play(fromFramed(nb, pn), c)
			}
			last = pn
			checkBoard(t, nb, rb)
			c = c.Opponent()
		}
		tally := make([]int32, g.n)
		nb.tally(tally)
		for i, v := range tally {
			want := map[board.Color]int32{board.Black: 1, board.White: -1}[rb.owner(i)]
			if v != want {
				t.Fatalf("%dx%d point %d: tally %d, reference owner %v", g.w, g.h, i, v, rb.owner(i))
			}
		}
	}
}

func fromFramed(b *playout, p int32) int32 {
	return int32((int(p)/b.stride-1)*b.w + int(p)%b.stride - 1)
}

// checkBoard compares the incremental board with the reference: stones,
// chains, the ko point, the lists of empty points, acceptable points.
func checkBoard(t *testing.T, b *playout, r *refPlayout) {
	t.Helper()
	checkChains(t, b, r.col)
	if (b.ko < 0) != (r.ko < 0) || (r.ko >= 0 && b.ko != b.at(int(r.ko))) {
		t.Fatalf("ko %d, reference %d", b.ko, r.ko)
	}
	listed := map[int32]bool{}
	for li, l := range [][]int32{b.free, b.eyes} {
		for k, p := range l {
			if b.where[p] != int32(k) || listed[p] || b.col[p] != board.Empty || (b.eyeOf[p] != board.Empty) != (li == 1) || b.eyeOf[p] != b.eyeColour(p) {
				t.Fatalf("point %d badly listed (where %d, index %d, eye %v)", p, b.where[p], k, b.eyeOf[p])
			}
			listed[p] = true
		}
	}
	atari := 0
	empty := 0
	for i, c := range r.col {
		p := b.at(i)
		if c == board.Empty {
			empty++
			for _, mover := range []board.Color{board.Black, board.White} {
				if b.acceptable(p, mover) != r.acceptable(int32(i), mover) {
					t.Fatalf("point %d: acceptable for %v %v, reference %v", i, mover, b.acceptable(p, mover), r.acceptable(int32(i), mover))
				}
			}
		} else if h := b.head[p]; h == p && b.lib[h].n == 1 {
			atari++
			if k := b.atariAt[h]; k < 0 || int(k) >= len(b.atari) || b.atari[k] != h {
				t.Fatalf("chain %d in atari, not listed", h)
			}
		}
	}
	if empty != len(listed) || atari != len(b.atari) {
		t.Fatalf("%d empty points, %d listed; %d chains in atari, %d listed", empty, len(listed), atari, len(b.atari))
	}
}

// checkChains compares the incremental board with col and its chain
// records with a flood of the board.
func checkChains(t *testing.T, b *playout, col []board.Color) {
	t.Helper()
	g := geometry(b.w, b.h)
	seen := make([]bool, g.n)
	for i := range col {
		p := b.at(i)
		if b.col[p] != col[i] {
			t.Fatalf("point %d: incremental %v, reference %v", i, b.col[p], col[i])
		}
		if col[i] == board.Empty || seen[i] {
			continue
		}
		chain := chainOf(g, col, i, seen, nil)
		libs := map[int32]bool{}
		for _, j := range chain {
			if b.head[b.at(int(j))] != b.head[p] {
				t.Fatalf("point %d: stones %d and %d of one chain have heads %d and %d", i, i, j, b.head[p], b.head[b.at(int(j))])
			}
			for _, k := range g.neighbours(int(j)) {
				if k >= 0 && col[k] == board.Empty {
					libs[b.at(int(k))] = true
				}
			}
		}
		var sum, sq int64
		for l := range libs {
			sum += int64(l)
			sq += int64(l) * int64(l)
		}
		h := b.head[p]
		if int(b.size[h]) != len(chain) || int(b.lib[h].n) != len(libs) || b.lib[h].sum != int32(sum) || b.lib[h].sq != int32(sq) {
			t.Fatalf("point %d: chain of %d stones, %d liberties (sum %d, sq %d); incremental %d, %d (%d, %d)",
				i, len(chain), len(libs), sum, sq, b.size[h], b.lib[h].n, b.lib[h].sum, b.lib[h].sq)
		}
		n := 0
		for s := h; ; {
			n++
			if s = b.next[s]; s == h || n > len(chain) {
				break
			}
		}
		if n != len(chain) {
			t.Fatalf("point %d: the chain's list holds %d stones, want %d", i, n, len(chain))
		}
		if len(libs) <= 2 {
			l1, l2 := b.libsOf(h)
			if !libs[l1] || (len(libs) == 2 && (!libs[l2] || l1 == l2)) {
				t.Fatalf("point %d: libsOf gives %d, %d; liberties %v", i, l1, l2, libs)
			}
		}
	}
}

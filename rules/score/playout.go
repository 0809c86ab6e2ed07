package score

import (
	"math"

	"github.com/rulediff/rulediff/rules/board"
)

// playout is a small, self-contained board for the estimator's random
// games: plays with captures, simple ko, no suicide, and a legality filter
// that keeps random play from ruining what the final position settled
// (no filling of one's own real eye, no self-atari of more than one
// stone).
//
// Chains are kept incrementally, so that no question floods a chain: each
// stone knows its chain's head, the chain's stones form a circular list,
// and the head holds the chain's size and its exact liberty count with
// the sum and the sum of squares of its liberties' indices, which name the
// liberty of a chain in atari and the two of a chain with two. A play
// that joins chains walks the smaller ones for the liberties the largest
// lacks.
//
// The board is framed: a border point all round (offBoard), so the four
// neighbours of a point are always p−1, p+1, p−stride, p+stride.
type playout struct {
	w, h, stride int
	col          []board.Color // framed; offBoard outside
	head         []int32       // a stone's chain head
	next         []int32       // the next stone of the chain, circular
	size         []int32       // at the head: stones
	lib          []libRec      // at the head: the liberties' record
	mark         []uint32
	gen          uint32
	libMark      []uint32 // linkChains' liberty marks, one generation a chain
	libGen       uint32
	stack        []int32
	// The empty points in two lists, in no order: real eyes (every
	// neighbour on the board of one colour, and fewer than two opponent
	// diagonals, none at the edge; eyeOf) and the others (free). Random
	// play picks from free: an eye is never worth a try, except the
	// opponent's eye that captures (atari lists the chains in atari).
	free, eyes []int32
	where      []int32       // point → index in its list, -1 when occupied
	eyeOf      []board.Color // an empty point's eye colour, Empty if none
	atari      []int32       // the heads of the chains with one liberty
	atariAt    []int32       // head → index in atari, -1 when not in it
	cand       []int32
	removed    []int32  // the stones the last capture removed
	start      *playout // the position reset copies, once built
	// chainsOnly keeps the chains and nothing of the lists (free, eyes,
	// where, eyeOf): the dame fillings' board (workchains.go), which
	// asks about liberties only. Set by buildChains.
	chainsOnly bool
	ko         int32
	rng        uint64
	moves      int // plays and passes since the last restart
}

func newPlayout(g *geom) *playout {
	stride := g.w + 1
	n := stride*(g.h+2) + 1
	b := &playout{w: g.w, h: g.h, stride: stride,
		col: make([]board.Color, n), head: make([]int32, n), next: make([]int32, n),
		size: make([]int32, n), lib: make([]libRec, n),
		mark: make([]uint32, n), libMark: make([]uint32, n), where: make([]int32, n), eyeOf: make([]board.Color, n),
		atariAt: make([]int32, n), stack: make([]int32, 0, n)}
	return b
}

// at is the framed index of board point i (row-major, W×H).
func (b *playout) at(i int) int32 { return int32((i/b.w+1)*b.stride + i%b.w + 1) }

// nb returns the four neighbours of framed point p: left, right, up, down.
func (b *playout) nb(p int32) [4]int32 {
	s := int32(b.stride)
	return [4]int32{p - 1, p + 1, p - s, p + s}
}

// restart sets the board back to the position of the last reset.
func (b *playout) restart() {
	b.start.copyTo(b)
	b.ko, b.moves = -1, 0
}

// reset sets the board to col (row-major, W×H), builds its chains and
// keeps the result for restart.
func (b *playout) reset(col []board.Color) {
	b.build(col)
	if b.start == nil {
		b.start = newPlayout(geometry(b.w, b.h))
	}
	b.copyTo(b.start)
}

// copyTo copies the position, chains and lists of b to d (same size).
func (b *playout) copyTo(d *playout) {
	d.chainsOnly = b.chainsOnly
	if b.chainsOnly {
		b.copyChains(d)
		return
	}
	b.copyChainArrays(d)
	copy(d.where, b.where)
	copy(d.eyeOf, b.eyeOf)
	copy(d.atariAt, b.atariAt)
	d.free = append(d.free[:0], b.free...)
	d.eyes = append(d.eyes[:0], b.eyes...)
	d.atari = append(d.atari[:0], b.atari...)
}

func (b *playout) build(col []board.Color) {
	b.chainsOnly = false
	for i := range b.col {
		b.col[i] = offBoard
		b.where[i] = -1
		b.atariAt[i] = -1
	}
	b.free, b.eyes, b.atari = b.free[:0], b.eyes[:0], b.atari[:0]
	for i, c := range col {
		b.col[b.at(i)] = c
	}
	for i, c := range col {
		if c == board.Empty {
			b.list(b.at(i))
		}
	}
	b.linkChains()
}

// linkChains links every chain of b.col (set), in row-major order of
// their first stones, counts the liberties at each head and starts the
// play count (build and buildChains). Rows are walked with their framed
// offset, no division per point. The flood that links a chain counts its
// liberties as it meets them (b.libMark, a generation a chain: a liberty
// is counted once per chain), so no second walk counts them; the records
// are set in the order of the heads, as a count per head after the floods
// would, so the atari list comes out in that order.
func (b *playout) linkChains() {
	gen := b.newGen()
	heads := b.cand[:0]
	w, s := int32(b.w), int32(b.stride)
	for y := int32(0); y < int32(b.h); y++ {
		o := (y+1)*s + 1
		for p := o; p < o+w; p++ {
			c := b.col[p]
			if c == board.Empty || b.mark[p] == gen {
				continue
			}
			lg := bumpGen(&b.libGen, b.libMark)
			var n, sum, sq int32
			b.mark[p] = gen
			b.head[p], b.next[p], b.size[p] = p, p, 1
			heads = append(heads, p)
			stack := append(b.stack[:0], p)
			for len(stack) > 0 {
				j := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, k := range b.nb(j) {
					switch b.col[k] {
					case c:
						if b.mark[k] != gen {
							b.mark[k] = gen
							b.head[k] = p
							b.next[k], b.next[p] = b.next[p], k
							b.size[p]++
							stack = append(stack, k)
						}
					case board.Empty:
						if b.libMark[k] != lg {
							b.libMark[k] = lg
							n++
							sum += k
							sq += k * k
						}
					}
				}
			}
			b.stack = stack
			b.lib[p] = libRec{0, sum, sq}
			b.setLibs(p, n)
		}
	}
	b.cand = heads
	b.ko = -1
	b.moves = 0
}

// rand is xorshift64*: fast, and the same sequence for the same seed.
func (b *playout) rand(n int) int {
	b.rng ^= b.rng >> 12
	b.rng ^= b.rng << 25
	b.rng ^= b.rng >> 27
	return int((b.rng * 2685821657736338717) >> 33 % uint64(n))
}

// newGen starts a new generation of marks in b.mark (bumpGen).
func (b *playout) newGen() uint32 { return bumpGen(&b.gen, b.mark) }

// setLibs sets the liberty count of chain h and keeps atari up to date.
// Small enough to inline: the list changes only when h enters or leaves
// atari.
func (b *playout) setLibs(h, n int32) {
	if (b.lib[h].n == 1) != (n == 1) {
		b.atariChange(h, n)
	}
	b.lib[h].n = n
}

// atariChange puts h in atari or takes it out, as n says. Not inlined,
// so that setLibs, on every liberty change, is.
//
//go:noinline
func (b *playout) atariChange(h, n int32) {
	if n == 1 {
		b.atariAt[h] = int32(len(b.atari))
		b.atari = append(b.atari, h)
		return
	}
	k, last := b.atariAt[h], b.atari[len(b.atari)-1]
	b.atari[k] = last
	b.atariAt[last] = k
	b.atari = b.atari[:len(b.atari)-1]
	b.atariAt[h] = -1
}

// libRec is a chain's liberty record, kept at its head: the distinct
// liberties, and the sum and the sum of squares of their indices, which
// name the liberty of a chain in atari and the two of a chain with two.
// One record, not three arrays. addLib and removeLib are over the
// inliner's budget: play and join write them out.
//
// The sums are kept modulo 2³² (int32 wraps): they are exact whenever
// they are read, with one liberty or two, since each index is below
// (MaxSize+2)², 2,916, so a+b < 2¹³ and a²+b² < 2·2,916² < 2³¹, and a
// sum of additions and subtractions modulo 2³² equals the true sum when
// that lies in [0, 2³¹).
type libRec struct {
	n, sum, sq int32
}

// addLib makes p a liberty of chain h. The atari list changes only when
// the count becomes 1 (from 0) or 2 (from 1): one unsigned comparison.
func (b *playout) addLib(h, p int32) {
	r := &b.lib[h]
	r.n++
	r.sum += p
	r.sq += p * p
	if uint32(r.n-1) <= 1 {
		b.atariChange(h, r.n)
	}
}

// removeLib takes liberty p from chain h: the atari list changes only
// when the count becomes 1 (from 2) or 0 (from 1).
func (b *playout) removeLib(h, p int32) {
	r := &b.lib[h]
	r.n--
	r.sum -= p
	r.sq -= p * p
	if uint32(r.n) <= 1 {
		b.atariChange(h, r.n)
	}
}

// libsOf returns the liberties of a chain with one or two (the sums are
// a+b and a²+b², so (a−b)² = 2·sq − sum²).
func (b *playout) libsOf(h int32) (first, second int32) {
	r := b.lib[h]
	sum, sq := int64(r.sum), int64(r.sq)
	if r.n == 1 {
		return int32(sum), -1
	}
	d := int64(math.Sqrt(float64(2*sq - sum*sum)))
	return int32((sum - d) / 2), int32((sum + d) / 2)
}

// touches reports whether empty point e has a stone of chain h beside it
// other than at p.
func (b *playout) touches(e, h, p int32) bool {
	for _, f := range b.nb(e) {
		if f != p && (b.col[f] == board.Black || b.col[f] == board.White) && b.head[f] == h {
			return true
		}
	}
	return false
}

// ownAt reports whether t, a neighbour of a liberty, is a stone of
// chain h of colour c other than p: touches(e, h, p) is ownAt on e's four
// neighbours. A stone's head is a stone of its colour, so only c's stones
// are looked at. Inlined in play and join, where touches (a loop over nb)
// was a call a liberty.
func (b *playout) ownAt(t, h, p int32, c board.Color) bool {
	return t != p && b.col[t] == c && b.head[t] == h
}

// libsAfter is how many liberties c's chain at p would have, up to 2,
// were c to play p without capturing; own reports whether p joins a chain.
// p is empty, so a chain of c beside it has p for a liberty: with three
// or more it keeps two, with one (p) it brings none, and with two its
// other one is the sum of the two less p (no libsOf, no square root).
// The liberties are counted up to two: the first is kept, and a second
// one differing from it answers (TestLibsAfterIsRef).
func (b *playout) libsAfter(p int32, c board.Color) (libs int, own bool) {
	first := int32(-1) // the liberty found so far, -1 before one
	s := int32(b.stride)
	for _, q := range [4]int32{p - 1, p + 1, p - s, p + s} {
		l := q
		switch b.col[q] {
		case board.Empty:
		case c:
			own = true
			r := b.lib[b.head[q]]
			if r.n >= 3 {
				return 2, true
			}
			if r.n < 2 {
				continue // p is its only liberty
			}
			l = r.sum - p // its other liberty
		default:
			continue
		}
		if first < 0 {
			first = l
		} else if l != first {
			return 2, own
		}
	}
	if first < 0 {
		return 0, own
	}
	return 1, own
}

// acceptable reports whether c may play p in a playout. Cheap tests come
// first: most candidates late in a playout are eyes or obviously free.
func (b *playout) acceptable(p int32, c board.Color) bool {
	if p == b.ko {
		return false
	}
	empties, own, opp := 0, 0, 0
	oc := c.Opponent()
	for _, q := range b.nb(p) {
		switch b.col[q] {
		case board.Empty:
			empties++
		case c:
			own++
		case oc:
			opp++
		}
	}
	if empties >= 2 {
		return true // two liberties at least, whatever joins
	}
	if empties == 0 && own > 0 && opp == 0 && b.eyeOf[p] == c {
		return false // one's own eye
	}
	if opp > 0 {
		for _, q := range b.nb(p) {
			if b.col[q] == oc && b.lib[b.head[q]].n == 1 {
				return true // captures
			}
		}
	}
	libs, joins := b.libsAfter(p, c)
	return libs >= 2 || (libs == 1 && !joins)
}

// eyeColour is the colour of every on-board neighbour of p when p is an
// eye of that colour, Empty otherwise. A false eye (two opponent
// diagonals, one at the edge) is no eye: its owner may have to fill it.
func (b *playout) eyeColour(p int32) board.Color {
	s := int32(b.stride)
	col := b.col
	// One bit per colour seen: Empty 1, Black 2, White 4, offBoard 8.
	m := colourBit[col[p-1]&3] | colourBit[col[p+1]&3] | colourBit[col[p-s]&3] | colourBit[col[p+s]&3]
	var c board.Color
	switch m &^ 8 {
	case 2:
		c = board.Black
	case 4:
		c = board.White
	default:
		return board.Empty
	}
	oc := c.Opponent()
	bad := 0
	for _, d := range [4]int32{p - s - 1, p - s + 1, p + s - 1, p + s + 1} {
		if col[d] == oc {
			bad++
		}
	}
	if m&8 != 0 { // at the edge: one opponent diagonal is enough
		bad++
	}
	if bad >= 2 {
		return board.Empty
	}
	return c
}

// colourBit is one bit per colour (Empty, Black, White, offBoard): a
// table, cheaper than a variable shift.
var colourBit = [4]uint8{1, 2, 4, 8}

// list puts empty point p in the list its neighbours say.
func (b *playout) list(p int32) { b.listAs(p, b.eyeColour(p)) }

// listAs puts empty point p in the list of eye colour e (eyeColour(p)).
func (b *playout) listAs(p int32, e board.Color) {
	b.eyeOf[p] = e
	if e == board.Empty {
		b.where[p] = int32(len(b.free))
		b.free = append(b.free, p)
	} else {
		b.where[p] = int32(len(b.eyes))
		b.eyes = append(b.eyes, p)
	}
}

// unlist takes p out of its list.
func (b *playout) unlist(p int32) {
	l := &b.free
	if b.eyeOf[p] != board.Empty {
		l = &b.eyes
	}
	k, last := b.where[p], (*l)[len(*l)-1]
	(*l)[k] = last
	b.where[last] = k
	*l = (*l)[:len(*l)-1]
	b.where[p] = -1
}

// relist moves empty point q to the list of eye colour e, when it is
// not there.
func (b *playout) relist(q int32, e board.Color) {
	if e != b.eyeOf[q] {
		b.unlist(q)
		b.listAs(q, e)
	}
}

// setEmpty empties i (a captured stone of colour x) and relists the
// points whose eye colour may change, no others: a neighbour now has an
// empty point beside it and is no eye; a diagonal that was no eye may
// become the other colour's (one fewer x diagonal), and an eye stays one.
func (b *playout) setEmpty(i int32) {
	b.col[i] = board.Empty
	if b.chainsOnly {
		return
	}
	b.list(i)
	s := int32(b.stride)
	for _, q := range [4]int32{i - 1, i + 1, i - s, i + s} {
		if b.col[q] == board.Empty && b.eyeOf[q] != board.Empty {
			b.relist(q, board.Empty)
		}
	}
	for _, d := range [4]int32{i - s - 1, i - s + 1, i + s - 1, i + s + 1} {
		if b.col[d] == board.Empty && b.eyeOf[d] == board.Empty {
			if e := b.eyeColour(d); e != board.Empty {
				b.relist(d, e)
			}
		}
	}
}

// setStone puts c on empty point i and relists the points whose eye
// colour may change, no others: a neighbour had i empty beside it, so it
// was no eye and may be c's now; a diagonal that was the opponent's eye
// may be false now (one more c diagonal), and nothing else changes.
func (b *playout) setStone(i int32, c board.Color) {
	if b.chainsOnly {
		b.col[i] = c
		return
	}
	b.unlist(i)
	b.col[i] = c
	s := int32(b.stride)
	for _, q := range [4]int32{i - 1, i + 1, i - s, i + s} {
		if b.col[q] == board.Empty {
			if e := b.eyeColour(q); e != board.Empty {
				b.relist(q, e)
			}
		}
	}
	oc := c.Opponent()
	for _, d := range [4]int32{i - s - 1, i - s + 1, i + s - 1, i + s + 1} {
		if b.col[d] == board.Empty && b.eyeOf[d] == oc {
			b.relist(d, b.eyeColour(d))
		}
	}
}

// play puts c on p and removes what it captures. p must be acceptable.
//
// The liberty records' updates are written out here as removeLib and
// addLib do them (over the inliner's budget, 91 and 93 against 80, so
// each was a call), atariChange called at the same counts in the same
// order, and touches reads c's stones only (a stone's head is a stone
// of its colour): the chains, their records and the atari list come out
// as with those calls (TestPlayIsPlayRef, against playRef). The slices
// stay read through b: held in locals they are spilled around the calls
// (tried: +6 M instructions on the audit, where this version saves 15 M).
// The chains of c beside p are listed as the first loop meets them
// (own), so choosing the one p joins and joining the others read no
// colour again (#17cc: play about −8 M instructions, 121–123 M -> 114 M;
// TestPlayIsPlayRef and TestPlayIsPlayRefCorpus, against playRef).
func (b *playout) play(p int32, c board.Color) {
	b.moves++
	if b.chainsOnly {
		b.col[p] = c // setStone's whole work on the dame fillings' board
	} else {
		b.setStone(p, c)
	}
	s := int32(b.stride)
	nb := [4]int32{p - 1, p + 1, p - s, p + s}
	// p is no longer a liberty of the chains beside it. mayCapture: an
	// opponent chain beside p lost its last liberty. Only those are
	// taken below: a captured chain is an opponent chain beside p, so it
	// is one of heads, and nothing between here and the captures changes
	// an opponent chain's count (p's chain and the chains it joins are
	// c's). Without one the capture loop would find nothing: skip it.
	var heads, own [4]int32 // the chains beside p, and those of c among them (in the same order)
	nh, no := 0, 0
	mayCapture := false
	pp := p * p
	for _, q := range nb {
		qc := b.col[q]
		if qc != board.Black && qc != board.White {
			continue
		}
		h := b.head[q]
		if hasHead(heads[:nh], h) {
			continue
		}
		heads[nh&3] = h
		nh++
		if qc == c {
			own[no&3] = h
			no++
		}
		r := &b.lib[h] // removeLib(h, p)
		n := r.n - 1
		r.n, r.sum, r.sq = n, r.sum-p, r.sq-pp
		if uint32(n) <= 1 {
			b.atariChange(h, n)
		}
		mayCapture = mayCapture || (qc != c && n == 0)
	}
	// p's chain: alone, one chain extended, or chains joined.
	b.head[p], b.next[p], b.size[p] = p, p, 1
	b.lib[p] = libRec{} // a new chain: not in atari
	// p joins the largest chain beside it, then the others join that one,
	// bringing the liberties it did not have.
	joined := int32(-1)
	for _, h := range own[:no] {
		if joined < 0 || b.size[h] > b.size[joined] {
			joined = h
		}
	}
	if joined < 0 {
		for _, q := range nb {
			if b.col[q] == board.Empty {
				b.addLib(p, q)
			}
		}
	} else {
		b.head[p] = joined
		b.next[p], b.next[joined] = b.next[joined], p
		b.size[joined]++
		for _, h := range own[:no] {
			if h != joined {
				b.join(joined, h, p)
			}
		}
		r := &b.lib[joined]
		for _, q := range nb {
			if b.col[q] != board.Empty {
				continue
			}
			if b.ownAt(q-1, joined, p, c) || b.ownAt(q+1, joined, p, c) ||
				b.ownAt(q-s, joined, p, c) || b.ownAt(q+s, joined, p, c) {
				continue
			}
			n := r.n + 1 // addLib(joined, q)
			r.n, r.sum, r.sq = n, r.sum+q, r.sq+q*q
			if uint32(n-1) <= 1 {
				b.atariChange(joined, n)
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

// captureBeside removes the opponent chains beside p (c's play) left
// without a liberty, in neighbour order, each chain depth-first, and
// gives their points as liberties to c's chains beside them. It returns
// how many stones it took and the last one.
func (b *playout) captureBeside(p int32, c board.Color) (captured int, lastCap int32) {
	lastCap = -1
	var heads [4]int32
	opp := c.Opponent()
	for _, q := range b.nb(p) {
		if b.col[q] != opp || b.lib[b.head[q]].n != 0 {
			continue
		}
		removed := append(b.removed[:0], q)
		b.setEmpty(q)
		for k := 0; k < len(removed); k++ {
			j := removed[k]
			captured++
			lastCap = j
			for _, q := range b.nb(j) {
				if b.col[q] == opp {
					b.setEmpty(q)
					removed = append(removed, q)
				}
			}
		}
		b.removed = removed
		// Each removed stone is a new liberty of every chain beside it.
		for _, s := range removed {
			nh := 0
			for _, k := range b.nb(s) {
				if b.col[k] == c {
					h := b.head[k]
					if !hasHead(heads[:nh], h) {
						heads[nh] = h
						nh++
						b.addLib(h, s)
					}
				}
			}
		}
	}
	return captured, lastCap
}

// join adds chain h to chain a, which p has just joined: the liberties
// of h that no stone of a but p touches become a's. As in play, addLib
// is written out and touches is ownAt on the four neighbours (a's stones
// are of a's colour).
func (b *playout) join(a, h, p int32) {
	gen := b.newGen()
	st := int32(b.stride)
	c := b.col[a]
	r := &b.lib[a]
	s := h
	for {
		for _, l := range [4]int32{s - 1, s + 1, s - st, s + st} {
			if b.col[l] != board.Empty || b.mark[l] == gen {
				continue
			}
			b.mark[l] = gen
			if b.ownAt(l-1, a, p, c) || b.ownAt(l+1, a, p, c) ||
				b.ownAt(l-st, a, p, c) || b.ownAt(l+st, a, p, c) {
				continue
			}
			n := r.n + 1 // addLib(a, l)
			r.n, r.sum, r.sq = n, r.sum+l, r.sq+l*l
			if uint32(n-1) <= 1 {
				b.atariChange(a, n)
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

func hasHead(heads []int32, h int32) bool {
	for _, x := range heads {
		if x == h {
			return true
		}
	}
	return false
}

// move picks a random acceptable point for c, or returns -1 to pass:
// uniformly among the free points and the opponent's eyes where c
// captures. Free points are drawn in place: a rejected one is swapped
// behind the part still to draw from.
func (b *playout) move(c board.Color) int32 {
	capt := b.cand[:0]
	oc := c.Opponent()
	for _, h := range b.atari {
		if b.col[h] == oc {
			if e := b.lib[h].sum; b.eyeOf[e] == oc && !hasHead(capt, e) {
				capt = append(capt, e)
			}
		}
	}
	b.cand = capt
	free := b.free
	m := len(free)
	for m+len(capt) > 0 {
		j := b.rand(m + len(capt))
		if j >= m {
			p := capt[j-m]
			if b.acceptable(p, c) {
				return p
			}
			capt[j-m] = capt[len(capt)-1]
			capt = capt[:len(capt)-1]
			continue
		}
		p := free[j]
		if b.acceptable(p, c) {
			return p
		}
		m--
		q := free[m]
		free[j], free[m] = q, p
		b.where[q], b.where[p] = int32(j), int32(m)
	}
	return -1
}

// run plays a random game to its end: two passes, or as many moves as
// the board has points twice (a longer playout is recapturing the same
// space and tells nothing more). It returns false, the game unfinished,
// when it would make more than budget moves (plays and passes).
func (b *playout) run(first board.Color, budget int64) bool {
	c := first
	passes := 0
	last := int32(-1)
	for moves := 0; moves < 2*b.w*b.h && passes < 2; moves++ {
		if int64(b.moves) >= budget {
			return false
		}
		p := b.urgent(last, c)
		if p < 0 {
			p = b.move(c)
		}
		last = p
		if p < 0 {
			passes++
			b.ko = -1
			b.moves++
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
	if h := b.head[last]; b.lib[h].n == 1 {
		if lib, _ := b.libsOf(h); b.acceptable(lib, c) {
			return lib
		}
	}
	for _, q := range b.nb(last) {
		if b.col[q] != c || b.lib[b.head[q]].n != 1 {
			continue
		}
		lib, _ := b.libsOf(b.head[q])
		if b.acceptable(lib, c) {
			if after, _ := b.libsAfter(lib, c); after >= 2 {
				return lib
			}
		}
	}
	return -1
}

// tally adds the end of the playout to tally (row-major): +1 where Black
// owns the point, −1 where White does. A point is owned by its stone, or
// by the colour of all its neighbours (the playout leaves only small
// eyes).
func (b *playout) tally(tally []int32) {
	s := int32(b.stride)
	col := b.col
	i := 0
	for y := 0; y < b.h; y++ {
		p := int32((y+1)*b.stride + 1)
		for x := 0; x < b.w; x, p, i = x+1, p+1, i+1 {
			c := col[p]
			if c == board.Empty {
				// One bit per colour seen: Empty 1, Black 2, White 4,
				// offBoard 8; only the stones count.
				switch (colourBit[col[p-1]&3] | colourBit[col[p+1]&3] | colourBit[col[p-s]&3] | colourBit[col[p+s]&3]) &^ 9 {
				case 2:
					c = board.Black
				case 4:
					c = board.White
				}
			}
			switch c {
			case board.Black:
				tally[i]++
			case board.White:
				tally[i]--
			}
		}
	}
}

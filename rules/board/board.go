package board

import (
	"errors"
	"fmt"
)

// stride is the row length of the flat arrays: the widest board plus a
// border column on each side. A fixed stride keeps neighbour offsets
// constant; only the rows in use are ever touched.
const (
	stride    = MaxSize + 2
	numPoints = stride * (MaxSize + 2)
	maxWords  = (MaxSize*MaxSize + 63) / 64
	offBoard  = Color(3) // the sentinel of the border points
	// headRoom is the length of the arrays indexed by a chain head (libs,
	// size): a power of two, at least numPoints, so that at(h), masked,
	// needs no bounds test (a head is a point, below numPoints: the mask
	// changes nothing). Play reads them through the four neighbours'
	// heads on every move.
	headRoom = 4096
)

// A compile-time check that every point's index is below headRoom.
var _ [headRoom - numPoints]struct{}

// at is head h's index into libs and size (see headRoom).
func at(h int16) uint { return uint(uint16(h)) & (headRoom - 1) }

// Board is the fast incremental board: flat arrays with a border of
// off-board points, chains as circular lists of stones with a head per
// stone, pseudo-liberty counts per chain (the number of stone–empty
// adjacencies: zero exactly when the chain has no liberty), a Zobrist hash
// and a packed copy of the stones for exact snapshots. Play allocates
// nothing. The zero Board is not usable: call NewBoard or Reset.
type Board struct {
	w, h  int
	hash  uint64
	color [numPoints]Color
	next  [numPoints]int16 // next stone of the same chain (circular)
	head  [numPoints]int16 // chain head of each stone
	libs  [headRoom]int16  // pseudo-liberties, valid at chain heads (index at(h))
	size  [headRoom]int16  // stones, valid at chain heads (index at(h))
	index [numPoints]int16 // row-major index y*W+x of a board point
	bits  [2][maxWords]uint64

	removed     []int32 // row-major indices removed by the last play
	removedEnds []int32 // end offset in removed of each removed chain
}

// NewBoard returns an empty w×h board.
func NewBoard(w, h int) (*Board, error) {
	b := new(Board)
	if err := b.Reset(w, h); err != nil {
		return nil, err
	}
	return b, nil
}

// Reset empties the board and gives it the size w×h.
func (b *Board) Reset(w, h int) error {
	if w < 1 || h < 1 || w > MaxSize || h > MaxSize {
		return fmt.Errorf("board: size %dx%d out of range 1..%d", w, h, MaxSize)
	}
	// Clear only what the previous size used, then mark the border.
	rows := max(b.h, h) + 2
	copy(b.color[:rows*stride], allOffBoard[:]) // a memmove: once per game
	clear(b.head[:rows*stride])                 // no stone: every point's head is the sink (play)
	sameSize := b.w == w && b.h == h
	b.w, b.h, b.hash = w, h, 0
	for y := 0; y < h; y++ {
		row := b.color[pt(0, y):pt(w, y)]
		for i := range row {
			row[i] = Empty
		}
		if !sameSize {
			for x := 0; x < w; x++ {
				b.index[pt(x, y)] = int16(y*w + x)
			}
		}
	}
	b.bits = [2][maxWords]uint64{}
	if b.removed == nil {
		b.removed = make([]int32, 0, MaxSize*MaxSize)
		b.removedEnds = make([]int32, 0, MaxSize*MaxSize)
	}
	b.removed, b.removedEnds = b.removed[:0], b.removedEnds[:0]
	return nil
}

func pt(x, y int) int { return (y+1)*stride + x + 1 }

// allOffBoard is every point of the flat arrays off the board: Reset
// copies it before clearing the rows in use.
var allOffBoard = func() (a [numPoints]Color) {
	for i := range a {
		a[i] = offBoard
	}
	return a
}()

// W and H return the size.
func (b *Board) W() int { return b.w }
func (b *Board) H() int { return b.h }

// OnBoard reports whether (x, y) is a point of the board.
func (b *Board) OnBoard(x, y int) bool { return x >= 0 && y >= 0 && x < b.w && y < b.h }

// At returns the content of (x, y); off-board points read as Empty.
func (b *Board) At(x, y int) Color {
	if !b.OnBoard(x, y) {
		return Empty
	}
	return b.color[pt(x, y)]
}

// Padded layout: Index gives a point's place in the board's own arrays,
// where the neighbours of an on-board point i are i-1, i+1, i-Stride and
// i+Stride and the points just off the board read as OffBoard. AtIndex
// reads it without a bounds test on the coordinates: the judges' filters
// look at a play's neighbourhood on every move.
const (
	Stride   = stride
	OffBoard = offBoard
)

// Index returns the padded index of the on-board point (x, y).
func (b *Board) Index(x, y int) int { return pt(x, y) }

// AtIndex returns the content of padded index i: OffBoard around the
// board (one point deep).
func (b *Board) AtIndex(i int) Color { return b.color[i] }

// Around returns the contents of the four neighbours of the on-board
// padded index i, in the order i-1, i+1, i-Stride, i+Stride (OffBoard
// for points off the board): one bounds test for the four reads.
func (b *Board) Around(i int) (left, right, up, down Color) {
	n := b.color[i-stride : i+stride+1 : i+stride+1]
	return n[stride-1], n[stride+1], n[0], n[2*stride]
}

// Hash returns the Zobrist hash of the position (0 for the empty board).
func (b *Board) Hash() uint64 { return b.hash }

// Words returns the number of uint64 words of one colour in Packed.
func (b *Board) Words() int { return (b.w*b.h + 63) / 64 }

// Packed appends the exact position to dst as bit sets: Words() words of
// black stones then Words() words of white stones, bit i for row-major i.
func (b *Board) Packed(dst []uint64) []uint64 {
	n := b.Words()
	dst = append(dst, b.bits[0][:n]...)
	return append(dst, b.bits[1][:n]...)
}

// PackTo writes the stones into dst as Packed appends them; dst holds
// 2*Words() words at least. It stores no slice header: the history packs
// every position into its own buffer.
func (b *Board) PackTo(dst []uint64) {
	n := b.Words()
	// The history packs every position: 19x19 through Pack19To (the
	// copy written once; the history calls it directly), the other
	// common sizes word by word, unrolled (one bounds test; an array
	// copy would be a memmove call, the compiler cannot tell dst and the
	// board apart), the others in a word loop.
	blk, wht := &b.bits[0], &b.bits[1]
	switch n {
	case 6: // 19x19
		b.Pack19To((*[12]uint64)(dst[:12]))
		return
	case 3: // 13x13
		d := dst[:6:6]
		d[0], d[1], d[2], d[3], d[4], d[5] = blk[0], blk[1], blk[2], wht[0], wht[1], wht[2]
		return
	case 2: // 9x9
		d := dst[:4:4]
		d[0], d[1], d[2], d[3] = blk[0], blk[1], wht[0], wht[1]
		return
	}
	bl, wh, lo, hi := blk[:n], wht[:n], dst[:n], dst[n:2*n]
	for k := range lo { // four slices of length n: no bounds test inside
		lo[k], hi[k] = bl[k], wh[k]
	}
}

// Pack19To writes a 19x19 board's position as PackTo does (Words() is
// 6): no length switch, for the history's snapshot on every move of the
// common size. Sixteen bytes a statement, each one load and one store: an
// array copy of a colour's six words goes through a stack temporary (the
// compiler cannot tell d and the board apart), twice the moves, and a
// larger one is a memmove call.
func (b *Board) Pack19To(d *[12]uint64) {
	blk, wht := &b.bits[0], &b.bits[1]
	*(*[2]uint64)(d[0:2]) = [2]uint64(blk[0:2])
	*(*[2]uint64)(d[2:4]) = [2]uint64(blk[2:4])
	*(*[2]uint64)(d[4:6]) = [2]uint64(blk[4:6])
	*(*[2]uint64)(d[6:8]) = [2]uint64(wht[0:2])
	*(*[2]uint64)(d[8:10]) = [2]uint64(wht[2:4])
	*(*[2]uint64)(d[10:12]) = [2]uint64(wht[4:6])
}

// Chain returns the number of stones of the chain through (x, y) and its
// pseudo-liberties: the stone–empty adjacencies, zero exactly when the
// chain has no liberty and never fewer than its liberties (an empty point
// next to two of its stones counts twice). 0, 0 for an empty or off-board
// point. Two reads: the replay's judges use it to skip plays cheaply.
func (b *Board) Chain(x, y int) (stones, pseudoLibs int) {
	if !b.OnBoard(x, y) {
		return 0, 0
	}
	p := pt(x, y)
	if c := b.color[p]; c != Black && c != White {
		return 0, 0
	}
	h := b.head[p]
	return int(b.size[h]), int(b.libs[h])
}

// Removed returns the row-major indices of the stones the last Play
// removed, chain after chain, opponent chains first (read only, valid
// until the next Play).
func (b *Board) Removed() []int32 { return b.removed }

// RemovedChains returns the number of chains the last Play removed.
func (b *Board) RemovedChains() int { return len(b.removedEnds) }

// RemovedChain returns the k-th chain the last Play removed.
func (b *Board) RemovedChain(k int) []int32 {
	start := int32(0)
	if k > 0 {
		start = b.removedEnds[k-1]
	}
	return b.removed[start:b.removedEnds[k]]
}

// CopyFrom makes b an exact copy of src (for trial plays), copying only
// the rows src uses.
func (b *Board) CopyFrom(src *Board) {
	if b.removed == nil {
		b.removed = make([]int32, 0, MaxSize*MaxSize)
		b.removedEnds = make([]int32, 0, MaxSize*MaxSize)
	}
	rows := max(b.h, src.h) + 2
	n := rows * stride
	copy(b.color[:n], src.color[:n])
	copy(b.next[:n], src.next[:n])
	copy(b.head[:n], src.head[:n])
	copy(b.libs[:n], src.libs[:n])
	copy(b.size[:n], src.size[:n])
	copy(b.index[:n], src.index[:n])
	b.bits = src.bits
	b.w, b.h, b.hash = src.w, src.h, src.hash
	b.removed, b.removedEnds = b.removed[:0], b.removedEnds[:0]
}

// Position exports the board as a plain Position (allocates).
func (b *Board) Position() Position {
	p := NewPosition(b.w, b.h)
	b.CopyTo(&p)
	return p
}

// CopyTo writes the board into p, reusing p.Stones when it is big enough.
func (b *Board) CopyTo(p *Position) {
	n := b.w * b.h
	if cap(p.Stones) < n {
		p.Stones = make([]Color, n)
	}
	p.W, p.H, p.Stones = b.w, b.h, p.Stones[:n]
	for y := 0; y < b.h; y++ {
		copy(p.Stones[y*b.w:(y+1)*b.w], b.color[pt(0, y):pt(b.w, y)])
	}
}

// SetPosition replaces the stones by p's (a setup: no captures happen,
// chains without liberties may stand). p must have the board's size.
func (b *Board) SetPosition(p Position) error {
	if p.W != b.w || p.H != b.h || len(p.Stones) != b.w*b.h {
		return fmt.Errorf("board: setup of %dx%d on a %dx%d board", p.W, p.H, b.w, b.h)
	}
	w, h := b.w, b.h
	if err := b.Reset(w, h); err != nil {
		return err
	}
	for i, c := range p.Stones {
		if c == Black || c == White {
			b.put(pt(i%w, i/w), c)
		}
	}
	// Rebuild chains and pseudo-liberties from scratch.
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			q := pt(x, y)
			if c := b.color[q]; c == Black || c == White {
				b.head[q], b.next[q], b.size[q] = int16(q), int16(q), 1
				b.libs[q] = int16(b.emptyAround(q))
			}
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			q := pt(x, y)
			c := b.color[q]
			if c != Black && c != White {
				continue
			}
			for _, n := range [2]int{q + 1, q + stride} {
				if b.color[n] == c && b.head[n] != b.head[q] {
					b.merge(q, n)
				}
			}
		}
	}
	return nil
}

// Set places c (Black, White or Empty to remove) at (x, y) as a setup
// change, keeping chains exact. It is slow (rebuilds everything).
func (b *Board) Set(x, y int, c Color) error {
	if !b.OnBoard(x, y) {
		return fmt.Errorf("board: setup at (%d,%d) is off a %dx%d board", x, y, b.w, b.h)
	}
	p := b.Position()
	p.Stones[y*b.w+x] = c
	return b.SetPosition(p)
}

func (b *Board) emptyAround(p int) int {
	n := 0
	for _, q := range [4]int{p - 1, p + 1, p - stride, p + stride} {
		if b.color[q] == Empty {
			n++
		}
	}
	return n
}

// put sets a stone's colour, hash and bits (no chain bookkeeping).
func (b *Board) put(p int, c Color) {
	b.color[p] = c
	b.hash ^= zobrist[c-1][b.index[p]]
	i := b.index[p]
	b.bits[c-1][i>>6] |= 1 << (uint(i) & 63)
}

// take removes a stone's colour, hash and bits.
func (b *Board) take(p int) {
	c := b.color[p]
	i := b.index[p]
	b.hash ^= zobrist[c-1][i]
	b.bits[c-1][i>>6] &^= 1 << (uint(i) & 63)
	b.color[p] = Empty
	b.head[p] = sink
}

// merge joins the chains of a and b (same colour, different heads): the
// smaller is relabelled and the circular lists spliced.
func (b *Board) merge(a, c int) {
	ha, hc := int(at(b.head[a])), int(at(b.head[c]))
	if b.size[ha] < b.size[hc] {
		ha, hc = hc, ha
	}
	s := hc
	for {
		b.head[s] = int16(ha)
		s = int(b.next[s])
		if s == hc {
			break
		}
	}
	b.next[ha], b.next[hc] = b.next[hc], b.next[ha]
	b.size[ha] += b.size[hc]
	b.libs[ha] += b.libs[hc]
}

// join joins the chain of q to that of the new stone p (same colour),
// unless they are one already. While p is alone, a chain of two stones
// or more takes it in as merge would (its head kept, p spliced in after
// it) without merge's relabelling loop; merge makes the lone stone's head
// the new stone's, so a lone stone goes through merge.
func (b *Board) join(p, q int) {
	h, hp := b.head[q], b.head[p]
	if h == hp {
		return
	}
	if hp == int16(p) && b.size[p] == 1 && b.size[at(h)] >= 2 {
		b.head[p], b.next[p], b.next[h] = h, b.next[h], hp
		b.size[at(h)]++
		b.libs[at(h)] += b.libs[p]
		return
	}
	b.merge(p, q)
}

// removeChain takes the chain with head h off the board, gives its
// neighbours their liberties back and records the stones.
func (b *Board) removeChain(h int) int {
	n := 0
	s := h
	for {
		b.take(s)
		b.removed = append(b.removed, int32(b.index[s]))
		n++
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	s = h
	for {
		for _, q := range [4]int{s - 1, s + 1, s - stride, s + stride} {
			if c := b.color[q]; c == Black || c == White {
				b.libs[at(b.head[q])]++
			}
		}
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	b.removedEnds = append(b.removedEnds, int32(len(b.removed)))
	return n
}

// sink is the head of every point that holds no stone (empty or around
// the board): a padding point whose pseudo-liberty count play decrements
// blindly and nobody reads, so that play needs no branch to skip them.
const sink = 0

// isEmpty counts an empty point (by Color).
var isEmpty = [4]int16{Empty: 1}

// Errors of Play; they are values so that a refused play allocates nothing.
var (
	ErrOffBoard = errors.New("board: the point is off the board")
	ErrOccupied = errors.New("board: the point is occupied")
	ErrNoColor  = errors.New("board: only Black or White can play")
)

// PlayResult is what the mechanics of one play did.
type PlayResult struct {
	Captured int // opponent stones removed
	Suicided int // own stones removed (the mover's chain had no liberty)
	// KoPoint is the row-major index where the opponent would retake a
	// basic ko: the play captured exactly one stone and the playing stone
	// is a lone stone with exactly one liberty. -1 otherwise.
	KoPoint int
	// Chain is the played stone's chain after the play (zero after a
	// suicide): play has it at hand, and the replay's scoped judges skip
	// most plays on it.
	Chain ChainSize
}

// ChainSize is what Board.Chain reports of a chain. Its fields are int32
// so that a PlayResult stays within the 32 bytes the compiler keeps in
// registers (a bigger result is copied through memory on every play).
type ChainSize struct {
	Stones     int32
	PseudoLibs int32 // stone–empty adjacencies
}

// Play places c (Black or White) at (x, y) with the usual mechanics:
// opponent chains left without liberties are removed, then the mover's own
// chain if it has none. An occupied or off-board point is refused with an
// error and changes nothing. Play allocates nothing.
func (b *Board) Play(x, y int, c Color) (PlayResult, error) {
	if uint(x) >= uint(b.w) || uint(y) >= uint(b.h) {
		return PlayResult{KoPoint: -1}, ErrOffBoard
	}
	if c-Black > White-Black {
		return PlayResult{KoPoint: -1}, ErrNoColor
	}
	p := pt(x, y)
	if b.color[p] != Empty {
		return PlayResult{KoPoint: -1}, ErrOccupied
	}
	// The mechanics, in Play itself: a call and a copy of the result less
	// on every move.
	b.removed, b.removedEnds = b.removed[:0], b.removedEnds[:0]
	b.put(p, c)
	// The four neighbours, read through one window each (one bounds test
	// for four reads): left, right, up, down.
	col := b.color[p-stride : p+stride+1 : p+stride+1]
	hds := b.head[p-stride : p+stride+1 : p+stride+1]
	cl, cr, cu, cd := col[stride-1], col[stride+1], col[0], col[2*stride]
	hl, hr, hu, hd := hds[stride-1], hds[stride+1], hds[0], hds[2*stride]
	// First, without a branch on the neighbours' colours (they follow no
	// pattern): one pseudo-liberty less for every chain next to the new
	// stone (a point holding no stone has the sink for head, whose count
	// nobody reads), and the new stone's empty neighbours counted.
	b.libs[at(hl)]--
	b.libs[at(hr)]--
	b.libs[at(hu)]--
	b.libs[at(hd)]--
	empties := isEmpty[cl&3] + isEmpty[cr&3] + isEmpty[cu&3] + isEmpty[cd&3]
	// A chain is captured only if its count reached zero just now: the
	// counts of opponent chains change only above, and the merges below
	// touch the mover's chains alone. Most plays leave every count above
	// zero and skip the capture loop (a false alarm, from a mover's chain
	// or the sink, only costs the loop).
	mayCapture := b.libs[at(hl)] == 0 || b.libs[at(hr)] == 0 || b.libs[at(hu)] == 0 || b.libs[at(hd)] == 0
	// Then the mover's chains joined.
	hp := int16(p)
	b.head[p], b.next[p], b.size[p], b.libs[p] = hp, hp, 1, empties
	if cl == c {
		b.join(p, p-1)
	}
	if cr == c {
		b.join(p, p+1)
	}
	if cu == c {
		b.join(p, p-stride)
	}
	if cd == c {
		b.join(p, p+stride)
	}
	res := PlayResult{KoPoint: -1}
	if mayCapture {
		opp := c.Opponent()
		for _, q := range [4]int{p - 1, p + 1, p - stride, p + stride} {
			if b.libs[at(b.head[q])] == 0 && b.color[q] == opp {
				res.Captured += b.removeChain(int(b.head[q]))
			}
		}
	}
	h := b.head[p]
	if b.libs[at(h)] == 0 {
		res.Suicided = b.removeChain(int(h))
		return res, nil
	}
	res.Chain = ChainSize{int32(b.size[at(h)]), int32(b.libs[at(h)])}
	if res.Captured == 1 && res.Chain == (ChainSize{1, 1}) {
		res.KoPoint = int(b.removed[0])
	}
	return res, nil
}

// EqualPacked reports whether the board holds exactly the position packed
// in s (as Packed writes it), without copying.
func (b *Board) EqualPacked(s []uint64) bool {
	n := b.Words()
	if len(s) != 2*n {
		return false
	}
	for i := 0; i < n; i++ {
		if s[i] != b.bits[0][i] || s[n+i] != b.bits[1][i] {
			return false
		}
	}
	return true
}

// UnpackPosition builds the w×h Position packed in s (as Packed writes it).
func UnpackPosition(w, h int, s []uint64) Position {
	var p Position
	UnpackPositionInto(&p, w, h, s)
	return p
}

// UnpackPositionInto is UnpackPosition writing into dst, whose stones
// it reuses: a replay's judges unpack many positions and keep none.
// Eight points at a time: each byte of the two colours' words spreads
// into eight stones through a table (a point set in both reads White).
func UnpackPositionInto(dst *Position, w, h int, s []uint64) {
	dst.W, dst.H = w, h
	size := w * h
	if cap(dst.Stones) < size {
		dst.Stones = make([]Color, size)
	}
	st := dst.Stones[:size]
	dst.Stones = st
	n := (size + 63) / 64
	blk, wht := s[:n], s[n:2*n]
	for i := 0; i < size; i += 8 {
		k, sh := i>>6, uint(i&63)
		bw, ww := spread8[byte(blk[k]>>sh)], spread8[byte(wht[k]>>sh)]
		v := bw&^ww | ww<<1 // Black 1, White 2 in each byte
		if i+8 <= size {    // eight byte stores the compiler makes one
			c := st[i : i+8 : i+8]
			c[0], c[1], c[2], c[3] = Color(v), Color(v>>8), Color(v>>16), Color(v>>24)
			c[4], c[5], c[6], c[7] = Color(v>>32), Color(v>>40), Color(v>>48), Color(v>>56)
			continue
		}
		for j := i; j < size; j++ {
			st[j] = Color(v >> (8 * uint(j-i)) & 0xff)
		}
	}
}

// spread8[b] holds, in byte k, bit k of b.
var spread8 = func() (t [256]uint64) {
	for b := range t {
		for k := 0; k < 8; k++ {
			t[b] |= uint64(b>>k&1) << (8 * k)
		}
	}
	return t
}()

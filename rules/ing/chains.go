package ing

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// chains names the chains of a position with their stones and liberties,
// looked up on demand (the analysis asks about a few strings around a ko,
// never about the whole board) and kept for the next question.
type chains struct {
	p board.Position
	// id and first hold one more than their value, 0 for not looked up
	// yet: relabel clears them with clear (a memclr) instead of a loop
	// storing -1, and each analysis relabels two positions.
	id    []int32 // chain of each point, plus 1; 0 not looked up yet (or empty)
	list  []chainInfo
	first []int32 // the first stone of each stone's chain, plus 1; 0 not looked up yet
	size  []int32 // by first stone: the chain's stones, once name flooded it
}

type chainInfo struct {
	color  board.Color
	stones []int // ascending; stones[0] names the chain
	libs   []int // ascending
}

func labelChains(p board.Position) *chains {
	return new(chains).relabel(p)
}

// relabel makes cs the (empty) chains of p, reusing its buffers: the
// judge labels two positions per analysis and keeps nothing of them.
func (cs *chains) relabel(p board.Position) *chains {
	n := len(p.Stones)
	cs.p = p
	cs.id = slices.Grow(cs.id[:0], n)[:n]
	clear(cs.id)
	clear(cs.list) // drop the old stones and liberties
	cs.list = cs.list[:0]
	cs.first, cs.size = cs.first[:0], cs.size[:0]
	return cs
}

// of returns the chain through stone i, or nil for an empty point.
func (cs *chains) of(i int) *chainInfo {
	if cs.p.Stones[i] == board.Empty {
		return nil
	}
	if cs.id[i] == 0 {
		c := chainAt(cs.p, i)
		n := int32(len(cs.list)) + 1
		for _, s := range c.stones {
			cs.id[s] = n
		}
		cs.list = append(cs.list, *c)
	}
	return &cs.list[cs.id[i]-1]
}

// name returns the first stone (row-major) of the chain through stone i,
// the name chainInfo.stones[0] gives it, without listing its stones and
// liberties: the ko positions ask it about every wall of every mouth.
func (cs *chains) name(i int) int {
	if cs.id[i] != 0 {
		return cs.list[cs.id[i]-1].stones[0]
	}
	if len(cs.first) == 0 {
		cs.first = slices.Grow(cs.first, len(cs.p.Stones))[:len(cs.p.Stones)]
		clear(cs.first)
	}
	if cs.first[i] != 0 {
		return int(cs.first[i]) - 1
	}
	p := cs.p
	c := p.Stones[i]
	var seen [maxWords]uint64
	var sbuf [64]int16
	stones, lo := append(sbuf[:0], int16(i)), i
	seen[i>>6] |= 1 << (i & 63)
	var nb [4]int
	for k := 0; k < len(stones); k++ {
		for _, j := range neighbours(nb[:0], p.W, p.H, int(stones[k])) {
			if p.Stones[j] == c && seen[j>>6]>>(j&63)&1 == 0 {
				seen[j>>6] |= 1 << (j & 63)
				stones = append(stones, int16(j))
				lo = min(lo, j)
			}
		}
	}
	for _, q := range stones {
		cs.first[q] = int32(lo) + 1
	}
	if len(cs.size) == 0 { // read only at first stones named since relabel
		cs.size = slices.Grow(cs.size, len(cs.p.Stones))[:len(cs.p.Stones)]
	}
	cs.size[lo] = int32(len(stones))
	return lo
}

// sizeOf returns the number of stones of the chain through stone i.
func (cs *chains) sizeOf(i int) int {
	first := cs.name(i)
	if cs.id[i] != 0 {
		return len(cs.list[cs.id[i]-1].stones)
	}
	return int(cs.size[first])
}

// libs returns the number of liberties of the chain through i (0 when i
// is empty: the chain was captured).
func (cs *chains) libs(i int) int {
	if c := cs.of(i); c != nil {
		return len(c.libs)
	}
	return 0
}

// play returns p after c plays at i, and false when the play is
// impossible or a suicide (no local analysis considers either). It is the
// reference mechanics (captures first, then the mover's own chain) with a
// flood fill that stops at the first liberty found.
func play(p board.Position, c board.Color, i int) (board.Position, bool) {
	if p.Stones[i] != board.Empty {
		return p, false
	}
	q := p.Clone()
	q.Stones[i] = c
	var nb [4]int
	for _, j := range neighbours(nb[:0], q.W, q.H, i) {
		if q.Stones[j] == c.Opponent() {
			if dead := noLiberty(q, j); dead != nil {
				for _, s := range dead {
					q.Stones[s] = board.Empty
				}
			}
		}
	}
	if noLiberty(q, i) != nil {
		return p, false
	}
	return q, true
}

// playInPlace plays c at the empty point i of p with the reference
// mechanics of board.Position.Play (opponent chains without liberties
// removed, then the mover's own chain if it has none) without its maps,
// and returns the opponent and own stones removed.
func playInPlace(p board.Position, c board.Color, i int) (captured, suicided int) {
	p.Stones[i] = c
	var nb [4]int
	for _, j := range neighbours(nb[:0], p.W, p.H, i) {
		if p.Stones[j] == c.Opponent() {
			if dead := noLiberty(p, j); dead != nil {
				for _, s := range dead {
					p.Stones[s] = board.Empty
				}
				captured += len(dead)
			}
		}
	}
	if dead := noLiberty(p, i); dead != nil {
		for _, s := range dead {
			p.Stones[s] = board.Empty
		}
		suicided = len(dead)
	}
	return captured, suicided
}

// noLiberty returns the stones of the chain through i when it has no
// liberty, nil as soon as it finds one.
func noLiberty(p board.Position, i int) []int {
	c := p.Stones[i]
	var seen [(board.MaxSize*board.MaxSize + 63) / 64]uint64
	seen[i>>6] |= 1 << (i & 63)
	// Flooded on the stack: most chains have a liberty (nil, nothing
	// allocated); a dead one is copied out.
	var sbuf [32]int
	stones := append(sbuf[:0], i)
	var nb [4]int
	for k := 0; k < len(stones); k++ {
		for _, j := range neighbours(nb[:0], p.W, p.H, stones[k]) {
			switch p.Stones[j] {
			case board.Empty:
				return nil
			case c:
				if seen[j>>6]>>(j&63)&1 == 0 {
					seen[j>>6] |= 1 << (j & 63)
					stones = append(stones, j)
				}
			}
		}
	}
	return slices.Clone(stones)
}

// chainAt returns the chain through stone i of p (stones and liberties
// ascending), or nil for an empty point: the local look-up the analysis
// of hypothetical plays uses instead of labelling the whole board.
func chainAt(p board.Position, i int) *chainInfo {
	c := p.Stones[i]
	if c == board.Empty {
		return nil
	}
	// Flood on the stack, then one exact allocation for both lists: the
	// analysis looks up many big walls.
	var seen [maxWords]uint64 // stones and liberties met
	var sbuf, lbuf [64]int16  // most chains fit: no allocation
	stones, libs := append(sbuf[:0], int16(i)), lbuf[:0]
	seen[i>>6] |= 1 << (i & 63)
	var nb [4]int
	for k := 0; k < len(stones); k++ {
		for _, j := range neighbours(nb[:0], p.W, p.H, int(stones[k])) {
			if seen[j>>6]>>(j&63)&1 != 0 {
				continue
			}
			switch p.Stones[j] {
			case board.Empty:
				seen[j>>6] |= 1 << (j & 63)
				libs = append(libs, int16(j))
			case c:
				seen[j>>6] |= 1 << (j & 63)
				stones = append(stones, int16(j))
			}
		}
	}
	ns, nl := len(stones), len(libs)
	buf := make([]int, ns+nl)
	for k, q := range stones {
		buf[k] = int(q)
	}
	for k, q := range libs {
		buf[ns+k] = int(q)
	}
	info := &chainInfo{color: c, stones: buf[:ns:ns], libs: buf[ns:]}
	slices.Sort(info.stones)
	slices.Sort(info.libs)
	return info
}

// libsAt counts the liberties of the chain through i (0 for an empty
// point: the chain was captured). It walks the chain as chainAt does but
// keeps nothing: the analysis asks it about many hypothetical plays.
func libsAt(p board.Position, i int) int {
	c := p.Stones[i]
	if c == board.Empty {
		return 0
	}
	var seen [maxWords]uint64 // stones and liberties met
	var qbuf [64]int16
	queue, libs := append(qbuf[:0], int16(i)), 0
	seen[i>>6] |= 1 << (i & 63)
	var nb [4]int
	for k := 0; k < len(queue); k++ {
		for _, j := range neighbours(nb[:0], p.W, p.H, int(queue[k])) {
			if seen[j>>6]>>(j&63)&1 != 0 {
				continue
			}
			switch p.Stones[j] {
			case board.Empty:
				seen[j>>6] |= 1 << (j & 63)
				libs++
			case c:
				seen[j>>6] |= 1 << (j & 63)
				queue = append(queue, int16(j))
			}
		}
	}
	return libs
}

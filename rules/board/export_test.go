package board

import "fmt"

// PlayMerging is Play as it was before the shortcuts of play (the capture
// loop skipped when no neighbouring count reached zero, a new stone
// spliced into a chain without merge): every neighbour tested for a
// capture, every join through merge. The tests play games both ways and
// compare the boards' whole state (SameState).
func (b *Board) PlayMerging(x, y int, c Color) (PlayResult, error) {
	if !b.OnBoard(x, y) {
		return PlayResult{KoPoint: -1}, ErrOffBoard
	}
	if c != Black && c != White {
		return PlayResult{KoPoint: -1}, ErrNoColor
	}
	p := pt(x, y)
	if b.color[p] != Empty {
		return PlayResult{KoPoint: -1}, ErrOccupied
	}
	b.removed, b.removedEnds = b.removed[:0], b.removedEnds[:0]
	opp := c.Opponent()
	b.put(p, c)
	nbs := [4]int{p - 1, p + 1, p - stride, p + stride}
	empties := int16(0)
	for _, q := range nbs {
		b.libs[b.head[q]]--
		empties += isEmpty[b.color[q]&3]
	}
	b.head[p], b.next[p], b.size[p], b.libs[p] = int16(p), int16(p), 1, empties
	for _, q := range nbs {
		if b.color[q] == c && b.head[q] != b.head[p] {
			b.merge(p, q)
		}
	}
	res := PlayResult{KoPoint: -1}
	for _, q := range nbs {
		if b.libs[b.head[q]] == 0 && b.color[q] == opp {
			res.Captured += b.removeChain(int(b.head[q]))
		}
	}
	hp := int(b.head[p])
	if b.libs[hp] == 0 {
		res.Suicided = b.removeChain(hp)
		return res, nil
	}
	res.Chain = ChainSize{int32(b.size[hp]), int32(b.libs[hp])}
	if res.Captured == 1 && res.Chain == (ChainSize{1, 1}) {
		res.KoPoint = int(b.removed[0])
	}
	return res, nil
}

// SameState describes the first difference between a and b's stones,
// chains (heads, lists, sizes and pseudo-liberties at the heads), hash,
// packed bits and removed stones, or returns "" when there is none.
func SameState(a, b *Board) string {
	if a.w != b.w || a.h != b.h || a.hash != b.hash || a.bits != b.bits {
		return "size, hash or packed bits"
	}
	for y := 0; y < a.h; y++ {
		for x := 0; x < a.w; x++ {
			p := pt(x, y)
			if a.color[p] != b.color[p] {
				return fmt.Sprintf("colour at (%d,%d)", x, y)
			}
			if a.color[p] == Empty {
				continue
			}
			h := a.head[p]
			if h != b.head[p] || a.next[p] != b.next[p] {
				return fmt.Sprintf("chain list at (%d,%d)", x, y)
			}
			if a.size[h] != b.size[h] || a.libs[h] != b.libs[h] {
				return fmt.Sprintf("chain counts at (%d,%d)", x, y)
			}
		}
	}
	if fmt.Sprint(a.removed, a.removedEnds) != fmt.Sprint(b.removed, b.removedEnds) {
		return fmt.Sprintf("removed %v %v, %v %v", a.removed, a.removedEnds, b.removed, b.removedEnds)
	}
	return ""
}

// Shortcuts tells which of play's shortcuts a play of c at (x, y), an
// empty point, would take on b: skip, no neighbouring chain's count
// reaches zero (the capture loop is skipped); splice, the first
// neighbouring chain of c has two stones or more (the stone is spliced
// into it without merge).
func Shortcuts(b *Board, x, y int, c Color) (skip, splice bool) {
	p := pt(x, y)
	nbs := [4]int{p - 1, p + 1, p - stride, p + stride}
	skip = true
	first := true
	for _, q := range nbs {
		if k := b.color[q]; k != Black && k != White {
			continue
		}
		h, n := b.head[q], int16(0)
		for _, r := range nbs {
			if (b.color[r] == Black || b.color[r] == White) && b.head[r] == h {
				n++
			}
		}
		if b.libs[h] == n {
			skip = false
		}
		if b.color[q] == c && first {
			first = false
			splice = b.size[h] >= 2
		}
	}
	return skip, splice
}

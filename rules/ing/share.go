package ing

import "github.com/rulediff/rulediff/rules/board"

// MayShareKoPosition is a necessary condition for points i and q of the
// packed w×h position (as board.Board.Packed writes it) to lie in one ko
// position: in one ko mouth they are at most shapeSpan apart (a mouth is
// a connected set of at most maxMouthPoints points); in two mouths of one
// ko coupling, the two mouths touch the same strings (KoPositions), of
// both colours (a mouth is walled by both), and a string touching a mouth
// has a stone within shapeSpan+1 of each of its points, so a Black and a
// White string come that near both i and q. The replay asks it before
// looking for the previous play's ko position, which most plays far from
// it are in no ko position with. It allocates nothing; it reads the
// strings near i whole.
func MayShareKoPosition(w, h int, packed []uint64, i, q int) bool {
	xi, yi, xq, yq := i%w, i/w, q%w, q/w
	if abs(xi-xq)+abs(yi-yq) <= shapeSpan {
		return true
	}
	const reach = shapeSpan + 1
	g := packedGrid(w, h, packed)
	// The strings with a stone within reach of i, each whole.
	var marked [maxWords]uint64
	var sbuf [128]int32
	stack := sbuf[:0] // each stone once: grows past 128 for long walls only
	for y := max(0, yi-reach); y <= min(h-1, yi+reach); y++ {
		r := reach - abs(y-yi)
		for x := max(0, xi-r); x <= min(w-1, xi+r); x++ {
			s := y*w + x
			c := g.at(s)
			if c == board.Empty || marked[s>>6]>>(s&63)&1 != 0 {
				continue
			}
			marked[s>>6] |= 1 << (s & 63)
			stack = append(stack[:0], int32(s))
			var nb [4]int
			for len(stack) > 0 {
				p := int(stack[len(stack)-1])
				stack = stack[:len(stack)-1]
				for _, j := range neighbours(nb[:0], w, h, p) {
					if g.at(j) == c && marked[j>>6]>>(j&63)&1 == 0 {
						marked[j>>6] |= 1 << (j & 63)
						stack = append(stack, int32(j))
					}
				}
			}
		}
	}
	// One of each colour with a stone within reach of q.
	var found [4]bool
	for y := max(0, yq-reach); y <= min(h-1, yq+reach); y++ {
		r := reach - abs(y-yq)
		for x := max(0, xq-r); x <= min(w-1, xq+r); x++ {
			if s := y*w + x; marked[s>>6]>>(s&63)&1 != 0 {
				found[g.at(s)] = true
			}
		}
	}
	return found[board.Black] && found[board.White]
}

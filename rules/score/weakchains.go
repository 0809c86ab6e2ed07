package score

import "github.com/rulediff/rulediff/rules/board"

// chainsFromWork is chainsByScan read from the fill's chains: when a.wb
// holds board b (a.wbFor: the closed board fill left on it, or rebuilt
// from it), it sets s.live, joins each living stone of c to its chain's
// head and sets the head's liberties (up to two) from a.wb's exact
// count, and reports true; otherwise, or when a living stone of c
// touches a dead stone of c on b, it leaves s as reset left it and
// reports false.
//
// Why it is exact: a.wb's chains are the connected sets of stones of one
// colour on b, with their distinct empty neighbours counted. chainsByScan
// joins the living stones of c only, and counts the empty points beside
// them. When no living stone of c touches a dead one of c, a chain of
// a.wb holding a living stone holds living stones only (a path from it
// to a dead stone would pass a living stone beside a dead one), so it is
// exactly one of chainsByScan's chains, with the same stones beside the
// same empty points: the same partition, the same liberties. Which stone
// is the root differs, and nothing reads it but find (s.weak is marked
// through find, and the weak roots' order only orders the marking).
//
// TestBoundReadingsAreRef compares it with chainsByScan on every reading
// (checkChainsFromWork); TestChainsFromWorkByHand works a board where
// it reads and one where a dead stone stops it.
func (a *analysis) chainsFromWork(s *boundScratch, b []board.Color, c board.Color) bool {
	k := a.wbFor - 1
	if k < 0 || !a.closedOK[k] || len(b) == 0 || len(a.closedBoard[k]) == 0 || &b[0] != &a.closedBoard[k][0] {
		return false
	}
	n, w := a.g.n, a.g.w
	wb := a.wb
	stride := int32(wb.stride)
	live, dead, uf, libs := s.live[:n], a.dead[:n], s.uf[:n], s.libs
	b = b[:n]
	nbr := a.g.nbr[:4*n]
	for y := 0; y < a.g.h; y++ {
		o := y * w
		row, brow, drow := live[o:o+w], b[o:o+w], dead[o:o+w]
		heads := wb.head[(y+1)*wb.stride+1:][:w]
		for x := range row {
			row[x] = false
			if brow[x] != c {
				continue
			}
			if drow[x] {
				i := o + x
				for _, q := range nbr[4*i : 4*i+4] {
					if q >= 0 && b[q] == c && !dead[q] {
						s.reset(n, len(a.regs))
						return false
					}
				}
				continue
			}
			row[x] = true
			h := heads[x]
			r := (h/stride-1)*int32(w) + h%stride - 1
			uf[o+x] = r
			libs[r] = int8(min(wb.libs[h], 2))
		}
	}
	return true
}

// checkChainsFromWork, when set (tests only), is called after
// chainsFromWork read the chains, to compare them with chainsByScan's.
var checkChainsFromWork func(a *analysis, s *boundScratch, b []board.Color, c board.Color)

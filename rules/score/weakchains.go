package score

import "github.com/rulediff/rulediff/rules/board"

// chainsFromWork is chainsByScan read from the fill's chains: when a.wb
// holds board b (a.wbFor: the closed board fill left on it, or rebuilt
// from it), it sets s.live, joins each living stone of c to its chain's
// head, sets the head's liberties (up to two) from a.wb's exact count
// and lists the heads of those with fewer (s.weak, in index order, as
// chainsByScan lists its roots), and reports true; otherwise, or when a
// living stone of c touches a dead stone of c on b, it leaves s as reset
// left it and reports false.
//
// Why it is exact: a.wb's chains are the connected sets of stones of one
// colour on b, with their distinct empty neighbours counted. chainsByScan
// joins the living stones of c only, and counts the empty points beside
// them. When no living stone of c touches a dead one of c, a chain of
// a.wb holding a living stone holds living stones only (a path from it
// to a dead stone would pass a living stone beside a dead one), so it is
// exactly one of chainsByScan's chains, with the same stones beside the
// same empty points: the same partition, the same liberties. The head is
// one of the chain's stones, so living: its liberties are set when the
// scan reaches it (once a chain, not once a stone). Which stone is the
// root differs, and nothing reads it but find (s.weak is marked through
// find, and the weak roots' order only orders the marking).
//
// TestBoundReadingsAreRef compares it with chainsByScan on every reading
// (checkChainsFromWork); TestChainsFromWorkByHand works a board where
// it reads and one where a dead stone stops it.
func (a *analysis) chainsFromWork(s *boundScratch, b []board.Color, c board.Color) bool {
	k := a.wbFor - 1
	if k < 0 || !a.closedOK[k] || len(b) == 0 || len(a.closedBoard[k]) == 0 || &b[0] != &a.closedBoard[k][0] {
		return false
	}
	n := a.g.n
	wb := a.wb
	framed, unframed := a.g.framed[:n], a.g.unframed
	live, dead, uf, libs := s.live[:n], a.dead[:n], s.uf[:n], s.libs
	b = b[:n]
	nbr := a.g.nbr[:4*n]
	clear(live)
	for i, col := range b {
		if col != c {
			continue
		}
		if dead[i] {
			for _, q := range nbr[4*i : 4*i+4] {
				if q >= 0 && b[q] == c && !dead[q] {
					s.reset(n, len(a.regs))
					return false
				}
			}
			continue
		}
		live[i] = true
		h := wb.head[framed[i]]
		r := unframed[h]
		uf[i] = r
		if r == int32(i) { // the head, one of the chain's living stones: read once
			l := int8(min(wb.lib[h].n, 2))
			libs[r] = l
			if l < 2 {
				s.weak = append(s.weak, r)
			}
		}
	}
	return true
}

// checkChainsFromWork, when set (tests only), is called after
// chainsFromWork read the chains, to compare them with chainsByScan's.
var checkChainsFromWork func(a *analysis, s *boundScratch, b []board.Color, c board.Color)

package score

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

// fillDame fills the dame of a record counted without closing passes,
// as RULES.md §5.1 says a referee does under area counting: the players
// fill in turn, starting with first (the player to move after the
// record's last move); each fills the first dame, in row-major order, it
// can fill without capturing and without leaving its own chain with
// fewer than two liberties, and passes when there is none; filling stops
// when both pass. What nobody can fill stays: the shared liberties of a
// seki (OwnSekiShared, never tried) and dame that are a self-atari for
// both. The filled points become OwnBlackFilled / OwnWhiteFilled and are
// counted in Counts.Filled (the FilledDame component), no longer in
// Counts.Dame. It works on res.Own, the count's board after removal.
func fillDame(res *Result, first board.Color) {
	if first != board.Black && first != board.White {
		return
	}
	if checkFillDame != nil {
		*res = checkFillDame(*res, first) // by value: res stays off the heap
		return
	}
	fillDameTurns(res, first)
}

// checkFillDame is nil but in the test mode (SetCheckFillDame), where it
// fills with fillDameTurns and checks the whole board and the counts
// against the reference fillDameFull (fillDameChecked, a test file's).
var checkFillDame func(res Result, first board.Color) Result

// fillDameTurns is fillDame, for Black or White first.
func fillDameTurns(res *Result, first board.Color) { fillDameWithin(res, first, nil) }

// fillDameWithin is fillDameTurns abandoned once the difference of the
// fills can be none of wanted (fillScratch.fillWithin): it reports
// whether it filled to the end.
func fillDameWithin(res *Result, first board.Color, wanted []float64) bool {
	s, _ := fillScratchPool.Get().(*fillScratch)
	if s == nil {
		s = new(fillScratch)
	}
	done := s.fillWithin(res, first, wanted)
	fillScratchPool.Put(s)
	return done
}

// fill is fillDame for Black or White first, with s for its memory.
func (s *fillScratch) fill(res *Result, first board.Color) { s.fillWithin(res, first, nil) }

// fillWithin is fill, abandoned as soon as the final difference of the
// fills, F_B − F_W, can be none of wanted (nil: never abandoned): it
// reports whether it filled to the end (res is then fill's; otherwise
// half filled). Each colour fills at most the dame still empty, so with
// d the difference so far and r dame left, the final one lies in
// [d − r, d + r] (TestFilledFromWithin).
func (s *fillScratch) fillWithin(res *Result, first board.Color, wanted []float64) bool {
	g := geometry(res.W, res.H)
	if s.g != g {
		s.g = g
		s.wb, s.saved = newPlayout(g), newPlayout(g)
		s.col, s.savedCol = make([]board.Color, g.n), s.savedCol[:0]
	}
	col := s.col
	dame := s.dame[:0]
	for i, o := range res.Own {
		c := board.Empty
		switch o.Class() {
		case OwnBlackStone, OwnBlackSekiStone:
			c = board.Black
		case OwnWhiteStone, OwnWhiteSekiStone:
			c = board.White
		case OwnDame:
			dame = append(dame, int32(i))
		}
		col[i] = c
	}
	s.dame = dame
	if len(dame) == 0 {
		return true // both pass at once
	}
	if wanted != nil && !mayReach(wanted, 0, len(dame)) {
		return false
	}
	// The chains and their exact liberty counts, kept as fills are
	// played (playout: a fill never captures, so the board only gains
	// stones): a fill's tests read the chains beside it, no chain is
	// walked. Half the fillings fill the board the last one filled (the
	// other colour first): its chains are kept (saved) and copied. The
	// result check fills the boards of counts its game's analyses just
	// read, whose chains are the geometry's shared board (sharedChains:
	// the same chains buildChains makes, copied when the stones are the
	// same, as the analyses copy them).
	if !shareFillChains || !sameStones(s.savedCol, col) {
		if !shareFillChains || !g.copyShared(col, s.saved) {
			s.saved.buildChains(col)
		} else if fillChainsShared != nil {
			fillChainsShared()
		}
		s.savedCol = append(s.savedCol[:0], col...)
	}
	wb := s.wb
	s.saved.copyTo(wb)
	s.start(wb, len(dame))
	filled := [3]Own{board.Black: OwnBlackFilled, board.White: OwnWhiteFilled}
	c, passes := first, 0
	d0 := res.Counts.Filled[board.Black] - res.Counts.Filled[board.White] // before this filling
	f0 := res.Counts.Filled[board.Black] + res.Counts.Filled[board.White]
	for passes < 2 {
		passes++
		maybe := s.maybe[c]
		for j := nextBit(maybe, 0); j >= 0; j = nextBit(maybe, j+1) {
			p := dame[j]
			fp := s.framed[j]
			s.tries++
			ok, lasting := mayFillDame(wb, fp, c)
			if !ok {
				s.refused(c, j, lasting)
				continue
			}
			wb.play(fp, c)
			s.filled(wb, c, j)
			res.Own[p] = res.Own[p]&(DeadBlack|DeadWhite) | filled[c]
			res.Counts.Filled[c]++
			res.Counts.Dame--
			passes = 0
			if wanted != nil {
				if k := res.Counts.Filled; !mayReach(wanted, k[board.Black]-k[board.White]-d0, len(dame)-(k[board.Black]+k[board.White]-f0)) {
					return false
				}
			}
			break
		}
		c = c.Opponent()
	}
	return true
}

// mayReach reports whether one of wanted lies in [d − r, d + r] (within
// rounding: the caller's margins sum halves and a komi).
func mayReach(wanted []float64, d, r int) bool {
	const eps = 1e-6
	lo, hi := float64(d-r)-eps, float64(d+r)+eps
	for _, w := range wanted {
		if w >= lo && w <= hi {
			return true
		}
	}
	return false
}

// mayFillDame reports whether c may fill fp on wb: not when it captures (an
// opponent chain beside fp has fp for its last liberty), nor when c's
// chain through fp is left with fewer than two liberties (a self-atari).
// lasting reports a refusal that stays while fp is empty: a capture
// (fillScratch's proof).
func mayFillDame(wb *playout, fp int32, c board.Color) (ok, lasting bool) {
	opp := c.Opponent()
	for _, q := range wb.nb(fp) {
		if wb.col[q] == opp && wb.lib[wb.head[q]].n == 1 {
			return false, true // a capture: no dame fill
		}
	}
	libs, _ := wb.libsAfter(fp, c)
	return libs >= 2, false
}

// fillScratch is fillDame's memory, reused across calls (fillScratchPool).
//
// The turns scan, for their colour c, only the dame c may still fill
// (maybe[c], a bit per dame in row-major order: the first bit set that
// fills is the first dame c can fill), and a refused dame's bit is
// cleared until something can have changed the answer. Stones are only
// added (no fill captures), so:
//   - a fill refused because it captures (an opponent chain X beside p
//     has p for its last liberty) stays refused while p is empty: X can
//     neither lose p nor gain a liberty (a stone joins X only on a
//     liberty of X, and p is its only one), nor lose a stone;
//   - a fill refused as a self-atari (L, the liberties of p's empty
//     neighbours and of c's chains beside p, other than p, number fewer
//     than two) stays refused until c plays a stone whose chain then
//     touches p: an opponent's stone only takes a point out of L, and a
//     stone of c that leaves every chain of c beside p as it was only
//     takes one out too (a chain changes only by joining the chain
//     played). So when c plays, the dame c was refused as a self-atari
//     (tight[c]) beside a stone of the chain just played get their bit
//     back; no other bit of either colour comes back.
//
// Hence, once c passes (maybe[c] empty), c never fills again: only c's
// own fills set c's bits. The colours alternate until the first pass,
// the other alone fills after it, and a passing turn reads a few words.
// TestFillDameEarlyStop compares, on random boards and every corpus
// position, with trying every dame each turn.
type fillScratch struct {
	g        *geom
	wb       *playout      // the board filled
	saved    *playout      // the chains of savedCol, as built
	col      []board.Color // the board to fill (stones only)
	savedCol []board.Color
	dame     []int32     // the dame, row-major
	framed   []int32     // the same points framed (playout's indices)
	maybe    [3][]uint64 // per colour: bit j set unless c surely cannot fill dame[j]
	tight    [3][]int32  // per colour: the dame (indices j) refused as a self-atari, bit cleared
	tries    int         // fills tested, for the tests
}

var fillScratchPool sync.Pool

// shareFillChains lets a filling copy its board's chains, from the last
// filling's or the geometry's shared board, instead of building them
// (TestFillSharedChains compares with it off); fillChainsShared, set by
// the tests, is told of each copy from the shared board.
var (
	shareFillChains  = true
	fillChainsShared func()
)

// start sets the scratch up for n dame on wb's board: every bit set.
func (s *fillScratch) start(wb *playout, n int) {
	s.framed = s.framed[:0]
	for _, p := range s.dame {
		s.framed = append(s.framed, wb.at(int(p)))
	}
	words := (n + 63) / 64
	for _, c := range [2]board.Color{board.Black, board.White} {
		m := slices.Grow(s.maybe[c][:0], words)[:words]
		for w := range m {
			m[w] = ^uint64(0)
		}
		if r := n % 64; r != 0 {
			m[words-1] = 1<<r - 1
		}
		s.maybe[c] = m
		s.tight[c] = s.tight[c][:0]
	}
}

// refused records that c cannot fill dame j now; lasting: while it is
// empty.
func (s *fillScratch) refused(c board.Color, j int, lasting bool) {
	s.maybe[c][j/64] &^= 1 << (j % 64)
	if !lasting {
		s.tight[c] = append(s.tight[c], int32(j))
	}
}

// filled records that c filled dame j (already played on wb): nobody
// fills it again, and c's dame refused as a self-atari beside the chain
// just played may be filled now.
func (s *fillScratch) filled(wb *playout, c board.Color, j int) {
	for _, x := range [2]board.Color{board.Black, board.White} {
		s.maybe[x][j/64] &^= 1 << (j % 64)
	}
	h := wb.head[s.framed[j]]
	st := int32(wb.stride)
	kept := s.tight[c][:0]
	for _, t := range s.tight[c] {
		fp := s.framed[t]
		if wb.col[fp] != board.Empty {
			continue // filled by the opponent
		}
		// wb.touches(fp, h, -1), written out: h is a stone of c, the
		// head of c's chains only, so only c's stones are looked at
		if !wb.ownAt(fp-1, h, -1, c) && !wb.ownAt(fp+1, h, -1, c) && !wb.ownAt(fp-st, h, -1, c) && !wb.ownAt(fp+st, h, -1, c) {
			kept = append(kept, t)
			continue
		}
		s.maybe[c][t/64] |= 1 << (t % 64)
	}
	s.tight[c] = kept
}

// nextBit returns the first bit set in m at j or after, -1 when none.
func nextBit(m []uint64, j int) int {
	w := j / 64
	if w >= len(m) {
		return -1
	}
	if x := m[w] >> (j % 64); x != 0 {
		return j + bits.TrailingZeros64(x)
	}
	for w++; w < len(m); w++ {
		if m[w] != 0 {
			return w*64 + bits.TrailingZeros64(m[w])
		}
	}
	return -1
}

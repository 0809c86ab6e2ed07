package score

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// SetCheckBoundsRef switches the test mode in which every weakBlocks and
// sekiGroups reading is compared with the former code's (refWeakBlocks,
// refSekiGroups: the regions flagged, and the regions in the sets
// marked) and fail is called when they differ; it returns the function
// that restores the mode.
func SetCheckBoundsRef(fail func(msg string)) (restore func()) {
	old, oldChains := checkBounds, checkChainsFromWork
	checkChainsFromWork = func(a *analysis, s *boundScratch, b []board.Color, c board.Color) {
		checkedChains++
		if msg := a.sameChainsAsScan(s, b, c); msg != "" {
			fail(msg)
		}
	}
	checkBounds = func(a *analysis, s *boundScratch, b []board.Color, c board.Color, seki bool) {
		checkedBounds++
		ref := new(boundScratch)
		a.refWeakBlocks(ref, b, c)
		if !seki {
			if !slices.Equal(ref.flagged, s.flagged) {
				fail(fmt.Sprintf("weakBlocks for %v flagged %v, the former reading %v", c, s.flagged, ref.flagged))
			}
			return
		}
		a.refSekiGroups(ref, b, c)
		n := int32(a.g.n)
		for r := range a.regs {
			got, want := s.mark[find(s.uf, n+int32(r))], ref.mark[find(ref.uf, n+int32(r))]
			if a.regs[r].touch == touchBit(c) && got != want {
				fail(fmt.Sprintf("sekiGroups for %v: region %d marked %v, by the former reading %v", c, r, got, want))
				return
			}
		}
	}
	return func() { checkBounds, checkChainsFromWork = old, oldChains }
}

// checkedChains counts the readings chainsFromWork made that
// SetCheckBoundsRef compared with chainsByScan.
var checkedChains int

// CheckedChainsFromWork returns the readings chainsFromWork made that
// SetCheckBoundsRef compared.
func CheckedChainsFromWork() int { return checkedChains }

// sameChainsAsScan compares what chainsFromWork left in s with
// chainsByScan on a fresh scratch: a.wb's stones are b's, the living
// stones are the same, the chains the same partition, and each root's
// liberties (up to two) the same. It returns "" when they agree.
func (a *analysis) sameChainsAsScan(s *boundScratch, b []board.Color, c board.Color) string {
	n := a.g.n
	for i := 0; i < n; i++ {
		if a.wb.col[a.wb.at(i)] != b[i] {
			return fmt.Sprintf("chainsFromWork: a.wb has %v at %d, the board %v", a.wb.col[a.wb.at(i)], i, b[i])
		}
	}
	ref := new(boundScratch)
	ref.reset(n, len(a.regs))
	ref.live = make([]bool, n)
	a.chainsByScan(ref, b, c)
	if !slices.Equal(ref.live, s.live[:n]) {
		return fmt.Sprintf("chainsFromWork for %v: living stones %v, by the scan %v", c, s.live[:n], ref.live)
	}
	toRef, toGot := map[int32]int32{}, map[int32]int32{}
	for i := 0; i < n; i++ {
		if !ref.live[i] {
			if s.uf[i] != int32(i) || s.libs[i] != 0 {
				return fmt.Sprintf("chainsFromWork for %v: point %d not living but joined or counted", c, i)
			}
			continue
		}
		g, r := find(s.uf, int32(i)), find(ref.uf, int32(i))
		if x, ok := toRef[g]; ok && x != r {
			return fmt.Sprintf("chainsFromWork for %v: chains split differently at %d", c, i)
		}
		if x, ok := toGot[r]; ok && x != g {
			return fmt.Sprintf("chainsFromWork for %v: chains joined differently at %d", c, i)
		}
		toRef[g], toGot[r] = r, g
		if s.libs[g] != ref.libs[r] {
			return fmt.Sprintf("chainsFromWork for %v: chain of %d has %d liberties, by the scan %d", c, i, s.libs[g], ref.libs[r])
		}
	}
	// the weak chains listed: the same chains, once each (the order
	// only orders weakBlocks' marking)
	var weak []int32
	for _, r := range s.weak {
		weak = append(weak, find(ref.uf, r))
	}
	slices.Sort(weak)
	if !slices.Equal(weak, ref.weak) {
		return fmt.Sprintf("chainsFromWork for %v: weak chains %v (the scan's roots %v), by the scan %v", c, s.weak, weak, ref.weak)
	}
	return ""
}

// checkedBounds counts the readings SetCheckBoundsRef compared.
var checkedBounds int

// CheckedBounds returns the readings SetCheckBoundsRef compared.
func CheckedBounds() int { return checkedBounds }

// refSekiGroups is sekiGroups as it read every point of the board: it joins, in s left by weakBlocks on board b (filled Black
// first: b's chains of c joined with the regions c owns into blocks),
// the blocks through the parts of neutral regions that b leaves open
// (empty, or a dead stone's point: the life graph reads both as empty)
// and that touch c's stones only, and marks the sets holding a chain
// beside a candidate shared liberty (a.seki): flag then counts c's
// regions in them (see ScoreReaching).
func (a *analysis) refSekiGroups(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	clear(s.mark)
	nbr := a.g.nbr
	stone := func(i int32) bool { return b[i] != board.Empty && !a.dead[i] }
	open := func(q int32) bool {
		return a.col[q] == board.Empty && a.regs[a.region[q]].touch == touchB|touchW && !stone(q)
	}
	s.touch = slices.Grow(s.touch[:0], int(n))[:n]
	clear(s.touch)
	for q := int32(0); q < n; q++ {
		if !open(q) {
			continue
		}
		if m := nbr[4*q+1]; m >= 0 && open(m) { // right
			s.union(q, m)
		}
		if m := nbr[4*q+3]; m >= 0 && open(m) { // below
			s.union(q, m)
		}
	}
	for q := int32(0); q < n; q++ {
		if open(q) {
			r := find(s.uf, q)
			for _, m := range nbr[4*q : 4*q+4] {
				if m >= 0 && stone(m) {
					s.touch[r] |= touchBit(b[m])
				}
			}
		}
	}
	bit := touchBit(c)
	parts := s.weak[:0] // the open points of parts touching c only
	for q := int32(0); q < n; q++ {
		if open(q) && s.touch[find(s.uf, q)] == bit {
			parts = append(parts, q)
		}
	}
	for _, q := range parts {
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && b[m] == c && !a.dead[m] {
				s.union(q, m)
			}
		}
	}
	s.weak = parts
	for _, i := range a.neutral {
		if !a.seki[i] {
			continue
		}
		for _, m := range nbr[4*i : 4*i+4] {
			if m >= 0 && b[m] == c && !a.dead[m] {
				s.mark[find(s.uf, m)] = true
			}
		}
	}
}

// refWeakBlocks is weakBlocks as it was, four scans with closures: it flags in s.flagged c's owned regions in a block, on board b,
// holding a weak chain of b (chargeableFilled); s's union-find is left
// with b's chains and c's owned regions joined.
func (a *analysis) refWeakBlocks(s *boundScratch, b []board.Color, c board.Color) {
	n := int32(a.g.n)
	// nodes: points 0..n-1 (stones of c on b), then regions
	s.reset(int(n), len(a.regs))
	clear(s.flagged)
	nbr := a.g.nbr
	living := func(i int32) bool { return b[i] == c && !a.dead[i] }
	for i := int32(0); i < n; i++ {
		if !living(i) {
			continue
		}
		if m := nbr[4*i+1]; m >= 0 && living(m) { // right
			s.union(i, m)
		}
		if m := nbr[4*i+3]; m >= 0 && living(m) { // below
			s.union(i, m)
		}
	}
	for q := int32(0); q < n; q++ {
		if b[q] != board.Empty {
			continue
		}
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && living(m) {
				s.liberty(find(s.uf, m), q)
			}
		}
	}
	for i := int32(0); i < n; i++ { // the weak chains, before the roots change
		if s.uf[i] == i && living(i) && s.libs[i] < 2 {
			s.weak = append(s.weak, i)
		}
	}
	bit := touchBit(c)
	for q := int32(0); q < n; q++ { // blocks: chains of b and c's owned regions
		if a.col[q] != board.Empty || a.regs[a.region[q]].touch != bit {
			continue
		}
		for _, m := range nbr[4*q : 4*q+4] {
			if m >= 0 && living(m) {
				s.union(n+a.region[q], m)
			}
		}
	}
	for _, r := range s.weak {
		s.mark[find(s.uf, r)] = true
	}
	for r := range a.regs {
		s.flagged[r] = a.regs[r].touch == bit && s.mark[find(s.uf, n+int32(r))]
	}
}

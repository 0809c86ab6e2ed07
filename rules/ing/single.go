package ing

import (
	"math/bits"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// singleLife (lecture 5): on the mouth no ko stone move-sequence of
// infinite length can be played, each adjacent string being assumed to
// keep a breath outside the mouth (so walls are never captured). The
// sequences are explored as a game graph over the contents of the mouth
// and the player to move: an infinite sequence is a reachable cycle.
func singleLife(p board.Position, m Mouth) bool {
	var lg localGame
	lg.init(p, m.Points)
	var start [maxMouthPoints]board.Color
	for k, q := range m.Points {
		start[k] = p.Stones[q]
	}
	// Each node's search state (1: on the path, 2: done), indexed by the
	// node: a mouth's contents encode below localStates, so a node
	// (contents*2 + player) below 2*localStates. An array on the stack:
	// a map here cost an allocation and a hash per visit.
	var state [2 * localStates]uint8
	s := lg.encode(start)
	return !lg.cyclic(&state, s*2) && !lg.cyclic(&state, s*2+1)
}

// localStates bounds the codes of a mouth's contents (encode): three
// colours (empty, black, white) on each of at most maxMouthPoints
// points. TestLocalStatesBoundCodes holds it to 3^maxMouthPoints.
const localStates = 3 * 3 * 3 * 3

// cyclic reports whether a cycle is reachable from node in lg's game
// graph, marking in state the nodes it visits (depth first).
func (lg *localGame) cyclic(state *[2 * localStates]uint8, node int) bool {
	state[node] = 1
	var buf [maxMouthPoints]int
	for _, next := range lg.successors(buf[:0], node) {
		switch state[next] {
		case 1:
			return true
		case 0:
			if lg.cyclic(state, next) {
				return true
			}
		}
	}
	state[node] = 2
	return false
}

// localGame is a mouth seen on its own: its points, their neighbours
// inside the mouth, and the colour walling each point from outside. It
// uses fixed arrays: the replay's filter builds one per candidate shape.
type localGame struct {
	n      int
	inner  [maxMouthPoints][4]int8 // neighbours inside the mouth
	nInner [maxMouthPoints]int8
	wall   [maxMouthPoints]board.Color
}

func newLocalGame(p board.Position, pts []int) *localGame {
	lg := new(localGame)
	lg.init(p, pts)
	return lg
}

// init makes lg the local game of the mouth pts of p.
func (lg *localGame) init(p board.Position, pts []int) {
	*lg = localGame{n: len(pts)}
	var nb [4]int
	for k, q := range pts {
		for _, j := range neighbours(nb[:0], p.W, p.H, q) {
			if l := slices.Index(pts, j); l >= 0 {
				lg.inner[k][lg.nInner[k]] = int8(l)
				lg.nInner[k]++
			} else if p.Stones[j] != board.Empty {
				lg.wall[k] = p.Stones[j]
			}
		}
	}
}

func (lg *localGame) encode(s [maxMouthPoints]board.Color) int {
	n := 0
	for k := lg.n - 1; k >= 0; k-- {
		n = n*3 + int(s[k])
	}
	return n
}

func (lg *localGame) decode(n int) [maxMouthPoints]board.Color {
	var s [maxMouthPoints]board.Color
	for k := 0; k < lg.n; k++ {
		s[k] = board.Color(n % 3)
		n /= 3
	}
	return s
}

// successors appends to out the nodes (state*2 + player, 0 Black, 1
// White) reached by one ko stone move from node: at most one a point.
func (lg *localGame) successors(out []int, node int) []int {
	s := lg.decode(node / 2)
	c := board.Black
	if node%2 == 1 {
		c = board.White
	}
	for e := 0; e < lg.n; e++ {
		if s[e] != board.Empty {
			continue
		}
		t := s
		if lg.koStoneMove(&t, e, c) {
			out = append(out, lg.encode(t)*2+1-node%2)
		}
	}
	return out
}

// koStoneMove plays c at point e of the state t (in place) and reports
// whether it is a ko stone move: the stone neither joins an outside
// string of its colour nor ends without liberties.
func (lg *localGame) koStoneMove(t *[maxMouthPoints]board.Color, e int, c board.Color) bool {
	t[e] = c
	for _, n := range lg.inner[e][:lg.nInner[e]] {
		if t[n] == c.Opponent() {
			if ch := lg.chain(t, int(n)); lg.liberties(t, ch) == 0 {
				for k := 0; k < lg.n; k++ {
					if ch&(1<<k) != 0 {
						t[k] = board.Empty
					}
				}
			}
		}
	}
	own := lg.chain(t, e)
	for k := 0; k < lg.n; k++ {
		if own&(1<<k) != 0 && lg.wall[k] == c {
			return false
		}
	}
	return lg.liberties(t, own) > 0
}

// chain returns the chain through k inside the mouth as a bit set.
func (lg *localGame) chain(t *[maxMouthPoints]board.Color, k int) uint8 {
	set := uint8(1) << k
	for changed := true; changed; {
		changed = false
		for a := 0; a < lg.n; a++ {
			if set&(1<<a) == 0 {
				continue
			}
			for _, n := range lg.inner[a][:lg.nInner[a]] {
				if t[n] == t[k] && set&(1<<n) == 0 {
					set |= 1 << n
					changed = true
				}
			}
		}
	}
	return set
}

// liberties counts the empty mouth points next to the chain set.
func (lg *localGame) liberties(t *[maxMouthPoints]board.Color, set uint8) int {
	libs := uint8(0)
	for a := 0; a < lg.n; a++ {
		if set&(1<<a) == 0 {
			continue
		}
		for _, n := range lg.inner[a][:lg.nInner[a]] {
			if t[n] == board.Empty {
				libs |= 1 << n
			}
		}
	}
	return bits.OnesCount8(libs)
}

// singleDeath (lecture 6) returns the colour that is "dead in disturbing
// death" on a two-point mouth, or Empty. Both cases are examined: the ko
// stone as it stands, and the imagined ko stone of the other colour on the
// other point. In one case the strings next to the ko stone can all reach
// two breaths with one move of their player (a pass included); in the
// other no move of their player gives any of them a second breath.
func singleDeath(p board.Position, cs *chains, m Mouth) board.Color {
	if len(m.Points) != 2 {
		return board.Empty
	}
	a, b := m.Points[0], m.Points[1]
	if p.Stones[a] == board.Empty {
		a, b = b, a
	}
	if p.Stones[a] == board.Empty || p.Stones[b] != board.Empty {
		return board.Empty
	}
	s := p.Stones[a]
	q := p.Clone()
	q.Stones[a], q.Stones[b] = board.Empty, s.Opponent()
	minA, maxA, okA := breathsAround(p, cs, a, m.Points)
	minB, maxB, okB := breathsAround(q, nil, b, m.Points)
	if !okA || !okB {
		return board.Empty
	}
	switch {
	case minA >= 2 && maxB <= 1:
		return s // the imagined case: s's strings stay at one breath
	case minB >= 2 && maxA <= 1:
		return s.Opponent()
	}
	return board.Empty
}

// breathsAround looks at the strings next to the ko stone at k (outside
// the mouth pts) and lets their player make one move that neither captures
// the ko stone nor takes a breath from them. It returns the best smallest
// breath count and the best largest one over those moves.
func breathsAround(p board.Position, cs *chains, k int, pts []int) (bestMin, bestMax int, ok bool) {
	var ibuf [4]chainInfo
	strs := ibuf[:0]
	var nb [4]int
	for _, j := range neighbours(nb[:0], p.W, p.H, k) {
		if p.Stones[j] != board.Empty && !slices.Contains(pts, j) {
			strs = appendChain(strs, p, cs, j)
		}
	}
	if len(strs) == 0 {
		return 0, 0, false
	}
	owner := strs[0].color
	bestMin, bestMax = bestBreaths(p, owner, strs, pts, k)
	return bestMin, bestMax, true
}

// appendChain appends the chain through stone i of p to strs unless it is
// there already: from cs when it holds p's chains (kept for the next
// question), else by a local flood.
func appendChain(strs []chainInfo, p board.Position, cs *chains, i int) []chainInfo {
	for _, s := range strs {
		if _, found := slices.BinarySearch(s.stones, i); found {
			return strs
		}
	}
	if cs != nil {
		return append(strs, *cs.of(i))
	}
	return append(strs, *chainAt(p, i))
}

// bestBreaths tries a pass and every play of c outside pts that could add
// a breath to the strings strs (on their breaths, or capturing a neighbour
// in atari); plays that capture the stone at keep or take a breath from
// one of strs do not count. It returns the best, over the moves, of the
// smallest and of the largest breath count among strs; it stops once the
// smallest reaches two (callers only ask "at least two" of the smallest
// and "at most one" of the largest). strs are chains of p, each looked up
// once by the caller.
func bestBreaths(p board.Position, c board.Color, strs []chainInfo, pts []int, keep int) (bestMin, bestMax int) {
	before := make([]int, len(strs))
	for n, s := range strs {
		before[n] = len(s.libs)
	}
	score := func(q board.Position) (lo, hi int, reduces bool) {
		lo = 1 << 30
		for n, s := range strs {
			l := libsAt(q, s.stones[0])
			lo, hi = min(lo, l), max(hi, l)
			reduces = reduces || l < before[n]
		}
		return lo, hi, reduces
	}
	bestMin = 1 << 30 // the pass: the breaths before
	for _, l := range before {
		bestMin, bestMax = min(bestMin, l), max(bestMax, l)
	}
	if bestMin >= 2 {
		return bestMin, bestMax // nothing to improve for the callers' tests (≥ 2, ≤ 1)
	}
	var cands []int
	var nb [4]int
	var met [maxWords]uint64 // stones of the neighbouring chains looked at
	for _, ch := range strs {
		cands = appendNew(cands, ch.libs...)
		for _, st := range ch.stones {
			for _, j := range neighbours(nb[:0], p.W, p.H, st) {
				if p.Stones[j] != c.Opponent() || met[j>>6]>>(j&63)&1 != 0 {
					continue // a chain met already added its liberty, if any
				}
				if lib, ok := atariLib(p, j, &met); ok {
					cands = appendNew(cands, lib)
				}
			}
		}
	}
	var q board.Position // each play on a fresh copy of p, one allocation
	for _, r := range cands {
		if slices.Contains(pts, r) || p.Stones[r] != board.Empty {
			continue
		}
		if q.Stones == nil {
			q = p.Clone()
		} else {
			copy(q.Stones, p.Stones)
		}
		// play's mechanics in place: a suicide is no move.
		if _, sui := playInPlace(q, c, r); sui > 0 || (keep >= 0 && q.Stones[keep] != p.Stones[keep]) {
			continue
		}
		lo, hi, reduces := score(q)
		if reduces {
			continue
		}
		bestMin, bestMax = max(bestMin, lo), max(bestMax, hi)
		if bestMin >= 2 {
			break
		}
	}
	return bestMin, bestMax
}

// atariLib returns the only liberty of the chain through stone i of p, and
// false when it has none or more than one: its flood stops at the second
// liberty (the chains met are often big walls). It marks the stones it
// visits in met: each belongs to a chain answered already (a chain in
// atari is walked whole, so its liberty is never asked for twice).
func atariLib(p board.Position, i int, met *[maxWords]uint64) (int, bool) {
	c := p.Stones[i]
	var seen [maxWords]uint64 // stones and liberties met by this flood
	var qbuf [64]int16
	queue, lib := append(qbuf[:0], int16(i)), -1
	seen[i>>6] |= 1 << (i & 63)
	met[i>>6] |= 1 << (i & 63)
	var nb [4]int
	for k := 0; k < len(queue); k++ {
		for _, j := range neighbours(nb[:0], p.W, p.H, int(queue[k])) {
			if seen[j>>6]>>(j&63)&1 != 0 {
				continue
			}
			switch p.Stones[j] {
			case board.Empty:
				if lib >= 0 {
					return 0, false // a second liberty
				}
				seen[j>>6] |= 1 << (j & 63)
				lib = j
			case c:
				seen[j>>6] |= 1 << (j & 63)
				met[j>>6] |= 1 << (j & 63)
				queue = append(queue, int16(j))
			}
		}
	}
	return lib, lib >= 0
}

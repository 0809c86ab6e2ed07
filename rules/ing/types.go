package ing

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// Type is the ko type of a ko position (lectures 4–7).
type Type uint8

const (
	Fighting      Type = iota // no disturbing ko
	StableLife                // stable disturbing life (with a ko coupling)
	InstableLife              // instable disturbing life (with a ko coupling)
	SingleLife                // single disturbing life (one mouth, no coupling)
	StableDeath               // stable disturbing death (with a ko coupling)
	InstableDeath             // instable disturbing death (with a ko coupling)
	SingleDeath               // single disturbing death (one mouth of two points)
)

var typeNames = [...]string{
	Fighting:      "fighting ko",
	StableLife:    "stable disturbing life",
	InstableLife:  "instable disturbing life",
	SingleLife:    "single disturbing life",
	StableDeath:   "stable disturbing death",
	InstableDeath: "instable disturbing death",
	SingleDeath:   "single disturbing death",
}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return "unknown ko type"
}

// Disturbing reports whether t is a disturbing ko (not a fighting ko).
func (t Type) Disturbing() bool { return t != Fighting }

// Family is "fighting ko", "disturbing life" or "disturbing death": the
// word a tournament director uses.
func (t Type) Family() string {
	switch t {
	case Fighting:
		return "fighting ko"
	case StableLife, InstableLife, SingleLife:
		return "disturbing life"
	}
	return "disturbing death"
}

// Classify returns the ko type of the ko position k of p. With a ko
// coupling the order is stable life, stable death, instable life,
// instable death (lecture 11 (7): a shape that is both is "formally still
// a stable disturbing life"); a single mouth is a single disturbing life,
// else a single disturbing death; everything else is a fighting ko.
func Classify(p board.Position, k KoPosition) Type {
	return classify(p, labelChains(p), k)
}

func classify(p board.Position, cs *chains, k KoPosition) Type {
	if k.Coupled() {
		switch {
		case stableLife(p, couplingStrings(cs, k), k):
			return StableLife
		case stableDeath(p, cs, k) != board.Empty:
			return StableDeath
		case instableLife(p, k):
			return InstableLife
		case instableDeath(p, cs, k):
			return InstableDeath
		}
		return Fighting
	}
	switch {
	case singleLife(p, k.Mouths[0]):
		return SingleLife
	case singleDeath(p, cs, k.Mouths[0]) != board.Empty:
		return SingleDeath
	}
	return Fighting
}

// couplingStrings returns the strings of k's coupling.
func couplingStrings(cs *chains, k KoPosition) []*chainInfo {
	out := make([]*chainInfo, len(k.Coupling))
	for n, s := range k.Coupling {
		out[n] = cs.of(s)
	}
	return out
}

// stableLife (lecture 4): every coupling string has two breaths or more,
// and whenever a play of one player leaves some coupling strings of the
// other with one breath, the other can immediately give each of them a
// second breath again without repeating the board position.
func stableLife(p board.Position, strs []*chainInfo, k KoPosition) bool {
	for _, s := range strs {
		if len(s.libs) < 2 {
			return false
		}
	}
	for _, mover := range [2]board.Color{board.Black, board.White} {
		// A play takes one breath at most from each string it touches,
		// so only the breaths of two-breath strings matter.
		var moves []int
		for _, s := range strs {
			if s.color != mover && len(s.libs) == 2 {
				moves = appendNew(moves, s.libs...)
			}
		}
		for _, m := range moves {
			q, ok := play(p, mover, m)
			if !ok {
				continue
			}
			var hit []int
			for _, s := range strs {
				if s.color == mover {
					continue
				}
				switch libsAt(q, s.stones[0]) {
				case 0:
					return false // captured: nothing left to regain
				case 1:
					hit = append(hit, s.stones[0])
				}
			}
			if len(hit) > 0 && !canRegain(p, q, mover.Opponent(), hit, k) {
				return false
			}
		}
	}
	return true
}

// canRegain reports whether c, to move in q, has a play after which every
// string through the stones hit has two breaths again, without returning
// to the position before (an immediate ko recapture is no interchange).
func canRegain(before, q board.Position, c board.Color, hit []int, k KoPosition) bool {
	var cands []int
	for _, i := range k.Points {
		if q.Stones[i] == board.Empty {
			cands = appendNew(cands, i)
		}
	}
	var nb [4]int
	var met [maxWords]uint64 // stones of the neighbouring chains looked at
	for _, h := range hit {
		s := chainAt(q, h)
		cands = appendNew(cands, s.libs...)
		for _, st := range s.stones {
			for _, j := range neighbours(nb[:0], q.W, q.H, st) {
				if q.Stones[j] != c.Opponent() || met[j>>6]>>(j&63)&1 != 0 {
					continue // a chain met already added its liberty, if any
				}
				o := chainAt(q, j)
				for _, x := range o.stones {
					met[x>>6] |= 1 << (x & 63)
				}
				if len(o.libs) == 1 {
					cands = appendNew(cands, o.libs...)
				}
			}
		}
	}
	for _, r := range cands {
		q2, ok := play(q, c, r)
		if !ok || q2.Equal(before) {
			continue
		}
		all := true
		for _, h := range hit {
			if libsAt(q2, h) < 2 {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// instableLife (lecture 4): not stable, but some ko stone play in the ko
// position makes it a stable disturbing life. After the play the ko
// position is looked up locally: its mouths keep their points (a ko stone
// move changes what stands in a mouth, not the mouth) and must still be
// linked by one ko coupling (docs/ing.md).
func instableLife(p board.Position, k KoPosition) bool {
	for _, e := range k.Points {
		if p.Stones[e] != board.Empty {
			continue
		}
		for _, c := range [2]board.Color{board.Black, board.White} {
			q, ok := play(p, c, e)
			if !ok {
				continue
			}
			s := chainAt(q, e)
			if !chainIn(s, k.Points) {
				continue
			}
			if strs, ok := sameCoupling(q, k); ok && stableLife(q, strs, k) {
				return true
			}
		}
	}
	return false
}

// sameCoupling reports whether the mouths of k are still ko mouths in q,
// all touching one and the same set of strings, and returns those strings.
func sameCoupling(q board.Position, k KoPosition) ([]*chainInfo, bool) {
	g := positionGrid(&q)
	var first []int
	var strs []*chainInfo
	var nb [4]int
	for n, m := range k.Mouths {
		if !validMouth(g, m.Points) {
			return nil, false
		}
		var adj []int
		var adjInfo []*chainInfo
		for _, pt := range m.Points {
			for _, j := range neighbours(nb[:0], q.W, q.H, pt) {
				if q.Stones[j] == board.Empty || slices.Contains(m.Points, j) {
					continue
				}
				if slices.ContainsFunc(adjInfo, func(c *chainInfo) bool { return slices.Contains(c.stones, j) }) {
					continue
				}
				c := chainAt(q, j)
				adj = append(adj, c.stones[0])
				adjInfo = append(adjInfo, c)
			}
		}
		slices.Sort(adj)
		if n == 0 {
			first, strs = adj, adjInfo
		} else if !slices.Equal(adj, first) {
			return nil, false
		}
	}
	return strs, len(k.Mouths) > 1
}

// chainIn reports whether the chain s is a ko string on the points pts.
func chainIn(s *chainInfo, pts []int) bool {
	if s == nil || len(s.stones) > maxKoString {
		return false
	}
	for _, st := range s.stones {
		if !slices.Contains(pts, st) {
			return false
		}
	}
	return true
}

// koStoneIn reports whether the stone at i stands in a ko string inside
// the points pts (the chain is small and lies wholly in pts).
func koStoneIn(p board.Position, i int, pts []int) bool {
	return chainIn(chainAt(p, i), pts)
}

// deathShape: exactly two ko mouths of exactly two points each.
func deathShape(k KoPosition) bool {
	return len(k.Mouths) == 2 && len(k.Mouths[0].Points) == 2 && len(k.Mouths[1].Points) == 2
}

// stableDeath (lecture 6) returns the colour of the strings on the verge
// of removal, or Empty when k is no stable disturbing death.
func stableDeath(p board.Position, cs *chains, k KoPosition) board.Color {
	if !deathShape(k) {
		return board.Empty
	}
	var koStones [3]bool
	for _, i := range k.Points {
		koStones[p.Stones[i]] = true
	}
	if !koStones[board.Black] || !koStones[board.White] {
		return board.Empty
	}
	var one, fewer [3]bool // a string with one breath; a string with fewer than two
	for _, s := range couplingStrings(cs, k) {
		if len(s.libs) == 1 {
			one[s.color] = true
		}
		if len(s.libs) < 2 {
			fewer[s.color] = true
		}
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		if one[c] && !fewer[c.Opponent()] {
			return c
		}
	}
	return board.Empty
}

// instableDeath (lecture 6): two mouths of two points, and the strings of
// the coupling whose breaths are exactly the empty points of the ko
// position exist and are all of one colour.
func instableDeath(p board.Position, cs *chains, k KoPosition) bool {
	if !deathShape(k) {
		return false
	}
	var empties []int
	for _, i := range k.Points {
		if p.Stones[i] == board.Empty {
			empties = append(empties, i)
		}
	}
	var has [3]bool
	for _, s := range couplingStrings(cs, k) {
		if slices.Equal(s.libs, empties) {
			has[s.color] = true
		}
	}
	return has[board.Black] != has[board.White]
}

func appendNew(dst []int, vs ...int) []int {
	for _, v := range vs {
		if !slices.Contains(dst, v) {
			dst = append(dst, v)
		}
	}
	return dst
}

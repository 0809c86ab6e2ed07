package ing

import (
	"slices"

	"rulediff/rules/board"
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
		case stableLife(p, cs, k):
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

// couplingLibs returns the liberties of each coupling string and its colour.
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
func stableLife(p board.Position, cs *chains, k KoPosition) bool {
	strs := couplingStrings(cs, k)
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
			qcs := labelChains(q)
			var hit []int
			for _, s := range strs {
				if s.color == mover {
					continue
				}
				switch qcs.libs(s.stones[0]) {
				case 0:
					return false // captured: nothing left to regain
				case 1:
					hit = append(hit, s.stones[0])
				}
			}
			if len(hit) > 0 && !canRegain(p, q, qcs, mover.Opponent(), hit, k) {
				return false
			}
		}
	}
	return true
}

// canRegain reports whether c, to move in q, has a play after which every
// string through the stones hit has two breaths again, without returning
// to the position before (an immediate ko recapture is no interchange).
func canRegain(before, q board.Position, qcs *chains, c board.Color, hit []int, k KoPosition) bool {
	var cands []int
	for _, i := range k.Points {
		if q.Stones[i] == board.Empty {
			cands = appendNew(cands, i)
		}
	}
	var nb [4]int
	for _, h := range hit {
		s := qcs.of(h)
		cands = appendNew(cands, s.libs...)
		for _, st := range s.stones {
			for _, j := range neighbours(nb[:0], q.W, q.H, st) {
				if o := qcs.of(j); o != nil && o.color != c && len(o.libs) == 1 {
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
		cs2 := labelChains(q2)
		all := true
		for _, h := range hit {
			if cs2.libs(h) < 2 {
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
// position makes it a stable disturbing life.
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
			qcs := labelChains(q)
			if !koStoneIn(q, qcs, e, k.Points) {
				continue
			}
			for _, k2 := range koPositions(q, qcs, FindMouths(q)) {
				if k2.Contains(e) && k2.Coupled() && stableLife(q, qcs, k2) {
					return true
				}
			}
		}
	}
	return false
}

// koStoneIn reports whether the stone at i stands in a ko string inside
// the points pts (the chain is small and lies wholly in pts).
func koStoneIn(p board.Position, cs *chains, i int, pts []int) bool {
	s := cs.of(i)
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

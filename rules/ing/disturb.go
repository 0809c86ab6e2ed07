package ing

import "github.com/rulediff/rulediff/rules/board"

// Disturbs reports whether c's ko stone play at i in the ko position k of
// p, of type t, disturbs it (lecture 8). Instable states cannot be
// disturbed: they are unbalanced already.
func Disturbs(p board.Position, k KoPosition, t Type, c board.Color, i int) bool {
	return disturbs(p, labelChains(p), k, t, c, i)
}

func disturbs(p board.Position, cs *chains, k KoPosition, t Type, c board.Color, i int) bool {
	switch t {
	case StableLife:
		// (1) it takes a breath from a string of the opponent's coupling.
		q, ok := play(p, c, i)
		if !ok {
			return false
		}
		for _, s := range couplingStrings(cs, k) {
			if s.color != c && libsAt(q, s.stones[0]) < len(s.libs) {
				return true
			}
		}
	case SingleLife:
		// (2) it adds a ko stone to a single ko stone of its colour.
		var nb [4]int
		for _, j := range neighbours(nb[:0], p.W, p.H, i) {
			if p.Stones[j] == c && k.Contains(j) && len(cs.of(j).stones) == 1 {
				return true
			}
		}
	case StableDeath:
		// (3) the mover owns a coupling string with one breath.
		return stableDeath(p, cs, k) == c
	case SingleDeath:
		// (4) no other move of the mover gives all his strings next to
		// the mouth two breaths: the ko stone is his last resort.
		var strs []chainInfo
		var nb [4]int
		for _, q := range k.Points {
			for _, j := range neighbours(nb[:0], p.W, p.H, q) {
				if p.Stones[j] == c && !k.Contains(j) {
					strs = appendChain(strs, p, cs, j)
				}
			}
		}
		if len(strs) == 0 {
			return false
		}
		lo, _ := bestBreaths(p, c, strs, k.Points, -1)
		return lo < 2
	}
	return false
}

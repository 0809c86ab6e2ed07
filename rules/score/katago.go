package score

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// DeadPassAlive: the count removed what lies in the opponent's pass-alive
// territory and nothing else (KataGo's count, dead: pass-alive).
const DeadPassAlive DeadMethod = "pass-alive"

// KataGo's count (lightvector/KataGo, cpp/game/board.cpp calculateArea,
// calculateIndependentLifeArea; boardhistory.cpp countAreaScore…,
// countTerritoryAreaScore…, endAndScoreGameNow), written from its
// definitions:
//
//   - Pass-alive: Benson's algorithm for each colour P, where a region
//     (connected points that are not P's) is vital to a P chain when every
//     empty point of it is the chain's liberty, every point of it with
//     multi-stone suicide legal. A region all of whose bordering P chains
//     are pass-alive is P's pass-alive territory when at most one of its
//     points touches no P stone (its stones of the other colour are dead),
//     and P's "safe big territory" when it holds no stone of the other
//     colour at all. An empty region that holds no stone of the other
//     colour and touches only P counts for P unless the other colour's
//     pass-alive territory already took it ("unsafe big territory").
//     Every other stone counts for its colour, every other empty point for
//     nobody: the area map.
//   - Independent life (tax SEKI and ALL): a connected part of a colour's
//     area is not independently alive (KataGo calls it seki) when it
//     touches an empty point that counts for nobody or holds a stone of
//     its owner in atari. Such parts keep their stones under area scoring
//     and lose their empty points; the others are independent, and tax
//     ALL charges 2 points for each.
//   - Territory scoring: the same map (seki parts lose their stones too,
//     which count as plain stones), plus every stone of the board that is
//     not in the map, minus one point per stone placed in the main phase
//     and the first encore phase (setup included): territory and
//     prisoners. A stone placed in the second encore phase is not
//     charged, and a stone not in the map counts only where the position
//     at the start of that phase had it.
//   - The button's ½ point, the handicap bonus by KataGo's handicap
//     count, komi.

// KataGoArea is KataGo's area map of p (Board::calculateArea with
// pass-alive stones and territory, safe and unsafe big territories and the
// other stones): the colour each point counts for, Empty for none.
// suicide says whether multi-stone suicide is legal (it widens vital
// regions). A malformed p gives nil.
func KataGoArea(p board.Position, suicide bool) []board.Color {
	if !valid(p) {
		return nil
	}
	return kataGoArea(geometry(p.W, p.H), p.Stones, true, true, true, suicide)
}

// PassAliveDead lists the stones KataGo's count removes from p: those
// lying in the other colour's pass-alive territory (indices y*W+x, in
// order). The dead rule pass-alive of a ruleset without KataGo's settings
// removes these.
func PassAliveDead(p board.Position, suicide bool) []int {
	area := KataGoArea(p, suicide)
	var out []int
	for i, c := range area {
		if s := p.Stones[i]; s != board.Empty && c != board.Empty && c != s {
			out = append(out, i)
		}
	}
	return out
}

// passAlive is in with the dead stones of the dead rule pass-alive.
func passAlive(in Input, rs rules.Ruleset) Input {
	in.Dead = PassAliveDead(in.Position, rs.Suicide != rules.SuicideNone)
	in.DeadMethod = DeadPassAlive
	in.Owner = nil // an estimate's open points are no part of this count
	return in
}

// kataGoArea is calculateArea with its flags: nonPassAliveStones (every
// stone left counts for its colour), safeBig, unsafeBig (see the package
// comment above) and suicide.
func kataGoArea(g *geom, col []board.Color, nonPassAliveStones, safeBig, unsafeBig, suicide bool) []board.Color {
	out := make([]board.Color, g.n)
	for _, c := range [2]board.Color{board.Black, board.White} {
		kataGoAreaFor(g, col, c, safeBig, unsafeBig, suicide, out)
	}
	if nonPassAliveStones {
		for i, o := range out {
			if o == board.Empty {
				out[i] = col[i]
			}
		}
	}
	return out
}

// kataGoAreaFor marks c's pass-alive stones and territory and its big
// territories (calculateAreaForPla). Black is marked first, then White,
// whose pass-alive territory overwrites and whose unsafe big territory
// fills only what is still unmarked, as KataGo does.
func kataGoAreaFor(g *geom, col []board.Color, c board.Color, safeBig, unsafeBig, suicide bool, out []board.Color) {
	b := bensonFor(g, col, c, suicide)
	if len(b.chainDead) == 0 { // no stone of c
		return
	}
	opp := c.Opponent()
	for i, ch := range b.chain {
		if ch >= 0 && !b.chainDead[ch] {
			out[i] = c
		}
	}
	for ri, r := range b.regs {
		if !r.hasEmpty {
			continue // KataGo's regions start at empty points
		}
		internal, containsOpp := 0, false
		for _, j := range r.points {
			if col[j] == opp {
				containsOpp = true
			}
			if internal < 2 && !touches(g, col, int(j), c) {
				internal++
			}
		}
		alive := !b.regionDead[ri]
		switch {
		case alive && (internal <= 1 || safeBig && !containsOpp):
			for _, j := range r.points {
				out[j] = c
			}
		case unsafeBig && !containsOpp:
			for _, j := range r.points {
				if out[j] == board.Empty {
					out[j] = c
				}
			}
		}
	}
}

// touches reports whether point i has a neighbour of colour c.
func touches(g *geom, col []board.Color, i int, c board.Color) bool {
	for _, k := range g.neighbours(i) {
		if k >= 0 && col[k] == c {
			return true
		}
	}
	return false
}

// kataGoIndependent is calculateIndependentLifeArea's helper on the area
// map: the parts of each colour's area that are independently alive (not
// touching an empty point that counts for nobody, holding no stone of
// their owner in atari), as a map, and how many such parts each colour
// has. keepTerritories adds the empty points (and dead stones) of the
// other parts, keepStones their owners' stones.
func kataGoIndependent(g *geom, col, area []board.Color, keepTerritories, keepStones bool) (res []board.Color, parts [3]int) {
	n := g.n
	libs := chainLiberties(g, col)
	seki := make([]bool, n)
	var stack []int32
	flood := func(i int, mark []bool, c board.Color) {
		mark[i] = true
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, k := range g.neighbours(int(j)) {
				if k >= 0 && area[k] == c && !mark[k] {
					mark[k] = true
					stack = append(stack, k)
				}
			}
		}
	}
	for i := 0; i < n; i++ {
		c := area[i]
		if c == board.Empty || seki[i] {
			continue
		}
		atari := col[i] == c && libs[i] == 1
		dame := false
		for _, k := range g.neighbours(i) {
			if k >= 0 && col[k] == board.Empty && area[k] == board.Empty {
				dame = true
			}
		}
		if atari || dame {
			flood(i, seki, c)
		}
	}
	res = make([]board.Color, n)
	done := make([]bool, n)
	for i := 0; i < n; i++ {
		c := area[i]
		if c == board.Empty || seki[i] || done[i] {
			continue
		}
		parts[c]++
		flood(i, done, c)
	}
	for i := 0; i < n; i++ {
		c := area[i]
		switch {
		case c == board.Empty:
		case done[i]:
			res[i] = c
		case keepTerritories && col[i] != c, keepStones && col[i] == c:
			res[i] = c
		}
	}
	return res, parts
}

// chainLiberties gives every stone the number of liberties of its chain
// (0 on empty points).
func chainLiberties(g *geom, col []board.Color) []int32 {
	n := g.n
	libs := make([]int32, n)
	seen := make([]bool, n)
	mark := make([]int32, n) // liberty stamps, by chain
	var chain, stack []int32
	stamp := int32(0)
	for i := 0; i < n; i++ {
		c := col[i]
		if c == board.Empty || seen[i] {
			continue
		}
		stamp++
		chain = chain[:0]
		stack = append(stack[:0], int32(i))
		seen[i] = true
		count := int32(0)
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			chain = append(chain, j)
			for _, k := range g.neighbours(int(j)) {
				switch {
				case k < 0:
				case col[k] == board.Empty && mark[k] != stamp:
					mark[k] = stamp
					count++
				case col[k] == c && !seen[k]:
					seen[k] = true
					stack = append(stack, k)
				}
			}
		}
		for _, j := range chain {
			libs[j] = count
		}
	}
	return libs
}

// scoreKataGo counts in under rs, a KataGo ruleset (rs.KataGo set), as
// KataGo's BoardHistory does at the end of a game; in.Dead is not read:
// KataGo removes only what lies in pass-alive territory. The replay's
// in.KataGo gives the phase, the charges, the button and the handicap;
// without it (a bare position) the main phase is assumed, prisoners
// stand for the charges and in.Handicap for the handicap.
func scoreKataGo(in Input, rs rules.Ruleset) Result {
	res := header(in, rs)
	res.Dead = DeadPassAlive
	p := in.Position
	if !valid(p) {
		return res
	}
	kg := rs.KataGo
	g := geometry(p.W, p.H)
	col := p.Stones
	area := kataGoArea(g, col, true, true, true, kg.Suicide)
	counted := area // what counts, per point
	var parts [3]int
	territory := kg.Territory()
	switch {
	case territory:
		counted, parts = kataGoIndependent(g, col, area, kg.Tax == "NONE", false)
	case kg.Tax != "NONE":
		counted, parts = kataGoIndependent(g, col, area, false, true)
	}
	t := in.KataGo
	var encore2 []board.Color
	if t != nil && t.Phase >= 2 && len(t.Encore2.Stones) == len(col) {
		encore2 = t.Encore2.Stones
	}
	// old[c]: c's stones that count and that the second encore phase
	// found on their points (every stone of c that counts, before it).
	var old [3]int
	res.Own = make([]Own, len(col))
	k := &res.Counts
	for i, c := range col {
		o := counted[i]
		if territory && o == board.Empty && c != board.Empty && (encore2 == nil || encore2[i] == c) {
			o = c // a stone outside the map counts as a stone
		}
		switch {
		case o == board.Empty && c == board.Empty:
			res.Own[i] = OwnDame
			if area[i] != board.Empty { // the empty point of a part not independently alive
				res.Own[i] = sekiEye[area[i]]
			} else {
				k.Dame++
			}
		case o == board.Empty: // a stone that counts for nobody (placed in the second encore phase)
			res.Own[i] = stoneOwn[c]
		case c == o:
			k.Stones[c]++
			res.Own[i] = stoneOwn[c]
			if encore2 == nil || encore2[i] == c {
				old[c]++
			}
		case c == board.Empty:
			k.Territory[o]++
			res.Own[i] = territoryOwn[o]
		default: // a stone in the other colour's pass-alive territory
			k.Territory[o]++
			k.Removed[c]++
			res.Own[i] = territoryOwn[o] | deadFlag[c]
		}
	}
	s := sides(&res)
	for _, c := range [2]board.Color{board.Black, board.White} {
		opp := c.Opponent()
		if territory {
			// Area minus the stones each side placed (the charge): the
			// points counted beyond c's old stones, and the opponent's
			// charged stones that no longer count as theirs (captured,
			// dead, replaced): prisoners and dead stones.
			charged := in.Prisoners[c] + old[opp] + k.Removed[opp]
			if t != nil {
				charged = t.Charged[opp]
			}
			s[c].Territory = float64(k.Stones[c] + k.Territory[c] - old[c])
			s[c].DeadStones = float64(k.Removed[opp])
			s[c].Prisoners = float64(charged - old[opp] - k.Removed[opp])
		} else {
			s[c].Stones = float64(k.Stones[c])
			s[c].Territory = float64(k.Territory[c])
		}
		if kg.Tax == "ALL" {
			s[c].GroupTax = -2 * float64(parts[c])
			k.Groups[c] = parts[c]
		}
	}
	handicap := in.Handicap
	if t != nil {
		handicap = t.Handicap
		if t.Button != board.Empty { // the button's ½ point, as a pass's worth
			s[t.Button].PassStones = 0.5
		}
	}
	res.White.HandicapBonus = handicapBonus(rules.HandicapBonus(kg.WHB), handicap)
	res.White.Komi = in.Komi
	res.Black.sum()
	res.White.sum()
	res.Margin = res.Black.Total - res.White.Total
	res.Winner, res.ByTieRule = winner(res.Margin, rs, handicap)
	return res
}

// The classes of a point by colour, for KataGo's ownership map.
var (
	stoneOwn     = [3]Own{board.Black: OwnBlackStone, board.White: OwnWhiteStone}
	territoryOwn = [3]Own{board.Black: OwnBlackTerritory, board.White: OwnWhiteTerritory}
	sekiEye      = [3]Own{board.Black: OwnBlackSekiEye, board.White: OwnWhiteSekiEye}
	deadFlag     = [3]Own{board.Black: DeadBlack, board.White: DeadWhite}
)

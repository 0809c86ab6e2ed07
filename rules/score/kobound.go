package score

import "github.com/rulediff/rulediff/rules/board"

// The bound on what a double-ko seki may charge, before findKoSeki reads
// the fights. When seki eyes count for no one and a short point is a ko
// (marginBound.koSeki), ScoreReaching's bounds take every owned region
// as chargeable until findKoSeki has read the kos (bounds.go): its race
// readings, the dearest part of such a count, are then always made.
// koChargeable bounds the seki eyes a double-ko seki can add, from the
// fights findKoSeki would read, gathered without reading them: once the
// dame are filled, charges (ScoreReaching) and withinAny
// (ScoreReachingAny) read it when chargeableFilled's regions alone are
// short of a margin, instead of every owned region.
//
// Why it holds. findKoSeki reads, on the board filled Black first (b),
// the fight koFight gathers around each short point that is a ko there;
// its double-ko seki are the empty points of fights read as seki, or ko
// points of fights too big to read that pairKos pairs, all of them
// points of the fights' areas (a.racePts), and one stone of each living
// chain of such a fight (koSekiStones), each beside a point of its area
// or on one (koFight reaches a chain only from a point of the area, a
// single stone's point being one). Gathering a fight reads only b, the
// dead stones and its start (findKoSeki skips a start an earlier fight
// covered, and gathers every other one afresh), so every such point and
// stone lies in or beside the area gathered here from some short ko
// point. decideSeki puts in seki, for a double-ko seki, the chains of
// its life graph (b with the points owed played) beside its points and
// those holding its stones, then the groups of the chains in seki that
// do not live on their own, and makes seki eyes of the regions of those
// chains. As ScoreReaching's proof reads it (sekiGroups): a chain of
// the life graph is chains of b joined by fills owed inside a region c
// owns that they touch, and every group, with the regions of c around
// it, lies in one set of b's chains of c joined with the regions c owns
// that they touch and with the open parts of neutral regions that touch
// c's stones only. A chain of the life graph beside a point of an area
// holds a stone of b beside it, or a fill owed there, in a region c
// owns; so the seki eyes a double-ko seki makes for c lie in the sets
// holding a stone of c, or a region c owns, in or beside an area. The
// other seki eyes (those of the candidates) and the teire are what
// chargeableFilled bounds: its teire's argument reads only the weak
// chains of the filled boards, which a double-ko seki does not change
// (nobody fills its points: only fewer points are owed), and its seki
// eyes' sets hold every chain beside a candidate decideSeki keeps. So
// X_c is at most the points of the regions either flags.
//
// TestKoBoundBothSides checks it on every chain toggled in the KGS and
// seki positions, TestDameBounds and TestMissBounds (compare) on the
// border counts and toggles of every miss of the corpora;
// TestKoChargeableByHand works a double-ko seki out by hand.

// koChargeable is the number of points of c's owned regions a double-ko
// seki may make seki eyes of (see above), on a's board after findSeki,
// or that also flags (per region: chargeableFilled's). It leaves a.work
// holding the board filled Black first, as findKoSeki does.
func (a *analysis) koChargeable(s *boundScratch, c board.Color, also []bool) int {
	n := int32(a.g.n)
	b := a.closed(closedBlackFirst)
	a.ownedLists(s, c) // the owned regions' joins read them (listed once per colour)
	a.weakBlocks(s, b, c)
	a.sekiGroups(s, b, c)
	clear(s.mark)
	clear(s.flagged)
	bit := touchBit(c)
	seed := func(x int32) {
		switch {
		case b[x] == c && !a.dead[x]:
			s.mark[find(s.uf, x)] = true
		case a.col[x] == board.Empty && a.regs[a.region[x]].touch == bit:
			s.mark[find(s.uf, n+a.region[x])] = true
		}
	}
	copy(a.work, b)
	for _, p := range a.shortAt {
		if a.koStone(a.work, p) < 0 {
			continue
		}
		a.gatherFight(p)
		for _, q := range a.racePts {
			seed(q)
			for _, m := range a.g.neighbours(int(q)) {
				if m >= 0 {
					seed(m)
				}
			}
		}
		a.clearFight()
	}
	a.flag(s, n, bit)
	for r, f := range also {
		s.flagged[r] = s.flagged[r] || f
	}
	return a.flaggedPoints(s)
}

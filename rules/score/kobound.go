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
// holding the board filled Black first, as findKoSeki does. Its callers
// read it right after chargeableFilled(s, c, …), whose last readings it
// takes up (s.filledOn).
//
// It gathers the fights first, and reads the sets (weakBlocks,
// sekiGroups) only when a point in or beside an area seeds one: without
// a seed no set is marked, flag flags nothing, and the regions flagged
// are also's. The sets are those chargeableFilled left in s when its
// last readings were on b (s.filledOn): weakBlocks on b, or on the board
// filled White first when there is one board (the same stones: the same
// partition, which is all flag and the seeds read, through find), and
// sekiGroups after it; a set is a partition of the nodes, which find's
// path halving (flag, flaggedPoints) keeps. TestKoChargeableIsRef
// compares it with koChargeableRef (the former reading, in the test
// file) on every reading of the corpora's chains toggled.
func (a *analysis) koChargeable(s *boundScratch, c board.Color, also []bool) int {
	t := a.koCharged(s, c, also)
	if checkKoChargeable != nil {
		checkKoChargeable(a, s, c, also, t)
	}
	return t
}

// koCharged is koChargeable's reading.
func (a *analysis) koCharged(s *boundScratch, c board.Color, also []bool) int {
	n := int32(a.g.n)
	b := a.closed(closedBlackFirst)
	bit := touchBit(c)
	seeds := s.seeds[:0]
	seed := func(x int32) {
		if b[x] == c && !a.dead[x] || a.col[x] == board.Empty && a.regs[a.region[x]].touch == bit {
			seeds = append(seeds, x)
		}
	}
	a.eachFightPoint(b, seed)
	s.seeds = seeds
	if len(seeds) == 0 && koSeedsFirst {
		s.filledOn = filledOnNone
		s.flagged = append(s.flagged[:0], also...)
		return a.flaggedPoints(s)
	}
	if checkFilledOn != nil {
		checkFilledOn(s.filledOn)
	}
	if s.filledOn == filledOnNone || !koSeedsFirst {
		a.ownedLists(s, c) // the owned regions' joins read them (listed once per colour)
		a.weakBlocks(s, b, c)
	}
	if s.filledOn != filledOnSeki || !koSeedsFirst {
		a.sekiGroups(s, b, c)
	}
	s.filledOn = filledOnNone
	clear(s.mark)
	clear(s.flagged)
	for _, x := range seeds {
		if b[x] == c && !a.dead[x] {
			s.mark[find(s.uf, x)] = true
		} else {
			s.mark[find(s.uf, n+a.region[x])] = true
		}
	}
	a.flag(s, n, bit)
	for r, f := range also {
		s.flagged[r] = s.flagged[r] || f
	}
	return a.flaggedPoints(s)
}

// eachFightPoint calls visit with every point of the ko fights on b (a
// fight for each ko stone of a.shortAt, gathered on a.work, a copy of b)
// and each of their neighbours on the board: koChargeable's seeds are
// among them.
func (a *analysis) eachFightPoint(b []board.Color, visit func(int32)) {
	copy(a.work, b)
	for _, p := range a.shortAt {
		if a.koStone(a.work, p) < 0 {
			continue
		}
		a.gatherFight(p)
		for _, q := range a.racePts {
			visit(q)
			for _, m := range a.g.neighbours(int(q)) {
				if m >= 0 {
					visit(m)
				}
			}
		}
		a.clearFight()
	}
}

// checkKoChargeable, when set (tests only), is called after
// koChargeable answered t, to compare it with koChargeableRef.
var checkKoChargeable func(a *analysis, s *boundScratch, c board.Color, also []bool, t int)

// checkFilledOn, when set (tests only), is called with s.filledOn when
// koChargeable reads the sets.
var checkFilledOn func(on int)

// koSeedsFirst lets koChargeable gather the fights before it reads the
// sets, and take up chargeableFilled's readings (a package variable so
// that a test can compare with it off).
var koSeedsFirst = true

// What chargeableFilled's last readings left in s (s.filledOn), for
// koChargeable: nothing it can take up, weakBlocks' on the board filled
// Black first's stones, sekiGroups' after them.
const (
	filledOnNone = iota
	filledOnBlocks
	filledOnSeki
)

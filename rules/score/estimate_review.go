package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// estimateReviewRounds bounds review: each round can only turn the
// verdicts its predecessor left, and the KGS and score*.tst positions
// settle in two.
const estimateReviewRounds = 3

// review reads the playouts' uncertain verdicts against the position, as
// the J89 analysis reads a marking (Doubts: a chain its opponent captures
// whatever its owner does, a group without two eyes outside seki, read by
// the eye reader of reader.go), given the verdicts on the chains around:
//
//   - an uncertain group counted alive that Doubts finds capturable or
//     without two eyes is dead, unless it faces an uncertain living
//     opponent (facesUncertain): then it is a race or a seki, which a
//     reading of each group's eyes does not decide (a race reader lost
//     accuracy, docs/scoring.md);
//   - a living chain the playouts were sure of is dead when Doubts finds
//     it without two eyes around an empty space of three to six points
//     (nakadeDoubt: the playouts never fill it), unless it faces an
//     uncertain opponent or one Doubts doubts too (facesDoubted);
//   - an uncertain dead stone whose open region (the empty points and dead
//     stones around it) touches living stones of its own colour only is
//     alive: no living opponent stone is left to capture it.
//   - an uncertain group counted alive that is lost once the dame are
//     filled (DoubtLostOnceFilled: two eye spaces or more that the
//     opponent's dame fills make false, read by fillReader with the owner
//     moving first) is dead, even beside uncertain opponents: the doubt
//     already excludes opponents short of eyes (a race), and the others
//     are uncertain with it (GNU Go's score9: White's G10–G9, 72%, has
//     its own points G8–H8; in the playouts where the dragon keeps its
//     false eyes it takes them).
//
// Random playouts cannot decide a corner race whose outcome depends on
// the life of the groups around it (yagr-r08ert: once White's corner is
// read dead, Black's S3–T2 is alive in an area only Black borders).
// Otherwise a sure verdict (EstimateSure) is never turned. The turned stones'
// tally becomes the new owner's in every playout and their Confidence
// the share of the playouts that agree with the new verdict. review
// reports whether it turned any stone.
func (est *Estimate) review(p board.Position, g *geom, life []Life, dead []bool, tally []int32) bool {
	turned := false
	turn := func(j int, toDead bool) {
		dead[j] = toDead
		est.Confidence[j] = 1 - est.Confidence[j]
		owner := p.Stones[j]
		if toDead {
			owner = owner.Opponent()
		}
		tally[j] = int32(est.Playouts)
		if owner == board.White {
			tally[j] = -tally[j]
		}
		turned = true
	}
	for round := 0; round < estimateReviewRounds; round++ {
		changed := false
		aliveInDoubt, deadInDoubt := est.inDoubt(p, life, dead)
		if aliveInDoubt { // the analysis only where a verdict can turn
			// A capturable chain's doubt turns it only when all its
			// stones are uncertain (below; capturable chains are apart
			// and listed first, so no earlier turn in the round changes
			// that), and otherwise counts only for facesDoubted, which
			// a nakade doubt asks: the capturers are read (capturersLive)
			// for those only.
			anyNakade := func(ds []Doubt) bool {
				return slices.ContainsFunc(ds, func(d Doubt) bool { return nakadeDoubt(p, g, d) })
			}
			readNow, readAll := est.allUncertain, anyNakade
			if !lazyCapturers {
				readNow, readAll = nil, nil
			}
			doubts := reviewDoubts(Input{Position: p, Dead: deadList(dead), DeadMethod: DeadEstimate}, readNow, readAll)
			for _, d := range doubts {
				if d.Kind != DoubtLostOnceFilled && est.facesUncertain(p, g, dead, d.Stones) {
					continue
				}
				if !est.allUncertain(d.Stones) && (!nakadeDoubt(p, g, d) || facesDoubted(p, g, dead, d.Stones, doubts)) {
					continue
				}
				for _, j := range d.Stones {
					if !dead[j] {
						turn(j, true)
						changed = true
					}
				}
			}
		}
		if deadInDoubt && est.reviveUnopposed(p, g, dead, turn) {
			changed = true
		}
		if !changed {
			break
		}
	}
	return turned
}

// lazyCapturers lets review read a capturable chain's capturers only
// where its verdicts depend on them (TestReviewLazyCapturers compares the
// estimates with it off).
var lazyCapturers = true

// inDoubt reports whether some living stone can turn (the playouts judged
// it: a nakade doubt turns even a sure verdict), and whether some dead
// stone has a Confidence under EstimateSure.
func (est *Estimate) inDoubt(p board.Position, life []Life, dead []bool) (alive, deadToo bool) {
	for i, c := range p.Stones {
		switch {
		case c == board.Empty:
		case dead[i]:
			deadToo = deadToo || est.Confidence[i] < EstimateSure
		default:
			alive = alive || life[i] == Unsettled
		}
	}
	return alive, deadToo
}

// nakadeDoubt reports whether d is one chain without two eyes whose eye
// space comes to three to nakadeMax points, a space the opponent kills
// only by filling it with stones its owner captures (bent three, square
// four, bulky five): the playouts never play such a fill, a self-atari of
// more than one stone, and keep the chain alive, often in every playout
// (a square four in the corner of a 7x7 board: 8 playouts of 8); the eye
// reader reads it (reader.go). A smaller space (no fill needed: the
// playouts kill it) or a bigger one is left to the playouts' verdict when
// they are sure, and so is a group of several chains: the reader has the
// attacker win by capturing any chain around the space, which reads a
// living group dead when a small chain of it can be taken (fox_pro
// 2p/1568722718010001149: Black's right side, whose T14–T13 stand apart
// in its zigzag five, alive in the server's count).
func nakadeDoubt(p board.Position, g *geom, d Doubt) bool {
	if d.Kind != DoubtNoTwoEyes || len(d.At) < 3 || len(d.At) > nakadeMax {
		return false
	}
	for _, a := range d.At {
		if p.Stones[a] != board.Empty {
			return false // stones inside: a race the playouts play out
		}
	}
	seen := make([]bool, g.n)
	return len(chainOf(g, p.Stones, d.Stones[0], seen, nil)) == len(d.Stones)
}

// nakadeMax is the largest eye space that is one eye with the attacker to
// play: rabbity six.
const nakadeMax = 6

// facesDoubted reports whether stones touch, directly or through one open
// point, a living opponent stone of another doubt: two groups short of
// eyes against each other are a race or a seki (fox_pro
// 3p/1381674671019999229: Black's 44-stone centre group around White's
// G10–F8, both without two eyes, both alive in 88% of the playouts, as
// the players counted them).
func facesDoubted(p board.Position, g *geom, dead []bool, stones []int, doubts []Doubt) bool {
	opp := p.Stones[stones[0]].Opponent()
	return faces(p, g, dead, stones, func(k int32) bool {
		for _, d := range doubts {
			if d.Color == opp && slices.Contains(d.Stones, int(k)) {
				return true
			}
		}
		return false
	})
}

// faces reports whether stones touch, directly or through one open point
// (empty, or a dead stone), a living opponent stone k for which is(k).
func faces(p board.Position, g *geom, dead []bool, stones []int, is func(k int32) bool) bool {
	opp := p.Stones[stones[0]].Opponent()
	living := func(k int32) bool {
		return k >= 0 && p.Stones[k] == opp && !dead[k] && is(k)
	}
	for _, j := range stones {
		for _, k := range g.neighbours(j) {
			if k < 0 {
				continue
			}
			if living(k) {
				return true
			}
			if p.Stones[k] != board.Empty && !dead[k] {
				continue
			}
			for _, k2 := range g.neighbours(int(k)) {
				if living(k2) {
					return true
				}
			}
		}
	}
	return false
}

// allUncertain reports whether every stone of stones has a Confidence
// under EstimateSure.
func (est *Estimate) allUncertain(stones []int) bool {
	for _, j := range stones {
		if est.Confidence[j] >= EstimateSure {
			return false
		}
	}
	return true
}

// reviveUnopposed turns alive the uncertain dead stones of each open
// region (empty points and dead stones, connected) that touches living
// stones of their colour only, and reports whether it turned any.
func (est *Estimate) reviveUnopposed(p board.Position, g *geom, dead []bool, turn func(int, bool)) bool {
	changed := false
	seen := make([]bool, g.n)
	region := make([]int32, 0, g.n)
	for i, c := range p.Stones {
		if c == board.Empty || !dead[i] || seen[i] {
			continue
		}
		var touch uint8
		region, touch = openRegion(g, p.Stones, dead, seen, i, region)
		var own board.Color
		switch touch {
		case touchB:
			own = board.Black
		case touchW:
			own = board.White
		default:
			continue
		}
		for _, j := range region {
			if p.Stones[j] == own && est.Confidence[j] < EstimateSure {
				turn(int(j), false)
				changed = true
			}
		}
	}
	return changed
}

// deadList is the indices of the stones dead marks, ascending.
func deadList(dead []bool) []int {
	var list []int
	for i, d := range dead {
		if d {
			list = append(list, i)
		}
	}
	return list
}

// facesUncertain reports whether stones touch, directly or through one
// open point (empty, or a dead stone), a living opponent stone whose
// verdict is in doubt: a group short of eyes dies only against opponents
// the playouts are sure of. Against an uncertain one it is a race or a
// seki, which reading each group's eyes alone does not decide (fox_pro
// 7p/1465573402019999418's lower right; bestiary/molasses-ko, two
// one-eyed groups and a ko between them); a sure opponent lives (fox_pro
// 1p/1516520362010001303: White's J14–K14 inside Black's eyeless centre
// group, alive in 84% of the playouts).
func (est *Estimate) facesUncertain(p board.Position, g *geom, dead []bool, stones []int) bool {
	return faces(p, g, dead, stones, func(k int32) bool { return est.Confidence[k] < EstimateSure })
}

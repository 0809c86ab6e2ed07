package score

import "github.com/rulediff/rulediff/rules/board"

// classify fills the ownership map and the plain counts: a.inSeki says
// which stones and eye spaces are in seki; blocks says whether findBlocks
// ran (for the group counts). estimated, when set, closes open borders.
func (a *analysis) classify(res *Result, blocks bool, estimated []board.Color) {
	var k Counts
	own, col, seki, region, regs := res.Own, a.col, a.seki, a.region, a.regs
	inSeki := a.inSeki
	for i, c := range col {
		var o Own
		switch {
		case c != board.Empty:
			k.Stones[c]++
			switch sk := inSeki[i]; {
			case c == board.Black && sk:
				o = OwnBlackSekiStone
			case c == board.Black:
				o = OwnBlackStone
			case sk:
				o = OwnWhiteSekiStone
			default:
				o = OwnWhiteStone
			}
		case seki[i]:
			o = OwnSekiShared
			k.SekiShared++
		default:
			owner := regs[region[i]].owner()
			if owner == board.Empty && estimated != nil && (estimated[i] == board.Black || estimated[i] == board.White) {
				owner = estimated[i] // an open border the estimator closed: drawn as territory
				k.Estimated[owner]++
				o = OwnBlackTerritory
				if owner == board.White {
					o = OwnWhiteTerritory
				}
				break
			}
			switch {
			case owner == board.Empty:
				o = OwnDame
				k.Dame++
			case inSeki[i]:
				k.SekiEyes[owner]++
				o = OwnBlackSekiEye
				if owner == board.White {
					o = OwnWhiteSekiEye
				}
			default:
				k.Territory[owner]++
				o = OwnBlackTerritory
				if owner == board.White {
					o = OwnWhiteTerritory
				}
			}
		}
		own[i] |= o
	}
	if blocks {
		for _, b := range a.blocks {
			switch {
			case b.seki:
				k.SekiGroups[b.color]++
			case b.territory > 0:
				k.Groups[b.color]++
			}
		}
	}
	k.Removed, k.Short = res.Counts.Removed, res.Counts.Short
	res.Counts = k
}

// classifyPlain is classify for the common case, a position without seki
// and without estimated borders: every point's class follows from its
// stone or its region's owner, and the territory counts from the region
// sizes.
func (a *analysis) classifyPlain(res *Result, blocks bool) {
	var k Counts
	regClass := a.regClass[:0]
	for _, r := range a.regs {
		switch r.owner() {
		case board.Black:
			regClass = append(regClass, OwnBlackTerritory)
			k.Territory[board.Black] += r.size
		case board.White:
			regClass = append(regClass, OwnWhiteTerritory)
			k.Territory[board.White] += r.size
		default:
			regClass = append(regClass, OwnDame)
			k.Dame += r.size
		}
	}
	a.regClass = regClass
	own, region := res.Own, a.region
	stoneClass := [3]Own{0, OwnBlackStone, OwnWhiteStone}
	for i, c := range a.col {
		if c != board.Empty {
			k.Stones[c]++
			own[i] |= stoneClass[c]
		} else {
			own[i] |= regClass[region[i]]
		}
	}
	if blocks { // no block is in seki here
		for _, b := range a.blocks {
			if b.territory > 0 {
				k.Groups[b.color]++
			}
		}
	}
	k.Removed, k.Short = res.Counts.Removed, res.Counts.Short
	res.Counts = k
}

// markOwed draws the owed points that a territory count charged (teire:
// the points that a.teire counted) as points to fill.
func (a *analysis) markOwed(res *Result, sekiEyesCounted bool) {
	for _, p := range a.owedAt {
		if !sekiEyesCounted && a.inSeki[p] {
			continue
		}
		o := OwnBlackTeire
		if a.regs[a.region[p]].owner() == board.White {
			o = OwnWhiteTeire
		}
		res.Own[p] = res.Own[p]&(DeadBlack|DeadWhite) | o
	}
}

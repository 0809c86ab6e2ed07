package score

import (
	"math/bits"

	"github.com/rulediff/rulediff/rules/board"
)

// Stones lost once the dame are filled (issue 14, GNU Go's score9): a
// group that shows two eye spaces or more as the position stands, whose
// chains the opponent can put in atari by filling the dame around them,
// so that each must fill an eye of the group (a false eye), until one
// eye is left. Doubts raises nothing there: the stones are lost only on
// the board filled by the opponent first (an atari that one order makes
// can be avoided, teire.go), and lost stones are no "no-two-eyes" doubt.
// Which order is right is a fight over the dame: the opponent fills one,
// the owner answers by filling another, which may join the chain to
// stones with liberties of their own (alive) or only to points the
// opponent fills next (lost). fillReader plays that fight.

// DoubtLostOnceFilled: a group counted alive that the opponent captures
// once the dame are filled, whatever its owner answers, with the owner
// moving first (filledDoubts). The estimator's review reads it; Doubts
// does not return it.
const DoubtLostOnceFilled DoubtKind = "lost-once-filled"

// Bounds of the fight.
const (
	maxFillPoints = 24    // the points of a fight (eye spaces and dame), at most
	maxFillEye    = 6     // the largest eye space of a group read: a bigger one lives
	maxFillNodes  = 50000 // positions searched per fight
)

// reviewDoubts is Doubts(in) followed by the groups lost once filled
// (filledDoubts), from one analysis of the position: what the estimator's
// review reads. The capturers of a capturable chain (capturersLive, a
// search: 35% of BenchmarkEstimate when read for every chain) are read
// at once only where readCapturers says so (nil: everywhere), and the
// others only when readAll, given the list with them unread, says so;
// the review asks for those its verdicts depend on, so that its list is
// Doubts' wherever it reads one.
func reviewDoubts(in Input, readCapturers func(stones []int) bool, readAll func([]Doubt) bool) []Doubt {
	return doubtsOf(in, func(v *variant) []Doubt {
		v.readCapturers = readCapturers
		out := v.markingDoubts()
		if len(v.unread) > 0 && readAll != nil && readAll(out) {
			kept, next := out[:0:0], 0
			for k, d := range out {
				if next < len(v.unread) && v.unread[next] == k {
					next++
					if !v.a.capturersLive(d.Stones[0], int32(d.At[0])) {
						continue // its capturers die (markingDoubts)
					}
				}
				kept = append(kept, d)
			}
			out = kept
		}
		return v.a.filledDoubts(out)
	})
}

// filledDoubts appends to out, for the prepared position (its dead stones
// off, owe played), the groups lost once filled: chains lost on the board
// their opponent fills first but not as the position stands, joined
// through the eye spaces they border (of at most maxFillEye points), with
// two eye spaces or more, beside no open border, not beside an opponent
// chain lost on some board (two groups short of eyes side by side are a
// race or a seki, which is not this reading), and which fillReader finds
// lost with their owner to move.
func (a *analysis) filledDoubts(out []Doubt) []Doubt {
	a.oweStands()
	if len(a.neutral) == 0 || a.dameAsSeki {
		return out // no dame to fill: Doubts reads the position
	}
	g := a.g
	target := make([]bool, g.n)
	found := false
	for i, c := range a.col {
		if c == board.Empty {
			continue
		}
		k := closedWhiteFirst // the opponent's filling
		if c == board.White {
			k = closedBlackFirst
		}
		l := a.lost[i]
		target[i] = l&(1<<k) != 0 && l&lostAsItStands == 0
		found = found || target[i]
	}
	if !found {
		return out
	}
	done := make([]bool, g.n)
	for i := range a.col {
		if !target[i] || done[i] {
			continue
		}
		stones, area, eyes, ok := a.fillFight(i, target, done)
		if !ok || eyes < 2 || a.besideBorder(stones) || a.facesShort(stones) {
			continue
		}
		if readFill(a, stones[0], area, target) != outAttacker {
			continue
		}
		d := Doubt{Kind: DoubtLostOnceFilled, Color: a.col[i], Stones: stones}
		for _, p := range area {
			d.At = append(d.At, int(p))
		}
		out = append(out, d.sorted())
	}
	return out
}

// fillFight collects the group of target stone i: the target chains of
// its colour joined through the regions of that colour they border (its
// eye spaces), marked in done. area is the points of those eye spaces
// and the neutral points beside the group's stones; eyes is the number
// of eye spaces; ok is false when one holds more than maxFillEye points
// or the area more than maxFillPoints.
func (a *analysis) fillFight(i int, target, done []bool) (stones []int, area []int32, eyes int, ok bool) {
	c := a.col[i]
	ok = true
	inArea := make(map[int32]bool)
	add := func(p int32) {
		if !inArea[p] {
			inArea[p] = true
			area = append(area, p)
		}
	}
	join := func(s int32) {
		if s >= 0 && a.col[s] == c && target[s] && !done[s] {
			done[s] = true
			stones = append(stones, int(s))
		}
	}
	join(int32(i))
	for h := 0; h < len(stones); h++ {
		for _, q := range a.g.neighbours(stones[h]) {
			switch {
			case q < 0 || inArea[q]:
			case a.col[q] != board.Empty:
				join(q)
			case a.openBorder(q):
			case a.regs[a.region[q]].owner() == board.Empty:
				add(q)
			case a.regs[a.region[q]].owner() == c:
				eyes++
				r := a.region[q]
				if a.regs[r].size > maxFillEye {
					ok = false
					continue
				}
				for _, p := range a.regionPoints(q, func(x int32) bool { return a.col[x] == board.Empty && a.region[x] == r }) {
					add(p)
					for _, s := range a.g.neighbours(int(p)) {
						join(s)
					}
				}
			}
		}
	}
	return stones, area, eyes, ok && len(area) <= maxFillPoints
}

// facesShort reports whether stones touch, directly or through one empty
// point, an opponent stone lost on a filled board or as it stands.
func (a *analysis) facesShort(stones []int) bool {
	opp := a.col[stones[0]].Opponent()
	short := func(k int32) bool { return k >= 0 && a.col[k] == opp && a.lost[k] != 0 }
	for _, j := range stones {
		for _, k := range a.g.neighbours(j) {
			if short(k) {
				return true
			}
			if k < 0 || a.col[k] != board.Empty {
				continue
			}
			for _, k2 := range a.g.neighbours(int(k)) {
				if short(k2) {
					return true
				}
			}
		}
	}
	return false
}

// fillReader reads the fight over a group's eye spaces and the dame
// beside it (its area): the attacker wins by capturing a chain of the
// group, the owner when both pass. Moves go on the area's points only;
// the chains of the position beside it (walls) stay, and are captured
// when their group has no liberty in the area and no safe one outside.
// Outside the area the board is the position with the dame filled by the
// attacker: the owner's chains have a safe liberty there only in a
// region of their own (territory, another eye), the attacker's at every
// empty point. Suicide is illegal, no play repeats a position of the
// line, passes are allowed; reading stops after maxFillNodes positions.
type fillReader struct {
	n       int
	nb      [maxFillPoints]uint32 // the area neighbours of each point
	wallsAt [maxFillPoints]uint64 // the walls next to each point
	walls   []fillWall
	owner   board.Color
	memo    map[fillKey]uint8
	line    map[fillKey]bool
	nodes   int
}

// fillWall is a chain of the position beside the area.
type fillWall struct {
	color  board.Color
	adj    uint32 // the area points next to it
	safe   bool   // a liberty outside the area its opponent cannot take
	target bool   // a chain of the group read: its capture decides the fight
}

// fillKey is a position of the fight (the area's stones, the walls
// captured) and, in the memo, who moves and whether the last move passed.
type fillKey struct {
	def, att uint32
	gone     uint64
	flags    uint8
}

// readFill reads the fight of the group of stone at over area, its owner
// to move (a group lost even then is lost whoever moves).
func readFill(a *analysis, at int, area []int32, target []bool) uint8 {
	r := fillReader{n: len(area), owner: a.col[at], memo: map[fillKey]uint8{}, line: map[fillKey]bool{}}
	idx := make(map[int32]int, len(area))
	for k, p := range area {
		idx[p] = k
	}
	wallOf := map[int32]int{}
	for k, p := range area {
		for _, q := range a.g.neighbours(int(p)) {
			if q < 0 {
				continue
			}
			if j, in := idx[q]; in {
				r.nb[k] |= 1 << j
				continue
			}
			if a.col[q] == board.Empty {
				continue
			}
			w, known := wallOf[q]
			if !known {
				if len(r.walls) == 64 {
					return outUnknown
				}
				w = len(r.walls)
				r.walls = append(r.walls, a.fillWall(q, r.owner, idx, target, wallOf, w))
			}
			r.walls[w].adj |= 1 << k
			r.wallsAt[k] |= 1 << w
		}
	}
	r.line[fillKey{}] = true
	out, _ := r.solve(0, 0, 0, false, false)
	return out
}

// fillWall floods the chain through q (numbering its stones w in wallOf)
// and says whether it is safe and a target.
func (a *analysis) fillWall(q int32, owner board.Color, idx map[int32]int, target []bool, wallOf map[int32]int, w int) fillWall {
	c := a.col[q]
	wall := fillWall{color: c}
	stack := []int32{q}
	wallOf[q] = w
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		wall.target = wall.target || target[j]
		for _, k := range a.g.neighbours(int(j)) {
			switch _, in := idx[k]; {
			case k < 0 || in:
			case a.col[k] == c:
				if _, seen := wallOf[k]; !seen {
					wallOf[k] = w
					stack = append(stack, k)
				}
			case a.col[k] != board.Empty:
			case c != owner || a.openBorder(k) || a.regs[a.region[k]].owner() == c:
				wall.safe = true
			}
		}
	}
	return wall
}

// solve returns the outcome with the attacker (attToMove) or the owner to
// play, as eyeReader.solve does. Its search loop is eyeReader.solve's
// twin (reader.go): the two differ in the key (fillKey carries the walls
// captured) and in play, and are kept apart so that the eye reader, on
// the life analysis' hot path (readEyeSpace), keeps its plain key and
// direct calls. A change to one's search (memo, superko along the line,
// the pass) is likely due in the other.
func (r *fillReader) solve(def, att uint32, gone uint64, attToMove, passed bool) (out uint8, cyc bool) {
	key := fillKey{def, att, gone, uint8(b2u(attToMove) | b2u(passed)<<1)}
	if v, ok := r.memo[key]; ok {
		return v, false
	}
	r.nodes++
	if r.nodes > maxFillNodes {
		return outUnknown, true
	}
	mine, theirs := outOwner, outAttacker
	if attToMove {
		mine, theirs = outAttacker, outOwner
	}
	best := theirs
	empty := (uint32(1)<<r.n - 1) &^ (def | att)
	for e := empty; e != 0 && best != mine; e &= e - 1 {
		d, t, gn, ok, won := r.play(def, att, gone, bits.TrailingZeros32(e), attToMove)
		pos := fillKey{d, t, gn, 0}
		switch {
		case won:
			best = outAttacker // only the attacker wins by a play
		case !ok:
		case r.line[pos]:
			cyc = true // positional superko along the line
		default:
			r.line[pos] = true
			v, c := r.solve(d, t, gn, !attToMove, false)
			delete(r.line, pos)
			cyc = cyc || c
			best = better(best, v, mine)
		}
	}
	if best != mine { // pass: a second pass ends the reading, nothing captured
		v := outOwner
		if !passed {
			var c bool
			v, c = r.solve(def, att, gone, !attToMove, true)
			cyc = cyc || c
		}
		best = better(best, v, mine)
	}
	if !cyc && best != outUnknown {
		r.memo[key] = best
	}
	return best, cyc
}

// play puts a stone of the attacker or the owner at area point p: the new
// position, ok false for a suicide, won when the attacker captures a
// chain of the group.
func (r *fillReader) play(def, att uint32, gone uint64, p int, attacker bool) (d, t uint32, gn uint64, ok, won bool) {
	me, them := &def, &att
	mover := r.owner
	if attacker {
		me, them = &att, &def
		mover = r.owner.Opponent()
	}
	*me |= 1 << p
	// take: the opponent's group through its area stones in or walls w
	take := func(in uint32, w uint64) bool {
		pts, walls, libs, safe := r.group(def, att, gone, in, w, mover.Opponent())
		if libs != 0 || safe {
			return false
		}
		if attacker && r.hasTarget(walls) {
			return true
		}
		*them &^= pts
		gone |= walls
		return false
	}
	for e := r.nb[p] & *them; e != 0; e &= e - 1 {
		if q := uint32(1) << bits.TrailingZeros32(e); *them&q != 0 && take(q, 0) {
			return 0, 0, 0, false, true
		}
	}
	for w := r.wallsAt[p]; w != 0; w &= w - 1 {
		x := bits.TrailingZeros64(w)
		if r.walls[x].color != mover && gone&(1<<x) == 0 && take(0, 1<<x) {
			return 0, 0, 0, false, true
		}
	}
	if _, _, libs, safe := r.group(def, att, gone, 1<<p, 0, mover); libs == 0 && !safe {
		return 0, 0, 0, false, false
	}
	return def, att, gone, true, false
}

// hasTarget reports whether one of walls is a chain of the group read.
func (r *fillReader) hasTarget(walls uint64) bool {
	for w := walls; w != 0; w &= w - 1 {
		if r.walls[bits.TrailingZeros64(w)].target {
			return true
		}
	}
	return false
}

// group grows a group of colour c from its area stones in and walls w
// through c's area stones and walls: its area stones, its walls, its
// liberties in the area, and whether a wall of it is safe.
func (r *fillReader) group(def, att uint32, gone uint64, in uint32, w uint64, c board.Color) (uint32, uint64, uint32, bool) {
	stones := att
	if c == r.owner {
		stones = def
	}
	var reach uint32 // the area points next to the group
	var walls uint64
	safe := false
	addWalls := func(nw uint64) {
		for nw &^= walls | gone; nw != 0; nw &= nw - 1 {
			x := bits.TrailingZeros64(nw)
			if r.walls[x].color == c {
				walls |= 1 << x
				reach |= r.walls[x].adj
				safe = safe || r.walls[x].safe
			}
		}
	}
	addWalls(w)
	more := in | reach&stones
	in = 0
	for more != 0 {
		in |= more
		for e := more; e != 0; e &= e - 1 {
			p := bits.TrailingZeros32(e)
			reach |= r.nb[p]
			addWalls(r.wallsAt[p])
		}
		more = reach & stones &^ in
	}
	return in, walls, reach &^ (def | att), safe
}

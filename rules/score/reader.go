package score

import (
	"math/bits"
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// The reader settles what the eyeGraph's static count cannot: whether an
// eye space of three to maxReadPoints points is worth one eye or two.
// Straight and bent four live, square four and bulky five die, a
// rectangular six lives, a big eye with dead stones inside may be a
// nakade; as for an L-group or a bent four in the corner, only reading
// the corner tells. It reads one enclosed region at a time, the way
// J89's confirmation does (Art. 7, commentary): the opponent moves first
// and the owner answers.
//
// The board it reads is the region alone: its points (empty, or holding
// the stones marked dead there) and the chains around it, which have no
// liberty outside the region (the dame are filled; a shared liberty or
// another eye would only help them, so the answer errs towards one eye).
// The attacker wins by capturing any chain around the region; the owner
// wins when both pass with none captured. Suicide is illegal and no play
// may repeat a position of the line (positional superko along the line);
// passes are allowed. Reading stops after maxReadNodes positions, with no
// verdict.

const (
	maxReadPoints = 9     // larger eye spaces count as two eyes unread
	maxReadNodes  = 20000 // positions searched per region, at most
)

// The reader's verdicts on an eye space.
const (
	readNone    uint8 = iota // not read
	readAlive                // the chains around it live with it alone: two eyes
	readDead                 // the opponent moving first captures one of them: one eye
	readUnknown              // the reading ran out of nodes
)

// eyeReader is the search over one region. Points are bits 0..n-1.
type eyeReader struct {
	n       int
	nb      [maxReadPoints]uint32 // the region neighbours of each point
	wallsAt [maxReadPoints]uint64 // the chains around the region next to each point
	walls   []uint32              // per chain around the region: the points next to it
	memo    raceTable             // outcomes by position (the key in stones, flags 0)
	line    raceLine              // board positions of the current line
	nodes   int
	chains  []int32 // readEyes' scratch: the chain of each wall
}

// Search outcomes, for the side to move or not.
const (
	outAttacker uint8 = iota + 1 // the attacker captures a chain around the region
	outOwner                     // none is captured
	outUnknown                   // out of nodes
)

// readEyeSpace reads region r of g.
func (a *analysis) readEyeSpace(g *eyeGraph, r int32) uint8 {
	reg := &g.regs[r]
	if reg.size > maxReadPoints || reg.owner == board.Empty {
		return readUnknown
	}
	pts := a.regionPoints(reg.at, func(q int32) bool { return g.regOf[q] == r })
	return a.readEyes(pts, reg.owner, func(q int32) int32 { return g.chainOf[q] })
}

// regionPoints lists the points connected to at through points in(q),
// at most maxReadPoints of them (nil beyond).
func (a *analysis) regionPoints(at int32, in func(q int32) bool) []int32 {
	pts := append(a.readPts[:0], at)
	for h := 0; h < len(pts); h++ {
		for _, k := range a.g.neighbours(int(pts[h])) {
			if k < 0 || !in(k) || slices.Contains(pts, k) {
				continue
			}
			if len(pts) == maxReadPoints {
				return nil
			}
			pts = append(pts, k)
		}
	}
	a.readPts = pts
	return pts
}

// readEyes reads the eye space pts of colour owner; chainOf names the
// chain of a stone around it (any number, the same for one chain; -1 for
// no chain of the owner).
func (a *analysis) readEyes(pts []int32, owner board.Color, chainOf func(q int32) int32) uint8 {
	n := len(pts)
	if n == 0 || n > maxReadPoints {
		return readUnknown
	}
	rd := &a.eyeRd
	rd.n, rd.nodes = n, 0
	rd.memo.reset()
	rd.line.reset()
	rd.nb, rd.wallsAt = [maxReadPoints]uint32{}, [maxReadPoints]uint64{}
	rd.walls = rd.walls[:0]
	chains := rd.chains[:0]
	var def, att uint32
	for i, p := range pts {
		for _, q := range a.g.neighbours(int(p)) {
			if q < 0 {
				continue
			}
			if j := slices.Index(pts, q); j >= 0 {
				rd.nb[i] |= 1 << j
				continue
			}
			ch := chainOf(q)
			if ch < 0 {
				continue
			}
			w := slices.Index(chains, ch)
			if w < 0 {
				w = len(chains)
				chains = append(chains, ch)
				rd.walls = append(rd.walls, 0)
			}
			rd.walls[w] |= 1 << i
			rd.wallsAt[i] |= 1 << w
		}
		switch a.orig[p] { // the stones marked dead stay for the reading
		case owner:
			def |= 1 << i
		case owner.Opponent():
			att |= 1 << i
		}
	}
	rd.chains = chains
	key := eyeKey{n: uint8(n), def: def, att: att, nb: rd.nb, wallsAt: rd.wallsAt}
	if gen := eyeSeenGen.Load(); a.eyeGen != gen { // ForgetReadings since
		clear(a.eyeSeen)
		a.eyeGen = gen
	}
	if v, ok := a.eyeSeen[key]; ok && eyeMemoOn {
		return v
	}
	rd.line.push(uint64(def | att<<16))
	v := readUnknown
	switch out, _ := rd.solve(def, att, true, false); out {
	case outAttacker:
		v = readDead
	case outOwner:
		v = readAlive
	}
	if a.eyeSeen == nil || len(a.eyeSeen) >= maxEyeSeen {
		a.eyeSeen = make(map[eyeKey]uint8)
	}
	a.eyeSeen[key] = v
	return v
}

// eyeKey is what a reading of readEyes depends on: the points'
// neighbours in the region and the walls beside them (a wall's points
// follow), and the stones of both sides. The reading is searched from
// an empty memo and line under a fixed node limit, so it is a function
// of these: the analysis remembers it (eyeSeen) for the other boards of
// the position, and the positions after it, that read the same region.
type eyeKey struct {
	n        uint8
	def, att uint32
	nb       [maxReadPoints]uint32
	wallsAt  [maxReadPoints]uint64
}

// eyeSeenGen counts the calls of ForgetReadings: an analysis forgets
// the readings it remembered under an older count.
var eyeSeenGen atomic.Uint64

// eyeMemoOn lets the tests read every eye space afresh.
var eyeMemoOn = true

// maxEyeSeen bounds the readings an analysis remembers; when full the
// memory starts again (outcomes do not depend on what it holds).
const maxEyeSeen = 1024

// solve returns the outcome with the attacker (attToMove) or the owner to
// play; passed says the last move was a pass. cyc reports that the
// outcome depends on the line (a play was refused as a repetition), so
// that it is not remembered. fillReader.solve (filldoubt.go) is its
// twin for the fights over filled dame.
func (r *eyeReader) solve(def, att uint32, attToMove, passed bool) (out uint8, cyc bool) {
	key := raceKey{stones: uint64(def | att<<maxReadPoints | b2u(attToMove)<<(2*maxReadPoints) | b2u(passed)<<(2*maxReadPoints+1))}
	if v, ok := r.memo.get(key); ok {
		return uint8(v), false
	}
	r.nodes++
	if r.nodes > maxReadNodes {
		return outUnknown, true
	}
	mine, theirs := outOwner, outAttacker
	if attToMove {
		mine, theirs = outAttacker, outOwner
	}
	best := theirs
	empty := (uint32(1)<<r.n - 1) &^ (def | att)
	for e := empty; e != 0 && best != mine; e &= e - 1 {
		p := uint32(1) << bits.TrailingZeros32(e)
		d, t, ok, won := r.play(def, att, p, attToMove)
		switch {
		case won:
			best = outAttacker // only the attacker wins by a play
		case !ok:
		case r.line.has(uint64(d | t<<16)):
			cyc = true // positional superko along the line
		default:
			r.line.push(uint64(d | t<<16))
			v, c := r.solve(d, t, !attToMove, false)
			r.line.pop()
			cyc = cyc || c
			best = better(best, v, mine)
		}
	}
	if best != mine { // pass: a second pass ends the reading, nothing captured
		v := outOwner
		if !passed {
			var c bool
			v, c = r.solve(def, att, !attToMove, true)
			cyc = cyc || c
		}
		best = better(best, v, mine)
	}
	if !cyc && best != outUnknown {
		r.memo.set(key, int8(best))
	}
	return best, cyc
}

// better is the better of two outcomes for the side whose win is mine.
func better(best, v, mine uint8) uint8 {
	switch {
	case best == mine || v == mine:
		return mine
	case best == outUnknown || v == outUnknown:
		return outUnknown
	}
	return best
}

// play puts a stone at p for the attacker or the owner: it returns the
// new position, ok false for a suicide, and won when the attacker's play
// captures a chain around the region.
func (r *eyeReader) play(def, att, p uint32, attacker bool) (d, t uint32, ok, won bool) {
	if attacker {
		att |= p
		for w := range r.walls {
			if _, _, libs := r.ownerGroup(def, att, 0, 1<<w); libs == 0 {
				return 0, 0, false, true
			}
		}
		// the owner's stones joined to no chain around, left without a liberty
		for e := def; e != 0; {
			grp, walls, libs := r.ownerGroup(def, att, uint32(1)<<bits.TrailingZeros32(e), 0)
			e &^= grp
			if walls == 0 && libs == 0 {
				def &^= grp
			}
		}
		if r.libs(r.group(att, p), def|att) == 0 {
			return 0, 0, false, false
		}
		return def, att, true, false
	}
	def |= p
	for e := att; e != 0; { // captures
		grp := r.group(att, uint32(1)<<bits.TrailingZeros32(e))
		e &^= grp
		if r.libs(grp, def|att) == 0 {
			att &^= grp
		}
	}
	if _, _, libs := r.ownerGroup(def, att, p, 0); libs == 0 {
		return 0, 0, false, false
	}
	return def, att, true, false
}

// group is the component of stones (a mask) through the points of g.
func (r *eyeReader) group(stones, g uint32) uint32 {
	for {
		next := g
		for e := g; e != 0; e &= e - 1 {
			next |= r.nb[bits.TrailingZeros32(e)] & stones
		}
		if next == g {
			return g
		}
		g = next
	}
}

// libs is the empty points next to grp, occupied the stones of both
// colours.
func (r *eyeReader) libs(grp, occupied uint32) uint32 {
	var l uint32
	for e := grp; e != 0; e &= e - 1 {
		l |= r.nb[bits.TrailingZeros32(e)]
	}
	return l &^ occupied
}

// ownerGroup grows an owner's group from its stones in the region (in)
// and the chains around it (walls, a bit per chain) through the owner's
// stones: the region stones it holds, the chains, and its liberties.
func (r *eyeReader) ownerGroup(def, att, in uint32, walls uint64) (uint32, uint64, uint32) {
	var reach uint32 // the points next to the group
	for w := walls; w != 0; w &= w - 1 {
		reach |= r.walls[bits.TrailingZeros64(w)]
	}
	for e := in; e != 0; e &= e - 1 {
		p := bits.TrailingZeros32(e)
		reach |= r.nb[p]
		walls |= r.wallsAt[p]
	}
	for w := walls; w != 0; w &= w - 1 {
		reach |= r.walls[bits.TrailingZeros64(w)]
	}
	for {
		more := reach & def &^ in
		if more == 0 {
			return in, walls, reach &^ (def | att)
		}
		in |= more
		for e := more; e != 0; e &= e - 1 {
			p := bits.TrailingZeros32(e)
			reach |= r.nb[p]
			for nw := r.wallsAt[p] &^ walls; nw != 0; nw &= nw - 1 {
				x := bits.TrailingZeros64(nw)
				walls |= 1 << x
				reach |= r.walls[x]
			}
		}
	}
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

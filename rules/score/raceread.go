package score

import (
	"math/bits"

	"github.com/rulediff/rulediff/rules/board"
)

// The race reader settles fights that involve groups of both colours at
// once, where the eye-space reader (reader.go) reads one colour's region
// against an attacker: a double-ko seki (koseki.go), two groups each
// short of eyes whose liberties are kos that answer each other. It reads
// a small area (the kos, the eyes and shared liberties of the groups
// involved, and the single stones inside it, which may be captured and
// played again) around fixed chains of both colours, the walls, which
// have no liberty outside the area. A play that captures a wall wins
// for its colour; two passes in a row end the reading with nobody
// captured. Suicide is illegal, and no play may repeat a position of the
// line (positional superko, the reader's ko rule as in reader.go), so a
// double ko that each side answers comes out as nobody's: whoever starts
// it cannot force anything, and passing is always allowed. Reading stops
// after maxRaceNodes positions, or once the position's fights together
// have read maxRaceBudget, with no verdict.

const (
	maxRacePoints = 32    // points of the area read, at most (one bit each)
	maxRaceWalls  = 32    // walls, at most
	maxRaceNodes  = 20000 // positions searched per reading, at most
	maxRaceBudget = 60000 // positions searched by all the readings of one findKoSeki
)

// raceBudget is maxRaceBudget, a variable for the tests of the fallback.
var raceBudget = maxRaceBudget

// Race outcomes, for Black: a white wall captured, none, a black wall
// captured; raceUnknown when the reading ran out of nodes.
const (
	raceWhiteWins int8 = -1
	raceNobody    int8 = 0
	raceBlackWins int8 = 1
	raceUnknown   int8 = 2
)

// raceReader is the search over one area. Points are bits 0..n-1 of a
// uint32, walls bits of a uint64.
type raceReader struct {
	n       int
	nb      [maxRacePoints]uint32 // the area neighbours of each point
	wallsAt [maxRacePoints]uint64 // the walls next to each point
	walls   []uint32              // per wall: the area points next to it
	colour  [3]uint64             // the walls of each colour
	free    uint64                // the walls with a liberty outside the area: never captured
	memo    raceTable
	line    raceLine // positions of the current line
	nodes   int
	limit   int    // the nodes this reading may search
	budget  int    // the nodes left to the readings of the current position
	key     []byte // the memo key of the current reading (racememo.go)
}

// raceKey is a position of the area (black and white stones) with the
// colour to move and whether the last move was a pass.
type raceKey struct {
	stones uint64
	flags  uint8
}

// read returns the outcome of the fight with toMove to play first, on
// the area holding the stones black and white.
// A reading remembered (racememo.go) is not searched again.
func (r *raceReader) read(black, white uint32, toMove board.Color) int8 {
	r.limit = min(maxRaceNodes, r.budget)
	key := r.memoKey(black, white, toMove)
	if s, ok := recall(key, r.limit); ok {
		r.budget = max(0, r.budget-s.nodes)
		return s.out
	}
	r.memo.reset()
	r.line.reset()
	r.nodes = 0
	r.line.push(stonesKey(black, white))
	v, _ := r.solve(black, white, toMove, false)
	r.budget = max(0, r.budget-r.nodes)
	remember(key, raceSeen{out: v, nodes: r.nodes, limit: r.limit})
	return v
}

func stonesKey(black, white uint32) uint64 { return uint64(black) | uint64(white)<<32 }

// solve returns the outcome with toMove to play; passed says the last
// move was a pass. cyc reports that the outcome depends on the line (a
// play was refused as a repetition), so that it is not remembered.
func (r *raceReader) solve(black, white uint32, toMove board.Color, passed bool) (out int8, cyc bool) {
	key := raceKey{stonesKey(black, white), uint8(toMove)<<1 | uint8(b2u(passed))}
	if v, ok := r.memo.get(key); ok {
		return v, false
	}
	r.nodes++
	if r.nodes > r.limit {
		return raceUnknown, true
	}
	win := raceBlackWins
	if toMove == board.White {
		win = raceWhiteWins
	}
	best, unknown := -win, false
	take := func(v int8) {
		switch {
		case v == raceUnknown:
			unknown = true
		case v*win > best*win:
			best = v
		}
	}
	empty := (uint32(1)<<r.n - 1) &^ (black | white)
	for e := empty; e != 0 && best != win; e &= e - 1 {
		p := bits.TrailingZeros32(e)
		b, w, ok, won := r.play(black, white, p, toMove)
		switch {
		case won:
			best = win
		case !ok:
		case r.line.has(stonesKey(b, w)):
			cyc = true // positional superko along the line
		default:
			k := stonesKey(b, w)
			r.line.push(k)
			v, c := r.solve(b, w, toMove.Opponent(), false)
			r.line.pop()
			cyc = cyc || c
			take(v)
		}
	}
	if best != win { // pass: a second pass ends the reading, nobody captured
		v := raceNobody
		if !passed {
			var c bool
			v, c = r.solve(black, white, toMove.Opponent(), true)
			cyc = cyc || c
		}
		take(v)
	}
	if best != win && unknown {
		return raceUnknown, true
	}
	if !cyc {
		r.memo.set(key, best)
	}
	return best, cyc
}

// play puts a stone of c at p: it returns the new position, ok false for
// a suicide, and won when the play captures a wall of the opponent.
func (r *raceReader) play(black, white uint32, p int, c board.Color) (b, w uint32, ok, won bool) {
	own, opp := black, white
	if c == board.White {
		own, opp = white, black
	}
	own |= 1 << p
	oc := c.Opponent()
	// the opponent's groups next to p: its stones and its walls there
	stones, walls := r.nb[p]&opp, r.wallsAt[p]&r.colour[oc]
	for stones != 0 || walls != 0 {
		var seedP uint32
		var seedW uint64
		if stones != 0 {
			seedP = stones & -stones
			if r.nb[bits.TrailingZeros32(seedP)]&^(own|opp) != 0 {
				stones &^= seedP // a liberty of its own: its group is not taken
				continue
			}
		} else {
			seedW = walls & -walls
			if seedW&r.free != 0 || r.walls[bits.TrailingZeros64(seedW)]&^(own|opp) != 0 {
				walls &^= seedW
				continue
			}
		}
		g, gw, alive := r.groupAlive(opp, own|opp, seedP, seedW, r.colour[oc])
		stones &^= g
		walls &^= gw
		if alive {
			continue
		}
		if gw != 0 {
			return 0, 0, false, true
		}
		opp &^= g
	}
	if r.nb[p]&^(own|opp) == 0 { // no liberty next to p: is its group's last gone?
		if _, _, alive := r.groupAlive(own, own|opp, 1<<p, 0, r.colour[c]); !alive {
			return 0, 0, false, false // suicide
		}
	}
	if c == board.White {
		return opp, own, true, false
	}
	return own, opp, true, false
}

// groupAlive grows the group of one colour from the area stones pts and
// the walls ws through that colour's stones (stones) and walls (cw),
// each round looking only at what the last one added, and reports
// whether it has a liberty (occupied: every stone) or a free wall. It
// stops at the first round that shows one, both only growing from round
// to round: its area stones and walls are then those grown so far, part
// of the group.
func (r *raceReader) groupAlive(stones, occupied, pts uint32, ws, cw uint64) (uint32, uint64, bool) {
	var reach uint32
	newPts, newWalls := pts, ws
	for {
		var found uint64
		for e := newPts; e != 0; e &= e - 1 {
			i := bits.TrailingZeros32(e)
			found |= r.wallsAt[i]
			reach |= r.nb[i]
		}
		newWalls |= found & cw &^ ws
		ws |= newWalls
		for e := newWalls; e != 0; e &= e - 1 {
			reach |= r.walls[bits.TrailingZeros64(e)]
		}
		if reach&^occupied != 0 || ws&r.free != 0 {
			return pts, ws, true
		}
		more := reach & stones &^ pts
		if more == 0 {
			return pts, ws, false
		}
		pts |= more
		newPts, newWalls = more, 0
	}
}

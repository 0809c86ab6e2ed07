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
	limit   int       // the nodes this reading may search
	budget  int       // the nodes left to the readings of the current position
	key     []byte    // the memo key of the current reading (racememo.go)
	later   raceLater // a reading answered unsearched, its nodes not yet charged (racelater.go)

	// Made from the above by prepare, for play: reach[side(c)][i] is
	// what a stone of c at i reaches, its area neighbours and the area
	// points next to the walls of c beside it (bits 0..31), with
	// reachFree when one of those walls is free and reachWall when there
	// is one; wallReach[w] the same for wall w alone; takeable[side(c)]
	// the walls of c that are not free.
	reach     [2][maxRacePoints]uint64
	wallReach [maxRaceWalls]uint64
	takeable  [2]uint64
	all       uint32 // the area's points
}

const (
	reachFree = 1 << 32
	reachWall = 1 << 33
)

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
	key, v, ok := r.recallReading(black, white, toMove)
	if ok {
		return v
	}
	r.prepare()
	return r.search(key, black, white, toMove)
}

// recallReading sets the reading's limit from the budget and returns its
// memo key, and its outcome when remembered (racememo.go), its nodes
// then charged to the budget.
func (r *raceReader) recallReading(black, white uint32, toMove board.Color) ([]byte, int8, bool) {
	r.limit = min(maxRaceNodes, r.budget)
	key := r.memoKey(black, white, toMove)
	if s, ok := recall(key, r.limit); ok {
		r.budget = max(0, r.budget-s.nodes)
		return key, s.out, true
	}
	return key, 0, false
}

// search reads the prepared area from an empty memo and line under
// r.limit, charges its nodes to the budget and remembers it under key.
func (r *raceReader) search(key []byte, black, white uint32, toMove board.Color) int8 {
	r.memo.reset()
	r.line.reset()
	r.nodes = 0
	r.line.push(stonesKey(black, white))
	v, _ := r.solve(black, white, toMove, false)
	r.budget = max(0, r.budget-r.nodes)
	remember(key, raceSeen{out: v, nodes: r.nodes, limit: r.limit})
	if checkRaceRead != nil {
		checkRaceRead(r, black, white, toMove, v)
	}
	return v
}

// checkRaceRead, set by the tests, is called after each reading searched
// with its outcome (r.nodes and r.limit still the reading's).
var checkRaceRead func(r *raceReader, black, white uint32, toMove board.Color, out int8)

// prepare works out reach and wallReach from the area.
func (r *raceReader) prepare() {
	for w, pts := range r.walls {
		x := uint64(pts) | reachWall
		if r.free&(1<<w) != 0 {
			x |= reachFree
		}
		r.wallReach[w] = x
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		for i := range r.n {
			x := uint64(r.nb[i])
			for e := r.wallsAt[i] & r.colour[c]; e != 0; e &= e - 1 {
				x |= r.wallReach[bits.TrailingZeros64(e)]
			}
			r.reach[side(c)][i] = x
		}
		r.takeable[side(c)] = r.colour[c] &^ r.free
	}
	r.all = uint32(1)<<r.n - 1
}

func stonesKey(black, white uint32) uint64 { return uint64(black) | uint64(white)<<32 }

// solve returns the outcome with toMove to play; passed says the last
// move was a pass. cyc reports that the outcome depends on the line (a
// play was refused as a repetition), so that it is not remembered.
//
// The tree it searches, and the order and count of its nodes, are those
// of the reference in raceref_test.go (TestRaceReaderIsRef): the memo is
// probed once for a position's outcome and its store resumes that probe
// (raceTable.setAt: a position is never stored while it is searched, as
// its stones stay on the line), and a child's lookup on the line is its
// push (raceLine.pushNew).
func (r *raceReader) solve(black, white uint32, toMove board.Color, passed bool) (out int8, cyc bool) {
	key := raceKey{stonesKey(black, white), uint8(toMove)<<1 | uint8(b2u(passed))}
	at, v, ok := r.memo.find(key)
	if ok {
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
	next := board.Black + board.White - toMove
	own, opp := black, white
	if toMove == board.White {
		own, opp = white, black
	}
	theirs, mine := &r.reach[side(toMove)^1], &r.reach[side(toMove)]
	takeable := r.takeable[side(toMove)^1]
plays:
	for e := r.all &^ (black | white); e != 0; e &= e - 1 {
		// toMove plays at p: o and t are the stones of the mover and of
		// the opponent after it (see "Playing" below).
		p := bits.TrailingZeros32(e) & (maxRacePoints - 1) // (no bounds checks)
		o, t := own|1<<p, opp
		live := uint64(^(o | t)) | reachFree
		var alive uint32 // stones of the opponent's groups found alive
		for stones := r.nb[p] & t; stones != 0; stones &= stones - 1 {
			i := bits.TrailingZeros32(stones) & (maxRacePoints - 1)
			if theirs[i]&live != 0 || (alive|^t)&(1<<i) != 0 {
				continue // a liberty of its own, or its group's read already
			}
			g, x, ok := growAlive(t, live, 1<<i, theirs[i], theirs)
			if ok {
				alive |= g
				continue
			}
			if x&reachWall != 0 {
				best = win // a wall captured
				break plays
			}
			t &^= g
		}
		for walls := r.wallsAt[p] & takeable; walls != 0; walls &= walls - 1 {
			x := r.wallReach[bits.TrailingZeros64(walls)&(maxRaceWalls-1)]
			if x&live != 0 || uint32(x)&alive != 0 {
				continue // a liberty, or a stone of a group found alive
			}
			if _, _, ok := growAlive(t, live, 0, x, theirs); !ok {
				best = win
				break plays
			}
		}
		live = uint64(^(o | t)) | reachFree
		if x := mine[p]; x&live == 0 { // no liberty next to p or its walls
			if _, _, ok := growAlive(o, live, 1<<p, x, mine); !ok {
				continue // suicide
			}
		}
		b, w := o, t
		if toMove == board.White {
			b, w = t, o
		}
		if !r.line.pushNew(stonesKey(b, w)) {
			cyc = true // positional superko along the line
			continue
		}
		v, c := r.solve(b, w, next, false)
		r.line.pop()
		cyc = cyc || c
		if v == raceUnknown {
			unknown = true
		} else if v*win > best*win {
			best = v
			if best == win {
				break
			}
		}
	}
	if best != win { // pass: a second pass ends the reading, nobody captured
		v := raceNobody
		if !passed {
			var c bool
			v, c = r.solve(black, white, next, true)
			cyc = cyc || c
		}
		if v == raceUnknown {
			unknown = true
		} else if v*win > best*win {
			best = v
		}
	}
	if best != win && unknown {
		return raceUnknown, true
	}
	if !cyc {
		r.memo.setAt(at, key, best)
	}
	return best, cyc
}

// Playing: a play that captures a wall wins for its colour, one that
// leaves its own group without a liberty is a suicide, refused. A group
// is alive when what its stones and walls reach (reach) holds an empty
// point or a free wall, and grown only until that shows (growAlive).
// Capturing one group of the opponent frees no liberty of another (two
// groups of one colour touch neither each other nor a common wall), so
// the opponent's groups next to the play are read on the position
// before the captures, in any order. (The search compares with its
// reference, which plays by playRef, in TestRaceReaderIsRef and
// TestRaceSolveIsRefOnRandomAreas.)

// side indexes reach and takeable by colour.
func side(c board.Color) int { return int(c & 1) }

// growAlive grows a group of the stones stones from the stones pts and
// what they reach, x (the walls' reach included), through reach, each
// round adding the stones x touches, and reports whether x holds a bit
// of live (an empty point, a free wall). It stops at the first round that
// shows one: the stones are then those grown so far, part of the group;
// otherwise the group's stones and all it reaches.
func growAlive(stones uint32, live uint64, pts uint32, x uint64, reach *[maxRacePoints]uint64) (uint32, uint64, bool) {
	for {
		if x&live != 0 {
			return pts, x, true
		}
		more := uint32(x) & stones &^ pts
		if more == 0 {
			return pts, x, false
		}
		pts |= more
		for e := more; e != 0; e &= e - 1 {
			x |= reach[bits.TrailingZeros32(e)&(maxRacePoints-1)]
		}
	}
}

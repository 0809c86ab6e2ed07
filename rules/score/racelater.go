package score

import (
	"math/bits"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// A race reading whose mover captures a wall with one play is won by the
// mover, whatever the search meets first: findKoSeki needs no search for
// its outcome, only for its node count, which the budget charges and
// which only a later reading of the same findKoSeki reads (its limit).
// On fox_pro and ai_games 125 of the 165 readings searched were such,
// 225,000 of their 466,000 nodes, most of them the last reading of their
// position. So koFight answers such a reading at once and keeps it aside
// (raceReader.later); the next koFight that reads searches it first
// (settle), under its own limit, before loading its own area, and
// charges its nodes as read would have; a findKoSeki that reads nothing
// more never searches it.
//
// Exact. The outcome: solve at the root (an empty memo, so no hit; one
// node, within any limit of 1 or more) tries the empty points in order;
// each play's capture tests read only the root position and the play
// (o, t, live and alive are worked out afresh for each play), and a
// play whose tests capture a wall sets best to the mover's win and stops
// the loop. A play tried before it either returned the mover's win (the
// loop stops with it) or left best short of it, whatever it returned
// (unknown included); after the loop a won best skips the pass and the
// unknown test. So the outcome is the win under every limit from 1 up,
// and winsAtOnce makes solve's capture tests on the root position, the
// same code. The count: the budget after a reading is read by the next
// reading's limit (recall and read) and by nothing else; findKoSeki
// sets it afresh and drops a deferred reading. The area read is the
// reader's until load replaces it, and koFight settles before load. The
// memory (racememo.go) is a cache: a reading remembered only once
// searched changes no outcome. TestRaceLaterIsExact compares every
// findKoSeki of the corpora's games, with the deferral on and off.

// raceLater is a reading answered without a search: its stones, mover
// and limit.
type raceLater struct {
	on           bool
	black, white uint32
	toMove       board.Color
	limit        int
}

// raceDefer lets the tests read every reading at once.
var raceDefer = true

// racesSettled counts the deferred readings searched after all, for
// the tests.
var racesSettled atomic.Int64

// readLazy is read for koFight: a reading won with one play is answered
// at once and searched only when a later reading needs the budget.
func (r *raceReader) readLazy(black, white uint32, toMove board.Color) int8 {
	key, v, ok := r.recallReading(black, white, toMove)
	if ok {
		return v
	}
	r.prepare()
	if raceDefer && r.limit > 0 && r.winsAtOnce(black, white, toMove) {
		r.later = raceLater{on: true, black: black, white: white, toMove: toMove, limit: r.limit}
		return winFor(toMove)
	}
	return r.search(key, black, white, toMove)
}

// settle searches the reading kept aside, if any, on the area still
// loaded, charging its nodes to the budget.
func (r *raceReader) settle() {
	if !r.later.on {
		return
	}
	l := r.later
	r.later.on = false
	racesSettled.Add(1)
	r.limit = l.limit
	key := r.memoKey(l.black, l.white, l.toMove)
	r.prepare()
	r.search(key, l.black, l.white, l.toMove)
}

// winFor is the outcome of a win for c.
func winFor(c board.Color) int8 {
	if c == board.White {
		return raceWhiteWins
	}
	return raceBlackWins
}

// winsAtOnce reports whether toMove, on the prepared area holding black
// and white, has a play whose capture tests in solve capture a wall:
// solve's tests, on the root position.
func (r *raceReader) winsAtOnce(black, white uint32, toMove board.Color) bool {
	own, opp := black, white
	if toMove == board.White {
		own, opp = white, black
	}
	theirs := &r.reach[side(toMove)^1]
	takeable := r.takeable[side(toMove)^1]
	for e := r.all &^ (black | white); e != 0; e &= e - 1 {
		p := bits.TrailingZeros32(e) & (maxRacePoints - 1)
		o, t := own|1<<p, opp
		live := uint64(^(o | t)) | reachFree
		var alive uint32
		for stones := r.nb[p] & t; stones != 0; stones &= stones - 1 {
			i := bits.TrailingZeros32(stones) & (maxRacePoints - 1)
			if theirs[i]&live != 0 || (alive|^t)&(1<<i) != 0 {
				continue
			}
			g, x, ok := growAlive(t, live, 1<<i, theirs[i], theirs)
			if ok {
				alive |= g
				continue
			}
			if x&reachWall != 0 {
				return true
			}
			t &^= g
		}
		for walls := r.wallsAt[p] & takeable; walls != 0; walls &= walls - 1 {
			x := r.wallReach[bits.TrailingZeros64(walls)&(maxRaceWalls-1)]
			if x&live != 0 || uint32(x)&alive != 0 {
				continue
			}
			if _, _, ok := growAlive(t, live, 0, x, theirs); !ok {
				return true
			}
		}
	}
	return false
}

// checkKoSeki, set by the tests, is called at the end of each
// findKoSeki that read a fight.
var checkKoSeki func(a *analysis)

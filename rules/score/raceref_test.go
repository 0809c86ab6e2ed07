package score

import (
	"fmt"
	"math/bits"

	"github.com/rulediff/rulediff/rules/board"
)

// raceRef is the race reader's search as it was before its cost per
// node was cut (#17r), the reference the reader is tested against: the
// same tree in the same order, each position's outcome a closure's
// fold, the memo probed twice (get, then set), the line asked about
// every child, plays through playRef. It reads the area of r (its
// neighbours, walls, colours and free walls) and keeps its own memo,
// line and node count.
type raceRef struct {
	r     *raceReader
	memo  refTable
	line  refLine
	nodes int
	limit int
}

// read returns the outcome of a fresh reading under limit and the nodes
// it searched.
func (x *raceRef) read(black, white uint32, toMove board.Color, limit int) (int8, int) {
	x.memo.reset()
	x.line.reset()
	x.nodes, x.limit = 0, limit
	x.line.push(stonesKey(black, white))
	v, _ := x.solve(black, white, toMove, false)
	return v, x.nodes
}

func (x *raceRef) solve(black, white uint32, toMove board.Color, passed bool) (out int8, cyc bool) {
	key := raceKey{stonesKey(black, white), uint8(toMove)<<1 | uint8(b2u(passed))}
	if v, ok := x.memo.get(key); ok {
		return v, false
	}
	x.nodes++
	if x.nodes > x.limit {
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
	empty := (uint32(1)<<x.r.n - 1) &^ (black | white)
	for e := empty; e != 0 && best != win; e &= e - 1 {
		p := bits.TrailingZeros32(e)
		b, w, ok, won := x.r.playRef(black, white, p, toMove)
		refPlays.count(black, white, p, b, w, ok, won)
		switch {
		case won:
			best = win
		case !ok:
		case x.line.has(stonesKey(b, w)):
			cyc = true
		default:
			k := stonesKey(b, w)
			x.line.push(k)
			v, c := x.solve(b, w, toMove.Opponent(), false)
			x.line.pop()
			cyc = cyc || c
			take(v)
		}
	}
	if best != win {
		v := raceNobody
		if !passed {
			var c bool
			v, c = x.solve(black, white, toMove.Opponent(), true)
			cyc = cyc || c
		}
		take(v)
	}
	if best != win && unknown {
		return raceUnknown, true
	}
	if !cyc {
		x.memo.set(key, best)
	}
	return best, cyc
}

// refTable is the reference's memo: a Go map, the plainest table.
type refTable struct{ m map[raceKey]int8 }

func (t *refTable) reset() {
	if t.m == nil {
		t.m = map[raceKey]int8{}
	}
	clear(t.m)
}

func (t *refTable) get(k raceKey) (int8, bool) { v, ok := t.m[k]; return v, ok }
func (t *refTable) set(k raceKey, v int8)      { t.m[k] = v }

// refLine is the reference's line: a stack searched whole.
type refLine struct{ stack []uint64 }

func (l *refLine) reset()        { l.stack = l.stack[:0] }
func (l *refLine) push(k uint64) { l.stack = append(l.stack, k) }
func (l *refLine) pop()          { l.stack = l.stack[:len(l.stack)-1] }
func (l *refLine) has(k uint64) bool {
	for _, q := range l.stack {
		if q == k {
			return true
		}
	}
	return false
}

// areaOf copies the area of r (not its memo, line or counts).
func areaOf(r *raceReader) *raceReader {
	c := &raceReader{n: r.n, nb: r.nb, wallsAt: r.wallsAt, colour: r.colour, free: r.free}
	c.walls = append([]uint32(nil), r.walls...)
	return c
}

// readFresh is r's reading of black and white under limit from an empty
// memo and line, not remembered: its outcome and the nodes it searched.
func (r *raceReader) readFresh(black, white uint32, toMove board.Color, limit int) (int8, int) {
	defer func(on bool) { raceMemoOn = on }(raceMemoOn)
	raceMemoOn = false
	r.budget = limit
	v := r.read(black, white, toMove)
	return v, r.nodes
}

// CheckRaceReads makes every race reading searched compare its outcome
// and node count with the reference's (raceRef) under its own limit,
// under one node fewer than it searched (it must then run out), and
// under half its nodes, each reading's area and stones once; a
// difference goes to fail. The race memory is off meanwhile. It returns
// the function that stops it and one that reports the readings compared
// and the nodes the reference searched.
func CheckRaceReads(fail func(string)) (restore func(), counted func() (readings, nodes int)) {
	oldCheck, oldMemo := checkRaceRead, raceMemoOn
	raceMemoOn = false
	seen := map[string]bool{}
	readings, nodes := 0, 0
	var check func(r *raceReader, black, white uint32, toMove board.Color, out int8)
	check = func(r *raceReader, black, white uint32, toMove board.Color, out int8) {
		id := fmt.Sprintf("%x/%d", r.memoKey(black, white, toMove), r.limit)
		if seen[id] {
			return
		}
		seen[id] = true
		area := areaOf(r)
		ref := &raceRef{r: area}
		limits := []int{r.limit}
		if r.nodes <= r.limit && r.nodes > 0 {
			limits = append(limits, r.nodes-1, r.nodes/2)
		}
		for i, limit := range limits {
			got, gotNodes := out, r.nodes
			if i > 0 {
				checkRaceRead = nil
				got, gotNodes = area.readFresh(black, white, toMove, limit)
				checkRaceRead = check
			}
			want, wantNodes := ref.read(black, white, toMove, limit)
			readings++
			nodes += wantNodes
			if got != want || gotNodes != wantNodes {
				fail(fmt.Sprintf("area %x, black %b white %b, %v to move, limit %d: outcome %d after %d nodes, the reference's %d after %d",
					r.nb[:r.n], black, white, toMove, limit, got, gotNodes, want, wantNodes))
			}
		}
	}
	checkRaceRead = check
	return func() { checkRaceRead, raceMemoOn = oldCheck, oldMemo },
		func() (int, int) { return readings, nodes }
}

// RaceReadings runs count with the race memory off and returns a
// function that searches afresh every distinct reading count searched
// (area, stones, colour to move, limit), returning the nodes searched:
// the race reader alone, for its benchmark. One reader reads them all,
// as an analysis' reader reads its fights (its tables keep their size).
func RaceReadings(count func()) (readAll func() (nodes int)) {
	type reading struct {
		area         *raceReader
		black, white uint32
		toMove       board.Color
		limit        int
	}
	var all []reading
	seen := map[string]bool{}
	oldCheck, oldMemo := checkRaceRead, raceMemoOn
	raceMemoOn = false
	checkRaceRead = func(r *raceReader, black, white uint32, toMove board.Color, out int8) {
		id := fmt.Sprintf("%x/%d", r.memoKey(black, white, toMove), r.limit)
		if !seen[id] {
			seen[id] = true
			all = append(all, reading{areaOf(r), black, white, toMove, r.limit})
		}
	}
	count()
	checkRaceRead, raceMemoOn = oldCheck, oldMemo
	r := &raceReader{}
	return func() int {
		nodes := 0
		for _, x := range all {
			r.n, r.nb, r.wallsAt, r.colour, r.free = x.area.n, x.area.nb, x.area.wallsAt, x.area.colour, x.area.free
			r.walls = append(r.walls[:0], x.area.walls...)
			_, n := r.readFresh(x.black, x.white, x.toMove, x.limit)
			nodes += n
		}
		return nodes
	}
}

// refPlays counts the reference's plays by kind, to show the tests met
// every kind.
var refPlays playKinds

type playKinds struct{ plays, captures, suicides, wins int }

func (k *playKinds) count(black, white uint32, p int, b, w uint32, ok, won bool) {
	k.plays++
	switch {
	case won:
		k.wins++
	case !ok:
		k.suicides++
	case b|w != black|white|1<<p:
		k.captures++
	}
}

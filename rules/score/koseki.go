package score

import (
	"slices"
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

// A double-ko seki (GNU Go's seki_exotics/twoko_seki1 and twoko_seki2;
// Sensei's Library "Double ko seki") is a fight between groups of both
// colours whose liberties are kos that answer each other: whoever takes
// one ko is answered by taking another, so that neither side can win
// them without losing another, and nobody can be captured (the Japanese
// rules' precedents count it as seki; README-MANNER). Its shapes are
// many: one eye and one ko a side (twoko_seki1), the same with a shared
// liberty (twoko_seki2), one side's eye and two kos against a two-point
// eye, two kos in one group's area against an eye, three or four kos
// (threeko1, fourko). Its ko points look like territory with a stone in
// atari beside it, so the ordinary seki test (unfillable neutral points)
// misses it, and the territory count would charge them as points to
// fill. No static rule tells these shapes from a double ko that one side
// wins (twoko_dead, the double-ko life of the large avalanche): the race
// reader (raceread.go) reads each one.

// findKoSeki looks for double-ko seki around the short points (a ko
// point is a short point: the last liberty of its ko stone). For every
// ko point on a.work, the board with the dame filled, it gathers the
// fight around it (koFight) and reads it from both sides: when neither
// colour, moving first, can capture a chain of the other, the fight is
// a seki. The empty points of its area go to a.koSeki (nobody fills
// them: seki eyes or shared liberties, never teire), a stone of each
// living chain to a.koSekiStones (decideSeki puts the chains, and the
// blocks around them, in seki). A fight too big to read falls back to
// the static pairing of unfillable ko points (pairKos). It reports
// whether it found one.
func (a *analysis) findKoSeki(short [3]int) bool {
	a.koSeki, a.koSekiStones = a.koSeki[:0], a.koSekiStones[:0]
	if short[board.Black]+short[board.White] == 0 {
		return false
	}
	// The common case, a short point that is no ko (a chain in atari on
	// its own territory), costs no dame filling.
	if !slices.ContainsFunc(a.shortAt, func(p int32) bool { return a.koStone(a.orig, p) >= 0 }) {
		return false
	}
	copy(a.work, a.closed(closedBlackFirst))
	rd := a.raceReader()
	defer a.giveRaceReader()
	rd.budget, rd.later = raceBudget, raceLater{}
	covered := a.raceCovered[:0]
	var unread []koPoint
	for _, p := range a.shortAt {
		if slices.Contains(covered, p) || a.koStone(a.work, p) < 0 {
			continue
		}
		out := a.koFight(p)
		covered = append(covered, a.racePts...)
		switch out {
		case koFightSeki:
			for _, q := range a.racePts {
				if a.work[q] == board.Empty {
					a.koSeki = append(a.koSeki, q)
				}
			}
			for _, ch := range a.raceChains {
				if !a.dead[ch.at] && !ch.free {
					a.koSekiStones = append(a.koSekiStones, ch.at)
				}
			}
		case koFightUnread:
			for _, q := range a.racePts {
				if k, ok := a.koPointAt(int(q)); ok {
					unread = append(unread, k)
				}
			}
		}
		a.clearFight()
	}
	a.raceCovered = covered
	if len(unread) > 0 {
		copy(a.work, a.closed(closedBlackFirst))
		a.pairKos(unread)
	}
	if checkKoSeki != nil {
		checkKoSeki(a)
	}
	return len(a.koSeki) > 0
}

// koStone returns the ko stone of p on board b, -1 when p is no ko
// point: p is empty, every neighbour is a stone of one colour, and
// exactly one of them is a lone stone (no neighbour of its colour) whose
// last liberty is p, so that the opponent's play at p captures it alone.
func (a *analysis) koStone(b []board.Color, p int32) int32 {
	if b[p] != board.Empty {
		return -1
	}
	var c board.Color
	stone := int32(-1)
	for _, q := range a.g.neighbours(int(p)) {
		if q < 0 {
			continue
		}
		if b[q] == board.Empty || (c != board.Empty && b[q] != c) {
			return -1
		}
		c = b[q]
		lone, libs := true, 0
		for _, n := range a.g.neighbours(int(q)) {
			switch {
			case n < 0:
			case b[n] == c:
				lone = false
			case b[n] == board.Empty:
				libs++
			}
		}
		if lone && libs == 1 && !a.dead[q] {
			if stone >= 0 {
				return -1 // a capture of two stones: no ko
			}
			stone = q
		}
	}
	return stone
}

// The outcomes of koFight.
const (
	koFightNone   = iota // no seki: the room of a living group, one-sided, or won by a side
	koFightSeki          // neither side can capture a chain of the other
	koFightUnread        // more than 32 points or walls, or the reading ran out of nodes
)

const (
	// maxRaceRegion is the largest empty region a fight holds: a group
	// beside a bigger one has the room of a living group's territory,
	// and its kos are ordinary (its owner connects).
	maxRaceRegion = 4
)

// raceChain is a chain of a fight: a wall (two stones or more, living),
// or a single stone or a dead one, which may be captured in the reading.
// A free wall has a liberty in a region bigger than maxRaceRegion (a
// living group's room, outside the area): it cannot be captured.
type raceChain struct {
	at   int32 // one of its stones
	wall int8  // its wall index, -1 for a stone that may be captured
	free bool
}

// koFight gathers the fight around ko point k on a.work and reads it.
// The area is the empty regions next to the fight's chains and the
// stones that may be captured; the fight's chains are those next to the
// area, walls and single stones. It starts from k and the chains around
// it; a single stone brings in every chain and region next to it, a wall
// the regions next to it (its liberties) of maxRaceRegion points or
// fewer: a bigger one is a living group's room, which frees the wall. A
// fight reaches a big region only through its walls, and needs a wall
// of each colour that is not free. An area of more than maxRacePoints
// points or maxRaceWalls walls is left unread.
// a.racePts lists the area's points and a.raceChains the chains, for
// clearFight.
func (a *analysis) koFight(k int32) int {
	if out := a.gatherFight(k); out != koFightRead {
		return out
	}
	rd := a.raceReader()
	rd.settle() // before the area changes
	black, white := rd.load(a)
	if v := rd.readLazy(black, white, board.Black); v != raceNobody {
		return raceVerdict(v)
	}
	return raceVerdict(rd.readLazy(black, white, board.White))
}

// koFightRead is gatherFight's answer for a fight the race reader must
// read.
const koFightRead = -1

// gatherFight is koFight's gathering: it fills a.racePts and
// a.raceChains for the fight around k and returns koFight's outcome when
// it is known without reading (koFightNone, koFightUnread), else
// koFightRead.
func (a *analysis) gatherFight(k int32) int {
	n := a.g.n
	if len(a.raceAt) != n {
		a.raceAt, a.raceChain = make([]int32, n), make([]int32, n)
		for i := range a.raceAt {
			a.raceAt[i], a.raceChain[i] = -1, -1
		}
	}
	a.racePts, a.raceChains, a.raceStones = a.racePts[:0], a.raceChains[:0], a.raceStones[:0]
	todo := append(a.queue[:0], k)
	walls := 0
	var colours uint8
	for len(todo) > 0 {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if a.work[q] == board.Empty {
			if a.raceAt[q] >= 0 {
				continue
			}
			start := len(a.racePts)
			if !a.addRacePoint(q) {
				a.queue = todo
				return koFightUnread // the area is full
			}
			for h := start; h < len(a.racePts); h++ {
				if len(a.racePts)-start > maxRaceRegion {
					a.queue = todo
					return koFightNone // the room of a living group
				}
				for _, m := range a.g.neighbours(int(a.racePts[h])) {
					switch {
					case m < 0:
					case a.work[m] == board.Empty:
						if a.raceAt[m] < 0 && !a.addRacePoint(m) {
							a.queue = todo
							return koFightUnread
						}
					case a.raceChain[m] < 0:
						todo = append(todo, m)
					}
				}
			}
			if len(a.racePts)-start > maxRaceRegion {
				a.queue = todo
				return koFightNone
			}
			continue
		}
		if a.raceChain[q] >= 0 {
			continue
		}
		// a chain: its stones, whether it is a wall
		id := int32(len(a.raceChains))
		first := len(a.raceStones)
		c := a.work[q]
		a.raceChain[q] = id
		a.raceStones = append(a.raceStones, q)
		dead := a.dead[q]
		for h := first; h < len(a.raceStones); h++ {
			for _, m := range a.g.neighbours(int(a.raceStones[h])) {
				if m >= 0 && a.work[m] == c && a.raceChain[m] < 0 {
					a.raceChain[m] = id
					a.raceStones = append(a.raceStones, m)
					dead = dead && a.dead[m]
				}
			}
		}
		stones := a.raceStones[first:]
		ch := raceChain{at: q, wall: -1}
		if len(stones) > 1 && !dead {
			if walls == maxRaceWalls {
				a.queue = todo
				return koFightUnread
			}
			ch.wall = int8(walls)
			walls++
		}
		a.raceChains = append(a.raceChains, ch)
		for _, s := range stones {
			if ch.wall < 0 && !a.addRacePoint(s) {
				a.queue = todo
				return koFightUnread
			}
			for _, m := range a.g.neighbours(int(s)) {
				switch {
				case m < 0 || a.work[m] == c:
				case ch.wall < 0:
					todo = append(todo, m)
				case a.work[m] != board.Empty || a.raceAt[m] >= 0:
				case a.regionAtMost(m, maxRaceRegion):
					todo = append(todo, m)
				default:
					ch.free = true // a liberty in a living group's room
				}
			}
		}
		a.raceChains[id] = ch
		if ch.wall >= 0 && !ch.free {
			colours |= touchBit(c)
		}
	}
	a.queue = todo
	if colours != touchB|touchW {
		return koFightNone // no chain of one side can be captured: no seki
	}
	return koFightRead
}

func raceVerdict(v int8) int {
	switch v {
	case raceNobody:
		return koFightSeki
	case raceUnknown:
		return koFightUnread
	}
	return koFightNone
}

// regionAtMost reports whether the empty region of p on a.work has at
// most limit points.
func (a *analysis) regionAtMost(p int32, limit int) bool {
	gen := a.nextGen()
	stack := append(a.stack[:0], p)
	a.mark[p] = gen
	n := 0
	for len(stack) > 0 && n <= limit {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for _, k := range a.g.neighbours(int(j)) {
			if k >= 0 && a.work[k] == board.Empty && a.mark[k] != gen {
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
	return n <= limit
}

// addRacePoint adds point p to the fight's area; false when the area is
// full.
func (a *analysis) addRacePoint(p int32) bool {
	if len(a.racePts) == maxRacePoints {
		return false
	}
	a.raceAt[p] = int32(len(a.racePts))
	a.racePts = append(a.racePts, p)
	return true
}

// clearFight resets the marks koFight left.
func (a *analysis) clearFight() {
	for _, p := range a.racePts {
		a.raceAt[p] = -1
	}
	for _, p := range a.raceStones {
		a.raceChain[p] = -1
	}
}

// raceReader returns the analysis' race reader, taken from the readers
// no findKoSeki holds (or made) at its first use since
// giveRaceReader.
//
// A reader is held only while findKoSeki runs and carries nothing
// read from one call to the next: findKoSeki sets its budget and drops
// a deferred reading, load sets its area, and search empties its memo
// and line. What it keeps is its memory: the memo table grows to about
// twice the nodes of the longest reading (64 K slots, a megabyte, for
// one of maxRaceNodes), and a reader kept by its analysis grew anew in
// each of the many analyses a run keeps (the pools' and the Analysis
// variants'), each time on freshly faulted pages: 75 growths, 14 MB, in
// four runs of BenchmarkAuditCommand/dead=markup. Shared, the readers
// number at most the findKoSeki calls running at once (one a worker).
func (a *analysis) raceReader() *raceReader {
	if a.race == nil && raceReadersFresh {
		a.race = &raceReader{}
	}
	if a.race == nil {
		raceReaders.Lock()
		if k := len(raceReaders.free); k > 0 {
			a.race = raceReaders.free[k-1]
			raceReaders.free = raceReaders.free[:k-1]
		}
		raceReaders.Unlock()
		if a.race == nil {
			a.race = &raceReader{}
		}
	}
	return a.race
}

// giveRaceReader gives the analysis' race reader back for another
// findKoSeki to use.
func (a *analysis) giveRaceReader() {
	if a.race == nil {
		return
	}
	raceReaders.Lock()
	if len(raceReaders.free) < maxFreeRaceReaders {
		raceReaders.free = append(raceReaders.free, a.race)
	}
	raceReaders.Unlock()
	a.race = nil
}

// raceReaders are the race readers no findKoSeki holds.
var raceReaders struct {
	sync.Mutex
	free []*raceReader
}

// raceReadersFresh, set by the tests, gives every findKoSeki a new
// reader.
var raceReadersFresh = false

// maxFreeRaceReaders bounds the readers kept: as many as readings run
// at once on a large machine.
const maxFreeRaceReaders = 64

// load sets the reader up for the fight koFight gathered on a.work and
// returns the black and white stones of its area.
func (r *raceReader) load(a *analysis) (black, white uint32) {
	r.n = len(a.racePts)
	r.colour, r.free = [3]uint64{}, 0
	r.walls = r.walls[:0]
	for _, ch := range a.raceChains {
		if ch.wall >= 0 {
			r.walls = append(r.walls, 0)
			r.colour[a.work[ch.at]] |= 1 << ch.wall
			if ch.free {
				r.free |= 1 << ch.wall
			}
		}
	}
	for i, p := range a.racePts {
		r.nb[i], r.wallsAt[i] = 0, 0
		switch a.work[p] {
		case board.Black:
			black |= 1 << i
		case board.White:
			white |= 1 << i
		}
		for _, q := range a.g.neighbours(int(p)) {
			if q < 0 {
				continue
			}
			if j := a.raceAt[q]; j >= 0 {
				r.nb[i] |= 1 << j
			} else if ch := a.raceChain[q]; ch >= 0 {
				if w := a.raceChains[ch].wall; w >= 0 {
					r.wallsAt[i] |= 1 << w
					r.walls[w] |= 1 << i
				}
			}
		}
	}
	return black, white
}

// pairKos is the static test for fights too big to read: a black and a
// white unfillable ko point (koPointAt) make a double-ko seki when each
// ko stone touches the chains the other ko point is a liberty of: taking
// either ko then gives the taker's group a liberty, so each ko answers
// the other (a third ko that frees nothing, as in GNU Go's threeko2, is
// not part of it). It reads a.work and adds the ko points of every such
// pair to a.koSeki.
func (a *analysis) pairKos(kos []koPoint) {
	for ib, kb := range kos {
		if kb.c != board.Black {
			continue
		}
		for iw, kw := range kos {
			if kw.c != board.White || !a.koStoneTouches(kb.stone, kw) || !a.koStoneTouches(kw.stone, kb) {
				continue
			}
			if !kos[ib].seki {
				kos[ib].seki = true
				a.koSeki = append(a.koSeki, kb.p)
			}
			if !kos[iw].seki {
				kos[iw].seki = true
				a.koSeki = append(a.koSeki, kw.p)
			}
		}
	}
}

// koPoint is an unfillable ko point p of colour c with its ko stone.
type koPoint struct {
	p, stone int32
	c        board.Color
	seki     bool // paired into a double-ko seki
}

// koPointAt reports whether p is an unfillable ko point on a.work: every
// neighbour of p is a stone of one colour c; exactly one of them, a lone
// stone, has p as its last liberty (the opponent's play at p captures it
// and is then in atari: a ko); c's own play at p would leave its chain
// with fewer than two liberties; and at least one other chain of c has p
// as a liberty (the group the ko decides).
func (a *analysis) koPointAt(p int) (koPoint, bool) {
	k := koPoint{p: int32(p), stone: -1}
	others := 0
	for _, q := range a.g.neighbours(p) {
		if q < 0 {
			continue
		}
		w := a.work[q]
		if w == board.Empty || (k.c != board.Empty && w != k.c) {
			return k, false
		}
		k.c = w
		if a.libertiesAtMost(int(q), p, 1) > 0 {
			others++
			continue
		}
		if k.stone >= 0 || !a.lone(int(q)) {
			return k, false // a capture of more than one stone: no ko
		}
		k.stone = q
	}
	if k.stone < 0 || others == 0 {
		return k, false
	}
	a.work[p] = k.c
	libs := a.libertiesAtMost(p, -1, 2)
	a.work[p] = board.Empty
	return k, libs < 2 // with two liberties c can connect: an ordinary teire
}

// lone reports whether the stone at i on a.work has no neighbour of its
// colour.
func (a *analysis) lone(i int) bool {
	for _, q := range a.g.neighbours(i) {
		if q >= 0 && a.work[q] == a.work[i] {
			return false
		}
	}
	return true
}

// koStoneTouches reports whether stone s touches one of the chains that
// ko point k is a liberty of, other than k's ko stone.
func (a *analysis) koStoneTouches(s int32, k koPoint) bool {
	gen := a.nextGen()
	for _, q := range a.g.neighbours(int(k.p)) {
		if q >= 0 && q != k.stone && a.mark[q] != gen {
			a.markFlood(a.work, int(q), gen) // q's chain
		}
	}
	for _, q := range a.g.neighbours(int(s)) {
		if q >= 0 && a.mark[q] == gen {
			return true
		}
	}
	return false
}

// markFlood marks with gen the points connected to i through points of
// i's colour on cols: a chain, or an empty region.
func (a *analysis) markFlood(cols []board.Color, i int, gen uint32) {
	c := cols[i]
	stack := append(a.stack[:0], int32(i))
	a.mark[i] = gen
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			if k >= 0 && cols[k] == c && a.mark[k] != gen {
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
}

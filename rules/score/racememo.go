package score

import (
	"encoding/binary"
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

// The race readings are remembered across analyses: the result check's
// explanation of a miss (compare.explainMiss) counts the final position
// once per chain with that chain's status changed, and most of those
// counts gather the same fights, chain for chain, far from the chain
// changed (on fox_pro and ai_games two readings in three, and two
// thirds of the nodes, repeated one read before).
//
// This changes no verdict: a reading (raceReader.read) starts from an
// empty memo and line, so its outcome and the nodes it searched are a
// function of the area (its points' neighbours and walls, the walls'
// colours, which are free), the stones on it, the colour to move and
// its node limit, all of which the key holds but the limit. A reading
// that stayed within its limit searched the same tree under any limit
// at least its node count, so it is reused under such a limit; one that
// ran out of nodes only under the same limit. The nodes it searched are
// charged to the budget as if it were read again, so the readings that
// follow it in findKoSeki get the same limits (TestRaceMemoIsExact).

// maxRaceMemo bounds the readings remembered; when full the memory is
// emptied (outcomes do not depend on what it holds).
const maxRaceMemo = 4096

// raceSeen is a remembered reading.
type raceSeen struct {
	out   int8
	nodes int // nodes searched
	limit int // its limit, when it ran out of nodes (nodes > limit)
}

var raceMemo = struct {
	sync.Mutex
	m map[string]raceSeen
}{m: map[string]raceSeen{}}

// raceMemoOn lets the tests read every fight afresh.
var raceMemoOn = true

// memoKey encodes what a reading depends on, apart from its limit, into
// r.key.
func (r *raceReader) memoKey(black, white uint32, toMove board.Color) []byte {
	k := r.key[:0]
	k = append(k, byte(r.n), byte(len(r.walls)), byte(toMove))
	k = binary.LittleEndian.AppendUint32(k, black)
	k = binary.LittleEndian.AppendUint32(k, white)
	for _, c := range r.colour {
		k = binary.LittleEndian.AppendUint64(k, c)
	}
	k = binary.LittleEndian.AppendUint64(k, r.free)
	for i := 0; i < r.n; i++ {
		k = binary.LittleEndian.AppendUint32(k, r.nb[i])
		k = binary.LittleEndian.AppendUint64(k, r.wallsAt[i])
	}
	for _, w := range r.walls {
		k = binary.LittleEndian.AppendUint32(k, w)
	}
	r.key = k
	return k
}

// recall returns the remembered reading of key under limit.
func recall(key []byte, limit int) (raceSeen, bool) {
	if !raceMemoOn {
		return raceSeen{}, false
	}
	raceMemo.Lock()
	s, ok := raceMemo.m[string(key)]
	raceMemo.Unlock()
	switch {
	case !ok:
		return s, false
	case s.nodes > s.limit: // it ran out of nodes: only under its own limit
		return s, s.limit == limit
	}
	return s, s.nodes <= limit
}

// remember stores a reading of key.
func remember(key []byte, s raceSeen) {
	if !raceMemoOn {
		return
	}
	raceMemo.Lock()
	if len(raceMemo.m) >= maxRaceMemo {
		clear(raceMemo.m)
	}
	raceMemo.m[string(key)] = s
	raceMemo.Unlock()
}

// ForgetReadings empties the memory of race readings and of eye-space
// readings (eyeSeen), so that a benchmark's repeated runs each read as a
// first run does (a process that audits once starts with them empty).
func ForgetReadings() {
	raceMemo.Lock()
	clear(raceMemo.m)
	raceMemo.Unlock()
	eyeSeenGen.Add(1) // and the eye-space readings of every analysis
}

package rules

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// hashMask is a test hook: tests truncate hashes with it to force
// collisions and check that only confirmed repetitions produce verdicts.
var hashMask = ^uint64(0)

// History is the list of positions of one replay: the start, each setup
// change and the position after every applied step, each with an exact
// packed snapshot, plus a hash index of the current segment (the entries
// since the start or the last setup change: the repetition history).
type History struct {
	w, h    int
	words   int // uint64 words per colour in a snapshot
	entries []Entry
	snaps   []uint64 // 2*words per entry
	recs    []record // per entry, what only the replay reads

	start    int      // first entry of the current segment
	lastPass [3]int32 // last pass entry of each colour in the segment, -1
	anyPass  int32    // last pass entry of the segment, -1

	slots []slot // open addressing, capacity a power of two
	used  int    // slots of the current generation
	gen   uint32
	// room: push needs no reserve while len(entries) < room (reserve sets
	// it, see there; reset zeroes it).
	room int
	// hint is the slot probe found for hintKey: push reuses it (one
	// probe per move on the fast path).
	hint    int
	hintKey uint64
}

type slot struct {
	hash uint64
	head int32 // newest entry with this hash
	gen  uint32
}

// record is the replay's own data on an entry.
type record struct {
	prev int32 // previous entry of the segment with the same hash, -1
	mark uint8 // flags of the judges (Kee)
}

// tally holds the running totals of the replay.
type tally struct {
	prisoners [3]int32
	passes    [3]int32
	lastPass  board.Color
	moves     int32
}

// Entry marks of the Kee judge.
const (
	markKeeBad   uint8 = 1 << iota // the turn broke Kee's rule A.3: not in the temporary history
	markPermBase                   // markPermBase<<c: in the permanent history of colour c
)

func (h *History) reset(w, hh int) {
	h.w, h.h, h.words = w, hh, (w*hh+63)/64
	h.entries, h.snaps, h.recs = h.entries[:0], h.snaps[:0], h.recs[:0]
	if h.slots == nil {
		h.slots = make([]slot, 1024)
	}
	h.room = 0 // the snapshots' size may have changed: reserve decides
	h.newSegment()
}

// newSegment restarts the repetition history at the next entry.
func (h *History) newSegment() {
	h.start = len(h.entries)
	h.lastPass = [3]int32{-1, -1, -1}
	h.anyPass = -1
	h.gen++
	h.used = 0
	h.hint = -1
	if h.gen == 0 { // wrapped: old stamps could look current
		clear(h.slots)
		h.gen = 1
	}
}

// Len returns the number of entries.
func (h *History) Len() int { return len(h.entries) }

// At returns entry i.
func (h *History) At(i int) Entry { return h.entries[i] }

// Start returns the first entry of the current segment.
func (h *History) Start() int { return h.start }

// LastPass returns the last entry of the current segment produced by a
// pass of c (any colour for Empty), or -1.
func (h *History) LastPass(c board.Color) int {
	if c == board.Empty {
		return int(h.anyPass)
	}
	return int(h.lastPass[c])
}

// Snapshot returns entry i's exact position, packed as board.Board.Packed
// writes it (read only).
func (h *History) Snapshot(i int) []uint64 {
	n := 2 * h.words
	return h.snaps[i*n : (i+1)*n]
}

// Position returns entry i's exact position (allocates).
func (h *History) Position(i int) board.Position {
	return board.UnpackPosition(h.w, h.h, h.Snapshot(i))
}

// PositionInto writes entry i's exact position into dst, reusing its
// stones.
func (h *History) PositionInto(i int, dst *board.Position) {
	board.UnpackPositionInto(dst, h.w, h.h, h.Snapshot(i))
}

// SamePosition reports whether entries i and j hold the same position.
func (h *History) SamePosition(i, j int) bool {
	a, b := h.Snapshot(i), h.Snapshot(j)
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// repeats appends to dst the entries of the current segment holding
// exactly b's position, newest first: the hash index finds candidates,
// the snapshots confirm them.
func (h *History) repeats(b *board.Board, dst []int32) []int32 {
	if e := h.probe(b.Hash() & hashMask); e >= 0 {
		return h.confirm(e, b, dst)
	}
	return dst
}

// probe looks key up in the index and returns the newest entry of the
// segment with that hash, or -1. It leaves the slot it ends at (the
// key's, or the free one that would take it) in hint for push. A leaf:
// the replay's fast path (a position new to the segment) makes no call.
func (h *History) probe(key uint64) int32 {
	slots, gen := h.slots, h.gen
	mask := uint64(len(slots) - 1)
	i := key & mask
	for slots[i].gen == gen && slots[i].hash != key {
		i = (i + 1) & mask
	}
	h.hint, h.hintKey = int(i), key
	if slots[i].gen != gen {
		return -1
	}
	return slots[i].head
}

// confirm appends to dst the entries of the hash chain from e (newest
// first) whose snapshot is b's position.
func (h *History) confirm(e int32, b *board.Board, dst []int32) []int32 {
	for ; e >= 0; e = h.recs[e].prev {
		if b.EqualPacked(h.Snapshot(int(e))) {
			dst = append(dst, e)
		}
	}
	return dst
}

// add appends an entry for b's position (e's hash is ignored: b's is
// stored) and indexes it.
func (h *History) add(e Entry, b *board.Board) int {
	return h.push(e.Move, e.By, e.Pass, e.Point, e.ToMove, b)
}

// push is add with the entry's fields one by one: an Entry (six fields)
// is no register value to the compiler, so passing one spills every field
// to the stack and reloads it on every move.
func (h *History) push(move int32, by board.Color, pass bool, point int32, toMove board.Color, b *board.Board) int {
	// The rare work (growing the slices or the index) out of line and
	// before the stores: a call between them would have the fields
	// spilled too.
	i := len(h.entries)
	if i >= h.room {
		h.reserve()
	}
	n, m := len(h.snaps), 2*h.words
	hash := b.Hash()
	// Resliced in place: storing the slice returned by an append on every
	// move would cost a write barrier while the GC marks.
	h.entries = h.entries[:i+1]
	en := &h.entries[i] // field by field: a whole Entry is built on the stack first
	en.Move, en.By, en.Pass, en.Point, en.ToMove, en.Hash = move, by, pass, point, toMove, hash
	h.recs = h.recs[:i+1]
	h.recs[i] = record{prev: -1}
	if pass {
		h.lastPass[by] = int32(i)
		h.anyPass = int32(i)
	}
	if key := hash & hashMask; h.hint >= 0 && h.hintKey == key {
		h.put(h.hint, i, key)
	} else {
		h.index(i)
	}
	h.hint = -1
	h.snaps = h.snaps[:n+m]
	if m == 12 { // 19x19
		b.Pack19To((*[12]uint64)(h.snaps[n:]))
	} else {
		b.PackTo(h.snaps[n:])
	}
	return i
}

// reserve makes room for one more entry: its element, record and
// snapshot, and its slot in the index (grown, then the hint is stale).
// It sets room to the number of entries push can hold without it: the
// entries' and records' capacities, the snapshots' (m words each), and
// the index's. An entry takes at most one new slot (used counts the
// current segment's distinct hashes), so while len(entries) < start +
// len(slots)/2, 2*(used+1) <= 2*(len(entries)-start+1) <= len(slots):
// no growth needed. A new segment only raises start, and so the bound:
// a room computed before it stays safe.
func (h *History) reserve() {
	h.entries = slices.Grow(h.entries, 1)
	h.recs = slices.Grow(h.recs, 1)
	h.snaps = slices.Grow(h.snaps, 2*h.words)
	if 2*(h.used+1) > len(h.slots) {
		h.grow()
		h.hint = -1
	}
	h.room = min(cap(h.entries), cap(h.recs), cap(h.snaps)/(2*h.words), h.start+len(h.slots)/2)
}

// index puts entry i at the head of its hash's chain.
func (h *History) index(i int) {
	key := h.entries[i].Hash & hashMask
	mask := uint64(len(h.slots) - 1)
	for j := key & mask; ; j = (j + 1) & mask {
		if s := &h.slots[j]; s.gen != h.gen || s.hash == key {
			h.put(int(j), i, key)
			return
		}
	}
}

// put makes entry i the head of slot j, which is free or holds key.
func (h *History) put(j, i int, key uint64) {
	s := &h.slots[j]
	if s.gen != h.gen {
		// Entry i is the oldest of the segment with this hash: its prev
		// is already -1 (add wrote it; a re-index by grow finds it so,
		// chains being rebuilt in the same order), so no store here.
		*s = slot{hash: key, head: int32(i), gen: h.gen}
		h.used++
		return
	}
	h.recs[i].prev = s.head
	s.head = int32(i)
}

// grow doubles the index and re-indexes the current segment.
func (h *History) grow() {
	h.slots = make([]slot, 2*len(h.slots))
	h.gen, h.used = 1, 0
	for i := h.start; i < len(h.entries); i++ {
		h.index(i)
	}
}

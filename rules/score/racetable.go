package score

// The race reader's memory of outcomes and of the current line, in place
// of Go maps: a reading searches up to maxRaceNodes positions and asks
// both at every one of them (most of its time with maps).

// raceTable maps a position (stones, flags) to its outcome: open
// addressing, emptied by bumping gen.
type raceTable struct {
	slots []raceSlot
	shift uint // 64 - log2(len(slots)): a hash's top bits index the slots
	gen   uint32
	n     int
}

type raceSlot struct {
	stones uint64
	gen    uint32
	flags  uint8
	out    int8
}

// reset forgets every entry.
func (t *raceTable) reset() {
	if t.slots == nil {
		t.slots, t.shift = make([]raceSlot, 1<<10), 64-10
	}
	t.gen++
	if t.gen == 0 { // wrapped: old stamps could match again
		clear(t.slots)
		t.gen = 1
	}
	t.n = 0
}

// slot is where a key's probe starts: the hash mixes every bit of the key into the top bits (a product's
// high bits depend on all of its factor's bits).
func (t *raceTable) slot(stones uint64, flags uint8) uint64 {
	return ((stones ^ uint64(flags)*0x9E3779B97F4A7C15) * 0xBF58476D1CE4E5B9) >> t.shift
}

// get returns the outcome stored for k.
func (t *raceTable) get(k raceKey) (int8, bool) {
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(k.stones, k.flags); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return 0, false
		}
		if s.stones == k.stones && s.flags == k.flags {
			return s.out, true
		}
	}
}

// find returns the outcome stored for k, or where the probe for k
// stopped, for setAt: an empty slot, with the table's size then (mask,
// len-1, in the high half). Small enough to be inlined.
func (t *raceTable) find(k raceKey) (at uint64, out int8, ok bool) {
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(k.stones, k.flags); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return i | mask<<32, 0, false
		}
		if s.stones == k.stones && s.flags == k.flags {
			return 0, s.out, true
		}
	}
}

// setAt stores out for k, which find did not find at at, nor has been
// stored since. Nothing is deleted before a reset, so the slots find
// probed before at still hold other keys: the probe resumes at at,
// unless the table grew meanwhile.
func (t *raceTable) setAt(at uint64, k raceKey, out int8) {
	mask := uint64(len(t.slots) - 1)
	if 2*(t.n+1) > len(t.slots) || at>>32 != mask {
		t.set(k, out)
		return
	}
	for i := at & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			*s = raceSlot{k.stones, t.gen, k.flags, out}
			t.n++
			return
		}
	}
}

// set stores out for k.
func (t *raceTable) set(k raceKey, out int8) {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	for i := t.slot(k.stones, k.flags); ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			*s = raceSlot{k.stones, t.gen, k.flags, out}
			t.n++
			return
		}
		if s.stones == k.stones && s.flags == k.flags {
			s.out = out
			return
		}
	}
}

func (t *raceTable) grow() {
	old, gen := t.slots, t.gen
	t.slots, t.shift, t.gen, t.n = make([]raceSlot, 2*len(old)), t.shift-1, 1, 0
	for _, s := range old {
		if s.gen == gen {
			t.set(raceKey{s.stones, s.flags}, s.out)
		}
	}
}

// raceLine is the set of positions of the current line, a stack: a
// position is pushed when played and popped when taken back. The
// positions are also kept in an open-addressed set (k+1 in a slot, 0
// for empty) probed from lineSlot, so that a lookup is exact in a probe
// or two. Popping empties the slot the position took: the stack's order
// is the set's (last in, first out), and undoing the last insertion of
// a linear-probing table gives back the table before it exactly (the
// insertion filled one empty slot and moved nothing), so no tombstone
// is needed.
type raceLine struct {
	stack []lineEntry
	set   []uint64
	shift uint // 64 - log2(len(set))
}

type lineEntry struct {
	k    uint64
	slot uint32 // its slot in set
}

func (l *raceLine) lineSlot(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> l.shift }

// reset empties the line: only the stack's slots hold a position.
func (l *raceLine) reset() {
	if l.set == nil {
		l.set, l.shift = make([]uint64, 1<<10), 64-10
	}
	for _, e := range l.stack {
		if e.slot != noLineSlot {
			l.set[e.slot] = 0
		}
	}
	l.stack = l.stack[:0]
}

// push puts k on the line. A position pushed twice (no reader does)
// holds one slot, its second entry none.
func (l *raceLine) push(k uint64) {
	if !l.pushNew(k) {
		l.stack = append(l.stack, lineEntry{k, noLineSlot})
	}
}

const noLineSlot = ^uint32(0)

// pushNew puts k on the line and reports true, or reports false when k
// is on it already: the probe that looks for k ends at the empty slot
// where k goes.
func (l *raceLine) pushNew(k uint64) bool {
	if 2*(len(l.stack)+1) > len(l.set) {
		l.grow()
	}
	mask := uint64(len(l.set) - 1)
	i := l.lineSlot(k)
	for ; l.set[i] != 0; i = (i + 1) & mask {
		if l.set[i] == k+1 {
			return false
		}
	}
	l.set[i] = k + 1
	l.stack = append(l.stack, lineEntry{k, uint32(i)})
	return true
}

func (l *raceLine) pop() {
	if i := l.stack[len(l.stack)-1].slot; i != noLineSlot {
		l.set[i] = 0
	}
	l.stack = l.stack[:len(l.stack)-1]
}

func (l *raceLine) has(k uint64) bool {
	mask := uint64(len(l.set) - 1)
	for i := l.lineSlot(k); l.set[i] != 0; i = (i + 1) & mask {
		if l.set[i] == k+1 {
			return true
		}
	}
	return false
}

// grow doubles the set, inserting the stack's positions in its order
// (the order pops undo).
func (l *raceLine) grow() {
	l.set, l.shift = make([]uint64, 2*len(l.set)), l.shift-1
	mask := uint64(len(l.set) - 1)
	for j, e := range l.stack {
		if e.slot == noLineSlot {
			continue
		}
		i := l.lineSlot(e.k)
		for l.set[i] != 0 {
			i = (i + 1) & mask
		}
		l.set[i] = e.k + 1
		l.stack[j].slot = uint32(i)
	}
}

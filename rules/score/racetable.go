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
// position is pushed when played and popped when taken back. count
// filters the lookups (most positions were never on the line).
type raceLine struct {
	stack []uint64
	count [1 << 12]uint16
}

func lineSlot(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> 52 }

// reset empties the line: count holds the stack's positions only, so
// taking them off zeroes it without clearing every slot.
func (l *raceLine) reset() {
	for _, k := range l.stack {
		l.count[lineSlot(k)]--
	}
	l.stack = l.stack[:0]
}

func (l *raceLine) push(k uint64) {
	l.stack = append(l.stack, k)
	l.count[lineSlot(k)]++
}

func (l *raceLine) pop() {
	k := l.stack[len(l.stack)-1]
	l.stack = l.stack[:len(l.stack)-1]
	l.count[lineSlot(k)]--
}

func (l *raceLine) has(k uint64) bool {
	if l.count[lineSlot(k)] == 0 {
		return false
	}
	for _, q := range l.stack {
		if q == k {
			return true
		}
	}
	return false
}

// Package slab hands out short lists cut from one reusable block of
// memory: compare's score divergences and the JSON Lines writer's report
// entries make their terms and camps in slabs that the next game reuses.
package slab

// Slab hands out parts of its memory as empty lists with room for n,
// one after the other until it is emptied (Reset). A part's capacity is
// cut to n: an append beyond it cannot reach the next part. A slab too
// short for a part is replaced by a larger one; the parts already handed
// out keep the old memory. A nil *Slab hands out new memory.
type Slab[T any] struct {
	mem  []T
	used int
}

// Room returns an empty list with room for n, cut from s.
func (s *Slab[T]) Room(n int) []T {
	if s == nil {
		return make([]T, 0, n)
	}
	if len(s.mem)-s.used < n {
		s.mem, s.used = make([]T, max(2*len(s.mem), n, 16)), 0
	}
	part := s.mem[s.used : s.used : s.used+n]
	s.used += n
	return part
}

// Reset empties s: the parts handed out since the last Reset may be
// handed out again, so nothing may still read them.
func (s *Slab[T]) Reset() { s.used = 0 }

// HasMemory reports whether s holds memory to hand out (a zero Slab
// holds none until its first Room).
func (s *Slab[T]) HasMemory() bool { return s.mem != nil }

// SameMemory reports whether s and o hand out parts of one block (a
// slab handed on, or a copy of it).
func (s *Slab[T]) SameMemory(o *Slab[T]) bool {
	return len(s.mem) > 0 && len(o.mem) > 0 && &s.mem[0] == &o.mem[0]
}

package compare

// divMem is the memory of a game's score divergences' terms and camps
// (Divergence.Terms, Divergence.Camps): a report copies both, so Recycle
// hands it to the next game, whose scores empty it and make theirs in
// it. The camps' margins and names are made apart: a report keeps them.
type divMem struct {
	terms slab[Term]
	camps slab[Camp]
}

// slab hands out parts of its memory as empty lists with room for n,
// one after the other until it is emptied (used = 0). A part's capacity
// is cut to n: an append beyond it cannot reach the next part. A slab
// too short for a part is replaced by a larger one; the parts already
// handed out keep the old memory. A nil slab hands out new memory.
type slab[T any] struct {
	mem  []T
	used int
}

func (s *slab[T]) room(n int) []T {
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

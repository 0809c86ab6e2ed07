package slab

import "testing"

// Parts handed out one after the other never share memory: each is
// filled to its capacity and read back intact (fails when a part's
// capacity is not cut to n, or when a short slab is not replaced).
// Every fifth part comes from a nil slab.
func TestPartsApart(t *testing.T) {
	var s Slab[int]
	var parts [][]int
	for n := range 40 {
		sl := &s
		if n%5 == 4 {
			sl = nil
		}
		p := sl.Room(n % 7)
		if len(p) != 0 || cap(p) != n%7 {
			t.Fatalf("part %d: length %d, capacity %d, want 0 and %d", n, len(p), cap(p), n%7)
		}
		for k := range cap(p) {
			p = append(p, n*100+k)
		}
		parts = append(parts, p)
	}
	for n, p := range parts {
		for k, v := range p {
			if v != n*100+k {
				t.Fatalf("part %d item %d: %d, written over by another part", n, k, v)
			}
		}
	}
}

// After Reset the memory is handed out again from its start.
func TestResetReuses(t *testing.T) {
	var s Slab[int]
	if s.HasMemory() {
		t.Fatal("a zero Slab holds memory")
	}
	a := s.Room(3)
	if !s.HasMemory() {
		t.Fatal("a Slab that handed out a part holds no memory")
	}
	s.Reset()
	b := s.Room(3)
	if &a[:1][0] != &b[:1][0] {
		t.Fatal("after Reset the first part is not the old first part's memory")
	}
}

// SameMemory tells a slab handed on from one that made its own block.
func TestSameMemory(t *testing.T) {
	var a, b Slab[int]
	if a.SameMemory(&b) {
		t.Fatal("two empty slabs share memory")
	}
	a.Room(2)
	b.Room(2)
	if a.SameMemory(&b) {
		t.Fatal("two slabs with blocks of their own share memory")
	}
	c := a
	if !c.SameMemory(&a) {
		t.Fatal("a copy of a slab does not share its memory")
	}
}

package rules

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestHistoryAddKeepsEveryField guards History.add, which copies an
// Entry field by field: an Entry field added later and not copied there
// would be lost (the hash is the board's, whatever the caller gave).
func TestHistoryAddKeepsEveryField(t *testing.T) {
	var b board.Board
	if err := b.Reset(5, 5); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Play(2, 3, board.Black); err != nil {
		t.Fatal(err)
	}
	var h History
	h.reset(5, 5)
	// Every field non-zero; fields unknown to this test fail it.
	want := Entry{Move: 7, By: board.White, Pass: true, Point: 17, ToMove: board.Black, Hash: b.Hash()}
	if n := reflect.TypeFor[Entry]().NumField(); n != 6 {
		t.Fatalf("Entry has %d fields, this test and History.add know 6", n)
	}
	in := want
	in.Hash = 12345 // add takes the board's hash
	i := h.add(in, &b)
	if got := h.At(i); got != want {
		t.Fatalf("add kept %+v, want %+v", got, want)
	}
	if !b.EqualPacked(h.Snapshot(i)) {
		t.Fatal("snapshot differs from the board")
	}
}

// TestHistoryTellsCollidingPositionsApart: with every hash masked to
// zero, all positions share one hash, so only the snapshots tell them
// apart. On a 19x19 board (the fast path of add's packing): entries A
// (black D4) and B (black D4, white Q16) then A again. repeats of A must
// give both A entries, newest first, and not B; of C (white D4, black
// Q16: B's stones with the colours swapped, a snapshot with the colour
// words swapped would match it) nothing; of the empty board nothing.
func TestHistoryTellsCollidingPositionsApart(t *testing.T) {
	defer func(m uint64) { hashMask = m }(hashMask)
	hashMask = 0
	var a, b, c, empty board.Board
	for _, bd := range []*board.Board{&a, &b, &c, &empty} {
		if err := bd.Reset(19, 19); err != nil {
			t.Fatal(err)
		}
	}
	play := func(bd *board.Board, x, y int, col board.Color) {
		if _, err := bd.Play(x, y, col); err != nil {
			t.Fatal(err)
		}
	}
	play(&a, 3, 15, board.Black)
	play(&b, 3, 15, board.Black)
	play(&b, 15, 3, board.White)
	play(&c, 3, 15, board.White)
	play(&c, 15, 3, board.Black)
	var h History
	h.reset(19, 19)
	ia := h.add(Entry{Point: -1}, &a)
	h.add(Entry{Point: -1}, &b)
	ia2 := h.add(Entry{Point: -1}, &a)
	if got := h.repeats(&a, nil); !slices.Equal(got, []int32{int32(ia2), int32(ia)}) {
		t.Errorf("repeats of A = %v, want [%d %d]", got, ia2, ia)
	}
	if got := h.repeats(&b, nil); !slices.Equal(got, []int32{1}) {
		t.Errorf("repeats of B = %v, want [1]", got)
	}
	if got := h.repeats(&c, nil); len(got) != 0 {
		t.Errorf("repeats of C (B's colours swapped) = %v, want none", got)
	}
	if got := h.repeats(&empty, nil); len(got) != 0 {
		t.Errorf("repeats of the empty board = %v, want none", got)
	}
}

// TestHistoryRepeatsAcrossGrow: put stores no prev for an entry that
// opens a slot, trusting add's -1 and grow's re-index in the same order.
// 722 distinct 19x19 positions (one stone, either colour, on each point),
// each added twice, with hashes masked to 12 bits so that some of them
// share a hash: the index passes 511 hashes and grows from 1024 slots
// mid-way. After every add, repeats of every position added so far must
// be exactly the entries holding it, newest first, found by comparing
// every snapshot (the answer worked out without the index).
func TestHistoryRepeatsAcrossGrow(t *testing.T) {
	defer func(m uint64) { hashMask = m }(hashMask)
	hashMask = 0xfff
	var boards []*board.Board
	for _, col := range []board.Color{board.Black, board.White} {
		for y := range 19 {
			for x := range 19 {
				var bd board.Board
				if err := bd.Reset(19, 19); err != nil {
					t.Fatal(err)
				}
				if _, err := bd.Play(x, y, col); err != nil {
					t.Fatal(err)
				}
				boards = append(boards, &bd)
			}
		}
	}
	var h History
	h.reset(19, 19)
	slots := len(h.slots)
	added := 0
	check := func(bd *board.Board) {
		var want []int32
		for j := h.Len() - 1; j >= 0; j-- {
			if bd.EqualPacked(h.Snapshot(j)) {
				want = append(want, int32(j))
			}
		}
		if got := h.repeats(bd, nil); !slices.Equal(got, want) {
			t.Fatalf("after %d adds (%d slots): repeats = %v, want %v", added, len(h.slots), got, want)
		}
	}
	for round := range 2 {
		for k, bd := range boards {
			h.add(Entry{Point: -1}, bd)
			added++
			check(bd)
			if k%37 == 0 || round == 1 && k == len(boards)-1 {
				for _, old := range boards {
					check(old)
				}
			}
		}
	}
	if len(h.slots) == slots {
		t.Fatalf("the index never grew (%d slots, %d hashes used)", slots, h.used)
	}
}

package rules

import (
	"reflect"
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

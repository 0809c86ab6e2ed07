package rules

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestHistoryRoomKeepsIndexSparse guards add's single capacity test
// (len(entries) < room, room set by reserve). Two games of 3,000
// distinct 9x9 positions on one History, each entry checked as it is
// added: the index at most half full (a fuller one makes probes long, a
// full one makes them loop forever), every slice within its capacity,
// and the entry found again by repeats. The first game restarts its
// segment every 400 entries: its slices grow past 3,000 while its index
// stays at 1,024 slots (never more than 400 used). The second, one
// segment, starts with those capacities: there the index's bound
// (start + len(slots)/2) is the one that stops add at entry 512 to grow
// the index. A room that forgets the /2 fails at entry 512 (the 513th
// slot used), and so does one that reset leaves as it was.
func TestHistoryRoomKeepsIndexSparse(t *testing.T) {
	var b board.Board
	if err := b.Reset(9, 9); err != nil {
		t.Fatal(err)
	}
	var h History
	pos := board.NewPosition(9, 9)
	for game, segment := range []int{400, 1 << 30} {
		h.reset(9, 9)
		for k := 1; k <= 3000; k++ {
			// Position k: the binary digits of k on the first 12 points.
			for p := 0; p < 12; p++ {
				pos.Stones[p] = board.Empty
				if k>>p&1 == 1 {
					pos.Stones[p] = board.Black
				}
			}
			if err := b.SetPosition(pos); err != nil {
				t.Fatal(err)
			}
			if k%segment == 0 {
				h.newSegment()
			}
			i := h.add(Entry{Move: int32(k), Point: -1, ToMove: board.White}, &b)
			if 2*h.used > len(h.slots) {
				t.Fatalf("game %d, entry %d: %d of %d index slots used, more than half", game, i, h.used, len(h.slots))
			}
			if len(h.entries) > cap(h.entries) || len(h.recs) > cap(h.recs) || len(h.snaps) > cap(h.snaps) {
				t.Fatalf("game %d, entry %d: a slice past its capacity", game, i)
			}
			if got := h.repeats(&b, nil); !slices.Equal(got, []int32{int32(i)}) {
				t.Fatalf("game %d, entry %d: repeats = %v, want [%d]", game, i, got, i)
			}
		}
	}
}

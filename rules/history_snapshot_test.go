package rules_test

import (
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// TestHistorySnapshotsOnCorpora replays every game of ../shared/corpora
// and checks every history entry's snapshot against the hash the live
// board had when the entry was added: the zobrist hash worked out from
// scratch on the unpacked snapshot must equal it. A snapshot packed wrong
// (a colour's words swapped, a word dropped or shifted, on the 19x19 fast
// path of History.add or the general one) changes that hash.
func TestHistorySnapshotsOnCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("replays every corpus game")
	}
	r, err := rules.NewReplayer([]rules.Ruleset{lookup(t, "Chinese")})
	if err != nil {
		t.Fatal(err)
	}
	root := shared.Path(t, "corpora")
	var pos board.Position
	entries, big := 0, 0
	for _, path := range shared.SGFFiles(t, root) {
		for _, sg := range readGames(t, path) {
			if _, err := r.Replay(toGame(sg)); err != nil {
				continue // refused games leave no history to check
			}
			h := r.HistoryForTest()
			for i := 0; i < h.Len(); i++ {
				h.PositionInto(i, &pos)
				if got, want := board.HashPosition(pos), h.At(i).Hash; got != want {
					t.Fatalf("%s: entry %d: snapshot hashes to %#x, the board had %#x", path, i, got, want)
				}
				if pos.W == 19 && pos.H == 19 {
					big++
				}
				entries++
			}
		}
	}
	if big == 0 || entries == big {
		t.Fatalf("checked %d entries, %d of them 19x19: both paths must be met", entries, big)
	}
	t.Logf("%d entries checked, %d of them 19x19", entries, big)
}

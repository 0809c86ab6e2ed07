package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// Settle on small boards, each worked out by hand.
func TestSettle(t *testing.T) {
	tests := []struct {
		name string
		rows string
		want score.Settlement
	}{
		{
			// C3 touches B3 X and D3 O: the one dame. A is Black's, D–E
			// White's.
			name: "closed walls, one dame",
			rows: ".xo../.xo../.x.o./.xxo./..xo.",
			want: score.Settlement{Settled: true, Dame: 1, At: -1, AtariAt: -1},
		},
		{
			// Columns C and D lie between the walls: each point touches
			// one wall. The last points of a boundary, left to the
			// dame filling: settled.
			name: "a gap of two points",
			rows: ".x..o./.x..o./.x..o.",
			want: score.Settlement{Settled: true, Border: 6, At: -1, AtariAt: -1},
		},
		{
			// A gap of three: D3, D2, D1 touch no stone. Open; At is D3
			// (index 3, the first in row-major order).
			name: "a gap of three points",
			rows: ".x...o./.x...o./.x...o.",
			want: score.Settlement{Border: 6, Open: 3, At: 3, AtariAt: -1},
		},
		{
			name: "an empty board",
			rows: ".../.../...",
			want: score.Settlement{Unreached: 9, At: 0, AtariAt: -1},
		},
		{
			// White's C2 has one liberty, D2, a dame (next to White's
			// D3 and E2, Black's D1): Black can still capture it.
			name: "a stone in atari on the border",
			rows: ".xxo./.xo.o/.xxxo",
			want: score.Settlement{Dame: 1, At: -1, AtariAt: 7},
		},
	}
	for _, tt := range tests {
		p := board.MustParsePosition(tt.rows)
		if got := score.Settle(p, nil); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
	// White's C3 inside Black's corner of a 5x5 board: alive, the corner
	// region touches both colours and C4, B3... touch White only while
	// A5 touches no stone; dead, the corner is Black's.
	p := board.MustParsePosition("...x./...x./..ox./...x./xxxx.")
	if s := score.Settle(p, nil); s.Settled || s.Open == 0 {
		t.Errorf("living stone in the corner: %+v, want open", s)
	}
	if s := score.Settle(p, []int{12}); !s.Settled || s.Dame != 0 || s.Border != 0 {
		t.Errorf("dead stone removed: %+v, want settled", s)
	}
}

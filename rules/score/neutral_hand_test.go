package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestFindNeutralByHand: findNeutral lists the empty points of regions
// touching both colours, in index order, and stops once it has listed
// as many as the neutral regions hold. Worked on 5x1 boards: "x.o.."
// has the neutral B1 and White's D1-E1 after it (not listed); "o.x.o"
// two neutral regions, B1 and D1; "x..o." the neutral B1-C1; "xo..x"
// the neutral C1-D1 and a stone last; ".x.x." none (Black's regions
// only); "....." none (one region touching no one).
func TestFindNeutralByHand(t *testing.T) {
	for _, c := range []struct {
		pos  string
		want []int32
	}{
		{"x.o..", []int32{1}},
		{"o.x.o", []int32{1, 3}},
		{"x..o.", []int32{1, 2}},
		{"xo..x", []int32{2, 3}},
		{".x.x.", nil},
		{".....", nil},
	} {
		p := board.MustParsePosition(c.pos)
		a := newAnalysis(geometry(p.W, p.H))
		copy(a.col, p.Stones)
		a.label()
		a.findNeutral()
		if !slices.Equal(a.neutral, c.want) {
			t.Errorf("%s: neutral %v, want %v", c.pos, a.neutral, c.want)
		}
	}
}

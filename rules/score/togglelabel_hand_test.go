package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// TestRelabelByHand works relabel's output out on one-row boards (points
// 0, 1, … from the left), each input removing one more whole White chain
// X than the base (nothing dead): the regions of the input's board in
// their roots' order (ids), their sizes and owners, each point's region
// (-1 on a stone), and the short points (a chain's only liberty, in a
// region of the chain's colour). Both of relabel's ways are worked: the
// ids kept (one region beside X, whose root stays R's) and renumbered
// (two regions beside X, or X's least point before the region's root).
func TestRelabelByHand(t *testing.T) {
	japanese, ok := rules.Lookup("japanese")
	if !ok {
		t.Fatal("no japanese ruleset")
	}
	type reg struct {
		size  int
		owner board.Color
	}
	const B = board.Black
	for _, tc := range []struct {
		name, board string
		renumber    bool // renumber's way, not the ids kept
		regs        []reg
		region      []int32
		short       [3]int
		shortAt     []int32
	}{
		// "x.ox..": X = 2. Base regions 1 (Black and White: id 0) and
		// 4–5 (Black: id 1); Black's 3 has one liberty, 4, short there.
		// Removed, R = 1–2 (root 1, region 0's: ids kept), Black's only;
		// Black's 0 has one liberty, 1, now short; Black's 3, beside X,
		// gains 2: two liberties, no longer short.
		{"ids kept", "x.ox..", false,
			[]reg{{2, B}, {2, B}}, []int32{-1, 0, 0, -1, 1, 1}, [3]int{board.Black: 1}, []int32{1}},
		// "oo.x": X = 0–1, the one region beside it is 2 (root 2, both
		// colours), but X's point 0 comes first: R = 0–2 with root 0,
		// Black's only, and Black's 3 has its one liberty 2 there.
		{"root moves", "oo.x", true,
			[]reg{{3, B}}, []int32{0, 0, 0, -1}, [3]int{board.Black: 1}, []int32{2}},
		// "x.o.x..": X = 2, beside regions 1 (id 0) and 3 (id 1), both
		// colours each; 5–6 is Black's (id 2). R = 1–3 (root 1: id 0),
		// Black's; 5–6 becomes id 1. Black's 0 has one liberty, 1: short;
		// Black's 4 has two (3, 5).
		{"two regions", "x.o.x..", true,
			[]reg{{3, B}, {2, B}}, []int32{-1, 0, 0, 0, -1, 1, 1}, [3]int{board.Black: 1}, []int32{1}},
		// "..x.o.x.": a region before R and one after. Base: 0–1 (Black:
		// id 0), 3 and 5 (both: ids 1, 2), 7 (Black: id 3). R = 3–5
		// (root 3): ids 0–1, R 1, 7 2. Every Black chain has two
		// liberties: no short point.
		{"regions around", "..x.o.x.", true,
			[]reg{{2, B}, {3, B}, {1, B}}, []int32{0, 0, -1, 1, 1, 1, -1, 2}, [3]int{}, nil},
	} {
		p := board.MustParsePosition(tc.board)
		var x []int
		for i, c := range p.Stones {
			if c == board.White {
				x = append(x, i)
			}
		}
		tb := NewToggleBound(Input{Position: p}, japanese)
		in := Input{Position: p, Dead: x}
		tb.MayReach(in, 0)
		if !tb.lastOne {
			t.Fatalf("%s: %s less White's chain not read as one more chain removed", tc.name, tc.board)
		}
		g := tb.g
		a := g.get()
		copy(a.col, p.Stones)
		for _, i := range x {
			a.col[i] = board.Empty
		}
		short := tb.relabel(a, tb.stack)
		// the ids-kept way clears bl.one; renumber leaves it at the
		// last region marked beside X (every board here has one)
		if renumbered := tb.bl.one >= 0; renumbered != tc.renumber {
			t.Errorf("%s: renumbered %v, worked out %v", tc.name, renumbered, tc.renumber)
		}
		var regs []reg
		for _, r := range a.regs {
			regs = append(regs, reg{r.size, r.owner()})
		}
		if !slices.Equal(regs, tc.regs) {
			t.Errorf("%s: regions %v, worked out %v", tc.name, regs, tc.regs)
		}
		if got := a.region[:g.n]; !slices.Equal(got, tc.region) {
			t.Errorf("%s: region %v, worked out %v", tc.name, got, tc.region)
		}
		if short != tc.short || !slices.Equal(a.shortAt, tc.shortAt) {
			t.Errorf("%s: short %v at %v, worked out %v at %v", tc.name, short, a.shortAt, tc.short, tc.shortAt)
		}
		// and label's scans agree (every output, panicking at a difference)
		checkLabelAgainstScan(a, short)
		g.put(a)
	}
}

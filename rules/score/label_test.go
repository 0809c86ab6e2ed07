package score

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestLabelMatchesReference checks the union-find labelling against the
// obvious reading (board.Position.Chain for liberties, a flood fill for
// regions) on random positions of many sizes, including 1xN boards and
// boards with no empty point.
func TestLabelMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	sizes := [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 7}, {9, 9}, {13, 5}, {19, 19}}
	for _, sz := range sizes {
		w, h := sz[0], sz[1]
		g := geometry(w, h)
		for trial := 0; trial < 300; trial++ {
			p := board.NewPosition(w, h)
			empty := rng.Intn(4) // 0: full board; more: more empty points
			for i := range p.Stones {
				switch v := rng.Intn(3 + empty); {
				case v == 0:
					p.Stones[i] = board.Black
				case v == 1:
					p.Stones[i] = board.White
				default:
					p.Stones[i] = board.Empty
				}
			}
			a := g.get()
			copy(a.col, p.Stones)
			short := a.label()
			checkLabel(t, p, a, short)
			g.put(a)
			// Another scratch labelling the same stones copies label's
			// memo (labelMemo): the same answers.
			b := newAnalysis(g)
			copy(b.col, p.Stones)
			checkLabel(t, p, b, b.label())
		}
	}
}

func checkLabel(t *testing.T, p board.Position, a *analysis, short [3]int) {
	t.Helper()
	n := len(p.Stones)
	// Regions: same id exactly when connected through empty points.
	ref := make([]int, n)
	for i := range ref {
		ref[i] = -1
	}
	var touch []uint8
	var size []int
	var nb []int
	for i, c := range p.Stones {
		if c != board.Empty || ref[i] >= 0 {
			continue
		}
		id := len(touch)
		touch, size = append(touch, 0), append(size, 0)
		ref[i] = id
		stack := []int{i}
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size[id]++
			for _, k := range p.Neighbours(nb[:0], j) {
				switch p.Stones[k] {
				case board.Empty:
					if ref[k] < 0 {
						ref[k] = id
						stack = append(stack, k)
					}
				default:
					touch[id] |= touchBit(p.Stones[k])
				}
			}
		}
	}
	if len(a.regs) != len(touch) {
		t.Fatalf("%dx%d %s: %d regions, want %d", p.W, p.H, p, len(a.regs), len(touch))
	}
	remap := map[int32]int{}
	for i, c := range p.Stones {
		if c != board.Empty {
			if a.region[i] != -1 {
				t.Fatalf("%s: stone %d has region %d", p, i, a.region[i])
			}
			continue
		}
		id := a.region[i]
		if r, ok := remap[id]; ok && r != ref[i] {
			t.Fatalf("%s: point %d in region %d, joined with the wrong points", p, i, id)
		}
		remap[id] = ref[i]
		if a.regs[id].touch != touch[ref[i]] || a.regs[id].size != size[ref[i]] {
			t.Fatalf("%s: region of %d: %+v, want touch %d size %d", p, i, a.regs[id], touch[ref[i]], size[ref[i]])
		}
	}
	// Short points: own territory that is the last liberty of an own chain.
	var want [3]int
	isShort := make([]bool, n)
	for i, c := range p.Stones {
		if c == board.Empty {
			continue
		}
		if _, libs := p.Chain(i); libs != 1 {
			continue
		}
		for _, k := range p.Neighbours(nb[:0], i) {
			if p.Stones[k] == board.Empty && touch[ref[k]] == touchBit(c) && !isShort[k] {
				isShort[k] = true
				want[c]++
			}
		}
	}
	if short != want {
		t.Fatalf("%s: short %v, want %v", p, short, want)
	}
	for i := range isShort {
		if a.short[i] != isShort[i] {
			t.Fatalf("%s: short[%d] = %v", p, i, a.short[i])
		}
	}
}

// TestLabelMemoByHand: two analyses label the same stones, the second
// copying label's memo, then a board one stone apart, which the memo
// must not answer. Worked by hand (x Black, o White, indices row-major):
//
//	. x o     Regions: {0} touches Black only; {7, 8} White only.
//	x o o     Chains: x(1) and x(3) each have the one liberty 0, in
//	o . .     Black's own region: 0 is short, once (short[B] = 1);
//	          o(6) has the one liberty 7, in White's region: short[W] =
//	          1; o(2,4,5) has 7 and 8. Short points [0 7], roots in
//	          row-major order 1, 2, 3, 6 (framed, stride 5: 7 8 11 16).
//
// With x on 8 the region {7} touches both colours: o(6)'s liberty (and
// o(2,4,5)'s, now its only one) is no territory, and only 0 is short.
func TestLabelMemoByHand(t *testing.T) {
	defer SetCheckLabel(true)()
	g := geometry(3, 3)
	const (
		e = board.Empty
		x = board.Black
		o = board.White
	)
	board1 := []board.Color{e, x, o, x, o, o, o, e, e}
	board2 := []board.Color{e, x, o, x, o, o, o, e, x}
	hits := CheckedLabels()
	a, b := newAnalysis(g), newAnalysis(g)
	for k, an := range []*analysis{a, b} {
		copy(an.col, board1)
		short := an.label()
		if short != [3]int{board.Black: 1, board.White: 1} || !slices.Equal(an.shortAt, []int32{0, 7}) {
			t.Errorf("analysis %d: short %v at %v, want one each at [0 7]", k, short, an.shortAt)
		}
		if !slices.Equal(an.regs, []regionInfo{{1, touchB}, {2, touchW}}) || !slices.Equal(an.region, []int32{0, -1, -1, -1, -1, -1, -1, 1, 1}) {
			t.Errorf("analysis %d: regions %v %v", k, an.regs, an.region)
		}
		if !slices.Equal(an.roots, []int32{7, 8, 11, 16}) {
			t.Errorf("analysis %d: roots %v, want [7 8 11 16]", k, an.roots)
		}
	}
	if got := CheckedLabels() - hits; got != 1 {
		t.Errorf("%d labellings copied from the memo, want 1 (the second analysis')", got)
	}
	copy(b.col, board2)
	short := b.label()
	if short != [3]int{board.Black: 1} || !slices.Equal(b.shortAt, []int32{0}) || b.short[7] {
		t.Errorf("x on 8: short %v at %v, want Black's 0 only", short, b.shortAt)
	}
	if !slices.Equal(b.regs, []regionInfo{{1, touchB}, {1, touchB | touchW}}) {
		t.Errorf("x on 8: regions %v", b.regs)
	}
	if got := CheckedLabels() - hits; got != 1 {
		t.Errorf("the memo answered for a board one stone apart")
	}
}

// TestSameStones: the byte compare of two boards, at the edges of its
// cases: lengths apart, empty, one point apart at either end.
func TestSameStones(t *testing.T) {
	x := []board.Color{board.Black, board.Empty, board.White}
	for _, c := range []struct {
		y    []board.Color
		same bool
	}{
		{[]board.Color{board.Black, board.Empty, board.White}, true},
		{[]board.Color{board.White, board.Empty, board.White}, false},
		{[]board.Color{board.Black, board.Empty, board.Black}, false},
		{[]board.Color{board.Black, board.Empty}, false},
		{nil, false},
	} {
		if got := sameStones(x, c.y); got != c.same {
			t.Errorf("sameStones(%v, %v) = %v", x, c.y, got)
		}
	}
	if !sameStones(nil, []board.Color{}) {
		t.Error("two empty boards differ")
	}
}

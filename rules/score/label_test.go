package score

import (
	"math/rand"
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

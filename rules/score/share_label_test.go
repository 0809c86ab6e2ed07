package score

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestCopyLabelIsLabel: copyLabel leaves an analysis as label leaves it
// on the same board, whatever the analysis labelled before: every output
// label writes that anything reads (the framed board, each point's root,
// the roots' liberty records and region ids, the regions, the chain
// roots, the short points). The boards are random, from empty to full,
// 19x19 and 9x9, each labelled over another board first.
func TestCopyLabelIsLabel(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 20))
	for _, size := range []int{9, 19} {
		g := geometry(size, size)
		src, dst, ref := newAnalysis(g), newAnalysis(g), newAnalysis(g)
		random := func(a *analysis, fill float64) {
			for i := range a.col {
				a.col[i] = board.Empty
				if rng.Float64() < fill {
					a.col[i] = board.Color(1 + rng.IntN(2))
				}
			}
		}
		for k := 0; k < 400; k++ {
			fill := float64(k%10) / 9
			random(dst, rng.Float64()) // something else labelled before
			dst.label()
			random(src, fill)
			want := src.label()
			copy(ref.col, src.col)
			random(ref, 0) // ref labels from its own past too
			copy(ref.col, src.col)
			if got := ref.label(); got != want {
				t.Fatalf("label gave %v, then %v on the same board", want, got)
			}
			copy(dst.col, src.col)
			dst.copyLabel(src)
			if !slices.Equal(dst.pad, ref.pad) || !slices.Equal(dst.region, ref.region) || !slices.Equal(dst.regs, ref.regs) ||
				!slices.Equal(dst.roots, ref.roots) || !slices.Equal(dst.shortAt, ref.shortAt) || !slices.Equal(dst.short, ref.short) {
				t.Fatalf("board %d (%dx%d): the copied labels differ from label's", k, size, size)
			}
			for i, c := range dst.pad {
				if c == offBoard {
					continue
				}
				r := dst.parent[i]
				if r != ref.parent[i] || dst.lib[r] != ref.lib[r] || dst.multi[r] != ref.multi[r] {
					t.Fatalf("board %d (%dx%d), framed point %d: root %d, lib %d, multi %v; label: %d, %d, %v",
						k, size, size, i, r, dst.lib[r], dst.multi[r], ref.parent[i], ref.lib[ref.parent[i]], ref.multi[ref.parent[i]])
				}
			}
		}
	}
}

package score

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// checkedLabels counts the labellings compared (CheckedLabels).
var checkedLabels atomic.Int64

// checkLabelAgainstScan labels a.col again with labelScan on scratch of
// its own and panics at the first output that differs from what label
// copied into a from the memo: the regions (ids, sizes, touches), the
// chain roots and their liberty records, the framed board and its
// links, the short points.
func checkLabelAgainstScan(a *analysis, short [3]int) {
	checkedLabels.Add(1)
	b := newAnalysis(a.g)
	copy(b.col, a.col)
	refShort := b.labelScan()
	fail := func(what string, args ...any) {
		panic(fmt.Sprintf("label copied from the memo differs from a scan on %dx%d %v: %s", a.g.w, a.g.h, a.col, fmt.Sprintf(what, args...)))
	}
	if short != refShort {
		fail("short %v, want %v", short, refShort)
	}
	if !slices.Equal(a.regs, b.regs) {
		fail("regs %v, want %v", a.regs, b.regs)
	}
	if !slices.Equal(a.region, b.region) {
		fail("region %v, want %v", a.region, b.region)
	}
	if !slices.Equal(a.roots, b.roots) {
		fail("roots %v, want %v", a.roots, b.roots)
	}
	if !slices.Equal(a.pad, b.pad) {
		fail("pad %v, want %v", a.pad, b.pad)
	}
	if !slices.Equal(a.shortAt, b.shortAt) {
		fail("shortAt %v, want %v", a.shortAt, b.shortAt)
	}
	if !slices.Equal(a.short, b.short) {
		fail("short marks differ")
	}
	for i := range a.col {
		p := a.g.pad[i]
		if a.parent[p] != b.parent[p] {
			fail("parent of %d: %d, want %d", i, a.parent[p], b.parent[p])
		}
		r := a.parent[p]
		if a.lib[r] != b.lib[r] {
			fail("lib of root %d: %d, want %d", r, a.lib[r], b.lib[r])
		}
		if a.col[i] != board.Empty && a.multi[r] != b.multi[r] {
			fail("multi of root %d: %v, want %v", r, a.multi[r], b.multi[r])
		}
	}
}

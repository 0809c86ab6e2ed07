package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// Work an Analysis shares between the counts of one final position
// beyond the prepared variants themselves (analyse.go) and the counts
// remembered whole (countmemo.go):
//
//   - label is a function of the board after removal (a.col) alone: it
//     reads nothing else, and nothing after it writes what it wrote
//     (a.pad, parent, lib, multi, roots, region, regs, short, shortAt).
//     A variant whose board is that of a variant already prepared for
//     the position (the literal reading and the removal reading when no
//     stone is removed: every counted game of fox_pro and ai_games under
//     --dead markup) copies that variant's labels instead of labelling.
//   - classify (and classifyPlain) read a.col, a.seki, a.region,
//     a.regs, a.inSeki and, with blocks, a.blocks, all fixed once the
//     variant is prepared (only prepare's stages write them; findBlocks
//     gives the same blocks each time), plus whether the blocks are
//     counted and the estimate's owners, which are the Analysis's one
//     slice or none. Its output is the point classes ORed into res.Own
//     (which holds only the dead-stone flags before it) and res.Counts
//     but for Removed and Short, which it keeps. So a variant counted
//     under several rulesets (seven distinct counts of the twelve
//     removal rulesets in the audit) classifies once per (blocks,
//     owners) and hands the classes and counts to the others.
//
// shareStages switches both off for the tests that compare the shared
// counts with counts made afresh.
var shareStages = true

// shareSeen, set by the tests, is told of each label copied (true) and
// each classification handed on (false).
var shareSeen func(label bool)

// classMemo is a variant's classify output, for the count it was made
// under: blocks counted or not, estimated owners or not.
type classMemo struct {
	ok, blocks, estimated bool
	own                   []Own // the classes, without the dead-stone flags
	counts                Counts
}

// labelled labels the variant's board (a.col), or copies the labels of
// v.labelFrom, a prepared variant of the same Analysis, when its board
// is the same: label would write the same values.
func (v *variant) labelled() [3]int {
	a := v.a
	if src := v.labelFrom; shareStages && src != nil && src.ready && src.a != a && slices.Equal(src.a.col, a.col) {
		a.copyLabel(src.a)
		if shareSeen != nil {
			shareSeen(true)
		}
		return src.short
	}
	return a.label()
}

// copyLabel makes a's labels those of b, which labelled the same board
// on the same geometry.
func (a *analysis) copyLabel(b *analysis) {
	copy(a.pad, b.pad)
	copy(a.parent, b.parent)
	copy(a.lib, b.lib)
	copy(a.multi, b.multi)
	copy(a.region, b.region)
	a.regs = append(a.regs[:0], b.regs...)
	a.roots = append(a.roots[:0], b.roots...)
	for _, p := range a.shortAt {
		a.short[p] = false
	}
	a.shortAt = append(a.shortAt[:0], b.shortAt...)
	for _, p := range a.shortAt {
		a.short[p] = true
	}
}

// classified is classify (classifyPlain without seki and owners) on the
// prepared variant, worked out once per variant and way of counting the
// blocks and owners.
func (v *variant) classified(res *Result, blocks bool, owner []board.Color) {
	a, m := v.a, &v.class
	if shareStages && m.ok && m.blocks == blocks && m.estimated == (owner != nil) {
		if len(v.removed) == 0 { // res.Own is all zero: score set no dead flag
			copy(res.Own, m.own)
		} else {
			for i, o := range m.own {
				res.Own[i] |= o
			}
		}
		k := m.counts
		k.Removed, k.Short = res.Counts.Removed, res.Counts.Short
		res.Counts = k
		if shareSeen != nil {
			shareSeen(false)
		}
		return
	}
	if !v.hasSeki && owner == nil {
		a.classifyPlain(res, blocks)
	} else {
		a.classify(res, blocks, owner)
	}
	m.ok, m.blocks, m.estimated = true, blocks, owner != nil
	m.own = append(m.own[:0], res.Own...)
	for _, i := range v.removed { // the only points with a dead flag
		m.own[i] = m.own[i].Class()
	}
	m.counts = res.Counts
}

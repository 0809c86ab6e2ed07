package score

import "github.com/rulediff/rulediff/rules/board"

// Work an Analysis shares between the counts of one final position
// beyond the prepared variants themselves (analyse.go), their labels
// (label.go's labelMemo: the literal and the removal readings label one
// board when no stone is removed) and the counts remembered whole
// (countmemo.go): classify (and classifyPlain) read a.col, a.seki,
// a.region, a.regs, a.inSeki and, with blocks, a.blocks, all fixed once
// the variant is prepared (only prepare's stages write them; findBlocks
// gives the same blocks each time), plus whether the blocks are counted
// and the estimate's owners, which are the Analysis's one slice or none.
// Its output is the point classes ORed into res.Own and res.Counts but
// for Removed and Short, which it keeps. res.Own holds before it only
// the dead-stone flags of the variant's removed stones (score sets them
// when the variant removes; a variant is read one way, removal or not:
// variantOf, the twins of analyse.go remove both), the same for every
// count on the variant: the Own map classify left is every later
// count's, copied whole. A variant counted under several rulesets
// (seven distinct counts of the twelve removal rulesets in the audit)
// classifies once per (blocks, owners) and hands the classes and counts
// to the others.
//
// shareStages switches the sharing off for the tests that compare the
// shared counts with counts made afresh.
var shareStages = true

// shareSeen, set by the tests, is told of each classification handed on.
var shareSeen func()

// classMemo is a variant's classify output, for the count it was made
// under: blocks counted or not, estimated owners or not.
type classMemo struct {
	ok, blocks, estimated bool
	own                   []Own // res.Own as classify left it: dead flags and classes
	counts                Counts
}

// classified is classify (classifyPlain without seki and owners) on the
// prepared variant, worked out once per variant and way of counting the
// blocks and owners.
func (v *variant) classified(res *Result, blocks bool, owner []board.Color) {
	a, m := v.a, &v.class
	if shareStages && m.ok && m.blocks == blocks && m.estimated == (owner != nil) {
		copy(res.Own, m.own) // the dead flags it holds are res.Own's
		k := m.counts
		k.Removed, k.Short = res.Counts.Removed, res.Counts.Short
		res.Counts = k
		if shareSeen != nil {
			shareSeen()
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
	m.counts = res.Counts
}

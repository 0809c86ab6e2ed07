package rules

// HistoryForTest gives tests of package rules_test the history of the
// last replay.
func (r *Replayer) HistoryForTest() *History { return &r.hist }

// SetAfterStepShortcut turns play's inline afterStep on or off and
// returns the previous setting.
func SetAfterStepShortcut(on bool) bool {
	was := afterStepShortcut
	afterStepShortcut = on
	return was
}

// KeeForTest returns, for tests of package rules_test, the judges' marks
// of every history entry and Kee's state after the last replay.
func (r *Replayer) KeeForTest() (marks []uint8, placedAt []int32, lastStone [3]int32, perms int) {
	for _, rec := range r.hist.recs {
		marks = append(marks, rec.mark)
	}
	return marks, append([]int32(nil), r.kee.placedAt...), r.kee.lastStone, r.kee.perms
}

package rules

// HistoryForTest gives tests of package rules_test the history of the
// last replay.
func (r *Replayer) HistoryForTest() *History { return &r.hist }

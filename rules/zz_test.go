package rules



var ZZStats = func(r *Replayer) (int, int) {
	for _, st := range r.states {
		if g, ok := st.judge.(*ingJudge); ok {
			return len(g.cands), g.synced
		}
	}
	return 0, 0
}

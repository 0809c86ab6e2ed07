package score

// ReviewDoubts exposes reviewDoubts to the external tests: what the
// estimator's review reads, Doubts and the groups lost once filled.
func ReviewDoubts(in Input) []Doubt { return reviewDoubts(in, nil, nil) }

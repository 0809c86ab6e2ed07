package score

// ReviewDoubts exposes reviewDoubts to the external tests: what the
// estimator's review reads, Doubts and the groups lost once filled.
func ReviewDoubts(in Input) []Doubt { return reviewDoubts(in, nil, nil) }

// SetLazyCapturers switches the review's lazy reading of capturers
// (lazyCapturers) and returns the function that restores it.
func SetLazyCapturers(on bool) (restore func()) {
	old := lazyCapturers
	lazyCapturers = on
	return func() { lazyCapturers = old }
}

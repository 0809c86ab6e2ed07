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

// SetCheckWorkChains switches the test mode in which the dame fillings
// run the walking safeFill beside the chains' reading and panic when
// they differ (checkWorkChains), and returns the function that restores
// it.
func SetCheckWorkChains(on bool) (restore func()) {
	old := checkWorkChains
	checkWorkChains = on
	return func() { checkWorkChains = old }
}

// CheckedFills returns the fills the test mode compared, and those that
// asked the hane-seki question.
func CheckedFills() (fills, hane int) { return checkedFills, checkedHane }

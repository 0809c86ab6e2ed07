package score

// SetKoBound switches ScoreReachingAny's bound on what a double-ko seki
// may charge (koBound) and returns the function that restores it.
func SetKoBound(on bool) (restore func()) {
	old := koBound
	koBound = on
	return func() { koBound = old }
}

package score

// SetLazyStands switches owe's deferral of the position as it stands to
// the doubts (lazyStands) and returns the function that restores it.
func SetLazyStands(on bool) (restore func()) {
	old := lazyStands
	lazyStands = on
	return func() { lazyStands = old }
}

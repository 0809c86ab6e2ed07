package score

// SetAnyNeeds switches withinAny's reading of each colour's charges only
// as far as its margins need (boundNeeds) and returns the function that
// restores it.
func SetAnyNeeds(on bool) (restore func()) {
	old := boundNeeds
	boundNeeds = on
	return func() { boundNeeds = old }
}

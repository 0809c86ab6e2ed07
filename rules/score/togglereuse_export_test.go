package score

// WithToggleReuse runs f with released ToggleBounds reused (on) or
// every ToggleBound made afresh.
func WithToggleReuse(on bool, f func()) {
	old := toggleReuse
	defer func() { toggleReuse = old }()
	toggleReuse = on
	f()
}

package score

// SetNoLibStop switches inAtariAfter's skipping of its last walk when no
// chain beside a taken point lacks a liberty (noLibStop) and returns the
// function that restores it.
func SetNoLibStop(on bool) (restore func()) {
	old := noLibStop
	noLibStop = on
	return func() { noLibStop = old }
}

// The tests count the walks skipped.
func init() { countNoLib = true }

// NoLibStopped returns the walks inAtariAfter skipped so far.
func NoLibStopped() int { return int(noLibStopped.Load()) }

// SetAtariStop switches inAtariAfter's answer from noneInAtari
// (atariStop) and returns the function that restores it.
func SetAtariStop(on bool) (restore func()) {
	old := atariStop
	atariStop = on
	return func() { atariStop = old }
}

func init() { countAtariStop = true }

// AtariStopped returns the questions noneInAtari answered so far.
func AtariStopped() int { return int(atariStopped.Load()) }

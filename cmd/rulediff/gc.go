package main

import (
	"os"
	"runtime/debug"
)

// corpusGCPercent is the garbage collector's target while a corpus is
// streamed. The live heap is a few megabytes whatever the corpus (a
// window of files in flight), while every game allocates its record,
// verdicts and report: at the default 100 the collector ran about a
// hundred times a second and took a quarter of the CPU. At 400 the peak
// heap stays a few times the live one (fox_pro and ai_games: 29 MB
// resident instead of 20), flat in the number of games.
const corpusGCPercent = 400

// tuneGC raises the GC target for a corpus run, unless the user set GOGC,
// and returns the function that puts the old target back.
func tuneGC() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(corpusGCPercent)
	return func() { debug.SetGCPercent(old) }
}

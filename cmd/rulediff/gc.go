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

// memoryPerWorker is the soft memory limit of a corpus run per worker,
// and for the rest of the program: a worker holds its window of input
// (corpus.BytesPerWorker, 64 MiB), the file it parses and the games it
// audits. A target of 400 alone let the heap grow to five times its live
// size: a file that needs 1 GiB live would have taken 5. With the limit
// the collector works harder as the heap nears it (never more than half
// the CPU: the runtime's own guard), and an ordinary run, whose heap is
// tens of megabytes, never meets it.
const memoryPerWorker = 512 << 20

// corpusMemoryLimit is the soft memory limit of a run with n workers.
func corpusMemoryLimit(n int) int64 { return int64(n+1) * memoryPerWorker }

// tuneGC raises the GC target for a corpus run of n workers and sets a
// soft memory limit, unless the user set GOGC or GOMEMLIMIT, and returns
// the function that puts the old settings back.
func tuneGC(n int) (restore func()) {
	setPercent, setLimit := os.Getenv("GOGC") == "", os.Getenv("GOMEMLIMIT") == ""
	var oldPercent int
	var oldLimit int64
	if setPercent {
		oldPercent = debug.SetGCPercent(corpusGCPercent)
	}
	if setLimit {
		oldLimit = debug.SetMemoryLimit(corpusMemoryLimit(n))
	}
	return func() {
		if setPercent {
			debug.SetGCPercent(oldPercent)
		}
		if setLimit {
			debug.SetMemoryLimit(oldLimit)
		}
	}
}

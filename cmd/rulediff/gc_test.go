package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// A corpus run sets a soft memory limit by its workers (there was none,
// and a GC target of 400 let the heap grow to five times its live size)
// and puts the old settings back; a user's GOMEMLIMIT or GOGC wins.
func TestTuneGCSetsAMemoryLimit(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	limit := func() int64 { return debug.SetMemoryLimit(-1) } // -1 reads it
	before := limit()
	restore := tuneGC(2)
	if got := limit(); got != 3*memoryPerWorker {
		t.Errorf("limit %d, want %d", got, 3*memoryPerWorker)
	}
	if got := debug.SetGCPercent(-1); got != corpusGCPercent {
		t.Errorf("GC percent %d", got)
	} else {
		debug.SetGCPercent(got)
	}
	restore()
	if got := limit(); got != before {
		t.Errorf("limit %d after restore, want %d", got, before)
	}

	t.Setenv("GOMEMLIMIT", "100MiB")
	t.Setenv("GOGC", "100")
	restore = tuneGC(2)
	if got := limit(); got != before {
		t.Errorf("limit changed to %d though GOMEMLIMIT is set", got)
	}
	restore()
	if before != math.MaxInt64 {
		t.Logf("the test process had a limit of %d", before)
	}
}

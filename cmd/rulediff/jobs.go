package main

import (
	"fmt"

	"github.com/rulediff/rulediff/corpus"
)

// checkJobs checks a -j value: from 1 to corpus.MaxWorkers. Each worker
// holds a file and its games in memory (docs/benchmarks.md has the peak
// per worker) and the work is computation, so workers beyond the cores
// buy memory use, not speed.
func checkJobs(n int) error {
	switch {
	case n < 1:
		return fmt.Errorf("-j %d: need at least 1 worker", n)
	case n > corpus.MaxWorkers:
		return fmt.Errorf("-j %d: at most %d workers (each holds a file and its games in memory; more than the cores gain no speed)", n, corpus.MaxWorkers)
	}
	return nil
}

package main

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/corpus"
)

// TestJobsOfAnySize: -j too large (it panicked in makechan, or ran out of
// memory making two billion workers), zero or negative is a clear usage
// error in every command that reads a corpus, never a panic; the largest
// allowed value runs.
func TestJobsOfAnySize(t *testing.T) {
	for _, cmd := range []string{"audit", "stats", "check"} {
		for _, j := range []int{math.MaxInt, 2000000000, corpus.MaxWorkers + 1, 0, -3} {
			code, _, stderr := runCmd(t, cmd, "--dead", "none", "-j", fmt.Sprint(j))
			if cmd == "check" {
				code, _, stderr = runCmd(t, cmd, "-j", fmt.Sprint(j))
			}
			if code != exitUsage || !strings.Contains(stderr, fmt.Sprintf("-j %d: ", j)) {
				t.Errorf("%s -j %d: exit %d, stderr %q", cmd, j, code, stderr)
			}
		}
	}
	if code, out, stderr := runCmd(t, "audit", "--dead", "none", "--format", "jsonl", "-j", fmt.Sprint(corpus.MaxWorkers)); code != exitOK || out == "" {
		t.Fatalf("-j %d: exit %d, %s", corpus.MaxWorkers, code, stderr)
	}
}

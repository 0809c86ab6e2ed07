package score_test

import (
	"syscall"
	"testing"
)

// cpuTime returns the user+system CPU seconds of the process so far: the
// machine is shared, and wall time counts the waits for a core.
func cpuTime() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// reportPositions reports positions per second of wall time and per
// second of CPU time of this process since cpu0 (positions/s per core).
func reportPositions(b *testing.B, perOp int, cpu0 float64) {
	n := float64(perOp) * float64(b.N)
	b.ReportMetric(n/b.Elapsed().Seconds(), "positions/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(n/cpu, "positions/cpu-s")
	}
}

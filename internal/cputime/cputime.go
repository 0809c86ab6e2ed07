// Package cputime reads the CPU time the process has used, for benchmarks
// that report per-CPU-second figures: on a shared machine wall time counts
// the waits for a core, CPU time does not.
package cputime

// Seconds returns the user and system CPU seconds the process has used so
// far, or 0 where the system cannot tell.
func Seconds() float64 { return seconds() }

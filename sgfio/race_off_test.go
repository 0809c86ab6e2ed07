//go:build !race

package sgfio

// raceDetector: the tests run under -race, whose bookkeeping allocates.
const raceDetector = false

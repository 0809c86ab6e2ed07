package score

import (
	"fmt"
	"slices"
	"sync/atomic"
)

// checkedDists counts the copied distances compared (CheckedDists).
var checkedDists atomic.Int64

// checkDistsAgainstScan scans a.col again on scratch of its own and
// panics when the distances distancesBoth copied from the memo differ.
func checkDistsAgainstScan(a *analysis, db, dw []int32) {
	checkedDists.Add(1)
	b := newAnalysis(a.g)
	copy(b.col, a.col)
	wantB, wantW := make([]int32, len(db)), make([]int32, len(dw))
	b.distancesScan(wantB, wantW)
	if !slices.Equal(db, wantB) || !slices.Equal(dw, wantW) {
		panic(fmt.Sprintf("distances copied from the memo differ from a scan on %dx%d %v", a.g.w, a.g.h, a.col))
	}
}

// SetCheckDistMemo switches the test mode where every copy of distMemo
// is compared with a fresh scan, and returns the function that restores
// it.
func SetCheckDistMemo(on bool) (restore func()) {
	old := checkDistMemo
	checkDistMemo = nil
	if on {
		checkDistMemo = checkDistsAgainstScan
	}
	return func() { checkDistMemo = old }
}

// CheckedDists is the number of copied distances compared.
func CheckedDists() int { return int(checkedDists.Load()) }

// SetDistMemo switches distancesBoth's copies from distMemo and returns
// the function that restores it.
func SetDistMemo(on bool) (restore func()) {
	old := distMemoOn
	distMemoOn = on
	return func() { distMemoOn = old }
}

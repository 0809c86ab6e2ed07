package score

// ReviewDoubts exposes reviewDoubts to the external tests: what the
// estimator's review reads, Doubts and the groups lost once filled.
var ReviewDoubts = reviewDoubts

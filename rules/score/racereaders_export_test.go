package score

// WithRaceReaders runs count with the race memory off (every reading
// searched), each findKoSeki given a new race reader (fresh) or one of
// the shared ones.
func WithRaceReaders(fresh bool, count func()) {
	oldMemo, oldFresh := raceMemoOn, raceReadersFresh
	defer func() { raceMemoOn, raceReadersFresh = oldMemo, oldFresh }()
	raceMemoOn, raceReadersFresh = false, fresh
	count()
}

package reports

// Game.Verdicts holds pointers: a Verdict (144 bytes) is past the 128 a Go
// map keeps in place, so a map of Verdict values allocated each verdict on
// insertion (fourteen a game); FromCompare makes a game's verdicts in one
// slice and points into it. A nil entry (a JSON report's "name": null)
// reads as the zero Verdict, as it did when the map held values.

// noVerdict is what a nil entry reads as; never written to.
var noVerdict Verdict

// verdictOr is v, or the zero Verdict when v is nil.
func verdictOr(v *Verdict) *Verdict {
	if v == nil {
		return &noVerdict
	}
	return v
}

package compare

import (
	"strings"
	"testing"
)

// A marking the position contradicts becomes a warning (issue 18), for
// the record's markup and a user's --dead ruling alike, and the count
// stays as marked. On 5x1 "X X . o ." with the white stone marked dead
// (TB), White C1 captures both black stones: the marking cannot be right
// (rules/score TestImpossibleMarkingIsDoubted works the count: B+3).
func TestMarkingDoubtsAreWarnings(t *testing.T) {
	const rec = "(;GM[1]FF[4]SZ[5:1]KM[0]RU[Japanese]AB[aa][ba]AW[da];B[];W[]TB[ca][da][ea])"
	for _, opts := range []Options{{Dead: DeadMarkup}, {UserDead: "D1"}} {
		g := auditSGF(t, rec, opts, "japanese")
		found := false
		for _, w := range g.Warnings {
			found = found || strings.Contains(w.Msg, "the black stones A1 B1 are counted alive but can be captured (liberties C1)")
		}
		if !found || g.Verdicts[0].Result != "B+3" {
			t.Errorf("%+v: %s, warnings %+v", opts, g.Verdicts[0].Result, g.Warnings)
		}
	}
	// Estimated dead stones are rulediff's own: no such warning.
	g := auditSGF(t, rec, Options{Dead: DeadEstimate}, "japanese")
	for _, w := range g.Warnings {
		if strings.Contains(w.Msg, "counted alive") {
			t.Errorf("estimate: %s", w.Msg)
		}
	}
}

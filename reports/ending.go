package reports

import (
	"strconv"
	"strings"
)

// endingLine is the sentence of a game's section and score sheet on how
// the record ended and where its dead stones came from: "Ended: counted
// (RE W+0.5 is a count on a settled position (3 dame)); dead stones:
// estimate, 5 removed (0 uncertain, 12 open points)." A game section says
// nothing of the usual end (passes), and the score sheet, which lists
// the dead stones, gives only an estimate's doubt. It is "" when there
// is nothing to say.
func endingLine(g Game, sheet bool) string {
	var parts []string
	if e := g.Ending; e != nil && (sheet || e.How != EndingPasses) {
		parts = append(parts, "Ended: "+e.How+" ("+e.Reason+")")
	}
	if d := g.Dead; d != nil && len(parts) > 0 && (!sheet || d.Open != nil) {
		s := "dead stones: " + d.Source + ", " + strconv.Itoa(d.Stones) + " removed"
		if d.Uncertain != nil && d.Open != nil {
			s += " (" + strconv.Itoa(*d.Uncertain) + " uncertain, " + plural(*d.Open, "open point", "open points") + ")"
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return ""
	}
	line := strings.Join(parts, "; ") + "."
	return strings.ToUpper(line[:1]) + line[1:]
}

package compare

import (
	"fmt"
	"strings"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// markingWarnings adds a warning for each place where the final position
// contradicts the marking of dead stones (the record's markup or the
// user's --dead ruling; score.Doubts): stones counted alive that can be
// captured, groups counted alive without two eyes and outside seki. The
// counts stay as marked; the warning says where to look.
func markingWarnings(g *Game) {
	if g.analysis == nil || (g.DeadMethod != score.DeadMarkup && g.DeadMethod != score.DeadUser) {
		return
	}
	for _, d := range g.analysis.Doubts() {
		g.Warnings = append(g.Warnings, Warning{Msg: doubtMessage(g.DeadMethod, d, g.Record.Width, g.Record.Height)})
	}
}

// doubtMessage is one doubt in a sentence, points in GTP names.
func doubtMessage(method score.DeadMethod, d score.Doubt, w, h int) string {
	colour := "black"
	if d.Color == board.White {
		colour = "white"
	}
	stones, at := pointList(d.Stones, w, h), pointList(d.At, w, h)
	switch d.Kind {
	case score.DoubtCapturable:
		return fmt.Sprintf("dead stones (%s): the %s stones %s are counted alive but can be captured (liberties %s): the marking cannot be right", method, colour, stones, at)
	default:
		eyes := "no eye"
		if len(d.At) > 0 {
			eyes = "eye space " + at
		}
		return fmt.Sprintf("dead stones (%s): the %s group %s is counted alive with fewer than two eyes (%s) and no seki: it is dead, or the marking is wrong", method, colour, stones, eyes)
	}
}

// pointList names up to eight points, and how many more.
func pointList(pts []int, w, h int) string {
	const most = 8
	var names []string
	for k, i := range pts {
		if k == most {
			names = append(names, fmt.Sprintf("and %d more", len(pts)-most))
			break
		}
		names = append(names, board.PointName(i%w, i/w, w, h))
	}
	return strings.Join(names, " ")
}

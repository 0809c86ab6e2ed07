package compare

import (
	"math"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// A draw is a count only when the board is a jigo. Fox writes RE[draw]
// for a jigo and for a game the players agreed to call a draw, most of
// them teaching games against a professional stopped at any move (37 of
// fox_pro's 44 draws end on a board that is not settled, from move 18
// on); of the 7 on a settled board, 3 count within a point of jigo and 4
// count 5 to 75 points to White (handicap games: nothing there is a
// jigo). How the game ended is the record's fact, so the test counts the
// position as the record gives it (its komi, its dead stones), under both
// counting methods, and calls the draw agreed when neither comes within
// jigoSlack of jigo.

// jigoSlack is how far from jigo a count may be and still be the jigo a
// draw records: the counts of fox_pro's counted games that are no
// dead-stone miss are within 2 points of the server's (the dame, the
// points to fill, the server's own filling: docs/scoring.md).
const jigoSlack = 2

// agreedDraw reports whether a draw written on a settled position is no
// count: the territory (japanese) and the area (chinese, the dame filled
// in turn from first) counts of the position, with the record's komi and
// dead stones, are both more than jigoSlack from jigo. count is the
// territory count's result ("W+75"), for the reason.
func agreedDraw(rec *sgfio.Game, t *rules.Tally, handicap int, dead []int, first board.Color) (count string, agreed bool) {
	komi := 0.0
	if rec.Komi.Present && rec.Komi.OK {
		komi = rec.Komi.Value
	}
	in := score.Input{Position: t.Final, Dead: dead, Prisoners: t.Prisoners, Handicap: handicap, Komi: komi}
	agreed = true
	for _, name := range [...]string{"japanese", "chinese"} {
		rs, ok := rules.Lookup(name)
		if !ok {
			return "", false
		}
		if rs.Scoring == rules.ScoringArea {
			in.FillFrom = first
		}
		r := score.Score(in, rs)
		if r.W == 0 || math.Abs(r.Margin) <= jigoSlack {
			agreed = false
		}
		if count == "" {
			count = r.String()
		}
	}
	return count, agreed
}

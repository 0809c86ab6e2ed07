package reports

import (
	"io"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules/score"
)

// htmlScore is the page of `rulediff score --format html`: a tournament
// director's ruling on one game. The record, the result check against
// RE, one row per ruleset with its components, the dead stones and where
// they came from, the final position as each ruleset counts it (rulesets
// that count every point alike share a board), and every divergence with
// its explanation and boards.
type htmlScore struct {
	htmlGame
	Position    string
	Rows        *htmlTable
	DeadMethod  string
	Dead        string
	DeadNote    string
	Confidence  string
	Ended       string
	Boards      []boardFigure
	BoardsTitle string
}

// writeScoreHTML writes the score sheet of g as one page. The numbers are
// the sheet's (the report schema) and, for the boards, the counts' own
// per-point maps (score.Result.Own), as the table format draws them.
func writeScoreHTML(w io.Writer, g *compare.Game, sheet ScoreSheet) error {
	v := htmlScore{htmlGame: gameView(sheet.Game, "game", NewStats(verdictOrder(g)), false, nil)}
	v.Position = "Position after move " + strconv.Itoa(sheet.Move)
	if g.Record != nil && sheet.Move < len(g.Record.Moves) {
		v.Position += " of " + strconv.Itoa(len(g.Record.Moves)) + " (--move)"
	}
	// The result first: on a phone the rest scrolls.
	t := newTable([]string{"rulesets", "result", "winner", "margin (B−W)", "counting", "end", "dead stones", "Black (points)", "White (points)"}, 3).classed("terms", 7, 8)
	same := map[string]int{} // rulesets whose rows read the same share one
	for i := range g.Verdicts {
		cv := &g.Verdicts[i]
		rv := verdictOr(sheet.Game.Verdicts[cv.Ruleset.Name])
		row := []string{cv.Ruleset.Name, cv.Result, winnerName(cv.Result), "-", string(cv.Ruleset.Scoring), string(cv.End), orDash(rv.Dead), "-", "-"}
		if r := cv.Score; r != nil { // komi is among White's terms
			row[3], row[7], row[8] = signed(r.Margin), sideTerms(r.Black), sideTerms(r.White)
			if rv.Zi != "" {
				row[1] += " (" + rv.Zi + ")"
			}
			if r.Estimated {
				row[1] += " est."
			}
		}
		key := strings.Join(row[1:], "\x00")
		if k, ok := same[key]; ok {
			t.Rows[k][0].Text += ", " + row[0]
			continue
		}
		same[key] = len(t.Rows)
		t.add(row...)
	}
	v.Rows = t
	v.DeadMethod = sheet.DeadMethod
	v.Dead = orNone(sheet.Dead)
	if sheet.DeadMethod == string(score.DeadEstimate) && len(sheet.Dead) > 0 {
		v.DeadNote = "These were estimated by rulediff (the record marks none): check them on the board, or give the agreed ones with --dead."
	}
	if e := sheet.Game.Ending; e != nil {
		v.Ended = "Ended: " + e.How + " (" + e.Reason + ")."
	}
	if d := sheet.Game.Dead; d != nil && d.Uncertain != nil && d.Open != nil {
		v.Confidence = estimateConfidence(*d.Uncertain, *d.Open)
	}
	if len(g.Verdicts) > 0 && endedOffBoard(g.Verdicts[0].End) && g.Verdicts[0].Score == nil {
		v.Ended = strings.TrimSpace(v.Ended + " Nothing is counted: to count the final position, run again with --move " + strconv.Itoa(g.Moves) + ".")
	}
	v.Boards = ownershipBoards(g)
	if len(v.Boards) > 0 {
		v.BoardsTitle = "The final position as each ruleset counts it"
		if sheet.Move < len(g.Record.Moves) {
			v.BoardsTitle = "The position after move " + strconv.Itoa(sheet.Move) + " as each ruleset counts it"
		}
	}
	title := "rulediff score: " + gameTitle(sheet.Game)
	head := htmlHead{Title: title, Heading: gameTitle(sheet.Game), Tool: "rulediff", Lines: []string{v.Facts}}
	out := htmlWriter{w: w}
	out.exec("head", head)
	out.exec("score", v)
	out.exec("foot", "rulediff score")
	return out.err
}

// estimateConfidence says how sure the estimator was (docs/scoring.md):
// the stones on whose verdict fewer than 80% of its playouts agree
// (DeadStones.Uncertain), and the open points it gave to no one (Open).
func estimateConfidence(uncertain, open int) string {
	s := "Confidence: the estimator was sure of every stone"
	if uncertain > 0 {
		s = "Confidence: the estimator was unsure of " + plural(uncertain, "stone", "stones") +
			" (under 80% of its playouts agree)"
	}
	if open > 0 {
		return s + "; it gave " + plural(open, "open point", "open points") + " to no one."
	}
	return s + "; it gave every open point to a colour."
}

// verdictOrder is the rulesets of g in the order judged, for the camps.
func verdictOrder(g *compare.Game) []string {
	out := make([]string, len(g.Verdicts))
	for i := range g.Verdicts {
		out[i] = g.Verdicts[i].Ruleset.Name
	}
	return out
}

// ownershipBoards draws each distinct count of the final position once
// (countGroups), captioned with the rulesets that count it so and their
// result.
func ownershipBoards(g *compare.Game) []boardFigure {
	groups := countGroups(g)
	out := make([]boardFigure, 0, len(groups))
	for _, gr := range groups {
		p := boardFromOwnership(gr.r.Own, gr.r.W, gr.r.H)
		if p == nil {
			continue
		}
		names := make([]string, len(gr.verdicts))
		says := make([]string, len(gr.verdicts))
		for i, v := range gr.verdicts {
			names[i], says[i] = v.Ruleset.Name, v.Ruleset.Name+" "+v.Result
		}
		p.label = "The position as " + strings.Join(names, ", ") + " count it"
		f := figure(p, "Counted so by "+strings.Join(says, ", "))
		f.Note = strings.TrimSpace(sekiAndFills(gr.r, " "))
		out = append(out, f)
	}
	return out
}

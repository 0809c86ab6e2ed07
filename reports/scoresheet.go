package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// ScoreSheet is the YAML and JSON form of `rulediff score`: one game's
// report entry, the position scored and the dead stones removed.
type ScoreSheet struct {
	Game       Game     `json:"game" yaml:"game"`
	Move       int      `json:"move" yaml:"move"`               // the position scored: after this move
	DeadMethod string   `json:"dead_method" yaml:"dead_method"` // markup, estimate, user, none
	Dead       []string `json:"dead" yaml:"dead"`               // the stones removed, GTP names
}

// NewScoreSheet is the score sheet of an audited game.
func NewScoreSheet(g *compare.Game) ScoreSheet {
	w, h := 0, 0
	if g.Record != nil {
		w, h = g.Record.Width, g.Record.Height
	}
	dead := make([]string, 0, len(g.Dead))
	for _, i := range g.Dead {
		if w > 0 {
			dead = append(dead, PointName(i%w, i/w, w, h))
		}
	}
	return ScoreSheet{Game: FromCompare(g), Move: g.Moves, DeadMethod: string(g.DeadMethod), Dead: dead}
}

// WriteScoreSheet writes `rulediff score` for one audited game in format
// table, markdown, yaml or jsonl. The table has one row per ruleset with
// each colour's components, the margin and the winner, then the dead
// stones and the board as the count sees it, for a tournament director.
func WriteScoreSheet(w io.Writer, format string, unicode bool, g *compare.Game) error {
	sheet := NewScoreSheet(g)
	switch format {
	case "table", "":
		return scoreTable(w, tableStyle(unicode), g, sheet)
	case "markdown", "md":
		return scoreTable(w, StyleMarkdown, g, sheet)
	case "yaml":
		return WriteYAML(w, sheet)
	case "jsonl":
		return jsonLine(w, sheet)
	}
	return unknownFormat(format)
}

// scoreTable draws the sheet; the board is the first ruleset's count that
// removes dead stones (a literal one would show them all alive).
func scoreTable(w io.Writer, style TableStyle, g *compare.Game, sheet ScoreSheet) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s game %d, position after move %d\n", g.Source, g.Index, g.Moves)
	if d := sheet.Game.Declared; d != nil {
		ru := orDash(d.Rules)
		if d.Ruleset != "" && d.Ruleset != d.Rules { // a KataGo string is its own name
			ru += " (" + d.Ruleset + ")"
		}
		fmt.Fprintf(&b, "record: rules %s · komi %s · handicap %d · result %s\n", ru, komiString(d.Komi), d.Handicap, orDash(d.Result))
	}
	if c := sheet.Game.ResultCheck; c != nil {
		b.WriteString(resultCheckLine(*c) + "\n")
	}
	b.WriteString("\n")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	var rows [][]string
	var drawn *score.Result
	for i := range g.Verdicts {
		v := &g.Verdicts[i]
		row := []string{v.Ruleset.Name, string(v.Ruleset.Scoring), string(v.End), "-", "-",
			FormatNumber(v.Komi), "-", v.Result, winnerName(v.Result)}
		if r := v.Score; r != nil {
			row[3], row[4] = sideTerms(r.Black), sideTerms(r.White)
			row[6] = signed(r.Margin)
			if r.Estimated {
				row[7] += " (estimated)"
			}
			if drawn == nil && v.Ruleset.Dead != "literal" {
				drawn = r
			}
		}
		rows = append(rows, row)
	}
	header := []string{"ruleset", "counting", "end", "black (points)", "white (points)", "komi", "margin (B-W)", "result", "winner"}
	aligns := []align{left, left, left, left, left, right, right, left, left}
	if err := renderTable(w, style, header, aligns, rows, nil); err != nil {
		return err
	}
	b.Reset()
	fmt.Fprintf(&b, "\nDead stones (%s): %s\n", sheet.DeadMethod, orNone(sheet.Dead))
	if sheet.DeadMethod == string(score.DeadEstimate) && len(sheet.Dead) > 0 {
		b.WriteString("These were estimated by rulediff (the record marks none): check them on the board, or give the agreed ones with --dead.\n")
	}
	if drawn == nil && len(g.Verdicts) > 0 && endedOffBoard(g.Verdicts[0].End) {
		fmt.Fprintf(&b, "The record ended by %s: nothing is counted. To count the final position, run again with --move %d.\n", g.Verdicts[0].End, g.Moves)
	}
	if drawn != nil {
		fence := ""
		if style == StyleMarkdown {
			fence = "```\n"
		}
		fmt.Fprintf(&b, "\n%s%s%s", fence, RenderDiagram(ownershipDiagram(drawn)), fence)
		b.WriteString("X O stones · x o dead stones · b w territory · ',' neutral point (dame, seki)\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return nil
}

// endedOffBoard tells whether a record ended without a count: a
// resignation, a loss on time or a forfeit.
func endedOffBoard(e rules.End) bool {
	return e == rules.EndResignation || e == rules.EndTime || e == rules.EndForfeit
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, " ")
}

// winnerName spells out a result's winner: Black, White, draw, or "-".
func winnerName(result string) string {
	switch Winner(result) {
	case "B":
		return "Black"
	case "W":
		return "White"
	case ResultDraw:
		return "draw"
	}
	return "-"
}

// sideTerms writes one colour's non-zero components and their total.
func sideTerms(s score.Side) string {
	var parts []string
	add := func(name string, v float64) {
		if v != 0 {
			parts = append(parts, name+" "+FormatNumber(v))
		}
	}
	add("stones", s.Stones)
	add("territory", s.Territory)
	add("prisoners", s.Prisoners)
	add("dead", s.DeadStones)
	add("pass", s.PassStones)
	add("bonus", s.HandicapBonus)
	add("komi", s.Komi)
	add("seki", s.Seki)
	add("dame", s.Dame)
	add("tax", s.GroupTax)
	add("teire", s.Teire)
	add("phase2", s.PhaseTwo)
	if len(parts) == 0 {
		return FormatNumber(s.Total)
	}
	return strings.Join(parts, " + ") + " = " + FormatNumber(s.Total)
}

// ownershipDiagram draws a count's per-point ownership in the report
// alphabet.
func ownershipDiagram(r *score.Result) Diagram {
	cells := make([]byte, len(r.Own))
	for i, o := range r.Own {
		c := byte(DiagramNeutral)
		switch o.Class() {
		case score.OwnBlackStone, score.OwnBlackSekiStone:
			c = DiagramBlack
		case score.OwnWhiteStone, score.OwnWhiteSekiStone:
			c = DiagramWhite
		case score.OwnBlackTerritory, score.OwnBlackSekiEye:
			c = DiagramBlackArea
		case score.OwnWhiteTerritory, score.OwnWhiteSekiEye:
			c = DiagramWhiteArea
		}
		if o&score.DeadBlack != 0 {
			c = DiagramDeadBlack
		} else if o&score.DeadWhite != 0 {
			c = DiagramDeadWhite
		}
		cells[i] = c
	}
	return *NewDiagram(r.W, r.H, cells, -1, -1)
}

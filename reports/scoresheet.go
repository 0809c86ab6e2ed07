package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// ScoreSheet is the YAML and JSON form of `rulediff score`: one game's
// report entry, the position scored and the dead stones removed. Version
// is the schema's, as every JSON Lines object and YAML document of the
// audit, check and stats carries it: the game entry's meaning is the
// schema version's.
type ScoreSheet struct {
	Version    string   `json:"version" yaml:"version"`
	Game       Game     `json:"game" yaml:"game"`
	Move       int      `json:"move" yaml:"move"`               // the position scored: after this move
	DeadMethod string   `json:"dead_method" yaml:"dead_method"` // a score.DeadMethod: markup, estimate, unconditional, user, none
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
	return ScoreSheet{Version: SchemaVersion, Game: FromCompare(g), Move: g.Moves, DeadMethod: string(g.DeadMethod), Dead: dead}
}

// SheetOptions say how a score sheet's table is drawn.
type SheetOptions struct {
	Unicode bool // box-drawing borders; the CLI sets it when the output is a terminal
	Width   int  // the terminal's width: each colour's terms wrap to fit (0: full width)
}

// WriteScoreSheet writes `rulediff score` for one audited game in format
// table, markdown, yaml, jsonl or html. The table has one row per ruleset
// with each colour's components, the margin and the winner, then why the
// rulesets differ (each divergence explained once, term by term), then
// the dead stones and the board as the count sees it, for a tournament
// director.
func WriteScoreSheet(w io.Writer, format string, opts SheetOptions, g *compare.Game) error {
	sheet := NewScoreSheet(g)
	switch format {
	case "table", "":
		return scoreTable(w, tableStyle(opts.Unicode), opts.Width, g, sheet)
	case "markdown", "md":
		return scoreTable(w, StyleMarkdown, 0, g, sheet)
	case "yaml":
		return WriteYAML(w, sheet)
	case "jsonl":
		return jsonLine(w, sheet)
	case "html":
		return writeScoreHTML(w, g, sheet)
	}
	return unknownFormat(format)
}

// scoreTable draws the sheet; the board is the first ruleset's count that
// removes dead stones (a literal one would show them all alive).
func scoreTable(w io.Writer, style TableStyle, width int, g *compare.Game, sheet ScoreSheet) error {
	// Markdown: a heading, then one paragraph per line (lines in a row
	// would run into one paragraph).
	md := style == StyleMarkdown
	var lines []string
	title := fmt.Sprintf("%s game %d, position after move %d", g.Source, g.Index, g.Moves)
	if d := sheet.Game.Declared; d != nil {
		lines = append(lines, fmt.Sprintf("record: rules %s · komi %s · handicap %d · result %s", declaredRules(d), komiString(d.Komi), d.Handicap, orDash(d.Result)))
	}
	if c := sheet.Game.ResultCheck; c != nil {
		lines = append(lines, resultCheckLine(*c))
	}
	if line := endingLine(sheet.Game, true); line != "" {
		lines = append(lines, line)
	}
	var b strings.Builder
	if md {
		b.WriteString("### " + mdEscape(title) + "\n\n")
		for _, l := range lines {
			b.WriteString(mdEscape(l) + "\n\n")
		}
	} else {
		b.WriteString(title + "\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
		b.WriteString("\n")
	}
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
	if err := sheetTables(w, style, width, header, aligns, rows); err != nil {
		return err
	}
	if err := explainDifferences(w, style, width, sheet.Game); err != nil {
		return err
	}
	b.Reset()
	para := "\n"
	if md {
		para = "\n\n"
	}
	fmt.Fprintf(&b, "Dead stones (%s): %s%s", sheet.DeadMethod, orNone(sheet.Dead), para)
	if sheet.DeadMethod == string(score.DeadEstimate) && len(sheet.Dead) > 0 {
		b.WriteString("These were estimated by rulediff (the record marks none): check them on the board, or give the agreed ones with --dead." + para)
	}
	if drawn != nil {
		b.WriteString(sekiAndFills(drawn, para))
	}
	if drawn == nil && len(g.Verdicts) > 0 && endedOffBoard(g.Verdicts[0].End) {
		fmt.Fprintf(&b, "The record ended by %s: nothing is counted. To count the final position, run again with --move %d.%s", g.Verdicts[0].End, g.Moves, para)
	}
	if drawn != nil {
		fence := ""
		if style == StyleMarkdown {
			fence = "```\n"
		}
		if !md {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%s%s%s", fence, RenderDiagram(ownershipDiagram(drawn)), fence)
		if md {
			b.WriteString("\n")
		}
		b.WriteString("X O stones · x o dead stones · b w territory · ',' dame\n")
		b.WriteString("'=' shared seki point · e f eyes in seki · T t points to fill\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return nil
}

// sheetTables draws the sheet's rows in one table, or, on a terminal too
// narrow for it even with each colour's terms wrapped, in two: the
// outcome of each ruleset, then the terms of each colour.
func sheetTables(w io.Writer, style TableStyle, width int, header []string, aligns []align, rows [][]string) error {
	const black, white = 3, 4
	fitHeader, fitted, wrapped := fitColumns(width, header, rows, black, white)
	if t := columnTargets(width, header, rows, []int{black, white}); t == nil || tableWidth(t) <= width {
		return drawTable(w, style, fitHeader, aligns, fitted, nil, wrapped)
	}
	// outcome: ruleset, counting, end, komi, margin, result (the winner
	// is the result's); terms: ruleset, black, white.
	outcome, terms := []int{0, 1, 2, 5, 6, 7}, []int{0, black, white}
	var oRows, tRows [][]string
	for _, r := range rows {
		oRows = append(oRows, pickColumns(r, outcome))
		tRows = append(tRows, pickColumns(r, terms))
	}
	oHeader, tHeader := pickColumns(header, outcome), pickColumns(header, terms)
	oHeader, oRows, oWrapped := fitColumns(width, oHeader, oRows, 5)
	if err := drawTable(w, style, oHeader, []align{left, left, left, right, right, left}, oRows, nil, oWrapped); err != nil {
		return err
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	tHeader, tRows, tWrapped := fitColumns(width, tHeader, tRows, 1, 2)
	return drawTable(w, style, tHeader, []align{left, left, left}, tRows, nil, tWrapped)
}

// tableWidth is the width of a table whose columns are that wide.
func tableWidth(columns []int) int {
	n := 3*len(columns) + 1
	for _, c := range columns {
		n += c
	}
	return n
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

// sekiAndFills says, for the count drawn on the board, where the seki
// are and which points must be filled (docs/scoring.md): the terms the
// component table folds into seki and teire, point by point.
func sekiAndFills(r *score.Result, para string) string {
	var seki, fills [3][]string
	shared := 0
	for i, o := range r.Own {
		name := PointName(i%r.W, i/r.W, r.W, r.H)
		switch o.Class() {
		case score.OwnSekiShared:
			shared++
		case score.OwnBlackSekiEye:
			seki[board.Black] = append(seki[board.Black], name)
		case score.OwnWhiteSekiEye:
			seki[board.White] = append(seki[board.White], name)
		case score.OwnBlackTeire:
			fills[board.Black] = append(fills[board.Black], name)
		case score.OwnWhiteTeire:
			fills[board.White] = append(fills[board.White], name)
		}
	}
	var b strings.Builder
	switch eyes := len(seki[board.Black]) + len(seki[board.White]); {
	case eyes > 0:
		fmt.Fprintf(&b, "Seki (%s): %d shared point(s); eyes in seki: Black %s, White %s (%s).%s", r.Ruleset, shared,
			orNone(seki[board.Black]), orNone(seki[board.White]), sekiEyesRule(r), para)
	case shared > 0:
		fmt.Fprintf(&b, "Seki (%s): %d shared point(s), no eyes in seki.%s", r.Ruleset, shared, para)
	}
	if len(fills[board.Black])+len(fills[board.White]) > 0 {
		fmt.Fprintf(&b, "Points to fill (%s, teire): Black %s, White %s: no territory, their owner must fill them before the end.%s",
			r.Ruleset, orNone(fills[board.Black]), orNone(fills[board.White]), para)
	}
	return b.String()
}

// sekiEyesRule says whether r, which has eyes in seki, counts them.
func sekiEyesRule(r *score.Result) string {
	if r.Black.Seki != 0 || r.White.Seki != 0 {
		return "counted in seki"
	}
	return "not counted"
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
	add("dame filled", s.FilledDame)
	add("tax", s.GroupTax)
	add("teire", s.Teire)
	add("phase2", s.PhaseTwo)
	if len(parts) == 0 {
		return FormatNumber(s.Total)
	}
	return strings.Join(parts, " + ") + " = " + FormatNumber(s.Total)
}

// ownershipDiagram draws a count's per-point ownership in the report
// alphabet (seki stones as stones, filled dame as area: the table's key).
func ownershipDiagram(r *score.Result) Diagram {
	return *NewDiagram(r.W, r.H, ownershipCells(r.Own, false), -1, -1)
}

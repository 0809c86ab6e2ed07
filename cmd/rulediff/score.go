package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
	"go.yaml.in/yaml/v3"

	"rulediff/compare"
	"rulediff/reports"
	"rulediff/rules/board"
	"rulediff/rules/score"
	"rulediff/sgfio"
)

var scoreCommand = command{
	name:    "score",
	summary: "score one game under every ruleset, term by term (for a tournament director)",
	run:     runScore,
}

const scoreUsage = `usage: rulediff score [flags] FILE.sgf[#N]

Scores game N (default 1) of FILE under every selected ruleset: one row per
ruleset with the score components, the margin and the winner, then the dead
stones used and the board as the count sees it.

Flags:
`

// scoreSheet is the yaml/jsonl form of `rulediff score`.
type scoreSheet struct {
	Game       reports.Game `json:"game" yaml:"game"`
	Move       int          `json:"move" yaml:"move"` // the position scored: after this move
	DeadMethod string       `json:"dead_method" yaml:"dead_method"`
	Dead       []string     `json:"dead" yaml:"dead"`
}

// runScore is `rulediff score`: flags and wiring only.
func runScore(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("score", flag.ContinueOnError)
	fl.SetOutput(stderr)
	var f auditFlags
	f.define(fl, false)
	dead := fl.String("dead", "auto", "dead stones: markup, estimate, none, auto, or a list of points (D4,E5) ruled dead")
	move := fl.Int("move", 0, "score the position after move `N` (0: the end of the record)")
	fl.Usage = func() {
		fmt.Fprint(fl.Output(), scoreUsage)
		fl.PrintDefaults()
		fmt.Fprintln(fl.Output(), "\nExit status: 0 when the game was scored, 2 on usage or I/O errors.")
	}
	rest, err := parseInterspersed(fl, args)
	if errors.Is(err, flag.ErrHelp) {
		fl.SetOutput(stdout)
		fl.Usage()
		return exitOK
	}
	if err != nil {
		return exitUsage
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "rulediff score: %v\n", err)
		return exitUsage
	}
	if f.version {
		fmt.Fprintf(stdout, "rulediff %s\n", version)
		return exitOK
	}
	if len(rest) != 1 {
		return fail(fmt.Errorf("want one FILE.sgf[#N], got %d arguments", len(rest)))
	}
	if *move < 0 {
		return fail(fmt.Errorf("--move %d: want a move number", *move))
	}
	opts, _, err := f.options()
	if err != nil {
		return fail(err)
	}
	if _, err := compare.ParseDeadMode(*dead); err == nil {
		opts.Dead = compare.DeadMode(*dead)
	} else {
		opts.UserDead = *dead
	}
	file, n, err := splitGameRef(rest[0])
	if err != nil {
		return fail(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return fail(err)
	}
	c, err := sgfio.Parse(data)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", file, err))
	}
	if n > len(c.Games) {
		return fail(fmt.Errorf("%s: game %d: the file holds %d game(s)", file, n, len(c.Games)))
	}
	rec := c.Games[n-1]
	a, err := compare.NewAuditor(opts)
	if err != nil {
		return fail(err)
	}
	if opts.UserDead != "" {
		if _, err := score.ParsePoints(opts.UserDead, rec.Width, rec.Height); err != nil {
			return fail(fmt.Errorf("--dead %q: %w", opts.UserDead, err))
		}
	}
	g := a.AuditUpTo(file, rec, *move)
	out, closeOut, err := openOutput(f.out, stdout)
	if err != nil {
		return fail(err)
	}
	sheet := scoreSheet{Game: reports.FromCompare(g), Move: g.Moves, DeadMethod: string(g.DeadMethod), Dead: pointNames(g.Dead, rec.Width, rec.Height)}
	switch f.format {
	case "table", "markdown", "":
		style := tw.StyleASCII
		if f.out == "" && isTerminal(stdout) {
			style = tw.StyleLight
		}
		err = writeScoreTable(out, g, sheet, f.format == "markdown", style)
	case "yaml":
		enc := yaml.NewEncoder(out)
		enc.SetIndent(2)
		err = enc.Encode(sheet)
	case "jsonl":
		err = json.NewEncoder(out).Encode(sheet)
	default:
		err = fmt.Errorf("unknown format %q (want table, markdown, yaml or jsonl)", f.format)
	}
	if cerr := closeOut(); err == nil {
		err = cerr
	}
	if err != nil {
		return fail(err)
	}
	return exitOK
}

// splitGameRef reads FILE.sgf#N (N 1-based, default 1).
func splitGameRef(s string) (string, int, error) {
	i := strings.LastIndexByte(s, '#')
	if i < 0 {
		return s, 1, nil
	}
	n, err := strconv.Atoi(s[i+1:])
	if err != nil || n < 1 {
		return "", 0, fmt.Errorf("%q: want FILE.sgf#N with N a game number from 1", s)
	}
	return s[:i], n, nil
}

func pointNames(idx []int, w, h int) []string {
	out := make([]string, 0, len(idx))
	for _, i := range idx {
		out = append(out, board.PointName(i%w, i/w, w, h))
	}
	return out
}

// writeScoreTable draws the score sheet: one row per ruleset, then the dead
// stones and the board as the first counted ruleset sees it.
func writeScoreTable(w io.Writer, g *compare.Game, sheet scoreSheet, md bool, style tw.BorderStyle) error {
	fmt.Fprintf(w, "%s game %d, position after move %d\n\n", g.Source, g.Index, g.Moves)
	var r tw.Renderer = renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(style)})
	if md {
		r = renderer.NewMarkdown()
	}
	t := tablewriter.NewTable(w, tablewriter.WithRenderer(r), tablewriter.WithHeaderAutoFormat(tw.Off))
	t.Header("ruleset", "counting", "end", "black", "white", "komi", "margin", "result", "winner")
	var rows [][]string
	var drawn *score.Result
	for i := range g.Verdicts {
		v := &g.Verdicts[i]
		row := []string{v.Ruleset.Name, string(v.Ruleset.Scoring), string(v.End), "", "", reports.FormatNumber(v.Komi), "", v.Result, winnerName(v)}
		if r := v.Score; r != nil {
			row[3], row[4] = sideTerms(r.Black), sideTerms(r.White)
			row[6] = reports.FormatNumber(r.Margin)
			if r.Estimated {
				row[7] += " (estimated)"
			}
			if drawn == nil && v.Ruleset.Dead != "literal" {
				drawn = r
			}
		}
		rows = append(rows, row)
	}
	if err := t.Bulk(rows); err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nDead stones (%s): %s\n", sheet.DeadMethod, orNone(sheet.Dead))
	if drawn != nil {
		fence := ""
		if md {
			fence = "```\n"
		}
		fmt.Fprintf(w, "\n%s%s%s", fence, reports.RenderDiagram(ownDiagram(drawn)), fence)
		fmt.Fprintln(w, "X O stones, x o dead stones, b w territory, , neutral")
	}
	return nil
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, " ")
}

func winnerName(v *compare.Verdict) string {
	switch v.Winner() {
	case "B":
		return "Black"
	case "W":
		return "White"
	case compare.ResultDraw:
		return "draw"
	}
	return "-"
}

// sideTerms writes one colour's non-zero components and the total.
func sideTerms(s score.Side) string {
	parts := []string{}
	add := func(name string, v float64) {
		if v != 0 {
			parts = append(parts, name+" "+reports.FormatNumber(v))
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
		return reports.FormatNumber(s.Total)
	}
	return strings.Join(parts, " + ") + " = " + reports.FormatNumber(s.Total)
}

// ownDiagram draws a count's ownership map in the report alphabet.
func ownDiagram(r *score.Result) reports.Diagram {
	cells := make([]byte, len(r.Own))
	for i, o := range r.Own {
		c := byte(reports.DiagramNeutral)
		switch o.Class() {
		case score.OwnBlackStone, score.OwnBlackSekiStone:
			c = reports.DiagramBlack
		case score.OwnWhiteStone, score.OwnWhiteSekiStone:
			c = reports.DiagramWhite
		case score.OwnBlackTerritory, score.OwnBlackSekiEye:
			c = reports.DiagramBlackArea
		case score.OwnWhiteTerritory, score.OwnWhiteSekiEye:
			c = reports.DiagramWhiteArea
		}
		if o&score.DeadBlack != 0 {
			c = reports.DiagramDeadBlack
		} else if o&score.DeadWhite != 0 {
			c = reports.DiagramDeadWhite
		}
		cells[i] = c
	}
	return *reports.NewDiagram(r.W, r.H, cells, -1, -1)
}

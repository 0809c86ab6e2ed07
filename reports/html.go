package reports

import (
	"embed"
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
)

// The HTML format (`--format html`): one self-contained page per report,
// with its CSS inline, boards and charts as inline SVG, no script and no
// network (a Content-Security-Policy forbids both). Every string from a
// record or the command line goes through html/template, which escapes it
// for where it lands; the SVG drawn by Go code escapes its one text, the
// label. The pages are built from the same schema structs as every other
// format: html_audit.go (audit and stats, streamed), html_score.go (the
// score sheet), html_board.go (boards), html_chart.go (charts).

//go:embed html/*.tmpl html/style.css
var htmlFiles embed.FS

var htmlTemplates = template.Must(template.New("").Funcs(template.FuncMap{
	"css":    func() template.CSS { return template.CSS(mustRead("html/style.css")) },
	"num":    FormatNumber,
	"signed": signed,
	"pct":    pct,
	"join":   strings.Join,
}).ParseFS(htmlFiles, "html/*.tmpl"))

func mustRead(name string) string {
	b, err := htmlFiles.ReadFile(name)
	if err != nil {
		panic(err) // embedded at build time: cannot happen
	}
	return string(b)
}

// htmlWriter executes the page's templates one after the other on w,
// counts the bytes written and keeps the first error.
type htmlWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (h *htmlWriter) Write(p []byte) (int, error) {
	n, err := h.w.Write(p)
	h.n += int64(n)
	return n, err
}

func (h *htmlWriter) exec(name string, data any) error {
	if h.err != nil {
		return h.err
	}
	if err := htmlTemplates.ExecuteTemplate(h, name, data); err != nil {
		h.err = fmt.Errorf("reports: html: %w", err)
	}
	return h.err
}

// htmlHead opens a page: its title, the heading and the line under it.
type htmlHead struct {
	Title   string
	Heading string
	Lines   []string
	Tool    string
}

// htmlGame is one game's section: the facts of the record, its
// diagnostics, the verdicts grouped into camps, the result check and each
// divergence. ID is the anchor the divergence table links to.
type htmlGame struct {
	ID          string
	Title       string
	Facts       string
	Errors      []string
	Warnings    []string
	Verdicts    []htmlVerdictRow
	Estimated   bool
	Check       *htmlCheck
	Ending      string // how the record ended, when not by passes, and its dead stones
	Divergences []htmlDivergence
	MoreDivs    int    // divergences left out past maxGameDivergences
	ScoreHint   string // the command that draws the final boards
	// ScoreHintWhat says what ScoreHint's page adds: the final boards, or
	// when the section draws them, the score sheet.
	ScoreHintWhat string
}

// htmlVerdictRow is one camp of rulesets whose verdicts read the same.
type htmlVerdictRow struct {
	Rulesets string
	Result   string
	Margin   string
	End      string
	Illegal  string
}

// htmlCheck is the result check against RE.
type htmlCheck struct {
	Line   string
	Agrees bool
}

// htmlDivergence is one divergence: heading, who stands where, the
// explanation, the score terms and components, and the boards. Classes
// has several names when divergences that read the same are shown once.
type htmlDivergence struct {
	N           int
	Kind        string
	Classes     []string
	Effect      string
	Where       string
	Sides       []string
	Explanation string
	Terms       []string
	Components  *htmlTable
	Boards      []boardFigure
	BoardsAt    int    // the divergence whose boards show this move, when not drawn again
	BoardsCut   bool   // the game's boards reached maxGameBoards before this one
	BoardsLeft  string // the final boards left out past maxGameBoards: "1 more count"
}

// What one game's section shows at most, so that no single game can fill
// the page: its first maxGameDivergences divergences (the others are
// counted), and boards for the first maxGameBoards of them.
const (
	maxGameDivergences = 60
	maxGameBoards      = 12
)

// htmlTable is a plain table: header cells, rows of cells, and the class
// of each column's cells: "n" for numbers (right-aligned), "long" and
// "terms" for text that needs room.
type htmlTable struct {
	Header []string
	Class  []string
	Rows   [][]htmlCell
}

// htmlCell is one cell; Href, when set, makes it a link within the page.
type htmlCell struct {
	Text string
	Href string
}

func (t *htmlTable) add(cells ...string) {
	row := make([]htmlCell, len(cells))
	for i, c := range cells {
		row[i] = htmlCell{Text: c}
	}
	t.Rows = append(t.Rows, row)
}

// newTable is a table whose columns numeric hold numbers.
func newTable(header []string, numeric ...int) *htmlTable {
	t := &htmlTable{Header: header, Class: make([]string, len(header))}
	return t.classed("n", numeric...)
}

// classed gives the cells of the columns cols a class.
func (t *htmlTable) classed(class string, cols ...int) *htmlTable {
	for _, i := range cols {
		if i >= 0 && i < len(t.Class) {
			t.Class[i] = class
		}
	}
	return t
}

// gameView builds a game's section from its report entry. id is its
// anchor; hint, when set, names the command that draws the final boards,
// with the audit's flags that change the score (AuditOptions.ScoreFlags).
func gameView(g Game, id string, order *Stats, hint bool, flags []string) htmlGame {
	v := htmlGame{ID: id, Title: gameTitle(g), Facts: gameFacts(g)}
	for _, d := range g.Errors {
		v.Errors = append(v.Errors, DiagnosticString(g.Source, g.Game, "error", d))
	}
	for _, d := range g.Warnings {
		v.Warnings = append(v.Warnings, DiagnosticString(g.Source, g.Game, "warning", d))
	}
	if len(g.Verdicts) > 0 {
		for _, r := range verdictCamps(order, g) {
			v.Verdicts = append(v.Verdicts, htmlVerdictRow{Rulesets: r[0], Result: r[1], Margin: r[2], End: r[3], Illegal: r[4]})
		}
		v.Estimated = anyEstimated(g.Verdicts)
	}
	if c := g.ResultCheck; c != nil {
		v.Check = &htmlCheck{Line: resultCheckLine(*c), Agrees: c.Agrees}
	}
	v.Ending = endingLine(g, false)
	v.Divergences, v.MoreDivs = divergenceViews(g)
	// score reads files and the bestiary, not archive entries nor stdin
	if hint && g.Game > 0 && len(g.Verdicts) > 0 && g.Source != "-" && !strings.Contains(g.Source, "!") {
		v.ScoreHint = scoreCommand(shellQuote(g.Source+"#"+strconv.Itoa(g.Game)), flags)
		v.ScoreHintWhat = "The final position under each ruleset, point by point"
		if len(g.Final) > 0 {
			v.ScoreHintWhat = "Each ruleset's count of this game on a page of its own"
		}
	}
	return v
}

// scoreCommand is the `rulediff score` command line that draws game (a
// FILE#N argument, quoted) on a page of its own, counted as the audit
// counted it: with the audit's flags that change the score.
func scoreCommand(game string, flags []string) string {
	var b strings.Builder
	b.WriteString("rulediff score ")
	b.WriteString(game)
	for _, f := range flags {
		b.WriteString(" ")
		b.WriteString(shellQuote(f))
	}
	b.WriteString(" --format html")
	return b.String()
}

func gameTitle(g Game) string {
	if g.Game > 0 {
		return g.Source + ", game " + strconv.Itoa(g.Game)
	}
	return g.Source
}

// gameFacts is the line under a game's title: moves, players, size, and
// what the record declares.
func gameFacts(g Game) string {
	facts := []string{plural(g.Moves, "move", "moves")}
	if d := g.Declared; d != nil {
		if d.Black != "" || d.White != "" {
			facts = append(facts, "Black "+orDash(d.Black)+", White "+orDash(d.White))
		}
		if d.Event != "" {
			facts = append(facts, d.Event)
		}
		if d.Date != "" {
			facts = append(facts, d.Date)
		}
		if d.Size != "" {
			facts = append(facts, d.Size)
		}
		ru := "RU " + orDash(d.Rules)
		if d.Ruleset != "" && d.Ruleset != d.Rules { // a KataGo string is its own name
			ru += " (" + d.Ruleset + ")"
		}
		facts = append(facts, ru, "KM "+komiString(d.Komi), "HA "+strconv.Itoa(d.Handicap), "RE "+orDash(d.Result))
	}
	return strings.Join(facts, " · ")
}

// divergenceViews are a game's divergences as the page shows them. The
// report keeps one entry per class, so a score difference that two
// classes explain reads twice: entries that say the same (kind, effect,
// sides, explanation, terms) are shown once with their classes joined.
// A move's boards are drawn once, under its first divergence. At most
// maxGameDivergences are shown, with boards for at most maxGameBoards;
// more is the number left out.
func divergenceViews(g Game) (out []htmlDivergence, more int) {
	same := map[string]int{}
	boards := map[string]int{}
	drawn := 0
	// The final boards (html_final.go), drawn once under the first score
	// divergence, keep their room: the moves' boards stop short of it.
	var final []boardFigure
	finalLeft := ""
	if len(g.Final) > 0 {
		final = finalFigures(g)
		if len(final) > maxGameBoards {
			final, finalLeft = final[:maxGameBoards], plural(len(final)-maxGameBoards, "more count", "more counts")
		}
	}
	for _, d := range g.Divergences {
		key := strings.Join(append([]string{d.Kind, d.Effect, strconv.Itoa(d.Move), d.Point, d.Explanation, termsKey(d.Terms)}, sidesStrings(d)...), "\x00")
		if i, ok := same[key]; ok {
			out[i].Classes = append(out[i].Classes, d.Class)
			continue
		}
		if len(out) >= maxGameDivergences {
			more++
			continue
		}
		v := divergenceView(g, len(out)+1, d)
		room := maxGameBoards - len(final)
		if d.Kind == KindScore && len(final) > 0 {
			v.Boards, v.BoardsLeft, room = final, finalLeft, maxGameBoards
		}
		place := strconv.Itoa(d.Move) + " " + d.Point
		switch n, ok := boards[place]; {
		case len(v.Boards) == 0:
		case ok:
			v.Boards, v.BoardsAt, v.BoardsLeft = nil, n, ""
		case drawn+len(v.Boards) > room:
			v.Boards, v.BoardsCut = nil, true
		default:
			boards[place] = v.N
			drawn += len(v.Boards)
		}
		same[key] = len(out)
		out = append(out, v)
	}
	return out, more
}

func termsKey(ts []Term) string {
	var b strings.Builder
	for _, t := range ts {
		b.WriteString(t.Component + " " + FormatNumber(t.Delta) + " " + t.Note + ";")
	}
	return b.String()
}

// divergenceView is one divergence of a game: a score divergence gets the
// camps' components side by side, a legality or end divergence its board
// (with the position before the move beside it when the report has it).
func divergenceView(g Game, n int, d Divergence) htmlDivergence {
	where := ""
	if d.Move > 0 {
		where = " at move " + strconv.Itoa(d.Move)
		if d.Point != "" {
			where += " (" + d.Point + ")"
		}
	}
	v := htmlDivergence{N: n, Kind: d.Kind, Classes: []string{d.Class}, Effect: d.Effect, Where: where,
		Sides: sidesStrings(d), Explanation: d.Explanation}
	for _, t := range d.Terms {
		s := strings.ReplaceAll(t.Component, "_", " ") + " " + signed(t.Delta)
		if t.Note != "" {
			s += " (" + t.Note + ")"
		}
		v.Terms = append(v.Terms, s)
	}
	if d.Kind == KindScore {
		if rows, header := scoreRows(g, d); rows != nil {
			t := newTable(header)
			for i := 1; i < len(header); i++ {
				t.Class[i] = "n"
			}
			for _, r := range rows {
				t.add(r...)
			}
			v.Components = t
		}
	}
	v.Boards = divergenceBoards(d)
	return v
}

// divergenceBoards draws a divergence's diagram: the position after the
// move with the move ringed, and, when the report carries it, the position
// before the move beside it, with the point about to be played and the
// stones it captures marked.
func divergenceBoards(d Divergence) []boardFigure {
	after := boardFromDiagram(d.Diagram)
	if after == nil {
		return nil
	}
	what := "the move"
	if d.Point != "" {
		what = d.Point
	}
	afterCaption := "After move " + strconv.Itoa(d.Move) + " (" + what + ")"
	if d.Diagram.Caption != "" {
		afterCaption += ": " + d.Diagram.Caption
	}
	var out []boardFigure
	if before := boardFromDiagram(d.Before); before != nil && before.w == after.w && before.h == after.h {
		before.move = -1
		if after.move >= 0 {
			before.next, before.nextBy = after.move, after.points[after.move].stone
		}
		markCaptures(before, after)
		out = append(out, figure(before, "Before move "+strconv.Itoa(d.Move)+": "+what+" about to be played"))
	}
	return append(out, figure(after, afterCaption))
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+#:,@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

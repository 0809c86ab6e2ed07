package reports

import (
	"html/template"
	"io"
	"strconv"
	"strings"
)

// DefaultMaxSections is how many games get a section of their own in an
// HTML audit when AuditOptions.MaxSections is 0, and MaxSectionBytes how
// much the sections may weigh together: the sections stop at whichever
// comes first. A section shows at most 60 divergences and 12 boards, so
// one game weighs at most about 1.2 MB (52x52 boards) and a 19x19 game
// 3 to 60 KB (10 to 45 KB with a score divergence, which draws the final
// position as each distinct count sees it: about 6.5 KB a board). With the divergence table (MaxRows) and the errors
// (DefaultMaxProblems), the page stays under about 20 MB on any corpus
// and opens in a browser in seconds (docs/report.md has the figures).
// Past the cap the table still lists the divergences (up to MaxRows) and
// the page says how to get any game's page (`rulediff score FILE#N
// --format html`).
const (
	DefaultMaxSections = 500
	MaxSectionBytes    = 16 << 20
)

// DefaultMaxProblems is how many errors and unreadable files an HTML audit
// lists; the summary counts them all.
const DefaultMaxProblems = 1000

// htmlAudit streams an HTML audit: the page's head at once, each game's
// section as the game comes (games with a divergence, or every game with
// OnlyDiverging off, up to MaxSections), and at Close the summary, the
// divergence table linking to the sections, and the errors. What is held
// is bounded: the table's rows (MaxRows), the errors (DefaultMaxProblems)
// and one game. The summary comes last in the file; the page's CSS shows
// it first. With SummaryOnly (`rulediff stats`) the page is the
// statistics with their charts.
type htmlAudit struct {
	auditBase
	out      htmlWriter
	compact  *compactRows
	anchors  []string // the section each compact row links to, "" for none
	sections int      // sections written
	skipped  int      // games that wanted a section past the cap
	from     int64    // bytes written before the first section
	games    int
	only     *Game // the first game, held in case it is the only one and got no section

	problems     []htmlProblem
	moreProblems int
}

// htmlProblem is one error of the run: the record, the message, and the
// game's section when it has one.
type htmlProblem struct {
	Record, Message, Href string
}

func newHTMLAudit(w io.Writer, base auditBase) (*htmlAudit, error) {
	a := &htmlAudit{auditBase: base, out: htmlWriter{w: w}, compact: newCompactRows(base.opts)}
	head := htmlHead{Title: "rulediff audit", Heading: "rulediff audit", Tool: base.opts.Tool}
	if base.opts.SummaryOnly {
		head.Title, head.Heading = "rulediff stats", "rulediff stats: how often the rules matter"
	}
	if n := len(base.opts.Inputs); n > 0 {
		head.Title += ": " + strings.Join(base.opts.Inputs, ", ")
	}
	head.Lines = []string{auditedHeader(base.opts)}
	a.out.exec("head", head)
	a.from = a.out.n
	return a, a.out.err
}

// auditedHeader says what is audited before anything is counted: the
// inputs, the rulesets, komi and dead stones.
func auditedHeader(opts AuditOptions) string {
	parts := []string{}
	switch {
	case opts.Bestiary:
		parts = append(parts, "the embedded bestiary")
	case len(opts.Inputs) > 0:
		parts = append(parts, strings.Join(opts.Inputs, ", "))
	}
	if n := len(opts.Rulesets); n > 0 {
		parts = append(parts, plural(n, "ruleset", "rulesets")+": "+strings.Join(opts.Rulesets, ", "))
	}
	if k := komiPhrase(opts.Komi); k != "" {
		parts = append(parts, k)
	}
	if d := deadPhrase(opts.Dead); d != "" {
		parts = append(parts, "dead stones: "+d)
	}
	return strings.Join(parts, " · ")
}

func (a *htmlAudit) maxSections() int {
	if a.opts.MaxSections > 0 {
		return a.opts.MaxSections
	}
	return DefaultMaxSections
}

func (a *htmlAudit) Add(g Game) error {
	a.stats.Add(g)
	if a.opts.SummaryOnly || a.out.err != nil {
		return a.out.err
	}
	a.games++
	first := len(a.compact.rows)
	a.compact.add(g)
	anchor := ""
	if len(g.Divergences) > 0 || !a.opts.OnlyDiverging && g.Game > 0 {
		anchor = a.section(g)
	} else if a.games == 1 && g.Game > 0 {
		a.only = &g // one game is held, never more
	}
	if a.games > 1 {
		a.only = nil
	}
	for i := first; i < len(a.compact.rows); i++ {
		a.anchors = append(a.anchors, anchor)
	}
	a.noteProblems(g, anchor)
	return a.out.err
}

// section writes g's section and returns its anchor, or "" past the cap.
func (a *htmlAudit) section(g Game) string {
	if a.sections >= a.maxSections() || a.out.n-a.from >= MaxSectionBytes {
		a.skipped++
		return ""
	}
	a.sections++
	id := "g" + strconv.Itoa(a.sections)
	a.out.exec("game", gameView(g, id, a.stats, true, a.opts.ScoreFlags))
	return id
}

func (a *htmlAudit) noteProblems(g Game, anchor string) {
	href := ""
	if anchor != "" {
		href = "#" + anchor
	}
	for _, d := range g.Errors {
		if len(a.problems) >= DefaultMaxProblems {
			a.moreProblems++
			continue
		}
		record := g.Source
		if g.Game > 0 {
			record += "#" + strconv.Itoa(g.Game)
		}
		msg := d.Message
		if d.Line > 0 {
			msg = strconv.Itoa(d.Line) + ":" + strconv.Itoa(d.Col) + ": " + msg
		}
		a.problems = append(a.problems, htmlProblem{Record: record, Message: msg, Href: href})
	}
}

func (a *htmlAudit) Close() error {
	if a.out.err != nil {
		return a.out.err
	}
	s := a.stats.Summary()
	if a.opts.SummaryOnly {
		a.out.exec("stats", statsView(s, a.opts))
	} else {
		if a.only != nil && a.games == 1 {
			a.section(*a.only)
			a.only = nil
		}
		a.out.exec("summary", a.summaryView(s))
	}
	a.out.exec("foot", a.opts.Tool)
	return a.out.err
}

// htmlSummary is the audit's summary: the counts, the divergence table,
// the classes, the illegal moves, the result checks and the errors (what
// was audited is in the page's header).
type htmlSummary struct {
	Count        string
	Compared     string
	Bestiary     bool
	Tiles        []htmlTile
	Divergences  *htmlTable
	Unended      string // the legend of the records marked *, when there are
	MoreRows     string
	Sections     string
	ClassChart   template.HTML
	Classes      *htmlTable
	Illegal      *htmlTable
	Results      *htmlResults
	Problems     []htmlProblem
	MoreProblems string
}

// htmlTile is one headline count.
type htmlTile struct {
	Value, Name string
}

func (a *htmlAudit) summaryView(s Summary) htmlSummary {
	v := htmlSummary{
		Count:    divergenceLine(s, true),
		Compared: comparedLine(s),
		Bestiary: a.opts.Bestiary,
		Tiles:    countTiles(s),
	}
	t := newTable(append([]string(nil), compactHeader...), 4).classed("long", 6)
	for i, r := range a.compact.rows {
		row := make([]htmlCell, 0, len(r.cells)+1)
		href := ""
		if i < len(a.anchors) && a.anchors[i] != "" {
			href = "#" + a.anchors[i]
		}
		row = append(row, htmlCell{Text: a.compact.record(r), Href: href})
		for _, c := range r.cells {
			row = append(row, htmlCell{Text: c})
		}
		t.Rows = append(t.Rows, row)
	}
	if len(t.Rows) > 0 {
		v.Divergences = t
	}
	if a.compact.unended {
		v.Unended = unfinishedLegend
	}
	if a.compact.more > 0 {
		v.MoreRows = moreLine(a.compact.more)
	}
	v.Sections = a.sectionsLine()
	v.ClassChart, v.Classes = classesView(s)
	v.Illegal = illegalView(s)
	v.Results = resultsView(s)
	v.Problems = a.problems
	if a.moreProblems > 0 {
		v.MoreProblems = "… and " + plural(a.moreProblems, "more error", "more errors") + ": use --format jsonl or yaml for all."
	}
	return v
}

// sectionsLine says which games have a section below, and what happened
// past the cap.
func (a *htmlAudit) sectionsLine() string {
	which := "each game with a divergence"
	if !a.opts.OnlyDiverging {
		which = "every game"
	}
	line := plural(a.sections, "game has", "games have") + " a section below (" + which + ")"
	if a.skipped > 0 {
		line += "; the sections stop at " + strconv.Itoa(a.maxSections()) + " games or 16 MB, so " +
			plural(a.skipped, "more game has", "more games have") +
			" none: " + scoreCommand("FILE#N", a.opts.ScoreFlags) + " draws any one game"
	}
	return line + "."
}

// comparedLine says which games the winner flips, draws and score
// differences are over.
func comparedLine(s Summary) string {
	return "Winner flips, draws and score differences are over the compared games: " + comparedWhat(s) + "."
}

// countTiles are the headline counts of a run.
func countTiles(s Summary) []htmlTile {
	tiles := []htmlTile{
		{strconv.Itoa(s.Files), "files"},
		{strconv.Itoa(s.Games), "games"},
		{strconv.Itoa(s.Audited), "audited"},
		{ofGames(s.GamesDiverging, s.Audited), "with a divergence"},
		{strconv.Itoa(s.Divergences), "divergences"},
		{ofGames(s.Compared, s.Audited), "compared games"},
		{strconv.Itoa(s.Moves), "moves"},
		{strconv.Itoa(s.Errors), "errors"},
		{strconv.Itoa(s.Warnings), "warnings"},
		{strconv.Itoa(s.Unreadable), "files with no game"},
	}
	if r := s.Results; r.Checked > 0 {
		tiles = append(tiles, htmlTile{strconv.Itoa(r.Disagreeing) + " of " + strconv.Itoa(r.Checked), "results differ from RE"})
	}
	return tiles
}

// classesView is the divergences by class as a bar chart (share of the
// audited games) and as the table beside it.
func classesView(s Summary) (template.HTML, *htmlTable) {
	if len(s.Classes) == 0 {
		return "", nil
	}
	t := newTable([]string{"kind", "class", "games", "% audited", "divergences", "winner flips (compared games)", "draws (compared games)"}, 2, 3, 4, 5, 6)
	bars := make([]bar, 0, len(s.Classes))
	for _, c := range s.Classes {
		t.add(c.Kind, c.Class, strconv.Itoa(c.Games), pct(c.Percent), strconv.Itoa(c.Divergences),
			strconv.Itoa(c.WinnerFlips), strconv.Itoa(c.Draws))
		bars = append(bars, bar{Label: c.Kind + " · " + c.Class, Value: c.Percent,
			Text: pct(c.Percent) + " (" + strconv.Itoa(c.Games) + " of " + strconv.Itoa(s.Audited) + ")"})
	}
	return barChart(bars, "Share of the audited games with a divergence of each class"), t
}

func illegalView(s Summary) *htmlTable {
	if len(s.Illegal) == 0 {
		return nil
	}
	t := newTable([]string{"ruleset", "moves", "games", "rules"}, 1, 2).classed("long", 3)
	for _, il := range s.Illegal {
		rules := make([]string, len(il.Rules))
		for i, r := range il.Rules {
			rules[i] = r.Name + " " + strconv.Itoa(r.Count)
		}
		t.add(il.Ruleset, strconv.Itoa(il.Moves), strconv.Itoa(il.Games), strings.Join(rules, ", "))
	}
	return t
}

// htmlResults is the result checks against RE: the checks split by how
// the game ended and by dead stones (the table format's rows), and the
// kinds of those that differ.
type htmlResults struct {
	Title  string
	Checks *htmlTable
	Misses *htmlTable
	Note   string // the records whose KM[0] their RE contradicts (komiZeroLine)
}

func resultsView(s Summary) *htmlResults {
	rows := resultRows(s.Results)
	if rows == nil {
		return nil
	}
	v := &htmlResults{Title: "Results against RE (declared ruleset)"}
	if n := s.Results.WinnerOnly; n > 0 {
		v.Title += "; " + plural(n, "RE gives", "REs give") + " a winner only"
	}
	v.Checks = newTable([]string{"checks", "checked", "agree (% of checked)", "differ"}, 1, 2, 3)
	for _, r := range rows {
		v.Checks.add(r...)
	}
	if len(s.Results.Misses) > 0 {
		v.Misses = newTable([]string{"differs from RE (of " + strconv.Itoa(s.Results.Disagreeing) + "), by what reproduces RE", "checks", "% differing", "RE comes out with"}, 1, 2)
		for _, m := range s.Results.Misses {
			v.Misses.add(m.Name, strconv.Itoa(m.Count), pct(percent(m.Count, s.Results.Disagreeing)), missMeaning[m.Name])
		}
		v.Note = komiZeroLine(s.Results)
	}
	return v
}

package reports

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// Close writes what the audit adds up to: the held game of a one-game
// run (DetailAuto), the line that says what was audited, the compact
// divergence table, and the summary tables; `rulediff stats`
// (SummaryOnly) gets the full summary tables alone.
func (a *auditTable) Close() error {
	if a.err != nil {
		return a.err
	}
	s := a.stats.Summary()
	if a.opts.SummaryOnly {
		return summaryTables(a.w, a.style, a.opts.Width, s)
	}
	if a.only != nil && a.games == 1 {
		a.section(*a.only)
		a.only = nil
	}
	if a.compact == nil {
		a.compact = newCompactRows(a.opts)
	}
	a.writeCompact(s)
	if a.err != nil {
		return a.err
	}
	return writeAuditSummary(a.w, a.style, a.opts.Width, s)
}

// writeCompact writes the line that says what was audited, the hint for
// newcomers on the bestiary, and one row per divergence.
func (a *auditTable) writeCompact(s Summary) {
	line, count := auditedLine(a.opts, s), divergenceLine(s, a.opts.Detail == DetailOn || a.games == 1)
	if a.md() {
		a.printf("## Divergences\n\n%s\n\n", mdEscape(line))
		if a.opts.Bestiary {
			a.printf("%s\n\n", mdBestiaryHint)
		}
		a.printf("%s\n\n", mdEscape(count))
	} else {
		a.line("", line)
		if a.opts.Bestiary {
			a.line("", bestiaryHint)
		}
		a.printf("\n")
		a.line("", count)
	}
	if rows := a.compact.table(a.opts.Width); len(rows) > 0 {
		a.table(compactHeader, compactAligns, rows, compactWrappable...)
	}
	if a.compact.unended {
		if a.md() {
			a.printf("\n\\%s\n", mdEscape(unfinishedLegend))
		} else {
			a.line("", unfinishedLegend)
		}
	}
	if a.compact.more > 0 {
		if a.md() {
			a.printf("\n%s\n", mdEscape(moreLine(a.compact.more)))
		} else {
			a.line("", moreLine(a.compact.more))
		}
	}
	a.printf("\n")
}

// writeAuditSummary is the summary under the compact table: the
// divergences by class (with their winner flips) and the illegal moves by
// ruleset. The pairs of rulesets, the score-difference distributions and
// the split by dead-stone source are `rulediff stats`'s, which a last
// line names.
func writeAuditSummary(w io.Writer, style TableStyle, width int, s Summary) error {
	st := &sectionWriter{w: w, style: style, width: width}
	st.classes(s, false)
	st.illegal(s, false)
	st.results(s, false)
	if st.err == nil {
		hint := pairsHint + "\n"
		if width > 0 && style != StyleMarkdown {
			hint = wrapText(pairsHint, max(width, minWrapWidth), "")
		}
		if _, err := io.WriteString(w, hint); err != nil {
			st.err = fmt.Errorf("reports: write: %w", err)
		}
	}
	return st.err
}

// pairsHint closes the audit's summary.
const pairsHint = "rulediff stats compares every pair of rulesets and their score differences, by dead-stone source."

// WriteSummaryTables draws a Summary as tables: the counts, how the
// games ended and where their dead stones came from, the headline pairs
// (japanese against chinese and aga), the divergences per kind and
// class, each pair of rulesets that ever disagrees (rulesets that agree
// on every game as one), their winner flips, score differences and
// flipped games, the result checks and the illegal moves per ruleset.
// Every figure is split by dead-stone source, every rate names its
// denominator. Empty sections are left out.
func WriteSummaryTables(w io.Writer, style TableStyle, s Summary) error {
	return summaryTables(w, style, 0, s)
}

// summaryTables is WriteSummaryTables fitted to a terminal width (0: none).
func summaryTables(w io.Writer, style TableStyle, width int, s Summary) error {
	st := &sectionWriter{w: w, style: style, width: width}
	counts := [][]string{
		{"files", strconv.Itoa(s.Files)},
		{"files that yield no game", strconv.Itoa(s.Unreadable)},
		{"games", strconv.Itoa(s.Games)},
		{"games with errors", strconv.Itoa(s.GamesWithErrors)},
		{"moves", strconv.Itoa(s.Moves)},
		{"warnings", strconv.Itoa(s.Warnings)},
		{"errors", strconv.Itoa(s.Errors)},
		{"games audited", strconv.Itoa(s.Audited)},
		{"games with a divergence", ofTotal(s.GamesDiverging, s.Audited, "audited")},
		{"divergences", strconv.Itoa(s.Divergences)},
	}
	if s.UnfinishedScoreDivergences > 0 {
		counts = append(counts, []string{"score divergences of games that did not end",
			strconv.Itoa(s.UnfinishedScoreDivergences) + " in " + plural(s.UnfinishedScoreGames, "game", "games")})
	}
	counts = append(counts, []string{comparedLabel(s), ofTotal(s.Compared, s.Audited, "audited")})
	if r := s.Results; r.Checked > 0 {
		counts = append(counts, []string{"results checked vs RE", strconv.Itoa(r.Checked)},
			[]string{"results agreeing", ofTotal(r.Agreeing, r.Checked, "checked")},
			[]string{"results differing", strconv.Itoa(r.Disagreeing)})
	}
	st.section("Summary", []string{"count", "value"}, []align{left, right}, counts)
	st.endings(s)
	st.deadSources(s)
	st.headline(s)
	st.classes(s, true)
	st.pairTables(s)
	st.results(s, true)
	st.illegal(s, true)
	return st.err
}

// headlinePairs are the comparisons users ask about first.
var headlinePairs = [][2]string{{"japanese", "chinese"}, {"japanese", "aga"}}

// headline is the table of the headline pairs: how often the ruleset
// changes the winner, split by how the game ended and by dead stones.
func (st *sectionWriter) headline(s Summary) {
	var rows [][]string
	for _, hp := range headlinePairs {
		for _, p := range s.Pairs {
			if p.A != hp[0] || p.B != hp[1] {
				continue
			}
			rows = append(rows, []string{p.A + " / " + p.B, strconv.Itoa(p.Compared), flips(p), strconv.Itoa(p.Draws), FormatNumber(p.MeanAbsDiff)})
			for _, x := range p.ByEnding {
				rows = append(rows, st.shareRow("ended: "+x.Name, x))
			}
			for _, x := range p.ByDead {
				rows = append(rows, st.shareRow("dead: "+x.Name, x))
			}
		}
	}
	if len(rows) == 0 {
		return
	}
	st.section("Does the ruleset change the winner? (compared: "+comparedWhat(s)+"; "+strings.Replace(st.subNote(), "dead-stone source", "ending and dead-stone source", 1)+")",
		[]string{"A / B", "compared", "winner flips", "draws", "mean |diff|"},
		[]align{left, right, right, right, right}, rows, 0, 2)
}

// shareRow is a headline sub-row: a share's comparisons.
func (st *sectionWriter) shareRow(label string, x PairShare) []string {
	return []string{st.sub(label), strconv.Itoa(x.Compared), shareFlips(x), strconv.Itoa(x.Draws), FormatNumber(x.MeanAbsDiff)}
}

// endings is the table of how the games ended.
func (st *sectionWriter) endings(s Summary) {
	if len(s.Endings) > 0 {
		checks := map[string]ResultShare{}
		for _, r := range s.Results.ByEnding {
			checks[r.Name] = r
		}
		rows := make([][]string, 0, len(s.Endings))
		for _, e := range s.Endings {
			row := []string{e.Name, strconv.Itoa(e.Games), pct(e.Percent), "-"}
			if c, ok := checks[e.Name]; ok {
				row[3] = ofChecked(c.ResultCounts)
			}
			rows = append(rows, row)
		}
		st.section(fmt.Sprintf("How the games ended (of %d audited)", s.Audited),
			[]string{"ending", "games", "% audited", "RE agrees (of checked)"}, []align{left, right, right, right}, rows, 3)
	}
}

// line writes a sentence and a blank line.
func (st *sectionWriter) line(text string) {
	if st.err != nil {
		return
	}
	switch {
	case st.style == StyleMarkdown:
		text = mdEscape(text) + "\n"
	case st.width > 0:
		text = wrapText(text, max(st.width, minWrapWidth), "")
	default:
		text += "\n"
	}
	if _, err := fmt.Fprintf(st.w, "%s\n", text); err != nil {
		st.err = fmt.Errorf("reports: write: %w", err)
	}
}

// comparedLabel names the compared games in the Summary table.
func comparedLabel(s Summary) string {
	if s.IncludeUnfinished {
		return "games compared (all, --include-unfinished)"
	}
	return "games compared (ended by passes or counted)"
}

// comparedWhat says which games the comparisons take.
func comparedWhat(s Summary) string {
	if s.IncludeUnfinished {
		return "both scored, any ending (--include-unfinished)"
	}
	return "both scored, ended by passes or counted"
}

// ofTotal is "12 of 420 audited (2.86%)": a rate with its denominator,
// what the denominator counts left out when what is "".
func ofTotal(n, total int, what string) string {
	if what != "" {
		what = " " + what
	}
	return strconv.Itoa(n) + " of " + strconv.Itoa(total) + what + " (" + pct(percent(n, total)) + ")"
}

// flips is a pair's winner flips with their denominator.
func flips(p PairStat) string {
	return strconv.Itoa(p.WinnerFlips) + " of " + strconv.Itoa(p.Compared) + " (" + pct(p.WinnerFlipsPct) + ")"
}

// shownFlips is how many flipped games a table cell names.
const shownFlips = 5

// flippedCell names a pair's first flipped games (source#game).
func flippedCell(p PairStat) string {
	var parts []string
	for i, r := range p.Flipped {
		if i == shownFlips {
			break
		}
		parts = append(parts, r.Source+"#"+strconv.Itoa(r.Game))
	}
	if more := p.WinnerFlips - len(parts); more > 0 {
		parts = append(parts, "… "+strconv.Itoa(more)+" more")
	}
	return strings.Join(parts, ", ")
}

// groupLabels maps each ruleset of an agreeing set to its set's label
// ("aga = french"), spoken by its first ruleset only.
type groupLabels map[string]string

func agreeingLabels(sets [][]string) groupLabels {
	out := groupLabels{}
	for _, g := range sets {
		label := strings.Join(g, " = ")
		for i, name := range g {
			if i == 0 {
				out[name] = label
			} else {
				out[name] = ""
			}
		}
	}
	return out
}

// label is the name a ruleset goes by in the pair tables; false for a
// ruleset its set's first ruleset speaks for.
func (g groupLabels) label(name string) (string, bool) {
	l, ok := g[name]
	switch {
	case !ok:
		return name, true
	case l == "":
		return "", false
	}
	return l, true
}

// classes is the table of divergences by kind and class; with split,
// each class's figures by dead-stone source under it.
func (st *sectionWriter) classes(s Summary, split bool) {
	if len(s.Classes) == 0 {
		return
	}
	title := fmt.Sprintf("Divergences by class (games: of %d audited; winner flips and draws: of %d compared)", s.Audited, s.Compared)
	if split {
		title = fmt.Sprintf("Divergences by class (games: %% of %d audited; %s, %% of them; winner flips and draws: of the compared games)", s.Audited, st.subNote())
	}
	st.section(title, []string{"kind", "class", "games (% audited)", "divergences", "winner flips", "draws"},
		[]align{left, left, right, right, right, right}, st.classRows(s, split), 1, 2)
}

// illegal is the table of illegal moves by ruleset; with split, each
// ruleset's by dead-stone source under it.
func (st *sectionWriter) illegal(s Summary, split bool) {
	if len(s.Illegal) == 0 {
		return
	}
	title := "Illegal moves by ruleset"
	if split {
		title += " (" + st.subNote() + ")"
	}
	st.section(title, []string{"ruleset", "moves", "games", "rules"},
		[]align{left, right, right, left}, st.illegalRows(s, split), 3)
}

// sectionWriter writes titled tables until the first error, fitted to
// width (0: none).
type sectionWriter struct {
	w     io.Writer
	style TableStyle
	width int
	err   error
}

// section writes a titled table; the wrappable columns wrap to fit.
func (s *sectionWriter) section(title string, header []string, aligns []align, rows [][]string, wrappable ...int) {
	if s.err != nil {
		return
	}
	switch {
	case s.style == StyleMarkdown:
		_, s.err = fmt.Fprintf(s.w, "## %s\n\n", title)
	case s.width > 0: // a title too says what the rates are of: wrapped, never cut
		_, s.err = io.WriteString(s.w, wrapText(title, max(s.width, minWrapWidth), ""))
	default:
		_, s.err = fmt.Fprintf(s.w, "%s\n", title)
	}
	if s.err != nil {
		s.err = fmt.Errorf("reports: write: %w", s.err)
		return
	}
	wrapped := false
	if s.style != StyleMarkdown {
		header, rows, wrapped = fitColumns(s.width, header, rows, wrappable...)
	}
	// Wrapped rows are kept apart by lines, except where sub-rows show
	// which row they belong to.
	if wrapped && slices.ContainsFunc(rows, isSubRow) {
		wrapped = false
	}
	if s.err = drawTable(s.w, s.style, header, aligns, rows, nil, wrapped); s.err != nil {
		return
	}
	if _, err := fmt.Fprintln(s.w); err != nil {
		s.err = fmt.Errorf("reports: write: %w", err)
	}
}

// isSubRow reports whether a row is a sub-row: its first cell that is
// not empty is indented (st.sub), as "  estimate" under a class.
func isSubRow(r []string) bool {
	for _, c := range r {
		if c != "" {
			return strings.HasPrefix(c, "  ")
		}
	}
	return false
}

// shownDiffs is how many score differences a table cell lists; the YAML
// and JSON summaries carry them all.
const shownDiffs = 10

// distribution writes score differences as "-1: 47, 0: 275, +1: 296" in
// order of difference. A long tail would make the table unreadable: past
// shownDiffs differences, the most frequent are listed and the rest
// summed up with their range.
func distribution(diffs []DiffCount) string {
	shown := diffs
	if len(diffs) > shownDiffs {
		shown = slices.Clone(diffs)
		slices.SortStableFunc(shown, func(a, b DiffCount) int { return b.Games - a.Games })
		shown = shown[:shownDiffs-2]
		slices.SortFunc(shown, func(a, b DiffCount) int { return cmp.Compare(a.Diff, b.Diff) })
	}
	parts := make([]string, 0, len(shown)+1)
	for _, d := range shown {
		parts = append(parts, signed(d.Diff)+": "+strconv.Itoa(d.Games))
	}
	if len(shown) < len(diffs) {
		games := 0
		for _, d := range diffs {
			games += d.Games
		}
		for _, d := range shown {
			games -= d.Games
		}
		parts = append(parts, fmt.Sprintf("others: %d games from %s to %s", games,
			signed(diffs[0].Diff), signed(diffs[len(diffs)-1].Diff)))
	}
	return strings.Join(parts, ", ")
}

func pct(v float64) string { return FormatNumber(v) + "%" }

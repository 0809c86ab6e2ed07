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
// ruleset. The pairs of rulesets and the score-difference distributions
// are `rulediff stats`'s, which a last line names.
func writeAuditSummary(w io.Writer, style TableStyle, width int, s Summary) error {
	st := &sectionWriter{w: w, style: style, width: width}
	st.classes(s)
	st.illegal(s)
	st.results(s)
	if st.err == nil {
		if _, err := fmt.Fprintf(w, "%s\n", pairsHint); err != nil {
			st.err = fmt.Errorf("reports: write: %w", err)
		}
	}
	return st.err
}

// pairsHint closes the audit's summary.
const pairsHint = "rulediff stats compares every pair of rulesets and their score differences."

// WriteSummaryTables draws a Summary as tables: the counts, the
// divergences per kind and class, each pair of rulesets that ever
// disagrees, the score-difference distribution of each pair whose margins
// ever differ, and the illegal moves per ruleset. Empty sections are left
// out.
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
		{"games with a divergence", strconv.Itoa(s.GamesDiverging) + " (" + pct(percent(s.GamesDiverging, s.Audited)) + ")"},
		{"divergences", strconv.Itoa(s.Divergences)},
	}
	if r := s.Results; r.Checked > 0 {
		counts = append(counts, []string{"results checked vs RE", strconv.Itoa(r.Checked)},
			[]string{"results agreeing", strconv.Itoa(r.Agreeing) + " (" + pct(percent(r.Agreeing, r.Checked)) + ")"},
			[]string{"results differing", strconv.Itoa(r.Disagreeing)})
	}
	st.section("Summary", []string{"count", "value"}, []align{left, right}, counts)
	st.classes(s)
	st.results(s)
	var pairRows, diffRows [][]string
	for _, p := range s.Pairs {
		if p.Diverging == 0 {
			continue
		}
		classes := make([]string, len(p.Classes))
		for i, c := range p.Classes {
			classes[i] = c.Name + " " + strconv.Itoa(c.Count)
		}
		pairRows = append(pairRows, []string{p.A + " / " + p.B, strconv.Itoa(p.Games),
			strconv.Itoa(p.Diverging) + " (" + pct(p.DivergingPct) + ")",
			strconv.Itoa(p.Legality), strconv.Itoa(p.End), strconv.Itoa(p.Score),
			strconv.Itoa(p.WinnerFlips) + " (" + pct(p.WinnerFlipsPct) + ")",
			strconv.Itoa(p.Draws), orDash(strings.Join(classes, ", "))})
		if p.Scored > 0 && !(len(p.Diffs) == 1 && p.Diffs[0].Diff == 0) {
			diffRows = append(diffRows, []string{p.A + " / " + p.B, strconv.Itoa(p.Scored),
				FormatNumber(p.MeanAbsDiff), distribution(p.Diffs)})
		}
	}
	if len(pairRows) > 0 {
		st.section("Pairs of rulesets that disagree", []string{"A / B", "games", "differ", "legality", "end", "score", "winner flips", "draws", "classes"},
			[]align{left, right, right, right, right, right, right, right, left}, pairRows, 0, 8)
	}
	if len(diffRows) > 0 {
		st.section("Score differences (margin B minus margin A: games)", []string{"A / B", "scored", "mean |diff|", "distribution"},
			[]align{left, right, right, left}, diffRows, 0, 3)
	}
	st.illegal(s)
	return st.err
}

// classes is the table of divergences by kind and class.
func (st *sectionWriter) classes(s Summary) {
	if len(s.Classes) == 0 {
		return
	}
	rows := make([][]string, 0, len(s.Classes))
	for _, c := range s.Classes {
		rows = append(rows, []string{c.Kind, c.Class, strconv.Itoa(c.Games), pct(c.Percent),
			strconv.Itoa(c.Divergences), strconv.Itoa(c.WinnerFlips), strconv.Itoa(c.Draws)})
	}
	st.section("Divergences by class", []string{"kind", "class", "games", "% games", "divergences", "winner flips", "draws"},
		[]align{left, left, right, right, right, right, right}, rows, 1)
}

// illegal is the table of illegal moves by ruleset.
func (st *sectionWriter) illegal(s Summary) {
	if len(s.Illegal) == 0 {
		return
	}
	rows := make([][]string, 0, len(s.Illegal))
	for _, il := range s.Illegal {
		rules := make([]string, len(il.Rules))
		for i, r := range il.Rules {
			rules[i] = r.Name + " " + strconv.Itoa(r.Count)
		}
		rows = append(rows, []string{il.Ruleset, strconv.Itoa(il.Moves), strconv.Itoa(il.Games), strings.Join(rules, ", ")})
	}
	st.section("Illegal moves by ruleset", []string{"ruleset", "moves", "games", "rules"},
		[]align{left, right, right, left}, rows, 3)
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
	if s.style == StyleMarkdown {
		_, s.err = fmt.Fprintf(s.w, "## %s\n\n", title)
	} else {
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
	if s.err = drawTable(s.w, s.style, header, aligns, rows, nil, wrapped); s.err != nil {
		return
	}
	if _, err := fmt.Fprintln(s.w); err != nil {
		s.err = fmt.Errorf("reports: write: %w", err)
	}
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

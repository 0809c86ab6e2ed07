package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

func (a *auditTable) Close() error {
	if a.err != nil {
		return a.err
	}
	return WriteSummaryTables(a.w, a.style, a.stats.Summary())
}

// WriteSummaryTables draws a Summary as tables: the counts, the
// divergences per kind and class, each pair of rulesets that ever
// disagrees, the score-difference distribution of each pair whose margins
// ever differ, and the illegal moves per ruleset. Empty sections are left
// out.
func WriteSummaryTables(w io.Writer, style TableStyle, s Summary) error {
	st := &sectionWriter{w: w, style: style}
	st.section("Summary", []string{"count", "value"}, []Align{left, right}, [][]string{
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
	})
	if len(s.Classes) > 0 {
		rows := make([][]string, 0, len(s.Classes))
		for _, c := range s.Classes {
			rows = append(rows, []string{c.Kind, c.Class, strconv.Itoa(c.Games), pct(c.Percent),
				strconv.Itoa(c.Divergences), strconv.Itoa(c.WinnerFlips), strconv.Itoa(c.Draws)})
		}
		st.section("Divergences by class", []string{"kind", "class", "games", "% games", "divergences", "winner flips", "draws"},
			[]Align{left, left, right, right, right, right, right}, rows)
	}
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
			buckets := make([]string, 0, len(p.Diffs))
			for _, d := range p.Diffs {
				buckets = append(buckets, signed(d.Diff)+": "+strconv.Itoa(d.Games))
			}
			diffRows = append(diffRows, []string{p.A + " / " + p.B, strconv.Itoa(p.Scored),
				FormatNumber(p.MeanAbsDiff), strings.Join(buckets, ", ")})
		}
	}
	if len(pairRows) > 0 {
		st.section("Pairs of rulesets that disagree", []string{"A / B", "games", "differ", "legality", "end", "score", "winner flips", "draws", "classes"},
			[]Align{left, right, right, right, right, right, right, right, left}, pairRows)
	}
	if len(diffRows) > 0 {
		st.section("Score differences (margin B minus margin A: games)", []string{"A / B", "scored", "mean |diff|", "distribution"},
			[]Align{left, right, right, left}, diffRows)
	}
	if len(s.Illegal) > 0 {
		rows := make([][]string, 0, len(s.Illegal))
		for _, il := range s.Illegal {
			rules := make([]string, len(il.Rules))
			for i, r := range il.Rules {
				rules[i] = r.Name + " " + strconv.Itoa(r.Count)
			}
			rows = append(rows, []string{il.Ruleset, strconv.Itoa(il.Moves), strconv.Itoa(il.Games), strings.Join(rules, ", ")})
		}
		st.section("Illegal moves by ruleset", []string{"ruleset", "moves", "games", "rules"},
			[]Align{left, right, right, left}, rows)
	}
	return st.err
}

// sectionWriter writes titled tables until the first error.
type sectionWriter struct {
	w     io.Writer
	style TableStyle
	err   error
}

func (s *sectionWriter) section(title string, header []string, aligns []Align, rows [][]string) {
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
	if s.err = renderTable(s.w, s.style, header, aligns, rows, nil); s.err != nil {
		return
	}
	if _, err := fmt.Fprintln(s.w); err != nil {
		s.err = fmt.Errorf("reports: write: %w", err)
	}
}

func pct(v float64) string { return FormatNumber(v) + "%" }

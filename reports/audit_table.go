package reports

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// DetailMode says whether a table or Markdown audit writes each game's
// section (title, verdicts, explanations, score terms, diagrams) before
// the compact divergence table.
type DetailMode int

const (
	DetailOff  DetailMode = iota // the compact divergence table and the summary alone
	DetailOn                     // every game's section too, streamed as the games come
	DetailAuto                   // the section when the run holds exactly one game
)

// auditTable streams each game's section when asked (Detail), keeps one
// short row per divergence, and at Close writes the compact divergence
// table and the summary tables.
type auditTable struct {
	auditBase
	w       io.Writer
	style   TableStyle
	err     error
	compact *compactRows
	games   int   // games seen, for DetailAuto
	only    *Game // DetailAuto: the first game, written at Close if no other comes
	// sheet: the divergences are written under a score sheet, which has
	// every ruleset's components and the board already: no component
	// table and no diagram for a score divergence.
	sheet bool
}

func (a *auditTable) printf(format string, args ...any) {
	if a.err != nil {
		return
	}
	if _, err := fmt.Fprintf(a.w, format, args...); err != nil {
		a.err = fmt.Errorf("reports: write: %w", err)
	}
}

// table draws a table; the wrappable columns wrap to fit AuditOptions.Width
// on a terminal.
func (a *auditTable) table(header []string, aligns []align, rows [][]string, wrappable ...int) {
	if a.err != nil {
		return
	}
	wrapped := false
	if a.style != StyleMarkdown {
		header, rows, wrapped = fitColumns(a.opts.Width, header, rows, wrappable...)
	}
	a.err = drawTable(a.w, a.style, header, aligns, rows, nil, wrapped)
}

func (a *auditTable) md() bool { return a.style == StyleMarkdown }

// line writes one line of text after indent, wrapped to AuditOptions.Width
// (each further line indented the same).
func (a *auditTable) line(indent, text string) {
	if a.opts.Width <= 0 || text == "" {
		a.printf("%s%s\n", indent, text)
		return
	}
	a.printf("%s%s", indent, wrapText(text, max(a.opts.Width-len(indent), minWrapWidth), indent))
}

func (a *auditTable) Add(g Game) error {
	a.stats.Add(g)
	if a.opts.SummaryOnly || a.err != nil {
		return a.err
	}
	if a.compact == nil {
		a.compact = newCompactRows(a.opts)
	}
	a.compact.add(g)
	switch a.opts.Detail {
	case DetailOn:
		if !a.opts.OnlyDiverging || len(g.Divergences) > 0 || len(g.Warnings) > 0 || len(g.Errors) > 0 {
			a.section(g)
		}
	case DetailAuto:
		// One game is held, never more: memory stays bounded.
		if a.games++; a.games == 1 {
			a.only = &g
		} else {
			a.only = nil
		}
	}
	return a.err
}

// section writes one game: its title, diagnostics, verdicts grouped into
// camps of agreeing rulesets, and each divergence with its explanation,
// score terms and board diagram.
func (a *auditTable) section(g Game) {
	a.title(g)
	a.diagnostics(g)
	if len(g.Verdicts) > 0 {
		a.table([]string{"rulesets", "result", "margin", "end", "illegal moves"},
			[]align{left, left, right, left, left}, a.verdictRows(g), 0, 4)
		if anyEstimated(g.Verdicts) {
			a.line("", estimatedNote)
		}
		if c := g.ResultCheck; c != nil {
			if a.md() {
				a.printf("\n%s\n", mdEscape(resultCheckLine(*c)))
			} else {
				a.line("", resultCheckLine(*c))
			}
		}
		if line := endingLine(g, false); line != "" {
			if a.md() {
				a.printf("\n%s\n", mdEscape(line))
			} else {
				a.line("", line)
			}
		}
		a.printf("\n")
	}
	for i, d := range explainedDivergences(g.Divergences) {
		a.divergence(g, i+1, d)
	}
}

func (a *auditTable) title(g Game) {
	name := g.Source
	if g.Game > 0 {
		name += ", game " + strconv.Itoa(g.Game)
	}
	facts := []string{strconv.Itoa(g.Moves) + " moves"}
	if d := g.Declared; d != nil {
		if d.Black != "" || d.White != "" {
			facts = append(facts, "Black "+orDash(d.Black)+", White "+orDash(d.White))
		}
		if d.Size != "" && d.Size != "19x19" {
			facts = append(facts, d.Size)
		}
		facts = append(facts, "RU "+declaredRules(d), "KM "+komiString(d.Komi), "HA "+strconv.Itoa(d.Handicap), "RE "+orDash(d.Result))
	}
	if a.md() {
		a.printf("### %s\n\n%s\n\n", mdEscape(name), mdEscape(strings.Join(facts, " · ")))
		return
	}
	a.printf("== %s ==\n", name)
	a.line("", strings.Join(facts, " · "))
}

func (a *auditTable) diagnostics(g Game) {
	lines := make([]string, 0, len(g.Errors)+len(g.Warnings))
	for _, d := range g.Errors {
		lines = append(lines, DiagnosticString(g.Source, g.Game, "error", d))
	}
	for _, d := range g.Warnings {
		lines = append(lines, DiagnosticString(g.Source, g.Game, "warning", d))
	}
	for _, l := range lines {
		if a.md() {
			a.printf("- %s\n", mdEscape(l))
		} else {
			a.line("", l)
		}
	}
	if len(lines) > 0 {
		a.printf("\n")
	}
}

// estimatedNote explains the "est." of a verdict and the unit of the
// margin column.
const estimatedNote = "est.: dead stones estimated by rulediff (the record marks none); margin: points, Black minus White."

func anyEstimated(vs map[string]*Verdict) bool {
	for _, v := range vs {
		if v != nil && v.Estimated {
			return true
		}
	}
	return false
}

// verdictRows groups the rulesets whose verdicts read the same into one row.
func (a *auditTable) verdictRows(g Game) [][]string { return verdictCamps(a.stats, g) }

// verdictCamps groups the rulesets whose verdicts read the same into one
// row (rulesets, result, margin, end, illegal moves), in the order of s.
func verdictCamps(s *Stats, g Game) [][]string {
	names := sortedRulesets(s, g.Verdicts)
	var rows [][]string
	index := map[string]int{}
	for _, name := range names {
		v := verdictOr(g.Verdicts[name])
		result := v.Result
		if v.Zi != "" {
			result += " (" + v.Zi + ")"
		}
		if v.Estimated {
			result += " est."
		}
		cells := []string{result, marginString(v.Margin), v.End, illegalString(v.Illegal)}
		key := strings.Join(cells, "\x00")
		if i, ok := index[key]; ok {
			rows[i][0] += ", " + name
			continue
		}
		index[key] = len(rows)
		rows = append(rows, append([]string{name}, cells...))
	}
	return rows
}

func (a *auditTable) divergence(g Game, n int, d Divergence) {
	where := ""
	if d.Move > 0 {
		where = fmt.Sprintf(" at move %d", d.Move)
		if d.Point != "" {
			where += " (" + d.Point + ")"
		}
	}
	head := fmt.Sprintf("%d. %s · %s", n, d.Kind, d.Class)
	if d.Effect != "" {
		head += " · " + d.Effect
	}
	head += where
	if a.md() {
		a.printf("**%s**\n\n", mdEscape(head))
	} else {
		a.line("", head)
	}
	indent := "   "
	if a.md() {
		indent = ""
	}
	for _, side := range sidesStrings(d) {
		if a.md() {
			a.printf("- %s\n", mdEscape(side))
		} else {
			a.line(indent, side)
		}
	}
	if d.Explanation != "" {
		if a.md() {
			a.printf("\n%s\n", mdEscape(d.Explanation))
		} else {
			a.line(indent, d.Explanation)
		}
	}
	if len(d.Terms) > 0 {
		parts := make([]string, len(d.Terms))
		for i, t := range d.Terms {
			parts[i] = strings.ReplaceAll(t.Component, "_", " ") + " " + signed(t.Delta)
			if t.Note != "" {
				parts[i] += " (" + t.Note + ")"
			}
		}
		line := "terms: " + strings.Join(parts, ", ")
		if a.md() {
			a.printf("\n%s\n", mdEscape(line))
		} else {
			a.line(indent, line)
		}
	}
	a.printf("\n")
	if a.sheet && d.Kind == KindScore {
		return
	}
	if d.Kind == KindScore {
		if rows, header := scoreRows(g, d); rows != nil {
			for _, part := range splitComponents(a.opts.Width, header, rows) {
				a.table(part.header, append([]align{left}, repeatAlign(right, len(part.header)-1)...), part.rows)
				a.printf("\n")
			}
		}
	}
	if d.Diagram != nil && !a.opts.NoDiagrams {
		pic := RenderDiagram(*d.Diagram)
		if pic != "" {
			caption := d.Diagram.Caption
			if a.md() {
				if caption != "" {
					a.printf("%s\n\n", mdEscape(caption))
				}
				a.printf("```text\n%s```\n\n", pic)
			} else {
				if caption != "" {
					a.line(indent, caption)
				}
				a.printf("%s\n", pic)
			}
		}
	}
}

// sidesStrings says who stands where: "legal: a, b" / "illegal: c", or one
// line per camp "a, b: W+0.5".
func sidesStrings(d Divergence) []string {
	if len(d.Camps) > 0 {
		out := make([]string, len(d.Camps))
		for i, c := range d.Camps {
			out[i] = strings.Join(c.Rulesets, ", ") + ": " + c.Says
		}
		return out
	}
	var out []string
	if len(d.Legal) > 0 {
		out = append(out, "legal: "+strings.Join(d.Legal, ", "))
	}
	if len(d.Illegal) > 0 {
		out = append(out, "illegal: "+strings.Join(d.Illegal, ", "))
	}
	if out == nil && len(d.Rulesets) > 0 {
		out = append(out, "rulesets: "+strings.Join(d.Rulesets, ", "))
	}
	return out
}

// scoreRows lays the score components of each camp side by side (the
// first ruleset of each camp speaks for it), so a score divergence reads
// term by term. nil when the verdicts carry no breakdown.
func scoreRows(g Game, d Divergence) ([][]string, []string) {
	var reps []string
	if len(d.Camps) > 0 {
		for _, c := range d.Camps {
			if len(c.Rulesets) > 0 {
				reps = append(reps, c.Rulesets[0])
			}
		}
	} else {
		reps = d.Rulesets
	}
	var scores []*Score
	header := []string{"component"}
	for _, r := range reps {
		v, ok := g.Verdicts[r]
		if !ok || v == nil || v.Score == nil {
			return nil, nil
		}
		scores = append(scores, v.Score)
		header = append(header, r+" B", r+" W")
	}
	if len(scores) < 2 {
		return nil, nil
	}
	var rows [][]string
	for _, c := range scoreComponents {
		row := []string{c.name}
		nonzero := false
		for _, s := range scores {
			b, w := c.get(s.Black), c.get(s.White)
			nonzero = nonzero || b != 0 || w != 0
			row = append(row, FormatNumber(b), FormatNumber(w))
		}
		if nonzero || c.name == "total" {
			rows = append(rows, row)
		}
	}
	return rows, header
}

// componentTable is a table of score components: the component column,
// then a black and a white column per camp.
type componentTable struct {
	header []string
	rows   [][]string
}

// splitComponents cuts a component table too wide for width (0: none)
// into tables of fewer camps each, side by side no longer but one under
// the other, the component column repeated.
func splitComponents(width int, header []string, rows [][]string) []componentTable {
	camps := (len(header) - 1) / 2
	for per := camps; per >= 1; per-- {
		var parts []componentTable
		fits := true
		for first := 0; first < camps; first += per {
			last := min(first+per, camps)
			cols := []int{0}
			for c := first; c < last; c++ {
				cols = append(cols, 1+2*c, 2+2*c)
			}
			part := componentTable{header: pickColumns(header, cols)}
			for _, r := range rows {
				part.rows = append(part.rows, pickColumns(r, cols))
			}
			if t := columnTargets(width, part.header, part.rows, nil); t != nil && tableWidth(t) > width {
				fits = false
			}
			parts = append(parts, part)
		}
		if fits || per == 1 {
			return parts
		}
	}
	return []componentTable{{header, rows}}
}

// pickColumns returns the cells of row at cols.
func pickColumns(row []string, cols []int) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = row[c]
	}
	return out
}

// scoreComponents are the Side fields in report order, by their JSON names.
var scoreComponents = []struct {
	name string
	get  func(Side) float64
}{
	{"stones", func(s Side) float64 { return s.Stones }},
	{"territory", func(s Side) float64 { return s.Territory }},
	{"prisoners", func(s Side) float64 { return s.Prisoners }},
	{"dead", func(s Side) float64 { return s.Dead }},
	{"pass_stones", func(s Side) float64 { return s.PassStones }},
	{"handicap_bonus", func(s Side) float64 { return s.HandicapBonus }},
	{"komi", func(s Side) float64 { return s.Komi }},
	{"seki", func(s Side) float64 { return s.Seki }},
	{"dame_filled", func(s Side) float64 { return s.DameFilled }},
	{"total", func(s Side) float64 { return s.Total }},
}

func sortedRulesets(s *Stats, vs map[string]*Verdict) []string {
	names := make([]string, 0, len(vs))
	for n := range vs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return s.before(names[i], names[j]) })
	return names
}

func illegalString(ms []Illegal) string {
	if len(ms) == 0 {
		return "-"
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = strconv.Itoa(m.Move) + " " + m.Point + " " + m.Rule
		if m.Detail != "" {
			parts[i] += "/" + m.Detail
		}
	}
	return strings.Join(parts, "; ")
}

func marginString(m *float64) string {
	if m == nil {
		return "-"
	}
	return signed(*m)
}

// signed writes a number with its sign: +3.5, -0.5, 0.
func signed(v float64) string {
	if v > 0 {
		return "+" + FormatNumber(v)
	}
	return FormatNumber(v)
}

// FormatNumber writes a number the short way: 3.5, -7, 0.25 (never -0).
func FormatNumber(v float64) string {
	if v == 0 {
		return "0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

func komiString(k *float64) string {
	if k == nil {
		return "-"
	}
	return FormatNumber(*k)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func repeatAlign(a align, n int) []align {
	out := make([]align, n)
	for i := range out {
		out[i] = a
	}
	return out
}

// declaredRules says what RU declares: "Japanese (japanese)" with the
// ruleset it resolves to, a KataGo string alone (it is its own name),
// "Tang (Japanese + group tax) (unknown)" when it resolves to none, "-"
// when absent.
func declaredRules(d *Declared) string {
	switch {
	case d.Rules == "":
		return "-"
	case d.Ruleset == d.Rules:
		return d.Rules
	case d.Ruleset != "":
		return d.Rules + " (" + d.Ruleset + ")"
	}
	return d.Rules + " (unknown)"
}

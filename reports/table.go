package reports

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// TableStyle is how a table is drawn.
type TableStyle int

const (
	StyleASCII    TableStyle = iota // +---+ borders: pipes, files, dumb terminals
	StyleUnicode                    // box-drawing borders: interactive terminals
	StyleMarkdown                   // GitHub-flavoured Markdown
)

// tableStyle picks the border style from the caller's terminal flag.
func tableStyle(unicode bool) TableStyle {
	if unicode {
		return StyleUnicode
	}
	return StyleASCII
}

// align is a column's alignment: text left, numbers right.
type align = tw.Align

const (
	left  = tw.AlignLeft
	right = tw.AlignRight
)

// renderTable draws one table. Cells are escaped for Markdown; the header
// is written as given (tablewriter would upper-case it).
func renderTable(w io.Writer, style TableStyle, header []string, aligns []align, rows [][]string, footer []string) error {
	return drawTable(w, style, header, aligns, rows, footer, false)
}

// drawTable is renderTable with, when betweenRows, a line between rows:
// rows whose cells wrap over several lines stay apart.
func drawTable(w io.Writer, style TableStyle, header []string, aligns []align, rows [][]string, footer []string, betweenRows bool) error {
	var settings tw.Settings
	if betweenRows {
		settings.Separators.BetweenRows = tw.On
	}
	var r tw.Renderer
	switch style {
	case StyleMarkdown:
		r = renderer.NewMarkdown()
	case StyleUnicode:
		r = renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleLight), Settings: settings})
	default:
		r = renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleASCII), Settings: settings})
	}
	t := tablewriter.NewTable(w,
		tablewriter.WithRenderer(r),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithFooterAutoFormat(tw.Off),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithTrimSpace(tw.Off), // a sub-row's label keeps its indent
		tablewriter.WithHeaderAlignmentConfig(tw.CellAlignment{Global: tw.AlignLeft, PerColumn: aligns}),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{Global: tw.AlignLeft, PerColumn: aligns}),
		tablewriter.WithFooterAlignmentConfig(tw.CellAlignment{Global: tw.AlignLeft, PerColumn: aligns}),
	)
	esc := func(cells []string) []string {
		if style != StyleMarkdown {
			return cells
		}
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = mdEscape(c)
		}
		return out
	}
	t.Header(toAny(esc(header))...)
	body := make([][]string, len(rows))
	for i, row := range rows {
		body[i] = esc(row)
	}
	if err := t.Bulk(body); err != nil {
		return fmt.Errorf("reports: table: %w", err)
	}
	if footer != nil {
		t.Footer(toAny(esc(footer))...)
	}
	if err := t.Render(); err != nil {
		return fmt.Errorf("reports: table: %w", err)
	}
	return nil
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// mdEscape keeps a cell from breaking a Markdown table row.
func mdEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.ReplaceAll(s, "\n", " ")
}

// fitColumns fits a table in width terminal columns (0: no limit): it
// returns the header and rows to draw, and whether a row now takes
// several lines. A header of several words may break between them over
// any column; the cells of the wrappable columns wrap: after " / "
// (between the sides of a divergence), then between words, then inside
// a word after '/', '-' or '_'. A table that cannot fit is drawn as
// narrow as it can be; nothing is ever cut.
func fitColumns(width int, header []string, rows [][]string, wrappable ...int) ([]string, [][]string, bool) {
	target := columnTargets(width, header, rows, wrappable)
	if target == nil {
		return header, rows, false
	}
	fitHeader := make([]string, len(header))
	for i, h := range header {
		fitHeader[i] = h
		if textWidth(h) > target[i] {
			fitHeader[i] = wrapText(h, target[i], "")
			fitHeader[i] = strings.TrimSuffix(fitHeader[i], "\n")
		}
	}
	out := make([][]string, len(rows))
	wrapped := false
	for r, row := range rows {
		out[r] = row
		copied := false // the caller's rows are left as they are
		for _, i := range wrappable {
			if i < len(row) && textWidth(row[i]) > target[i] {
				if !copied {
					out[r], copied = append([]string(nil), row...), true
				}
				out[r][i] = wrapCell(row[i], target[i])
				wrapped = true
			}
		}
	}
	return fitHeader, out, wrapped
}

// columnTargets returns the width each column gets when the table is
// fitted to width, or nil when it fits as it is. First the headers of
// several words that are wider than their column's cells break between
// words; then the wrappable columns give way one column at a time, the
// widest first, in two stages: down to the width that breaks no word (no
// side, for a column of " / "-separated sides), then down to
// minWrapWidth.
func columnTargets(width int, header []string, rows [][]string, wrappable []int) []int {
	if width <= 0 {
		return nil
	}
	n := len(header)
	natural, unbroken, cells := make([]int, n), make([]int, n), make([]int, n)
	for _, r := range rows {
		for i, c := range r {
			if i < n {
				cells[i] = max(cells[i], textWidth(c))
				unbroken[i] = max(unbroken[i], longestUnit(c))
			}
		}
	}
	headWord := make([]int, n) // the header's longest word: its narrowest
	for i, h := range header {
		natural[i] = max(cells[i], textWidth(h))
		for _, w := range strings.Fields(h) {
			headWord[i] = max(headWord[i], textWidth(w))
		}
	}
	total := 3*n + 1 // "| " before each cell, " " after it, and the last "|"
	for _, w := range natural {
		total += w
	}
	excess := total - width
	if excess <= 0 {
		return nil
	}
	target := append([]int(nil), natural...)
	for i := range target {
		give := min(excess, max(target[i]-max(cells[i], headWord[i]), 0))
		target[i] -= give
		excess -= give
	}
	// shrink takes one column from the widest wrappable column above its
	// floor; false when none is left.
	shrink := func(floor func(i int) int) bool {
		widest := -1
		for _, i := range wrappable {
			if i < n && target[i] > floor(i) && (widest < 0 || target[i] > target[widest]) {
				widest = i
			}
		}
		if widest < 0 {
			return false
		}
		target[widest]--
		return true
	}
	unbrokenFloor := func(i int) int { return max(unbroken[i], headWord[i], minWrapWidth) }
	minFloor := func(i int) int { return max(headWord[i], minWrapWidth) }
	for ; excess > 0 && shrink(unbrokenFloor); excess-- {
	}
	for ; excess > 0 && shrink(minFloor); excess-- {
	}
	// A wrapped column may need less than it got (its lines break
	// early): the room left goes back to the others, in order.
	for _, i := range wrappable {
		if i >= n || target[i] >= natural[i] {
			continue
		}
		used := headWord[i]
		for _, r := range rows {
			if i < len(r) {
				for _, line := range strings.Split(wrapCell(r[i], target[i]), "\n") {
					used = max(used, textWidth(line))
				}
			}
		}
		spare := target[i] - used
		target[i] = used
		for _, j := range wrappable {
			if j < n && j != i && spare > 0 && target[j] < natural[j] {
				more := min(spare, natural[j]-target[j])
				target[j] += more
				spare -= more
			}
		}
		target[i] += spare
	}
	return target
}

// longestUnit is the widest piece of a cell that wrapping should keep on
// one line: its longest " / "-separated part (with the " /" kept at its
// end), or its longest word when it has no such part.
func longestUnit(cell string) int {
	parts := strings.Split(cell, " / ")
	n := 0
	if len(parts) > 1 {
		for _, p := range parts {
			n = max(n, textWidth(p)+2)
		}
		return n
	}
	for i, w := range words(cell) {
		if i == 0 { // an indented cell (a sub-row) keeps its indent
			w = indentOf(cell) + w
		}
		n = max(n, textWidth(w))
	}
	return n
}

// words splits a cell where it may wrap: at spaces and line breaks, not
// at a no-break space (nbsp), which holds a name to its count.
func words(cell string) []string {
	return strings.FieldsFunc(cell, func(r rune) bool { return r != nbsp && unicode.IsSpace(r) })
}

// nbsp joins words a wrapped cell keeps on one line ("seki 4").
const nbsp = '\u00a0'

// indentOf is the spaces a cell starts with.
func indentOf(cell string) string { return cell[:len(cell)-len(strings.TrimLeft(cell, " "))] }

// minWrapWidth keeps a wrapped column readable ("10 rulesets:" fits).
const minWrapWidth = 11

// wrapCell breaks s into lines of at most width runes: after each " / ",
// then between words; a word longer than width breaks after its last '/',
// '-' or '_' that fits, or at the width.
func wrapCell(s string, width int) string {
	var lines []string
	indent := indentOf(s) // kept on every line, within width
	width = max(width-len(indent), 1)
	parts := strings.Split(strings.TrimLeft(s, " "), " / ")
	for p, part := range parts {
		if p < len(parts)-1 {
			part += " /"
		}
		line := ""
		for _, word := range words(part) {
			switch {
			case line == "":
				line = word
			case textWidth(line)+1+textWidth(word) <= width:
				line += " " + word
				continue
			default:
				lines = append(lines, line)
				line = word
			}
			for textWidth(line) > width { // a word wider than the column
				head, tail := breakWord(line, width)
				lines = append(lines, head)
				line = tail
			}
		}
		lines = append(lines, line)
	}
	for i := range lines {
		lines[i] = indent + lines[i]
	}
	return strings.Join(lines, "\n")
}

// breakWord splits a word wider than width after its last '/', '-' or
// '_' within width runes, or else at width.
func breakWord(word string, width int) (head, tail string) {
	r := []rune(word)
	cut := width
	for i := width - 1; i > 0; i-- {
		if r[i] == '/' || r[i] == '-' || r[i] == '_' {
			cut = i + 1
			break
		}
	}
	return string(r[:cut]), string(r[cut:])
}

// textWidth is the columns a cell line takes on a terminal: one per rune
// (the report's text holds no wide characters).
func textWidth(s string) int { return utf8.RuneCountInString(s) }

// fitsWhole reports whether a table fits width (0: any) with its headers
// broken between words and its wrappable columns between units only (no
// side, no word cut): a table that does not is drawn in its narrow form,
// where one exists.
func fitsWhole(width int, header []string, rows [][]string, wrappable ...int) bool {
	if width <= 0 {
		return true
	}
	cols := make([]int, len(header))
	for i, h := range header {
		for _, w := range strings.Fields(h) {
			cols[i] = max(cols[i], textWidth(w))
		}
	}
	for _, i := range wrappable {
		if i < len(cols) {
			cols[i] = max(cols[i], minWrapWidth)
		}
	}
	for _, r := range rows {
		for i, c := range r {
			switch {
			case i >= len(cols):
			case slices.Contains(wrappable, i):
				cols[i] = max(cols[i], longestUnit(c))
			default:
				for _, line := range strings.Split(c, "\n") {
					cols[i] = max(cols[i], textWidth(line))
				}
			}
		}
	}
	return tableWidth(cols) <= width
}

// tallestCell is how many lines the tallest cell of column col takes
// once the table is fitted to width (0: any).
func tallestCell(width int, header []string, rows [][]string, col int, wrappable ...int) int {
	_, fitted, _ := fitColumns(width, header, rows, wrappable...)
	tallest := 0
	for _, r := range fitted {
		if col < len(r) {
			tallest = max(tallest, strings.Count(r[col], "\n")+1)
		}
	}
	return tallest
}

package reports

import (
	"fmt"
	"io"
	"strings"

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
	var r tw.Renderer
	switch style {
	case StyleMarkdown:
		r = renderer.NewMarkdown()
	case StyleUnicode:
		r = renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleLight)})
	default:
		r = renderer.NewBlueprint(tw.Rendition{Symbols: tw.NewSymbols(tw.StyleASCII)})
	}
	t := tablewriter.NewTable(w,
		tablewriter.WithRenderer(r),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithFooterAutoFormat(tw.Off),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
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

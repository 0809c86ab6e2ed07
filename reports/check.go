package reports

import (
	"fmt"
	"io"
	"strconv"
)

// CheckOptions configure the check view (`rulediff check`).
type CheckOptions struct {
	Unicode bool     // table: box-drawing borders; the CLI sets it when the output is a terminal
	Tool    string   // e.g. "rulediff 0.1.0", written in the YAML header
	Inputs  []string // the paths as given, written in the YAML header
	Width   int      // table: the terminal's width, the file column wraps to fit (0: full width)
}

// CheckWriter receives the games of a corpus in order, one at a time, and
// writes the check view. Close writes the summary (table and YAML).
type CheckWriter interface {
	Add(g Game) error
	Close() error
}

// CheckSummary counts a check run. Files are counted by consecutive
// sources: the corpus delivers the games of a file together.
type CheckSummary struct {
	Files             int `json:"files" yaml:"files"`
	Unreadable        int `json:"unreadable" yaml:"unreadable"` // files that yield no game
	FilesWithWarnings int `json:"files_with_warnings" yaml:"files_with_warnings"`
	FilesWithErrors   int `json:"files_with_errors" yaml:"files_with_errors"`
	Games             int `json:"games" yaml:"games"`
	GamesWithErrors   int `json:"games_with_errors" yaml:"games_with_errors"`
	Moves             int `json:"moves" yaml:"moves"`
	Warnings          int `json:"warnings" yaml:"warnings"`
	Errors            int `json:"errors" yaml:"errors"`
}

// CheckHeader opens a YAML check report.
type CheckHeader struct {
	Tool   string   `json:"tool,omitempty" yaml:"tool,omitempty"`
	Inputs []string `json:"inputs" yaml:"inputs"`
}

// CheckRecord is one game (or one file that yields no game) in the check
// view: the first five fields of Game, nothing else.
type CheckRecord struct {
	Source   string       `json:"source" yaml:"source"`
	Game     int          `json:"game" yaml:"game"`
	Moves    int          `json:"moves" yaml:"moves"`
	Warnings []Diagnostic `json:"warnings" yaml:"warnings"`
	Errors   []Diagnostic `json:"errors" yaml:"errors"`
}

// CheckLine is one JSON Lines object of the check view.
type CheckLine struct {
	Version string `json:"version"`
	CheckRecord
}

func checkRecord(g Game) CheckRecord {
	return CheckRecord{Source: g.Source, Game: g.Game, Moves: g.Moves,
		Warnings: diags(g.Warnings), Errors: diags(g.Errors)}
}

// NewCheckWriter returns the writer for format table, markdown, yaml or
// jsonl.
func NewCheckWriter(w io.Writer, format string, opts CheckOptions) (CheckWriter, error) {
	switch format {
	case "table", "":
		return &checkTable{w: w, style: tableStyle(opts.Unicode), width: opts.Width}, nil
	case "markdown", "md":
		return &checkTable{w: w, style: StyleMarkdown}, nil
	case "jsonl":
		return &checkJSONL{w: w}, nil
	case "yaml":
		c := &checkYAML{s: yamlStream{w: w, listKey: "games"}}
		c.s.field("version", SchemaVersion)
		c.s.field("header", CheckHeader{Tool: opts.Tool, Inputs: strs(opts.Inputs)})
		return c, c.s.err
	}
	return nil, unknownFormat(format)
}

// checkCounter accumulates the summary and the per-file rows.
type checkCounter struct {
	sum    CheckSummary
	cur    *fileRow
	onFile func(fileRow) // called when a file is complete
}

// fileRow is one file's line of the check table.
type fileRow struct {
	source                         string
	games, moves, warnings, errors int
}

func (c *checkCounter) add(g Game) {
	if c.cur == nil || c.cur.source != g.Source {
		c.flush()
		c.cur = &fileRow{source: g.Source}
		c.sum.Files++
		if g.Game == 0 {
			c.sum.Unreadable++
		}
	}
	if g.Game > 0 {
		c.cur.games++
		c.sum.Games++
		if len(g.Errors) > 0 {
			c.sum.GamesWithErrors++
		}
	}
	c.cur.moves += g.Moves
	c.cur.warnings += len(g.Warnings)
	c.cur.errors += len(g.Errors)
	c.sum.Moves += g.Moves
	c.sum.Warnings += len(g.Warnings)
	c.sum.Errors += len(g.Errors)
}

func (c *checkCounter) flush() {
	if c.cur == nil {
		return
	}
	if c.cur.warnings > 0 {
		c.sum.FilesWithWarnings++
	}
	if c.cur.errors > 0 {
		c.sum.FilesWithErrors++
	}
	if c.onFile != nil {
		c.onFile(*c.cur)
	}
	c.cur = nil
}

type checkJSONL struct {
	w   io.Writer
	enc lineEncoder
}

func (c *checkJSONL) Add(g Game) error {
	return c.enc.write(c.w, CheckLine{Version: SchemaVersion, CheckRecord: checkRecord(g)})
}

// Close writes nothing: JSON Lines carry one object per game and no summary.
func (c *checkJSONL) Close() error { return nil }

type checkYAML struct {
	s   yamlStream
	cnt checkCounter
}

func (c *checkYAML) Add(g Game) error {
	c.cnt.add(g)
	return c.s.item(checkRecord(g))
}

func (c *checkYAML) Close() error {
	c.cnt.flush()
	c.s.endList()
	return c.s.field("summary", c.cnt.sum)
}

// checkTable prints every diagnostic as it comes ("file:line:col: game N:
// error: msg", like a compiler), then at Close a table with one row per
// file that has warnings or errors or yields no game, the totals of every
// file in its footer, and a summary table.
type checkTable struct {
	w     io.Writer
	style TableStyle
	width int
	cnt   checkCounter
	rows  [][]string
	err   error
}

func (c *checkTable) Add(g Game) error {
	if c.err != nil {
		return c.err
	}
	if c.cnt.onFile == nil {
		// Only the files with something to say get a row: a clean file
		// is counted in the totals, so an archive of 100,000 files
		// gives a table of its problems, and memory stays flat.
		c.cnt.onFile = func(r fileRow) {
			if r.warnings+r.errors == 0 && r.games > 0 {
				return
			}
			c.rows = append(c.rows, []string{r.source, strconv.Itoa(r.games),
				strconv.Itoa(r.moves), strconv.Itoa(r.warnings), strconv.Itoa(r.errors)})
		}
	}
	c.cnt.add(g)
	for _, d := range g.Errors {
		c.diag(g, "error", d)
	}
	for _, d := range g.Warnings {
		c.diag(g, "warning", d)
	}
	return c.err
}

func (c *checkTable) diag(g Game, sev string, d Diagnostic) {
	if c.err != nil {
		return
	}
	line := DiagnosticString(g.Source, g.Game, sev, d)
	if c.style == StyleMarkdown {
		line = "- " + mdEscape(line)
	}
	if _, err := fmt.Fprintln(c.w, line); err != nil {
		c.err = fmt.Errorf("reports: write: %w", err)
	}
}

func (c *checkTable) Close() error {
	if c.err != nil {
		return c.err
	}
	c.cnt.flush()
	if len(c.rows) > 0 || c.cnt.sum.Warnings+c.cnt.sum.Errors > 0 {
		if _, err := fmt.Fprintln(c.w); err != nil {
			return fmt.Errorf("reports: write: %w", err)
		}
	}
	s := c.cnt.sum
	header, rows, wrapped := fitColumns(c.width, []string{"file", "games", "moves", "warnings", "errors"}, c.rows, 0)
	if err := drawTable(c.w, c.style, header, []align{left, right, right, right, right}, rows,
		[]string{plural(s.Files, "file", "files"), strconv.Itoa(s.Games), strconv.Itoa(s.Moves),
			strconv.Itoa(s.Warnings), strconv.Itoa(s.Errors)}, wrapped); err != nil {
		return err
	}
	if _, err := fmt.Fprintln(c.w); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return renderTable(c.w, c.style, []string{"summary", "count"}, []align{left, right}, [][]string{
		{"files", strconv.Itoa(s.Files)},
		{"files that yield no game", strconv.Itoa(s.Unreadable)},
		{"files with warnings", strconv.Itoa(s.FilesWithWarnings)},
		{"files with errors", strconv.Itoa(s.FilesWithErrors)},
		{"games", strconv.Itoa(s.Games)},
		{"games with errors", strconv.Itoa(s.GamesWithErrors)},
		{"moves", strconv.Itoa(s.Moves)},
		{"warnings", strconv.Itoa(s.Warnings)},
		{"errors", strconv.Itoa(s.Errors)},
	}, nil)
}

// DiagnosticString formats a diagnostic the way compilers do:
// "file:line:col: game N: error: message" (no game for file-level ones,
// no line:col when unknown).
func DiagnosticString(source string, game int, severity string, d Diagnostic) string {
	s := source
	if d.Line > 0 {
		s += ":" + strconv.Itoa(d.Line) + ":" + strconv.Itoa(d.Col)
	}
	s += ": "
	if game > 0 {
		s += "game " + strconv.Itoa(game) + ": "
	}
	return s + severity + ": " + d.Message
}

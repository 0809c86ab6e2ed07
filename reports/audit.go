package reports

import (
	"fmt"
	"io"
	"slices"
)

// AuditOptions configure an audit report (`rulediff audit`, `rulediff
// stats`). The header fields are written as given.
type AuditOptions struct {
	Unicode  bool     // table: box-drawing borders; the CLI sets it when the output is a terminal
	Tool     string   // e.g. "rulediff 0.1.0"
	Inputs   []string // the paths as given
	Rulesets []string // the rulesets judged, in column order (the catalogue order)
	Komi     string   // komi mode: "record" (each record's KM) or "rules" (each ruleset's default)
	Dead     string   // dead-stone mode: markup, estimate, none, user
	// ScoreFlags are the run's flags that change a game's score (--rules,
	// --rules-file, --komi, --dead, --assume-komi), as command-line
	// arguments: the HTML page's `rulediff score` hints carry them, so
	// that the page they name counts the game as the audit did.
	ScoreFlags []string

	SummaryOnly bool // write the summary alone (`rulediff stats`)
	// IncludeUnfinished admits every game to the comparisons of the
	// summary (Stats.IncludeUnfinished).
	IncludeUnfinished bool
	OnlyDiverging     bool // table and markdown: skip games without divergence, warning or error; html: without divergence
	NoDiagrams        bool // table and markdown: no board diagrams

	// Table and markdown: Detail says whether each game gets its section
	// before the compact divergence table; Bestiary that the input is the
	// embedded collection (short record names, a hint for newcomers);
	// MaxRows caps the compact table (0: DefaultMaxRows).
	Detail   DetailMode
	Bestiary bool
	MaxRows  int
	// Width is the terminal's width for a table: the long columns (the
	// divergences' classes and sides, the verdicts' rulesets and illegal
	// moves) wrap to fit. 0 draws every table at its full width.
	Width int
	// MaxSections caps the games that get a section in HTML (0:
	// DefaultMaxSections).
	MaxSections int
}

// Header opens a YAML report: what was audited and how.
type Header struct {
	Tool     string       `json:"tool,omitempty" yaml:"tool,omitempty"`
	Inputs   []string     `json:"inputs" yaml:"inputs"`
	Rulesets []string     `json:"rulesets" yaml:"rulesets"`
	Komi     string       `json:"komi" yaml:"komi"`
	Dead     string       `json:"dead" yaml:"dead"`
	Counts   HeaderCounts `json:"counts" yaml:"counts"`
}

// HeaderCounts are the counts known before the first game. The counts of
// files and games are in the summary: the report is streamed.
type HeaderCounts struct {
	Inputs   int `json:"inputs" yaml:"inputs"`
	Rulesets int `json:"rulesets" yaml:"rulesets"`
}

// Report is a whole YAML report, for readers: the writer streams the same
// shape.
type Report struct {
	Version string   `json:"version" yaml:"version"`
	Header  Header   `json:"header" yaml:"header"`
	Games   []Game   `json:"games,omitempty" yaml:"games,omitempty"`
	Summary *Summary `json:"summary,omitempty" yaml:"summary,omitempty"`
}

// Line is one JSON Lines object of the audit: the schema version, then the
// game's fields.
type Line struct {
	Version string `json:"version"`
	Game
}

// StatsLine is the one JSON Lines object of `rulediff stats`.
type StatsLine struct {
	Version string  `json:"version"`
	Summary Summary `json:"summary"`
}

// AuditWriter receives the games of a corpus in order, one at a time.
// Close writes the summary (except in JSON Lines, where every object is a
// game); Summary returns the statistics so far. The JSON Lines writer of
// the games (not SummaryOnly) writes no summary and keeps none: its
// Summary is empty (`rulediff stats` reads the lines back for one).
type AuditWriter interface {
	Add(g Game) error
	Close() error
	Summary() Summary
}

// NewAuditWriter returns the writer for format table, markdown, yaml,
// jsonl or html.
func NewAuditWriter(w io.Writer, format string, opts AuditOptions) (AuditWriter, error) {
	base := auditBase{opts: opts, stats: NewStats(opts.Rulesets)}
	base.stats.IncludeUnfinished(opts.IncludeUnfinished)
	switch format {
	case "csv":
		if !opts.SummaryOnly {
			return nil, fmt.Errorf("reports: format csv is the pair table of the statistics (rulediff stats), not a report of the games")
		}
		return &auditCSV{auditBase: base, w: w}, nil
	case "table", "":
		return &auditTable{auditBase: base, w: w, style: tableStyle(opts.Unicode)}, nil
	case "markdown", "md":
		return &auditTable{auditBase: base, w: w, style: StyleMarkdown}, nil
	case "jsonl":
		return &auditJSONL{auditBase: base, w: w}, nil
	case "yaml":
		a := &auditYAML{auditBase: base, s: yamlStream{w: w, listKey: "games"}}
		a.s.field("version", SchemaVersion)
		a.s.field("header", base.header())
		return a, a.s.err
	case "html":
		return newHTMLAudit(w, base)
	}
	return nil, unknownFormat(format)
}

type auditBase struct {
	opts  AuditOptions
	stats *Stats
}

func (a *auditBase) Summary() Summary { return a.stats.Summary() }

func (a *auditBase) header() Header {
	return Header{Tool: a.opts.Tool, Inputs: strs(a.opts.Inputs), Rulesets: strs(a.opts.Rulesets),
		Komi: a.opts.Komi, Dead: a.opts.Dead,
		Counts: HeaderCounts{Inputs: len(a.opts.Inputs), Rulesets: len(a.opts.Rulesets)}}
}

type auditJSONL struct {
	auditBase
	w    io.Writer
	enc  lineEncoder
	buf  []byte       // appendLine's output, reused
	keys *verdictKeys // the rulesets' names in order: the verdicts' keys
}

func (a *auditJSONL) Add(g Game) error {
	if a.opts.SummaryOnly {
		a.stats.Add(g)
		return nil
	}
	// Nothing of g is kept once its line is written (ReusesEntries).
	defer release(&g)
	// The lines hold the games, not their statistics: counting them here
	// was 6% of an audit's instructions for a Summary nobody read. The
	// line is the normalized game's, written without copying it.
	line := Line{Version: SchemaVersion, Game: g}
	if a.keys == nil {
		a.keys = newVerdictKeys(slices.Sorted(slices.Values(a.opts.Rulesets)))
	}
	buf, ok := appendNormalLine(a.buf[:0], &line, a.keys)
	if !ok { // a number JSON cannot hold: encoding/json says which
		line.Game = normalize(g)
		return a.enc.write(a.w, line)
	}
	a.buf = buf
	if _, err := a.w.Write(buf); err != nil {
		return fmt.Errorf("reports: write: %w", err)
	}
	return nil
}

func (a *auditJSONL) Close() error {
	if !a.opts.SummaryOnly {
		return nil
	}
	return jsonLine(a.w, StatsLine{Version: SchemaVersion, Summary: a.stats.Summary()})
}

type auditYAML struct {
	auditBase
	s yamlStream
}

func (a *auditYAML) Add(g Game) error {
	a.stats.Add(g)
	if a.opts.SummaryOnly {
		return a.s.err
	}
	return a.s.item(normalize(g))
}

func (a *auditYAML) Close() error {
	if !a.opts.SummaryOnly {
		a.s.endList()
	}
	return a.s.field("summary", a.stats.Summary())
}

// normalize returns g with every list present (never null), so readers can
// rely on the fixed names. g itself is not changed.
func normalize(g Game) Game {
	g.Warnings = diags(g.Warnings)
	g.Errors = diags(g.Errors)
	if g.Verdicts != nil && hasNilIllegal(g.Verdicts) {
		// Copies: the verdicts are g's (pointers), and g is not changed.
		vs := make(map[string]*Verdict, len(g.Verdicts))
		copies := make([]Verdict, len(g.Verdicts))
		i := 0
		for name, v := range g.Verdicts {
			c := &copies[i]
			i++
			if v != nil {
				*c = *v
			}
			if c.Illegal == nil {
				c.Illegal = []Illegal{}
			}
			vs[name] = c
		}
		g.Verdicts = vs
	}
	if g.Divergences == nil {
		g.Divergences = []Divergence{}
	} else if hasNilList(g.Divergences) {
		ds := make([]Divergence, len(g.Divergences))
		for i, d := range g.Divergences {
			d.Legal, d.Illegal, d.Rulesets = strs(d.Legal), strs(d.Illegal), strs(d.Rulesets)
			ds[i] = d
		}
		g.Divergences = ds
	}
	return g
}

// hasNilIllegal: a verdict with a nil list, or none at all.
func hasNilIllegal(vs map[string]*Verdict) bool {
	for _, v := range vs {
		if v == nil || v.Illegal == nil {
			return true
		}
	}
	return false
}

func hasNilList(ds []Divergence) bool {
	for _, d := range ds {
		if d.Legal == nil || d.Illegal == nil || d.Rulesets == nil {
			return true
		}
	}
	return false
}

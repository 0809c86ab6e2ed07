package reports

import (
	"strconv"
	"strings"
)

// DefaultMaxRows is how many rows the compact divergence table keeps when
// AuditOptions.MaxRows is 0: enough for any collection read on a screen,
// few enough that a corpus of millions of games stays in bounded memory.
const DefaultMaxRows = 2000

// shownNames is how many ruleset names a side of a compact row lists;
// a longer side is counted ("10 rulesets"): the --detail section and the
// YAML and JSON Lines reports name them all.
const shownNames = 4

// compactRows collects one row per place where rulesets part ways (see
// groupDivergences), up to max rows, and counts the rest.
type compactRows struct {
	max      int
	bestiary bool   // records are named without the bestiary/ prefix
	dir      string // the one input directory, "DIR/": records are named from it (the line above the table names it)
	rows     []compactRow
	more     int // divergences past max

	// The games of one file come in a row: when game 2 of a file arrives,
	// the rows of its game 1 (from firstRow on) get their "#1".
	lastSource string
	firstRow   int
	marked     bool

	unended bool // a row is a score divergence of a game that did not end
}

type compactRow struct {
	source  string
	game    int
	multi   bool // the file holds several games: the record says #N
	unended bool // a score divergence of a game that did not end: the record says *
	cells   []string
	counted string // the sides with every camp of several rulesets counted, for a narrow terminal
}

func newCompactRows(opts AuditOptions) *compactRows {
	m := opts.MaxRows
	if m <= 0 {
		m = DefaultMaxRows
	}
	c := &compactRows{max: m, bestiary: opts.Bestiary}
	if len(opts.Inputs) == 1 && !opts.Bestiary {
		c.dir = strings.TrimSuffix(opts.Inputs[0], "/") + "/"
	}
	return c
}

func (c *compactRows) add(g Game) {
	if g.Source != c.lastSource {
		c.lastSource, c.firstRow, c.marked = g.Source, len(c.rows), false
	}
	multi := g.Game > 1
	if multi && !c.marked { // once per file: the rows so far are its first game's
		for i := c.firstRow; i < len(c.rows); i++ {
			c.rows[i].multi = true
		}
		c.marked = true
	}
	unfinished := g.Ending != nil && !Finished(g)
	for _, d := range groupDivergences(g.Divergences) {
		if len(c.rows) >= c.max {
			c.more++
			continue
		}
		c.rows = append(c.rows, compactRow{source: g.Source, game: g.Game, multi: multi, cells: compactCells(d),
			counted: sidesWith(d, 1), unended: unfinished && d.Kind == KindScore})
		c.unended = c.unended || unfinished && d.Kind == KindScore
	}
}

// groupDivergences folds a game's divergences into one per place where the
// rulesets part ways, so that a newcomer reads one row per phenomenon: the
// legality and end divergences of one move and point, and all the score
// divergences of the game (a score difference split into its class shares
// is one difference). The classes are joined in order, the effect is the
// strongest (winner, then draw, then margin), the sides are merged: for
// legality the union of the forbidding rulesets against those that allow
// the move under every class, for end and score the camps joined by what
// they say. The per-class rows are in --detail, YAML and JSON Lines.
func groupDivergences(ds []Divergence) []Divergence {
	var out []Divergence
next:
	for _, d := range ds {
		for i := range out { // a game has a handful: a scan beats a map
			if samePlace(out[i], d) {
				out[i] = mergeDivergence(out[i], d)
				continue next
			}
		}
		out = append(out, d)
	}
	return out
}

// samePlace: the same kind, and for legality and end the same move and
// point (a game's score divergences are all one place).
func samePlace(a, b Divergence) bool {
	return a.Kind == b.Kind && (a.Kind == KindScore || a.Move == b.Move && a.Point == b.Point)
}

func mergeDivergence(a, b Divergence) Divergence {
	m := a
	if !strings.Contains(", "+a.Class+", ", ", "+b.Class+", ") {
		m.Class = a.Class + ", " + b.Class
	}
	if effectRank(b.Effect) > effectRank(a.Effect) {
		m.Effect = b.Effect
	}
	m.Illegal = unionNames(a.Illegal, b.Illegal)
	m.Legal = nil
	for _, n := range a.Legal {
		if contains(b.Legal, n) && !contains(m.Illegal, n) {
			m.Legal = append(m.Legal, n)
		}
	}
	m.Camps = nil
	for _, c := range append(append([]Camp(nil), a.Camps...), b.Camps...) {
		merged := false
		for i := range m.Camps {
			if m.Camps[i].Says == c.Says {
				m.Camps[i].Rulesets = unionNames(m.Camps[i].Rulesets, c.Rulesets)
				merged = true
				break
			}
		}
		if !merged {
			c.Rulesets = append([]string(nil), c.Rulesets...)
			m.Camps = append(m.Camps, c)
		}
	}
	return m
}

func effectRank(e string) int {
	switch e {
	case EffectWinner:
		return 3
	case EffectDraw:
		return 2
	case EffectMargin:
		return 1
	}
	return 0
}

func unionNames(a, b []string) []string {
	out := append([]string(nil), a...)
	for _, n := range b {
		if !contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

func contains(names []string, n string) bool {
	for _, x := range names {
		if x == n {
			return true
		}
	}
	return false
}

// table returns the rows with their record names. To fit a terminal
// width (0: none) whose sides column would have to break a camp's list of
// names, that row's sides count the rulesets instead ("4 rulesets:
// W+0.5"): --detail, --wide and the other formats name them all.
func (c *compactRows) table(width int) [][]string {
	out := make([][]string, len(c.rows))
	for i, r := range c.rows {
		out[i] = append([]string{c.record(r)}, r.cells...)
	}
	const sides = 6
	if t := columnTargets(width, compactHeader, out, compactWrappable); t != nil {
		for i, r := range c.rows {
			if longestUnit(out[i][sides]) > t[sides] {
				out[i][sides] = r.counted
			}
		}
	}
	return out
}

// record names a game in a row: the source without ".sgf" (and without
// "bestiary/" for the embedded collection, or the input directory when
// there is one input), "#N" when its file holds several games.
func (c *compactRows) record(r compactRow) string {
	name := r.source
	if c.bestiary {
		name = strings.TrimPrefix(name, "bestiary/")
	} else if c.dir != "" {
		name = strings.TrimPrefix(name, c.dir)
	}
	if n := len(name); n > 4 && strings.EqualFold(name[n-4:], ".sgf") {
		name = name[:n-4]
	}
	if r.multi {
		name += "#" + strconv.Itoa(r.game)
	}
	if r.unended {
		name += unendedMark
	}
	return name
}

// unendedMark marks the record of a score divergence of a game that did
// not end: unfinishedLegend says what it means.
const unendedMark = "*"

// unfinishedLegend closes a compact table with a marked row.
const unfinishedLegend = "* a score divergence of a game that did not end by passes or a count (unfinished, " +
	"or resigned, lost on time or forfeited with a count): it compares counts of the position where the record stops; " +
	"rulediff stats leaves it out of the winner flips and score differences unless --include-unfinished."

// compactHeader and compactAligns are the columns of the compact table;
// the record column comes first.
var (
	compactHeader = []string{"record", "kind", "class", "effect", "move", "point", "sides"}
	compactAligns = []align{left, left, left, left, right, left, left}
	// compactWrappable: on a narrow terminal the class wraps first, then
	// the sides, then the record (columnTargets).
	compactWrappable = []int{2, 6, 0}
)

// compactCells are a divergence's cells after the record.
func compactCells(d Divergence) []string {
	move, point := "-", orDash(d.Point)
	if d.Move > 0 {
		move = strconv.Itoa(d.Move)
	}
	return []string{d.Kind, d.Class, orDash(d.Effect), move, point, shortSides(d)}
}

// shortSides says in a few words who stands where: "illegal: chinese /
// legal: 13 rulesets" for legality, one "rulesets: says" per camp for end
// and score.
func shortSides(d Divergence) string { return sidesWith(d, shownNames) }

// sidesWith is shortSides naming up to shown rulesets per side.
func sidesWith(d Divergence, shown int) string {
	var parts []string
	if d.Kind == KindLegality && (len(d.Illegal) > 0 || len(d.Legal) > 0) || len(d.Camps) == 0 {
		if len(d.Illegal) > 0 {
			parts = append(parts, "illegal: "+shortNames(d.Illegal, shown))
		}
		if len(d.Legal) > 0 {
			parts = append(parts, "legal: "+shortNames(d.Legal, shown))
		}
		if parts == nil && len(d.Rulesets) > 0 {
			parts = append(parts, "rulesets: "+shortNames(d.Rulesets, shown))
		}
	} else {
		for _, c := range d.Camps {
			if c.Says == "legal" || c.Says == "illegal" {
				parts = append(parts, c.Says+": "+shortNames(c.Rulesets, shown))
			} else {
				parts = append(parts, shortNames(c.Rulesets, shown)+": "+c.Says)
			}
		}
	}
	return orDash(strings.Join(parts, " / "))
}

// shortNames lists up to shown rulesets, and counts a longer list.
func shortNames(names []string, shown int) string {
	if len(names) > shown {
		return strconv.Itoa(len(names)) + " rulesets"
	}
	return strings.Join(names, ", ")
}

// auditedLine is the one line above the compact table that says what was
// audited: "36 records (38 games) of the embedded bestiary · 14 rulesets ·
// komi from the record · dead stones: markup, else estimate".
func auditedLine(opts AuditOptions, s Summary) string {
	what := plural(s.Files, "record", "records")
	if !opts.Bestiary {
		what = plural(s.Files, "file", "files")
	}
	if s.Games != s.Files {
		what += " (" + plural(s.Games, "game", "games") + ")"
	}
	switch {
	case opts.Bestiary:
		what += " of the embedded bestiary"
	case len(opts.Inputs) == 1:
		what += " from " + opts.Inputs[0]
	case len(opts.Inputs) > 1:
		what += " from " + plural(len(opts.Inputs), "input", "inputs")
	}
	parts := []string{what}
	if n := len(opts.Rulesets); n > 0 && n <= shownNames {
		parts = append(parts, "rulesets "+strings.Join(opts.Rulesets, ", "))
	} else if n > 0 {
		parts = append(parts, plural(n, "ruleset", "rulesets"))
	}
	if k := komiPhrase(opts.Komi); k != "" {
		parts = append(parts, k)
	}
	if d := deadPhrase(opts.Dead); d != "" {
		parts = append(parts, "dead stones: "+d)
	}
	return strings.Join(parts, " · ")
}

func komiPhrase(mode string) string {
	switch mode {
	case "record":
		return "komi from the record"
	case "rules":
		return "komi of each ruleset"
	case "":
		return ""
	}
	return "komi: " + mode
}

func deadPhrase(mode string) string {
	switch mode {
	case "auto", "":
		return "markup, else estimate"
	case "markup":
		return "markup only"
	case "estimate":
		return "estimated"
	case "none":
		return "none removed"
	case "user":
		return "given by the user"
	}
	return mode
}

// bestiaryHint tells a newcomer where to go from the bestiary's table;
// mdBestiaryHint is the same in Markdown, commands as code.
const (
	bestiaryHint   = "rulediff audit --list names the records; rulediff score bestiary/NAME.sgf explains one; --detail explains each divergence in full."
	mdBestiaryHint = "`rulediff audit --list` names the records; `rulediff score bestiary/NAME.sgf` explains one; `--detail` explains each divergence in full."
)

// divergenceLine counts the divergences and the games that agree:
// "192 divergences in 36 games; 2 games agree under every ruleset.", then
// the errors and warnings of the run, if any.
func divergenceLine(s Summary, detail bool) string {
	line := plural(s.Divergences, "divergence", "divergences") + " in " + plural(s.GamesDiverging, "game", "games")
	if n := s.UnfinishedScoreDivergences; n > 0 {
		line += " (" + plural(n, "score divergence", "score divergences") + " in " +
			plural(s.UnfinishedScoreGames, "game that did not end, marked *", "games that did not end, marked *") + ")"
	}
	if s.Audited > 1 { // of a one-game run the table says it all
		agree := s.Audited - s.GamesDiverging
		line += "; " + plural(agree, "game agrees", "games agree") + " under every ruleset"
	}
	if n := s.Results.Disagreeing; n > 0 {
		line += "; " + plural(n, "result differs", "results differ") + " from RE"
		if k := s.Results.KomiZeroContradicted; k > 0 {
			line += " (" + strconv.Itoa(k) + " counted with a KM[0] their RE contradicts: --assume-komi)"
		}
	}
	if s.Unreadable > 0 || s.Errors > 0 || s.Warnings > 0 {
		line += "; " + plural(s.Errors, "error", "errors") + ", " + plural(s.Warnings, "warning", "warnings")
		if s.Unreadable > 0 {
			line += ", " + plural(s.Unreadable, "file", "files") + " with no game"
		}
		if !detail {
			line += " (--detail lists them)"
		}
	}
	return line + "."
}

// moreLine closes a table that reached its row cap.
func moreLine(n int) string {
	return "… and " + plural(n, "more row", "more rows") + ": use --format jsonl or yaml for all."
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

package reports

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The tables of the pairs of rulesets: where they disagree (over every
// game both judged), their winner flips and score differences (over the
// compared games), each split by dead-stone source, and the flipped
// games. On a terminal too narrow for them whole they take their narrow
// form: an agreeing set of rulesets named by its first ("japanese="),
// the legality, end and score counts in one column, the most frequent
// classes, the flipped games listed under the table; --wide, a pipe and
// the other formats get them whole.

// pairNamer names the pairs in the tables: every ruleset of an agreeing
// set goes by its set, spoken for by its first ruleset.
type pairNamer struct {
	groups groupLabels
	short  bool // "japanese=" for "japanese = korean = bga-japanese"
}

// name is the pair's name in the tables; false for a pair a set's first
// ruleset speaks for.
func (n pairNamer) name(p PairStat) (string, bool) {
	a, okA := n.label(p.A)
	b, okB := n.label(p.B)
	return a + " / " + b, okA && okB
}

func (n pairNamer) label(ruleset string) (string, bool) {
	l, ok := n.groups.label(ruleset)
	if ok && n.short && l != ruleset {
		return ruleset + "=", true
	}
	return l, ok
}

// maxClassLines is the most lines a pair's classes may wrap into in the
// whole table on a terminal; taller, the table takes its narrow form.
const maxClassLines = 3

// shownClasses is how many classes a pair's cell lists on a narrow
// terminal, the most frequent first.
const shownClasses = 3

// pairTables writes the line on the agreeing rulesets and the pair
// tables.
func (st *sectionWriter) pairTables(s Summary) {
	names := pairNamer{groups: agreeingLabels(s.Agreeing)}
	header, rows, wrappable := st.disagreeRows(s, names)
	classes := len(header) - 1
	if !fitsWhole(st.width, header, rows, wrappable...) || tallestCell(st.width, header, rows, classes, wrappable...) > maxClassLines {
		names.short = true
		header, rows, wrappable = st.disagreeRows(s, names)
	}
	st.agreeingLine(s, names)
	if len(rows) > 0 {
		title := "Pairs of rulesets that disagree (games: both judged; differ: % of games; " + st.subNote() + ")"
		if header[1] != "games" {
			title = fmt.Sprintf("Pairs of rulesets that disagree (differ: %% of the %d audited games, all judged by both; %s, as many as above)", s.Audited, st.subNote())
		}
		st.section(title, header, alignsOf(header), rows, wrappable...)
	}
	st.flipRows(s, names)
	st.diffRows(s, names)
	st.flippedGames(s, names)
}

// agreeingLine names the sets of rulesets that agree on every game.
func (st *sectionWriter) agreeingLine(s Summary, names pairNamer) {
	if len(s.Agreeing) == 0 {
		return
	}
	var sets []string
	for _, g := range s.Agreeing {
		set := strings.Join(g, " = ")
		if names.short {
			set = g[0] + "= for " + set
		}
		sets = append(sets, set)
	}
	if names.short {
		st.line("Rulesets that agree on every game are one column below, named by the first with \"=\": " + strings.Join(sets, "; ") + ".")
		return
	}
	st.line("Rulesets that agree on every game, one column below: " + strings.Join(sets, "; ") + ".")
}

// shown reports whether a pair has a row: it ever disagrees, and no
// other ruleset of an agreeing set speaks for it.
func shown(p PairStat, names pairNamer) (string, bool) {
	name, ok := names.name(p)
	return name, ok && p.Diverging > 0
}

// disagreeRows is the table of the pairs that disagree: whole, or in its
// narrow form (legality, end and score in one column, the most frequent
// classes).
func (st *sectionWriter) disagreeRows(s Summary, names pairNamer) ([]string, [][]string, []int) {
	// When every pair judged every game, the games of a row are those of
	// the corpus or of a dead-stone source (the tables above count them):
	// a narrow table leaves their column out.
	every := names.short
	sources := map[string]int{}
	for _, d := range s.DeadSources {
		sources[d.Name] = d.Games
	}
	for _, p := range s.Pairs {
		every = every && p.Games == s.Audited
		for _, x := range p.DivergingByDead {
			every = every && x.Games == sources[x.Name]
		}
	}
	games := func(n int) []string {
		if every {
			return nil
		}
		return []string{strconv.Itoa(n)}
	}
	var rows [][]string
	for _, p := range s.Pairs {
		name, ok := shown(p, names)
		if !ok {
			continue
		}
		counts := []string{strconv.Itoa(p.Legality), strconv.Itoa(p.End), strconv.Itoa(p.Score)}
		classes := make([]string, len(p.Classes))
		for i, c := range p.Classes {
			classes[i] = st.counted(c.Name, c.Count)
		}
		classCell := orDash(strings.Join(classes, ", "))
		if names.short {
			counts = []string{strings.Join(counts, " / ")}
			classCell = topClasses(p.Classes)
		}
		rows = append(rows, slices.Concat([]string{name}, games(p.Games), []string{ofGames(p.Diverging, p.Games)}, counts, []string{classCell}))
		for _, x := range p.DivergingByDead {
			counts := []string{strconv.Itoa(x.Legality), strconv.Itoa(x.End), strconv.Itoa(x.Score)}
			if names.short {
				counts = []string{strings.Join(counts, " / ")}
			}
			rows = append(rows, slices.Concat([]string{st.sub(x.Name)}, games(x.Games), []string{ofGames(x.Diverging, x.Games)}, counts, []string{""}))
		}
	}
	if every {
		return []string{"A / B", "differ", "legality / end / score", "classes (most games)"}, rows, []int{0, 3}
	}
	if names.short {
		return []string{"A / B", "games", "differ", "legality / end / score", "classes (most games)"}, rows, []int{0, 4}
	}
	return []string{"A / B", "games", "differ", "legality", "end", "score", "classes"}, rows, []int{0, 6}
}

// counted is "seki 4" in a cell: on a terminal, where the cell may wrap,
// the count stays with its name.
func (st *sectionWriter) counted(name string, n int) string {
	if st.width > 0 {
		return name + string(nbsp) + strconv.Itoa(n)
	}
	return name + " " + strconv.Itoa(n)
}

// ofGames is "169 (7.32%)": a count and its share of games.
func ofGames(n, games int) string { return strconv.Itoa(n) + " (" + pct(percent(n, games)) + ")" }

// topClasses lists the most frequent classes of a pair, and counts the
// others.
func topClasses(cs []NameCount) string {
	top := slices.Clone(cs)
	slices.SortStableFunc(top, func(a, b NameCount) int { return cmp.Compare(b.Count, a.Count) })
	var parts []string
	for i, c := range top {
		if i == shownClasses {
			parts = append(parts, "+"+strconv.Itoa(len(top)-i)+string(nbsp)+"more")
			break
		}
		parts = append(parts, c.Name+string(nbsp)+strconv.Itoa(c.Count))
	}
	return orDash(strings.Join(parts, ", "))
}

// alignsOf aligns the first column left, the counts right, and a last
// column of names left.
func alignsOf(header []string) []align {
	out := make([]align, len(header))
	for i := range out {
		out[i] = right
	}
	out[0], out[len(out)-1] = left, left
	return out
}

// flipRows is the table of winner flips and draws of the pairs that
// disagree, over their compared games.
func (st *sectionWriter) flipRows(s Summary, names pairNamer) {
	var rows [][]string
	for _, p := range s.Pairs {
		name, ok := shown(p, names)
		if !ok || p.Compared == 0 {
			continue
		}
		rows = append(rows, []string{name, strconv.Itoa(p.Compared), flips(p), strconv.Itoa(p.Draws)})
		for _, x := range p.ByDead {
			rows = append(rows, []string{st.sub(x.Name), strconv.Itoa(x.Compared), shareFlips(x), strconv.Itoa(x.Draws)})
		}
	}
	if len(rows) == 0 {
		return
	}
	st.section("Winner flips over the compared games (compared: "+comparedWhat(s)+"; "+st.subNote()+")",
		[]string{"A / B", "compared", "winner flips", "draws"}, []align{left, right, right, right}, rows, 0, 2)
}

// shareFlips is a share's winner flips with their denominator.
func shareFlips(x PairShare) string {
	return ofTotal(x.WinnerFlips, x.Compared, "")
}

// diffRows is the table of score differences of the pairs whose margins
// ever differ on a compared game.
func (st *sectionWriter) diffRows(s Summary, names pairNamer) {
	var rows [][]string
	for _, p := range s.Pairs {
		name, ok := shown(p, names)
		if !ok || p.Compared == 0 || len(p.Diffs) == 1 && p.Diffs[0].Diff == 0 {
			continue
		}
		rows = append(rows, []string{name, strconv.Itoa(p.Compared), FormatNumber(p.MeanAbsDiff), st.distribution(p.Diffs)})
		for _, x := range p.ByDead {
			rows = append(rows, []string{st.sub(x.Name), strconv.Itoa(x.Compared), FormatNumber(x.MeanAbsDiff), st.distribution(x.Diffs)})
		}
	}
	if len(rows) == 0 {
		return
	}
	st.section("Score differences over the compared games (margin B minus margin A: games; "+st.subNote()+")",
		[]string{"A / B", "compared", "mean |diff|", "distribution"}, []align{left, right, right, left}, rows, 0, 3)
}

// distribution is the distribution cell; on a terminal, where it wraps,
// each difference keeps its count on its line.
func (st *sectionWriter) distribution(diffs []DiffCount) string {
	d := distribution(diffs)
	if st.width > 0 {
		d = strings.ReplaceAll(d, ": ", ":"+string(nbsp))
	}
	return d
}

// flippedGames names the first flipped games of each pair: a table whole,
// or on a narrow terminal a list under each pair, the games' common
// directory said once.
func (st *sectionWriter) flippedGames(s Summary, names pairNamer) {
	if st.err != nil {
		return
	}
	title := fmt.Sprintf("Games whose winner flips (the first %d of each pair; YAML and JSON Lines list up to %d)", shownFlips, MaxListedFlips)
	var rows [][]string
	var flipped []PairStat
	for _, p := range s.Pairs {
		if name, ok := shown(p, names); ok && p.WinnerFlips > 0 {
			rows = append(rows, []string{name, strconv.Itoa(p.WinnerFlips), flippedCell(p)})
			flipped = append(flipped, p)
		}
	}
	if len(rows) == 0 {
		return
	}
	header := []string{"A / B", "flips", "games"}
	if !names.short && fitsWhole(st.width, header, rows, 0, 2) {
		st.section(title, header, []align{left, right, left}, rows, 0, 2)
		return
	}
	dir := commonDir(flipped)
	if dir != "" {
		title += "; under " + dir
	}
	var b strings.Builder
	b.WriteString(wrapText(title, max(st.width, minWrapWidth), ""))
	for i, p := range flipped {
		fmt.Fprintf(&b, "%s: %s\n", rows[i][0], plural(p.WinnerFlips, "flip", "flips"))
		for j, r := range p.Flipped {
			if j == shownFlips {
				fmt.Fprintf(&b, "  … %d more\n", p.WinnerFlips-j)
				break
			}
			name := strings.TrimPrefix(r.Source, dir) + "#" + strconv.Itoa(r.Game)
			b.WriteString("  " + strings.ReplaceAll(wrapCell(name, max(st.width-2, minWrapWidth)), "\n", "\n    ") + "\n")
		}
	}
	if _, err := fmt.Fprintf(st.w, "%s\n", b.String()); err != nil && st.err == nil {
		st.err = fmt.Errorf("reports: write: %w", err)
	}
}

// commonDir is the directory every shown flipped game lies under, with
// its final "/"; "" when they share none.
func commonDir(ps []PairStat) string {
	var dir string
	first := true
	for _, p := range ps {
		for j, r := range p.Flipped {
			if j == shownFlips {
				break
			}
			d := r.Source[:strings.LastIndex(r.Source, "/")+1]
			if first {
				dir, first = d, false
				continue
			}
			for !strings.HasPrefix(d, dir) {
				dir = dir[:strings.LastIndex(strings.TrimSuffix(dir, "/"), "/")+1]
			}
		}
	}
	return dir
}

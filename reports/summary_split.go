package reports

import (
	"strconv"
	"strings"
)

// The summary tables of `rulediff stats` split each figure by where the
// games' dead stones came from: under a row of all games, one indented
// row (a sub-row) per dead-stone source, with the figures over the games
// of that source.

// sub labels a sub-row: indented on a terminal, an arrow in Markdown
// (which would drop the indent).
func (st *sectionWriter) sub(name string) string {
	if st.style == StyleMarkdown {
		return "↳ " + name
	}
	return "  " + name
}

// subNote is what a title adds when its table has sub-rows.
func (st *sectionWriter) subNote() string {
	if st.style == StyleMarkdown {
		return "↳: the games of each dead-stone source"
	}
	return "indented: the games of each dead-stone source"
}

// deadLegend says what the dead-stone sources are, once, under their
// table: the sub-rows of the tables below name them.
const deadLegend = "Dead stones: none, nothing removed (a game not counted, such as a resignation, or --dead none); " +
	"markup, marked in the record (TB, TW); user, --dead; unconditional, dead whatever is played (Benson); " +
	"estimate, rulediff's estimate; estimate-in-doubt, an estimate with a stone it is unsure of. " +
	"The tables below split their figures by these sources, a row each under the row of all games."

// deadSources is the table of where the dead stones came from, with the
// summary's figures over the games of each source.
func (st *sectionWriter) deadSources(s Summary) {
	if len(s.DeadSources) == 0 {
		return
	}
	checks := map[string]ResultShare{}
	for _, r := range s.Results.ByDead {
		checks[r.Name] = r
	}
	rows := make([][]string, 0, len(s.DeadSources))
	for _, d := range s.DeadSources {
		row := []string{d.Name, strconv.Itoa(d.Games), pct(d.Percent),
			ofGames(d.GamesDiverging, d.Games),
			strconv.Itoa(d.Divergences), strconv.Itoa(d.Compared), "-"}
		if c, ok := checks[d.Name]; ok {
			row[6] = ofChecked(c.ResultCounts)
		}
		rows = append(rows, row)
	}
	header := []string{"source", "games", "% audited", "with a divergence (% of games)", "divergences", "compared", "RE agrees (of checked)"}
	aligns := []align{left, right, right, right, right, right, right}
	if !fitsWhole(st.width, header, rows, 6) {
		// Narrow: the divergences are in the classes' sub-rows, and the
		// long headers are said once in the title.
		header, aligns = []string{"source", "games", "% audited", "diverging", "compared", "RE agrees"}, dropAlign(aligns, 4)
		for i := range rows {
			rows[i] = dropColumn(rows[i], 4)
		}
		st.section(st.deadTitle(s)+"; diverging: games with a divergence, % of the source's; RE agrees: of the checked", header, aligns, rows, 5)
	} else {
		st.section(st.deadTitle(s), header, aligns, rows, 6)
	}
	st.line(deadLegend)
}

func (st *sectionWriter) deadTitle(s Summary) string {
	return "Where the dead stones came from (games: of " + strconv.Itoa(s.Audited) + " audited; compared: " + comparedWhat(s) + ")"
}

// ofChecked is "28 of 114 (24.56%)": the checks that agree with RE.
func ofChecked(c ResultCounts) string {
	return ofTotal(c.Agreeing, c.Checked, "")
}

func dropColumn(cells []string, i int) []string {
	return append(append([]string{}, cells[:i]...), cells[i+1:]...)
}

func dropAlign(aligns []align, i int) []align {
	return append(append([]align{}, aligns[:i]...), aligns[i+1:]...)
}

// classRows are the rows of the classes table: one per class, and with
// split its sub-rows by dead-stone source, whose percent is of the
// games of that source.
func (st *sectionWriter) classRows(s Summary, split bool) [][]string {
	audited := map[string]int{}
	for _, d := range s.DeadSources {
		audited[d.Name] = d.Games
	}
	var rows [][]string
	for _, c := range s.Classes {
		rows = append(rows, []string{c.Kind, c.Class, strconv.Itoa(c.Games) + " (" + pct(c.Percent) + ")",
			strconv.Itoa(c.Divergences), strconv.Itoa(c.WinnerFlips), strconv.Itoa(c.Draws)})
		if !split {
			continue
		}
		for _, x := range c.ByDead {
			rows = append(rows, []string{"", st.sub(x.Name), ofGames(x.Games, audited[x.Name]),
				strconv.Itoa(x.Divergences), strconv.Itoa(x.WinnerFlips), strconv.Itoa(x.Draws)})
		}
	}
	return rows
}

// missRows are the rows of the table of results that differ from RE, by
// kind, and with split by dead-stone source under each kind.
func (st *sectionWriter) missRows(r ResultStats, split bool) [][]string {
	var rows [][]string
	for _, m := range r.Misses {
		rows = append(rows, []string{m.Name, strconv.Itoa(m.Count), pct(percent(m.Count, r.Disagreeing)), missMeaning[m.Name]})
		if !split {
			continue
		}
		for _, d := range r.MissesByDead {
			for _, x := range d.Misses {
				if x.Name == m.Name {
					rows = append(rows, []string{st.sub(d.Name), strconv.Itoa(x.Count), pct(percent(x.Count, r.Disagreeing)), ""})
				}
			}
		}
	}
	return rows
}

// illegalRows are the rows of the illegal moves by ruleset, and with
// split by dead-stone source under each ruleset.
func (st *sectionWriter) illegalRows(s Summary, split bool) [][]string {
	rows := make([][]string, 0, len(s.Illegal))
	for _, il := range s.Illegal {
		rules := make([]string, len(il.Rules))
		for i, r := range il.Rules {
			rules[i] = st.counted(r.Name, r.Count)
		}
		rows = append(rows, []string{il.Ruleset, strconv.Itoa(il.Moves), strconv.Itoa(il.Games), strings.Join(rules, ", ")})
		if !split {
			continue
		}
		for _, x := range il.ByDead {
			rows = append(rows, []string{st.sub(x.Name), strconv.Itoa(x.Moves), strconv.Itoa(x.Games), ""})
		}
	}
	return rows
}

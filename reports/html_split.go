package reports

import "strconv"

// The stats page splits its figures by dead-stone source as the other
// formats do: under each class, pair and ruleset a sub-row "↳ source"
// with the figures over that source's games, and in each score-difference
// caption the mean |diff| of each source's compared games.

// splitMark starts a sub-row's label.
const splitMark = "↳ "

// sourceGames is the audited games of each dead-stone source.
func sourceGames(s Summary) map[string]int {
	out := map[string]int{}
	for _, d := range s.DeadSources {
		out[d.Name] = d.Games
	}
	return out
}

// splitClasses adds to the classes table (classesView's, a row per
// class in order) a sub-row per dead-stone source, its share of that
// source's games.
func splitClasses(s Summary, t *htmlTable) {
	if t == nil {
		return
	}
	games := sourceGames(s)
	t.Header[3] += " (↳: of the source's games)"
	rows := t.Rows
	t.Rows = nil
	for i, c := range s.Classes {
		t.Rows = append(t.Rows, rows[i])
		for _, x := range c.ByDead {
			t.add("", splitMark+x.Name, strconv.Itoa(x.Games), pct(percent(x.Games, games[x.Name])),
				strconv.Itoa(x.Divergences), strconv.Itoa(x.WinnerFlips), strconv.Itoa(x.Draws))
		}
	}
}

// addPairSplit adds a pair's sub-rows to the pair table: its divergence
// figures over each source's games, its comparisons over each source's
// compared games.
func addPairSplit(t *htmlTable, p PairStat) {
	compared := map[string]PairShare{}
	for _, x := range p.ByDead {
		compared[x.Name] = x
	}
	for _, d := range p.DivergingByDead {
		x := compared[d.Name]
		flips, draws, mean := "-", "-", "-" // no compared game of the source
		if x.Compared > 0 {
			flips, draws, mean = shareFlips(x), strconv.Itoa(x.Draws), FormatNumber(x.MeanAbsDiff)
		}
		t.add(splitMark+d.Name, strconv.Itoa(d.Games), ofGames(d.Diverging, d.Games),
			strconv.Itoa(d.Legality), strconv.Itoa(d.End), strconv.Itoa(d.Score), strconv.Itoa(x.Compared),
			flips, draws, mean, "")
	}
}

// deadMeans is a histogram caption's split: "by dead stones: estimate
// 114 compared, mean |diff| 0.98; …", "" without a source.
func deadMeans(p PairStat) string {
	out := ""
	for i, x := range p.ByDead {
		if i == 0 {
			out = " · by dead stones: "
		} else {
			out += "; "
		}
		out += x.Name + " " + strconv.Itoa(x.Compared) + " compared, mean |diff| " + FormatNumber(x.MeanAbsDiff)
	}
	return out
}

// splitIllegal adds to the table of illegal moves (illegalView's, a row
// per ruleset in order) a sub-row per dead-stone source.
func splitIllegal(s Summary, t *htmlTable) {
	if t == nil {
		return
	}
	rows := t.Rows
	t.Rows = nil
	for i, il := range s.Illegal {
		t.Rows = append(t.Rows, rows[i])
		for _, x := range il.ByDead {
			t.add(splitMark+x.Name, strconv.Itoa(x.Moves), strconv.Itoa(x.Games), "")
		}
	}
}

package reports

import (
	"bytes"
	"strings"
	"testing"
)

// narrowGames: five rulesets, japanese = korean and aga = french
// agreeing on every game; six games, each a flip between japanese and
// the others (chinese a point more than aga), each of its own class, from
// a directory whose names make the flipped games too wide for a table at
// 80 columns.
func narrowGames() []Game {
	classes := []string{"counting-method", "dame-parity", "seki", "pass-stones", "handicap-bonus", "dead-stones-literal"}
	var games []Game
	for i, c := range classes {
		terr, area, chinese := Verdict{Result: "W+0.5", Margin: f(-0.5)}, Verdict{Result: "B+0.5", Margin: f(0.5)}, Verdict{Result: "B+1.5", Margin: f(1.5)}
		games = append(games, Game{Source: "corpora/a_rather_long_collection_name/with_a_subdirectory/game-" + string(rune('a'+i)) + ".sgf",
			Game: 1, Ending: byPasses(), Dead: &DeadStones{Source: "estimate"},
			Verdicts: map[string]*Verdict{"japanese": ptr(terr), "korean": ptr(terr), "chinese": ptr(chinese), "aga": ptr(area), "french": ptr(area)},
			Divergences: []Divergence{{Kind: KindScore, Class: c, Effect: EffectWinner, Camps: []Camp{
				{Rulesets: []string{"japanese", "korean"}, Says: "W+0.5"}, {Rulesets: []string{"aga", "french"}, Says: "B+0.5"},
				{Rulesets: []string{"chinese"}, Says: "B+1.5"}}}}})
	}
	return games
}

// On a narrow terminal the pair tables take their narrow form and every
// line fits; at full width (0: a pipe, --wide) they are whole.
func TestSummaryTablesNarrow(t *testing.T) {
	s := NewStats([]string{"japanese", "korean", "chinese", "aga", "french"})
	for _, g := range narrowGames() {
		s.Add(g)
	}
	sum := s.Summary()
	var narrow, whole bytes.Buffer
	if err := summaryTables(&narrow, StyleUnicode, 80, sum); err != nil {
		t.Fatal(err)
	}
	if err := summaryTables(&whole, StyleASCII, 0, sum); err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(narrow.String(), "\n") {
		if n := textWidth(line); n > 80 {
			t.Errorf("line %d has %d columns: %q", i+1, n, line)
		}
	}
	n, w := narrow.String(), whole.String()
	// the sets named by their first ruleset, and said once (the line wraps)
	if legend := `named by the first with "=": japanese= for japanese = korean; aga= for aga = french.`; !strings.Contains(strings.Join(strings.Fields(n), " "), legend) {
		t.Errorf("narrow: no %q in\n%s", legend, n)
	}
	for _, s := range []string{
		"│ japanese= / chinese │",
		// six classes, each in one game: three shown, three counted
		"+3\u00a0more",
		// the flipped games under the table, their directory said once
		"; under corpora/a_rather_long_collection_name/with_a_subdirectory/\njapanese= / chinese: 6 flips\n  game-a.sgf#1\n",
		"  … 1 more\n",
		// the sub-rows keep their indent
		"│   estimate ",
	} {
		if !strings.Contains(n, s) {
			t.Errorf("narrow: no %q in\n%s", s, n)
		}
	}
	for _, s := range []string{
		"Rulesets that agree on every game, one column below: japanese = korean; aga = french.",
		"| japanese = korean / chinese      |     6 | 6 (100%) |        0 |   0 |     6 | ",
		"counting-method 1, dame-parity 1, seki 1, pass-stones 1, handicap-bonus 1, dead-stones-literal 1 |",
		"| corpora/a_rather_long_collection_name/with_a_subdirectory/game-a.sgf#1, ",
		"|   estimate ",
	} {
		if !strings.Contains(w, s) {
			t.Errorf("whole: no %q in\n%s", s, w)
		}
	}
	if strings.Contains(w, "\u00a0") || strings.Contains(w, "japanese=") {
		t.Errorf("the whole tables carry the narrow form:\n%s", w)
	}
}

// fitsWhole: a table fits when its wrappable columns may wrap between
// units but not inside one.
func TestFitsWhole(t *testing.T) {
	header := []string{"A / B", "n"}
	rows := [][]string{{"japanese = korean / chinese", "1"}}
	// the widest unit is "japanese = korean /" (19); "n" 1: 19 + 1 + 7 = 27
	for width, want := range map[int]bool{0: true, 27: true, 26: false} {
		if got := fitsWhole(width, header, rows, 0); got != want {
			t.Errorf("width %d: %v, want %v", width, got, want)
		}
	}
	// not wrappable: the whole cell (27 + 1 + 7 = 35)
	if fitsWhole(34, header, rows) || !fitsWhole(35, header, rows) {
		t.Errorf("an unwrappable column is as wide as its cell")
	}
}

// tallestCell: the lines of the tallest cell of a column once the table
// is fitted, worked by hand on one row.
func TestTallestCell(t *testing.T) {
	header := []string{"A", "classes"}
	rows := [][]string{{"x", "alpha beta gamma delta epsilon zeta"}}
	// borders 3*2+1 = 7, "x" 1, the cell 35: whole at 43. At 25 the cell
	// gets 17 columns: "alpha beta gamma" (16), "delta epsilon" (13),
	// "zeta" -- three lines.
	for width, want := range map[int]int{0: 1, 43: 1, 25: 3} {
		if got := tallestCell(width, header, rows, 1, 1); got != want {
			t.Errorf("width %d: %d lines, want %d", width, got, want)
		}
	}
}

// The table of dead-stone sources on a narrow terminal: the divergences
// left to the classes' sub-rows, the long headers said in the title, and
// every line within 80 columns; whole, the long headers in the table.
func TestDeadSourcesNarrow(t *testing.T) {
	s := Summary{Audited: 2308, DeadSources: []Share{
		{Name: "none", Games: 2019, Percent: 87.48, GamesDiverging: 3, Divergences: 9},
		{Name: "estimate-in-doubt", Games: 169, Percent: 7.32, GamesDiverging: 169, Divergences: 400, Compared: 62}},
		Results: ResultStats{ByDead: []ResultShare{{Name: "estimate-in-doubt", ResultCounts: ResultCounts{Checked: 113, Agreeing: 64, Disagreeing: 49}}}}}
	var narrow, whole bytes.Buffer
	(&sectionWriter{w: &narrow, style: StyleUnicode, width: 80}).deadSources(s)
	(&sectionWriter{w: &whole, style: StyleASCII}).deadSources(s)
	for i, line := range strings.Split(narrow.String(), "\n") {
		if n := textWidth(line); n > 80 {
			t.Errorf("line %d has %d columns: %q", i+1, n, line)
		}
	}
	n, w := narrow.String(), whole.String()
	// 169 of 169 diverge (100%); 64 of 113 checks agree (56.64%)
	for _, want := range []string{"  diverging │ compared │ RE agrees │", "169 (100%)", "RE agrees: of the checked"} {
		if !strings.Contains(n, want) {
			t.Errorf("narrow: no %q in\n%s", want, n)
		}
	}
	if strings.Contains(n, "400") {
		t.Errorf("narrow: the divergences column is still there:\n%s", n)
	}
	for _, want := range []string{"| with a divergence (% of games) |", " 169 (100%) |", "|         400 |", "64 of 113 (56.64%)"} {
		if !strings.Contains(w, want) {
			t.Errorf("whole: no %q in\n%s", want, w)
		}
	}
}

// A table whose sub-rows sit under an empty first cell (the classes'
// under their kind) draws no line between rows when a cell wraps: the
// indent shows which row a sub-row belongs to.
func TestSubRowsNoLinesBetween(t *testing.T) {
	rows := [][]string{
		{"score", "dead-stones-literal", "1401 (86.37%)", "1470"},
		{"", "  estimate-in-doubt", "698 (95.23%)", "742"},
		{"score", "ties", "1 (0.06%)", "1"},
	}
	var b bytes.Buffer
	st := &sectionWriter{w: &b, style: StyleUnicode, width: 56}
	st.section("t", []string{"kind", "class", "games", "divergences"}, []align{left, left, right, right}, rows, 1, 2)
	out := b.String()
	// borders 13, kind 5, class 19, games 13, divergences 11: 61; the
	// class gives way: "dead-stones-" / "literal", and the sub-row's
	// label keeps its indent on both lines
	if !strings.Contains(out, "│ score │ dead-stones-   │") || !strings.Contains(out, "│       │   doubt        │") {
		t.Fatalf("no wrapped games cell:\n%s", out)
	}
	if n := strings.Count(out, "├"); n != 1 {
		t.Errorf("%d lines across the table, want 1 (under the header):\n%s", n, out)
	}
	if !isSubRow(rows[1]) || isSubRow(rows[0]) || isSubRow([]string{"", ""}) {
		t.Errorf("isSubRow")
	}
}

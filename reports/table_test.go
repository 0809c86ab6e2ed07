package reports

import (
	"bytes"
	"strings"
	"testing"
)

// detailOptions are the test options with every game's section.
func detailOptions() AuditOptions {
	opts := testOptions()
	opts.Detail = DetailOn
	return opts
}

// gameSection is the part of a table report before the compact table:
// the line that says what was audited opens it.
func gameSection(t *testing.T, out, summaryTitle string) string {
	t.Helper()
	head, _, ok := strings.Cut(out, summaryTitle)
	if !ok {
		t.Fatalf("no %q in\n%s", summaryTitle, out)
	}
	return head
}

const endExplanation = "Moves 85 to 96 repeat the cycle of moves 73 to 84 (a triple ko): the game is void under japanese; superko ends the cycle elsewhere."

// TestTableASCII: the end-divergence game, verdicts grouped into two camps,
// columns as wide as their widest cell plus one space each side, numbers
// right-aligned.
func TestTableASCII(t *testing.T) {
	want := "" +
		"== b.sgf, game 1 ==\n" +
		"120 moves · RU - · KM 7.5 · HA 0 · RE B+2.5\n" +
		"+-------------------+--------+--------+-----------+---------------+\n" +
		"| rulesets          | result | margin | end       | illegal moves |\n" +
		"+-------------------+--------+--------+-----------+---------------+\n" +
		"| japanese          | Void   |      - | no-result | -             |\n" +
		"| chinese, aga, bga | B+2.5  |   +2.5 | passes    | -             |\n" +
		"+-------------------+--------+--------+-----------+---------------+\n" +
		"\n" +
		"1. end · long-cycle at move 96 (D2)\n" +
		"   japanese: no-result\n" +
		"   chinese, aga, bga: passes\n" +
		"   " + endExplanation + "\n" +
		"\n"
	got := gameSection(t, writeAudit(t, "table", detailOptions(), gameEnd()), "1 file from 4 inputs")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTableUnicode(t *testing.T) {
	opts := detailOptions()
	opts.Unicode = true
	want := "" +
		"== b.sgf, game 1 ==\n" +
		"120 moves · RU - · KM 7.5 · HA 0 · RE B+2.5\n" +
		"┌───────────────────┬────────┬────────┬───────────┬───────────────┐\n" +
		"│ rulesets          │ result │ margin │ end       │ illegal moves │\n" +
		"├───────────────────┼────────┼────────┼───────────┼───────────────┤\n" +
		"│ japanese          │ Void   │      - │ no-result │ -             │\n" +
		"│ chinese, aga, bga │ B+2.5  │   +2.5 │ passes    │ -             │\n" +
		"└───────────────────┴────────┴────────┴───────────┴───────────────┘\n" +
		"\n" +
		"1. end · long-cycle at move 96 (D2)\n" +
		"   japanese: no-result\n" +
		"   chinese, aga, bga: passes\n" +
		"   " + endExplanation + "\n" +
		"\n"
	got := gameSection(t, writeAudit(t, "table", opts, gameEnd()), "1 file from 4 inputs")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestTableMarkdown: the legality game with its diagram in a text fence,
// a warning as a list item, and the Chinese zi form never added by the
// writer itself (it comes from the verdict).
func TestTableMarkdown(t *testing.T) {
	g := gameLegality()
	g.Divergences = g.Divergences[:1]
	want := "" +
		"### a.sgf, game 1\n" +
		"\n" +
		"40 moves · 5x5 · RU Japanese (japanese) · KM 6.5 · HA 0 · RE W+0.5\n" +
		"\n" +
		"- a.sgf:1:20: game 1: warning: KM[650] read as 6.5\n" +
		"\n" +
		"| rulesets      | result | margin | end    | illegal moves                                     |\n" +
		"|:--------------|:-------|-------:|:-------|:--------------------------------------------------|\n" +
		"| japanese, bga | W+0.5  |   -0.5 | passes | -                                                 |\n" +
		"| chinese       | W+0.5  |   -0.5 | passes | 7 B4 superko-positional; 11 C3 superko-positional |\n" +
		"| aga           | W+0.5  |   -0.5 | passes | 11 C3 superko-situational                         |\n" +
		"\n" +
		"**1. legality · superko-positional at move 7 (B4)**\n" +
		"\n" +
		"- legal: japanese, aga, bga\n" +
		"- illegal: chinese\n" +
		"\n" +
		g.Divergences[0].Explanation + "\n" +
		"\n" +
		"```text\n" +
		"  A B C D E\n" +
		"5 . . . . .\n" +
		"4 .(X)O . .\n" +
		"3 X . X O .\n" +
		"2 . X O . .\n" +
		"1 . . . . .\n" +
		"  A B C D E\n" +
		"```\n" +
		"\n"
	got := gameSection(t, writeAudit(t, "markdown", detailOptions(), g), "## Divergences\n")
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Without diagrams the fence goes.
	opts := detailOptions()
	opts.NoDiagrams = true
	if out := writeAudit(t, "markdown", opts, g); strings.Contains(out, "```") {
		t.Errorf("diagram drawn with NoDiagrams:\n%s", out)
	}
}

// TestTableScoreBreakdown: a score divergence lays the components of each
// camp side by side; the all-zero rows (dead, pass stones, ...) are left
// out and the total stays.
func TestTableScoreBreakdown(t *testing.T) {
	want := "" +
		"+-----------+------------+------------+-----------+-----------+\n" +
		"| component | japanese B | japanese W | chinese B | chinese W |\n" +
		"+-----------+------------+------------+-----------+-----------+\n" +
		"| stones    |          0 |          0 |        20 |        18 |\n" +
		"| territory |         10 |          5 |        10 |         5 |\n" +
		"| prisoners |          2 |          1 |         0 |         0 |\n" +
		"| komi      |          0 |        6.5 |         0 |       6.5 |\n" +
		"| total     |         12 |       12.5 |        30 |      29.5 |\n" +
		"+-----------+------------+------------+-----------+-----------+\n"
	out := writeAudit(t, "table", detailOptions(), gameScore())
	if !strings.Contains(out, want) {
		t.Errorf("no breakdown\n%s\nin\n%s", want, out)
	}
	for _, line := range []string{
		"| chinese  | B+0.5 (B+¼ zi) |   +0.5 | passes | -             |\n",
		"1. score · counting-method · winner\n",
		"   terms: stones +2 (20 black, 18 white on the board), prisoners -1\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("no line %q in\n%s", line, out)
		}
	}
}

// TestSummaryTables: the pair table lists only the pairs that disagree, and
// the score-difference table only pairs whose margins ever differ; every
// figure is split by dead-stone source under its row (the counts are
// TestStatsHandCounted's: c#2 is the markup game, a, b and c#1 unknown).
func TestSummaryTables(t *testing.T) {
	s := NewStats(testRulesets)
	for _, g := range testGames() {
		s.Add(g)
	}
	var buf bytes.Buffer
	if err := WriteSummaryTables(&buf, StyleMarkdown, s.Summary()); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	want := "" +
		"## Score differences over the compared games (margin B minus margin A: games; ↳: the games of each dead-stone source)\n" +
		"\n" +
		"| A / B              | compared | mean \\|diff\\| | distribution |\n" +
		"|:-------------------|---------:|--------------:|:-------------|\n" +
		"| japanese / chinese |        3 |          0.33 | 0: 2, +1: 1  |\n" +
		"| ↳ markup           |        1 |             1 | +1: 1        |\n" +
		"| ↳ unknown          |        2 |             0 | 0: 2         |\n" +
		"| japanese / aga     |        3 |          0.33 | 0: 2, +1: 1  |\n" +
		"| ↳ markup           |        1 |             1 | +1: 1        |\n" +
		"| ↳ unknown          |        2 |             0 | 0: 2         |\n" +
		"| japanese / bga     |        3 |          0.33 | 0: 2, +1: 1  |\n" +
		"| ↳ markup           |        1 |             1 | +1: 1        |\n" +
		"| ↳ unknown          |        2 |             0 | 0: 2         |\n" +
		"\n"
	if !strings.Contains(out, want) {
		t.Errorf("no\n%s\nin\n%s", want, out)
	}
	for _, line := range []string{
		// every rate with its denominator (stats_test.go works them out)
		"| aga / bga          |     4 |    1 (25%) |        1 |   0 |     0 | superko-situational 1 ",
		"| ↳ markup           |     1 |     0 (0%) |        0 |   0 |     0 |  ",
		"| ↳ unknown          |     3 | 1 (33.33%) |        1 |   0 |     0 |  ",
		"| games with a divergence                     |  3 of 4 audited (75%) |",
		"| games compared (ended by passes or counted) | 4 of 4 audited (100%) |",
		"| japanese / chinese |        3 | 1 of 3 (33.33%) |     0 |          0.33 |",
		"| ↳ ended: passes    |        3 | 1 of 3 (33.33%) |     0 |          0.33 |",
		"| ↳ dead: markup     |        1 |   1 of 1 (100%) |     0 |             1 |",
		"| ↳ dead: unknown    |        2 |     0 of 2 (0%) |     0 |             0 |",
		"| japanese / chinese |     1 | c.sgf#2 |",
		"| passes |     4 |      100% |                      - |",
		// the summary's counts by dead-stone source: c#2 (markup)
		// diverges; a and b of the unknown three, with 3 divergences
		"| markup  |     1 |       25% |                       1 (100%) |           1 |        1 |                      - |",
		"| unknown |     3 |       75% |                     2 (66.67%) |           3 |        3 |                      - |",
		// a class's games by source: % of that source's games
		"| score    | counting-method     |           1 (25%) |           1 |            1 |     0 |",
		"|          | ↳ markup            |          1 (100%) |           1 |            1 |     0 |",
		"|          | ↳ unknown           |        1 (33.33%) |           1 |            0 |     0 |",
		"| chinese   |     2 |     1 | superko-positional 2  |\n| ↳ unknown |     2 |     1 |                       |",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("no line %q in\n%s", line, out)
		}
	}
}

// TestOnlyDiverging: the quiet game is skipped, the others stay.
func TestOnlyDiverging(t *testing.T) {
	opts := detailOptions()
	opts.OnlyDiverging = true
	out := writeAudit(t, "table", opts, testGames()...)
	if strings.Contains(out, "== c.sgf, game 1 ==") {
		t.Errorf("quiet game printed")
	}
	for _, title := range []string{"== a.sgf, game 1 ==", "== b.sgf, game 1 ==", "== c.sgf, game 2 ==", "== d.sgf =="} {
		if !strings.Contains(out, title) {
			t.Errorf("%s missing", title)
		}
	}
}

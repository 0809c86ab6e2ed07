package reports

import (
	"io"
	"strings"
	"testing"
)

// compactSection is the part of a table report from the line that says
// what was audited up to the summary tables.
func compactSection(t *testing.T, out, start, end string) string {
	t.Helper()
	i := strings.Index(out, start)
	if i < 0 {
		t.Fatalf("no %q in\n%s", start, out)
	}
	head, _, ok := strings.Cut(out[i:], end)
	if !ok {
		t.Fatalf("no %q in\n%s", end, out)
	}
	return head
}

// TestCompactASCII: the fixtures give one row per divergence (the quiet
// game and the file without a game none): legality sides name the
// rulesets that forbid, then those that allow; end and score sides name
// each camp with what it says; c.sgf holds two games, so its record is
// c#2. Counts: 4 files (a, b, c, d), 4 games with verdicts, 3 of them
// diverge; d's error and a's warning are counted.
func TestCompactASCII(t *testing.T) {
	want := "" +
		"4 files from 4 inputs · rulesets japanese, chinese, aga, bga · komi from the record · dead stones: markup only\n" +
		"\n" +
		"4 divergences in 3 games; 1 game agrees under every ruleset; 1 error, 1 warning, 1 file with no game (--detail lists them).\n" +
		"+--------+----------+---------------------+--------+------+-------+-------------------------------------------------+\n" +
		"| record | kind     | class               | effect | move | point | sides                                           |\n" +
		"+--------+----------+---------------------+--------+------+-------+-------------------------------------------------+\n" +
		"| a      | legality | superko-positional  | -      |    7 | B4    | illegal: chinese / legal: japanese, aga, bga    |\n" +
		"| a      | legality | superko-situational | -      |   11 | C3    | illegal: chinese, aga / legal: japanese, bga    |\n" +
		"| b      | end      | long-cycle          | -      |   96 | D2    | japanese: no-result / chinese, aga, bga: passes |\n" +
		"| c#2    | score    | counting-method     | winner |    - | -     | japanese: W+0.5 / chinese, aga, bga: B+0.5      |\n" +
		"+--------+----------+---------------------+--------+------+-------+-------------------------------------------------+\n" +
		"\n"
	out := writeAudit(t, "table", testOptions(), testGames()...)
	if !strings.HasPrefix(out, want) {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	// The summary under it: divergences by class and illegal moves; the
	// pairs are rulediff stats's.
	for _, s := range []string{"\nDivergences by class (games: of 4 audited; winner flips and draws: of 4 compared)\n", "\nIllegal moves by ruleset\n", "| aga     |     1 |     1 | superko-situational 1 |\n",
		"\nrulediff stats compares every pair of rulesets and their score differences, by dead-stone source.\n"} {
		if !strings.Contains(out, s) {
			t.Errorf("no %q in\n%s", s, out)
		}
	}
	for _, s := range []string{"Pairs of rulesets", "Score differences", "== a.sgf", "Summary\n"} {
		if strings.Contains(out, s) {
			t.Errorf("%q in the compact report:\n%s", s, out)
		}
	}
}

// TestCompactMarkdown: the bestiary names its records without the folder
// and the extension, adds the hint for newcomers, and the table is
// GitHub Markdown; a file with two diverging games names both #1 and #2.
func TestCompactMarkdown(t *testing.T) {
	g1, g2 := gameScore(), gameScore()
	g1.Game = 1
	g1.Source, g2.Source = "bestiary/parity.sgf", "bestiary/parity.sgf"
	e := gameEnd()
	e.Source = "bestiary/triple-ko.sgf"
	opts := testOptions()
	opts.Bestiary = true
	opts.Inputs = []string{"bestiary (embedded)"}
	want := "" +
		"## Divergences\n" +
		"\n" +
		"2 records (3 games) of the embedded bestiary · rulesets japanese, chinese, aga, bga · komi from the record · dead stones: markup only\n" +
		"\n" +
		"`rulediff audit --list` names the records; `rulediff score bestiary/NAME.sgf` explains one; `--detail` explains each divergence in full.\n" +
		"\n" +
		"3 divergences in 3 games; 0 games agree under every ruleset.\n" +
		"\n" +
		"| record    | kind  | class           | effect | move | point | sides                                           |\n" +
		"|:----------|:------|:----------------|:-------|-----:|:------|:------------------------------------------------|\n" +
		"| parity#1  | score | counting-method | winner |    - | -     | japanese: W+0.5 / chinese, aga, bga: B+0.5      |\n" +
		"| parity#2  | score | counting-method | winner |    - | -     | japanese: W+0.5 / chinese, aga, bga: B+0.5      |\n" +
		"| triple-ko | end   | long-cycle      | -      |   96 | D2    | japanese: no-result / chinese, aga, bga: passes |\n" +
		"\n" +
		"## Divergences by class (games: of 3 audited; winner flips and draws: of 3 compared)\n"
	out := writeAudit(t, "markdown", opts, g1, g2, e)
	if got := compactSection(t, out, "## Divergences\n", "## Divergences by class (games: of 3 audited; winner flips and draws: of 3 compared)\n") + "## Divergences by class (games: of 3 audited; winner flips and draws: of 3 compared)\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if !strings.HasPrefix(out, "## Divergences\n") {
		t.Errorf("the compact report does not open with the table:\n%s", out)
	}
}

// TestCompactRowCap: past MaxRows the divergences are counted, not kept.
func TestCompactRowCap(t *testing.T) {
	opts := testOptions()
	opts.MaxRows = 2
	out := writeAudit(t, "table", opts, testGames()...)
	if !strings.Contains(out, "| a      | legality | superko-situational | -      |   11 | C3    | illegal: chinese, aga / legal: japanese, bga |\n") {
		t.Errorf("second row missing:\n%s", out)
	}
	if strings.Contains(out, "long-cycle          | -") || strings.Contains(out, "| b ") {
		t.Errorf("row past the cap:\n%s", out)
	}
	if !strings.Contains(out, "+\n… and 2 more rows: use --format jsonl or yaml for all.\n") {
		t.Errorf("no closing count:\n%s", out)
	}
	// The summary still counts everything.
	if !strings.Contains(out, "4 divergences in 3 games") {
		t.Errorf("summary lost the capped rows:\n%s", out)
	}
}

// TestDetailModes: off writes no game section; on writes each game's
// section first, then the compact table; auto writes the section only
// when the run holds exactly one game.
func TestDetailModes(t *testing.T) {
	const title = "== b.sgf, game 1 =="
	opts := testOptions()
	if out := writeAudit(t, "table", opts, testGames()...); strings.Contains(out, "==") {
		t.Errorf("detail off wrote a section:\n%s", out)
	}
	opts.Detail = DetailOn
	out := writeAudit(t, "table", opts, testGames()...)
	i, j := strings.Index(out, title), strings.Index(out, "4 divergences in 3 games")
	if i < 0 || j < 0 || i > j || !strings.Contains(out, "== c.sgf, game 1 ==") {
		t.Errorf("detail on: section at %d, table at %d:\n%s", i, j, out)
	}
	if strings.Contains(out, "--detail lists them") {
		t.Errorf("detail on points to --detail:\n%s", out)
	}
	opts.Detail = DetailAuto
	if out := writeAudit(t, "table", opts, gameEnd()); !strings.HasPrefix(out, title+"\n") {
		t.Errorf("auto, one game: no section:\n%s", out)
	}
	if out := writeAudit(t, "table", opts, gameEnd(), gameQuiet()); strings.Contains(out, "==") {
		t.Errorf("auto, two games: a section:\n%s", out)
	}
	// The quiet game alone is still shown in full: a director auditing
	// one game wants its verdicts.
	if out := writeAudit(t, "markdown", opts, gameQuiet()); !strings.HasPrefix(out, "### c.sgf, game 1\n") {
		t.Errorf("auto, one quiet game: no section:\n%s", out)
	}
}

// TestShortSides: long ruleset lists are counted, short ones named.
func TestShortSides(t *testing.T) {
	d := Divergence{Kind: KindLegality, Class: "superko-positional", Move: 3, Point: "A1",
		Illegal: []string{"chinese", "tromp-taylor", "lasker-maas", "citizendium"},
		Legal:   []string{"japanese", "korean", "aga", "french", "bga"}}
	if got, want := shortSides(d), "illegal: chinese, tromp-taylor, lasker-maas, citizendium / legal: 5 rulesets"; got != want {
		t.Errorf("legality: got %q, want %q", got, want)
	}
	d = Divergence{Kind: KindScore, Camps: []Camp{
		{Rulesets: []string{"japanese", "korean"}, Says: "W+0.5"},
		{Rulesets: []string{"chinese", "aga", "french", "bga", "ing"}, Says: "W+2.5"}}}
	if got, want := shortSides(d), "japanese, korean: W+0.5 / 5 rulesets: W+2.5"; got != want {
		t.Errorf("score: got %q, want %q", got, want)
	}
	if got := shortSides(Divergence{Kind: KindScore}); got != "-" {
		t.Errorf("no sides: got %q", got)
	}
}

// TestCompactBounded: however many games come, the table keeps MaxRows
// rows and counts the rest; a file of many games marks its first game's
// rows once (no quadratic rescan).
func TestCompactBounded(t *testing.T) {
	opts := testOptions()
	opts.MaxRows = 100
	w, err := NewAuditWriter(io.Discard, "table", opts)
	if err != nil {
		t.Fatal(err)
	}
	g := gameScore()
	for i := 1; i <= 5000; i++ {
		g.Game = i
		if err := w.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	c := w.(*auditTable).compact
	if len(c.rows) != 100 || c.more != 4900 || !c.rows[0].multi || c.record(c.rows[99]) != "c#100" {
		t.Errorf("rows %d, more %d, first multi %v, last %q", len(c.rows), c.more, c.rows[0].multi, c.record(c.rows[99]))
	}
}

func BenchmarkWriteTableDetail(b *testing.B) {
	g := benchGame()
	w, err := NewAuditWriter(io.Discard, "table", AuditOptions{Rulesets: benchRulesets, Detail: DetailOn})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := w.Add(g); err != nil {
			b.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
}

// TestCompactRecordNames: one input directory is left out of the record
// names (the line above the table names it); archives keep their inner
// path; a lone file keeps its name.
func TestCompactRecordNames(t *testing.T) {
	c := newCompactRows(AuditOptions{Inputs: []string{"games/"}})
	for src, want := range map[string]string{
		"games/2024/a.SGF":     "2024/a",
		"games/x.zip!in/b.sgf": "x.zip!in/b",
		"other/c.sgf":          "other/c",
	} {
		if got := c.record(compactRow{source: src, game: 1}); got != want {
			t.Errorf("%s: got %q, want %q", src, got, want)
		}
	}
	c = newCompactRows(AuditOptions{Inputs: []string{"one.sgf"}})
	if got := c.record(compactRow{source: "one.sgf", game: 3, multi: true}); got != "one#3" {
		t.Errorf("lone file: got %q", got)
	}
}

// A game's divergences fold into one row per place where the rulesets part
// ways: the two superko classes of move 6 become one row (the forbidding
// rulesets joined, the legal ones those that allow the move under both),
// the score shares become one row with the strongest effect and the camps
// joined by what they say; move 9's end divergence stays apart.
func TestGroupDivergences(t *testing.T) {
	ds := []Divergence{
		{Kind: KindLegality, Class: "superko-positional", Move: 6, Point: "F4",
			Illegal: []string{"chinese", "tromp-taylor"}, Legal: []string{"japanese", "aga", "bga"}},
		{Kind: KindLegality, Class: "superko-situational", Move: 6, Point: "F4",
			Illegal: []string{"aga"}, Legal: []string{"japanese", "bga", "chinese"}},
		{Kind: KindEnd, Class: "long-cycle", Move: 9, Point: "B5",
			Camps: []Camp{{Rulesets: []string{"japanese"}, Says: "no-result"}, {Rulesets: []string{"chinese"}, Says: "passes"}}},
		{Kind: KindScore, Class: "dame-parity", Effect: EffectMargin,
			Camps: []Camp{{Rulesets: []string{"japanese"}, Says: "W+0.5"}, {Rulesets: []string{"chinese"}, Says: "W+1.5"}}},
		{Kind: KindScore, Class: "komi", Effect: EffectWinner,
			Camps: []Camp{{Rulesets: []string{"japanese"}, Says: "W+0.5"}, {Rulesets: []string{"aga"}, Says: "B+0.5"}}},
	}
	got := groupDivergences(ds)
	if len(got) != 3 {
		t.Fatalf("%d rows, want 3: %+v", len(got), got)
	}
	want := [][]string{
		{"legality", "superko-positional, superko-situational", "-", "6", "F4", "illegal: chinese, tromp-taylor, aga / legal: japanese, bga"},
		{"end", "long-cycle", "-", "9", "B5", "japanese: no-result / chinese: passes"},
		{"score", "dame-parity, komi", "winner", "-", "-", "japanese: W+0.5 / chinese: W+1.5 / aga: B+0.5"},
	}
	for i, d := range got {
		if cells := compactCells(d); strings.Join(cells, "|") != strings.Join(want[i], "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, cells, want[i])
		}
	}
	// The input is not modified: its camps and lists are still its own.
	if len(ds[3].Camps) != 2 || len(ds[0].Illegal) != 2 {
		t.Errorf("groupDivergences changed its input: %+v", ds)
	}
}

// TestCompactMarksUnfinished: the score divergence of a game that did
// not end (deadGames' g4, unfinished) is marked on its record, a legend
// says what the mark means, and the count line says how many such
// divergences there are (g4 has two, dead-stones-literal and
// counting-method, grouped into one row); the finished games' rows (g1,
// g2) are not marked. The same in Markdown, the legend's mark escaped.
func TestCompactMarksUnfinished(t *testing.T) {
	opts := AuditOptions{Rulesets: []string{"x", "y"}, Inputs: []string{"g1", "g2", "g3", "g4", "g5"}}
	out := writeAudit(t, "table", opts, deadGames()...)
	for _, s := range []string{
		"4 divergences in 3 games (2 score divergences in 1 game that did not end, marked *); 2 games agree under every ruleset.\n",
		"| g1     | score | dame-parity                          | winner |",
		"| g2     | score | counting-method                      | margin |",
		"| g4*    | score | dead-stones-literal, counting-method | winner |",
		"\n* a score divergence of a game that did not end by passes or a count",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("no %q in\n%s", s, out)
		}
	}
	md := writeAudit(t, "markdown", opts, deadGames()...)
	for _, s := range []string{"| g4*    |", "\n\\* a score divergence of a game that did not end"} {
		if !strings.Contains(md, s) {
			t.Errorf("no %q in\n%s", s, md)
		}
	}
	// The HTML page's table marks the record too, the legend under it.
	page := string(auditPage(t, opts, deadGames()...))
	for _, s := range []string{">g4*</a>", "<p class=\"muted\">* a score divergence of a game that did not end"} {
		if !strings.Contains(page, s) {
			t.Errorf("html: no %q", s)
		}
	}
	// No game left unfinished: no mark, no legend, the count line as before.
	plain := writeAudit(t, "table", opts, deadGames()[:3]...)
	if strings.Contains(plain, "*") || !strings.Contains(plain, "2 divergences in 2 games; 1 game agrees under every ruleset.\n") {
		t.Errorf("marks without an unfinished game:\n%s", plain)
	}
}

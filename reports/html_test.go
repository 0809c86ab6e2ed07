package reports

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func auditPage(t *testing.T, opts AuditOptions, games ...Game) []byte {
	t.Helper()
	var buf bytes.Buffer
	if opts.Rulesets == nil {
		opts.Rulesets = testRulesets
	}
	w, err := NewAuditWriter(&buf, "html", opts)
	writeGames(t, w, err, games)
	return buf.Bytes()
}

// TestHTMLAuditStructure: the fixtures' audit as a page. Three games
// diverge (a.sgf, b.sgf, c.sgf game 2): three sections, in corpus order;
// c.sgf game 1 agrees everywhere and d.sgf yields no game, so neither
// has one. The divergence table has the compact table's four rows (a's
// two legality moves, b's end, c#2's score), each linking to its game.
func TestHTMLAuditStructure(t *testing.T) {
	page := auditPage(t, AuditOptions{Inputs: []string{"corpus"}, OnlyDiverging: true, Tool: "rulediff test"}, testGames()...)
	doc := parsePage(t, page)
	checkSelfContained(t, doc)

	sections := findAll(doc, tag("section", "game"))
	var ids, titles []string
	for _, s := range sections {
		ids = append(ids, attr(s, "id"))
		titles = append(titles, textOf(one(t, s, "h2", tag("h2"))))
	}
	if want := []string{"g1", "g2", "g3"}; !slices.Equal(ids, want) {
		t.Errorf("section ids %q, want %q", ids, want)
	}
	if want := []string{"a.sgf, game 1", "b.sgf, game 1", "c.sgf, game 2"}; !slices.Equal(titles, want) {
		t.Errorf("section titles %q, want %q", titles, want)
	}

	summary := one(t, doc, "summary", byID("summary"))
	tables := findAll(summary, tag("table"))
	if len(tables) == 0 {
		t.Fatal("no table in the summary")
	}
	div := tables[0]
	if h := headerCells(div); !slices.Equal(h, compactHeader) {
		t.Errorf("divergence table header %q", h)
	}
	var records, links []string
	for _, tr := range findAll(div, tag("tr")) {
		cells := findAll(tr, tag("td"))
		if len(cells) == 0 {
			continue
		}
		records = append(records, textOf(cells[0]))
		href := ""
		if a := findAll(cells[0], tag("a")); len(a) == 1 {
			href = attr(a[0], "href")
		}
		links = append(links, href)
	}
	if want := []string{"a", "a", "b", "c#2"}; !slices.Equal(records, want) {
		t.Errorf("records %q, want %q", records, want)
	}
	if want := []string{"#g1", "#g1", "#g2", "#g3"}; !slices.Equal(links, want) {
		t.Errorf("links %q, want %q", links, want)
	}
	rows := tableRows(div)
	if got := rows[0][1:6]; !slices.Equal(got, []string{"legality", "superko-positional", "-", "7", "B4"}) {
		t.Errorf("first row %q", got)
	}

	// The file with no game is in the errors table, without a link.
	one(t, summary, "errors heading", byID("errors"))
	var errRows [][]string
	for _, tb := range tables {
		if h := headerCells(tb); slices.Equal(h, []string{"record", "error"}) {
			errRows = tableRows(tb)
		}
	}
	if len(errRows) != 1 || errRows[0][0] != "d.sgf" || errRows[0][1] != "no game in file" {
		t.Errorf("errors %q", errRows)
	}

	// a.sgf: two legality divergences; the first has a board (5x5, the
	// fixture's diagram: black B4 A3 C3 B2, white C4 D3 C2, the move B4
	// ringed at column 1, row 1 from the top); the second has none.
	g1 := sections[0]
	arts := findAll(g1, tag("article", "div"))
	if len(arts) != 2 {
		t.Fatalf("a.sgf: %d divergences shown", len(arts))
	}
	if h := textOf(one(t, arts[0], "heading", tag("h3"))); h != "1. legality · superko-positional at move 7 (B4)" {
		t.Errorf("heading %q", h)
	}
	svg := one(t, arts[0], "board", tag("svg", "board"))
	black := attr(one(t, svg, "black stones", tag("path", "sb")), "d")
	white := attr(one(t, svg, "white stones", tag("path", "sw")), "d")
	if black != "M1 1h0M0 2h0M2 2h0M1 3h0" || white != "M2 1h0M3 2h0M2 3h0" {
		t.Errorf("stones: black %q, white %q", black, white)
	}
	ring := one(t, svg, "move ring", tag("circle", "mv"))
	if attr(ring, "cx") != "1" || attr(ring, "cy") != "1" {
		t.Errorf("move ring at (%s, %s), want (1, 1)", attr(ring, "cx"), attr(ring, "cy"))
	}
	if n := len(findAll(arts[1], tag("svg"))); n != 0 {
		t.Errorf("second divergence: %d boards, the report has no diagram", n)
	}

	// c.sgf game 2: the camps' components side by side, worked out in
	// the fixture: territory counting W+0.5 (12 against 12.5), area B+0.5.
	comp := findAll(sections[2], tag("table"))[1] // the first is the verdicts
	if h := headerCells(comp); !slices.Equal(h, []string{"component", "japanese B", "japanese W", "chinese B", "chinese W"}) {
		t.Errorf("components header %q", h)
	}
	want := [][]string{
		{"stones", "0", "0", "20", "18"},
		{"territory", "10", "5", "10", "5"},
		{"prisoners", "2", "1", "0", "0"},
		{"komi", "0", "6.5", "0", "6.5"},
		{"total", "12", "12.5", "30", "29.5"},
	}
	if got := tableRows(comp); !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("components %q, want %q", got, want)
	}
}

// TestHTMLAuditStreams: a game's section is written when the game comes,
// before the next one and long before the summary.
func TestHTMLAuditStreams(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewAuditWriter(&buf, "html", AuditOptions{Rulesets: testRulesets, OnlyDiverging: true})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte("<main>")) || bytes.Contains(buf.Bytes(), []byte(`id="summary"`)) {
		t.Fatalf("after the header: %q", buf.String())
	}
	if err := w.Add(gameLegality()); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte(`id="g1"`)) {
		t.Error("the first game's section is not written as it comes")
	}
	if bytes.Contains(buf.Bytes(), []byte(`id="summary"`)) {
		t.Error("the summary is written before the end")
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasSuffix(bytes.TrimSpace(buf.Bytes()), []byte("</html>")) {
		t.Error("the page is not closed")
	}
}

// TestHTMLAuditCap: past MaxSections the games get no section, their rows
// no link, and the line above the table says so.
func TestHTMLAuditCap(t *testing.T) {
	page := auditPage(t, AuditOptions{OnlyDiverging: true, MaxSections: 1}, testGames()...)
	doc := parsePage(t, page)
	checkSelfContained(t, doc)
	if n := len(findAll(doc, tag("section", "game"))); n != 1 {
		t.Errorf("%d sections, want 1", n)
	}
	if n := len(findAll(one(t, doc, "summary", byID("summary")), tag("a"))); n != 2 {
		t.Errorf("%d links, want a.sgf's two rows", n)
	}
	if !strings.Contains(textOf(doc), "the sections stop at 1 games or 16 MB, so 2 more games have none") {
		t.Error("the cap is not explained")
	}
}

// TestHTMLAuditAllGames: with OnlyDiverging off every game gets a section,
// c.sgf's quiet game 1 too; a file with no game has none (its error is in
// the errors table).
func TestHTMLAuditAllGames(t *testing.T) {
	doc := parsePage(t, auditPage(t, AuditOptions{}, testGames()...))
	var titles []string
	for _, s := range findAll(doc, tag("section", "game")) {
		titles = append(titles, textOf(one(t, s, "h2", tag("h2"))))
	}
	if want := []string{"a.sgf, game 1", "b.sgf, game 1", "c.sgf, game 1", "c.sgf, game 2"}; !slices.Equal(titles, want) {
		t.Errorf("sections %q, want %q", titles, want)
	}
}

// TestHTMLAuditOneGame: a run of one game that agrees everywhere still
// shows that game, as --detail does for one game.
func TestHTMLAuditOneGame(t *testing.T) {
	doc := parsePage(t, auditPage(t, AuditOptions{OnlyDiverging: true}, gameQuiet()))
	s := one(t, doc, "section", tag("section", "game"))
	rows := tableRows(one(t, s, "verdicts", tag("table")))
	if len(rows) != 1 || rows[0][0] != "japanese, chinese, aga, bga" || rows[0][1] != "B+3.5" {
		t.Errorf("verdict camps %q", rows)
	}
}

// TestHTMLStats: the stats page of the fixtures. Four games have
// verdicts, all ended by two passes. The comparisons take the games where
// both rulesets have a margin: for japanese against chinese, aga or bga
// that leaves out b.sgf (japanese says Void), so 3 compared games, and c.sgf
// game 2 flips the winner (W+0.5 against B+0.5): 1 of 3, 33.33%.
// Verdicts differ between japanese and chinese in a.sgf (chinese forbids
// moves), b.sgf (the end) and c#2 (the result): 75% of the 4 games both
// judged; between japanese and bga in b.sgf and c#2: 50%; between chinese
// and aga only in a.sgf (chinese forbids move 7 too): 25%. Margins of
// japanese and chinese: equal in a.sgf and c#1, +1 in c#2 (0.5 − (−0.5)):
// mean |diff| 1/3.
func TestHTMLStats(t *testing.T) {
	doc := parsePage(t, auditPage(t, AuditOptions{SummaryOnly: true}, testGames()...))
	checkSelfContained(t, doc)
	if n := len(findAll(doc, tag("section", "game"))); n != 0 {
		t.Errorf("stats has %d game sections", n)
	}
	chart := func(label string) *html.Node {
		t.Helper()
		return one(t, doc, label, func(n *html.Node) bool {
			return n.Data == "svg" && strings.HasPrefix(attr(n, "aria-label"), label)
		})
	}
	values := func(svg *html.Node) (texts, widths []string) {
		for _, tx := range findAll(svg, tag("text", "val")) {
			texts = append(texts, textOf(tx))
		}
		for _, r := range findAll(svg, tag("rect", "bar")) {
			widths = append(widths, attr(r, "width"))
		}
		return texts, widths
	}
	if got, _ := values(chart("How the games ended")); !slices.Equal(got, []string{"100% (4 of 4)"}) {
		t.Errorf("endings %q", got)
	}
	got, _ := values(chart("Does japanese or chinese change the winner?"))
	if len(got) < 2 || got[0] != "33.33% (1 of 3)" || got[1] != "33.33% (1 of 3)" {
		t.Errorf("headline japanese / chinese %q, want all and passes at 33.33%% (1 of 3)", got)
	}
	got, widths := values(chart("Winner flips: japanese against each ruleset"))
	if want := []string{"33.33% (1 of 3)", "33.33% (1 of 3)", "33.33% (1 of 3)"}; !slices.Equal(got, want) {
		t.Errorf("flip bars %q, want %q", got, want)
	}
	if want := []string{"200", "200", "200"}; !slices.Equal(widths, want) {
		t.Errorf("flip bar widths %q, want %q (equal rates fill the scale)", widths, want)
	}

	heat := chart("Games whose verdicts differ")
	cell := func(i, j int) string {
		// cells are written row by row; the diagonal has no text
		cells := findAll(heat, tag("text", "cell-t"))
		k := i*(len(testRulesets)-1) + j
		if j > i {
			k--
		}
		return textOf(cells[k])
	}
	if got := []string{cell(0, 1), cell(1, 0), cell(0, 3), cell(1, 2)}; !slices.Equal(got, []string{"75", "75", "50", "25"}) {
		t.Errorf("heat map cells %q, want 75 75 50 25", got)
	}
	var captions []string
	for _, f := range findAll(doc, tag("figcaption")) {
		captions = append(captions, textOf(f))
	}
	if !slices.ContainsFunc(captions, func(c string) bool {
		return strings.HasPrefix(c, "japanese / chinese: 3 compared games · mean |diff| 0.33 · 0: 2, +1: 1")
	}) {
		t.Errorf("no japanese / chinese histogram caption in %q", captions)
	}
	flipped := one(t, doc, "flipped games", byID("flipped"))
	if !strings.Contains(textOf(flipped.Parent), "c.sgf#2") {
		t.Error("the flipped game c.sgf#2 is not listed")
	}
}

// TestHistogram: a distribution with one freak game. 641 games: −36 (1),
// −1 (47), 0 (281), +1 (300), +2 (12). Half a per cent is 3.2 games: the
// −36 game alone lies beyond, so the axis runs from −1 (its bar holds
// the −36 game too: 48, tick "≤-1") to +2, one bar per point: 48, 281,
// 300, 12. The zero bar (281) is not four times the tallest other (300),
// so nothing is cut; the tallest bar is labelled.
func TestHistogram(t *testing.T) {
	svg := string(histogram([]DiffCount{{-36, 1}, {-1, 47}, {0, 281}, {1, 300}, {2, 12}}, "t"))
	doc := parsePage(t, []byte(svg))
	var heights []string
	for _, r := range findAll(doc, tag("rect")) {
		if hasClass(r, "bar") {
			heights = append(heights, attr(r, "height"))
		}
	}
	// full height 104 px for 300 games
	if want := []string{"16.6", "97.4", "104", "4.2"}; !slices.Equal(heights, want) {
		t.Errorf("bar heights %q, want %q", heights, want)
	}
	if n := len(findAll(doc, tag("rect", "zero"))); n != 1 {
		t.Errorf("%d zero bars", n)
	}
	text := textOf(doc)
	for _, s := range []string{"≤-1", "+2", "300"} {
		if !strings.Contains(text, s) {
			t.Errorf("no %q in %q", s, text)
		}
	}
	if strings.Contains(text, "≥") {
		t.Errorf("the last bar is not open: %q", text)
	}

	// Zero in 900 games, ±1 in 10 each: the zero bar is cut at 5/4 of
	// the tallest other bar (12 of 10), and says its count.
	svg = string(histogram([]DiffCount{{-1, 10}, {0, 900}, {1, 10}}, "t"))
	doc = parsePage(t, []byte(svg))
	text = textOf(doc)
	if !strings.Contains(text, "900") || !strings.Contains(text, "12") {
		t.Errorf("cut zero bar: %q", text)
	}
}

// TestBarChart: bars are scaled to the largest value.
func TestBarChart(t *testing.T) {
	doc := parsePage(t, []byte(barChart([]bar{{"a", 10, "10"}, {"b", 5, "5"}, {"c", 0, "0"}}, "t")))
	var widths []string
	for _, r := range findAll(doc, tag("rect", "bar")) {
		widths = append(widths, attr(r, "width"))
	}
	if want := []string{"200", "100", "0"}; !slices.Equal(widths, want) {
		t.Errorf("widths %q, want %q", widths, want)
	}
}

// countingWriter counts what is written to it.
type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

// TestHTMLAuditSizeBound: 100,000 games that all diverge, each drawing two
// full 19x19 boards, after three pathological games of 200 divergences
// on 52x52 boards: the page stays under the 20 MB that docs/report.md
// promises, because the sections stop at 16 MB or 500 games, a section
// draws at most 12 boards and shows 60 divergences, and the table keeps
// 2,000 rows.
func TestHTMLAuditSizeBound(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: 100,000 games")
	}
	full := func(w, h int) *Diagram {
		rows := make([]string, h)
		for y := range rows {
			b := make([]byte, w)
			for x := range b {
				b[x] = "XO"[(x+y)%2]
			}
			rows[y] = string(b)
		}
		return &Diagram{Width: w, Height: h, Rows: rows, Mark: "", MarkSGF: "aa"}
	}
	game := func(i, w, divs int) Game {
		g := gameLegality()
		g.Source = "corpus/" + strings.Repeat("x", 40) + "/" + strconv.Itoa(i) + ".sgf"
		d := g.Divergences[0]
		d.Diagram, d.Before = full(w, w), full(w, w)
		g.Divergences = nil
		for k := 0; k < divs; k++ {
			d.Move = k + 1
			g.Divergences = append(g.Divergences, d)
		}
		return g
	}
	var out countingWriter
	w, err := NewAuditWriter(&out, "html", AuditOptions{Rulesets: testRulesets, OnlyDiverging: true})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if err := w.Add(game(i, 52, 200)); err != nil {
			t.Fatal(err)
		}
	}
	g19 := game(3, 19, 1)
	for i := 3; i < 100_000; i++ {
		g19.Source = "corpus/" + strconv.Itoa(i) + ".sgf"
		if err := w.Add(g19); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if out.n > 20<<20 {
		t.Errorf("page of %d bytes, over 20 MB", out.n)
	}
	t.Logf("%d bytes", out.n)
}

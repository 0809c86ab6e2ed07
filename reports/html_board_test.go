package reports

import (
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

func boardLabels(t *testing.T, svg string) (top, left []string) {
	t.Helper()
	doc := parsePage(t, []byte(svg))
	for _, tx := range findAll(one(t, doc, "labels", tag("g", "lbl")), tag("text")) {
		switch {
		case attr(tx, "y") == "-.7": // one letter per x
			if xs := strings.Fields(attr(tx, "x")); len(xs) != len(textOf(tx)) {
				t.Errorf("column letters %q placed at %d x", textOf(tx), len(xs))
			}
			top = append(top, strings.Split(textOf(tx), "")...)
		case attr(tx, "x") == "-.95":
			left = append(left, textOf(tx))
		}
	}
	return top, left
}

// TestBoardCoordinates: GTP on 19x19 (no I; row 19 at the top), the move
// Q16 ringed at column 15, row 3 from the top; the drawing is 18 line
// spacings plus its margins (1.4 + 0.6 across, 1.1 + 1.1 down).
func TestBoardCoordinates(t *testing.T) {
	rows := make([]string, 19)
	for i := range rows {
		rows[i] = strings.Repeat(".", 19)
	}
	rows[3] = strings.Repeat(".", 15) + "X..."
	p := boardFromDiagram(&Diagram{Width: 19, Height: 19, Rows: rows, Mark: "Q16", MarkSGF: "pd"})
	svg := string(p.svg())
	top, left := boardLabels(t, svg)
	if got := strings.Join(top, ""); got != "ABCDEFGHJKLMNOPQRST" {
		t.Errorf("columns %q", got)
	}
	if left[0] != "19" || left[18] != "1" || len(left) != 19 {
		t.Errorf("rows %q", left)
	}
	doc := parsePage(t, []byte(svg))
	ring := one(t, doc, "ring", tag("circle", "mv"))
	if attr(ring, "cx") != "15" || attr(ring, "cy") != "3" {
		t.Errorf("ring at %s,%s", attr(ring, "cx"), attr(ring, "cy"))
	}
	if vb := attr(one(t, doc, "svg", tag("svg")), "viewBox"); vb != "0 0 20 20.2" {
		t.Errorf("viewBox %q", vb)
	}
	// nine star points on 19x19, none under the stone at Q16
	if n := len(findAll(one(t, doc, "stars", tag("g", "star")), tag("circle"))); n != 8 {
		t.Errorf("%d star points drawn, want 8 (Q16 is taken)", n)
	}
}

// TestBoardWide: beyond 25 columns both axes use SGF letters (RULES.md
// §1), up to 52x52; larger boards are not drawn.
func TestBoardWide(t *testing.T) {
	top, left := boardLabels(t, string(newBoardPic(27, 2).svg()))
	if got := strings.Join(top, ""); got != "abcdefghijklmnopqrstuvwxyzA" {
		t.Errorf("27 columns: %q", got)
	}
	if got := strings.Join(left, ""); got != "ab" {
		t.Errorf("27x2 rows: %q", got)
	}
	top, left = boardLabels(t, string(newBoardPic(52, 52).svg()))
	if len(top) != 52 || top[51] != "Z" || left[51] != "Z" {
		t.Errorf("52x52: %d columns, last %q", len(top), top[len(top)-1])
	}
	if p := boardFromDiagram(&Diagram{Width: 53, Height: 53}); p != nil {
		t.Error("a 53x53 board was drawn")
	}
	if p := boardFromDiagram(&Diagram{Width: 0, Height: 5}); p != nil {
		t.Error("a 0x5 board was drawn")
	}
	// Rows shorter than the board, an unreadable mark: drawn, no ring.
	p := boardFromDiagram(&Diagram{Width: 3, Height: 3, Rows: []string{"X"}, Mark: "Z99"})
	if p == nil || p.move != -1 || p.points[0].stone != 'B' {
		t.Errorf("ragged diagram: %+v", p)
	}
}

// TestBoardOwnershipKinds: every kind of point score gives, the dead
// flags, and a kind score may add later (63, which it does not name),
// each in the key with its count. Black stones: a living one and a seki
// one; white likewise; one dead stone of each colour, on the other
// colour's territory (points 10 and 11: (0, 2) and (1, 2) on a 5x4
// board); the unknown kind twice; a dame filled by Black, two by White;
// a point to fill of each colour.
func TestBoardOwnershipKinds(t *testing.T) {
	own := []score.Own{
		score.OwnDame, score.OwnBlackStone, score.OwnWhiteStone, score.OwnBlackTerritory, score.OwnWhiteTerritory,
		score.OwnSekiShared, score.OwnBlackSekiEye, score.OwnWhiteSekiEye, score.OwnBlackSekiStone, score.OwnWhiteSekiStone,
		score.OwnWhiteTerritory | score.DeadBlack, score.OwnBlackTerritory | score.DeadWhite, score.Own(63), score.Own(63), score.OwnDame,
		score.OwnBlackFilled, score.OwnWhiteFilled, score.OwnWhiteFilled, score.OwnBlackTeire, score.OwnWhiteTeire,
	}
	p := boardFromOwnership(own, 5, 4)
	var got []string
	for _, e := range p.legend() {
		got = append(got, e.Name+" "+strconv.Itoa(e.Count))
	}
	want := []string{
		"black stone 2", "white stone 2", "dead black stone, removed 1", "dead white stone, removed 1",
		"counted for Black 2", "counted for White 2", "eye of a black group in seki 1", "eye of a white group in seki 1",
		"shared liberty of a seki 1", "dame: counted for no one 2", "stone of a group in seki 2",
		"dame Black filled at the count 1", "dame White filled at the count 2",
		"point Black must fill (teire): counted for no one 1", "point White must fill (teire): counted for no one 1", "point kind 63 2",
	}
	if !slices.Equal(got, want) {
		t.Errorf("legend\n got %q\nwant %q", got, want)
	}
	doc := parsePage(t, []byte(p.svg()))
	others := findAll(doc, tag("path", "ot"))
	if len(others) != 2 || textOf(others[0]) != "point kind 63" {
		t.Errorf("unknown kinds: %d drawn", len(others))
	}
	// the dead black stone at (0, 2) is crossed, then the white one at (1, 2)
	if x := findAll(doc, tag("path", "x")); len(x) != 2 || attr(x[0], "d") != "M-.3 1.7l.6.6m0-.6l-.6.6" || attr(x[1], "d") != "M.7 1.7l.6.6m0-.6l-.6.6" {
		t.Errorf("crosses %v", x)
	}
	if boardFromOwnership(own, 4, 4) != nil {
		t.Error("a map of the wrong size was drawn")
	}
}

func bestiaryGame(t *testing.T, name string, opts compare.Options) *compare.Game {
	t.Helper()
	data, err := fs.ReadFile(corpus.BestiaryFS(), "bestiary/"+name+".sgf")
	if err != nil {
		t.Fatal(err)
	}
	c, err := sgfio.Parse(data)
	if err != nil || len(c.Games) == 0 {
		t.Fatalf("%s: %v", name, err)
	}
	a, err := compare.NewAuditor(opts)
	if err != nil {
		t.Fatal(err)
	}
	return a.Audit("bestiary/"+name+".sgf", c.Games[0])
}

// TestDivergenceBoardsBeforeAfter: eternal life (the bestiary's record,
// setup in its AB/AW). Move 1 is Black C1; at move 2 White E1 takes the
// black chain C1 D1, whose last liberty it was (B1 white, C2 D2 white).
// The bottom row reads ".OXX.OX." before and ".O..OOX." after; the board
// before marks the two captured stones and the point about to be played.
func TestDivergenceBoardsBeforeAfter(t *testing.T) {
	g := FromCompare(bestiaryGame(t, "eternal-life", compare.Options{Dead: compare.DeadNone}))
	d := g.Divergences[0]
	if d.Move != 2 || d.Point != "E1" {
		t.Fatalf("first divergence %+v", d)
	}
	if d.Before == nil || d.Before.Rows[4] != ".OXX.OX." || d.Diagram.Rows[4] != ".O..OOX." {
		t.Fatalf("before %v after %v", d.Before, d.Diagram)
	}
	figs := divergenceBoards(d)
	if len(figs) != 2 || !strings.HasPrefix(figs[0].Caption, "Before move 2") || !strings.HasPrefix(figs[1].Caption, "After move 2") {
		t.Fatalf("figures %+v", figs)
	}
	doc := parsePage(t, []byte(figs[0].SVG))
	var caps []string
	for _, c := range findAll(doc, tag("path", "cp")) {
		caps = append(caps, attr(c, "d"))
	}
	if joined := strings.Join(caps, ""); !strings.Contains(joined, "M2 4") || !strings.Contains(joined, "M3 4") || strings.Count(joined, "M") != 2 {
		t.Errorf("captures %q, want C1 (2,4) and D1 (3,4)", caps)
	}
	next := one(t, doc, "next move", tag("circle", "nx"))
	if attr(next, "cx") != "4" || attr(next, "cy") != "4" || !hasClass(next, "nx-w") {
		t.Errorf("next move %v", next.Attr)
	}
}

// TestOwnershipBoardsAgreeWithCounts: on every bestiary record, each
// board of the score page shows as many living and dead stones of each
// colour as the count it draws says it has (score's Counts, worked out
// apart from the per-point map), and the page holds nothing to load or
// run.
func TestOwnershipBoardsAgreeWithCounts(t *testing.T) {
	recs, err := corpus.BestiaryRecords()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		name := strings.TrimSuffix(strings.TrimPrefix(r.Name, "bestiary/"), ".sgf")
		g := bestiaryGame(t, name, compare.Options{})
		seen := map[*score.Result]bool{}
		for i := range g.Verdicts {
			res := g.Verdicts[i].Score
			if res == nil || seen[res] {
				continue
			}
			seen[res] = true
			legend := map[string]int{}
			for _, e := range boardFromOwnership(res.Own, res.W, res.H).legend() {
				legend[e.Name] = e.Count
			}
			c := res.Counts
			got := [4]int{legend["black stone"], legend["white stone"], legend["dead black stone, removed"], legend["dead white stone, removed"]}
			want := [4]int{c.Stones[1], c.Stones[2], c.Removed[1], c.Removed[2]}
			if got != want {
				t.Errorf("%s under %s: board stones B, W, dead B, dead W %v, count %v", name, g.Verdicts[i].Ruleset.Name, got, want)
			}
		}
		var buf strings.Builder
		if err := WriteScoreSheet(&buf, "html", SheetOptions{}, g); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkSelfContained(t, parsePage(t, []byte(buf.String())))
	}
}

// TestHTMLScorePage: the bestiary's bent four (markup: the seven black
// corner stones dead; verdicts worked out by hand in its expect file).
// Rulesets whose verdicts read the same share a row: japanese, korean and
// bga-japanese W+16.5, tromp-taylor and citizendium B+0.5. Two boards:
// the count that removes the dead stones (seven dead black stones), and
// the literal one, where nothing is removed and the corner is a seki:
// Black's seven stones and White's B7 and A6 (nine seki stones), the
// shared liberties C7 and A5, and White's eye A7 between B7 and A6.
func TestHTMLScorePage(t *testing.T) {
	g := bestiaryGame(t, "bent-four", compare.Options{})
	var buf strings.Builder
	if err := WriteScoreSheet(&buf, "html", SheetOptions{}, g); err != nil {
		t.Fatal(err)
	}
	doc := parsePage(t, []byte(buf.String()))
	checkSelfContained(t, doc)
	verdicts := findAll(doc, tag("table"))[0]
	if h := headerCells(verdicts); len(h) < 3 || h[0] != "rulesets" || h[1] != "result" || h[2] != "winner" {
		t.Errorf("header %q", h)
	}
	results := map[string]string{}
	for _, r := range tableRows(verdicts) {
		results[r[0]] = r[1] + " " + r[2]
	}
	for names, want := range map[string]string{
		"japanese, korean, bga-japanese": "W+16.5 White",
		"tromp-taylor, citizendium":      "B+0.5 Black",
	} {
		if results[names] != want {
			t.Errorf("%s: %q, want %q (rows %q)", names, results[names], want, results)
		}
	}
	if text := textOf(one(t, doc, "dead stones", byID("dead")).Parent); !strings.Contains(text, "Source: markup. Removed: D7 B6 C6 D6 B5 A4 B4") {
		t.Errorf("dead stones: %q", text)
	}
	figs := findAll(one(t, doc, "ruling", byID("ruling")), tag("figure"))
	if len(figs) < 2 {
		t.Fatalf("%d boards", len(figs))
	}
	key := func(fig int) map[string]string {
		out := map[string]string{}
		for _, li := range findAll(figs[fig], tag("li")) {
			s := textOf(li)
			if i := strings.LastIndex(s, " ("); i > 0 {
				out[s[:i]] = strings.TrimSuffix(s[i+2:], ")")
			}
		}
		return out
	}
	if k := key(0); k["dead black stone, removed"] != "7" || !strings.HasPrefix(textOf(one(t, figs[0], "caption", tag("figcaption"))), "Counted so by japanese W+16.5") {
		t.Errorf("first board: %v", k)
	}
	if k := key(1); k["stone of a group in seki"] != "9" || k["shared liberty of a seki"] != "2" || k["eye of a white group in seki"] != "1" || k["dead black stone, removed"] != "" {
		t.Errorf("literal board: %v", k)
	}
}

// TestHTMLScoreConfidence: a record without markup is scored with the
// estimator's dead stones, and the page says how sure it was, with the
// audit's own figures.
func TestHTMLScoreConfidence(t *testing.T) {
	g := bestiaryGame(t, "handicap-bonus", compare.Options{})
	if g.DeadMethod != score.DeadEstimate {
		t.Skipf("handicap-bonus is scored with %s dead stones", g.DeadMethod)
	}
	var buf strings.Builder
	if err := WriteScoreSheet(&buf, "html", SheetOptions{}, g); err != nil {
		t.Fatal(err)
	}
	d := NewScoreSheet(g).Game.Dead
	if d == nil || d.Uncertain == nil || d.Open == nil {
		t.Fatalf("an estimate without its doubt: %+v", d)
	}
	if *d.Uncertain != g.DeadUncertain || *d.Open != g.DeadOpen {
		t.Errorf("the report's doubt %d, %d; the audit's %d, %d", *d.Uncertain, *d.Open, g.DeadUncertain, g.DeadOpen)
	}
	want := estimateConfidence(*d.Uncertain, *d.Open)
	if !strings.Contains(textOf(parsePage(t, []byte(buf.String()))), want) {
		t.Errorf("no %q on the page", want)
	}
	for _, c := range []struct {
		uncertain, open int
		want            string
	}{
		{0, 0, "Confidence: the estimator was sure of every stone; it gave every open point to a colour."},
		{1, 2, "Confidence: the estimator was unsure of 1 stone (under 80% of its playouts agree); it gave 2 open points to no one."},
	} {
		if got := estimateConfidence(c.uncertain, c.open); got != c.want {
			t.Errorf("%d, %d: %q", c.uncertain, c.open, got)
		}
	}
}

// TestHTMLScorePointsToFill: issue 18's hane on the first line (rules/
// score's TestTeireOnceTheDameAreFilled, worked out there by hand):
//
//	3  . X . X O O O .
//	2  X X X X O . O O
//	1  . X . O . O O .
//	   A B C D E F G H
//
// Once the dame C1 is filled, White's D1 is in atari on E1: White must
// fill E1, which is no territory under Japanese rules. The Japanese board
// marks E1 alone as a point White must fill, and says so under its key.
func TestHTMLScorePointsToFill(t *testing.T) {
	rec := "(;SZ[8:3]KM[0]RU[Japanese]AB[ba][da][ab][bb][cb][db][bc]AW[ea][fa][ga][eb][gb][hb][dc][fc][gc];B[];W[])"
	c, err := sgfio.Parse([]byte(rec))
	if err != nil || len(c.Games) != 1 {
		t.Fatalf("parse: %v", err)
	}
	rs, err := compare.SelectRulesets(nil, []string{"japanese"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := compare.NewAuditor(compare.Options{Rulesets: rs, Dead: compare.DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit("hane.sgf", c.Games[0])
	var buf strings.Builder
	if err := WriteScoreSheet(&buf, "html", SheetOptions{}, g); err != nil {
		t.Fatal(err)
	}
	doc := parsePage(t, []byte(buf.String()))
	fig := one(t, doc, "board", tag("figure"))
	var keys []string
	for _, li := range findAll(fig, tag("li")) {
		keys = append(keys, textOf(li))
	}
	if !slices.Contains(keys, "point White must fill (teire): counted for no one (1)") || slices.ContainsFunc(keys, func(k string) bool { return strings.HasPrefix(k, "point Black must fill") }) {
		t.Errorf("key %q", keys)
	}
	fill := one(t, one(t, fig, "board", tag("svg", "board")), "point to fill", tag("path", "qw"))
	if d := attr(fill, "d"); !strings.HasPrefix(d, "M4 2") || strings.Count(d, "M") != 1 {
		t.Errorf("point to fill drawn at %q, want E1 (4, 2) alone", d)
	}
	if note := textOf(one(t, fig, "note", tag("p", "muted"))); !strings.Contains(note, "Points to fill (japanese, teire): Black none, White E1") {
		t.Errorf("note %q", note)
	}
}

// TestBoardFromCountDiagram: a report diagram in the count's alphabet
// (docs/report.md): stones, dead stones, territory, dame, seki and points
// to fill, one of each on a 12x1 board.
func TestBoardFromCountDiagram(t *testing.T) {
	p := boardFromDiagram(&Diagram{Width: 12, Height: 1, Rows: []string{"XOxobw,=efTt"}})
	var got []string
	for _, e := range p.legend() {
		got = append(got, e.Name+" "+strconv.Itoa(e.Count))
	}
	want := []string{"black stone 1", "white stone 1", "dead black stone, removed 1", "dead white stone, removed 1",
		"counted for Black 1", "counted for White 1", "eye of a black group in seki 1", "eye of a white group in seki 1",
		"shared liberty of a seki 1", "dame: counted for no one 1",
		"point Black must fill (teire): counted for no one 1", "point White must fill (teire): counted for no one 1"}
	if !slices.Equal(got, want) {
		t.Errorf("legend\n got %q\nwant %q", got, want)
	}
}

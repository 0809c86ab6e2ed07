package reports

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/sgfio"
)

// sekiAndDead is a 7x5 board worked out by hand (rows from the top):
//
//	5  . x . O . O .     x: Black B5, given dead (--dead B5): one stone
//	4  O O O O O O O        in White's three points A5-C5
//	3  X X X X X X X
//	2  O O X X X O O
//	1  . O . X . O .
//	   A B C D E F G
//
// Black's one chain (row 3, C2 D2 E2, D1) has two liberties, C1 and E1;
// White's A2 B2 B1 has A1 and C1, White's F2 G2 F1 has E1 and G1. White
// at C1 leaves A2's group one liberty, A1, where Black captures; Black at
// C1 leaves its chain one, E1, where White captures (E1 and G1 alike):
// nobody plays, a seki. Its stones are the eleven black and the six white
// ones, C1 and E1 its shared liberties, A1 and G1 eyes of the white
// groups in seki. White's top group (rows 4 and 5) lives with the eyes E5
// and G5; B5 is dead in its area, so A5, C5, E5 and G5 are White's
// territory (and B5 once removed).
//
// Japanese (J89): no points in seki; White has A5 B5 C5 E5 G5 and the
// prisoner B5: W+6. Chinese (area): Black 11 stones and half of C1 and
// E1, 12; White 15 stones, 5 of territory, the two eyes in seki and half
// of C1 and E1, 23: W+11. Both see every point alike (they differ only in
// what they count): one board, in the order judged, whose points read
//
//	5  w x w O w O w
//	4  O O O O O O O
//	3  S S S S S S S
//	2  s s S S S s s
//	1  f s = S = s f
//
// Tromp-Taylor removes nothing: B5 stands, so A5 and C5 reach both
// colours and count for no one; E5 and G5 are White's. Its board is the
// second.
const sekiAndDead = "(;GM[1]FF[4]SZ[7:5]KM[0]RU[Japanese]" +
	"AB[ba][ac][bc][cc][dc][ec][fc][gc][cd][dd][ed][de]" +
	"AW[da][fa][ab][bb][cb][db][eb][fb][gb][ad][bd][fd][gd][be][fe];B[];W[])"

func sekiAndDeadGame(t *testing.T, final bool) Game {
	t.Helper()
	c, err := sgfio.Parse([]byte(sekiAndDead))
	if err != nil || len(c.Games) != 1 {
		t.Fatalf("parse: %v", err)
	}
	rs, err := compare.SelectRulesets(nil, []string{"japanese", "chinese", "tromp-taylor"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := compare.NewAuditor(compare.Options{Rulesets: rs, UserDead: "B5"})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit("seki.sgf", c.Games[0])
	out := FromCompare(g)
	if final {
		AddFinal(&out, g)
	}
	return out
}

func TestFinalBoardsSekiAndDead(t *testing.T) {
	g := sekiAndDeadGame(t, true)
	for name, want := range map[string]string{"japanese": "W+6", "chinese": "W+11"} {
		if got := g.Verdicts[name].Result; got != want {
			t.Errorf("%s: %s, worked out %s", name, got, want)
		}
	}
	if len(g.Final) != 2 {
		t.Fatalf("%d final boards, want 2: %+v", len(g.Final), g.Final)
	}
	if b := g.Final[0]; !slices.Equal(b.Rulesets, []string{"japanese", "chinese"}) ||
		!slices.Equal(b.Diagram.Rows, []string{"wxwOwOw", "OOOOOOO", "SSSSSSS", "ssSSSss", "fs=S=sf"}) {
		t.Errorf("first board %v %q", b.Rulesets, b.Diagram.Rows)
	}
	if b := g.Final[1]; !slices.Equal(b.Rulesets, []string{"tromp-taylor"}) || b.Diagram.Rows[0][:3] != ",X," {
		t.Errorf("second board %v %q", b.Rulesets, b.Diagram.Rows)
	}
}

// TestHTMLAuditFinalBoards: the section of sekiAndDead in an HTML audit
// draws its two final boards under its first score divergence, each mark
// where the hand-worked diagram puts it (x from the left, y from the top),
// and the later score divergences point to them. Without AddFinal (every
// other format) the section draws no board.
func TestHTMLAuditFinalBoards(t *testing.T) {
	g := sekiAndDeadGame(t, true)
	opts := AuditOptions{Rulesets: []string{"japanese", "chinese", "tromp-taylor"}, OnlyDiverging: true}
	doc := parsePage(t, auditPage(t, opts, g))
	checkSelfContained(t, doc)
	arts := findAll(one(t, doc, "section", tag("section", "game")), tag("article", "div"))
	if len(arts) < 2 {
		t.Fatalf("%d divergences shown", len(arts))
	}
	figs := findAll(arts[0], tag("figure"))
	if len(figs) != 2 {
		t.Fatalf("%d boards under the first score divergence, want 2", len(figs))
	}
	caps := []string{textOf(one(t, figs[0], "caption", tag("figcaption"))), textOf(one(t, figs[1], "caption", tag("figcaption")))}
	if want := []string{
		"Final position as counted by japanese W+6; chinese W+11 · dead stones: user (1 removed)",
		"Final position as counted by tromp-taylor W+7 · dead stones: literal",
	}; !slices.Equal(caps, want) {
		t.Errorf("captions\n got %q\nwant %q", caps, want)
	}
	marks := func(fig int, class string) string {
		var ds []string
		for _, p := range findAll(one(t, figs[fig], "board", tag("svg", "board")), tag("path")) {
			if attr(p, "class") == class {
				ds = append(ds, attr(p, "d"))
			}
		}
		return strings.Join(ds, "|")
	}
	for _, c := range []struct {
		fig         int
		class, want string
		why         string
	}{
		{0, "tw", "M0 0h0M2 0h0M4 0h0M6 0h0", "White's territory A5 C5 E5 G5"},
		{0, "sb dead", "M1 0h0", "B5 dead"},
		{0, "ss", "M2 4m0-.22l.22.22-.22.22-.22-.22zM4 4m0-.22l.22.22-.22.22-.22-.22z", "shared liberties C1 E1"},
		{0, "ew", "M0 4m0-.26l.24.42h-.48zM6 4m0-.26l.24.42h-.48z", "White's eyes in seki A1 G1"},
		{0, "dm", "", "no dame"},
		{1, "dm", "M0 0h0M2 0h0", "A5 C5 count for no one under Tromp-Taylor"},
		{1, "sb dead", "", "nothing removed"},
		{1, "tw", "M4 0h0M6 0h0", "White's E5 G5"},
	} {
		if got := marks(c.fig, c.class); got != c.want {
			t.Errorf("board %d, %s (%s): %q, want %q", c.fig+1, c.class, c.why, got, c.want)
		}
	}
	// the seki stones: Black's eleven (marked in white on black), White's six
	if b, w := marks(0, "sk on-b"), marks(0, "sk"); strings.Count(b, "M") != 11 || strings.Count(w, "M") != 6 {
		t.Errorf("seki stones: black %q, white %q", b, w)
	}
	var keys []string
	for _, li := range findAll(figs[0], tag("li")) {
		keys = append(keys, textOf(li))
	}
	for _, k := range []string{"black stone (11)", "white stone (15)", "dead black stone, removed (1)", "counted for White (4)",
		"eye of a white group in seki (2)", "shared liberty of a seki (2)", "stone of a group in seki (17)"} {
		if !slices.Contains(keys, k) {
			t.Errorf("key %q lacks %q", keys, k)
		}
	}
	if note := textOf(one(t, figs[0], "note", tag("p", "muted"))); note != "Seki (japanese): 2 shared point(s); eyes in seki: Black none, White A1 G1 (not counted)." {
		t.Errorf("note %q", note)
	}
	for _, a := range arts[1:] {
		if len(findAll(a, tag("figure"))) != 0 || !strings.Contains(textOf(a), "The boards of the final position are under 1.") {
			t.Errorf("later score divergence: %q", textOf(a))
		}
	}

	plain := parsePage(t, auditPage(t, opts, sekiAndDeadGame(t, false)))
	if n := len(findAll(plain, tag("figure"))); n != 0 {
		t.Errorf("without AddFinal: %d boards", n)
	}
}

// TestFinalOnlyWhenAsked: the final boards are the HTML audit's alone, and
// only for a game with a score divergence.
func TestFinalOnlyWhenAsked(t *testing.T) {
	for _, c := range []struct {
		format  string
		summary bool
		want    bool
	}{{"html", false, true}, {"html", true, false}, {"jsonl", false, false}, {"yaml", false, false}, {"table", false, false}} {
		if got := WantsFinal(c.format, AuditOptions{SummaryOnly: c.summary}); got != c.want {
			t.Errorf("%s (stats %v): %v", c.format, c.summary, got)
		}
	}
	c, err := sgfio.Parse([]byte("(;SZ[9]KM[6.5]RE[W+R];B[ee];W[cc])")) // resigned: nothing counted
	if err != nil {
		t.Fatal(err)
	}
	a, err := compare.NewAuditor(compare.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit("resigned.sgf", c.Games[0])
	if slices.ContainsFunc(g.Divergences, func(d compare.Divergence) bool { return d.Kind == KindScore }) {
		t.Fatal("the resigned record has a score divergence; pick a record without")
	}
	out := FromCompare(g)
	if AddFinal(&out, g); out.Final != nil {
		t.Errorf("final boards for a game without a score divergence: %+v", out.Final)
	}
}

// TestFinalBoardsAgreeWithCounts: on every bestiary record with a score
// divergence, every count is on exactly one final board, and each board
// shows as many living and dead stones of each colour as each of its
// counts says it has (score's Counts, worked out apart from the
// per-point map); the score page draws as many boards.
func TestFinalBoardsAgreeWithCounts(t *testing.T) {
	recs, err := corpus.BestiaryRecords()
	if err != nil {
		t.Fatal(err)
	}
	withFinal := 0
	for _, r := range recs {
		name := strings.TrimSuffix(strings.TrimPrefix(r.Name, "bestiary/"), ".sgf")
		cg := bestiaryGame(t, name, compare.Options{})
		g := FromCompare(cg)
		AddFinal(&g, cg)
		if len(g.Final) == 0 {
			continue
		}
		withFinal++
		on := map[string]int{}
		for _, fb := range g.Final {
			legend := map[string]int{}
			for _, e := range boardFromDiagram(&fb.Diagram).legend() {
				legend[e.Name] = e.Count
			}
			got := [4]int{legend["black stone"], legend["white stone"], legend["dead black stone, removed"], legend["dead white stone, removed"]}
			for _, rs := range fb.Rulesets {
				on[rs]++
				for i := range cg.Verdicts {
					if v := &cg.Verdicts[i]; v.Ruleset.Name == rs {
						c := v.Score.Counts
						if want := [4]int{c.Stones[1], c.Stones[2], c.Removed[1], c.Removed[2]}; got != want {
							t.Errorf("%s under %s: board stones B, W, dead B, dead W %v, count %v", name, rs, got, want)
						}
					}
				}
			}
		}
		for i := range cg.Verdicts {
			v := &cg.Verdicts[i]
			want := 0
			if v.Score != nil && len(v.Score.Own) > 0 {
				want = 1
			}
			if on[v.Ruleset.Name] != want {
				t.Errorf("%s: %s on %d boards, want %d", name, v.Ruleset.Name, on[v.Ruleset.Name], want)
			}
		}
		if n := len(ownershipBoards(cg)); n != len(g.Final) {
			t.Errorf("%s: %d final boards, the score page draws %d", name, len(g.Final), n)
		}
	}
	if withFinal < 5 {
		t.Errorf("only %d bestiary records have final boards", withFinal)
	}
}

// TestFinalBoardsKeepTheirRoom: a section draws at most maxGameBoards
// (12) boards, and the final position keeps its room. Seven legality
// moves with a board before and after each (14 boards) and a score
// divergence with two final boards: the moves get 10 boards (moves 1 to
// 5), moves 6 and 7 none, the final position its 2. With 13 distinct
// counts, 12 are drawn and the section says one more was left out.
func TestFinalBoardsKeepTheirRoom(t *testing.T) {
	leg := gameLegality().Divergences[0]
	leg.Before = leg.Diagram
	score := Divergence{Kind: KindScore, Class: "counting-method", Effect: EffectMargin, Rulesets: []string{"japanese", "chinese"}}
	board := FinalBoard{Rulesets: []string{"japanese"}, Diagram: Diagram{Width: 3, Height: 1, Rows: []string{"XbO"}}}
	g := Game{Source: "room.sgf", Game: 1, Verdicts: map[string]*Verdict{"japanese": {Result: "B+1"}}}
	for m := 1; m <= 7; m++ {
		leg.Move = m
		g.Divergences = append(g.Divergences, leg)
	}
	g.Divergences = append(g.Divergences, score)
	g.Final = []FinalBoard{board, board}
	views, _ := divergenceViews(g)
	var drawn []int
	for _, v := range views {
		drawn = append(drawn, len(v.Boards))
	}
	if want := []int{2, 2, 2, 2, 2, 0, 0, 2}; !slices.Equal(drawn, want) {
		t.Errorf("boards per divergence %v, want %v", drawn, want)
	}
	if !views[5].BoardsCut || !views[6].BoardsCut || views[7].BoardsCut {
		t.Errorf("cut: %v %v %v", views[5].BoardsCut, views[6].BoardsCut, views[7].BoardsCut)
	}

	g.Divergences = []Divergence{score, score}
	g.Divergences[1].Class = "seki"
	g.Divergences[1].Explanation = "another sentence"
	g.Final = nil
	for range 13 {
		g.Final = append(g.Final, board)
	}
	views, _ = divergenceViews(g)
	if len(views) != 2 || len(views[0].Boards) != 12 || views[0].BoardsLeft != "1 more count" || len(views[1].Boards) != 0 || views[1].BoardsAt != 1 || views[1].BoardsLeft != "" {
		t.Errorf("13 counts: %d boards (%q left), then %d (at %d)", len(views[0].Boards), views[0].BoardsLeft, len(views[1].Boards), views[1].BoardsAt)
	}
	doc := parsePage(t, auditPage(t, AuditOptions{OnlyDiverging: true}, g))
	if !strings.Contains(textOf(doc), "… and 1 more count of the final position: a section draws at most 12 boards") {
		t.Error("the page does not say a count was left out")
	}
}

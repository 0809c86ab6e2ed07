package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// KataGo's rules tests (lightvector/KataGo cpp/tests/testrules.cpp,
// "GroupTaxSekiScoring" and "GroupTaxSekiScoring2"; CASES.md case 5): one
// position counted six ways, komi 0.5, no prisoners, nothing dead. KataGo's
// TAX_NONE is seki eyes counted, TAX_SEKI not counted, TAX_ALL is the group
// tax (our stone counting, with seki eyes not counted).
//
// KataGo counts territory only for "independently alive" regions: its
// Board::calculateIndependentLifeAreaHelper (cpp/game/board.cpp) marks as
// seki every region a player owns by area that touches a dame (an empty
// point owned by neither) or holds an owner's stone in atari. Case 5 has
// three unfilled dame, E3, F3 and G3, that touch Black's main group (G4)
// and White's middle and lower-right groups (E4, D3, F4, E2, F2, G2, H3),
// so by KataGo's reading every group on the board is "in seki". Its four
// results come out under Input.DameAsSeki. RULES.md §5.10 asks the
// opposite by default (dame are not seki); TestCase5DameAreNotSeki works
// the default out by hand and says why E3-G3 are dame.
func TestKataGoSekiCountings(t *testing.T) {
	cases := []struct {
		name, pos string
		want      map[string]string
	}{
		{"case5", ".x.xo.o.x/...xooox./.xxxxxxoo/xoooooxo./xo.o.oxoo/xoooooxxx/xxxo...oo/.xxxoooo./.x.xo.o.o",
			map[string]string{"area-counted": "W+4.5", "area-not": "W+6.5", "stone": "W+6.5",
				"territory-counted": "B+1.5", "territory-not": "W+0.5"}},
		{"case5b", ".x.xo.o.x/...xooox./.xxxxxxoo/xoooooxo./xo.o.oxoo/xoooooxxx/xxxoxxxoo/.xxxoooo./.x.xo.o.o",
			map[string]string{"area-counted": "W+1.5", "area-not": "B+0.5", "stone": "B+2.5",
				"territory-counted": "B+1.5", "territory-not": "B+3.5"}},
	}
	rulesets := map[string]rules.Ruleset{
		"area-counted":      variant(newZealand, rules.ScoringArea, rules.SekiCounted),
		"area-not":          variant(newZealand, rules.ScoringArea, rules.SekiNotCounted),
		"stone":             variant(newZealand, rules.ScoringStone, rules.SekiNotCounted),
		"territory-counted": variant(japanese, rules.ScoringTerritory, rules.SekiCounted),
		"territory-not":     variant(japanese, rules.ScoringTerritory, rules.SekiNotCounted),
	}
	for _, c := range cases {
		in := score.Input{Position: board.MustParsePosition(c.pos), Komi: 0.5, DameAsSeki: true}
		for name, rs := range rulesets {
			r := score.Score(in, rs)
			if got := r.String(); got != c.want[name] {
				t.Errorf("%s %s: got %s, want %s\n%s\ncounts %+v", c.name, name, got, c.want[name],
					score.DrawOwnership(r.Own, r.W), r.Counts)
			}
		}
	}
}

// TestCase5DameAreNotSeki counts KataGo case 5 the default way. By hand
// (GTP coordinates, A9 top left):
//
//	9  . X . X O . O . X
//	8  . . . X O O O X .
//	7  . X X X X X X O O
//	6  X O O O O O X O .
//	5  X O . O . O X O O
//	4  X O O O O O X X X
//	3  X X X O . . . O O
//	2  . X X X O O O O .
//	1  . X . X O . O . O
//	   A B C D E F G H J
//
// The seki is the top-right corner: Black H8 and J9 (liberties H9, J8)
// against White E9-G9 (E8-G8, eye F9, liberties F9 and H9) and H7-J5
// (eye J6, liberties J6 and J8). Either side's play at H9 or J8 leaves
// its own stones in atari (Black H9: H8-H9-J9 has only J8; White H9:
// E9-H9 has only F9, and Black captures there), so H9 and J8 are shared.
//
// E3, F3 and G3 are dame, not seki: both sides can fill all three without
// self-atari. Black fills G3 first (joining G4: the main group keeps C9,
// C8, B8, A7 and F3), then F3, then E3 (only E3 played first would be a
// lone stone with the one liberty F3); White fills them in any order (each
// joins the middle group B6-F4 and D3, or the lower group E2-H3 with E1,
// G1). Filled by Black, they leave White's middle group the two eyes C5,
// E5 and the lower group F1, H1, J2: no atari, nothing to defend. Filled
// by White, Black's main group keeps C9, C8, B8, A7 and the big corner.
// KataGo differs only because it counts before the dame are filled.
//
// Territory: Black's main group 9 (A9, C9, A8, B8, C8, A7 around B9; A2,
// A1, C1), not in seki; White C5, E5 and F1, H1, J2 (J2 reaches J1, J3,
// H2) = 5, plus the seki eyes F9 and J6. Stones: Black 27, White 33.
// Komi 0.5.
//
//	territory, seki eyes not counted: 9 − (5 + 0.5) = B+3.5 (KataGo W+0.5)
//	territory, counted:               9 − (7 + 0.5) = B+1.5 (KataGo B+1.5)
//	area, not counted: 27+9 − (33+5+0.5) = W+2.5 (KataGo W+6.5)
//	area, counted:     27+9 − (33+7+0.5) = W+4.5 (KataGo W+4.5)
//	stone (tax 2 per independent group: Black 1, White 2; seki eyes not
//	counted): 36−2 − (38+0.5−4) = W+0.5
func TestCase5DameAreNotSeki(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(
		".x.xo.o.x/...xooox./.xxxxxxoo/xoooooxo./xo.o.oxoo/xoooooxxx/xxxo...oo/.xxxoooo./.x.xo.o.o"), Komi: 0.5}
	want := []struct {
		rs   rules.Ruleset
		want string
	}{
		{variant(japanese, rules.ScoringTerritory, rules.SekiNotCounted), "B+3.5"},
		{variant(japanese, rules.ScoringTerritory, rules.SekiCounted), "B+1.5"},
		{variant(newZealand, rules.ScoringArea, rules.SekiNotCounted), "W+2.5"},
		{variant(newZealand, rules.ScoringArea, rules.SekiCounted), "W+4.5"},
		{variant(newZealand, rules.ScoringStone, rules.SekiNotCounted), "W+0.5"},
	}
	for _, w := range want {
		r := score.Score(in, w.rs)
		if got := r.String(); got != w.want {
			t.Errorf("%s/%s/%s: got %s, want %s\n%s", w.rs.Name, w.rs.Scoring, w.rs.Seki, got, w.want,
				score.DrawOwnership(r.Own, r.W))
		}
	}
	r := score.Score(in, japanese)
	if r.Counts.SekiShared != 2 || r.Counts.Dame != 3 || r.Counts.SekiEyes[board.White] != 2 {
		t.Errorf("seki analysis: %+v\n%s", r.Counts, score.DrawOwnership(r.Own, r.W))
	}
}

package score_test

import (
	"testing"

	"rulediff/rules"
	"rulediff/rules/board"
	"rulediff/rules/score"
)

// KataGo's rules tests (lightvector/KataGo cpp/tests/testrules.cpp,
// "GroupTaxSekiScoring" and "GroupTaxSekiScoring2"; CASES.md case 5): one
// position counted six ways, komi 0.5, no prisoners, nothing dead. KataGo's
// TAX_NONE is seki eyes counted, TAX_SEKI not counted, TAX_ALL is the group
// tax (our stone counting, with seki eyes not counted).
//
// KataGo counts a group beside any unfilled neutral point as not
// independently alive (it expects dame filled before counting), and case
// 5 has three unfilled dame at E3-G3 between living groups; its four
// results come out under Input.DameAsSeki. RULES.md §5.10 asks the
// opposite by default (dame are not seki), and TestCase5DameAreNotSeki
// works out the default by hand.
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

// TestCase5DameAreNotSeki counts KataGo case 5 the default way. By hand:
// the seki is in the top-right corner: black stones H8 and J9 with the
// shared liberties H9 and J8, against the white chains E9-G9 (eye F9) and
// H7-J5 (eye J6). Black's big group has 9 points of territory (A9 region
// 6, A2-A1 2, C1 1) and is not in seki; the dame E3-G3 can be filled. White
// has territory C5, E5 (2) and J2, F1, H1 (3), plus the seki eyes F9, J6.
// Stones: Black 27, White 33. Komi 0.5.
//
//	territory, seki eyes not counted: 9 − (5 + 0.5) = B+3.5
//	territory, counted:               9 − (7 + 0.5) = B+1.5
//	area, not counted: 27+9 − (33+5+0.5) = W+2.5
//	area, counted:     27+9 − (33+7+0.5) = W+4.5
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

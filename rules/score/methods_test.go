package score_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// Lasker-Maas (seed 000): score = territory − own stones in the prisoner
// place; komi is black stones put there before the game; stones played in
// phase two come out of it; a tie goes to White. On case 6's final
// position (Black territory A1-A4 = 4, White D4, D3, D1 = 3):
func TestLaskerMaas(t *testing.T) {
	p := board.MustParsePosition(".xo./.xo./.xoo/.xo.")
	// No prisoners, komi 0: 4 − 3 = B+1.
	if r := score.Score(score.Input{Position: p}, laskerMaas); r.String() != "B+1" {
		t.Errorf("komi 0: %s, want B+1", r)
	}
	// Komi 1 (one black stone in the place): 3 − 3, a tie, White wins.
	r := score.Score(score.Input{Position: p, Komi: 1}, laskerMaas)
	if r.Margin != 0 || r.Winner != board.White || !r.ByTieRule || r.String() != "W+0" {
		t.Errorf("komi 1: margin %v winner %v by tie %v (%s)", r.Margin, r.Winner, r.ByTieRule, r)
	}
	// Black captured 2 white stones (they wait in the place: White −2);
	// White took one back out in phase two (+1): Black 4 − 1 = 3, White
	// 3 − 2 + 1 = 2: B+1.
	in := score.Input{Position: p, Komi: 1, Prisoners: [3]int{0, 2, 0}, PhaseTwo: [3]int{0, 0, 1}}
	r = score.Score(in, laskerMaas)
	if r.String() != "B+1" || r.White.Prisoners != -2 || r.White.PhaseTwo != 1 || r.Black.Komi != -1 {
		t.Errorf("prisoners: %s, black %+v white %+v", r, r.Black, r.White)
	}
	// A dead white stone removed at the end also goes to the place.
	p2 := board.MustParsePosition(".xo./oxo./.xoo/.xo.")
	r = score.Score(score.Input{Position: p2, Dead: []int{4}, DeadMethod: score.DeadUser}, laskerMaas)
	if r.White.DeadStones != -1 || r.Black.Territory != 4 || r.String() != "B+2" {
		t.Errorf("dead stone: %s, black %+v white %+v", r, r.Black, r.White)
	}
}

// Ing counting (RULES.md §5.8, seed 001): area; the points between both
// colours go to the nearer stones (Manhattan), half each when equally
// far; Black wins a tie in an even game, White in a handicap game. On
// 7x1 "xx...o.": C is 1 from B and 3 from F (Black), D is 2 and 2 (½ each),
// E is 3 and 1 (White); G is White's territory. Black 2 + 1.5, White
// 1 + 1 + 1.5: 3.5 each.
func TestIngNearestAndTies(t *testing.T) {
	p := board.MustParsePosition("xx...o.")
	r := score.Score(score.Input{Position: p}, ing)
	if r.Black.Dame != 1.5 || r.White.Dame != 1.5 || r.Margin != 0 || r.Winner != board.Black || r.String() != "B+0" {
		t.Errorf("even game: %s, black %+v white %+v", r, r.Black, r.White)
	}
	// The same count in a 2-stone handicap game: White gets the bonus N=2
	// and would win anyway; with komi −2 the count ties and White wins it.
	r = score.Score(score.Input{Position: p, Handicap: 2, Komi: -2}, ing)
	if r.White.HandicapBonus != 2 || r.Margin != 0 || r.Winner != board.White {
		t.Errorf("handicap: %s, white %+v", r, r.White)
	}
	// Chinese (split): the three points give ½ each: 3.5 − 3.5 too, a jigo.
	if r := score.Score(score.Input{Position: p}, chinese); r.Margin != 0 || r.Winner != board.Empty || r.String() != "Draw" {
		t.Errorf("chinese: %s", r)
	}
	// Counted (AGA): dame count for no one: 2 − 2.
	if r := score.Score(score.Input{Position: p}, aga); r.Black.Total != 2 || r.White.Total != 2 {
		t.Errorf("aga: black %v white %v", r.Black.Total, r.White.Total)
	}
}

// Handicap bonus under area counting (RULES.md §5.6, CASES.md case 7): 3
// handicap stones give White 2 under AGA (N−1) and 3 under Chinese (N);
// 1 stone is no handicap; territory counting gives nothing.
func TestHandicapBonus(t *testing.T) {
	p := board.MustParsePosition("x.o")
	for _, c := range []struct {
		rs   rules.Ruleset
		h    int
		want float64
	}{
		{aga, 3, 2}, {chinese, 3, 3}, {ing, 3, 3}, {newZealand, 3, 0}, {japanese, 3, 0},
		{aga, 1, 0}, {chinese, 1, 0}, {chinese, 0, 0},
	} {
		r := score.Score(score.Input{Position: p, Handicap: c.h}, c.rs)
		if r.White.HandicapBonus != c.want {
			t.Errorf("%s H=%d: bonus %v, want %v", c.rs.Name, c.h, r.White.HandicapBonus, c.want)
		}
	}
}

// Stone counting (group tax): area minus 2 per living group; a group is
// a colour's stones joined through its own territory.
func TestStoneCounting(t *testing.T) {
	stone := variant(newZealand, rules.ScoringStone, rules.SekiCounted)
	// Black 10 stones + eyes B3, B1 = 12, one group: 10. White 7 stones +
	// F3, F1 = 9, one group (E3, E2-G2, G3, G1 joined by the eyes): 7.
	p := board.MustParsePosition("x.xxo.o/xxxxooo/x.xxo.o")
	r := score.Score(score.Input{Position: p}, stone)
	if r.Black.GroupTax != -2 || r.White.GroupTax != -2 || r.Black.Total != 10 || r.White.Total != 7 {
		t.Errorf("black %+v white %+v", r.Black, r.White)
	}
	// Black's wall in the middle cuts White in two groups, each with two
	// eyes: White 6+2 and 6+2 stones and eyes, taxed 4: 12; Black 9 + 2,
	// taxed 2: 9.
	p = board.MustParsePosition("o.ox.xo.o/ooxxxxxoo/o.ox.xo.o")
	r = score.Score(score.Input{Position: p}, stone)
	if r.Counts.Groups != [3]int{0, 1, 2} || r.White.GroupTax != -4 || r.White.Total != 12 || r.Black.Total != 9 {
		t.Errorf("groups %v, black %+v white %+v", r.Counts.Groups, r.Black, r.White)
	}
}

// Configuration counting removes nothing, whatever the dead list says;
// agreed rulesets remove it (RULES.md §5.3, §7).
func TestLiteralKeepsDeadStones(t *testing.T) {
	p := board.MustParsePosition("x.xo../xxxo.x/..xoo.")
	// F2 (index 11) is a black stone inside White's area.
	in := score.Input{Position: p, Dead: []int{11}, DeadMethod: score.DeadUser}
	tt := score.Score(in, trompTaylor)
	if tt.Dead != score.DeadLiteral || tt.Counts.Removed[board.Black] != 0 {
		t.Errorf("tromp-taylor removed %v (%s)", tt.Counts.Removed, tt.Dead)
	}
	// Literal: Black 7 stones (F2 included) + B3, A1, B1 = 10; F2 stops
	// White's regions E3-F3-E2 and F1 from being territory: White 4.
	if tt.Black.Total != 10 || tt.White.Total != 4 {
		t.Errorf("tromp-taylor: black %+v white %+v", tt.Black, tt.White)
	}
	nz := score.Score(in, newZealand)
	if nz.Dead != score.DeadUser || nz.Counts.Removed[board.Black] != 1 || nz.White.Territory != 5 {
		t.Errorf("new-zealand: %+v removed %v", nz.White, nz.Counts.Removed)
	}
	if (nz.Own[11] & score.DeadBlack) == 0 {
		t.Errorf("F2 not drawn as a dead black stone: %v", nz.Own[11])
	}
}

// Every method: the total is the sum of the components, and the margin is
// the difference of the totals.
func TestComponentsAddUp(t *testing.T) {
	in := score.Input{Position: parityBoard(), Passes: [3]int{0, 1, 1}, LastPass: board.Black, Komi: 6.5, Handicap: 2}
	for _, rs := range []rules.Ruleset{japanese, chinese, aga, newZealand, trompTaylor, ing, laskerMaas,
		variant(newZealand, rules.ScoringStone, rules.SekiCounted)} {
		r := score.Score(in, rs)
		for _, s := range []score.Side{r.Black, r.White} {
			sum := s.Stones + s.Territory + s.Prisoners + s.DeadStones + s.PassStones + s.HandicapBonus +
				s.Komi + s.Seki + s.Dame + s.GroupTax + s.Teire + s.Estimated + s.PhaseTwo
			if sum != s.Total {
				t.Errorf("%s: components %v, total %v", rs.Name, sum, s.Total)
			}
		}
		if r.Margin != r.Black.Total-r.White.Total {
			t.Errorf("%s: margin %v", rs.Name, r.Margin)
		}
	}
}

// The zi form (RULES.md §5.4): on the parity board with komi 7.5, Black's
// 184 points fall a quarter zi short of (361 + 7.5)/2 = 184.25.
func TestZi(t *testing.T) {
	r := score.Score(score.Input{Position: parityBoard(), Komi: 7.5}, chinese)
	if r.String() != "W+0.5" || r.Zi == nil || r.Zi.Zi != -0.25 || r.Zi.String() != "W+¼ zi" {
		t.Errorf("%s, zi %+v (%v)", r, r.Zi, r.Zi)
	}
	// Black ahead by 5.5 points: 2¾ zi.
	z := score.Zi{BlackArea: 187, Needed: 184.25, Zi: 2.75}
	if z.String() != "B+2¾ zi" {
		t.Errorf("zi string %q", z.String())
	}
	// Only the chinese presentation carries zi.
	if r := score.Score(score.Input{Position: parityBoard()}, aga); r.Zi != nil {
		t.Errorf("aga has a zi form")
	}
}

// No input makes the scorer panic, and the components always add up:
// random positions (random colours, out-of-range colours, random dead
// lists with bad indices, odd sizes) under every ruleset.
func TestScoreNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	all := []rules.Ruleset{japanese, chinese, aga, newZealand, trompTaylor, citizendium, ing, laskerMaas,
		variant(newZealand, rules.ScoringStone, rules.SekiNotCounted), {}}
	for n := 0; n < 300; n++ {
		w, h := 1+rng.IntN(12), 1+rng.IntN(12)
		p := board.NewPosition(w, h)
		for i := range p.Stones {
			p.Stones[i] = board.Color(rng.IntN(3))
		}
		if n%50 == 0 {
			p.Stones[0] = 7 // not a colour
		}
		if n%70 == 0 {
			p.Stones = p.Stones[:len(p.Stones)-1] // wrong length
		}
		var dead []int
		for k := rng.IntN(5); k > 0; k-- {
			dead = append(dead, rng.IntN(w*h+4)-2)
		}
		in := score.Input{Position: p, Dead: dead, Komi: 0.5, Handicap: rng.IntN(5),
			Passes: [3]int{0, rng.IntN(3), rng.IntN(3)}, LastPass: board.Color(rng.IntN(3)), DameAsSeki: n%3 == 0}
		for _, rs := range all {
			r := score.Score(in, rs)
			if r.Margin != r.Black.Total-r.White.Total {
				t.Fatalf("%s on %s: margin %v", rs.Name, p, r.Margin)
			}
		}
		score.Doubts(in) // the J89 analysis on any board, legal or not
		score.Unconditional(p)
		if n%10 == 0 {
			score.EstimateDead(p)
		}
	}
}

// Score and EstimateDead share only read-only tables and pooled scratch
// memory: concurrent calls give the same answers as sequential ones.
func TestConcurrentUse(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(
		".x.xo.o.x/...xooox./.xxxxxxoo/xoooooxo./xo.o.oxoo/xoooooxxx/xxxo...oo/.xxxoooo./.x.xo.o.o"), Komi: 0.5}
	want := score.Score(in, japanese).String()
	wantDead := score.EstimateDead(in.Position).Dead
	done := make(chan string, 8)
	for g := 0; g < 8; g++ {
		go func() {
			got := ""
			for i := 0; i < 50; i++ {
				got = score.Score(in, japanese).String()
			}
			if d := score.EstimateDead(in.Position).Dead; len(d) != len(wantDead) {
				got = "estimate differs"
			}
			done <- got
		}()
	}
	for g := 0; g < 8; g++ {
		if got := <-done; got != want {
			t.Errorf("concurrent result %s, want %s", got, want)
		}
	}
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// Three dame in a row between settled walls (RULES.md §5.1; the issue's
// fox_pro/1p/1500190849019999877 has three open dame with White to move):
//
//	5 . X O . .
//	4 . X O . .
//	3 . X . O .      C3, C2, C1: dame
//	2 . X . O .
//	1 . X . O .
//	  A B C D E
//
// Black: 5 stones, A1–A5 territory. White: 5 stones (C5, C4, D3–D1),
// territory D5, E5, D4, E4, E3, E2, E1 (7). Komi 0.
// As it stands: chinese (split) 5+5+1.5 to 5+7+1.5, W+2; aga 10 to 12,
// W+2. Filled in turn from White, in row-major order: White C3 (joining
// C4 and D3), Black C2, White C1: W+3 under both. From Black: Black C3,
// White C2, Black C1: W+1. Territory counting never counts dame: W+2.
func TestFillDameInTurn(t *testing.T) {
	p := board.MustParsePosition(".xo../.xo../.x.o./.x.o./.x.o.")
	for _, tt := range []struct {
		ruleset string
		from    board.Color
		want    float64
		filled  [3]int
	}{
		{"chinese", board.Empty, -2, [3]int{}},
		{"chinese", board.White, -3, [3]int{0, 1, 2}},
		{"chinese", board.Black, -1, [3]int{0, 2, 1}},
		{"aga", board.Empty, -2, [3]int{}},
		{"aga", board.White, -3, [3]int{0, 1, 2}},
		// Ing's counting is area counting by filling (RULES.md §5.8): it
		// fills the same way; as it stands each dame is one step from a
		// stone of each colour, ½ each by the nearer stones: W+2.
		{"ing", board.Empty, -2, [3]int{}},
		{"ing", board.White, -3, [3]int{0, 1, 2}},
		{"ing", board.Black, -1, [3]int{0, 2, 1}},
		{"japanese", board.White, -2, [3]int{}},
		{"tromp-taylor", board.White, -2, [3]int{}}, // literal: counted as it stands
	} {
		rs, _ := rules.Lookup(tt.ruleset)
		r := score.Score(score.Input{Position: p, FillFrom: tt.from}, rs)
		if r.Margin != tt.want || r.Counts.Filled != tt.filled {
			t.Errorf("%s from %v: margin %v filled %v, want %v %v", tt.ruleset, tt.from, r.Margin, r.Counts.Filled, tt.want, tt.filled)
		}
		if got := r.Black.FilledDame + r.White.FilledDame; got != float64(tt.filled[1]+tt.filled[2]) {
			t.Errorf("%s: FilledDame components %v", tt.ruleset, got)
		}
		if tt.from == board.White && tt.ruleset == "chinese" {
			own := score.DrawOwnership(r.Own, 5)
			if want := "bXOww/bXOww/bXWOw/bXBOw/bXWOw"; own != want {
				t.Errorf("ownership %s, want %s", own, want)
			}
		}
	}
}

// A dame one colour cannot fill (dame_trap_test.go's board, from
// fox_pro/1p/1497434654019999661): G3 and J1 are dame; once either colour
// fills G3, J1 is a self-atari for both (Black's H1–J1 would keep G1
// alone, White's chain J3 alone). By hand, chinese, komi 0: as it stands
// B+27 (dame ½ each). From White: White G3, then nobody: Black 17+36+½,
// White 13+13+1+½, B+26. From Black: Black G3: Black 17+36+1+½, White
// 13+13+½, B+28. Ing the same: J1 is one step from H1 and from J2, ½
// each by the nearer stones.
func TestFillDameSelfAtari(t *testing.T) {
	p := board.MustParsePosition(joinRows([]string{
		"...xo....", "...xo....", "...xo....", "...xooooo", "...xxxxxo",
		".....xxxo", ".....x.o.", ".....xxoo", ".....x.x.",
	}))
	for _, name := range []string{"chinese", "ing"} {
		rs, _ := rules.Lookup(name)
		for _, tt := range []struct {
			from board.Color
			want float64
		}{{board.Empty, 27}, {board.White, 26}, {board.Black, 28}} {
			r := score.Score(score.Input{Position: p, FillFrom: tt.from}, rs)
			if r.Margin != tt.want || r.Counts.Dame != map[bool]int{true: 2, false: 1}[tt.from == board.Empty] {
				t.Errorf("%s from %v: margin %v, dame left %d, want %v", name, tt.from, r.Margin, r.Counts.Dame, tt.want)
			}
		}
	}
}

// The shared liberties of a seki are never filled (hanezeki_test.go's
// board: A3, K3 and E1 are shared): split ½–½ under chinese, nobody's
// under new-zealand, to the nearer stones under ing (each one step from
// both colours: ½ each), whoever moves first. W+1 every way.
func TestFillLeavesSeki(t *testing.T) {
	p := board.MustParsePosition(".oooxoxxx./xxxxxooooo/xxxx.ooooo")
	for _, name := range []string{"chinese", "new-zealand", "ing"} {
		rs, _ := rules.Lookup(name)
		for _, from := range []board.Color{board.Black, board.White} {
			r := score.Score(score.Input{Position: p, FillFrom: from}, rs)
			if r.Margin != -1 || r.Counts.Filled != [3]int{} || r.Counts.SekiShared != 3 {
				t.Errorf("%s from %v: margin %v filled %v shared %d", name, from, r.Margin, r.Counts.Filled, r.Counts.SekiShared)
			}
		}
	}
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// A hane-seki (hanezeki) of our own on a 10x3 board, after the mechanism
// Sensei's Library describes ("Hanezeki": both sides have a string in
// atari, and whoever captures first starts a capturing race the other
// side wins):
//
//	3 . O O O X O X X X .
//	2 X X X X X O O O O O
//	1 X X X X . O O O O O
//	  A B C D E F G H J K
//
// Black's group (A1–E2 and E3) has the liberties A3 and E1; White's
// (F1–K2 and F3) has K3 and E1. White's B3–D3 are in atari at A3, Black's
// G3–J3 at K3. If Black takes B3–D3, Black's group gets a straight-three
// eye but White's is left with K3 and E1, and White answers inside
// Black's new eye rather than capturing: White wins the race; White's
// capture first is the mirror image. Filling E1 is a self-atari for
// both. So nobody moves: a seki whose three empty points are all shared
// liberties. The brute-force reader (race_test.go: every line to the
// end, no suicide, positional superko) confirms each claim.
//
// Counts by hand (no eyes, no prisoners, komi 0): Black 13 stones, White
// 14, the shared points A3, K3, E1. Territory with seki eyes not counted
// (japanese): 0 to 0, a draw. Area with seki counted (new-zealand):
// shared points count for no one, 13 to 14, W+1. Area split (chinese):
// 13 + 1.5 to 14 + 1.5, W+1. Ing's nearest stones: each shared point is
// one step from a stone of each colour, so ½ each: W+1. The old fill test
// took the first capture for a safe fill and read all three points as
// dame: the counts were the same (the groups have no eyes), the seki was
// not seen.
func TestHanezeki(t *testing.T) {
	p := board.MustParsePosition(".oooxoxxx./xxxxxooooo/xxxx.ooooo")
	const a3, k3, e1, a1, k1 = 0, 9, 24, 20, 29
	r := newRace(a1, k1)
	if b, w := r.value(p, board.Black, false), r.value(p, board.White, false); b != 0 || w != 0 {
		t.Fatalf("reader: %d with Black to play, %d with White; want 0 (seki) both", b, w)
	}
	after := func(pt int, c board.Color) int {
		q := p.Clone()
		if _, _, err := q.Play(pt%p.W, pt/p.W, c); err != nil {
			t.Fatal(err)
		}
		return r.value(q, c.Opponent(), false)
	}
	for _, m := range []struct {
		pt   int
		c    board.Color
		want int
	}{
		{a3, board.Black, -1}, // Black captures first: White wins
		{k3, board.White, +1}, // White captures first: Black wins
		{e1, board.Black, -1}, // the shared liberty: self-atari for both
		{e1, board.White, +1},
	} {
		if got := after(m.pt, m.c); got != m.want {
			t.Errorf("%v at %d: reader %d, want %d", m.c, m.pt, got, m.want)
		}
	}

	in := score.Input{Position: p}
	j := score.Score(in, japanese)
	if k := j.Counts; k.SekiShared != 3 || k.Dame != 0 || k.SekiGroups != [3]int{0, 2, 2} || j.Margin != 0 ||
		j.Black.Territory != 0 || j.White.Territory != 0 {
		t.Errorf("japanese %s: counts %+v\n%s", j, k, score.DrawOwnership(j.Own, j.W))
	}
	for _, c := range []struct {
		rs         rules.Ruleset
		black, wht float64
	}{
		{newZealand, 13, 14},
		{chinese, 14.5, 15.5},
		{ing, 14.5, 15.5},
	} {
		res := score.Score(in, c.rs)
		if res.Black.Total != c.black || res.White.Total != c.wht || res.Counts.SekiShared != 3 {
			t.Errorf("%s: %s black %+v white %+v counts %+v", c.rs.Name, res, res.Black, res.White, res.Counts)
		}
	}
}

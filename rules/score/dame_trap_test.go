package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The fox_pro case (1p/1497434654019999661, after move 262) on 9x9: a
// record that stops with dame unfilled, where one colour's fill makes the
// other colour's fill a self-atari.
//
//	9 . . . X O . . . .
//	8 . . . X O . . . .
//	7 . . . X O . . . .
//	6 . . . X O O O O O
//	5 . . . X X X X X O
//	4 . . . . . X X X O
//	3 . . . . . X . O .      G3 dame, J3 White's eye
//	2 . . . . . X X O O
//	1 . . . . . X . X .      G1 Black's eye, J1 dame
//	  A B C D E F G H J
//
// White's H3-H2-J2 has the liberties G3, J3 and J1; Black's lone H1 has
// G1 and J1. As the position stands White can fill J1 (the chain keeps
// G3 and J3) and Black cannot (H1-J1 would keep G1 alone), so J1 is a
// dame, not a shared liberty of a seki. Once either colour fills G3,
// neither can fill J1 any more, which is how the old scorer (Black's
// fills first) found a seki there and took the territory of both living
// groups (Black 35 + G1, White 12 + J3) away under Japanese rules. Both
// groups have two eyes' worth of room, so nothing here is in seki.
//
// By hand, nothing dead, no prisoners, komi 0: Black 17 stones, territory
// 35 + G1 = 36; White 13 stones, territory 12 + J3 = 13; dame G3, J1.
// Japanese B+23; Chinese (17+36+1) − (13+13+1) = B+27.
func TestDameNextToLivingGroupsIsNotSeki(t *testing.T) {
	p := board.MustParsePosition(joinRows([]string{
		"...xo....", "...xo....", "...xo....", "...xooooo", "...xxxxxo",
		".....xxxo", ".....x.o.", ".....xxoo", ".....x.x.",
	}))
	at := func(name string) (int, int) {
		pts, err := score.ParsePoints(name, 9, 9)
		if err != nil || len(pts) != 1 {
			t.Fatalf("%s: %v", name, err)
		}
		return pts[0] % 9, pts[0] / 9
	}
	libsAfter := func(q board.Position, name string, c board.Color) int {
		x, y := at(name)
		q = q.Clone()
		if _, _, err := q.Play(x, y, c); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		_, libs := q.Chain(y*9 + x)
		return libs
	}
	// The shape as described: White fills J1 safely now, Black does not;
	// after Black's G3 White's J1 is a self-atari too.
	if w, b := libsAfter(p, "J1", board.White), libsAfter(p, "J1", board.Black); w != 2 || b != 1 {
		t.Fatalf("J1 now: White keeps %d liberties, Black %d; want 2 and 1", w, b)
	}
	g3 := p.Clone()
	x, y := at("G3")
	if _, _, err := g3.Play(x, y, board.Black); err != nil {
		t.Fatal(err)
	}
	if w := libsAfter(g3, "J1", board.White); w != 1 {
		t.Fatalf("J1 after Black G3: White keeps %d liberties, want 1", w)
	}

	in := score.Input{Position: p}
	j := score.Score(in, japanese)
	k := j.Counts
	if k.SekiShared != 0 || k.SekiEyes != [3]int{} || k.SekiGroups != [3]int{} || k.Dame != 2 ||
		j.Black.Territory != 36 || j.White.Territory != 13 || j.Margin != 23 {
		t.Errorf("japanese %s: counts %+v\n%s", j, k, score.DrawOwnership(j.Own, j.W))
	}
	if c := score.Score(in, chinese); c.Margin != 27 {
		t.Errorf("chinese %s: black %+v white %+v", c, c.Black, c.White)
	}
}

// The same board once White has filled G3 (fox_pro 2p/1379422848's A19
// in small): now neither colour can fill J1 (White's G3-H3-H2-J2 would
// keep J3 alone, Black's H1-J1 G1 alone), but the chains beside it hang
// from groups with two eyes' worth of room each (Black's 35-point area,
// White's 12), so J1 is a dame nobody can fill, not a seki: both keep
// their territory. By hand: Black 17 stones, territory 36; White 14
// stones, territory 13; dame J1. Japanese B+23, Chinese 53.5 − 27.5 =
// B+26.
func TestUnfillableDameBetweenLivingGroupsIsNotSeki(t *testing.T) {
	p := board.MustParsePosition(joinRows([]string{
		"...xo....", "...xo....", "...xo....", "...xooooo", "...xxxxxo",
		".....xxxo", ".....xoo.", ".....xxoo", ".....x.x.",
	}))
	for _, c := range []board.Color{board.Black, board.White} {
		q := p.Clone()
		if _, _, err := q.Play(8, 8, c); err != nil {
			t.Fatal(err)
		}
		if _, libs := q.Chain(8*9 + 8); libs != 1 {
			t.Fatalf("%v J1 keeps %d liberties, want 1 (self-atari)", c, libs)
		}
	}
	in := score.Input{Position: p}
	j := score.Score(in, japanese)
	k := j.Counts
	if k.SekiShared != 0 || k.SekiEyes != [3]int{} || k.Dame != 1 ||
		j.Black.Territory != 36 || j.White.Territory != 13 || j.Margin != 23 {
		t.Errorf("japanese %s: counts %+v\n%s", j, k, score.DrawOwnership(j.Own, j.W))
	}
	if c := score.Score(in, chinese); c.Margin != 26 {
		t.Errorf("chinese %s: black %+v white %+v", c, c.Black, c.White)
	}
}

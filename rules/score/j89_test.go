package score_test

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The 1989 Japanese rules' territory (J89 Art. 7-8 and the official
// commentary; docs/scoring.md "J89 territory"): each position below is
// worked out by hand, with the reasoning, and the count checked against
// it. Boards are rows from the top ("x" Black, "o" White), komi 0, no
// prisoners unless said.

// points parses GTP names on a w×h board.
func points(t *testing.T, names string, w, h int) []int {
	t.Helper()
	pts, err := score.ParsePoints(names, w, h)
	if err != nil {
		t.Fatal(err)
	}
	return pts
}

// estOwner is an estimate's owner map of a w×h board: the points named
// in black to Black, those in white to White, the rest to no one.
func estOwner(t *testing.T, black, white string, w, h int) []board.Color {
	t.Helper()
	owner := make([]board.Color, w*h)
	for _, q := range points(t, black, w, h) {
		owner[q] = board.Black
	}
	for _, q := range points(t, white, w, h) {
		owner[q] = board.White
	}
	return owner
}

// ownAt is the class of the point named.
func ownAt(t *testing.T, r score.Result, name string) score.Own {
	t.Helper()
	return r.Own[points(t, name, r.W, r.H)[0]].Class()
}

// A dead throw-in on a point that must be filled costs two points:
// capture, then connect.
//
//	4  . X X o . X      Black's left chain (B4 C4 A3 B3 B2 B1 A1) has the
//	3  X X O X X X      eyes A4 and A2; the right chain (D3 E3 F3 F4)
//	2  . X O O O O      joins it only through D4 and E4. White's throw-in
//	1  X X O . O .      D4 (marked dead) leaves the right chain one
//	   A B C D E F      liberty, E4, which is the throw-in's last one too.
//
// White's wall (C3 ... F2, E1) lives with D1 and F1. If Black does
// nothing, White E4 takes the right chain; so Black captures at E4 (a
// stone in his territory), and the right chain with E4 is then in atari
// on D4, the throw-in's point: Black connects there too. D4 and E4 are
// both filled: Japanese, Black 4 points (A4, A2, D4, E4) - 2 to fill + 1
// dead stone = 3, White D1, F1 = 2: B+1 (the marking alone gives B+3).
// Area counting is unaffected (the two stones replace the two points):
// Black 11 stones + 4 = 15, White 7 + 2 = 9, B+6.
func TestThrowInOnAPointToFillCostsTwo(t *testing.T) {
	p := board.MustParsePosition(".xxo.x/xxoxxx/.xoooo/xxo.o.")
	in := score.Input{Position: p, Dead: points(t, "D4", 6, 4), DeadMethod: score.DeadUser}
	j := score.Score(in, japanese)
	if j.Black.Teire != -2 || j.Black.Territory != 4 || j.Black.DeadStones != 1 || j.White.Territory != 2 || j.String() != "B+1" {
		t.Errorf("japanese %s: black %+v white %+v\n%s", j, j.Black, j.White, score.DrawOwnership(j.Own, j.W))
	}
	for _, name := range []string{"D4", "E4"} {
		if o := ownAt(t, j, name); o != score.OwnBlackTeire {
			t.Errorf("%s is %v, want black-teire", name, o)
		}
	}
	if c := score.Score(in, chinese); c.String() != "B+6" || c.Black.Teire != 0 {
		t.Errorf("chinese %s: black %+v", c, c.Black)
	}
}

// A seki that only the dead stones show (the seki test fills the dame
// with them on the board).
//
//	2  o . X . O . x    Black's chain (A1-D1, C2) has the liberties B2 and
//	1  X X X X O O O    D2, White's (E1-G1, E2) D2 and F2; A2 is a white
//	   A B C D E F G    throw-in (liberty B2), G2 a black one (F2), both
//	                    marked dead.
//
// With the throw-ins on the board, Black filling D2 keeps only B2 and
// White filling it only F2: a self-atari each (no capture). Captured,
// the throw-ins change nothing: each side then has a one-point eye (A2,
// G2) and D2, still a seki. With them taken off first, Black's fill at
// D2 would keep A2 and B2, two liberties, and the seki would be missed
// (the old reading: D2 dame, two points of territory each). J89: the
// eyes of stones in seki are no territory: Japanese 1 dead stone each,
// a draw; D2 is a shared liberty, A2-B2 Black's seki eyes, F2-G2 White's.
// Area with seki eyes counted (new-zealand): Black 5 stones + 2 = 7,
// White 4 + 2 = 6, B+1.
func TestSekiBehindThrowIns(t *testing.T) {
	p := board.MustParsePosition("o.x.o.x/xxxxooo")
	in := score.Input{Position: p, Dead: points(t, "A2,G2", 7, 2), DeadMethod: score.DeadUser}
	j := score.Score(in, japanese)
	k := j.Counts
	if k.SekiShared != 1 || k.SekiEyes != [3]int{0, 2, 2} || k.Territory != [3]int{} || j.String() != "Draw" {
		t.Errorf("japanese %s: counts %+v\n%s", j, k, score.DrawOwnership(j.Own, j.W))
	}
	if ownAt(t, j, "D2") != score.OwnSekiShared || ownAt(t, j, "B2") != score.OwnBlackSekiEye || ownAt(t, j, "F2") != score.OwnWhiteSekiEye {
		t.Errorf("map %s", score.DrawOwnership(j.Own, j.W))
	}
	if nz := score.Score(in, newZealand); nz.String() != "B+1" {
		t.Errorf("new-zealand %s, want B+1", nz)
	}
}

// Eyes are counted per group of chains, not per colour joined through
// territory: on a 1-line board the eyes between chains are false.
//
//	1  . X . X . O . O . O .     A B C D E F G H J K L
//
// Black's chains B1 and D1 and White's F1, H1, K1. E1 is a self-atari
// for both (Black D1-E1 keeps C1 alone, White E1-F1 keeps G1 alone, and
// neither fill captures): a shared liberty. With White on E1, D1 must
// connect at C1 and B1-C1-D1 is left with A1, which it cannot fill:
// Black does not live on its own; with Black on E1, F1 connects at G1,
// F1-H1 at J1 and F1-K1 has L1 alone: neither does White. So E1 is a
// seki and every eye here is a seki eye: Japanese 0 - 0, a draw. (Joined
// through their territory, the old count saw two eyes for Black and
// three for White, called E1 dame and counted 2 - 3, W+1.) Area with
// seki eyes counted: Black 2 + 2, White 3 + 3, W+2.
func TestOneLineSekiEyesPerGroup(t *testing.T) {
	p := board.MustParsePosition(".x.x.o.o.o.")
	in := score.Input{Position: p}
	j := score.Score(in, japanese)
	if k := j.Counts; k.SekiShared != 1 || k.SekiEyes != [3]int{0, 2, 3} || j.String() != "Draw" {
		t.Errorf("japanese %s: counts %+v\n%s", j, k, score.DrawOwnership(j.Own, j.W))
	}
	if nz := score.Score(in, newZealand); nz.String() != "W+2" {
		t.Errorf("new-zealand %s, want W+2", nz)
	}
}

// A point owed once the dame are filled: a hane left on the first line.
//
//	3  . X . X O O O .    White's D1 hane has C1 (a dame) and E1 (White's
//	2  X X X X O . O O    eye). Black can fill C1 (joining B1, many
//	1  . X . O . O O .    liberties); White cannot (D1-C1 would keep E1
//	   A B C D E F G H    alone). Filled, C1 leaves D1 in atari on E1:
//
// White must connect there, in either order of filling. White's group
// keeps F2, H3 and H1. Japanese: Black A3, C3, A1 = 3; White F2, E1, H3,
// H1 = 4 - 1 to fill = 3: a draw (the count as it stands gave W+1).
func TestTeireOnceTheDameAreFilled(t *testing.T) {
	p := board.MustParsePosition(".x.xooo./xxxxo.oo/.x.o.oo.")
	j := score.Score(score.Input{Position: p}, japanese)
	if j.White.Teire != -1 || j.Black.Teire != 0 || j.String() != "Draw" || ownAt(t, j, "E1") != score.OwnWhiteTeire {
		t.Errorf("japanese %s: black %+v white %+v\n%s", j, j.Black, j.White, score.DrawOwnership(j.Own, j.W))
	}
}

// A false eye must be filled.
//
//	3  . X . X O . O .    D1 is enclosed by Black (C1, D2, E1), but E1 is
//	2  X X X X O O O O    a lone stone cut off by White's E2 (the diagonal
//	1  . X X . X . O .    rule calls D1 false). E1's other liberty F1 is a
//	   A B C D E F G H    dame White fills safely and Black cannot (E1-F1
//
// would keep D1 alone). Then E1 is in atari on D1: Black connects. Black
// lives with A3, C3, A1. Japanese: Black A3, C3, A1, D1 = 4 - 1 = 3;
// White F3, H3, H1 = 3: a draw (B+1 without the fill).
func TestFalseEyeMustBeFilled(t *testing.T) {
	p := board.MustParsePosition(".x.xo.o./xxxxoooo/.xx.x.o.")
	j := score.Score(score.Input{Position: p}, japanese)
	if j.Black.Teire != -1 || j.String() != "Draw" || ownAt(t, j, "D1") != score.OwnBlackTeire {
		t.Errorf("japanese %s: black %+v white %+v\n%s", j, j.Black, j.White, score.DrawOwnership(j.Own, j.W))
	}
}

// A marking that cannot be right (issue 18): on 5x1 "X X . o ." with the
// white stone marked dead, White C1 captures both black stones (the
// black chain's only liberty is C1, and Black cannot fill it: a suicide
// that captures nothing, D1 keeping E1). The count is still as marked:
// with D1 off, the black chain has the one liberty C1 and must fill it
// (RULES.md §5.10), so Black D1, E1 = 2 + 1 dead stone, B+3; the doubt
// names the stones and where the capture is.
func TestImpossibleMarkingIsDoubted(t *testing.T) {
	p := board.MustParsePosition("xx.o.")
	in := score.Input{Position: p, Dead: points(t, "D1", 5, 1), DeadMethod: score.DeadUser}
	if j := score.Score(in, japanese); j.String() != "B+3" || j.Black.Teire != -1 {
		t.Errorf("japanese %s: black %+v", j, j.Black)
	}
	d := score.Doubts(in)
	if len(d) != 1 || d[0].Kind != score.DoubtCapturable || d[0].Color != board.Black ||
		!slices.Equal(d[0].Stones, []int{0, 1}) || !slices.Equal(d[0].At, []int{2}) {
		t.Errorf("doubts %+v", d)
	}
	// Marked alive as it stands (nothing dead): Black's chain is in atari
	// on C1, a point of no one's (it touches both); Black cannot escape
	// there and White's capture is no snapback: the same doubt. And
	// White's D1, with the one eye E1, has fewer than two eyes and no
	// seki (C1 is no shared liberty: White fills it, capturing).
	d = score.Doubts(score.Input{Position: p, DeadMethod: score.DeadUser})
	if len(d) != 2 || d[0].Kind != score.DoubtCapturable || d[1].Kind != score.DoubtNoTwoEyes ||
		!slices.Equal(d[1].Stones, []int{3}) || !slices.Equal(d[1].At, []int{4}) {
		t.Errorf("nothing dead: doubts %+v", d)
	}
}

// A group counted alive with fewer than two eyes and no seki.
//
//	3  . . . X O .    Black's A2-D2, D3 has the straight three A3-C3 and
//	2  X X X X O O    nothing else (White's wall lives with F3 and F1).
//	1  O O O O O .    White B3 kills it (the reader: Black's answer at A3
//	   A B C D E F    or C3 leaves a two-point eye White fills).
//
// Counted as marked (nothing dead): Black 3, White 2, B+1, with a doubt.
// GNU Go's seki1 (a real seki) has none.
func TestGroupWithoutTwoEyesIsDoubted(t *testing.T) {
	p := board.MustParsePosition("...xo./xxxxoo/ooooo.")
	in := score.Input{Position: p, DeadMethod: score.DeadMarkup}
	if j := score.Score(in, japanese); j.String() != "B+1" {
		t.Errorf("japanese %s", j)
	}
	d := score.Doubts(in)
	if len(d) != 1 || d[0].Kind != score.DoubtNoTwoEyes || d[0].Color != board.Black ||
		len(d[0].Stones) != 5 || !slices.Equal(d[0].At, []int{0, 1, 2}) {
		t.Errorf("doubts %+v", d)
	}
	// A straight four (A3-D3, the wall one column longer): White's move
	// inside is answered, two eyes. No doubt.
	q := board.MustParsePosition("....xo./xxxxxoo/oooooo.")
	if d := score.Doubts(score.Input{Position: q, DeadMethod: score.DeadMarkup}); len(d) != 0 {
		t.Errorf("straight four: doubts %+v", d)
	}
}

// An unfinished position's open borders are no dame (the estimate's
// Input.Owner closes them): the closed boards leave them empty, and no
// seki or point to fill comes of filling them.
//
//	5  . . . . .     Black's chain (A4 B4 B3 B2 A2) has the eye A3,
//	4  X X . O O     White's (D4 E4 D3 D2 E2) the eye E3; the rest is
//	3  . X . O .     open. The estimate gives A5 B5 A1 B1 to Black and
//	2  X X . O O     D5 E5 D1 E1 to White, and leaves the C file open:
//	1  . . . . .     those five are the dame.
//	   A B C D E
//
// Filling the C file (Black first at each point, or White) leaves each
// chain its eye and its two open corners: no chain short of liberties,
// no shared liberty. Japanese: Black A3 + 4 estimated = 5, White E3 + 4
// = 5, a draw. Were the open corners filled as dame too (the reading
// before open borders were told apart), the chains would be left with
// their eyes and a point neither can fill, E1: a "seki" of an
// unfinished game, A3 and E3 seki eyes, B+1 on the estimated corners.
func TestOpenBordersAreNoDame(t *testing.T) {
	p := board.MustParsePosition("...../xx.oo/.x.o./xx.oo/.....")
	owner := estOwner(t, "A5 B5 A1 B1", "D5 E5 D1 E1", 5, 5)
	in := score.Input{Position: p, DeadMethod: score.DeadEstimate, Owner: owner}
	j := score.Score(in, japanese)
	if j.String() != "Draw" || j.Black.Territory != 1 || j.Black.Estimated != 4 || j.White.Territory != 1 ||
		j.White.Estimated != 4 || j.Black.Teire != 0 || j.White.Teire != 0 || j.Counts.SekiShared != 0 || j.Counts.Dame != 5 {
		t.Errorf("japanese %s: black %+v white %+v counts %+v\n%s", j, j.Black, j.White, j.Counts, score.DrawOwnership(j.Own, j.W))
	}
}

// A group whose eye space is an open border the estimate gives to its
// colour lives on its own: a point beside it that nobody can fill yet is
// a dame, not a seki.
//
//	4  . . . . . . .    Black's chain C1 C2 D2 has the liberties B1 and
//	3  . . o o x . .    D1, White's E1 E2 has D1 and F1; the estimate
//	2  . o X X O x .    marks B2 C3 D3 (white) and E3 F2 (black) dead and
//	1  . . X . O . .    gives the left side (A1-A4, B1-B4, C3, C4) to
//	   A B C D E F G    Black, the right (E3, E4, F1-F4, G1-G4) to White;
//	                    D3 and D4 stay open.
//
// D1 is a self-atari for both: Black's fill leaves his chain B1 alone,
// White's leaves hers F1. Neither chain shows an eye on the board (the
// open sides touch both colours), but each is joined to an open side the
// estimate gives to its colour: both live on their own, and D1 is a dame
// nobody can fill yet. No seki: Black 3 dead stones + 10 estimated = 13,
// White 2 + 10 = 12, B+1; D1, D3 and D4 are dame. (Read without the
// open sides, neither chain lives on its own and D1 is a seki.)
func TestOpenBorderGivesLife(t *testing.T) {
	p := board.MustParsePosition("......./..oox../.oxxox./..x.o..")
	owner := estOwner(t, "A1 B1 A2 B2 A3 B3 A4 B4 C3 C4", "E3 E4 F1 F2 F3 F4 G1 G2 G3 G4", 7, 4)
	in := score.Input{Position: p, Dead: points(t, "B2 C3 D3 E3 F2", 7, 4), DeadMethod: score.DeadEstimate, Owner: owner}
	j := score.Score(in, japanese)
	if j.String() != "B+1" || j.Black.Estimated != 10 || j.White.Estimated != 10 || j.Black.DeadStones != 3 ||
		j.White.DeadStones != 2 || j.Counts.SekiShared != 0 || j.Counts.Dame != 3 || ownAt(t, j, "D1") != score.OwnDame {
		t.Errorf("japanese %s: black %+v white %+v counts %+v\n%s", j, j.Black, j.White, j.Counts, score.DrawOwnership(j.Own, j.W))
	}
}

// A seki of two groups joined by bamboo joints, each with one two-point
// eye: the joint's points are the eye, and the whole group is in seki.
//
//	2  X . X . O . O    Black's A and C files are one group through the
//	1  X . X . O . O    bamboo joint B1 B2 (a white stone on one point
//	   A B C D E F G    is answered on the other): its one eye, two
//	                    points. White's E and G files likewise through F1
//	                    F2. D1 and D2 are both groups' outside liberties.
//
// Whoever fills both dies: after Black D1 and D2 his group's liberties
// are B1 and B2 alone; White B1 puts it in atari, Black's capture at B2
// leaves it in atari at B1, and White B1 takes it. One of the two may be
// filled (Black D1: White's fill at D2 would then lose her group the same
// way), never both: a seki. J89: neither group has two eyes, so no
// territory; B1 B2 and F1 F2 are seki eyes (not counted), and the A and
// G files, beside no shared point, are in seki with their groups. A
// draw, 0 to 0. Chinese: 4 stones + 2 eyes + ½ for each of D1 and D2 =
// 7 each, a draw. (Filling a group's last liberties outside a two-point
// eye looked safe to the dame filling, two liberties being left: it
// filled D1 and D2 and counted the eyes as territory.)
func TestBambooJointSeki(t *testing.T) {
	p := board.MustParsePosition("x.x.o.o/x.x.o.o")
	in := score.Input{Position: p, DeadMethod: score.DeadUser}
	j := score.Score(in, japanese)
	if j.String() != "Draw" || j.Black.Territory != 0 || j.White.Territory != 0 || j.Counts.SekiEyes != [3]int{0, 2, 2} || j.Counts.SekiShared != 1 {
		t.Errorf("japanese %s: black %+v white %+v counts %+v\n%s", j, j.Black, j.White, j.Counts, score.DrawOwnership(j.Own, j.W))
	}
	for name, want := range map[string]score.Own{"B1": score.OwnBlackSekiEye, "B2": score.OwnBlackSekiEye, "A1": score.OwnBlackSekiStone, "G2": score.OwnWhiteSekiStone, "F1": score.OwnWhiteSekiEye} {
		if o := ownAt(t, j, name); o != want {
			t.Errorf("%s is %v, want %v", name, o, want)
		}
	}
	if c := score.Score(in, chinese); c.String() != "Draw" || c.Black.Total != 7 {
		t.Errorf("chinese %s: black %+v", c, c.Black)
	}
	if d := score.Doubts(in); len(d) != 0 {
		t.Errorf("doubts %+v, want none (a seki)", d)
	}
}

// A two-headed dragon: two black chains share both their eyes, each eye
// false by the diagonal rule (an edge point with an opponent's stone on
// a diagonal), and real because the chains around it meet again at the
// other eye: White can play neither (a suicide that takes nothing).
//
//	7  . . . . . . . . .    White's wall (row 6) lives with row 7.
//	6  O O O O O O O O O    Black's ring R (A1-A5, row 5, J5-J1, B2, H2)
//	5  X X X X X X X X X    and chain S (C1-G1) have the liberties B1 and
//	4  X O O O O O O O X    H1 and no other; White's inner group lives
//	3  X O . O O O . O X    with C3 and G3. B1's diagonal C2 and H1's G2
//	2  X X O O O O O X X    are White's: an eye graph per colour joined
//	1  X . X X X X X . X    through territory, or a diagonal rule, sees
//	  A B C D E F G H J     no two eyes.
//
// J89: all alive, no seki (no empty point touches both colours). Black
// B1 H1 = 2, White C3 G3 + row 7 = 11: W+9. Chinese: 24 + 2 against
// 26 + 11: W+11. No doubt about the marking.
func TestTwoHeadedDragonEyesAreReal(t *testing.T) {
	p := board.MustParsePosition("........./ooooooooo/xxxxxxxxx/xooooooox/xo.ooo.ox/xxoooooxx/x.xxxxx.x")
	in := score.Input{Position: p, DeadMethod: score.DeadUser}
	j := score.Score(in, japanese)
	if j.String() != "W+9" || j.Black.Territory != 2 || j.White.Territory != 11 || j.Black.Teire != 0 || j.Counts.SekiShared != 0 {
		t.Errorf("japanese %s: black %+v white %+v\n%s", j, j.Black, j.White, score.DrawOwnership(j.Own, j.W))
	}
	if c := score.Score(in, chinese); c.String() != "W+11" {
		t.Errorf("chinese %s", c)
	}
	if d := score.Doubts(in); len(d) != 0 {
		t.Errorf("doubts %+v, want none: both eyes are real", d)
	}
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// A chain in atari only for dead stones that stay dead once they take
// it is alive (J89 Art. 7-1: capturing it lets its owner place stones
// the opponent cannot capture). The shape of KGS's TheGNUGo-JVD
// (gnugo_regression, the lower left corner: White's A3-A2 in atari at
// B3 among the dead A4-B4, B2-C2-C3, A1), cut down to 6x6:
//
//	6  . . . . . .
//	5  O O O O . .    White's wall A5-D5, D4-D1, C1 lives (the 16 points
//	4  X X . O . .    of E1-F5 and row 6, no dead stone: two eyes);
//	3  O . X O . .    Black's A4-B4, C3-C2-B2 and A1 are marked dead;
//	2  O X X O . .    White's A3-A2 has the one liberty B3.
//	1  X . O O . .
//	   A B C D E F
//
// Counted as marked: the 25 points without a White stone are White's
// (36 - 11 stones), plus 6 dead stones: W+31 with komi 0.
//
// The marking is right. White cannot fill B3 as the position stands (a
// suicide: A4-B4 keeps C4, C3-C2-B2 keeps C4 and B1), and Black B3 takes
// A3-A2; but Black's stones then have A3, A2, B1 and C4 only: White C4,
// and Black's space is one eye (A3-A2 with B1 beside White's C1: Black
// B1 leaves the two-point eye A3-A2, Black A2 leaves A3 alone as White
// B1 ataris), so White captures them all and plays A3-A2 again for
// good. Before issue 18 the J89 analysis called A3-A2 capturable, "the
// marking cannot be right" (teire.go's playOut with escapes marks the
// chain lost whoever the capturers are); capturers.go now reads whether
// the capturers live.
func TestDoubtCapturableByDeadStones(t *testing.T) {
	p := board.MustParsePosition("....../oooo../xx.o../o.xo../oxxo../x.oo..")
	in := score.Input{Position: p, Dead: points(t, "A4,B4,C3,C2,B2,A1", 6, 6), DeadMethod: score.DeadMarkup}
	if j := score.Score(in, japanese); j.String() != "W+31" || j.White.Territory != 25 || j.White.DeadStones != 6 {
		t.Errorf("japanese %s: white %+v", j, j.White)
	}
	if d := score.Doubts(in); len(d) != 0 {
		t.Errorf("doubts %+v, want none", d)
	}
}

// The same shape turned half a turn (the upper right corner): the
// reading does not hang on the corner it is in. White's F4-F5 is in
// atari at E4 among the dead F3-E3, D4-D5-E5 and F6; the count is the
// same W+31 (25 points without a White stone, 6 dead stones).
func TestDoubtCapturableByDeadStonesTurned(t *testing.T) {
	p := board.MustParsePosition("..oo.x/..oxxo/..ox.o/..o.xx/..oooo/......")
	in := score.Input{Position: p, Dead: points(t, "F3,E3,D4,D5,E5,F6", 6, 6), DeadMethod: score.DeadMarkup}
	if j := score.Score(in, japanese); j.String() != "W+31" || j.White.Territory != 25 || j.White.DeadStones != 6 {
		t.Errorf("japanese %s: white %+v", j, j.White)
	}
	if d := score.Doubts(in); len(d) != 0 {
		t.Errorf("doubts %+v, want none", d)
	}
}

// When the capturers live, the doubt stands (J89 Art. 7-1: capturing
// White's chain lets Black keep stones White cannot capture):
//
//	6  . O . O . .    White's wall (rows 5-6, F4-F1) lives: eyes A6,
//	5  O O O O O O    C6 and E6-F6;
//	4  X X X X X O    Black's 15 stones inside are marked dead;
//	3  O . X . X O    White's A3-A2-A1 has the one liberty B3.
//	2  O X X X X O
//	1  O X X X X O
//	   A B C D E F
//
// Counted as marked: 21 points without a White stone (36 - 15), plus 15
// dead stones: W+36. But White cannot fill B3 (no liberty, and Black
// keeps D3), and Black B3 takes A3-A2-A1: Black's one chain then has the
// eye D3 and the straight three A1-A3, which White cannot reduce to one
// eye (White A2, Black A1 or A3: A3 or A1 stays an eye). Black lives, so
// White's chain was dead and the marking is wrong.
func TestDoubtCapturableCapturersLive(t *testing.T) {
	p := board.MustParsePosition(".o.o../oooooo/xxxxxo/o.x.xo/oxxxxo/oxxxxo")
	in := score.Input{Position: p, Dead: points(t, "A4,B4,C4,D4,E4,C3,E3,B2,C2,D2,E2,B1,C1,D1,E1", 6, 6), DeadMethod: score.DeadMarkup}
	if j := score.Score(in, japanese); j.String() != "W+36" || j.White.Territory != 21 || j.White.DeadStones != 15 {
		t.Errorf("japanese %s: white %+v", j, j.White)
	}
	want := []score.Doubt{{Kind: score.DoubtCapturable, Color: board.White,
		Stones: points(t, "A3,A2,A1", 6, 6), At: points(t, "B3", 6, 6)}}
	if d := score.Doubts(in); !reflect.DeepEqual(d, want) {
		t.Errorf("doubts %+v, want %+v", d, want)
	}
}

// The game itself (gnugo_regression games/kgs/TheGNUGo-JVD.sgf, the
// position after move 232 with the players' markup), where the corner
// is less tidy than the 6x6 cut:
//
//	6  . . . O X X O      White's territory runs up the A-file (A5-A11)
//	5  . O O O X X X      between White's walls;
//	4  x x . O O X X      Black's A4-B4, C3-D3, B2-C2, A1, D1 are marked
//	3  O . x x O O O      dead; White's A3-A2 has the one liberty B3,
//	2  O x x O O O X      White's C1 the one liberty B1 (C2 and D1 are
//	1  x . O x . O O      Black's), Black's D1 the one liberty E1.
//	   A B C D E F G
//
// White B3 is a suicide (A4-B4 keeps A5 and C4). Black B3 takes A3-A2;
// its chain A4-B4-B3-C3-D3-B2-C2 then has A5, C4, A3, A2 and B1. White
// A5 keeps it off the A-file. Black B1 takes C1 and joins A1 (liberties
// C4, A3, A2, C1; D1 keeps C1 and E1): White E1 ataris D1, and Black
// must connect at C1 (if not, White C1 takes D1, Black cannot retake at
// once, and White connects at D1); White C4 leaves Black the two-point
// eye A3-A2 alone: dead (Black A3 or A2 is a self-atari; White A3,
// Black takes it at A2, White A3 takes everything). Any other Black play
// changes nothing: White E1 takes D1, then C4, and Black B1 only ataris
// C1, which connects at D1. White's A3-A2 is alive, as the players
// agreed, and no doubt is cast on the marking.
func TestDoubtCapturableByDeadStonesJVD(t *testing.T) {
	p := board.MustParsePosition("...xxo...oox......./..xxoo...ox.xx...../..xoox.o.ox.ox...../" +
		"x.xo.o..oxx.x.xxxxx/.xoo....ox.xoxxoxxo/xxxooo...oxxoxooooo/oxoxxxoo.oxxoxo.o../" +
		"oooox.xooooxoooo.../..oxxx.xxox.xoxoooo/.ox...x.xx.xxxxxxxo/.ox.x..xooxx..xo.xx/" +
		"..ox..xoo.ox.x...../..oox.xxo.ooxxoo.../...oxxoo....ooxxx../.oooxxxoo...o.ox.../" +
		"xx.ooxxxoo...oox.../o.xxoooxxo.o.oxo.../oxxoooxxoo..oxxx.../x.ox.ooxxo.oxx.....")
	dead := points(t, "F17,N17,Q9,P7,Q7,A4,B4,C3,D3,Q3,B2,C2,A1,D1", 19, 19)
	in := score.Input{Position: p, Dead: dead, DeadMethod: score.DeadMarkup}
	if d := score.Doubts(in); len(d) != 0 {
		t.Errorf("doubts %+v, want none", d)
	}
}

package score_test

import (
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The double-ko shapes below sit in the lower left of a 9x9 board under
// a black wall (row 6, and column H down to the edge) that lives with
// rows 7-9 and column J as its territory. The fight's groups have no
// liberty outside the fight.
const koFrame = "........./........./........./xxxxxxxx./"

// koShape is a fight with its area (the points the brute force may play)
// and whether it is a seki, worked by hand in the comments of the tests.
type koShape struct {
	name, rows, area string
	file             string // a gnugo_regression game (games/FILE.sgf) instead of rows
	seki             bool
}

// koShapes are the fights read in TestKoSekiAgreesWithBruteForce.
//
// Eye and two kos against a two-point eye (seki):
//
//	5  o o o o o o o x .    White's group (A5-G5 and the walls down to A1,
//	4  . o x x x o o x .    G1) has the two-point eye A4-A3. Black's group
//	3  . o x . x o o x .    (C4-E2, D1) has the eye D3 and two kos in its
//	2  o o x x x o o x .    own area: C1, where White captures B1, and E1,
//	1  o x . x . x o x .    where White captures F1.
//	   A B C D E F G H J
//
// White cannot kill: to take Black's last liberties he must win both kos
// and then fill D3, and each of his ko captures leaves his stone in atari
// (C1 with the liberty B1, E1 with F1): Black takes back one ko while
// White takes the other, and Black always keeps D3 and one ko. Black
// cannot kill either: his first stone in the two-point eye (A4) is in
// atari, and the second (A3) is a suicide while White keeps a liberty
// from a ko capture; if White instead captures at A3 at once he is left
// one liberty and Black takes the group at A4, so White answers A4 with
// a ko capture, and the kos turn as before. Neither side moving first
// can capture: a seki. Black's seki eyes are D3, C1 and E1, White's A4
// and A3.
//
// The same without Black's eye (D3 black): Black's only liberties are
// the kos; White C1 takes B1 and leaves Black in atari at E1, where
// Black cannot retake at once, and White takes the group at E1: no seki.
// With Black's eye but White's eye one point (A4 white, A3 the eye):
// Black moving first plays A3 and takes White's group; White moving
// first takes a ko and Black can no longer kill: the turn decides, no
// seki.
//
// Two kos inside one group's area against an eye (under a white wall,
// the colours the other way round):
//
//	5  x x x x x x x o .    White's group C4-E2, D1 has no eye; its
//	4  . x o o o x x o .    liberties are the kos C1, where Black takes
//	3  x x o o o x x o .    B1, and E1, where Black takes F1. Black's
//	2  x x o o o x x o .    ring around it has the one eye A4.
//	1  x o . o . o x o .
//	   A B C D E F G H J
//
// Black moving first takes B1 at C1: White is in atari at E1 and may not
// take back at once, so Black takes the group at E1. White moving first
// plays A4, the ring's last liberty, and takes it. The turn decides: no
// seki.
//
// GNU Go's doubleko.sgf looks like twoko_seki1 (a white ko point G1 where
// Black takes H1, a black one H3 where White takes G3, each ko stone
// touching the other side's group), but White's chain F1-G5, whose
// liberties are F5 and G1, can connect at F5 to the group above, which
// has the two eyes E8 and F7: White needs no ko, and Black's group (eye
// J5, ko H3) dies. GNU Go's reading.tst 167 says so ("attack J1", answer
// F5, "Gets it right if F5 is filled"): no seki.
//
// The lower right of onadare_ko2 (README-MANNER: "a ko in the lower right
// corner", which White wins with the threats of the double ko elsewhere)
// pairs a white ko point Q2 (Black takes P2) with a black one O1 (White
// takes P1), but the two ko stones P1 and P2 touch: whoever takes first
// gives his opponent's other ko stone a second liberty, so it cannot be
// taken back in answer, and the group left with one eye dies. Whoever
// moves first wins: an ordinary ko, no seki.
var koShapes = []koShape{
	{name: "eye and two kos against a two-point eye", seki: true, area: "A4,A3,D3,C1,E1,B1,F1",
		rows: koFrame + "ooooooox./.oxxxoox./.ox.xoox./ooxxxoox./ox.x.xox."},
	{name: "two kos against a two-point eye", area: "A4,A3,C1,E1,B1,F1",
		rows: koFrame + "ooooooox./.oxxxoox./.oxxxoox./ooxxxoox./ox.x.xox."},
	{name: "eye and two kos against an eye", area: "A3,D3,C1,E1,B1,F1",
		rows: koFrame + "ooooooox./ooxxxoox./.ox.xoox./ooxxxoox./ox.x.xox."},
	{name: "twoko_seki1", file: "seki_exotics/twoko_seki1", seki: true, area: "B1,F3,C1,C3,E1,F1"},
	{name: "twoko_seki2", file: "seki_exotics/twoko_seki2", seki: true, area: "E2,C2,A3,A2,E3"},
	{name: "fourko", file: "seki_exotics/fourko", seki: true, area: "C3,E1,F1,B1,C1,F3,E3,B3"},
	{name: "threeko1", file: "seki_exotics/threeko1", area: "D4,D3,C1,E1,F1,A3,A2"},
	{name: "threeko2", file: "seki_exotics/threeko2", area: "A4,D4,D3,C1,E1,F1,A5"},
	{name: "two kos in one group's area against an eye", area: "A4,C1,E1,B1,F1",
		rows: "........./........./........./oooooooo./xxxxxxxo./.xoooxxo./xxoooxxo./xxoooxxo./xo.o.oxo."},
	{name: "doubleko", file: "doubleko", area: "F5,G1,H1,H3,G3,J5,E8,F7"},
	{name: "onadare_ko2", file: "seki_exotics/onadare_ko2", area: "Q2,S2,P2,P1,O1,M1"},
}

func (s koShape) position(t *testing.T) board.Position {
	if s.file == "" {
		return board.MustParsePosition(s.rows)
	}
	dir := shared.Path(t, "corpora", "gnugo_regression", "games")
	return setupPosition(t, filepath.Join(dir, s.file+".sgf"))
}

// The count finds a double-ko seki (the fight's empty points seki eyes or
// shared liberties) exactly where the brute-force reader (koFight under
// superko, kofight_test.go, written apart from raceread.go) finds that
// neither side moving first captures a chain of two stones or more, and
// the shapes' verdicts are those worked by hand above and in
// seki_test.go.
func TestKoSekiAgreesWithBruteForce(t *testing.T) {
	for _, s := range koShapes {
		p := s.position(t)
		f := newSuperkoFight(p, points(t, s.area, p.W, p.H))
		vb, vw := f.value(p, board.Black, false, -1), f.value(p, board.White, false, -1)
		if (vb == 0 && vw == 0) != s.seki {
			t.Errorf("%s: brute force: Black first %d, White first %d; seki by hand %v", s.name, vb, vw, s.seki)
		}
		// every empty point of the fight is a seki point, or none is
		r := score.Score(score.Input{Position: p}, japanese)
		for _, i := range points(t, s.area, p.W, p.H) {
			if p.Stones[i] != board.Empty {
				continue
			}
			c := r.Own[i].Class()
			if (c == score.OwnBlackSekiEye || c == score.OwnWhiteSekiEye || c == score.OwnSekiShared) != s.seki {
				t.Errorf("%s: point %d is %v, seki %v\n%s", s.name, i, c, s.seki, score.DrawOwnership(r.Own, r.W))
			}
		}
	}
}

// The counts of the seki shapes, by hand (komi 0, no prisoners). Black's
// territory is rows 7-9 (27) and column J below them (6), with, in
// fourko, H6 (its row 5 is black from G5 on): nobody fills a ko point of
// the seki, so nothing is teire, and the seki eyes count for no one in
// the Japanese count.
//
//	eye and two kos against a two-point eye: stones Black 24 (row 6: 8,
//	column H: 5, the fight: 11), White 19; seki eyes Black D3, C1, E1,
//	White A4, A3.
//	  japanese: 33 − 0 = B+33; chinese: (24+33+3) − (19+2) = B+39.
//	fourko (README-MANNER: "a quadruple ko"): Black's group C4-E4, D3,
//	C2-E2, D1 has the eye C3 (White C3 takes B3, a ko) and E1 (White
//	takes F1); White's A4 B4 ... G1 has F3 (Black takes E3) and B1 (Black
//	takes C1). Each side's two kos are its only liberties, and each
//	capture frees a liberty of the taker: whoever takes one is answered in
//	another, and neither side moving first captures (koFight under superko). Seki
//	eyes Black C3, E1, White F3, B1; stones 24 and 19.
//	  japanese: 34 − 0 = B+34; chinese: (24+34+2) − (19+2) = B+39.
func TestDoubleKoSekiShapes(t *testing.T) {
	cases := []struct {
		shape          koShape
		blackEye, wEye []string
		territory      float64
		japanese, area string
	}{
		{koShapes[0], []string{"D3", "C1", "E1"}, []string{"A4", "A3"}, 33, "B+33", "B+39"},
		{koShapes[5], []string{"C3", "E1"}, []string{"F3", "B1"}, 34, "B+34", "B+39"},
	}
	for _, c := range cases {
		in := score.Input{Position: c.shape.position(t)}
		j := score.Score(in, japanese)
		be, we := pointsOf(j, score.OwnBlackSekiEye), pointsOf(j, score.OwnWhiteSekiEye)
		if !sameNames(be, c.blackEye) || !sameNames(we, c.wEye) {
			t.Errorf("%s: seki eyes %v/%v, want %v/%v\n%s", c.shape.name, be, we, c.blackEye, c.wEye, score.DrawOwnership(j.Own, j.W))
		}
		if j.Black.Territory != c.territory || j.White.Territory != 0 || j.Black.Teire != 0 || j.White.Teire != 0 || j.String() != c.japanese {
			t.Errorf("%s: japanese black %+v white %+v %s, want %s", c.shape.name, j.Black, j.White, j, c.japanese)
		}
		if a := score.Score(in, chinese); a.String() != c.area {
			t.Errorf("%s: chinese %s, want %s", c.shape.name, a, c.area)
		}
	}
}

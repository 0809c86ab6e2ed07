package score_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// setupPosition reads the setup stones of an SGF file's first game (the
// seki_exotics files are positions, not games).
func setupPosition(t *testing.T, path string) board.Position {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	coll, err := sgfio.Parse(data)
	if err != nil || len(coll.Games) == 0 {
		t.Fatalf("%s: no game (%v)", path, err)
	}
	g := coll.Games[0]
	p := board.NewPosition(g.Width, g.Height)
	setup(&p, g.Setup)
	for _, ch := range g.Changes {
		setup(&p, ch)
	}
	return p
}

// GNU Go's seki_exotics/README-MANNER on seki_score.sgf (CASES.md):
// Japanese counting gives territory B 96, W 97, no prisoners, nothing for
// the seki; Chinese counting territory 96/97, stones 79/79, seki 8.5/1.5:
// 7 points apart.
func TestSekiScoreSGF(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	in := score.Input{Position: setupPosition(t, filepath.Join(dir, "seki_score.sgf"))}
	j := score.Score(in, japanese)
	if j.Black.Territory != 96 || j.White.Territory != 97 || j.Black.Seki != 0 || j.White.Seki != 0 ||
		j.Black.Prisoners != 0 || j.White.Prisoners != 0 || j.Margin != -1 {
		t.Errorf("japanese: black %+v white %+v margin %v\n%s", j.Black, j.White, j.Margin, score.DrawOwnership(j.Own, j.W))
	}
	c := score.Score(in, chinese)
	if c.Black.Territory != 96 || c.White.Territory != 97 || c.Black.Stones != 79 || c.White.Stones != 79 ||
		c.Black.Seki != 8.5 || c.White.Seki != 1.5 || c.Margin != 6 {
		t.Errorf("chinese: black %+v white %+v margin %v\n%s", c.Black, c.White, c.Margin, score.DrawOwnership(c.Own, c.W))
	}
	if d := c.Margin - j.Margin; d != 7 {
		t.Errorf("chinese − japanese = %v, want 7", d)
	}
	// 19x19 with split seki points: the area halves add up to the board,
	// so the zi form is half the margin.
	if c.Zi == nil || c.Zi.BlackArea != 183.5 || c.Zi.Needed != 180.5 || c.Zi.Zi != 3 || c.Zi.String() != "B+3 zi" {
		t.Errorf("zi: %+v", c.Zi)
	}
}

// pointsOf lists, in GTP names, the points of the map with class o.
func pointsOf(r score.Result, o score.Own) []string {
	var out []string
	for i, v := range r.Own {
		if v.Class() == o {
			out = append(out, board.PointName(i%r.W, i/r.W, r.W, r.H))
		}
	}
	return out
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]bool{}
	for _, x := range a {
		m[x] = true
	}
	for _, x := range b {
		if !m[x] {
			return false
		}
	}
	return true
}

// The seki positions of GNU Go's seki_exotics (README-MANNER), read as
// they stand (nothing dead). The shared liberties and seki eyes were
// worked out by hand from the diagrams:
//   - seki1, "the classical seki": black B2-F2+F1 and white B1-D1 share
//     A1 and E1, no eyes.
//   - seki2, "each side has an eye": shared D1; eyes E2 (black), B2 (white).
//   - seki3, a seki with a false eye: black A8 and B9 are two chains
//     around A9, a corner eye whose one diagonal (B8) is not black, so it
//     is false; they live in seki with the white chain (eye D9) through
//     the shared liberty B8.
//   - seki_stupid: C1 is the shared liberty ("the stupid move C1"); the
//     inner white group's eye D2; Black's A4 and A1 are eyes of the block
//     that holds B1, a stone in the seki.
//   - twoko_seki2, double ko with "one liberty common to both groups": C2.
//   - seki_bent4, "a bent4 with a seki": top left, black B9-B8 (libs A9,
//     C9) against white A8 (A9, A7) and the white chain C8...B5 (C9, A7):
//     every filling move is self-atari, so A9 and C9 are shared and A7 is
//     a white seki eye; bottom right, the black chain F1...J5 (libs J3,
//     G1) against white J2 (J3, J1) and H1 (G1, J1): J3 and G1 shared, J1
//     a white seki eye.
//   - bent4, bent4_2, doublebent4: bent four in the corner is a seki as
//     the stones stand (the Japanese rules kill it by precedent: dead
//     stones are the markup's or the user's call, not the counter's).
func TestSekiExotics(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	cases := []struct {
		file           string
		shared         []string
		blackEye, wEye []string
	}{
		{"seki1", []string{"A1", "E1"}, nil, nil},
		{"seki2", []string{"D1"}, []string{"E2"}, []string{"B2"}},
		{"seki3", []string{"B8"}, []string{"A9"}, []string{"D9"}},
		{"seki_stupid", []string{"C1"}, []string{"A4", "A1"}, []string{"D2"}},
		{"twoko_seki2", []string{"C2"}, []string{"E2"}, []string{"A3"}},
		{"seki_bent4", []string{"A9", "C9", "J3", "G1"}, nil, []string{"A7", "J1"}},
		{"bent4", []string{"A3", "C1"}, []string{"A1"}, nil},
		{"bent4_2", []string{"A2", "D1"}, nil, nil},
		{"doublebent4", []string{"C9", "H9", "A7", "H7"}, nil, nil},
	}
	for _, c := range cases {
		p := setupPosition(t, filepath.Join(dir, c.file+".sgf"))
		r := score.Score(score.Input{Position: p}, japanese)
		got := pointsOf(r, score.OwnSekiShared)
		be, we := pointsOf(r, score.OwnBlackSekiEye), pointsOf(r, score.OwnWhiteSekiEye)
		if !sameNames(got, c.shared) || !sameNames(be, c.blackEye) || !sameNames(we, c.wEye) {
			t.Errorf("%s: shared %v eyes %v/%v, want %v eyes %v/%v\n%s", c.file, got, be, we, c.shared, c.blackEye, c.wEye,
				score.DrawOwnership(r.Own, r.W))
		}
		// Japanese: seki eyes are no one's; the area count gives them.
		j, a := score.Score(score.Input{Position: p}, japanese), score.Score(score.Input{Position: p}, newZealand)
		if j.Black.Seki != 0 || a.Black.Seki != float64(len(c.blackEye)) || a.White.Seki != float64(len(c.wEye)) {
			t.Errorf("%s: seki component japanese %v, area %v/%v", c.file, j.Black.Seki, a.Black.Seki, a.White.Seki)
		}
	}
}

// twoko_seki1 is a double-ko seki without a shared liberty (README-MANNER:
// "A double ko seki ... the japanese rules define in their precedents that
// this position is seki"). Worked by hand (komi 0, no prisoners):
//
//	6  X X X X X X X . .    White's group (A5-G1 without C1) has the eye
//	5  O O O O O O X X .    F3 and the ko point B1, where Black captures
//	4  O X X X O O O X .    C1; Black's group (B4-D1) has the eye C3 and
//	3  O X . X O . O X .    the ko point E1, where White captures F1.
//	2  O O X X X O O X .    Each capture frees a liberty of the taker's
//	1  O . O X . X O X .    group (C1 touches D1, F1 touches G1), so each
//	   A B C D E F G H J    ko answers the other: neither group dies.
//
// Black cannot fill E1, nor White B1, without leaving its group in atari,
// so neither point is teire. Seki eyes: Black C3, E1; White F3, B1. Black
// territory: rows 7-9 (27), H6, J6, J5-J1: 34. Stones: Black 23, White 20.
//
//	territory, seki eyes not counted (japanese): 34 − 0 = B+34
//	territory, counted:                 (34+2) − 2 = B+34
//	area, counted (chinese, new-zealand): (23+34+2) − (20+2) = B+37
//	area, not counted:                  (23+34) − 20 = B+37
func TestDoubleKoSeki(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	p := setupPosition(t, filepath.Join(dir, "twoko_seki1.sgf"))
	in := score.Input{Position: p}
	j := score.Score(in, japanese)
	be, we := pointsOf(j, score.OwnBlackSekiEye), pointsOf(j, score.OwnWhiteSekiEye)
	if !sameNames(be, []string{"C3", "E1"}) || !sameNames(we, []string{"F3", "B1"}) ||
		len(pointsOf(j, score.OwnSekiShared)) != 0 || j.Counts.SekiGroups != [3]int{0, 1, 1} {
		t.Errorf("seki eyes %v/%v, counts %+v\n%s", be, we, j.Counts, score.DrawOwnership(j.Own, j.W))
	}
	if j.Black.Territory != 34 || j.White.Territory != 0 || j.Black.Teire != 0 || j.White.Teire != 0 || j.String() != "B+34" {
		t.Errorf("japanese: black %+v white %+v %s", j.Black, j.White, j)
	}
	want := []struct {
		rs   rules.Ruleset
		want string
	}{
		{variant(japanese, rules.ScoringTerritory, rules.SekiCounted), "B+34"},
		{chinese, "B+37"},
		{variant(newZealand, rules.ScoringArea, rules.SekiCounted), "B+37"},
		{variant(newZealand, rules.ScoringArea, rules.SekiNotCounted), "B+37"},
	}
	for _, w := range want {
		r := score.Score(in, w.rs)
		if got := r.String(); got != w.want || r.Black.Teire != 0 || r.White.Teire != 0 {
			t.Errorf("%s/%s/%s: got %s (teire %v/%v), want %s", w.rs.Name, w.rs.Scoring, w.rs.Seki, got,
				r.Black.Teire, r.White.Teire, w.want)
		}
	}
	if r := score.Score(in, variant(newZealand, rules.ScoringArea, rules.SekiNotCounted)); r.Black.Total != 57 || r.White.Total != 20 {
		t.Errorf("area, not counted: %v/%v, want 57/20", r.Black.Total, r.White.Total)
	}
}

// twoko_live and twoko_dead (README-MANNER: "B is alive", "W is dead")
// hold kos but no double-ko seki: in twoko_live White cannot even fill
// B9 (a suicide) and Black's capture there takes three stones, no ko; in
// twoko_dead White can connect at B8 and Black at D9. The triple kos
// threeko1 and threeko2 are no seki either once read (koseki.go reads
// under positional superko, passes allowed): White's group (threeko2:
// A3 B3 B4 ... G1, liberties A4 and D4) has two kos where Black's
// capture frees a liberty of Black's group or takes White's last one,
// against Black's eye C1 and one ko E1. Black D4 takes D3 and leaves
// White in atari on A4; White must take E1 (F1); Black A4 takes A5 and
// leaves White in atari on F1; White D3 takes D4, Black F1 takes E1,
// White A5 takes A4, and Black's D4 would now repeat the position after
// his first move: the three kos turn round (a triple ko; README-MANNER:
// "white can never win this"). Under superko whoever must break the
// cycle loses; read out, Black captures whoever starts, so White's group can
// be captured and nothing is seki (the brute-force reader koFight under superko
// agrees: TestKoSekiAgreesWithBruteForce). A Japanese game would end
// without result if both insisted (J89 Art. 12), which no count says:
// all stones are counted alive, each side's ko points charged.
func TestNoFalseDoubleKoSeki(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	for _, f := range []string{"twoko_live", "twoko_dead", "threeko1", "threeko2"} {
		r := score.Score(score.Input{Position: setupPosition(t, filepath.Join(dir, f+".sgf"))}, japanese)
		if r.Counts.SekiGroups != [3]int{} || r.Counts.SekiEyes != [3]int{} || r.Counts.SekiShared != 0 {
			t.Errorf("%s: seki found: %+v\n%s", f, r.Counts, score.DrawOwnership(r.Own, r.W))
		}
	}
}

// Unfilled dame between living groups are not seki (RULES.md §5.10): a
// black wall on the left with two eyes, a white wall on the right with
// two eyes, and an empty column between them. Every dame can be filled
// by either side, so nothing is seki and the Japanese count keeps both
// sides' territory: Black A9-C1 minus its stones, White the same.
//
//	x x . o o      the left three columns are Black's (eyes A5, A2),
//	...            the right three White's; column E is dame.
func TestDameAreNotSeki(t *testing.T) {
	rows := []string{
		"xx.x.o.oo", "xx.x.o.oo", "xx.x.o.oo", "x.xx.oo.o", "xxxx.oooo",
		"x.xx.oo.o", "xxxx.oooo", "xx.x.o.oo", "xx.x.o.oo",
	}
	p := board.MustParsePosition(joinRows(rows))
	r := score.Score(score.Input{Position: p, Komi: 0.5}, japanese)
	if r.Counts.SekiShared != 0 || r.Counts.Dame != 9 || r.Counts.SekiGroups != [3]int{} {
		t.Errorf("dame taken for seki: %+v\n%s", r.Counts, score.DrawOwnership(r.Own, r.W))
	}
	// Black territory: column C at rows 9, 8, 7, 2, 1 and B6, B4 = 7;
	// White: column G at 9, 8, 7, 2, 1 and H6, H4 = 7. Japanese W+0.5.
	if r.Black.Territory != 7 || r.White.Territory != 7 || r.String() != "W+0.5" {
		t.Errorf("territory %v/%v, result %s", r.Black.Territory, r.White.Territory, r)
	}
	// KataGo's reading calls every group beside the dame seki: no territory.
	k := score.Score(score.Input{Position: p, Komi: 0.5, DameAsSeki: true}, japanese)
	if k.Black.Territory != 0 || k.White.Territory != 0 {
		t.Errorf("DameAsSeki: territory %v/%v, want 0/0", k.Black.Territory, k.White.Territory)
	}
}

func joinRows(rows []string) string {
	s := rows[0]
	for _, r := range rows[1:] {
		s += "/" + r
	}
	return s
}

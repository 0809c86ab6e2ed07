package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// Seed 001 (Citizendium), "Go on very small boards": configuration score
// of the final position of each tiny game (komi 0).
func TestSeed001TinyBoards(t *testing.T) {
	cases := []struct {
		name, pos string
		margin    float64
	}{
		{"1x1: pass, pass", ".", 0},
		{"2x1: B plays, W captures, passes", ".o", -2},
		{"3x1: B plays the middle, passes", ".x.", 3},
		// the seed's configuration-score examples on an empty 19x19 board
		// are covered by TestConfigurationScoreExamples.
	}
	for _, c := range cases {
		r := score.Score(score.Input{Position: board.MustParsePosition(c.pos)}, citizendium)
		if r.Margin != c.margin {
			t.Errorf("%s: margin %v, want %v", c.name, r.Margin, c.margin)
		}
	}
}

// Seed 001's examples of the configuration score on 19x19: empty board 0;
// one black stone 361; one black and one white stone 0; two black stones
// at (0,1), (1,0) and a white stone in the centre: 3 − 1 = 2.
func TestConfigurationScoreExamples(t *testing.T) {
	mk := func(stones map[[2]int]board.Color) board.Position {
		p := board.NewPosition(19, 19)
		for xy, c := range stones {
			p.Stones[xy[1]*19+xy[0]] = c
		}
		return p
	}
	cases := []struct {
		name   string
		pos    board.Position
		margin float64
	}{
		{"empty", mk(nil), 0},
		{"one black stone", mk(map[[2]int]board.Color{{3, 3}: board.Black}), 361},
		{"one of each", mk(map[[2]int]board.Color{{3, 3}: board.Black, {15, 15}: board.White}), 0},
		{"two black in the corner, white centre", mk(map[[2]int]board.Color{{0, 1}: board.Black, {1, 0}: board.Black, {9, 9}: board.White}), 2},
	}
	for _, c := range cases {
		r := score.Score(score.Input{Position: c.pos}, citizendium)
		if r.Margin != c.margin {
			t.Errorf("%s: margin %v, want %v", c.name, r.Margin, c.margin)
		}
	}
}

// parityBoard is seed 002's example: a full 19x19 board with an 8-point
// black and a 2-point white territory, 351 stones played (176 black, 175
// white), no prisoners. Black rows 1-9 from the top and 13 points of row
// 10; territory A19-E19 minus the wall: B19-E19 and G19-K19 for Black,
// B1 and D1 for White.
func parityBoard() board.Position {
	p := board.NewPosition(19, 19)
	for i := range p.Stones {
		x, y := i%19, i/19
		if y < 9 || (y == 9 && x < 13) {
			p.Stones[i] = board.Black
		} else {
			p.Stones[i] = board.White
		}
	}
	for _, x := range []int{1, 2, 3, 4, 6, 7, 8, 9} {
		p.Stones[x] = board.Empty
	}
	p.Stones[18*19+1] = board.Empty
	p.Stones[18*19+3] = board.Empty
	return p
}

// Seed 002 (the French rules' "rule of the first pass"): Black played the
// last stone, White passed, Black passed. Territory count B+6, area count
// B+7; white-passes-last makes White pass once more, and with pass stones
// the territory way gives the area result.
func TestSeed002Parity(t *testing.T) {
	p := parityBoard()
	var stones [3]int
	for _, c := range p.Stones {
		stones[c]++
	}
	if stones[board.Black] != 176 || stones[board.White] != 175 {
		t.Fatalf("board has %d black, %d white stones; want 176, 175", stones[board.Black], stones[board.White])
	}
	in := score.Input{Position: p, Passes: [3]int{0, 1, 1}, LastPass: board.Black}
	check := func(name string, rs rules.Ruleset, want string) score.Result {
		t.Helper()
		r := score.Score(in, rs)
		if got := r.String(); got != want {
			t.Errorf("%s: got %s, want %s (black %+v, white %+v)", name, got, want, r.Black, r.White)
		}
		return r
	}
	check("territory (japanese)", japanese, "B+6")
	check("area (chinese)", chinese, "B+7")
	r := check("area (aga)", aga, "B+7")
	if r.TerritoryEquivalent == nil || *r.TerritoryEquivalent != 7 {
		t.Errorf("aga territory-way margin %v, want 7 (pass stones: B %v W %v)", r.TerritoryEquivalent, 2, 1)
	}
	// The French counting the Japanese way: territory, prisoners, pass
	// stones; White's extra pass is the point White pays.
	frenchTerritory := aga
	frenchTerritory.Scoring = rules.ScoringTerritory
	r = check("territory with pass stones", frenchTerritory, "B+7")
	if r.Black.PassStones != 2 || r.White.PassStones != 1 {
		t.Errorf("pass stones B %v W %v, want 2 and 1", r.Black.PassStones, r.White.PassStones)
	}
	// With komi 5.5 both counts give Black the win.
	in.Komi = 5.5
	check("territory, komi 5.5", japanese, "B+0.5")
	check("area, komi 5.5", chinese, "B+1.5")
}

// CASES.md case 6 (KataGo "Area rules" and "Territory rules", 4x4): Black
// walls column B, White column C; in the territory game Black passes and
// White plays D2 inside its own territory before the passes, which costs
// White a point there and nothing under area. Komi 0.5.
func TestCase6FourByFour(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".xo./.xo./.xoo/.xo."), Komi: 0.5,
		Passes: [3]int{0, 2, 1}, LastPass: board.White}
	if got := score.Score(in, chinese).String(); got != "W+0.5" {
		t.Errorf("area: %s, want W+0.5", got)
	}
	if got := score.Score(in, japanese).String(); got != "B+0.5" {
		t.Errorf("territory: %s, want B+0.5", got)
	}
	// AGA: Black passed twice, White once and last: the territory way with
	// pass stones is 4+1 − (3+2) − 0.5, the area result.
	r := score.Score(in, aga)
	if r.String() != "W+0.5" || r.TerritoryEquivalent == nil || *r.TerritoryEquivalent != -0.5 {
		t.Errorf("aga: %s, territory way %v; want W+0.5 both ways", r, r.TerritoryEquivalent)
	}
}

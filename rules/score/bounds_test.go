package score_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestScoreReachingBoundsByHand works ScoreReaching's bounds out by hand
// on four positions: three of j89_test.go (a throw-in, a seki behind
// throw-ins, a one-line seki) and a ko.
//
// The throw-in (TestThrowInOnAPointToFillCostsTwo, D4 dead):
//
//	4  . x x o . x    after removal Black owns A4, D4-E4 and A2 (4 points),
//	3  x x o x x x    White D1 and F1 (2); one white stone removed: with
//	2  . x o o o o    no point charged the margin would be 4+1-2 = 3.
//	1  x x o . o .    White's only chain has two free liberties, D1 and
//	   A B C D E F    F1 (empty, in its own regions): no teire possible,
//
// no neutral region: no seki; so nothing of White's can be charged and
// the margin is at most 3. Black's D3-F4 has one free liberty, E4 (D4
// held a dead stone): weak, and its block, joined through D4 to C4's
// chain and through that to A4 and A2, holds all of Black's 4 points:
// the margin is at least 3-4 = -1 on the labelled and the filled
// boards: 4 and -2 need no count. Once owe has played the fills out,
// Black owes E4 (D3-F4 in atari there: the fill takes D4's stone) and
// then D4 (the chain in atari on it), 2 points, and nothing else of
// Black's can be charged (no neutral region: no seki): the margin is
// at least 3-2 = 1, and -1 and 0 are cut there. The count is B+1.
// Read both ways (owedWithin: each side's points owed are its least
// charge), Black's charge is 2 exactly and White's 0: 2 and 3 are cut
// there too, and only 1 is counted.
//
// The seki behind throw-ins (TestSekiBehindThrowIns, A2 and G2 dead):
// Black owns A2-B2, White F2-G2, D2 is neutral, one stone removed each:
// 0 with nothing charged. Each side's chain touches D2, whose region is
// neutral, so each side's 2 points may be seki eyes: -2 to 2. The count
// is a draw (the eyes are the seki's).
//
// A ko left on the board (no dead stone, komi 0):
//
//	3  . x o o . .    Black owns A3, B2, A1 (3), White E3-F1 (6): -3
//	2  x . x o . .    with nothing charged. C2 is a lone black stone in
//	1  . x o o . .    atari on B2, Black's own point, and White's play at
//	   A B C D E F    B2 would take it alone: B2 is a short point that
//
// is a ko, so a double-ko seki is possible until findKoSeki has read
// the fight, and every owned point may be charged: -6 to 3 on the
// labelled and the filled boards. White taking at B2 captures (one ko,
// no seki), so findKoSeki finds none; then Black's charges are what owe
// owes, B2 (C2 connects there; the chain keeps A3 and A1), White's none,
// and no neutral region holds a seki: -4 to -3. The count is W+4
// (Black 3-1, White 6): -6, -5 and -2 to 3 are cut once the ko is read,
// and -3 too read both ways (Black's charge is B2 exactly, White's none).
//
// A seki that spreads through a group (TestOneLineSekiEyesPerGroup):
//
//	1  . X . X . O . O . O .     A B C D E F G H J K L
//
// Black owns A1 and C1, White G1, J1 and L1: -1. E1 is a candidate
// shared liberty (a self-atari for both), and each side's owned points
// are reached from it through its chains and regions: Black may lose 2,
// White 3: -3 to 2. They must: the count is a draw, White's three eyes
// and Black's two all seki eyes (F1's group, joined through G1 and J1
// to H1 and K1, does not live on its own). A bound that stopped the
// seki at F1's own eye, G1, would cut 2.
func TestScoreReachingBoundsByHand(t *testing.T) {
	for _, tc := range []struct {
		name, board, dead string
		margin            float64
		reach, cut        []float64
		owedCut           []float64 // of reach, those the bound read both ways cuts (owedBound)
	}{
		{"throw-in", ".xxo.x/xxoxxx/.xoooo/xxo.o.", "D4", 1, []float64{1, 2, 3}, []float64{-2, -1, 0, 4, 30}, []float64{2, 3}},
		{"seki behind throw-ins", "o.x.o.x/xxxxooo", "A2 G2", 0, []float64{-2, 0, 2}, []float64{-3, 3}, nil},
		{"ko", ".xoo../x.xo../.xoo..", "", -4, []float64{-4, -3}, []float64{-7, -6, -5, -2, 0, 3}, []float64{-3}},
		{"one-line seki", ".x.x.o.o.o.", "", 0, []float64{-3, -1, 0, 2}, []float64{-4, 3}, nil},
	} {
		p := board.MustParsePosition(tc.board)
		in := score.Input{Position: p}
		if tc.dead != "" {
			in.Dead, in.DeadMethod = points(t, tc.dead, p.W, p.H), score.DeadUser
		}
		want := score.Score(in, japanese)
		if want.Margin != tc.margin {
			t.Fatalf("%s: the count gives %v, worked out %v", tc.name, want.Margin, tc.margin)
		}
		for _, m := range tc.reach {
			restore := score.SetOwedBound(false)
			got, ok := score.ScoreReaching(in, japanese, m)
			restore()
			if !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("%s: margin %v within the bounds, not counted (%v) or counted otherwise", tc.name, m, ok)
			}
			got, ok = score.ScoreReaching(in, japanese, m)
			if cut := slices.Contains(tc.owedCut, m); ok == cut || (ok && !reflect.DeepEqual(got, want)) {
				t.Errorf("%s: margin %v, read both ways: counted %v, worked out %v (or counted otherwise)", tc.name, m, ok, !cut)
			}
		}
		for _, m := range tc.cut {
			for _, on := range []bool{false, true} {
				restore := score.SetOwedBound(on)
				_, ok := score.ScoreReaching(in, japanese, m)
				restore()
				if ok {
					t.Errorf("%s: margin %v outside the bounds, counted (owed bound %v)", tc.name, m, on)
				}
			}
		}
	}
}

// TestBoundShortcutsByHand works the bounds' early answers out by hand
// (boundShortcuts: the readings stop once they know) on a column of
// dame, komi 0:
//
//	3  . . x . o . .    Black owns A1-B3, White F1-G3: 0 with nothing
//	2  . . x . o . .    charged. Each chain has three free liberties in
//	1  . . x . o . .    its own region: no weak chain, no teire on the
//	   A B C D E F G    labelled board; each side's 6 points are in a
//
// component holding the neutral D1-D3, so they may be seki eyes: -6 to 6
// on the labelled board. 7 is more than White owns: cut there without
// reading the charges. Once the dame are filled White first, White's
// fills at D3, D2, D1 each join the E chain, which keeps F1-F3 (a
// region of six points, more than one eye): no point is left, no
// candidate shared liberty, no seki eye, and neither chain is weak on
// that board: no charge at all, so -6 to -1 and 1 to 6 are cut there,
// before the board filled Black first is made. 0 is counted (a draw: 6
// points each). Two places where that early answer must not be read:
// with a column of two (A-B of 3 points, one eye: a seki, D1 is left
// unfilled, a candidate, each side's 3 points seki eyes), and the
// one-line seki of TestScoreReachingBoundsByHand (E1 a candidate, the
// board filled White first, the position itself, with no weak chain, the
// seki eyes 2 and 3 points).
func TestBoundShortcutsByHand(t *testing.T) {
	for _, tc := range []struct {
		board  string
		margin float64 // the count
		stages map[float64]int
	}{
		// -1: counted; 0 and 1: cut on the labelled board and on the board
		// filled White first, before the one filled Black first is made
		{"..x.o../..x.o../..x.o..", 0, map[float64]int{7: 0, -7: 0, 6: 1, 2: 1, 1: 1, -1: 1, -6: 1, 0: -1}},
		{".x.o./.x.o./.x.o.", 0, map[float64]int{4: 0, -4: 0, 3: -1, -3: -1, 0: -1}},
	} {
		in := score.Input{Position: board.MustParsePosition(tc.board)}
		if got := score.Score(in, japanese).Margin; got != tc.margin {
			t.Fatalf("%s counts %v, worked out %v", tc.board, got, tc.margin)
		}
		for m, want := range tc.stages {
			stage, filled := score.ReachingStage(in, japanese, m)
			if stage != want || (stage >= 0 && filled) {
				t.Errorf("%s, margin %v: stopped at stage %d (-1: counted), the Black-first board filled %v; worked out %d", tc.board, m, stage, filled, want)
			}
		}
	}
}

// TestScoreReachingGroupsByHand works out by hand the seki eyes' bound
// once the dame are filled (sekiGroups: the groups of the chains beside
// a candidate, not every owned region of a component joined through
// neutral regions), komi 0:
//
//	4  . o . o    White owns A4, Black D1 (1 point each): 0 with nothing
//	3  o o x x    charged. C4 and B2-C2 are neutral. Filled White first,
//	2  o . . x    White fills C4 (joining D4, in atari, to the A-B chain,
//	1  o x x .    which keeps A4 and B2) and B2; C2 is then a self-atari
//	   A B C D    for both (Black's chains would keep D1 only, White's
//
// A4 only). Filled Black first, Black cannot take D4 at C4 (a stone
// counted alive), White fills it, Black fills B2, and C2 is again a
// self-atari for both: C2 is a candidate shared liberty, no point is
// short, no ko. White's A-B chain touches B2-C2, so a component joined
// through the neutral regions would let A4 be charged: -1 to 1. But on
// the board filled Black first the chains beside C2 are Black's C3-D2
// and B1-C1 (with B2), one group joined through D1, its eye D1; no white
// chain touches C2 and no open part of a neutral region joins White's
// chain to one that does, so A4 is no seki eye whatever decideSeki
// decides: 1 is cut there, and 0 and -1 are not. The count is W+1: D1
// is a seki eye (the group has one eye), A4 White's territory.
func TestScoreReachingGroupsByHand(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".o.o/ooxx/o..x/oxx.")}
	res := score.Score(in, japanese)
	if res.Margin != -1 || res.Counts.SekiEyes != [3]int{0, 1, 0} {
		t.Fatalf("the count gives %v with seki eyes %v, worked out -1 with Black's D1", res.Margin, res.Counts.SekiEyes)
	}
	// stage: the reading that cut the margin (1: the filled boards'), -1
	// counted
	for m, want := range map[float64]int{2: 0, 1: 1, 0: -1, -1: -1, -2: 0} {
		if stage, _ := score.ReachingStage(in, japanese, m); stage != want {
			t.Errorf("margin %v: stopped at stage %d (-1: counted), worked out %d", m, stage, want)
		}
	}
}

// TestBoundShortcuts compares ScoreReaching with the bounds' early
// answers (boundShortcuts) on and off on the KGS and seki positions,
// every chain toggled, at every margin from 8 below the count to 8
// above: the same counts are cut and the same results given.
func TestBoundShortcuts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain's status changed in the KGS and seki positions")
	}
	inputs := reachingInputs(t)
	var tried, cut int
	for _, in := range inputs {
		in.Prisoners, in.Komi = [3]int{0, 3, 5}, 6.5
		for _, alt := range toggled(in) {
			want := score.Score(alt, japanese)
			for off := -8.0; off <= 8; off++ {
				m := want.Margin + off
				fast, fastOK := score.ScoreReaching(alt, japanese, m)
				restore := score.SetBoundShortcuts(false)
				slow, slowOK := score.ScoreReaching(alt, japanese, m)
				restore()
				if fastOK != slowOK || !reflect.DeepEqual(fast, slow) {
					t.Fatalf("%v dead %v, margin %v: counted %v with the shortcuts, %v without, or counted otherwise", alt.Position, alt.Dead, m, fastOK, slowOK)
				}
				tried++
				if !fastOK {
					cut++
				}
			}
		}
	}
	t.Logf("%d margins asked, %d cut", tried, cut)
}

// TestScoreReachingIsScore checks ScoreReaching against Score on real
// final positions and every chain of them marked otherwise (what the
// result check counts): asked for the margin Score gives, it must count,
// and give Score's result to the last point; asked for margins far off,
// it must not count them all.
func TestScoreReachingIsScore(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain's status changed in the KGS and seki positions")
	}
	inputs := reachingInputs(t)
	counted := japanese
	counted.Seki, counted.PassStones, counted.End = rules.SekiCounted, true, rules.EndWhitePassesLast
	var tried, cut int
	for _, in := range inputs {
		in.Passes, in.LastPass, in.Prisoners, in.Komi = [3]int{0, 2, 1}, board.Black, [3]int{0, 3, 5}, 6.5
		for _, alt := range toggled(in) {
			for _, rs := range []rules.Ruleset{japanese, counted} {
				want := score.Score(alt, rs)
				got, ok := score.ScoreReaching(alt, rs, want.Margin)
				if !ok || !reflect.DeepEqual(got, want) {
					t.Fatalf("%v dead %v under %s: margin %v not counted (%v), or counted otherwise", alt.Position, alt.Dead, rs.Name, want.Margin, ok)
				}
				tried++
				for _, off := range []float64{-5, 5} {
					if _, ok := score.ScoreReaching(alt, rs, want.Margin+off); !ok {
						cut++
					}
				}
			}
		}
	}
	t.Logf("%d counts, %d of %d margins 5 points off cut", tried, cut, 2*tried)
	if cut < tried {
		t.Errorf("only %d of %d margins 5 points off cut: the bounds cut nothing?", cut, 2*tried)
	}
}

// toggled is in with its dead stones as marked, then with each chain's
// status changed in turn (the first 60 chains).
func toggled(in score.Input) []score.Input {
	out := []score.Input{in}
	p := in.Position
	dead := map[int]bool{}
	for _, i := range in.Dead {
		dead[i] = true
	}
	seen := make([]bool, len(p.Stones))
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] || len(out) > 60 {
			continue
		}
		chain, _ := p.Chain(i)
		var alt []int
		for _, j := range in.Dead {
			if !dead[i] || !slices.Contains(chain, j) {
				alt = append(alt, j)
			}
		}
		for _, j := range chain {
			seen[j] = true
			if !dead[i] {
				alt = append(alt, j)
			}
		}
		a := in
		a.Dead = alt
		out = append(out, a)
	}
	return out
}

// TestScoreReachingAnyBothSides asks ScoreReachingAny for margins on
// both sides of the count, where its bounds read both colours' charges
// at each stage: whenever ScoreReaching would count one of the margins,
// it must count too, and give Score's result (the seki eyes chargeable
// keeps between stages are one colour's: read for the other they would
// cut what must be counted).
func TestScoreReachingAnyBothSides(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every chain's status changed in the KGS and seki positions")
	}
	// ScoreReaching has no ko bound: compare without it
	// (TestKoBoundBothSides checks it)
	defer score.SetKoBound(false)()
	inputs := reachingInputs(t)
	var asked, counted int
	for _, in := range inputs {
		in.Prisoners, in.Komi = [3]int{0, 3, 5}, 6.5
		for _, alt := range toggled(in) {
			want := score.Score(alt, japanese)
			for _, offs := range [][2]float64{{-1, 1}, {-2, 2}, {-4, 3}, {-6, 6}, {-9, 8}} {
				margins := []float64{want.Margin + offs[0], want.Margin + offs[1]}
				got, ok := score.ScoreReachingAny(alt, japanese, margins)
				one := false
				for _, m := range margins {
					_, o := score.ScoreReaching(alt, japanese, m)
					one = one || o
				}
				if one && !ok || ok && !reflect.DeepEqual(got, want) {
					t.Fatalf("%v dead %v, margins %v: ScoreReaching counts one %v, ScoreReachingAny %v, or counted otherwise", alt.Position, alt.Dead, margins, one, ok)
				}
				asked++
				if ok {
					counted++
				}
			}
		}
	}
	t.Logf("%d pairs of margins asked, %d counted", asked, counted)
}

// toggleInputs are the positions whose chains the toggle tests change
// in turn: the scored final positions of fox_pro and ai_games, then
// reachingInputs'.
func toggleInputs(t *testing.T) []score.Input {
	var inputs []score.Input
	for _, c := range []string{"fox_pro", "ai_games"} {
		for _, r := range scoredGames(t, shared.Path(t, "corpora", c)) {
			inputs = append(inputs, r.in)
		}
	}
	return append(inputs, reachingInputs(t)...)
}

// reachingInputs are the positions the bounds are checked on against
// Score: the KGS games' final positions and the seki positions of
// gnugo_regression.
func reachingInputs(t *testing.T) []score.Input {
	inputs := benchGames(t)
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "seki_exotics")
	files, _ := os.ReadDir(dir)
	for _, f := range files {
		if strings.HasSuffix(f.Name(), ".sgf") {
			inputs = append(inputs, score.Input{Position: setupPosition(t, filepath.Join(dir, f.Name()))})
		}
	}
	return inputs
}

package score_test

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// lostOnceFilled loads a record's final position, rules the stones dead
// named dead, and returns the lost-once-filled doubts the estimator's
// review reads there.
func lostOnceFilled(t *testing.T, path string, dead string) (board.Position, []score.Doubt) {
	t.Helper()
	r, ok := loadRecord(t, path)
	if !ok {
		t.Fatalf("%s not loaded", path)
	}
	p := r.in.Position
	pts, err := score.ParsePoints(dead, p.W, p.H)
	if err != nil {
		t.Fatal(err)
	}
	var out []score.Doubt
	for _, d := range score.ReviewDoubts(score.Input{Position: p, Dead: pts, DeadMethod: score.DeadEstimate}) {
		if d.Kind == score.DoubtLostOnceFilled {
			out = append(out, d)
		}
	}
	return p, out
}

// GNU Go's score9 (score.tst, W+97.5): Black's 39-stone dragon in the
// centre-left is dead. By hand: its eye spaces are four single points,
// F15, G13, F12 and H12; only G13 is sure (its four neighbours and its
// diagonals are Black's). The others are false once the dame are filled:
//   - F12 joins D12–E12 (liberties D13, a dame, and F12) to the rest; White
//     fills D13 and D12–E12 is in atari: Black must fill F12. Black filling
//     D13 first does not help: D12–E12–D13 then has C13, inside White's
//     area, which White fills: in atari again, F12 again.
//   - H12 joins J12–M12 (liberties H12 and the dame K13, M13): White fills
//     K13 and M13 (Black taking one gets only K14 or M14, White's points),
//     and Black must fill H12.
//   - F15 joins the lone E15 and E17–F17–F16 (liberties F15 and the dame
//     E16, G16): White fills E16 and G16, Black fills F15.
//
// Each White fill is an atari Black must answer, so White gets them all
// whoever moves first: G13 is left, one eye, and White then captures the
// dragon. The playouts keep it alive in 64% of their games (they rarely
// fill the dame White first), an uncertain verdict, and Doubts raises
// nothing: the stones are lost on the board White fills first only. The
// fight's reader, Black moving first, finds them lost.
func TestLostOnceFilledScore9(t *testing.T) {
	path := shared.Path(t, "corpora", "gnugo_regression", "games", "scoring", "score9.sgf")
	// Before the review the estimator calls these dead: C18 D18 C17 C16
	// (Black's, in White's upper left), J15 (White's), S9, K7 (Black's).
	p, doubts := lostOnceFilled(t, path, "C18,D18,C17,C16,J15,S9,K7")
	if len(doubts) != 1 {
		t.Fatalf("%d lost-once-filled doubts, want the dragon's: %+v", len(doubts), doubts)
	}
	d := doubts[0]
	if d.Color != board.Black || len(d.Stones) != 39 {
		t.Errorf("doubt on %v's %d stones, want Black's 39", d.Color, len(d.Stones))
	}
	for _, name := range []string{"E17", "E15", "D12", "M12", "G15", "E5"} {
		pts, _ := score.ParsePoints(name, p.W, p.H)
		if !slices.Contains(d.Stones, pts[0]) {
			t.Errorf("%s missing from the doubt", name)
		}
	}
	for _, name := range []string{"F15", "G13", "F12", "H12", "D13", "K13", "M13", "E16", "G16"} {
		pts, _ := score.ParsePoints(name, p.W, p.H)
		if !slices.Contains(d.At, pts[0]) {
			t.Errorf("%s missing from the fight's points", name)
		}
	}
}

// fox_pro 5p/1553735242010001113 (RE B+3.5, the server's count, which the
// estimate reproduces): Black's centre group L12–M7 has two eye spaces,
// L11 and L9, and on the board White fills first it is lost: White fills
// the dame N12 and M13, L12–M12–M11 is in atari and fills L11, one eye
// left. But the dame are Black's too: when White fills one of them, Black
// fills the other, which joins L12–M12–M11 to N13–O13, a chain beside
// Black's own territory at P13: it cannot be put in atari. The group lives
// whoever moves (the old dame-order rule of issue 14d killed it: B+3.5 →
// W+22.5). The fight's reader raises no doubt.
func TestLostOnceFilledAnswered(t *testing.T) {
	path := shared.Path(t, "corpora", "fox_pro", "5p", "1553735242010001113.sgf")
	p, doubts := lostOnceFilled(t, path, "L18,Q18,H17,H7,J7,Q1")
	l12, _ := score.ParsePoints("L12", p.W, p.H)
	for _, d := range doubts {
		if slices.Contains(d.Stones, l12[0]) {
			t.Errorf("Black's centre group doubted: %+v", d)
		}
	}
}

package score_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// RULES.md §7: a stone inside the other colour's marked territory is
// dead; marks on empty points and on one's own stones say nothing.
func TestDeadFromMarkup(t *testing.T) {
	p := board.MustParsePosition("xo./.x./..o")
	// TB on B3 (white stone: dead), A2 (empty), B2 (black: own stone);
	// TW on C1 (white: own), A3 (black: dead).
	tb := []int{1, 3, 4}
	tw := []int{8, 0}
	if got := score.DeadFromMarkup(p, tb, tw); !reflect.DeepEqual(got, []int{0, 1}) {
		t.Errorf("dead %v, want [0 1]", got)
	}
}

func TestParsePoints(t *testing.T) {
	got, err := score.ParsePoints("D4, e5 dd,D4", 19, 19)
	// D4 = (3,15) = 288, E5 = (4,14) = 270, dd = (3,3) = 60; D4 twice.
	if err != nil || !reflect.DeepEqual(got, []int{60, 270, 288}) {
		t.Errorf("got %v, %v", got, err)
	}
	for _, bad := range []string{"Z99", "I5", "T20", "A0", "zz", "5", "", "D4-", "D4-E5-F6", "d4e5", "é4"} {
		if _, err := score.ParsePoints(bad, 19, 19); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	// J skips I: J1 is column 8.
	if got, _ := score.ParsePoints("J1", 9, 9); !reflect.DeepEqual(got, []int{8*9 + 8}) {
		t.Errorf("J1: %v", got)
	}
}

// Every form a user types, placed by hand on the board it names.
func TestParsePointsForms(t *testing.T) {
	for _, c := range []struct {
		list string
		w, h int
		want []int
	}{
		// D4-F6: columns D..F (x 3..5), rows 4..6 (y 15..13 on 19 rows).
		{"D4-F6", 19, 19, []int{13*19 + 3, 13*19 + 4, 13*19 + 5, 14*19 + 3, 14*19 + 4, 14*19 + 5, 15*19 + 3, 15*19 + 4, 15*19 + 5}},
		// the same rectangle from its other corners, with ':'
		{"F4:D6", 19, 19, []int{13*19 + 3, 13*19 + 4, 13*19 + 5, 14*19 + 3, 14*19 + 4, 14*19 + 5, 15*19 + 3, 15*19 + 4, 15*19 + 5}},
		// SGF's compressed list dd:ff: x 3..5, y 3..5 from the top.
		{"dd:ff", 19, 19, []int{60, 61, 62, 79, 80, 81, 98, 99, 100}},
		// pasted SGF values
		{"[dd][ee]", 19, 19, []int{60, 80}},
		// a line of points
		{"a1-c1", 9, 9, []int{72, 73, 74}},
		// 25 wide: Z is column 24; Z25 is the top-right corner.
		{"Z25 A1", 25, 25, []int{24, 24 * 25}},
		// rectangular 13x9: the columns are A–H, J–N (no I): N9 is (12, 0), A1 is (0, 8).
		{"N9,A1", 13, 9, []int{12, 8 * 13}},
		// 52 wide: SGF letters, upper case from 26: AA is (26, 26).
		{"AA aa", 52, 52, []int{0, 26*52 + 26}},
	} {
		got, err := score.ParsePoints(c.list, c.w, c.h)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q on %dx%d: %v, %v; want %v", c.list, c.w, c.h, got, err, c.want)
		}
	}
}

// An error names the token at fault and says what is wrong.
func TestParsePointsErrors(t *testing.T) {
	for _, c := range []struct {
		list string
		w, h int
		want string
	}{
		{"D4,Q20", 19, 19, `"Q20": off the 19x19 board (A1 to T19)`},
		{"D4 I5", 19, 19, `"I5": GTP names have no column I`},
		{"D4 K10-", 19, 19, `"K10-": not a point`},
		{"D4 a1-k1", 9, 9, `"a1-k1": off the 9x9 board (A1 to J9)`},
		{"aa D4", 26, 26, `"D4": GTP names stop at 25 columns; this board is 26x26`},
		{"tt", 19, 19, `"tt": off the 19x19 board`},
	} {
		_, err := score.ParsePoints(c.list, c.w, c.h)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q on %dx%d: error %v, want %q", c.list, c.w, c.h, err, c.want)
		}
	}
	// The syntax is read once; the board is checked per game.
	l, err := score.ParsePointList("T19")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := l.Indices(19, 19); err != nil || !reflect.DeepEqual(got, []int{18}) {
		t.Errorf("T19 on 19x19: %v %v", got, err)
	}
	if _, err := l.Indices(9, 9); err == nil {
		t.Errorf("T19 on 9x9: no error")
	}
}

func TestCheck(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".xo./.xo./.xoo/.xo."), Komi: 0.5}
	r := score.Score(in, japanese) // B+0.5
	if v := score.Check(r, 0.5); !v.Agrees || v.Difference != 0 {
		t.Errorf("B+0.5 vs B+0.5: %+v", v)
	}
	if v := score.Check(r, -1.5); v.Agrees || v.SameWinner || v.Difference != 2 {
		t.Errorf("B+0.5 vs W+1.5: %+v", v)
	}
	if v := score.Check(r, 3.5); v.Agrees || !v.SameWinner || v.Difference != -3 {
		t.Errorf("B+0.5 vs B+3.5: %+v", v)
	}
	if v := score.Check(r, 0); v.Agrees || v.SameWinner {
		t.Errorf("B+0.5 vs draw: %+v", v)
	}
}

// Benson: a black group with two eyes (B3, D3) is unconditionally alive,
// and so is its enclosure of the bottom row, where the white stone C1 can
// never make an eye (both empty points there touch Black): dead. A lone
// black or white stone on an open board is unsettled.
func TestUnconditional(t *testing.T) {
	p := board.MustParsePosition("x.x.x/xxxxx/x.o.x")
	life := score.Unconditional(p)
	at := func(x, y int) score.Life { return life[y*5+x] }
	if at(0, 0) != score.Alive || at(4, 1) != score.Alive || at(0, 2) != score.Alive {
		t.Errorf("black wall not alive: %v", life)
	}
	if at(2, 2) != score.DeadStone {
		t.Errorf("C2 white stone: %v, want dead", at(2, 2))
	}
	q := board.MustParsePosition("...../.x.o./.....")
	for i, l := range score.Unconditional(q) {
		if l != score.Unsettled {
			t.Errorf("lone stones: point %d is %v", i, l)
		}
	}
}

// settledWithStrays is a settled 9x9: Black owns the left, White the
// right, with a white stone lost in Black's area (B3) and a black one in
// White's (H4).
var settledWithStrays = joinRows([]string{
	"...x.o...", "...x.o...", ".o.x.o...", "...x.o.x.", "...x.o...",
	"...x.o...", "...x.o...", "...x.o...", "...x.o...",
})

// The estimator on settledWithStrays: both strays are dead; nothing else
// is; and the same input gives the same answer.
func TestEstimateDead(t *testing.T) {
	p := board.MustParsePosition(settledWithStrays)
	e := score.EstimateDead(p)
	want := []int{2*9 + 1, 3*9 + 7}
	if !reflect.DeepEqual(e.Dead, want) {
		t.Errorf("dead %v, want %v", e.Dead, want)
	}
	if again := score.EstimateDead(p); !reflect.DeepEqual(again, e) {
		t.Errorf("not deterministic: %v then %v", e, again)
	}
}

// Input.Owner closes open borders for an estimated score: on "x...o" the
// three middle points are dame; told that B1 is Black's and D1 White's,
// the count gives each a point in the Estimated component and leaves C1
// dame. Literal rulesets ignore it.
func TestOwnerClosesBorders(t *testing.T) {
	p := board.MustParsePosition("x...o")
	in := score.Input{Position: p, DeadMethod: score.DeadEstimate,
		Owner: []board.Color{board.Empty, board.Black, board.Empty, board.White, board.Empty}}
	r := score.Score(in, japanese)
	if r.Black.Estimated != 1 || r.White.Estimated != 1 || r.Counts.Dame != 1 || !r.Estimated {
		t.Errorf("black %+v white %+v counts %+v", r.Black, r.White, r.Counts)
	}
	if got := score.DrawOwnership(r.Own, r.W); got != "Xb.wO" {
		t.Errorf("map %q", got)
	}
	if r := score.Score(in, trompTaylor); r.Black.Estimated != 0 || r.Counts.Dame != 3 {
		t.Errorf("tromp-taylor used the estimate: %+v", r.Counts)
	}
}

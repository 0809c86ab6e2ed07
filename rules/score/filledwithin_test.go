package score_test

import (
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestFilledFromWithin fills random small boards (where a filling's
// range is often tight) and, unless -short, every corpus position (dead
// stones as marked, and none), counted the Chinese way, from either
// colour, asking FilledFromWithin for margins around the filled count's
// own: a count whose margin is asked for is made, the same as
// FilledFrom's; a count stopped is one whose margin was not asked for;
// and a count made when not asked for is still FilledFrom's.
func TestFilledFromWithin(t *testing.T) {
	var inputs []score.Input
	rng := rand.New(rand.NewSource(17))
	for n := 0; n < 3000; n++ {
		inputs = append(inputs, score.Input{Position: score.RandomFillBoard(rng, 2)})
	}
	random := len(inputs)
	if !testing.Short() {
		inputs = append(inputs, corpusInputs(t)...)
	}
	var made, stopped, wanted int
	for k, in := range inputs {
		open := score.Score(in, chinese)
		if open.W == 0 {
			continue
		}
		for _, from := range []board.Color{board.Black, board.White} {
			full, ok := score.FilledFrom(open, in, chinese, from)
			if !ok {
				t.Fatalf("%v: FilledFrom made no count", in.Position)
			}
			m, o := full.Margin, open.Margin
			for _, margins := range [][]float64{{m}, {m - 1}, {m + 1}, {m - 2, m + 2}, {m - 3}, {o + 0.5}, {}, {o - 40, m}} {
				got, filled, counted := score.FilledFromWithin(open, in, chinese, from, margins)
				asked := false
				for _, x := range margins {
					asked = asked || x == m
				}
				switch {
				case !filled:
					t.Fatalf("%v from %v, %v: not filled", in.Position, from, margins)
				case counted && !reflect.DeepEqual(got, full):
					t.Fatalf("%v from %v, %v: %+v, FilledFrom's %+v", in.Position, from, margins, got.Counts, full.Counts)
				case !counted && asked:
					t.Fatalf("%v from %v: stopped, but its margin %v was asked for (%v; open %v)", in.Position, from, m, margins, o)
				case counted:
					made++
				default:
					stopped++
					if k < random {
						wanted++ // stopped on a random board
					}
				}
			}
		}
	}
	t.Logf("%d boards: %d counts made, %d stopped (%d on the random boards)", len(inputs), made, stopped, wanted)
	if wanted < 1000 || (!testing.Short() && stopped == wanted) {
		t.Errorf("%d stopped of %d (%d on the random boards): the test reads little", stopped, made+stopped, wanted)
	}
}

// TestFilledFromWithinByHand: ".xx.o/xxx.o" counted the Chinese way has
// margin 4 with its dame open and 5 filled from Black (TestFilledFromByHand:
// Black fills D2, nobody D1). Asked for margin 5, the filling goes to
// the end. Asked for 2 (a difference of −2), it may start (two dame: the
// difference ends in [−2, 2]) but stops after Black's D2 (difference 1,
// one dame left: [0, 2]).
func TestFilledFromWithinByHand(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".xx.o/xxx.o")}
	open := score.Score(in, chinese)
	if got, filled, counted := score.FilledFromWithin(open, in, chinese, board.Black, []float64{5}); !filled || !counted || got.Margin != 5 {
		t.Errorf("asked for 5: filled %v, counted %v, margin %v; want a count of margin 5", filled, counted, got.Margin)
	}
	if _, filled, counted := score.FilledFromWithin(open, in, chinese, board.Black, []float64{2}); !filled || counted {
		t.Errorf("asked for 2: filled %v, counted %v; want it stopped", filled, counted)
	}
}

// FilledFromWithin keeps the differences it asks the filling for on the
// stack (up to eight margins, the result check's RE and its komi
// variants): a stopped filling allocates only the copy of the Own map it
// fills. More margins than that still count right (the slice grows).
func TestFilledFromWithinAllocs(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".xx.o/xxx.o")}
	open := score.Score(in, chinese)
	margins := []float64{2, -7, 11, 13, 17, 19, 23, 29}
	if n := testing.AllocsPerRun(100, func() {
		score.FilledFromWithin(open, in, chinese, board.Black, margins)
	}); n != 1 {
		t.Errorf("a stopped filling allocated %v times, want 1 (the Own map's copy)", n)
	}
	many := append(slices.Clone(margins), 31, 5)
	if got, filled, counted := score.FilledFromWithin(open, in, chinese, board.Black, many); !filled || !counted || got.Margin != 5 {
		t.Errorf("ten margins, 5 among them: filled %v, counted %v, margin %v; want a count of margin 5", filled, counted, got.Margin)
	}
}

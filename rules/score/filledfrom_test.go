package score_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestFilledFromByHand works FilledFrom out by hand on ".xx.o/xxx.o"
// counted the Chinese way (area, dame split), komi 0:
//
//	2  . x x . o    Black has 5 stones and A2 (1 point), White 2 stones;
//	1  x x x . o    D2 and D1 are dame, ½ each: Black 5 + 1 + 1, White
//	   A B C D E    2 + 1, margin 4.
//
// Filled from Black: Black fills D2 (its chain keeps A2 and D1); White
// at D1 would join E2-E1 with no liberty left (refused), Black at D1
// would take E2-E1 (a capture: refused): both pass. One dame filled by
// Black, D1 still a dame: Black 5 + 1 + 1 + ½, White 2 + ½: margin 5.
// Filled from White: White at D2 or D1 leaves E2-E1 one liberty
// (refused), so White passes, and Black fills D2 as before: margin 5.
// The open count is left as it was.
func TestFilledFromByHand(t *testing.T) {
	in := score.Input{Position: board.MustParsePosition(".xx.o/xxx.o")}
	open := score.Score(in, chinese)
	if open.Margin != 4 {
		t.Fatalf("open count: margin %v, worked out 4", open.Margin)
	}
	own := slices.Clone(open.Own)
	for _, from := range []board.Color{board.Black, board.White} {
		got, ok := score.FilledFrom(open, in, chinese, from)
		if !ok || got.Margin != 5 || got.Counts.Filled[board.Black] != 1 || got.Counts.Filled[board.White] != 0 || got.Counts.Dame != 1 {
			t.Errorf("filled from %v: %v, margin %v, %v, worked out margin 5, Black filled 1, 1 dame", from, ok, got.Margin, got.Counts)
		}
		whole := in
		whole.FillFrom = from
		if want := score.Score(whole, chinese); !reflect.DeepEqual(got, want) {
			t.Errorf("filled from %v: %+v, the whole count %+v", from, got, want)
		}
	}
	if !slices.Equal(open.Own, own) {
		t.Errorf("FilledFrom changed the open count's Own")
	}
	// not a count it fills: the territory way, or an input already filled
	if _, ok := score.FilledFrom(score.Score(in, japanese), in, japanese, board.Black); ok {
		t.Errorf("FilledFrom filled a territory count")
	}
	filled := in
	filled.FillFrom = board.White
	if _, ok := score.FilledFrom(open, filled, chinese, board.Black); ok {
		t.Errorf("FilledFrom filled an input with FillFrom set")
	}
}

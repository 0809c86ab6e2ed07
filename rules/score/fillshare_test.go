package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestFillSharedChains counts every corpus position (dead stones as
// marked, and none) the Chinese way with the dame filled from either
// colour, with the fillings' chains copied (from the geometry's shared
// board, then from the first filling) and with every filling's chains
// built: the counts must be the same, and the shared board must have
// been copied (the analysis of a position with no stone removed shares
// the board the filling fills).
func TestFillSharedChains(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every corpus position four times")
	}
	inputs := corpusInputs(t)
	copies, counts := 0, 0
	for _, in := range inputs {
		var got [3]score.Result
		restore := score.SetShareFillChains(true, &copies)
		for _, from := range []board.Color{board.Black, board.White} {
			in.FillFrom = from
			got[from] = score.Score(in, chinese)
		}
		restore()
		restore = score.SetShareFillChains(false, &copies)
		for _, from := range []board.Color{board.Black, board.White} {
			in.FillFrom = from
			counts++
			if want := score.Score(in, chinese); !reflect.DeepEqual(got[from], want) {
				t.Fatalf("%v filled from %v: %+v with the chains copied, %+v built", in.Position, from, got[from].Counts, want.Counts)
			}
		}
		restore()
	}
	t.Logf("%d positions, %d filled counts, %d chains copied", len(inputs), counts, copies)
	if copies < counts/4 {
		t.Errorf("%d chains copied in %d filled counts: the test reads little", copies, counts)
	}
}

// TestFillSharedChainsByHand fills "..xx.o/xxxx.o" from Black, counted
// the Chinese way, komi 0:
//
//	2  . . x x . o    Black's chain has A2 and B2 (its territory), E2
//	1  x x x x . o    and E1; White's F2-F1 has E2 and E1. Black fills
//	   A B C D E F    E2 (no capture, A2, B2 and E1 left); White at E1
//	                  would have no liberty, Black at E1 would take
//	                  F2-F1: both pass. Black 6 stones + 2 + E2 + ½,
//	                  White 2 + ½: margin 7, Black filled 1, 1 dame.
//
// Counted as it is, its analysis shares its board's chains and the
// filling copies them. With a dead White stone on B2 (".oxx.o/xxxx.o",
// B2 removed) the board left is the same and so is the count (a removed
// stone counts nothing under area counting), but the analysis shared
// the board with the stone on, which the filling must not copy.
func TestFillSharedChainsByHand(t *testing.T) {
	plain := score.Input{Position: board.MustParsePosition("..xx.o/xxxx.o"), FillFrom: board.Black}
	dead := score.Input{Position: board.MustParsePosition(".oxx.o/xxxx.o"), FillFrom: board.Black,
		Dead: []int{1}, DeadMethod: score.DeadMarkup}
	for _, c := range []struct {
		in      score.Input
		copied  int
		removed int
	}{{plain, 1, 0}, {dead, 0, 1}} {
		copies := 0
		restore := score.SetShareFillChains(true, &copies)
		got := score.Score(c.in, chinese)
		restore()
		if copies != c.copied {
			t.Errorf("%v: %d chains copied, want %d", c.in.Position, copies, c.copied)
		}
		k := got.Counts
		if got.Margin != 7 || k.Filled[board.Black] != 1 || k.Filled[board.White] != 0 || k.Dame != 1 || k.Removed[board.White] != c.removed {
			t.Errorf("%v: margin %v, %+v; worked out margin 7, Black filled 1, 1 dame, %d removed", c.in.Position, got.Margin, k, c.removed)
		}
	}
}

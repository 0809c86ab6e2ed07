package compare

import (
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// The remembered reasons of the common RE values are wonReason's, and a
// result that shares a common value's RE but not its kind or winner (a
// record's quirks may change them) is not taken for it. By hand: RE
// "B+R" is White's resignation.
func TestWonWithoutCountIsWonReason(t *testing.T) {
	if e, why, ok := wonWithoutCount(sgfio.ParseResult("B+R")); !ok || e != EndingResignation || why != "RE B+R: White resigned" {
		t.Fatalf("B+R: %v %q %v", e, why, ok)
	}
	if len(commonWon) < 8 {
		t.Fatalf("only %d common values", len(commonWon))
	}
	for k := range commonWon {
		for _, kind := range []sgfio.ResultKind{k.kind, sgfio.ResultResign, sgfio.ResultTime, sgfio.ResultForfeit, sgfio.ResultIllegal, sgfio.ResultScore} {
			for _, winner := range []sgfio.Color{sgfio.Black, sgfio.White, sgfio.Empty} {
				re := sgfio.Result{Raw: k.raw, Kind: kind, Winner: winner}
				e, why, ok := wonWithoutCount(re)
				we, wwhy, wok := wonReason(re)
				if e != we || why != wwhy || ok != wok {
					t.Errorf("%+v: %v %q %v, wonReason %v %q %v", re, e, why, ok, we, wwhy, wok)
				}
			}
		}
	}
}

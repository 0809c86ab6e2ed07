package score

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestFillDameShortcutsByHand: fillDame's scan skips what it proved
// cannot fill (fillScratch) and no more. The board, every empty point a
// dame (columns a–c, rows 1–3 from the top):
//
//	1 O X .      dame in row-major order: c1, a2, b2, c3
//	2 . . O
//	3 O X .
//
// From Black:
//   - Black: c1 would join b1 with one liberty, b2: a self-atari
//     (refused until Black plays beside b1's chain); a2 captures a1
//     (its last liberty: refused for good); b2 joins b1 and b3 with a2,
//     c1, c3: Black b2. Three tries.
//   - White: c1 joins c2 with c3 alone, a2 joins a1 and a3 with none,
//     c3 joins c2 with c1 alone: White passes (three tries), and never
//     fills again (only its own fills could change that).
//   - Black: c1 now joins the chain b1–b2–b3 (b2 is not beside c1: the
//     chain played is what counts) with a2 and c3: Black c1. One try.
//   - White: nothing to try (a passing turn reads no dame).
//   - Black: a2 is skipped (it still captures a1); c3 captures c2, now
//     with c3 alone: refused, Black passes; both passed. One try.
//
// Black c1 and b2, eight tries where trying every dame each turn makes
// eleven (White's second turn: a2, c3; Black's last: a2 too).
// From White: White c1 (c2 keeps b2 and c3); Black: a2 captures a1,
// b2 joins b1 and b3 with a2 and c3: Black b2; White: a2 is a1 and a3
// with no liberty, c3 captures nothing but joins c1–c2 with none: White
// passes; Black: a2 skipped, c3 captures c1–c2: Black passes. White c1,
// Black b2, six tries (seven trying every dame: a2 in Black's last).
func TestFillDameShortcutsByHand(t *testing.T) {
	p := board.MustParsePosition("ox./..o/ox.")
	for _, tt := range []struct {
		from   board.Color
		want   string
		filled [3]int
		tries  int
	}{
		{board.Black, "OXB/.BO/OX.", [3]int{0, 2, 0}, 8},
		{board.White, "OXW/.BO/OX.", [3]int{0, 1, 1}, 6},
	} {
		res := Result{W: p.W, H: p.H, Own: make([]Own, len(p.Stones))}
		for i, c := range p.Stones {
			res.Own[i] = [3]Own{OwnDame, OwnBlackStone, OwnWhiteStone}[c]
		}
		res.Counts.Dame = 4
		ref := res
		ref.Own = slices.Clone(res.Own)
		fillDameFull(&ref, tt.from)
		var s fillScratch
		s.fill(&res, tt.from)
		if got := DrawOwnership(res.Own, p.W); got != tt.want || res.Counts.Filled != tt.filled || s.tries != tt.tries {
			t.Errorf("from %v: %s filled %v in %d tries, want %s %v in %d", tt.from, got, res.Counts.Filled, s.tries, tt.want, tt.filled, tt.tries)
		}
		if got := DrawOwnership(ref.Own, p.W); got != tt.want || ref.Counts != res.Counts {
			t.Errorf("from %v: every dame tried each turn fills %s %v", tt.from, got, ref.Counts.Filled)
		}
	}
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestSettleMatchesRef: Settle gives the whole Settlement of the code
// before #17ac (settleRef: a touch pass, then the regions, then every
// chain of the board read for atari), the same counts and the same
// points At and AtariAt, on the final position of every corpus game
// with no stone dead and with its markup's dead stones, each also with
// every chain's status toggled in turn as compare's result check does
// (toggled: up to 60 a position), which leaves chains in atari on
// contested points. On an open position (open borders or unreached
// points) Settle does not look for a chain in atari and says -1.
func TestSettleMatchesRef(t *testing.T) {
	if testing.Short() {
		t.Skip("settles every corpus position")
	}
	var positions, atari, open, settled, bad int
	for _, in := range corpusInputs(t) {
		for _, alt := range toggled(in) {
			got, want := score.Settle(alt.Position, alt.Dead), score.SettleRef(alt.Position, alt.Dead)
			positions++
			if want.Open > 0 || want.Unreached > 0 {
				open++
				want.AtariAt = -1 // not looked for on an open position
			} else if want.AtariAt >= 0 {
				atari++
			}
			if want.Settled {
				settled++
			}
			if got != want && bad < 10 {
				bad++
				t.Errorf("%s (dead %v): %+v, want %+v", alt.Position, alt.Dead, got, want)
			}
		}
	}
	t.Logf("%d positions, %d with a chain in atari on a contested point, %d open, %d settled", positions, atari, open, settled)
	if positions < 100000 || atari < 1000 || open < 1000 || settled < 1000 {
		t.Errorf("%d positions, %d in atari, %d open, %d settled: the positions test little", positions, atari, open, settled)
	}
}

// Settle reads only the chains next to a contested point for atari, only
// on a position without open borders, and returns the least stone of
// the chain it finds, whichever stone it reached the chain from. Each
// position worked by hand.
func TestSettleAtariNextTo(t *testing.T) {
	tests := []struct {
		name string
		rows string
		want score.Settlement
	}{
		{
			// White's C3-B3 has one liberty, C2 (index 7), a dame: next
			// to Black's B2, D2, C1 and White's C3. Settle reaches the
			// chain from C3 (index 2), above C2, but returns its least
			// stone B3 (index 1), the stone a scan of the board in index
			// order meets first. Black's one chain has E3-E1, its
			// territory, for liberties: not in atari.
			name: "reached from its second stone",
			rows: "xoox./xx.x./xxxx.",
			want: score.Settlement{Dame: 1, At: -1, AtariAt: 1},
		},
		{
			// Black's B3-A2-B2 has one liberty, A3, but A3 touches
			// Black only: Black's territory, not contested, and no
			// point is contested (D3-E1 touch White only). The chain is
			// next to no contested point and not read: settled.
			name: "in atari on its own territory",
			rows: ".xo../xxo../ooo..",
			want: score.Settlement{Settled: true, At: -1, AtariAt: -1},
		},
		{
			// The first position widened by an open side: E3-G1 touch
			// Black's D column and White's H column, F3-F1 touch no
			// stone (Open 3; At F3, index 5, the first met walking the
			// region from E3), E and G are border points, C2 (index 10)
			// is the dame. White's B3-C3 is in atari on C2 as before,
			// but the position is open whatever its chains: not looked
			// for, -1 (the code before #17ac said 1).
			name: "in atari on an open position",
			rows: "xoox...o/xx.x...o/xxxx...o",
			want: score.Settlement{Dame: 1, Border: 6, Open: 3, At: 5, AtariAt: -1},
		},
	}
	for _, tt := range tests {
		p := board.MustParsePosition(tt.rows)
		if got := score.Settle(p, nil); got != tt.want {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// BenchmarkSettle settles the final position of every corpus game with
// its markup's dead stones (what compare's howEnded reads), with Settle
// and with the code before #17ac (ref), in turn.
func BenchmarkSettle(b *testing.B) {
	var inputs []score.Input
	for _, in := range corpusInputs(b) {
		if in.DeadMethod == score.DeadMarkup {
			inputs = append(inputs, in)
		}
	}
	for _, bc := range []struct {
		name   string
		settle func(board.Position, []int) score.Settlement
	}{{"new", score.Settle}, {"ref", score.SettleRef}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				for _, in := range inputs {
					bc.settle(in.Position, in.Dead)
				}
			}
		})
	}
}

package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestDameRegionsLine: the estimator's dame, worked by hand on two small
// boards, every stone counted alive. A region of more than
// EstimateDameRegion points touching both colours is dame when a living
// stone touches every point of it (a line of dame between two walls);
// otherwise only its points beside both colours are.
func TestDameRegionsLine(t *testing.T) {
	for _, c := range []struct {
		pos  string
		dame string // rows as the board's: d dame, - not
	}{
		// The region B2 C2 D2 C1 (4 points): B2 and C2 touch Black only
		// (C2's fourth side is C1), D2 and C1 both colours; each point
		// touches a stone: a line, all dame.
		{"xxxxx/x...x/xx.oo", "-----/-ddd-/--d--"},
		// B3 C3 D3 B2 C2 D2 C1 (7 points): C2 touches no stone, an open
		// area; only D2 (Black's E2, White's D1) and C1 (Black's B1,
		// White's D1) meet both colours.
		{"xxxxx/x...x/x...x/xx.oo", "-----/-----/---d-/--d--"},
	} {
		p := board.MustParsePosition(c.pos)
		g := geometry(p.W, p.H)
		dead, seen := make([]bool, g.n), make([]bool, g.n)
		got := dameRegions(g, p.Stones, dead, seen)
		want := []byte{}
		for _, r := range c.dame {
			if r != '/' {
				want = append(want, byte(r))
			}
		}
		for i, d := range got {
			if d != (want[i] == 'd') {
				t.Errorf("%s: point (%d,%d) dame %v, want %v", c.pos, i%p.W, i/p.W, d, !d)
			}
		}
	}
}

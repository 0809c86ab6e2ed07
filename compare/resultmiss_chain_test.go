package compare

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// chainFrom lists each chain's stones in board.Position.Chain's order:
// every chain of the final positions of fox_pro and ai_games' misses
// (deadToggles' input), and a board worked by hand.
func TestChainFromIsChain(t *testing.T) {
	// "xx./.x./..o": the chain through A1 is A1, then its neighbours in
	// Neighbours' order (B1; A2 is empty), then B1's (B2), popped last
	// in first: A1, B1, B2.
	p := board.MustParsePosition("xx./.x./..o")
	seen := make([]bool, len(p.Stones))
	if got, _, _ := chainFrom(p, 0, seen, nil, nil, nil); !slices.Equal(got, []int{0, 1, 4}) {
		t.Errorf("by hand: %v, worked out [0 1 4]", got)
	}
	if testing.Short() {
		return
	}
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		t.Fatal(err)
	}
	chains := 0
	eachMiss(t, a, func(source string, rec *sgfio.Game, rc *ResultCheck, v *Verdict, declared float64) {
		p := v.in.Position
		if len(p.Stones) != p.W*p.H || p.W == 0 {
			return
		}
		seen := make([]bool, len(p.Stones))
		var chain, stack, nb []int
		for i, c := range p.Stones {
			if c == board.Empty || seen[i] {
				continue
			}
			chain, stack, nb = chainFrom(p, i, seen, chain[:0], stack, nb)
			want, _ := p.Chain(i)
			if !slices.Equal(chain, want) {
				t.Fatalf("%s: the chain at %d: %v, Chain %v", source, i, chain, want)
			}
			chains++
		}
	})
	t.Logf("%d chains compared", chains)
	if chains == 0 {
		t.Error("no chain compared")
	}
}

package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/ing"
)

// Every candidate ko stone (ing.Filter) has its stone within ingScope:
// the replay skips the Ing judge on the other ordinary plays, so a
// candidate outside the scope would lose a verdict. Random games from
// the seed's ko positions and on small empty boards (dense fighting,
// many small strings in atari) give thousands of candidates; the test
// also checks that the scope's limits are reached, i.e. are not looser
// than the candidates need.
func TestIngScopeHoldsCandidates(t *testing.T) {
	starts := []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",
		"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox",
		"xxxxxx/.x.xox/ooxo.o/oooooo/xxxxxx/.x.xxx/xxxooo/xxo.o.",
		"xo./.xo/xo.",
		".xx.o/xoooo/.oooo/ooooo",
		".........../.........../.........../.........../.........../.........../.........../.........../.........../.........../...........",
		"...../...../...../...../.....",
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var f ing.Filter
	var b board.Board
	cands := 0
	var reached Scope
	for _, s := range starts {
		p := board.MustParsePosition(s)
		for game := 0; game < 300; game++ {
			b.Reset(p.W, p.H)
			if err := b.SetPosition(p); err != nil {
				t.Fatal(err)
			}
			c := board.Color(1 + game%2)
			for mv := 0; mv < 3*p.W*p.H; mv++ {
				x, y := rng.IntN(p.W), rng.IntN(p.H)
				res, err := b.Play(x, y, c)
				if err != nil {
					continue
				}
				c = c.Opponent()
				if res.Suicided > 0 || !f.Candidate(&b, x, y) {
					continue
				}
				cands++
				stones, libs := b.Chain(x, y)
				if res.Chain != (board.ChainSize{Stones: int32(stones), PseudoLibs: int32(libs)}) {
					t.Fatalf("play at (%d,%d) gives chain %d stones %d pseudo-liberties, the board says %d %d",
						x, y, res.Chain.Stones, res.Chain.PseudoLibs, stones, libs)
				}
				reached = reached.union(Scope{MaxStones: stones, MaxLibs: libs})
				if fs := (Facts{Stones: stones, Libs: libs}); !ingScope.holds(&fs) {
					t.Fatalf("candidate at (%d,%d) in a chain of %d stones and %d pseudo-liberties, out of %+v:\n%s",
						x, y, stones, libs, ingScope, b.Position())
				}
			}
		}
	}
	if cands < 1000 {
		t.Fatalf("only %d candidates: the test proves little", cands)
	}
	if reached != ingScope {
		t.Errorf("candidates reach %+v, the scope allows %+v", reached, ingScope)
	}
	t.Logf("%d candidates, up to %+v", cands, reached)
}

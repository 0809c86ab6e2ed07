package ing

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// MayShareKoPosition must hold for every two points of every ko
// position: random ko fights from the seed's positions with ko couplings
// (mouths far apart in one ko position) and random dense fights on boards
// up to 19x19. It must also say no, or it spares nothing.
func TestMayShareKoPositionHoldsKoPositions(t *testing.T) {
	starts := []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",                                   // L11 (3) with room
		"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox",                               // L12 (1)
		"xxxxxxxxx/xx.x.xoxo/ooxoxo.o./ooooooooo/xxxxxxxxx/..xoo..../.x.xo.o../..xoo..../.........", // L12 (5)
		"xxxxxxx/.xoxoxo/xo.o.o./ooooooo",                                                           // L11 (4)
		"xxxxxx/.x.xox/ooxo.o/oooooo/xxxxxx/.x.xxx/xxxooo/xxo.o.",                                   // L12 (3)
	}
	rng := rand.New(rand.NewPCG(21, 21))
	far, no := 0, 0
	check := func(p board.Position) {
		var b board.Board
		if err := b.Reset(p.W, p.H); err != nil {
			t.Fatal(err)
		}
		if err := b.SetPosition(p); err != nil {
			t.Fatal(err)
		}
		packed := b.Packed(nil)
		for _, k := range KoPositions(p) {
			for _, i := range k.Points {
				for _, q := range k.Points {
					if !MayShareKoPosition(p.W, p.H, packed, i, q) {
						t.Fatalf("(%d,%d) and (%d,%d) share a ko position %v, MayShareKoPosition says no:\n%s", i%p.W, i/p.W, q%p.W, q/p.W, k.Points, p)
					}
					if abs(i%p.W-q%p.W)+abs(i/p.W-q/p.W) > shapeSpan {
						far++
					}
				}
			}
		}
		for range 5 {
			i, q := rng.IntN(p.W*p.H), rng.IntN(p.W*p.H)
			if !MayShareKoPosition(p.W, p.H, packed, i, q) {
				no++
			}
		}
	}
	for _, s := range starts {
		for game := 0; game < 40; game++ {
			p := board.MustParsePosition(s)
			c := board.Color(1 + game%2)
			for mv := 0; mv < 30; mv++ {
				check(p)
				var empties []int
				for _, k := range KoPositions(p) {
					for _, i := range k.Points {
						if p.Stones[i] == board.Empty {
							empties = append(empties, i)
						}
					}
				}
				if len(empties) == 0 || rng.IntN(6) == 0 {
					empties = empties[:0]
					for i, col := range p.Stones {
						if col == board.Empty {
							empties = append(empties, i)
						}
					}
				}
				if len(empties) == 0 {
					break
				}
				i := empties[rng.IntN(len(empties))]
				if q, ok := playedOn(p, c, i%p.W, i/p.W); ok {
					p = q
				}
				c = c.Opponent()
			}
		}
	}
	for game := 0; game < 300; game++ {
		check(randomFight(rng, 5+rng.IntN(15), 5+rng.IntN(15), game%2 == 0))
	}
	if far < 100 || no < 100 {
		t.Errorf("%d pairs of one ko position farther apart than a mouth, %d random pairs told apart: the test proves little", far, no)
	}
	t.Logf("%d far pairs in one ko position; %d random pairs told apart", far, no)
}

// MayBeKoStone is a necessary condition for MayBeKoPoint: on every point
// of random fights, and it must say no to stones MayBeKoPoint also
// rejects (its chain bound too: stones of chains of four and more that
// pass the neighbour test).
func TestMayBeKoStoneHoldsMayBeKoPoint(t *testing.T) {
	yes, no, byChain := 0, 0, 0
	onFightStones(t, 13, 300, 3, 17, func(game int, p board.Position, b *board.Board, g grid, i int) {
		packed := b.Packed(nil)
		stone := MayBeKoStone(p.W, p.H, packed, i)
		if MayBeKoPoint(p.W, p.H, packed, i) {
			yes++
			if !stone {
				t.Fatalf("game %d (%d,%d): MayBeKoPoint but not MayBeKoStone on\n%s", game, i%p.W, i/p.W, p)
			}
			return
		}
		if !stone {
			no++
			if mouthNeighbourhood(g, i) {
				byChain++
			}
		}
	})
	if yes < 100 || no < 100 || byChain < 20 {
		t.Errorf("%d stones may be ko stones, %d rejected (%d by their chain): the test proves little", yes, no, byChain)
	}
	t.Logf("%d stones may be ko stones, %d rejected (%d by their chain)", yes, no, byChain)
}

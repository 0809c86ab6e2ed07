package ing

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// MayShareKoPosition must hold for every two points of every ko
// position: random ko fights from the seed's positions with ko couplings
// (mouths far apart in one ko position) and random dense fights on boards
// up to 19x19. It must also say no, or it spares nothing, and its walls
// test (wallsReach) must tell apart pairs the strings test lets through.
func TestMayShareKoPositionHoldsKoPositions(t *testing.T) {
	starts := []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",                                   // L11 (3) with room
		"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox",                               // L12 (1)
		"xxxxxxxxx/xx.x.xoxo/ooxoxo.o./ooooooooo/xxxxxxxxx/..xoo..../.x.xo.o../..xoo..../.........", // L12 (5)
		"xxxxxxx/.xoxoxo/xo.o.o./ooooooo",                                                           // L11 (4)
		"xxxxxx/.x.xox/ooxo.o/oooooo/xxxxxx/.x.xxx/xxxooo/xxo.o.",                                   // L12 (3)
	}
	rng := rand.New(rand.NewPCG(21, 21))
	far, no, byWalls := 0, 0, 0
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
				if stringsNearBoth(packedGrid(p.W, p.H, packed), i, q) {
					byWalls++ // told apart by wallsReach alone
				}
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
	if far < 100 || no < 100 || byWalls < 100 {
		t.Errorf("%d pairs of one ko position farther apart than a mouth, %d random pairs told apart (%d by the walls alone): the test proves little", far, no, byWalls)
	}
	t.Logf("%d far pairs in one ko position; %d random pairs told apart, %d by the walls alone", far, no, byWalls)
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

// wallsReach must hold between any two points of one ko mouth (the mouth
// holding q is then the mouth holding i, walled by the same strings): on
// every mouth of random fights, 4-point lines and blocks included. This
// reaches the limits of its lemmas (a wall touching the far end of a line
// only; a ko string that fills the mouth with the empty area), which
// coupled mouths of the seed's shapes rarely do.
func TestWallsReachWithinAMouth(t *testing.T) {
	pairs, far := 0, 0
	onRandomMouths(17, 4, func(game int, p board.Position, g grid, _ *chains, m Mouth) {
		for _, i := range m.Points {
			for _, q := range m.Points {
				pairs++
				if abs(i%p.W-q%p.W)+abs(i/p.W-q/p.W) == shapeSpan {
					far++
				}
				if !wallsReach(g, i, q) {
					t.Fatalf("game %d: (%d,%d) and (%d,%d) lie in the mouth %v, wallsReach says no:\n%s", game, i%p.W, i/p.W, q%p.W, q/p.W, m.Points, p)
				}
			}
		}
	})
	if pairs < 1000 || far < 50 {
		t.Errorf("%d pairs of points in one mouth, %d of them %d apart: the test proves little", pairs, far, shapeSpan)
	}
	t.Logf("%d pairs of points in one mouth, %d of them %d apart", pairs, far, shapeSpan)
}

// mouthWall's walls are walls: for every empty point i of every mouth of
// random fights, each chain next to i's empty area that mouthWall calls a
// wall is one of the mouth's adjacent strings (not a ko string inside it:
// chains of three stones, mouths of four points filled by the area and a
// ko string, outlines of both). And it must call some chains walls and
// leave some ko strings out.
func TestMouthWallsAreAdjacentStrings(t *testing.T) {
	walls, inside := 0, 0
	onRandomMouths(5, 17, func(game int, p board.Position, g grid, cs *chains, m Mouth) {
		adj := adjacentStrings(p, cs, m.Points)
		for _, i := range m.Points {
			if p.Stones[i] != board.Empty {
				continue
			}
			var abuf [maxMouthPoints]int
			area, ok := emptyArea(g, i, maxMouthPoints-1, abuf[:0])
			if !ok {
				t.Fatalf("game %d: the empty area of (%d,%d) in the mouth %v is too big:\n%s", game, i%p.W, i/p.W, m.Points, p)
			}
			var done [maxWords]uint64
			var nb [4]int
			for _, e := range area {
				for _, j := range neighbours(nb[:0], p.W, p.H, e) {
					if p.Stones[j] == board.Empty || done[j>>6]>>(j&63)&1 != 0 {
						continue
					}
					wall, _ := mouthWall(g, area, j, i, &done)
					in := slices.Contains(adj, cs.name(j))
					switch {
					case wall && !in:
						t.Fatalf("game %d: the chain of (%d,%d) lies in the mouth %v, mouthWall calls it a wall:\n%s", game, j%p.W, j/p.W, m.Points, p)
					case wall:
						walls++
					case !in:
						inside++
					}
				}
			}
		}
	})
	if walls < 500 || inside < 100 {
		t.Errorf("%d walls, %d ko strings left out: the test proves little", walls, inside)
	}
	t.Logf("%d walls, %d ko strings left out", walls, inside)
}

// onRandomMouths calls f on every ko mouth of 600 random fights on boards
// of 4x4 to 19x19 (dense ones every other game), seeded with a, b.
func onRandomMouths(a, b uint64, f func(game int, p board.Position, g grid, cs *chains, m Mouth)) {
	rng := rand.New(rand.NewPCG(a, b))
	for game := 0; game < 600; game++ {
		p := randomFight(rng, 4+rng.IntN(16), 4+rng.IntN(16), game%2 == 0)
		g := positionGrid(&p)
		cs := labelChains(p)
		for _, m := range FindMouths(p) {
			f(game, p, g, cs, m)
		}
	}
}

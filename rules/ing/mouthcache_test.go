package ing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The cache must give exactly FindMouths's answer whatever it was asked
// before: positions of random games (one play apart, a few plays apart,
// and jumps between games and board sizes), from the seed's ko positions
// and from empty boards, where dense random fighting makes many mouths.
func TestMouthCacheEqualsFindMouths(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 11))
	var c mouthCache
	asked, mouths := 0, 0
	check := func(p board.Position, what string) {
		asked++
		want := FindMouths(p)
		mouths += len(want)
		if got := c.find(p); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%s: cache %v, FindMouths %v on\n%s", what, got, want, p)
		}
	}
	var boards []board.Position
	for _, s := range seedKoStarts {
		boards = append(boards, board.MustParsePosition(s))
	}
	boards = append(boards, board.NewPosition(9, 9), board.NewPosition(19, 19), board.NewPosition(13, 7))
	for game := 0; game < 120; game++ {
		p := boards[game%len(boards)].Clone()
		col := board.Color(1 + game%2)
		for mv := 0; mv < 2*p.W*p.H; mv++ {
			q, ok := playedOn(p, col, rng.IntN(p.W), rng.IntN(p.H))
			if !ok {
				continue
			}
			p, col = q, col.Opponent()
			// Every play, or every few plays: both kinds of differences.
			if game%3 != 2 || rng.IntN(4) == 0 {
				check(p, fmt.Sprintf("game %d move %d", game, mv))
			}
		}
	}
	if mouths < 500 {
		t.Fatalf("only %d mouths in %d positions: the test proves little", mouths, asked)
	}
	t.Logf("%d positions, %d mouths", asked, mouths)
}

package ing

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// koPositionAt must give, for every point, the ko position KoPositions
// (the whole-board search) gives, and AnalyseLocal then ResolveClass the
// Move Analyse gives: on random fights from the seed's ko shapes, where
// mouths overlap, couple and touch big walls.
func TestKoPositionAtEqualsKoPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 13))
	var boards []board.Position
	for _, s := range seedKoStarts {
		boards = append(boards, board.MustParsePosition(s))
	}
	boards = append(boards, board.NewPosition(9, 9), board.NewPosition(7, 5))
	positions, inKo, coupled, koStones := 0, 0, 0, 0
	eager, local := NewJudge(), NewJudge()
	for game := 0; game < 160; game++ {
		p := boards[game%len(boards)].Clone()
		col := board.Color(1 + game%2)
		for mv := 0; mv < 2*p.W*p.H; mv++ {
			x, y := rng.IntN(p.W), rng.IntN(p.H)
			if p.At(x, y) != board.Empty {
				continue
			}
			// The analyses of this play, before it is played.
			want, err1 := eager.Analyse(p, col, x, y)
			got, err2 := local.AnalyseLocal(p, col, x, y)
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("game %d move %d: errors %v, %v", game, mv, err1, err2)
			}
			if err1 == nil {
				local.ResolveClass(p, got)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("game %d move %d %v at (%d,%d): local %+v, eager %+v on\n%s", game, mv, col, x, y, got, want, p)
				}
				if want.KoStone {
					koStones++
				}
			}
			q, ok := playedOn(p, col, x, y)
			if !ok {
				continue
			}
			p, col = q, col.Opponent()
			positions++
			kps := KoPositions(p)
			g, cs := positionGrid(&p), labelChains(p)
			for i := range p.Stones {
				var want *KoPosition
				for n := range kps {
					if kps[n].Contains(i) {
						want = &kps[n]
					}
				}
				got, ok := koPositionAt(p, g, cs, i)
				if ok != (want != nil) || ok && fmt.Sprint(got) != fmt.Sprint(*want) {
					t.Fatalf("game %d move %d point %d: local %v %v, KoPositions %v on\n%s", game, mv, i, got, ok, kps, p)
				}
				if ok {
					inKo++
					if got.Coupled() {
						coupled++
					}
				}
			}
		}
	}
	if inKo < 1000 || coupled < 20 || koStones < 100 {
		t.Fatalf("%d points in ko positions (%d coupled), %d ko stones in %d positions: the test proves little", inKo, coupled, koStones, positions)
	}
	t.Logf("%d positions, %d points in ko positions (%d coupled), %d ko stone plays", positions, inKo, coupled, koStones)
}

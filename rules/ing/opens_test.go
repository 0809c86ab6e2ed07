package ing

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The replay's lazy judge leaves out the run of plays before a play when
// the previous stone stood on no possible ko-mouth point before it was
// played (rules/judge_ing.go selectRuns): such a stone is no ko stone, or
// opens a new ko mouth (Move.Opens), and docs/ing.md takes a new ko
// position to start a new ko stone sequence, so that neither the
// fighting nor the disturber rule can act on the next play. Commit,
// however, ends the sequence only when the ko position's points change
// (seqKey): an opening stone whose new ko position had the points of
// the sequence going on would carry its disturber and repetitions on
// (review r4). This holds the premise on random ko fights, with the
// plays drawn mostly on and around the ko positions: an opening ko stone
// never has the points of the sequence it follows.
func TestOpeningStoneStartsANewSequence(t *testing.T) {
	starts := []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",     // L11 (3) with room
		"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox", // L12 (1)
		"xxxxxx/.x.xox/ooxo.o/oooooo/xxxxxx/.x.xxx/xxxooo/xxo.o.",     // L12 (3)
		"xo./.xo/xo.",                     // the 3x3 windmill
		".xx.o/xoooo/.oooo/ooooo",         // L12 (2)
		"xxxxxxx/.xoxoxo/xo.o.o./ooooooo", // L11 (4)
		"...../.xo../x.ox./.xo../.....",   // a basic ko with room around
		"....../.xxoo./x.xo.o/.xxoo./......",
	}
	rng := rand.New(rand.NewPCG(17, 4))
	opens := 0
	for n, s := range starts {
		for game := 0; game < 300; game++ {
			cur := board.MustParsePosition(s)
			w, h := cur.W, cur.H
			c := board.Black
			if game%2 == 1 {
				c = board.White
			}
			j := NewJudge()
			for mv := 0; mv < 50; mv++ {
				if rng.IntN(12) == 0 {
					j.Pass(c)
					c = c.Opponent()
					continue
				}
				var empties []int
				if rng.IntN(3) != 0 {
					for _, k := range KoPositions(cur) {
						for _, q := range k.Points {
							var nb [4]int
							for _, r := range append(neighbours(nb[:0], w, h, q), q) {
								if cur.Stones[r] == board.Empty {
									empties = append(empties, r)
								}
							}
						}
					}
				}
				if len(empties) == 0 {
					for i, col := range cur.Stones {
						if col == board.Empty {
							empties = append(empties, i)
						}
					}
				}
				if len(empties) == 0 {
					break
				}
				i := empties[rng.IntN(len(empties))]
				trial := cur.Clone()
				if _, sui, _ := trial.Play(i%w, i/w, c); sui > 0 {
					j.Pass(c)
					c = c.Opponent()
					continue
				}
				m, err := j.Analyse(cur, c, i%w, i/w)
				if err != nil {
					t.Fatal(err)
				}
				if m.KoStone && m.Opens {
					opens++
					if j.seqKey == m.koKey {
						t.Fatalf("start %d game %d: %v at %s opens a ko position with the points %s of the sequence going on (disturber %v)\n%s",
							n, game, c, m.name(), m.koKey, j.disturber, cur.String())
					}
				}
				j.Commit(m)
				cur = trial
				c = c.Opponent()
			}
		}
	}
	if opens < 450 {
		t.Errorf("%d opening ko stones: the games exercise too few", opens)
	}
	t.Logf("%d opening ko stones", opens)
}

package ing

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The replay's two shortcuts must never hide a prohibition:
// MayRestrict is true before every play the basic ko, fighting or
// disturber rule prohibits, and KoPositionOf gives exactly the ko position
// of AnalyseLocal's Move (a ko stone not opening a new mouth), false
// otherwise. Random ko fights from the seed's positions, where all three
// rules prohibit moves, with the eager judge (every play analysed).
func TestShortcutsNeverHideAProhibition(t *testing.T) {
	starts := []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",                                   // L11 (3) with room
		"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox",                               // L12 (1)
		"xxxxxxxxx/xx.x.xoxo/ooxoxo.o./ooooooooo/xxxxxxxxx/..xoo..../.x.xo.o../..xoo..../.........", // L12 (5)
		"xo./.xo/xo.",                     // the 3x3 windmill
		"xxxxx/.x.xo/ooxo./ooooo",         // L11 (1)
		"xxxxxxx/.xoxoxo/xo.o.o./ooooooo", // L11 (4)
	}
	rng := rand.New(rand.NewPCG(11, 11))
	fired := map[Rule]int{}
	sameKo, noKo, typed := 0, 0, 0
	for n, s := range starts {
		for game := 0; game < 60; game++ {
			cur := board.MustParsePosition(s)
			j, local, fresh := NewJudge(), NewJudge(), NewJudge()
			c := board.Color(1 + game%2)
			for mv := 0; mv < 40; mv++ {
				var empties []int
				if rng.IntN(8) != 0 { // mostly ko stone moves
					for _, k := range KoPositions(cur) {
						for _, i := range k.Points {
							if cur.Stones[i] == board.Empty {
								empties = append(empties, i)
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
				i := -1
				if len(empties) > 0 && rng.IntN(12) != 0 {
					i = empties[rng.IntN(len(empties))]
					trial := cur.Clone()
					if _, sui, _ := trial.Play(i%cur.W, i/cur.W, c); sui > 0 {
						i = -1
					}
				}
				if i < 0 {
					j.Pass(c)
					c = c.Opponent()
					continue
				}
				x, y := i%cur.W, i/cur.W
				may := j.MayRestrict(c, i)
				m, err := j.Analyse(cur, c, x, y)
				if err != nil {
					t.Fatal(err)
				}
				r := j.Rule(m)
				for _, rule := range append([]Rule{r.Rule}, r.Also...) {
					if rule == BasicKoRule || rule == FightingRule || rule == DisturberRule {
						fired[rule]++
						if !may {
							t.Fatalf("start %d game %d: %s prohibited by the %v rule, MayRestrict false", n, game, m.name(), rule)
						}
					}
				}
				k, ok := local.KoPositionOf(cur, c, x, y)
				// Right after KoPositionOf, AnalyseLocal finishes its Move
				// (Judge.located): it must be the Move a judge that did
				// not look for the ko position first gives.
				lm, _ := local.AnalyseLocal(cur, c, x, y)
				if fm, _ := fresh.AnalyseLocal(cur, c, x, y); !reflect.DeepEqual(lm, fm) {
					t.Fatalf("start %d game %d at %s: AnalyseLocal after KoPositionOf\n%+v\nalone\n%+v", n, game, m.name(), *lm, *fm)
				}
				if want := lm.KoStone && !lm.Opens; ok != want || ok && !slices.Equal(k.Points, lm.Ko.Points) {
					t.Fatalf("start %d game %d at %s: KoPositionOf %v %v, AnalyseLocal %v (ko stone %v, opens %v)",
						n, game, m.name(), k.Points, ok, lm.Ko.Points, lm.KoStone, lm.Opens)
				}
				if ok {
					sameKo++
					if lm.Type != Fighting {
						typed++
					}
				} else {
					noKo++
				}
				j.Commit(m)
				cur.Play(x, y, c)
				c = c.Opponent()
			}
		}
	}
	for _, rule := range []Rule{BasicKoRule, FightingRule, DisturberRule} {
		if fired[rule] == 0 {
			t.Errorf("no play prohibited by the %v rule: the test proves little (%v)", rule, fired)
		}
	}
	if sameKo < 100 || noKo < 100 || typed < 50 {
		t.Errorf("KoPositionOf compared on %d ko stone moves and %d others: too few", sameKo, noKo)
	}
	t.Logf("prohibitions %v; ko positions compared %d (%d not fighting), none %d", fired, sameKo, typed, noKo)
}

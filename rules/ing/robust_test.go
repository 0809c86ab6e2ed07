package ing

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// No input makes the judge panic: random positions on boards from 1x1 to
// 7x7 (edges everywhere, tiny shapes), random plays and passes, every
// answer checked for consistency.
func TestJudgeRandomPositionsNoPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 300; n++ {
		w, h := 1+rng.IntN(7), 1+rng.IntN(7)
		p := board.NewPosition(w, h)
		for i := range p.Stones {
			p.Stones[i] = board.Color(rng.IntN(3))
		}
		// Remove chains without liberties: a legal position.
		for i := range p.Stones {
			if p.Stones[i] != board.Empty && noLiberty(p, i) != nil {
				p.Stones[i] = board.Empty
			}
		}
		j := NewJudge()
		c := board.Black
		for mv := 0; mv < 20; mv++ {
			var empties []int
			for i, col := range p.Stones {
				if col == board.Empty {
					empties = append(empties, i)
				}
			}
			if len(empties) == 0 || rng.IntN(6) == 0 {
				j.Pass(c)
				c = c.Opponent()
				continue
			}
			i := empties[rng.IntN(len(empties))]
			m, err := j.Analyse(p, c, i%w, i/w)
			if err != nil {
				t.Fatalf("%dx%d %s: %v", w, h, p, err)
			}
			r := j.Rule(m)
			if r.Allowed != (r.Rule == NoRule) || (!r.Allowed && r.Reason == "") {
				t.Fatalf("inconsistent ruling %+v", r)
			}
			if m.KoStone && !m.Ko.Contains(i) {
				t.Fatalf("ko stone at %d outside its ko position %v", i, m.Ko.Points)
			}
			j.Commit(m)
			if _, _, err := p.Play(i%w, i/w, c); err != nil {
				t.Fatal(err)
			}
			c = c.Opponent()
		}
	}
	if _, err := NewJudge().Analyse(board.NewPosition(3, 3), board.Black, 5, 5); err == nil {
		t.Errorf("an off-board play should be an error")
	}
}

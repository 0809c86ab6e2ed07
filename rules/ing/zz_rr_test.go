package ing

import (
	"fmt"
	"testing"

	"rulediff/rules/board"
)

func TestZZRoundRobin(t *testing.T) {
	p := diagram(t, "# O .", ". # O", "# O .")
	// B C3 W A2 B C1 W B3 B A1 W C2 B A3 W B1 (x,y): C3=(2,0) A2=(0,1) C1=(2,2) B3=(1,0) A1=(0,2) C2=(2,1) A3=(0,0) B1=(1,2)
	cyc := [][2]int{{2, 0}, {0, 1}, {2, 2}, {1, 0}, {0, 2}, {2, 1}, {0, 0}, {1, 2}}
	j := NewJudge()
	c := board.Black
	for n := 0; n < 17; n++ {
		xy := cyc[n%8]
		m, err := j.Analyse(p, c, xy[0], xy[1])
		if err != nil {
			t.Fatal(err)
		}
		r := j.Rule(m)
		act, _ := j.action(m)
		fmt.Printf("%2d %v %v ko=%v type=%v opens=%v class=%q act=%q allowed=%v %v\n", n+1, c, xy, m.koKey, m.Type, m.Opens, m.class, act, r.Allowed, r.Rule)
		j.Commit(m)
		p.Play(xy[0], xy[1], c)
		c = c.Opponent()
	}
}

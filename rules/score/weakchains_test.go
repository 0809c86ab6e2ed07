package score

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestChainsFromWorkByHand works chainsFromWork out on a 4x3 board:
//
//	x . x o     points 0 1  2  3
//	x x o .            4 5  6  7
//	. x o .            8 9 10 11
//
// a.wb holds it (as fill leaves a closed board). Nothing dead: Black's
// chains are 0-4-5-9 (liberties 1 and 8: two) and the lone 2 (liberty 1
// only: 3 and 6 are White's), so chainsFromWork reads them, with the
// liberties 2 and 1; White's are 3 (liberty 7) and 6-10 (7 and 11).
// With the stone at 9 dead, a.wb's chain 0-4-5-9 holds it while the
// living chain is 0-4-5: a living stone (5) touches a dead one of its
// colour, so chainsFromWork must not read a.wb (it reports false and
// leaves s as reset left it) for Black, and still reads White's chains.
// The test fails when the dead-contact check is dropped.
func TestChainsFromWorkByHand(t *testing.T) {
	type chain struct {
		stones []int32
		libs   int8
	}
	cases := []struct {
		dead  []int
		c     board.Color
		reads bool
		want  []chain
	}{
		{nil, board.Black, true, []chain{{[]int32{0, 4, 5, 9}, 2}, {[]int32{2}, 1}}},
		{nil, board.White, true, []chain{{[]int32{3}, 1}, {[]int32{6, 10}, 2}}},
		{[]int{9}, board.Black, false, nil},
		{[]int{9}, board.White, true, []chain{{[]int32{3}, 1}, {[]int32{6, 10}, 2}}},
	}
	for _, tc := range cases {
		g := geometry(4, 3)
		a := g.get()
		v := variant{a: a}
		v.prepare(Input{Position: board.MustParsePosition("x.xo/xxo./.xo."), Dead: tc.dead}, true, true)
		k := closedBlackFirst
		copy(a.work, a.orig)
		a.buildWork()
		a.closedBoard[k] = append(a.closedBoard[k][:0], a.work...)
		a.closedOK[k], a.wbFor = true, k+1
		b := a.closedBoard[k]
		s := new(boundScratch)
		s.reset(g.n, len(a.regs))
		s.live = make([]bool, g.n)
		got := a.chainsFromWork(s, b, tc.c)
		if got != tc.reads {
			t.Errorf("dead %v, %v: chainsFromWork reported %v, want %v", tc.dead, tc.c, got, tc.reads)
			g.put(a)
			continue
		}
		if !got {
			for i := range g.n {
				if s.uf[i] != int32(i) || s.libs[i] != 0 {
					t.Errorf("dead %v, %v: point %d left joined or counted", tc.dead, tc.c, i)
				}
			}
			g.put(a)
			continue
		}
		living := 0
		for _, ch := range tc.want {
			r := find(s.uf, ch.stones[0])
			for _, p := range ch.stones {
				if !s.live[p] || find(s.uf, p) != r {
					t.Errorf("dead %v, %v: stone %d not living in the chain of %d", tc.dead, tc.c, p, ch.stones[0])
				}
			}
			if s.libs[r] != ch.libs {
				t.Errorf("dead %v, %v: chain of %d has %d liberties, want %d", tc.dead, tc.c, ch.stones[0], s.libs[r], ch.libs)
			}
			living += len(ch.stones)
		}
		for i := range g.n {
			if s.live[i] {
				living--
			}
		}
		if living != 0 {
			t.Errorf("dead %v, %v: %d living stones off the chains worked out", tc.dead, tc.c, -living)
		}
		if r0, r2 := find(s.uf, tc.want[0].stones[0]), find(s.uf, tc.want[1].stones[0]); r0 == r2 {
			t.Errorf("dead %v, %v: the two chains joined", tc.dead, tc.c)
		}
		g.put(a)
	}
}

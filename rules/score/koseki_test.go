package score_test

import (
	"github.com/rulediff/rulediff/rules/board"
)

// superkoFight is a brute-force reader of a local fight under positional
// superko, written apart from the race reader (raceread.go) to check it:
// Black and White alternate on the allowed points (no suicide; a play
// that repeats a position of the line is illegal; a pass is always
// allowed, and two passes in a row end the fight). Its value for Black:
// +1 a white target captured, -1 a black one, 0 none. A target is any
// chain of two stones or more of the colour; single stones may be
// captured and played again, as in the race reader. Results that depend
// on the line (a repetition refused) are not remembered.
type superkoFight struct {
	only  []bool // the points where a play may be made
	memo  map[string]int
	line  map[string]bool
	nodes int
}

func newSuperkoFight(p board.Position, only []int) *superkoFight {
	f := &superkoFight{only: make([]bool, len(p.Stones)), memo: map[string]int{}, line: map[string]bool{}}
	for _, i := range only {
		f.only[i] = true
	}
	return f
}

// value is the result with toMove to play first.
func (f *superkoFight) value(p board.Position, toMove board.Color) int {
	clear(f.line)
	f.line[key(p, board.Empty, false)] = true
	v, _ := f.solve(p, toMove, false)
	return v
}

func (f *superkoFight) solve(p board.Position, toMove board.Color, passed bool) (int, bool) {
	k := key(p, toMove, passed)
	if v, ok := f.memo[k]; ok {
		return v, false
	}
	f.nodes++
	sign := 1
	if toMove == board.White {
		sign = -1
	}
	cyc := false
	best := 0
	if !passed {
		v, c := f.solve(p, toMove.Opponent(), true)
		best, cyc = sign*v, c
	}
	for i, c := range p.Stones {
		if c != board.Empty || !f.only[i] || best == 1 {
			continue
		}
		q := p.Clone()
		_, self, err := q.Play(i%p.W, i/p.W, toMove)
		if err != nil || self > 0 {
			continue
		}
		if tookTarget(p, q, toMove.Opponent()) {
			best = 1
			continue
		}
		pos := key(q, board.Empty, false)
		if f.line[pos] {
			cyc = true
			continue
		}
		f.line[pos] = true
		v, c := f.solve(q, toMove.Opponent(), false)
		delete(f.line, pos)
		cyc = cyc || c
		if sign*v > best {
			best = sign * v
		}
	}
	v := sign * best
	if !cyc {
		f.memo[k] = v
	}
	return v, cyc
}

// tookTarget reports whether the play from p to q captured a chain of
// two stones or more of colour c.
func tookTarget(p, q board.Position, c board.Color) bool {
	for i, s := range p.Stones {
		if s == c && q.Stones[i] == board.Empty {
			if stones, _ := p.Chain(i); len(stones) > 1 {
				return true
			}
		}
	}
	return false
}

package score_test

import (
	"github.com/rulediff/rulediff/rules/board"
)

// koFight is a brute-force reader of a local fight for building test
// positions with kos: Black and White alternate on the empty points
// (no suicide, no immediate retake of a single-stone ko capture, passes
// allowed), and a line that comes back to a position already on it is a
// cycle: nobody can force anything, which is how a double-ko seki shows
// (GNU Go's seki_exotics/README-MANNER: whoever insists loses, or the
// game is void). Its value for Black: +1 White's target captured, -1
// Black's, 0 both pass, or a cycle. Exhaustive: a handful of empty
// points only. Results that depend on the line (a cycle cut) are not
// remembered.
//
// Under superko (newSuperkoFight) it reads as the race reader does
// (raceread.go), to check it from outside: no ko point, a play that
// repeats a position of the line is illegal instead of a cycle, plays
// only on the fight's points, and the targets are every chain of two
// stones or more.
type koFight struct {
	targets [3]int
	memo    map[string]int
	line    map[string]bool
	nodes   int
	superko bool
	only    []bool // superko: the points where a play may be made
}

func newKoFight(black, white int) *koFight {
	return &koFight{targets: [3]int{0, black, white}, memo: map[string]int{}, line: map[string]bool{}}
}

// newSuperkoFight reads the fight on the points only of p under
// positional superko.
func newSuperkoFight(p board.Position, only []int) *koFight {
	f := &koFight{targets: [3]int{0, -1, -1}, memo: map[string]int{}, line: map[string]bool{},
		superko: true, only: make([]bool, len(p.Stones))}
	for _, i := range only {
		f.only[i] = true
	}
	return f
}

// value is the result with toMove to play; passed: the last move was a
// pass; ko: the point where an immediate retake is forbidden (-1 none).
func (f *koFight) value(p board.Position, toMove board.Color, passed bool, ko int) int {
	if f.superko { // the line starts here
		clear(f.line)
		f.line[key(p, board.Empty, false)] = true
	}
	v, _ := f.solve(p, toMove, passed, ko)
	return v
}

func (f *koFight) solve(p board.Position, toMove board.Color, passed bool, ko int) (int, bool) {
	k := key(p, toMove, passed) + string(rune(ko+2))
	if v, ok := f.memo[k]; ok {
		return v, false
	}
	f.nodes++
	sign := 1
	if toMove == board.White {
		sign = -1
	}
	cyc := false
	best := -2
	if passed {
		best = 0
	} else {
		v, c := f.solve(p, toMove.Opponent(), true, -1)
		best, cyc = sign*v, c
	}
	for i, c := range p.Stones {
		if c != board.Empty || i == ko || best == 1 || f.superko && !f.only[i] {
			continue
		}
		q := p.Clone()
		captured, self, err := q.Play(i%p.W, i/p.W, toMove)
		if err != nil || self > 0 {
			continue
		}
		if t := f.targets[toMove.Opponent()]; t >= 0 && q.Stones[t] != toMove.Opponent() ||
			f.superko && tookTarget(p, q, toMove.Opponent()) {
			best = 1
			continue
		}
		// a single-stone capture by a stone left with one liberty: the
		// opponent may not retake at once
		next := -1
		if captured == 1 && !f.superko {
			if stones, libs := q.Chain(i); len(stones) == 1 && libs == 1 {
				for _, n := range q.Neighbours(nil, i) {
					if q.Stones[n] == board.Empty {
						next = n
					}
				}
			}
		}
		pos := key(q, board.Empty, false)
		if f.line[pos] {
			cyc = true
			if best < 0 && !f.superko { // under superko: illegal
				best = 0 // a cycle: no one forces anything
			}
			continue
		}
		f.line[pos] = true
		v, c := f.solve(q, toMove.Opponent(), false, next)
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

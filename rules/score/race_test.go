package score_test

import (
	"github.com/rulediff/rulediff/rules/board"
)

// race is a brute-force reader of a local fight, for building test
// positions: Black and White alternate on the board's empty points (no
// suicide, positional superko along the line, a pass allowed); the fight
// ends when a target chain is captured or both pass in a row. Its value
// for Black: +1 White's target captured, -1 Black's, 0 nobody's (seki).
// It is exhaustive, so only for boards with a handful of empty points.
type race struct {
	targets [3]int // a point of each colour's target chain
	memo    map[string]int
	seen    map[string]bool // positions on the current line (superko)
}

func newRace(black, white int) *race {
	return &race{targets: [3]int{0, black, white}, memo: map[string]int{}, seen: map[string]bool{}}
}

func key(p board.Position, toMove board.Color, passed bool) string {
	b := make([]byte, len(p.Stones)+2)
	for i, c := range p.Stones {
		b[i] = byte('0' + c)
	}
	b[len(p.Stones)] = byte('0' + toMove)
	if passed {
		b[len(p.Stones)+1] = 'p'
	}
	return string(b)
}

// value is the result with toMove to play; passed says the previous move
// was a pass.
func (r *race) value(p board.Position, toMove board.Color, passed bool) int {
	k := key(p, toMove, passed)
	if v, ok := r.memo[k]; ok {
		return v
	}
	sign := 1
	if toMove == board.White {
		sign = -1
	}
	// pass: two passes end the fight in seki
	best := -2
	if passed {
		best = 0
	} else {
		best = sign * r.value(p, toMove.Opponent(), true)
	}
	for i, c := range p.Stones {
		if c != board.Empty || best == 1 {
			continue
		}
		q := p.Clone()
		_, self, err := q.Play(i%p.W, i/p.W, toMove)
		if err != nil || self > 0 {
			continue
		}
		pos := key(q, board.Empty, false)
		if r.seen[pos] {
			continue // positional superko
		}
		var v int
		switch {
		case q.Stones[r.targets[toMove.Opponent()]] != toMove.Opponent():
			v = 1 // took the opponent's target
		default:
			r.seen[pos] = true
			v = sign * r.value(q, toMove.Opponent(), false)
			delete(r.seen, pos)
		}
		if v > best {
			best = v
		}
	}
	v := sign * best
	r.memo[k] = v
	return v
}

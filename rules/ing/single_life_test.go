package ing

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// singleLifeMap is singleLife as it was before its search state moved
// from a map to an array (kept as the reference): the same game graph,
// each node's state in a map.
func singleLifeMap(p board.Position, m Mouth) bool {
	lg := newLocalGame(p, m.Points)
	var start [maxMouthPoints]board.Color
	for k, q := range m.Points {
		start[k] = p.Stones[q]
	}
	state := map[int]uint8{} // 1: on the path, 2: done
	var cyclic func(node int) bool
	cyclic = func(node int) bool {
		state[node] = 1
		for _, next := range lg.successors(nil, node) {
			switch state[next] {
			case 1:
				return true
			case 0:
				if cyclic(next) {
					return true
				}
			}
		}
		state[node] = 2
		return false
	}
	s := lg.encode(start)
	return !cyclic(s*2) && !cyclic(s*2+1)
}

// singleLife must answer as the map-based search it replaced on every
// mouth of random fights (every board shape the fights give, both
// answers met many times), and on each of those mouths with its points'
// contents replaced by every other filling (so that all codes of up to
// maxMouthPoints points are reached, the largest ones included).
func TestSingleLifeEqualsMapSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 3))
	mouths, lives, fills := 0, 0, 0
	for game := 0; game < 2000; game++ {
		w, h := 2+rng.IntN(12), 2+rng.IntN(12)
		p := randomFight(rng, w, h, game%2 == 0)
		for _, m := range FindMouths(p) {
			mouths++
			got, want := singleLife(p, m), singleLifeMap(p, m)
			if got != want {
				t.Fatalf("%dx%d %s, mouth %v: singleLife %v, the map search %v", w, h, p, m.Points, got, want)
			}
			if got {
				lives++
			}
			// Every filling of the mouth's points (the walls as they are).
			q := p.Clone()
			codes := 1
			for range m.Points {
				codes *= 3
			}
			for c := 0; c < codes; c++ {
				n := c
				for _, pt := range m.Points {
					q.Stones[pt] = board.Color(n % 3)
					n /= 3
				}
				if got, want := singleLife(q, m), singleLifeMap(q, m); got != want {
					t.Fatalf("%dx%d %s, mouth %v filled %d: singleLife %v, the map search %v", w, h, q, m.Points, c, got, want)
				}
				fills++
			}
		}
	}
	if mouths < 500 || lives < 50 || mouths-lives < 50 {
		t.Fatalf("too few mouths checked: %d, %d of them single life", mouths, lives)
	}
	t.Logf("%d mouths (%d single life), %d fillings", mouths, lives, fills)
}

// The codes of a mouth's contents stay below localStates, singleLife's
// bound: the largest, every point white on a mouth of maxMouthPoints.
func TestLocalStatesBoundCodes(t *testing.T) {
	var lg localGame
	lg.n = maxMouthPoints
	var s [maxMouthPoints]board.Color
	for k := range s {
		s[k] = board.White
	}
	if max := lg.encode(s); max != localStates-1 {
		t.Fatalf("largest code %d, localStates %d: want localStates = largest + 1", max, localStates)
	}
	if board.Empty != 0 || board.Black != 1 || board.White != 2 {
		t.Fatalf("encode needs empty, black, white as 0, 1, 2: %d %d %d", board.Empty, board.Black, board.White)
	}
}

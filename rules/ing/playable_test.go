package ing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestPlayableTableEqualsDirect checks the claim playableMemo rests on:
// the local game's answer does not depend on the order of the points.
// For every reference graph, every order of its points (with the
// neighbour lists playableDirect would build for that order), every
// content and every walls, the local game gives the memo's answer, both
// the first time a case is asked (worked out) and after (remembered).
func TestPlayableTableEqualsDirect(t *testing.T) {
	forgetPlayable()
	coords := [4][][2]int{
		{{0, 0}, {1, 0}},
		{{0, 0}, {1, 0}, {2, 0}},
		{{0, 0}, {1, 0}, {2, 0}, {3, 0}},
		{{0, 0}, {1, 0}, {0, 1}, {1, 1}},
	}
	checked, yes := 0, 0
	for kind, pts := range coords {
		n := len(pts)
		cases := pow3(n)
		for _, perm := range permutations(n) {
			// Point k of the local game is the canonical point perm[k]; its
			// neighbours inside, in the order left, right, up, down.
			lg := localGame{n: n}
			for k := range n {
				x, y := pts[perm[k]][0], pts[perm[k]][1]
				for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					for l := range n {
						if pts[perm[l]] == [2]int{x + d[0], y + d[1]} {
							lg.inner[k][lg.nInner[k]] = int8(l)
							lg.nInner[k]++
						}
					}
				}
			}
			canon := playableGraphs[kind]
			for wc := range cases {
				walls := canon.decode(wc)
				for k := range n {
					lg.wall[k] = walls[perm[k]]
				}
				for sc := range cases {
					st := canon.decode(sc)
					var ps [maxMouthPoints]board.Color
					for k := range n {
						ps[k] = st[perm[k]]
					}
					want := lg.anyKoStoneMove(ps)
					for range 2 { // worked out (first order), then remembered
						if got := playableAt(kind, sc+cases*wc); got != want {
							t.Fatalf("kind %d order %v contents %v walls %v: memo %v, local game %v", kind, perm, st, walls, got, want)
						}
					}
					checked++
					if want {
						yes++
					}
				}
			}
		}
	}
	// Both answers occur (a table of one value would pass vacuously).
	if yes == 0 || yes == checked {
		t.Fatalf("%d of %d cases playable", yes, checked)
	}
}

// TestPlayableLookupOnBoards compares playable with playableDirect on
// every reference shape (and some bent ones) of random positions, the
// points in random order, edges and corners included.
func TestPlayableLookupOnBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	looked := 0
	for range 300 {
		w, h := 1+r.IntN(7), 1+r.IntN(7)
		p := board.NewPosition(w, h)
		for i := range p.Stones {
			p.Stones[i] = board.Color(r.IntN(3))
		}
		g := positionGrid(&p)
		for y := range h {
			for x := range w {
				for _, shape := range [][][2]int{
					{{0, 0}, {1, 0}}, {{0, 0}, {1, 0}, {2, 0}}, {{0, 0}, {1, 0}, {2, 0}, {3, 0}},
					{{0, 0}, {0, 1}}, {{0, 0}, {0, 1}, {0, 2}}, {{0, 0}, {0, 1}, {0, 2}, {0, 3}},
					{{0, 0}, {1, 0}, {0, 1}, {1, 1}}, {{0, 0}, {1, 0}, {1, 1}}, {{0, 0}, {1, 0}, {2, 0}, {2, 1}},
				} {
					var m []int
					for _, d := range shape {
						if x+d[0] < w && y+d[1] < h {
							m = append(m, (y+d[1])*w+x+d[0])
						}
					}
					if len(m) != len(shape) {
						continue
					}
					r.Shuffle(len(m), func(a, b int) { m[a], m[b] = m[b], m[a] })
					if _, ok := playableLookup(g, m); ok {
						looked++
					}
					if got, want := playable(g, m), playableDirect(g, m); got != want {
						t.Fatalf("%dx%d %v, shape %v: playable %v, direct %v", w, h, p, m, got, want)
					}
				}
			}
		}
	}
	if looked < 500 {
		t.Fatalf("only %d shapes read from the table", looked)
	}
}

// permutations returns every order of 0..n-1.
func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for at := 0; at <= len(p); at++ {
			q := append(append(append([]int{}, p[:at]...), n-1), p[at:]...)
			out = append(out, q)
		}
	}
	return out
}

// forgetPlayable empties playableMemo, as a new process has it.
func forgetPlayable() {
	for kind := range playableMemo {
		for k := range playableMemo[kind] {
			playableMemo[kind][k].Store(0)
		}
	}
}

// TestPlayableMemoConcurrent: goroutines asking the same cases at once,
// from an empty memo and in different orders, all get the local game's
// answers (run with -race: the memo is shared by the audit's workers).
func TestPlayableMemoConcurrent(t *testing.T) {
	forgetPlayable()
	var want [4][]bool
	for kind := range want {
		lg := playableGraphs[kind]
		cases := pow3(lg.n)
		for idx := range cases * cases {
			g := lg
			g.wall = g.decode(idx / cases)
			want[kind] = append(want[kind], g.anyKoStoneMove(g.decode(idx%cases)))
		}
	}
	errs := make(chan string, 4)
	for w := range 4 {
		go func() {
			for kind := range want {
				n := len(want[kind])
				for k := range n {
					idx := k
					if w%2 == 1 {
						idx = n - 1 - k // the other way round
					}
					if got := playableAt(kind, idx); got != want[kind][idx] {
						errs <- fmt.Sprintf("worker %d kind %d case %d: memo %v, local game %v", w, kind, idx, got, want[kind][idx])
						return
					}
				}
			}
			errs <- ""
		}()
	}
	for range 4 {
		if e := <-errs; e != "" {
			t.Fatal(e)
		}
	}
}

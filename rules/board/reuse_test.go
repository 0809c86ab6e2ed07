package board

import (
	"math/rand/v2"
	"testing"
)

// TestReusedBoardMatchesReference plays random games on one Board, reset
// between games to other sizes (bigger and smaller) and sometimes copied
// from another board, and checks after every play the stones and, for
// every stone, its chain's size and pseudo-liberties (stone–empty
// adjacencies, counted on the reference position) against Position.Play.
// Play reads the head of points without a stone as a sink, which Reset,
// captures and copies must keep true.
func TestReusedBoardMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var b, other Board
	sizes := [][2]int{{19, 19}, {5, 5}, {9, 3}, {19, 19}, {2, 2}, {13, 13}, {3, 9}, {52, 4}, {7, 7}}
	for g := 0; g < 36; g++ {
		s := sizes[g%len(sizes)]
		w, h := s[0], s[1]
		if err := b.Reset(w, h); err != nil {
			t.Fatal(err)
		}
		ref := NewPosition(w, h)
		c := Black
		for m := 0; m < min(3*w*h, 500); m++ {
			x, y := rng.IntN(w), rng.IntN(h)
			if _, _, err := ref.Play(x, y, c); err != nil {
				continue
			}
			res, err := b.Play(x, y, c)
			if err != nil {
				t.Fatalf("game %d move %d: %v", g, m, err)
			}
			if n, l := b.Chain(x, y); res.Chain != (ChainSize{int32(n), int32(l)}) {
				t.Fatalf("game %d move %d: PlayResult chain %d, %d; Chain %d, %d", g, m, res.Chain.Stones, res.Chain.PseudoLibs, n, l)
			}
			if rng.IntN(50) == 0 { // continue on a copy
				other.CopyFrom(&b)
				b, other = other, b
			}
			if w*h <= 100 || m%5 == 0 {
				checkChains(t, &b, ref)
			}
			if rng.IntN(4) > 0 {
				c = c.Opponent()
			}
		}
	}
}

func checkChains(t *testing.T, b *Board, ref Position) {
	t.Helper()
	if got := b.Position(); !got.Equal(ref) {
		t.Fatalf("board\n%s\nreference\n%s", got, ref)
	}
	w, h := ref.W, ref.H
	for i, s := range ref.Stones {
		if s == Empty {
			continue
		}
		chain, _ := ref.Chain(i)
		pseudo := 0
		for _, q := range chain {
			x, y := q%w, q/w
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if nx, ny := x+d[0], y+d[1]; nx >= 0 && ny >= 0 && nx < w && ny < h && ref.Stones[ny*w+nx] == Empty {
					pseudo++
				}
			}
		}
		if n, l := b.Chain(i%w, i/w); n != len(chain) || l != pseudo {
			t.Fatalf("%dx%d point %d: Chain %d, %d; reference %d stones, %d pseudo-liberties\n%s", w, h, i, n, l, len(chain), pseudo, ref)
		}
		// The chain's circular list holds exactly its stones, all with
		// one head (join and merge splice the lists): walked from the
		// stone, it comes back after len(chain) steps.
		p := b.Index(i%w, i/w)
		s, steps := p, 0
		for {
			if b.head[s] != b.head[p] || steps > len(chain) {
				t.Fatalf("%dx%d point %d: the chain's list strays (step %d)\n%s", w, h, i, steps, ref)
			}
			s, steps = int(b.next[s]), steps+1
			if s == p {
				break
			}
		}
		if steps != len(chain) {
			t.Fatalf("%dx%d point %d: the chain's list holds %d stones, the chain %d\n%s", w, h, i, steps, len(chain), ref)
		}
	}
}

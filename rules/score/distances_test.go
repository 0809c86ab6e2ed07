package score

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// distances is the Manhattan distance to the nearest stone of a colour,
// checked against the definition (the minimum over every stone) on random
// boards of several shapes, sparse and dense, and with no stone at all.
func TestDistancesAreManhattan(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {1, 1}, {1, 7}, {13, 5}, {52, 52}} {
		w, h := size[0], size[1]
		for _, density := range []float64{0, 0.01, 0.3, 0.9} {
			a := newAnalysis(geometry(w, h))
			for i := range a.col {
				a.col[i] = board.Empty
				if r.Float64() < density {
					a.col[i] = board.Color(1 + r.IntN(2))
				}
			}
			for _, c := range []board.Color{board.Black, board.White} {
				got := make([]int32, w*h)
				a.distances(c, got)
				for i := range got {
					want := int32(1 << 30)
					for j, s := range a.col {
						if s == c {
							dx, dy := i%w-j%w, i/w-j/w
							want = min(want, int32(max(dx, -dx)+max(dy, -dy)))
						}
					}
					if got[i] != want {
						t.Fatalf("%dx%d density %v colour %v point %d: %d, want %d", w, h, density, c, i, got[i], want)
					}
				}
			}
		}
	}
}

// distancesBoth gives each colour's distances as distances does, on the
// random boards of TestDistancesAreManhattan and the sizes at the ends
// of the range (1x1, 1x255, 255x1).
func TestDistancesBothIsDistances(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, size := range [][2]int{{19, 19}, {9, 9}, {1, 1}, {1, 7}, {7, 1}, {13, 5}, {52, 52}, {1, 255}, {255, 1}, {255, 3}} {
		w, h := size[0], size[1]
		for _, density := range []float64{0, 0.01, 0.3, 0.9} {
			a := newAnalysis(geometry(w, h))
			for i := range a.col {
				a.col[i] = board.Empty
				if r.Float64() < density {
					a.col[i] = board.Color(1 + r.IntN(2))
				}
			}
			wantB, wantW := make([]int32, w*h), make([]int32, w*h)
			a.distances(board.Black, wantB)
			a.distances(board.White, wantW)
			db, dw := make([]int32, w*h), make([]int32, w*h)
			for i := range db {
				db[i], dw[i] = int32(r.IntN(9)), -1 // whatever was there before
			}
			a.distancesBoth(db, dw)
			for i := range db {
				if db[i] != wantB[i] || dw[i] != wantW[i] {
					t.Fatalf("%dx%d density %v point %d: %d and %d, want %d and %d", w, h, density, i, db[i], dw[i], wantB[i], wantW[i])
				}
			}
		}
	}
}

// distances (the tests' reference for distancesBoth) fills dist with each point's Manhattan distance to the
// nearest stone of colour c; points are unreachable only when c has no
// stone, and then keep a large value. On the open grid the distance is
// the two-pass distance transform: a row-major pass takes the best of
// the points above and to the left, a reverse pass those below and to
// the right (as exact as a breadth-first search, without its queue).
func (a *analysis) distances(c board.Color, dist []int32) {
	const far = 1 << 30
	w, h := a.g.w, a.g.h
	for i := range dist {
		dist[i] = far
		if a.col[i] == c {
			dist[i] = 0
		}
	}
	for y := 0; y < h; y++ {
		row := dist[y*w : (y+1)*w]
		for x := range row {
			d := row[x]
			if x > 0 {
				d = min(d, row[x-1]+1)
			}
			if y > 0 {
				d = min(d, dist[(y-1)*w+x]+1)
			}
			row[x] = d
		}
	}
	for y := h - 1; y >= 0; y-- {
		row := dist[y*w : (y+1)*w]
		for x := len(row) - 1; x >= 0; x-- {
			d := row[x]
			if x < w-1 {
				d = min(d, row[x+1]+1)
			}
			if y < h-1 {
				d = min(d, dist[(y+1)*w+x]+1)
			}
			row[x] = min(d, far) // far+1 from a side without stones stays far
		}
	}
}

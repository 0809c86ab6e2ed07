package compare

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestPointsToFillIsRef: pointsToFill (its memory fillPool's, left by
// the board before: larger boards first, scribbled over between calls)
// counts what pointsToFillRef, the code as first written (new slices a
// call), counts on random ownership maps of every shape.
func TestPointsToFillIsRef(t *testing.T) {
	var boards []score.Result
	eachRandomOwn(func(res *score.Result) {
		c := *res
		c.Own = slices.Clone(res.Own)
		boards = append(boards, c)
	})
	slices.Reverse(boards) // 52x52 first: the later boards reuse a larger memory
	counted := 0
	for k := range boards {
		res := &boards[k]
		b, w := pointsToFill(res)
		rb, rw := pointsToFillRef(res)
		if b != rb || w != rw {
			t.Fatalf("board %d (%dx%d): pointsToFill %d, %d, the reference %d, %d", k, res.W, res.H, b, w, rb, rw)
		}
		if b+w > 0 {
			counted++
		}
		sc := fillPool.Get().(*fillScratch)
		for i := range sc.col[:cap(sc.col)] {
			sc.col[:cap(sc.col)][i] = board.Color(i % 4)
			sc.terr[:cap(sc.terr)][i] = board.Color((i + k) % 3)
			sc.seen[:cap(sc.seen)][i] = int32((i+k)%7 + 1) // stamps of the first floods
			sc.flags[:cap(sc.flags)][i] = uint8(i + k)
		}
		fillPool.Put(sc)
	}
	if counted < 100 {
		t.Fatalf("only %d of %d boards with a point to fill", counted, len(boards))
	}
	t.Logf("%d boards, %d with a point to fill", len(boards), counted)
}

// pointsToFillRef is pointsToFill as first written: new slices a call,
// a point's frame index by division.
func pointsToFillRef(r *score.Result) (black, white int) {
	if len(r.Own) != r.W*r.H || r.W == 0 {
		return 0, 0
	}
	// The board framed by a line of offBoard all round (stride W+2), so
	// that a point's four neighbours are i±1 and i±stride, no bounds to
	// test; seen stamps the points a flood looked at (gen per flood).
	stride := r.W + 2
	n := stride * (r.H + 2)
	col := make([]board.Color, n)
	terr := make([]board.Color, n)
	seen := make([]int32, n)
	flags := make([]uint8, n) // done (a stone of a chain looked at), short (a point counted)
	const done, short = 1, 2
	for i := range col {
		col[i] = offBoard
	}
	for i, o := range r.Own {
		f := (i/r.W+1)*stride + i%r.W + 1
		col[f], terr[f] = stoneOf(o), territoryOf(o)
	}
	dirs := [4]int{-1, 1, -stride, stride}
	gen := int32(0)
	var stones []int
	// chain floods the chain through i until it has found two liberties
	// (enough for the questions asked), and returns how many it found,
	// up to 2, and the last. With mark (the first floods), the stones it
	// reached are marked done, and a done stone met stops it at 2: a
	// flood stopped early marked stones of a chain with two liberties,
	// and a flood that went through marked its whole chain, so a done
	// stone reached from i is of i's chain, which has two.
	chain := func(i int, mark uint8) (libs, last int) {
		c := col[i]
		gen++
		seen[i] = gen
		stones = append(stones[:0], i)
	flood:
		for h := 0; h < len(stones); h++ {
			for _, d := range dirs {
				k := stones[h] + d
				if seen[k] == gen {
					continue
				}
				seen[k] = gen
				switch col[k] {
				case c:
					if flags[k]&mark != 0 {
						libs = 2
						break flood
					}
					stones = append(stones, k)
				case board.Empty:
					if libs++; libs == 2 {
						break flood
					}
					last = k
				}
			}
		}
		for _, k := range stones {
			flags[k] |= mark
		}
		return libs, last
	}
	for i, c := range col {
		if (c != board.Black && c != board.White) || flags[i]&done != 0 {
			continue
		}
		libs, l := chain(i, done)
		if libs != 1 || terr[l] != c || flags[l]&short != 0 {
			continue // not short of a point of its own, or counted already
		}
		col[l] = c
		if after, _ := chain(l, 0); after >= 2 {
			flags[l] |= short
			if c == board.Black {
				black++
			} else {
				white++
			}
		}
		col[l] = board.Empty
	}
	return black, white
}

package score

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestEyeSeenIsFresh reads random eye spaces of a 4x4 board, each with
// random stones of both sides on its points and random walls around it,
// through one analysis that remembers its readings (eyeSeen), and
// compares every verdict with a reading afresh: many share a shape and
// differ in their stones or walls only.
func TestEyeSeenIsFresh(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 13))
	g := geometry(4, 4)
	a := newAnalysis(g)
	verdicts := map[uint8]int{}
	hits := 0
	for range 3000 {
		orig := make([]board.Color, g.n)
		for i := range orig {
			orig[i] = board.Color(rng.IntN(3))
		}
		a.orig = orig
		pts := []int32{int32(rng.IntN(g.n))}
		for want := 1 + rng.IntN(5); len(pts) < want; {
			q := g.nbr[4*int(pts[rng.IntN(len(pts))])+rng.IntN(4)]
			if q >= 0 && !slices.Contains(pts, q) {
				pts = append(pts, q)
			}
		}
		owner := board.Color(1 + rng.IntN(2))
		split := rng.IntN(2) == 0 // each stone its own wall, or one wall per colour
		chainOf := func(q int32) int32 {
			if orig[q] != owner {
				return -1
			}
			if split {
				return q
			}
			return 0
		}
		before := len(a.eyeSeen)
		got := a.readEyes(pts, owner, chainOf)
		if before > 0 && len(a.eyeSeen) == before {
			hits++ // nothing added: the verdict was remembered
		}
		eyeMemoOn = false
		want := a.readEyes(pts, owner, chainOf)
		eyeMemoOn = true
		if got != want {
			t.Fatalf("points %v of %v, owner %v: remembered %d, read afresh %d", pts, orig, owner, got, want)
		}
		verdicts[got]++
	}
	if verdicts[readAlive] == 0 || verdicts[readDead] == 0 {
		t.Fatalf("verdicts %v: both alive and dead wanted", verdicts)
	}
	t.Logf("verdicts %v, %d remembered, %d answered from memory", verdicts, len(a.eyeSeen), hits)
	if hits < 100 {
		t.Fatalf("%d verdicts answered from memory: the test compares too few remembered ones", hits)
	}
}

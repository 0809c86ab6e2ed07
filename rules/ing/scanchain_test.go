package ing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// scanChainDirect is scanChain without the big-neighbour shortcut: every
// stone not seen is flooded (fifth pass, docs/ing.md).
func scanChainDirect(g grid, i int, seen *[maxWords]uint64, recs []mouthRec) []mouthRec {
	if seen[i>>6]>>(i&63)&1 != 0 {
		return recs
	}
	return recordChain(g, i, seen, recs, true)
}

// randomFight plays random legal moves (captures included) on a w×h
// board, so the position holds big walls next to small chains; dense
// makes it play until few points are left.
func randomFight(rng *rand.Rand, w, h int, dense bool) board.Position {
	p := board.NewPosition(w, h)
	col := board.Black
	n := w * h
	if dense {
		n = 3 * w * h
	}
	for mv := 0; mv < n; mv++ {
		if q, ok := playedOn(p, col, rng.IntN(w), rng.IntN(h)); ok {
			p, col = q, col.Opponent()
		}
	}
	return p
}

// scanChain's shortcut (a stone next to a seen stone of its colour lies in
// a big chain) must record exactly what flooding every stone records,
// whatever order the stones are scanned in: row by row, as the mouth
// cache does, and shuffled, as the overlapping windows of localShapes do.
func TestScanChainShortcutEqualsDirect(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	recs, skipped := 0, 0
	for game := 0; game < 300; game++ {
		w, h := 5+rng.IntN(15), 5+rng.IntN(15)
		p := randomFight(rng, w, h, game%2 == 0)
		g := positionGrid(&p)
		var order []int
		for i, c := range p.Stones {
			if c != board.Empty {
				order = append(order, i)
			}
		}
		for pass := 0; pass < 2; pass++ {
			if pass == 1 {
				rng.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
			}
			var seenA, seenB [maxWords]uint64
			var got, want []mouthRec
			for _, i := range order {
				if seenA[i>>6]>>(i&63)&1 == 0 && bigNeighbour(g, i, &seenA) {
					skipped++
				}
				got = scanChain(g, i, &seenA, got)
				want = scanChainDirect(g, i, &seenB, want)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("game %d pass %d: shortcut %v, direct %v on\n%s", game, pass, got, want, p)
			}
			recs += len(want)
		}
	}
	if recs < 200 || skipped < 1000 {
		t.Fatalf("%d records, %d shortcuts: the test proves little", recs, skipped)
	}
	t.Logf("%d records, %d shortcuts", recs, skipped)
}

// onFightStones calls fn on every stone of games random fights with sides
// of lo to lo+span-1 points: the position, its fast board and its grid,
// and the stone's row-major index.
func onFightStones(t *testing.T, seed uint64, games, lo, span int, fn func(game int, p board.Position, b *board.Board, g grid, i int)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	for game := 0; game < games; game++ {
		w, h := lo+rng.IntN(span), lo+rng.IntN(span)
		p := randomFight(rng, w, h, game%2 == 0)
		b := fast(t, p)
		g := positionGrid(&p)
		for i, c := range p.Stones {
			if c != board.Empty {
				fn(game, p, b, g, i)
			}
		}
	}
}

// Filter.Candidate skips mouthNeighbourhood because nearMouth holds it:
// it must answer as candidate on the packed position, for every stone.
func TestFilterCandidateEqualsGrid(t *testing.T) {
	var f Filter
	yes := 0
	onFightStones(t, 6, 200, 2, 18, func(game int, p board.Position, b *board.Board, g grid, i int) {
		w := p.W
		want := candidate(g, i)
		if got := f.Candidate(b, i%w, i/w); got != want {
			t.Fatalf("game %d (%d,%d): filter %v, candidate %v on\n%s", game, i%w, i/w, got, want, p)
		}
		if want {
			yes++
		}
	})
	if yes < 100 {
		t.Fatalf("only %d candidates: the test proves little", yes)
	}
	t.Logf("%d candidates", yes)
}

// nearMouth (table reads on the padded board) must say what its
// definition says on the grid: the stone and each neighbour forced inside
// (empty, or of its colour) have at most two neighbours forced inside,
// an empty neighbour at most one besides the stone, and the points two
// steps out along the plain shape's links (a stone to empty points and
// stones of its colour, an empty point to empty points) are at most
// maxMouthPoints. Stricter would lose candidates, looser only costs
// time: both fail here.
func TestNearMouthEqualsDefinition(t *testing.T) {
	forcedIn := func(g grid, i int) int {
		n := 0
		var nb [4]int
		for _, j := range neighbours(nb[:0], g.w, g.h, i) {
			if c := g.at(j); c == board.Empty || c == g.at(i) {
				n++
			}
		}
		return n
	}
	// twoSteps counts the points within two links of i: a stone links to
	// its neighbours that are empty or of its colour, an empty point to
	// empty points (plainShape's chain and closeEmpty).
	twoSteps := func(g grid, i int) int {
		seen := map[int]bool{i: true}
		ring := []int{i}
		for range 2 {
			var next []int
			for _, q := range ring {
				var nb [4]int
				for _, j := range neighbours(nb[:0], g.w, g.h, q) {
					cj := g.at(j)
					if !seen[j] && (cj == board.Empty || g.at(q) != board.Empty && cj == g.at(q)) {
						seen[j] = true
						next = append(next, j)
					}
				}
			}
			ring = next
		}
		return len(seen)
	}
	yes, no, wide := 0, 0, 0
	onFightStones(t, 8, 200, 1, 19, func(game int, p board.Position, b *board.Board, g grid, i int) {
		w, c := p.W, p.Stones[i]
		want := forcedIn(g, i) <= 2
		var nb [4]int
		for _, j := range neighbours(nb[:0], w, p.H, i) {
			switch g.at(j) {
			case board.Empty:
				want = want && forcedIn(g, j) <= 1
			case c:
				want = want && forcedIn(g, j) <= 2
			}
		}
		if want && twoSteps(g, i) > maxMouthPoints {
			want = false
			wide++
		}
		if got := nearMouth(b, i%w, i/w); got != want {
			t.Fatalf("game %d (%d,%d): nearMouth %v, definition %v on\n%s", game, i%w, i/w, got, want, p)
		}
		if want {
			yes++
		} else {
			no++
		}
	})
	if yes < 100 || no < 100 || wide < 100 {
		t.Fatalf("%d stones near a mouth, %d not (%d only two steps out): the test proves little", yes, no, wide)
	}
}

// The padded-layout versions of plainShape and validMouth (padded.go)
// must give what the packed grid gives on every stone of random fights:
// the same points in the same order, the same verdict. The replay's filter
// trusts a "too big" and a "mouth" from them, and a "cannot grow" from
// mayGrowOn: without a stone it allows, the grid's search grows nothing.
func TestPaddedEqualsGrid(t *testing.T) {
	fits, not, valid, pruned, grown := 0, 0, 0, 0, 0
	onFightStones(t, 9, 400, 1, 19, func(game int, p board.Position, b *board.Board, g grid, i int) {
		w := p.W
		var buf [2 * maxMouthPoints]int
		var pbuf [maxMouthPoints]int
		mg, want := plainShape(g, i, buf[:0])
		mp, got := plainShapeOn(b, b.Index(i%w, i/w), pbuf[:0])
		if got != want {
			t.Fatalf("game %d (%d,%d): plainShapeOn %v, plainShape %v on\n%s", game, i%w, i/w, got, want, p)
		}
		if !want {
			not++
			return
		}
		fits++
		for k, q := range mp {
			if x, y := q%board.Stride-1, q/board.Stride-1; y*w+x != mg[k] {
				t.Fatalf("game %d (%d,%d): padded shape %v, grid shape %v", game, i%w, i/w, mp, mg)
			}
		}
		v := validMouth(g, mg)
		if vp := validMouthOn(b, mp); vp != v {
			t.Fatalf("game %d (%d,%d) shape %v: validMouthOn %v, validMouth %v on\n%s", game, i%w, i/w, mg, vp, v, p)
		}
		if v {
			valid++
		} else if anyValid(g, mg) {
			grown++
			if !mayGrowOn(b, mp) {
				t.Fatalf("game %d (%d,%d) shape %v: anyValid finds a grown mouth, mayGrowOn says no growth on\n%s", game, i%w, i/w, mg, p)
			}
		} else if !mayGrowOn(b, mp) {
			pruned++
		}
	})
	if fits < 100 || not < 100 || valid < 100 || pruned < 100 || grown < 20 {
		t.Fatalf("%d shapes fit (%d mouths, %d grow into one, %d pruned), %d do not: the test proves little", fits, valid, grown, pruned, not)
	}
	t.Logf("%d shapes fit (%d mouths, %d grow into one, %d pruned), %d do not", fits, valid, grown, pruned, not)
}

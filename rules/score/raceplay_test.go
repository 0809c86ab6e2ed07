package score

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// playRef is the race reader's play before it stopped growing a group
// once a liberty shows (growAlive), the reference it is tested against:
// it puts a stone of c at p: it returns the new position, ok false for
// a suicide, and won when the play captures a wall of the opponent.
func (r *raceReader) playRef(black, white uint32, p int, c board.Color) (b, w uint32, ok, won bool) {
	own, opp := black, white
	if c == board.White {
		own, opp = white, black
	}
	own |= 1 << p
	oc := c.Opponent()
	// the opponent's groups next to p: its stones and its walls there
	stones, walls := r.nb[p]&opp, r.wallsAt[p]&r.colour[oc]
	for stones != 0 || walls != 0 {
		var seedP uint32
		var seedW uint64
		if stones != 0 {
			seedP = stones & -stones
			if r.nb[bits.TrailingZeros32(seedP)]&^(own|opp) != 0 {
				stones &^= seedP // a liberty of its own: its group is not taken
				continue
			}
		} else {
			seedW = walls & -walls
			if seedW&r.free != 0 || r.walls[bits.TrailingZeros64(seedW)]&^(own|opp) != 0 {
				walls &^= seedW
				continue
			}
		}
		g, gw, libs := r.group(opp, own|opp, seedP, seedW, r.colour[oc])
		stones &^= g
		walls &^= gw
		if libs != 0 || gw&r.free != 0 {
			continue
		}
		if gw != 0 {
			return 0, 0, false, true
		}
		opp &^= g
	}
	if r.nb[p]&^(own|opp) == 0 { // no liberty next to p: is its group's last gone?
		if _, gw, libs := r.group(own, own|opp, 1<<p, 0, r.colour[c]); libs == 0 && gw&r.free == 0 {
			return 0, 0, false, false // suicide
		}
	}
	if c == board.White {
		return opp, own, true, false
	}
	return own, opp, true, false
}

// TestRaceSolveIsRefOnRandomAreas compares the race reader's search,
// whose plays stop growing a group once it shows a liberty (growAlive)
// and read each point's precomputed reach, with the reference (raceRef,
// plays by playRef, which grows every group whole), on random areas:
// random neighbours, walls of both colours (some free) beside random
// points, random stones, each colour to move, under limits small and
// large: the same outcome after the same nodes. It counts the plays the
// reference tried, to show captures, suicides and wins were met.
func TestRaceSolveIsRefOnRandomAreas(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 11))
	readings, unknown := 0, 0
	for range 4000 {
		r, black, white := randomRaceArea(rng, true)
		ref := &raceRef{r: r}
		for _, c := range [2]board.Color{board.Black, board.White} {
			limit := []int{1, 30, 300, 3000}[rng.IntN(4)]
			got, gotNodes := r.readFresh(black, white, c, limit)
			want, wantNodes := ref.read(black, white, c, limit)
			if got != want || gotNodes != wantNodes {
				t.Fatalf("area %x walls %x (colours %x, free %x), black %b white %b, %v to move, limit %d: outcome %d after %d nodes, the reference's %d after %d",
					r.nb[:r.n], r.walls, r.colour, r.free, black, white, c, limit, got, gotNodes, want, wantNodes)
			}
			readings++
			if got == raceUnknown {
				unknown++
			}
		}
	}
	if refPlays.captures == 0 || refPlays.suicides == 0 || refPlays.wins == 0 || unknown == 0 || unknown == readings {
		t.Fatalf("%d readings (%d unread), plays %+v: some case never met", readings, unknown, refPlays)
	}
	t.Logf("%d readings (%d unread), plays %+v", readings, unknown, refPlays)
}

// group, playRef's, grows the group of one colour from the area stones pts and the
// walls ws through that colour's stones (stones) and walls (cw): its
// area stones, its walls and its liberties (occupied: every stone). Each
// round looks only at what the last one added.
func (r *raceReader) group(stones, occupied, pts uint32, ws, cw uint64) (uint32, uint64, uint32) {
	var reach uint32
	newPts, newWalls := pts, ws
	for {
		var found uint64
		for e := newPts; e != 0; e &= e - 1 {
			i := bits.TrailingZeros32(e)
			found |= r.wallsAt[i]
			reach |= r.nb[i]
		}
		newWalls |= found & cw &^ ws
		ws |= newWalls
		for e := newWalls; e != 0; e &= e - 1 {
			reach |= r.walls[bits.TrailingZeros64(e)]
		}
		more := reach & stones &^ pts
		if more == 0 {
			return pts, ws, reach &^ occupied
		}
		pts |= more
		newPts, newWalls = more, 0
	}
}

// randomRaceArea makes a random area of 2 to 11 points (or, when full,
// one time in twenty, of maxRacePoints: the top bit is a point too),
// each pair of points neighbours one time in four, up to four walls
// (each of a random colour, free one time in three, beside each point
// one time in three), and random black and white stones on it.
func randomRaceArea(rng *rand.Rand, full bool) (r *raceReader, black, white uint32) {
	r = &raceReader{n: 2 + rng.IntN(10)}
	if full && rng.IntN(20) == 0 {
		r.n = maxRacePoints
	}
	for i := range r.n {
		for j := i + 1; j < r.n; j++ {
			if rng.IntN(4) == 0 {
				r.nb[i] |= 1 << j
				r.nb[j] |= 1 << i
			}
		}
	}
	for w := range rng.IntN(5) {
		r.walls = append(r.walls, 0)
		r.colour[1+rng.IntN(2)] |= 1 << w
		if rng.IntN(3) == 0 {
			r.free |= 1 << w
		}
		for i := range r.n {
			if rng.IntN(3) == 0 {
				r.walls[w] |= 1 << i
				r.wallsAt[i] |= 1 << w
			}
		}
	}
	for i := range r.n {
		switch rng.IntN(3) {
		case 1:
			black |= 1 << i
		case 2:
			white |= 1 << i
		}
	}
	return r, black, white
}

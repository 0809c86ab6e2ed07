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

// TestRacePlayIsPlayRef compares the race reader's play, which
// stops growing a group once it shows a liberty (growAlive), with the
// reference that grows it whole, on random areas: random
// neighbours, walls of both colours (some free) beside random points,
// random stones, every empty point played by both colours.
func TestRacePlayIsPlayRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 11))
	plays, captures, suicides, wins := 0, 0, 0, 0
	for range 20000 {
		r := &raceReader{n: 2 + rng.IntN(14)}
		if rng.IntN(10) == 0 {
			r.n = maxRacePoints // the top bit is a point too
		}
		for i := range r.n {
			for j := i + 1; j < r.n; j++ {
				if rng.IntN(4) == 0 {
					r.nb[i] |= 1 << j
					r.nb[j] |= 1 << i
				}
			}
		}
		nw := rng.IntN(5)
		for w := range nw {
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
		var black, white uint32
		for i := range r.n {
			switch rng.IntN(3) {
			case 1:
				black |= 1 << i
			case 2:
				white |= 1 << i
			}
		}
		r.prepare()
		empty := (uint32(1)<<r.n - 1) &^ (black | white)
		for e := empty; e != 0; e &= e - 1 {
			p := bits.TrailingZeros32(e)
			for _, c := range [2]board.Color{board.Black, board.White} {
				own, opp := black, white
				if c == board.White {
					own, opp = white, black
				}
				b, w, ok, won := r.play(own, opp, p, c)
				if c == board.White {
					b, w = w, b
				}
				rb, rw, rok, rwon := r.playRef(black, white, p, c)
				if b != rb || w != rw || ok != rok || won != rwon {
					t.Fatalf("area %+v, black %b white %b, %v at %d: got %b %b %v %v, want %b %b %v %v",
						r.nb[:r.n], black, white, c, p, b, w, ok, won, rb, rw, rok, rwon)
				}
				plays++
				switch {
				case won:
					wins++
				case !ok:
					suicides++
				case b|w != black|white|1<<p:
					captures++
				}
			}
		}
	}
	if captures == 0 || suicides == 0 || wins == 0 {
		t.Fatalf("%d plays: %d captures, %d suicides, %d wins: some case never tried", plays, captures, suicides, wins)
	}
	t.Logf("%d plays: %d captures, %d suicides, %d wins", plays, captures, suicides, wins)
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

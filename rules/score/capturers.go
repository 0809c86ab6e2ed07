package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// Whether the stones that capture a chain keep it (J89 Art. 7-1: "stones
// are alive if they cannot be captured by the opponent, or if capturing
// them would enable a new stone to be played that the opponent could not
// capture"). The analysis finds a chain counted alive in atari whose
// owner cannot fill its last liberty (teire.go): the opponent can take
// it. That makes it dead only when the capturing stones then live; when
// they are themselves dead stones that its owner captures in turn, the
// owner plays again where the chain was and the chain was alive (KGS's
// TheGNUGo-JVD: White's A3-A2 among Black's dead A4-B4, B2-C2-C3).
//
// capturersLive reads it on the board after the capture, the owner to
// move: the owner wins by capturing the capturing stone (with the chain
// it belongs to); the capturers win otherwise (passing is theirs; the
// owner never gains by passing, the capturers could pass back). Both
// play only on the fight's points (captureZone): the liberties of the
// capturing chain, of the capturers' chains next to them, and of the
// owner's chains next to those in atari or short of two liberties
// (capturing them is how the capturers gain space), with the capturers'
// chains next to those in turn. No play repeats a position of the line
// (positional superko along it, as the eye reader reads). The answer
// errs towards the capturers, which keeps the doubt: a reading out of
// nodes or over too many points, capturers that reach a stone counted
// alive, and a capture of the capturing stone that is a ko (the owner's
// single stone left in atari after taking a single stone) are no win for
// the owner; only a play of the capturers outside the zone, which the
// zone's definition takes to be of no help, is assumed away.

const (
	maxCaptureNodes = 20000 // positions searched per capture, at most
	maxCaptureZone  = 16    // fight points, at most
	maxCaptureDepth = 21    // plies, the owner's capture the last
)

// capturersLive reports whether the opponent of the chain through i
// (in atari on a.orig, its last liberty at) keeps the stones that capture
// it, or whether that is not known.
func (a *analysis) capturersLive(i int, at int32) bool {
	c := a.orig[i]
	if c == board.Empty {
		return true
	}
	r := captureRead{g: a.g, orig: a.orig, dead: a.dead, owner: c, at: at,
		b: slices.Clone(a.orig), mark: make([]uint32, len(a.orig)),
		memo: map[string]captureMemo{}, line: map[string]bool{}}
	if ok, took := r.play(at, c.Opponent()); !ok || took == 0 {
		return true
	}
	r.line[r.board()] = true
	out := outAttacker
	for depth := 1; depth <= maxCaptureDepth && out != outOwner && r.nodes <= maxCaptureNodes; depth += 2 {
		out, _ = r.solve(true, depth)
	}
	return out != outOwner
}

// captureRead is the search of capturersLive: a board of its own.
type captureRead struct {
	g     *geom
	b     []board.Color
	orig  []board.Color // the position as played
	dead  []bool        // the marking: a stone counted dead
	owner board.Color
	at    int32 // the capturing stone
	nodes int
	memo  map[string]captureMemo
	line  map[string]bool
	mark  []uint32
	gen   uint32
}

// Outcomes are the eye reader's: outOwner when the owner captures the
// capturing stone, outAttacker when the capturers keep it.

// solve returns the outcome with the owner (ownerToMove) or the
// capturers to play, the owner to capture within depth plies; cyc
// reports that it depends on the line (a play was refused as a
// repetition), so that it is not remembered. The capturers' outcomes
// are remembered with the depth they were read to: the owner may win
// deeper.
func (r *captureRead) solve(ownerToMove bool, depth int) (out uint8, cyc bool) {
	key := r.key(ownerToMove)
	if v, ok := r.memo[key]; ok && (v.out == outOwner || v.depth >= depth) {
		return v.out, false
	}
	r.nodes++
	if r.nodes > maxCaptureNodes {
		return outUnknown, true
	}
	zone, ok := r.captureZone()
	if !ok {
		return outAttacker, false
	}
	// Each of the owner's plays takes one liberty of the capturing chain
	// at most: too few plies left, the capturers hold (for now).
	if libs, _ := r.liberties(r.at); 2*len(libs)-1 > depth+b2i(!ownerToMove) {
		return outAttacker, false
	}
	mine, theirs := outAttacker, outOwner
	if ownerToMove {
		mine, theirs = outOwner, outAttacker
	}
	best := theirs
	saved := slices.Clone(r.b)
	c := r.owner
	if !ownerToMove {
		c = c.Opponent()
	}
	for _, p := range r.order(zone, ownerToMove) {
		if best == mine {
			break
		}
		ok, took := r.play(p, c)
		var v uint8
		switch {
		case !ok:
			copy(r.b, saved)
			continue
		case ownerToMove && r.b[r.at] == board.Empty:
			if took == 1 && r.singleInAtari(p) {
				copy(r.b, saved)
				continue // a ko: the capturers retake
			}
			v = outOwner
		default:
			k := r.board()
			if r.line[k] {
				cyc = true // positional superko along the line
				copy(r.b, saved)
				continue
			}
			r.line[k] = true
			var cy bool
			v, cy = r.solve(!ownerToMove, depth-1)
			delete(r.line, k)
			cyc = cyc || cy
		}
		copy(r.b, saved)
		best = better(best, v, mine)
	}
	if !ownerToMove && best != mine { // the capturers pass
		v, cy := r.solve(true, depth-1)
		cyc = cyc || cy
		best = better(best, v, mine)
	}
	if !cyc && best != outUnknown {
		r.memo[key] = captureMemo{best, depth}
	}
	return best, cyc
}

// order puts first the liberties of the capturing chain, the owner's
// plays there and the capturers' everywhere: they decide most fights.
func (r *captureRead) order(zone []int32, ownerToMove bool) []int32 {
	libs, _ := r.liberties(r.at)
	out := make([]int32, 0, len(zone))
	for _, p := range zone {
		if slices.Contains(libs, p) {
			out = append(out, p)
		}
	}
	for _, p := range zone {
		if !slices.Contains(libs, p) {
			out = append(out, p)
		}
	}
	return out
}

type captureMemo struct {
	out   uint8
	depth int
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// board is the position alone, the line's key.
func (r *captureRead) board() string {
	k := make([]byte, len(r.b))
	for i, c := range r.b {
		k[i] = byte(c)
	}
	return string(k)
}

// key is the position and the side to move, the memo's.
func (r *captureRead) key(ownerToMove bool) string {
	k := make([]byte, len(r.b)+1)
	for i, c := range r.b {
		k[i] = byte(c)
	}
	if ownerToMove {
		k[len(r.b)] = 1
	}
	return string(k)
}

// captureZone lists the points both sides play on (see above), in board
// order; ok is false when the capturers reach a stone counted alive or
// the zone is too big to read (the capturers live, as far as is known).
func (r *captureRead) captureZone() (zone []int32, ok bool) {
	opp := r.owner.Opponent()
	gen := r.nextGen()
	var chains []int32 // a stone of each of the capturers' chains in the fight
	add := func(q int32) {
		if r.mark[q] != gen {
			r.mark[q] = gen
			chains = append(chains, q)
		}
	}
	var stones []int32
	add(r.at)
	for h := 0; h < len(chains); h++ {
		stones = r.chain(chains[h], stones[:0])
		for _, s := range stones {
			r.mark[s] = gen
			if r.orig[s] == opp && !r.dead[s] {
				return nil, false // joined to stones counted alive
			}
		}
		for _, s := range stones {
			for _, q := range r.g.neighbours(int(s)) {
				switch {
				case q < 0 || r.mark[q] == gen && r.b[q] != board.Empty:
				case r.b[q] == board.Empty:
					if !slices.Contains(zone, q) {
						zone = append(zone, q)
					}
					for _, n := range r.g.neighbours(int(q)) {
						if n >= 0 && r.b[n] == opp {
							add(n)
						}
					}
				case r.b[q] == r.owner:
					libs, ownerChain := r.liberties(q)
					if len(libs) > 2 {
						continue
					}
					for _, l := range libs {
						if !slices.Contains(zone, l) {
							zone = append(zone, l)
						}
					}
					for _, o := range ownerChain {
						for _, n := range r.g.neighbours(int(o)) {
							if n >= 0 && r.b[n] == opp {
								add(n)
							}
						}
					}
				}
			}
		}
		if len(zone) > maxCaptureZone {
			return nil, false
		}
	}
	slices.Sort(zone)
	return zone, true
}

// play puts a stone of c at p and takes what it captures; ok is false
// for an occupied point or a suicide, took counts the stones taken.
func (r *captureRead) play(p int32, c board.Color) (ok bool, took int) {
	if r.b[p] != board.Empty {
		return false, 0
	}
	r.b[p] = c
	for _, q := range r.g.neighbours(int(p)) {
		if q >= 0 && r.b[q] == c.Opponent() {
			if libs, stones := r.liberties(q); len(libs) == 0 {
				for _, s := range stones {
					r.b[s] = board.Empty
				}
				took += len(stones)
			}
		}
	}
	if libs, _ := r.liberties(p); len(libs) == 0 {
		return false, 0 // the caller restores the board
	}
	return true, took
}

// singleInAtari reports whether the stone at p is a chain of one with one
// liberty.
func (r *captureRead) singleInAtari(p int32) bool {
	libs, stones := r.liberties(p)
	return len(stones) == 1 && len(libs) == 1
}

// chain appends the stones of the chain through p to dst.
func (r *captureRead) chain(p int32, dst []int32) []int32 {
	_, stones := r.liberties(p)
	return append(dst, stones...)
}

// liberties returns the liberties and the stones of the chain through p
// (fresh memory).
func (r *captureRead) liberties(p int32) (libs, stones []int32) {
	c := r.b[p]
	seen := map[int32]bool{p: true}
	stones = []int32{p}
	for h := 0; h < len(stones); h++ {
		for _, q := range r.g.neighbours(int(stones[h])) {
			if q < 0 || seen[q] {
				continue
			}
			switch r.b[q] {
			case board.Empty:
				seen[q] = true
				libs = append(libs, q)
			case c:
				seen[q] = true
				stones = append(stones, q)
			}
		}
	}
	return libs, stones
}

func (r *captureRead) nextGen() uint32 { return bumpGen(&r.gen, r.mark) }

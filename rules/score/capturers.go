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
// owner's chains next to those with at most two liberties (capturing
// them is how the capturers gain space), with the capturers' chains next
// to those in turn. No play repeats a position of the line (positional
// superko along it, as the eye reader reads). The search deepens by two
// plies at a time (the owner's capture the last ply); positions are
// remembered by their Zobrist hash, the capturers' outcomes with the
// depth they were read to. The answer
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
	n := len(a.orig)
	r := captureRead{g: a.g, orig: a.orig, dead: a.dead, owner: c, at: at,
		b: make([]board.Color, n), mark: make([]uint32, n), lmark: make([]uint32, n),
		zob: make([]uint64, 2*n), memo: map[uint64]captureMemo{}, line: map[uint64]bool{}}
	seed := uint64(0x9e3779b97f4a7c15)
	for k := range r.zob { // splitmix64: fixed keys, the same every run
		seed += 0x9e3779b97f4a7c15
		z := (seed ^ seed>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		r.zob[k] = z ^ z>>31
	}
	for k, col := range a.orig {
		r.set(int32(k), col)
	}
	if ok, took := r.play(at, c.Opponent()); !ok || took == 0 {
		return true
	}
	r.line[r.hash] = true
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
	memo  map[uint64]captureMemo // by position and side to move
	line  map[uint64]bool        // by position
	hash  uint64                 // Zobrist's, of b
	zob   []uint64               // per point, a key for each colour
	taken []int32                // the stones play took, for undo
	mark  []uint32               // captureZone's marks
	gen   uint32
	lmark []uint32 // liberties' marks
	lgen  uint32
	// liberties' and captureZone's scratch
	stones, libs, chains, chainStones []int32
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
	key := r.hash
	if ownerToMove {
		key = ^key
	}
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
	if libs, _ := r.liberties(r.at, 0); 2*len(libs)-1 > depth+b2i(!ownerToMove) {
		return outAttacker, false
	}
	mine, theirs := outAttacker, outOwner
	if ownerToMove {
		mine, theirs = outOwner, outAttacker
	}
	best := theirs
	c := r.owner
	if !ownerToMove {
		c = c.Opponent()
	}
	for _, p := range r.order(zone) {
		if best == mine {
			break
		}
		if r.b[p] != board.Empty {
			continue
		}
		undo := len(r.taken)
		ok, took := r.play(p, c)
		var v uint8
		switch {
		case !ok:
			r.undo(p, undo)
			continue
		case ownerToMove && r.b[r.at] == board.Empty:
			if took == 1 && r.singleInAtari(p) {
				r.undo(p, undo)
				continue // a ko: the capturers retake
			}
			v = outOwner
		default:
			k := r.hash
			if r.line[k] {
				cyc = true // positional superko along the line
				r.undo(p, undo)
				continue
			}
			r.line[k] = true
			var cy bool
			v, cy = r.solve(!ownerToMove, depth-1)
			delete(r.line, k)
			cyc = cyc || cy
		}
		r.undo(p, undo)
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

// order puts first, in place, the liberties of the capturing chain, the
// owner's plays there and the capturers' everywhere: they decide most
// fights.
func (r *captureRead) order(zone []int32) []int32 {
	libs, _ := r.liberties(r.at, 0)
	k := 0
	for i, p := range zone {
		if slices.Contains(libs, p) {
			copy(zone[k+1:i+1], zone[k:i])
			zone[k] = p
			k++
		}
	}
	return zone
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

// set puts c (or nothing) at p, keeping the hash.
func (r *captureRead) set(p int32, c board.Color) {
	if old := r.b[p]; old != board.Empty {
		r.hash ^= r.zob[2*p+int32(old)-1]
	}
	r.b[p] = c
	if c != board.Empty {
		r.hash ^= r.zob[2*p+int32(c)-1]
	}
}

// undo takes back the play at p, whose captures are r.taken[from:].
func (r *captureRead) undo(p int32, from int) {
	c := r.b[p]
	r.set(p, board.Empty)
	for _, s := range r.taken[from:] {
		r.set(s, c.Opponent())
	}
	r.taken = r.taken[:from]
}

// captureZone lists the points both sides play on (see above), in board
// order; ok is false when the capturers reach a stone counted alive or
// the zone is too big to read (the capturers live, as far as is known).
func (r *captureRead) captureZone() (zone []int32, ok bool) {
	opp := r.owner.Opponent()
	gen := r.nextGen()
	chains := r.chains[:0] // a stone of each of the capturers' chains in the fight
	add := func(q int32) {
		if r.mark[q] != gen {
			r.mark[q] = gen
			chains = append(chains, q)
		}
	}
	stones := r.chainStones[:0]
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
					libs, ownerChain := r.liberties(q, 3)
					if len(libs) > 2 {
						for _, o := range ownerChain {
							r.mark[o] = gen
						}
						continue
					}
					for _, l := range libs {
						if !slices.Contains(zone, l) {
							zone = append(zone, l)
						}
					}
					for _, o := range ownerChain {
						r.mark[o] = gen // read once
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
			r.chains, r.chainStones = chains, stones
			return nil, false
		}
	}
	r.chains, r.chainStones = chains, stones
	slices.Sort(zone)
	return zone, true
}

// play puts a stone of c at p and takes what it captures; ok is false
// for an occupied point or a suicide, took counts the stones taken.
func (r *captureRead) play(p int32, c board.Color) (ok bool, took int) {
	if r.b[p] != board.Empty {
		return false, 0
	}
	r.set(p, c)
	for _, q := range r.g.neighbours(int(p)) {
		if q >= 0 && r.b[q] == c.Opponent() {
			if libs, stones := r.liberties(q, 1); len(libs) == 0 {
				for _, s := range stones {
					r.set(s, board.Empty)
				}
				r.taken = append(r.taken, stones...)
				took += len(stones)
			}
		}
	}
	if libs, _ := r.liberties(p, 1); len(libs) == 0 {
		return false, 0 // a suicide: the caller undoes it
	}
	return true, took
}

// singleInAtari reports whether the stone at p is a chain of one with one
// liberty.
func (r *captureRead) singleInAtari(p int32) bool {
	libs, stones := r.liberties(p, 2)
	return len(stones) == 1 && len(libs) == 1
}

// chain appends the stones of the chain through p to dst.
func (r *captureRead) chain(p int32, dst []int32) []int32 {
	_, stones := r.liberties(p, 0)
	return append(dst, stones...)
}

// liberties returns the liberties and the stones of the chain through p,
// in scratch memory that the next call reuses; with a limit above 0 it
// stops at that many liberties (the stones are then not all listed).
func (r *captureRead) liberties(p int32, limit int) (libs, stones []int32) {
	gen := bumpGen(&r.lgen, r.lmark)
	c := r.b[p]
	stones = append(r.stones[:0], p)
	libs = r.libs[:0]
	r.lmark[p] = gen
	for h := 0; h < len(stones); h++ {
		for _, q := range r.g.neighbours(int(stones[h])) {
			if q < 0 || r.lmark[q] == gen {
				continue
			}
			switch r.b[q] {
			case board.Empty:
				r.lmark[q] = gen
				libs = append(libs, q)
				if len(libs) == limit {
					r.stones, r.libs = stones, libs
					return libs, stones
				}
			case c:
				r.lmark[q] = gen
				stones = append(stones, q)
			}
		}
	}
	r.stones, r.libs = stones, libs
	return libs, stones
}

func (r *captureRead) nextGen() uint32 { return bumpGen(&r.gen, r.mark) }

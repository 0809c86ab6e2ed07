package score

import (
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// Points that must be filled (teire; RULES.md §5.10 "territory touching
// an own stone in atari"; J89 Art. 8-9 and the commentary's points to
// fill). Territory counts the position as it would stand at the true end
// of the game, when the dame are filled and every chain that would be
// left in atari has been defended: a point its owner must fill is no
// territory. The scorer plays this out on each closed board (the dame
// filled Black first, and White first), with the dead stones still on
// it: while a living chain is in atari on a point of its own territory,
// its owner fills that point, capturing whatever the fill takes. This
// finds the false eye (a chain cut off by the opponent's stones on its
// diagonals, left with the eye as its last liberty once the dame are
// filled), the eye whose chains fall into atari once the dame are filled,
// and the throw-in: a dead stone that takes a chain's liberty must be
// captured (the capturing stone fills a point) and its point then filled
// when the chain is still short, two points where the marking alone
// shows none. A point counts as owed when both fillings owe it: which
// dame a player fills is his choice, and an atari that only one order
// makes can be avoided. A chain in atari whose owner cannot fill its last
// liberty (the fill would be a suicide) can be captured: the marking
// that counts it alive cannot be right (doubts).

// owe plays out both closed boards once per position (see above): a.owed
// marks the points owed on each (bit 1<<k), a.owedAt lists those owed on
// both, a.lost marks the living stones that the filling takes or that
// cannot be saved, and a.played[k] keeps each played-out board for
// lifeGraph. With no dame to fill the two boards are one.
func (a *analysis) owe() {
	if a.owedOK {
		return
	}
	a.owedOK = true
	a.graphOK = [2]bool{}
	for _, p := range a.owedAt {
		a.owed[p] = 0
	}
	a.owedAt = a.owedAt[:0]
	a.touched = a.touched[:0]
	if a.lostMarks > 0 { // the previous position's marks
		clear(a.lost)
	}
	a.lostMarks = 0
	for k := range a.boards() {
		bit := uint8(1) << k
		a.playOut(a.closed(k), board.Empty, bit, true, false, a.lost)
		copy(a.played[k], a.work)
	}
	// Nothing owed, nothing lost: the played boards are the position with
	// dame filled, whose fills can only join chains (quickGroups).
	a.plain = len(a.touched) == 0 && a.lostMarks == 0
	a.standsOK = false
	if !lazyStands {
		a.oweStands()
	}
	if a.boards() == 1 { // one board: both orders alike
		if a.lostMarks > 0 {
			for i, l := range a.lost {
				a.lost[i] = l | (l&1)<<1
			}
		}
		for _, p := range a.touched {
			a.owed[p] |= a.owed[p] << 1
		}
	}
	for _, p := range a.touched {
		if a.owed[p] == 3 {
			a.owedAt = append(a.owedAt, p)
		} else {
			a.owed[p] = 0
		}
	}
}

// lostAsItStands marks in a.lost the stones that cannot be saved in the
// position as it stands (bits 1 and 2 are the closed boards').
const lostAsItStands uint8 = 4

// oweStands is owe with the position as it stands played out too, for
// the doubts (lostAsItStands): the closed board when there is no dame to
// fill. Only the doubts read it (markingDoubts, filledDoubts: a.lost's
// bit lostAsItStands, and a.lost's marks whatever their bit), so owe
// leaves it to them (lazyStands): the result check's chain toggles and
// dame variants, which read no doubt, never play it out.
//
// Exact: the play-out writes only bit lostAsItStands of a.lost and the
// count a.lostMarks (no owed point: record is off), and reads what owe's
// position fixed (a.orig, the labels, the dead stones, a.koSeki), none of
// which changes before the next position's owe (which plays it out
// afresh, standsOK). Its other writes are scratch that every reader
// writes before it reads: a.work (copied from a board by every
// play-out, fill and ko reading), the walks' stamps (bumped first). The
// copy of bit 1 to bit 2 on one closed board, owe's next step, reads
// bit 1 only; a.lostMarks then counts the closed boards' marks alone,
// and that copy is a no-op unless they made some. TestLazyStandsIsExact.
func (a *analysis) oweStands() {
	a.owe()
	if a.standsOK {
		return
	}
	a.standsOK = true
	if len(a.neutral) > 0 {
		a.playOut(a.orig, board.Empty, lostAsItStands, false, true, a.lost)
	} else if a.lostMarks > 0 {
		for i, l := range a.lost {
			a.lost[i] = l | (l&1)<<2
		}
	}
}

// lazyStands leaves the play-out of the position as it stands to the
// doubts (oweStands); a package variable so that a test can compare.
var lazyStands = true

// boards is the number of distinct closed boards: 2, or 1 when there is
// no dame to fill (or none is filled, under dameAsSeki) or when both
// orders fill alike.
func (a *analysis) boards() int {
	if len(a.neutral) == 0 || a.dameAsSeki {
		return 1
	}
	if a.sameClosed == 0 {
		a.sameClosed = 2
		if sameStones(a.closed(closedBlackFirst), a.closed(closedWhiteFirst)) {
			a.sameClosed = 1
		}
	}
	return int(a.sameClosed)
}

// lifeGraph returns the eyeGraph of played-out board k, built and
// settled once per position.
func (a *analysis) lifeGraph(k int) *eyeGraph {
	a.owe()
	k = min(k, a.boards()-1)
	g := &a.graphs[k]
	if !a.graphOK[k] {
		g.build(a, a.played[k], a.lost, uint8(1)<<k)
		g.settle(a)
		a.graphOK[k] = true
	}
	return g
}

// playOut copies board b into a.work and plays out the fills owed there
// (see above): owed points are marked with bit in a.owed when record is
// set, stones that cannot be saved with bit in lost. When hypo is a
// colour, it first occupies the candidate shared liberties (a.seki) and
// takes what they capture: the board on which the other colour's groups
// must live on their own. With escapes, a chain in atari on a neutral
// point is lost too when extending there leaves it short of liberties
// and the opponent's capture is no snapback (the position as it stands,
// for doubts).
func (a *analysis) playOut(b []board.Color, hypo board.Color, bit uint8, record, escapes bool, lost []uint8) {
	if checkPlayOut != nil && !a.checking {
		a.checking = true
		checkPlayOut(a, b, hypo, bit, record, escapes, lost)
		a.checking = false
		return
	}
	copy(a.work, b)
	queue := a.queue[:0]
	taken := a.hypoTaken[:0]
	if hypo != board.Empty {
		for _, n := range a.neutral {
			if a.seki[n] && a.work[n] == board.Empty {
				a.work[n] = hypo
			}
		}
		for _, n := range a.neutral {
			if a.seki[n] && a.work[n] == hypo {
				taken = append(taken, a.takeAround(int(n), hypo)...)
			}
		}
	}
	a.hypoTaken = taken
	// The chains that can be short of liberties: those short on the board
	// without dead stones (label), and those next to a point where the
	// board differs from it (a dead stone, a filled dame, a capture).
	// Each stone is queued once (a.visit, queued): a second entry of a
	// stone in one pass is a no-op, its first having walked it (a.visit),
	// stamped its chain (a.answered) or passed it for what a pass does
	// not change (empty, dead); the board a pass reads changes only after
	// its walks, the tests in atari putting back what they play.
	queued := a.nextVisit()
	for _, list := range [3][]int32{a.removed, a.neutral, taken} {
		for _, i := range list {
			w, c := a.work[i], a.col[i]
			if c != board.Empty && w == board.Empty {
				lost[i] |= bit // taken by the filling
				a.lostMarks++
			}
			if w == c {
				continue
			}
			for _, q := range a.g.neighbours(int(i)) {
				if q >= 0 && a.work[q] != board.Empty && !a.deadStands(q) && a.visit[q] != queued {
					if queueOnce {
						a.visit[q] = queued
					}
					queue = append(queue, q)
				}
			}
		}
	}
	for _, r := range a.roots {
		if !a.multi[r] && a.lib[r] >= 0 {
			if q := a.g.unpad(r); a.visit[q] != queued {
				if queueOnce {
					a.visit[q] = queued
				}
				queue = append(queue, q)
			}
		}
	}
	// Passes until a pass fills nothing. Each pass decides on the board as
	// it stands at its start, for every candidate chain (the first ones
	// and the stones next to the fills so far: a fill can put another
	// chain in atari), then plays the fills it decided all at once: the
	// answer does not hang on the order of the candidates.
	if len(a.libEdges) != len(a.answered) {
		a.libEdges = make([][2]int32, len(a.answered))
	}
	chain := a.chain[:0]
	next := a.next[:0]
	held := a.held[:0] // worklist: the entries of this pass's chains in atari held by the board (see laterWorklist)
	col, pad, parent, answered := a.col, a.g.pad, a.parent, a.answered
	for base, more := len(queue), true; more; {
		more = false
		if laterWorklist {
			next, held = next[:0], held[:0]
		}
		gen := a.nextVisit()
		ans := bumpGen(&a.agen, a.answered)
		fills := a.fills[:0]
		for _, q := range queue {
			c := a.work[q]
			if c == board.Empty || a.deadStands(q) || a.visit[q] == gen {
				continue
			}
			r := int32(-1) // the root of a chain of label in q's chain, when known
			if c == col[q] {
				r = parent[pad[q]]
			} else if knownLibs {
				r = a.labelBeside(q, c) // q played since label (a dame, a fill)
			}
			skip := r >= 0 && answered[r] == ans
			if skip {
				if countWalksSkipped {
					walksSkipped.Add(1)
				}
				if skipAnswered {
					continue // passed by: a walk of its chain said so this pass
				}
			}
			if r >= 0 && knownLibs && a.knownPassedBy(r, c, escapes) {
				if checkKnownLibs != nil {
					checkKnownLibs(a, q, escapes)
				}
				answered[r] = ans
				continue // passed by: two liberties a walk found still hold
			}
			var libs, open int
			var last int32
			if checkWalk == nil {
				chain, libs, open, last = a.walkChain(q, r, chain[:0], gen, escapes)
			} else {
				chain, libs, open, last = checkWalk(a, q, r, chain[:0], gen, escapes)
			}
			if libs == 2 {
				if r >= 0 { // its chain of label is answered (skipAnswered)
					answered[r] = ans
				}
			} else if skip {
				wrongSkips.Add(1) // only with skipAnswered off: the test reads it
			}
			if libs != 1 || a.region[last] < 0 || a.isKoSekiPoint(last) {
				continue // not in atari, or on a point where a stone was taken in the filling
			}
			owner := a.regs[a.region[last]].owner()
			if laterWorklist && (owner == c || escapes && owner == board.Empty) {
				held = append(held, q) // what follows reads the board beyond the chain
			}
			if owner != c {
				if escapes && owner == board.Empty && !a.escapes(last, c) && !a.recaptured(last, c) {
					for _, p := range chain {
						lost[p] |= bit
					}
					a.lostMarks++
				}
				continue // on a point that is no one's (seki, dame)
			}
			if open > 1 && a.recaptured(last, c) {
				// In atari only for the dead stones around it, and the
				// opponent's capture there is answered by a recapture:
				// the chain is alive as it stands (J89 Art. 7: stones are
				// alive if capturing them lets their owner play a stone
				// that cannot be taken). No fill is owed.
				continue
			}
			a.work[last] = c
			took := a.takeAround(int(last), c)
			suicide := a.libertiesAtMost(int(last), -1, 1) == 0
			connect := !suicide && open > 1 && a.connectAfter(last, took)
			a.work[last] = board.Empty
			for _, p := range took {
				a.work[p] = c.Opponent()
			}
			switch {
			case suicide: // the chain is lost
				for _, p := range chain {
					lost[p] |= bit
				}
				a.lostMarks++
				if record && open == 1 {
					// In atari without the dead stones too: its last
					// liberty is no territory either (RULES.md §5.10:
					// a region touching an own stone in atari).
					a.owe1(last, bit)
				}
			case open > 1 && !connect:
				// In atari only for the dead stones around it: with them
				// off, as marked, the chain is not short. A throw-in is
				// another matter: in atari on the same point, it must be
				// taken, and when the chain is then left in atari on the
				// throw-in's point, that point must be filled too (the
				// next pass owes it): capture, then connect, two points.
			default:
				fills = append(fills, last)
			}
		}
		for _, p := range fills {
			c := a.regs[a.region[p]].owner()
			if a.work[p] != board.Empty {
				continue // two chains in atari on one point
			}
			a.work[p] = c
			took := a.takeAround(int(p), c)
			if record {
				a.owe1(p, bit)
			}
			more = true
			for _, t := range append(took, p) {
				for _, n := range a.g.neighbours(int(t)) {
					if n >= 0 && a.work[n] != board.Empty {
						next = append(next, n)
					}
				}
			}
		}
		a.fills = fills
		if laterWorklist {
			queue = append(append(queue[:0], held...), next...)
		} else {
			queue = append(queue[:base], next...)
		}
	}
	a.queue, a.chain, a.next, a.held = queue, chain, next, held
}

// laterWorklist lets playOut's later passes read only the chains whose
// answer may have changed since the pass before (a package variable so
// that a test can compare with it off, when each later pass reads the
// first pass's queue again with every stone beside a fill so far).
//
// Exact. The answers of a pass do not hang on the order it reads its
// chains in (each reads the board as the pass starts; the tests in atari
// put back what they play), so a pass is the set of its answers: the
// fills it plays (a set: a second chain in atari on a filled point fills
// nothing), the lost marks and owed points it makes (bits: marking twice
// is marking once; owe reads a.touched as a set, and a.lostMarks only
// against zero, and a mark made once stays made). The fills played from
// one set leave one board whatever their order: each fills an empty
// point, and what a fill of c takes is the opponent's chains left with
// no liberty, which a capture by c elsewhere cannot give a liberty to
// (a point it empties beside such a chain would have been a stone of
// it). So a later pass needs to read only the chains whose answer may
// differ from the last one they were given, reading the others gives
// what they gave, and only a reading of the board beyond the chain has
// an effect beside the passed-by answer:
//
//   - A chain's walk (libs, open, last) reads its stones and their
//     neighbours only; what playOut does when it is not in atari, or in
//     atari on a point where a stone was taken, a ko point of a
//     double-ko seki, or a region that is not c's (neutral without
//     escapes), reads nothing else that changes within the play-out
//     (a.region, a.regs, a.koSeki): nothing, each time. A chain no fill
//     or capture came beside keeps its stones and neighbours, so its
//     answer. A chain that one came beside holds a stone listed in next
//     as the fills were played: a stone beside a changed point, or, for
//     a chain holding a fill, the stones of c beside the fill, which it
//     joined (the chain in atari). So the chains holding a stone of
//     this pass's next hold every chain whose walk may change.
//   - The other chains in atari (on a point of c's region, or a neutral
//     one with escapes) read the board around their liberty
//     (recaptured, takeAround, libertiesAtMost, connectAfter, escapes):
//     their entries (held) are read again in the next pass, whatever
//     changed.
//
// A chain in the full queue of a later pass that is neither kept the
// answer it had when last read: passed by, no effect. Every chain the
// worklist reads has an entry in the full queue (held entries are queue
// entries; next's are appended to it). TestLaterWorklist compares the
// play-outs of real positions with it on and off.
var laterWorklist = true

// checkPlayOut is nil but in the test mode (CheckLaterWorklist), where
// it makes each play-out twice from the same state, with laterWorklist
// off and on, and compares what they leave.
var checkPlayOut func(a *analysis, b []board.Color, hypo board.Color, bit uint8, record, escapes bool, lost []uint8)

// walkChain lists the chain through q on a.work, marking its stones with
// gen in a.visit, and counts its liberties (last is one of them) and its
// liberties with the opponent's dead stones taken off (open). Stones
// counted dead are no part of a living chain, even of their colour (a
// stone played on a captured dead stone's point is: deadStands). It
// stops once playOut's question is answered, reporting libs 2: at the
// second liberty (the chain is not in atari), and with walkStopEarly at
// the first when playOut passes by a chain in atari there whatever else
// it has (a point where a stone was taken in the filling, a ko point of
// a double-ko seki, a region of the opponent's, or without escapes a
// neutral one).
// Another stone of it may start another walk: from any stone the answer
// is the same (one liberty: it is the one found first; two: passed by).
// A stone's four neighbours are read as one array (one bounds check) and
// a neighbour's colour once (deadStands written out on it): about −2 M
// instructions on the audit against walkChainRef (walkchain_ref_test.go).
func (a *analysis) walkChain(q, r int32, dst []int32, gen uint32, escapes bool) (stones []int32, libs, open int, last int32) {
	c := a.work[q]
	lg := a.nextGen() // this walk's marks: stones and liberties
	a.mark[q], a.visit[q] = lg, gen
	dst = append(dst, q)
	last = -1
	nbr := a.g.nbr
	first := int32(-1) // the first liberty's edge from a stone of r's chain
	for h := 0; h < len(dst); h++ {
		j := dst[h]
		for t, k := range (*[4]int32)(nbr[4*j : 4*j+4]) {
			if k < 0 || a.mark[k] == lg {
				continue
			}
			w := a.work[k]
			switch {
			case w == board.Empty:
				if libs == 1 {
					if first >= 0 && a.parent[a.g.pad[j]] == r {
						a.libEdges[r] = [2]int32{first, 4*j + int32(t)}
					}
					return dst, 2, 2, last
				}
				if walkStopEarly && a.passedBy(k, c, escapes) {
					if countWalksStopped {
						walksStopped.Add(1)
					}
					if r >= 0 && a.parent[a.g.pad[j]] == r {
						a.libEdges[r] = [2]int32{4*j + int32(t), -1}
					}
					return dst, 2, 2, k
				}
				if r >= 0 && a.parent[a.g.pad[j]] == r {
					first = 4*j + int32(t)
				}
				a.mark[k] = lg
				libs++
				open++
				last = k
			case a.dead[k] && w == a.orig[k]: // deadStands(k)
				if w != c { // the opponent's dead stone: off, as marked
					a.mark[k] = lg
					open++
				}
			case w == c:
				a.mark[k], a.visit[k] = lg, gen
				dst = append(dst, k)
			}
		}
	}
	return dst, libs, open, last
}

// deadStands reports whether point k of a.work holds a stone counted
// dead. a.dead is by point, and a stone played on a dead stone's point
// once it is captured (capture, then connect: the throw-in's point) is a
// stone of the chain it joins, no dead one: the boards played out are
// a.orig and closed boards (a.orig with dame filled, never on a dead
// stone's point), so a stone that differs from a.orig was played there.
// (A stone of the dead stone's own colour played back on its point would
// still read dead: only a marking of stones dead in their own colour's
// region could ask for that.)
func (a *analysis) deadStands(k int32) bool { return a.dead[k] && a.work[k] == a.orig[k] }

// passedBy reports whether playOut passes by a chain of c in atari on
// the empty point k whatever else it reads: k is where a stone was taken
// in the filling (no region), a point of a region that is not c's
// (with escapes, one of the opponent's: a neutral one is read further),
// or a ko point of a double-ko seki.
func (a *analysis) passedBy(k int32, c board.Color, escapes bool) bool {
	r := a.region[k]
	if r < 0 {
		return true
	}
	if o := a.regs[r].owner(); o != c && (!escapes || o != board.Empty) {
		return true
	}
	return a.isKoSekiPoint(k)
}

// skipAnswered lets playOut skip a walk from a stone of a chain of label
// (on a.col) that an earlier walk this pass, from a stone of that chain,
// found passed by: that walk's answer stands (a.answered, per chain root,
// holds the pass's stamp). A walk that stops early leaves most of a long
// chain unvisited, and the stones beside the dead stones and the dame
// start a walk each. Exact: on a.work a chain of a.col stands whole or
// not at all, and when whole lies within one walked chain. Its stones are
// never dead (dead stones are off a.col), and the boards played out are
// a.orig plus plays on points empty on a.col (dame, the hypothetical
// colour's, the fills) with captures of whole chains of a.work, each
// holding a whole chain of a.col or none of it. A pass changes a.work
// only after its walks (the stamp is the pass's), and from any stone of a
// chain the walk's answer is the same (walkChain): passed by. Stones
// played since label have no chain of a.col: their walks are skipped
// only through a stone of label beside them (labelBeside, knownLibs).
// Only the chain of label of the walk's first stone, or of a stone beside
// it, is stamped (the chains of the other stones listed cost more to
// stamp than they spare). A package variable so that a test can compare
// with it off.
var skipAnswered = true

// walksSkipped counts the walks skipAnswered spares (or would spare,
// when off), when countWalksSkipped is on (as walksStopped); wrongSkips
// counts, with skipAnswered off, the walks it would have spared that did
// not pass their chain by: none, the skip being exact.
var (
	countWalksSkipped bool
	walksSkipped      atomic.Int64
	wrongSkips        atomic.Int64
)

// checkWalk is nil but in the test mode (SetCheckWalk), where playOut's
// walks go through it: walkChain compared with walkChainRef, the former
// code, on the same state (walkchain_ref_test.go).
var checkWalk func(a *analysis, q, r int32, dst []int32, gen uint32, escapes bool) ([]int32, int, int, int32)

// walkStopEarly lets walkChain stop at a first liberty where playOut
// passes the chain by (a package variable so that a test can compare
// with it off).
var walkStopEarly = true

// walksStopped counts the walks walkStopEarly cut short, when
// countWalksStopped is on (the tests turn it on): the audit's workers
// walk at once, so the count is atomic, and left alone in production.
var (
	countWalksStopped bool
	walksStopped      atomic.Int64
)

// owe1 marks p owed with bit.
func (a *analysis) owe1(p int32, bit uint8) {
	if a.owed[p] == 0 {
		a.touched = append(a.touched, p)
	}
	a.owed[p] |= bit
}

// connectAfter reports whether the chain through p, which has just
// taken the stones took, is left with a single liberty, one of their
// points: it must connect there.
func (a *analysis) connectAfter(p int32, took []int32) bool {
	if len(took) == 0 {
		return false
	}
	gen := a.nextGen()
	c := a.work[p]
	stack := append(a.stack[:0], p)
	a.mark[p] = gen
	lib := int32(-1)
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			switch {
			case k < 0 || a.mark[k] == gen:
			case a.work[k] == board.Empty:
				if lib >= 0 {
					a.stack = stack
					return false // two liberties
				}
				a.mark[k] = gen
				lib = k
			case a.work[k] == c:
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
	for _, q := range took {
		if q == lib {
			return true
		}
	}
	return false
}

// escapes reports whether c, extending at p (taking what it captures),
// keeps two liberties or more.
func (a *analysis) escapes(p int32, c board.Color) bool {
	a.work[p] = c
	took := a.takeAround(int(p), c)
	libs := a.libertiesAtMost(int(p), -1, 2)
	a.work[p] = board.Empty
	for _, q := range took {
		a.work[q] = c.Opponent()
	}
	return libs >= 2
}

// recaptured reports whether the opponent of c, capturing at p the
// chains of c in atari there, would be left in atari: c retakes (a
// snapback), so the capture does not threaten c's chains.
func (a *analysis) recaptured(p int32, c board.Color) bool {
	opp := c.Opponent()
	a.work[p] = opp
	took := a.takeAround(int(p), opp)
	libs := a.libertiesAtMost(int(p), -1, 2)
	a.work[p] = board.Empty
	for _, q := range took {
		a.work[q] = c
	}
	return libs <= 1
}

// takeAround removes from a.work the chains of c's opponent next to p
// left without a liberty, and returns their points (a.taken's memory).
func (a *analysis) takeAround(p int, c board.Color) []int32 {
	taken := a.taken[:0]
	for _, q := range a.g.neighbours(p) {
		if q >= 0 && a.work[q] == c.Opponent() && a.libertiesAtMost(int(q), -1, 1) == 0 {
			taken = a.takeChain(int(q), taken)
		}
	}
	a.taken = taken
	return taken
}

// nextVisit is nextGen for a.visit.
func (a *analysis) nextVisit() uint32 { return bumpGen(&a.vgen, a.visit) }

// isKoSekiPoint reports whether p is a ko point of a double-ko seki: no
// one can fill it.
func (a *analysis) isKoSekiPoint(p int32) bool {
	for _, k := range a.koSeki {
		if k == p {
			return true
		}
	}
	return false
}

// teire counts, per colour, the owed points its owner must fill: when
// sekiEyesCounted is false, not the points of seki eyes (they count for
// no one anyway).
func (a *analysis) teire(sekiEyesCounted bool) (n [3]int) {
	for _, p := range a.owedAt {
		if !sekiEyesCounted && a.inSeki[p] {
			continue
		}
		n[a.regs[a.region[p]].owner()]++
	}
	return n
}

// queueOnce lets playOut queue each stone once (a package variable so
// that a test can compare with it off): on fox_pro and ai_games 310,000
// stones of 412,000 entries.
var queueOnce = true

// knownLibs lets playOut answer a walk from a stone of a chain of label
// from the liberties an earlier walk found beside that chain's own
// stones (a.libEdges), when they still show it passed by; a package
// variable so that a test can compare with it off. A playOut's later
// passes walk its first queue again, and the position's other played-out
// boards (the other closed board, the own-life boards, the position as
// it stands) the same chains: on fox_pro and ai_games about 130,000 of
// 218,000 walks are spared so. A stone played since label (a dame, a
// fill) reads the chain of label of a stone beside it (labelBeside) for
// the same stamp and liberties.
var knownLibs = true

// checkKnownLibs, set by the tests, is called for each walk knownLibs
// spares, with the walk's stone, to check that the chain is passed by.
var checkKnownLibs func(a *analysis, q int32, escapes bool)

// knownPassedBy reports whether the chain through a stone of label's
// chain rooted at r (framed), of colour c, is passed by on a.work, read
// from the edges an earlier walk recorded beside that chain's stones
// (a.libEdges[r]: 4*stone+side, a.g.nbr's index): two liberties, or one
// where playOut passes by whatever else the chain has (the second edge
// −1); else from label's first liberty of the chain (a.lib[r]), with a
// recorded one distinct from it, or alone where it is passed by.
//
// Exact: an edge counts only when it still holds, read afresh: its stone
// j is of c on a.col with root r (a stone of r's chain: label roots every
// point), and its neighbour l is empty on a.work. A chain of label
// stands whole on a.work or not at all (skipAnswered's proof), and the
// caller's stone stands, so j stands, joined to it, and l is a liberty
// of the walked chain. With two such liberties (distinct: a walk records
// two liberties it marked, never one twice, and both edges are written
// together) walkChain would say libs 2: it stops at the second liberty,
// or earlier when passed by. With one that passedBy accepts (read for
// this walk's escapes), it stops there or at a second liberty met
// first: libs 2 too. playOut reads nothing else of a walk that says 2
// but the stamps that spare later walks the same answer (a.answered,
// which this sets; a.visit, whose later walks say 2 again, the board
// unchanged within a pass). An edge recorded on another board, pass or
// position fails the test or still proves what it says; the zero edge
// reads a.g.nbr[0], off the board. Label's first liberty is a point
// beside a stone of r's chain, empty on a.col: a liberty of the walked
// chain when it is empty on a.work.
func (a *analysis) knownPassedBy(r int32, c board.Color, escapes bool) bool {
	e := a.libEdges[r]
	l0 := a.edgeLib(e[0], r, c)
	if l0 >= 0 {
		if e[1] < 0 {
			if walkStopEarly && a.passedBy(l0, c, escapes) {
				return true
			}
		} else if a.edgeLib(e[1], r, c) >= 0 {
			return true
		}
	}
	// label's first liberty of the chain (a.lib at its root, framed)
	f := a.lib[r]
	if f < 0 {
		return false
	}
	l := a.g.unpad(f)
	if a.work[l] != board.Empty {
		return false
	}
	return l0 >= 0 && l0 != l || walkStopEarly && a.passedBy(l, c, escapes)
}

// labelBeside returns the root (framed) of the chain of label of a stone
// of c beside q that stands on a.work, or −1. A stone of c on a.col is
// never dead, so it is joined to q, of c on a.work, and its chain of
// label, standing whole (skipAnswered), is part of q's walked chain:
// playOut reads that chain's stamp and known liberties for q's walk, and
// stamps it with its answer, as for a stone of label (walkChain's answer
// is the same from any stone of the chain, the board unchanged within a
// pass).
func (a *analysis) labelBeside(q int32, c board.Color) int32 {
	for _, n := range a.g.nbr[4*q : 4*q+4] {
		if n >= 0 && a.col[n] == c && a.work[n] == c {
			return a.parent[a.g.pad[n]]
		}
	}
	return -1
}

// edgeLib returns the liberty of edge e (e ≥ 0) when its stone is of c
// on a.col in the chain rooted at r and the neighbour is empty on
// a.work; −1 otherwise.
func (a *analysis) edgeLib(e, r int32, c board.Color) int32 {
	j, l := e>>2, a.g.nbr[e]
	if l < 0 || a.work[l] != board.Empty || a.col[j] != c || a.parent[a.g.pad[j]] != r {
		return -1
	}
	return l
}

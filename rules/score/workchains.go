package score

import (
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// workChains returns the analysis' incremental board (a playout: chains
// as circular lists with a head, the head holding the chain's size and
// its exact liberty count, with the sum and the sum of squares of the
// liberties' indices, which name the liberties of a chain with one or
// two). The dame fillings build it once from their board and play their
// fills on it, so that their tests read the chains beside a point
// instead of walking them (rules/board.Board does the same for the
// replay).
func (a *analysis) workChains() *playout {
	if a.wb == nil {
		a.wb = newPlayout(a.g)
		a.wbGain = make([]int32, len(a.wb.col))
	}
	return a.wb
}

// besideOwnRegion reports whether neutral point p has a neighbour that
// oneEyeLeft, walking from c on p, reads as a point of p's own region:
// empty once the dead stones are off, and empty or a dead stone on
// a.work. p's region touches both colours, so oneEyeLeft stops there
// with one = false (a liberty outside any eye of c), whatever else it
// would meet: the fill leaves no group with one eye only.
func (a *analysis) besideOwnRegion(p int) bool {
	if !a.isNeutral(int32(p)) {
		return false
	}
	for _, k := range a.g.neighbours(p) {
		if k >= 0 && a.col[k] == board.Empty && (a.work[k] == board.Empty || a.dead[k]) {
			return true
		}
	}
	return false
}

// wideChainBeside reports whether a chain of c beside fp (on a.wb) has
// a liberty besides fp outside any one small eye of c: more liberties
// besides fp than one eye holds (oneEyeMax), or two liberties (so
// named, libsOf) the other one in a region of a.col that is no small eye
// of c's alone. Then oneEyeLeft, walking from c on fp, says no. Proof:
// say it says yes. It stops early only to say no, so it went through
// everything it reached: the chain's living stones (as stones), its dead
// ones (a dead stone of c is a point of its region to the walk; a dead
// stone joined to the chain is reached from a living one beside it, or
// through the eye), and every liberty beside them (an empty point is in
// a.col's region of the stone it touches, dead or not); all of them
// points of one region touching c alone, of oneEyeMax points or fewer.
// So the chain has oneEyeMax liberties at most besides fp, all in that
// region.
func (a *analysis) wideChainBeside(fp int32, c board.Color) bool {
	if !wideChains {
		return false
	}
	wb := a.wb
	for _, q := range wb.nb(fp) {
		if wb.col[q] != c {
			continue
		}
		h := wb.head[q]
		wide := wb.lib[h].n > oneEyeMax+1
		if !wide && wb.lib[h].n == 2 {
			l1, l2 := wb.libsOf(h)
			if l1 == fp {
				l1 = l2
			}
			r := a.regs[a.region[wb.unframe(l1)]]
			wide = r.touch != touchBit(c) || r.size > oneEyeMax
		}
		if wide {
			if countWide {
				wideAnswered.Add(1)
			}
			return true
		}
	}
	return false
}

// wideChains lets safeFillAt answer from wideChainBeside; off only in
// the tests, which compare every count with it on and off. countWide
// (set by the tests) counts its answers in wideAnswered.
var (
	wideChains   = true
	countWide    bool
	wideAnswered atomic.Int64
)

// askedOnce lets safeFillAt skip the hane-seki question once
// haneSekiAsked is set and haneSeki is off; off only in the tests, which
// compare with it on and off. countAskedOnce (set by the tests) counts
// the questions skipped in askedOnceSkipped.
var (
	askedOnce        = true
	countAskedOnce   bool
	askedOnceSkipped atomic.Int64
)

// noLibStop lets inAtariAfter skip its last walk when no chain beside a
// taken point lacks a liberty; off only in the tests, which compare with
// it on and off. countNoLib (set by the tests) counts the walks skipped
// in noLibStopped.
var (
	noLibStop    = true
	countNoLib   bool
	noLibStopped atomic.Int64
)

// isNeutral reports whether point i is one of a.neutral: empty once the
// dead stones are off, in a region touching both colours (findSeki).
func (a *analysis) isNeutral(i int32) bool {
	return a.col[i] == board.Empty && a.regs[a.region[i]].touch == touchB|touchW
}

// unframe is the row-major index of framed point fp.
func (b *playout) unframe(fp int32) int32 {
	s := int32(b.stride)
	return (fp/s-1)*int32(b.w) + fp%s - 1
}

// buildWork sets a.wb to a.work: the fills that follow play on both.
// Most boards it is asked for are the position as played (both closed
// boards start from it, and compare's variants of one game share it),
// so the last board built is kept (wbSaved, a copy of its chains, and
// wbKey, its stones) and copied back when asked again.
func (a *analysis) buildWork() *playout {
	wb := a.workChains()
	if a.wbSaved != nil && sameStones(a.wbKey, a.work) {
		a.wbSaved.copyTo(wb)
		a.wbNoLib = a.wbSavedNoLib
		return wb
	}
	if a.wbSaved == nil {
		a.wbSaved = newPlayout(a.g)
	}
	if ok, noLib := a.g.sharedChains(a.work, wb); ok {
		a.wbNoLib = noLib
	} else {
		wb.buildChains(a.work)
		a.wbNoLib = false
		for _, h := range wb.cand { // linkChains' heads
			a.wbNoLib = a.wbNoLib || wb.lib[h].n == 0
		}
		a.g.shareChains(a.work, wb, a.wbNoLib)
	}
	wb.copyTo(a.wbSaved)
	a.wbKey = append(a.wbKey[:0], a.work...)
	a.wbSavedNoLib = a.wbNoLib
	return wb
}

// sharedChains copies into wb the chains last built for a board of
// this size by any analysis, when they are col's, and reports whether
// it did: the scratch of the several variants of one game (each its
// own analysis) then builds the position as played once. The slot is
// one board, guarded by a lock (the audit's workers share the geom).
func (g *geom) sharedChains(col []board.Color, wb *playout) (ok, noLib bool) {
	g.chainsMu.Lock()
	defer g.chainsMu.Unlock()
	if g.chains == nil || !sameStones(g.chainsKey, col) {
		return false, false
	}
	g.chains.copyTo(wb)
	return true, g.chainsNoLib
}

// copyShared is sharedChains without the flag (fillDame's boards).
func (g *geom) copyShared(col []board.Color, wb *playout) bool {
	ok, _ := g.sharedChains(col, wb)
	return ok
}

// shareChains makes wb, just built from col, the shared slot's board;
// noLib says whether one of its chains has no liberty.
func (g *geom) shareChains(col []board.Color, wb *playout, noLib bool) {
	g.chainsMu.Lock()
	defer g.chainsMu.Unlock()
	if g.chains == nil {
		g.chains = newPlayout(g)
	}
	wb.copyTo(g.chains)
	g.chainsKey = append(g.chainsKey[:0], col...)
	g.chainsNoLib = noLib
}

// fillChecked is safeFillAt, or in the test mode (checkFill, set by
// TestWorkChains) its answer checked against the walking safeFill
// (workchains_check_test.go).
func (a *analysis) fillChecked(p int, c board.Color) (bool, []int32) {
	if checkFill != nil {
		return checkFill(a, p, c)
	}
	return a.safeFillAt(p, c)
}

// checkFill and checkWork are nil but in the test mode
// (SetCheckWorkChains): the dame fillings then ask safeFill beside
// safeFillAt and check a.wb against a.work after each fill.
var (
	checkFill func(a *analysis, p int, c board.Color) (bool, []int32)
	checkWork func(a *analysis, where string)
)

// safeFillAt reports whether c may fill p on a.work, read from a.wb,
// which must hold a.work, and, when the fill captures, the stones it
// takes (a.taken's memory); it changes neither board (a.work[p] is set
// for oneEyeLeft's walk and put back). Playing the fill is the caller's:
// wb.play takes exactly these stones.
//
// A fill that joins stones counted dead is not safe (dame are filled by
// living stones). A fill that does not capture is safe when c's chain
// keeps at least two liberties, not all in one small eye (oneEyeLeft).
// A capture is safe (a chain in atari is no seki) unless it looks like
// the first capture of a hane-seki (hanezeki): it takes two stones or
// more while a string of c of two stones or more is itself in atari on
// a neutral point, so both sides hold a string in atari, and whoever
// captures first starts a race the other wins (a record that ends so
// was judged a seki by both players).
//
// safeFill (workchains_check_test.go) is the walking reference; its
// liberty counts become reads here: an opponent chain beside p
// has no liberty but p when its count is 1 (p is one); c's chain
// through p keeps two liberties or more as libsAfter says; and the
// hane-seki question (inAtariOnNeutral, asked on the board with p played
// and the capture taken) is answered by inAtariAfter without playing.
func (a *analysis) safeFillAt(p int, c board.Color) (bool, []int32) {
	wb := a.wb
	opp := c.Opponent()
	fp := a.g.framed[p] // wb.at(p), read from the geometry's table
	captures := false
	empties := 0
	nb := wb.nb(fp)
	for _, q := range nb { // a.work's neighbours, read on a.wb (off the board: offBoard)
		switch wb.col[q] {
		case board.Empty:
			empties++
		case c:
			if a.dead[a.g.unframed[q]] { // q is on the board: its point
				return false, a.taken[:0] // it would join stones counted dead: no dame fill
			}
		case opp:
			if wb.lib[wb.head[q]].n == 1 {
				captures = true
			}
		}
	}
	if !captures {
		if empties >= 2 {
			return true, a.taken[:0] // two empty neighbours: two liberties, whatever joins
		}
		if libs, _ := wb.libsAfter(fp, c); libs < 2 {
			return false, a.taken[:0]
		}
		if a.besideOwnRegion(p) {
			return true, a.taken[:0] // oneEyeLeft would stop at once: a liberty outside
		}
		if a.wideChainBeside(fp, c) {
			return true, a.taken[:0] // oneEyeLeft would meet a liberty outside any one eye
		}
		a.work[p] = c
		one := a.oneEyeLeft(p, c)
		a.work[p] = board.Empty
		return !one, a.taken[:0]
	}
	var heads [4]int32
	nh := 0
	taken := a.taken[:0]
	for _, q := range nb {
		if wb.col[q] != opp {
			continue
		}
		h := wb.head[q]
		if wb.lib[h].n != 1 || hasHead(heads[:nh], h) {
			continue
		}
		heads[nh] = h
		nh++
		for s := h; ; {
			taken = append(taken, wb.unframe(s))
			if s = wb.next[s]; s == h {
				break
			}
		}
	}
	a.taken = taken
	if len(taken) < 2 {
		return true, taken
	}
	// Read even when haneSeki is off: the answer says whether the other
	// reading (Analysis' twin variants) would differ here. Unless it has
	// said so already: with haneSeki off the fill is safe whatever the
	// answer, and haneSekiAsked, once set, stays set until findSeki
	// begins again, so a second answer changes nothing.
	if !a.haneSeki && a.haneSekiAsked && askedOnce {
		if countAskedOnce {
			askedOnceSkipped.Add(1)
		}
		return true, taken
	}
	atari := a.inAtariAfter(fp, c, heads[:nh])
	a.haneSekiAsked = a.haneSekiAsked || atari
	return !a.haneSeki || !atari, taken
}

// inAtariAfter is inAtariOnNeutral(c, p) for the board a.wb holds with c
// played on fp and the chains taken (their heads) removed, read without
// playing. The chains of c beside fp join it into one chain M: its
// liberties are the empty points beside fp, the others of those chains
// (a chain of three or more keeps M at two at least; one of one or two
// names them, libsOf) and the taken points beside M. Every other chain
// of c keeps its liberties and gains the taken points beside it. A
// chain asked about from a neutral point n has n for a liberty, so it
// is in atari there when it has one in all; it is lone (one stone) when
// its size is 1, M when no chain joins fp. So instead of looking around
// every neutral point, it looks at the chains that can have one liberty
// (M, those in atari, those without one that gain one) and asks whether
// that liberty is neutral.
func (a *analysis) inAtariAfter(fp int32, c board.Color, taken []int32) bool {
	wb := a.wb
	var own [4]int32
	no := 0
	for _, q := range wb.nb(fp) {
		if wb.col[q] == c && !hasHead(own[:no], wb.head[q]) {
			own[no] = wb.head[q]
			no++
		}
	}
	if atariStop && !a.wbNoLib && a.noneInAtari(fp, c, own[:no], taken) {
		if countAtariStop {
			atariStopped.Add(1)
		}
		return false
	}
	// M's liberties, two at most: more is not in atari.
	var ml [2]int32
	nm := 0
	addM := func(l int32) {
		if l < 0 || l == fp || nm > 2 {
			return
		}
		for _, x := range ml[:min(nm, 2)] {
			if x == l {
				return
			}
		}
		if nm < 2 {
			ml[nm] = l
		}
		nm++
	}
	gen := wb.newGen()
	gain := a.wbGain
	noLib := false // a chain of c beside a taken point, not M's, has no liberty (read below)
	for _, h := range taken {
		for s := h; ; {
			touchesM := false
			var seen [4]int32
			ns := 0
			for _, f := range wb.nb(s) {
				if f == fp {
					touchesM = true
					continue
				}
				if wb.col[f] != c {
					continue
				}
				g := wb.head[f]
				if hasHead(own[:no], g) {
					touchesM = true
				} else if !hasHead(seen[:ns], g) {
					seen[ns] = g
					ns++
					if wb.mark[g] != gen {
						wb.mark[g], gain[g] = gen, 0
						noLib = noLib || wb.lib[g].n == 0
					}
					gain[g]++
				}
			}
			if touchesM {
				addM(s)
			}
			if s = wb.next[s]; s == h {
				break
			}
		}
	}
	for _, q := range wb.nb(fp) {
		if wb.col[q] == board.Empty {
			addM(q)
		}
	}
	for _, h := range own[:no] {
		if wb.lib[h].n >= 3 {
			nm = 3
			break
		}
		l1, l2 := wb.libsOf(h)
		addM(l1)
		addM(l2)
	}
	// A chain in atari on a neutral point: M with its one liberty there,
	// a chain in atari (wb.atari) that gains nothing, or a chain without
	// a liberty that gains one taken point.
	if no > 0 && nm == 1 && a.isNeutral(wb.unframe(ml[0])) {
		return true
	}
	for _, h := range wb.atari {
		if wb.col[h] == c && wb.size[h] >= 2 && !hasHead(own[:no], h) &&
			(wb.mark[h] != gen || gain[h] == 0) && a.isNeutral(wb.unframe(wb.lib[h].sum)) {
			return true
		}
	}
	// Such a chain was met beside a taken point above (same points, same
	// tests: of c, not M's), its gain counted: unless one had no liberty
	// (noLib), none is in atari this way, and the walk is spared.
	if !noLib && noLibStop {
		if countNoLib {
			noLibStopped.Add(1)
		}
		return false
	}
	for _, h := range taken {
		for s := h; ; {
			for _, f := range wb.nb(s) {
				if wb.col[f] == c {
					g := wb.head[f]
					if wb.lib[g].n == 0 && gain[g] == 1 && wb.size[g] >= 2 && !hasHead(own[:no], g) && a.isNeutral(wb.unframe(s)) {
						return true
					}
				}
			}
			if s = wb.next[s]; s == h {
				break
			}
		}
	}
	return false
}

// noneInAtari reports, before inAtariAfter's walks, that none of the
// three kinds of chain it looks for can be in atari on a neutral point,
// when a.wb holds no chain without a liberty (a.wbNoLib false). Proof,
// kind by kind:
//   - M (only when a chain joins fp, own): its liberties include the
//     empty points beside fp and the taken stones beside fp (each taken
//     chain is beside fp, and those points are distinct), and two more
//     when an own chain has three liberties or more; two of these, and
//     M has two liberties at least: not in atari.
//   - a chain in atari (wb.atari) the capture gains nothing: it must be
//     of c, of two stones or more, not own, its liberty neutral; with no
//     such chain in the list, none is found whatever the gains.
//   - a chain without a liberty that gains a taken point: a.wb holds
//     none (wbNoLib false: a.wb's chains were built, or copied from a
//     board built, with none, and a fill never makes one: a fill stone
//     keeps a liberty, two without a capture, a taken point's with one,
//     and an opponent's chain it takes the last liberty of is taken).
func (a *analysis) noneInAtari(fp int32, c board.Color, own, taken []int32) bool {
	wb := a.wb
	if len(own) > 0 {
		libs := 0
		for _, q := range wb.nb(fp) {
			switch col := wb.col[q]; {
			case col == board.Empty:
				libs++
			case col == c || col == offBoard:
			case hasHead(taken, wb.head[q]):
				libs++
			}
		}
		for _, h := range own {
			if wb.lib[h].n >= 3 {
				libs += 2
			}
		}
		if libs < 2 {
			return false
		}
	}
	for _, h := range wb.atari {
		if wb.col[h] == c && wb.size[h] >= 2 && !hasHead(own, h) && a.isNeutral(wb.unframe(wb.lib[h].sum)) {
			return false
		}
	}
	return true
}

// atariStop lets inAtariAfter answer from noneInAtari; off only in the
// tests, which compare with it on and off. countAtariStop (set by the
// tests) counts its answers in atariStopped.
var (
	atariStop      = true
	countAtariStop bool
	atariStopped   atomic.Int64
)

// buildChains sets b to col (row-major, W×H) with its chains and
// liberty counts and the atari list, without playout's lists of empty
// points (chainsOnly): cheaper than build, for boards that only answer
// liberty questions.
func (b *playout) buildChains(col []board.Color) {
	b.chainsOnly = true
	for i := range b.col {
		b.col[i] = offBoard
	}
	for _, h := range b.atari {
		b.atariAt[h] = -1
	}
	b.free, b.eyes, b.atari = b.free[:0], b.eyes[:0], b.atari[:0]
	w, s := b.w, int32(b.stride)
	for y := 0; y < b.h; y++ {
		copy(b.col[int32(y+1)*s+1:], col[y*w:(y+1)*w])
	}
	b.linkChains()
}

// copyChainArrays copies the position and its chains (not the lists).
func (b *playout) copyChainArrays(d *playout) {
	copy(d.col, b.col)
	copy(d.head, b.head)
	copy(d.next, b.next)
	copy(d.size, b.size)
	copy(d.lib, b.lib)
}

// copyChains is copyTo for a chainsOnly board: the chains, no lists.
func (b *playout) copyChains(d *playout) {
	b.copyChainArrays(d)
	for _, h := range d.atari {
		d.atariAt[h] = -1
	}
	for _, h := range b.atari {
		d.atariAt[h] = b.atariAt[h]
	}
	d.atari = append(d.atari[:0], b.atari...)
	d.free, d.eyes = d.free[:0], d.eyes[:0]
}

package score

import "github.com/rulediff/rulediff/rules/board"

// analysis is the structure of one position after dead stones are removed:
// empty regions and whom they touch, the shared liberties of seki, and
// blocks (a colour's stones joined through that colour's territory, the
// "groups" of counting). It is scratch memory reused between calls.
type analysis struct {
	g    *geom
	col  []board.Color // after removal of dead stones
	orig []board.Color // the position as played, dead stones on it (read only: the caller's)
	dead []bool        // point of a stone removed as dead
	work []board.Color // the dame-filling simulation's board
	// closedBoard[k] is the board once the dame are filled, Black first
	// at each point (k 0) or White first (k 1): see closed.
	closedBoard  [2][]board.Color
	closedOK     [2]bool
	region       []int32 // empty point → region id, -1 on stones
	regs         []regionInfo
	regClass     []Own            // classifyPlain's class of each region
	neutral      []int32          // the empty points of regions touching both colours
	seki         []bool           // empty point that is a shared liberty of a seki
	short        []bool           // own territory that is the last liberty of an own chain in atari
	shortAt      []int32          // the points marked in short, to clear them on the next call
	koSeki       []int32          // the empty points of double-ko seki, which nobody fills (findKoSeki)
	koSekiStones []int32          // a stone of each living chain of a double-ko seki (findKoSeki)
	inSeki       []bool           // stone of a chain in seki, or point of its eye space (decideSeki)
	graphs       [2]eyeGraph      // owe: per closed board played out, chains, eye spaces, life
	eye1         []int32          // quickGroups: per chain root (framed), a region it owns an eye in, -1 none
	eyes2        []bool           // quickGroups: per chain root (framed), it has two eyes' worth unread
	smallRegs    []int32          // quickGroups: the big regions holding a dead stone, small enough to read
	pairs        []int32          // quickGroups: chain root and region, per pair of neighbours
	okRegs       []int32          // quickGroups: region bordered by a chain with two eyes' worth
	regOwner     []board.Color    // quickGroups: the owner of each region
	hgraph       eyeGraph         // decideSeki: the board where the opponent fills the candidate shared liberties
	hlost        []uint8          // decideSeki: hgraph's lost stones
	indep        []uint8          // decideSeki: stone whose group lives on its own, per closed board (bits)
	indepDone    [2][3]bool       // decideSeki: indep worked out, per closed board and colour (ownLifeOn)
	sekiCands    []bool           // decideSeki: per neutral point, a candidate shared liberty as findSeki left it
	sekiNow      []bool           // ownLifeOn: a.seki on the neutral points, kept while it reads the candidates
	candAt       []bool           // decideSeki: per point, a candidate shared liberty as findSeki left it (startOwnLife)
	takenRoots   []int32          // decideSeki: groupsTaken's group roots
	takenGens    []uint32         // decideSeki: groupsTaken's walks that found a chain taken
	ownRoot      []bool           // decideSeki: per group root of lifeGraph(0), it lives on its own
	owedOK       bool             // owe has run for the current position
	standsOK     bool             // oweStands has played out the position as it stands since owe ran
	played       [2][]board.Color // owe: each closed board with the fills it owes played
	plain        bool             // owe: nothing owed or lost: quickGroups may answer for the groups
	sameClosed   uint8            // boards: 0 not known, 1 both fillings alike, 2 not
	graphOK      [2]bool          // lifeGraph has built graphs[k]
	owed         []uint8          // owe: point its owner must fill, per closed board (bits)
	owedAt       []int32          // owe: the points owed on both closed boards
	touched      []int32          // owe: the points with an owed bit, to clear them
	lost         []uint8          // owe: living stone the filling takes or cannot save, per closed board
	visit        []uint32         // owe: chains already looked at (vgen)
	vgen         uint32
	answered     []uint32 // playOut: per chain root of label (framed), its chain passed by this pass (agen)
	agen         uint32
	libEdges     [][2]int32 // playOut: per chain root of label (framed), two liberties' edges a walk found (knownPassedBy)
	queue        []int32    // owe's work lists
	next         []int32
	chain        []int32
	failRoots    []int32          // quickGroups: the chain roots (framed) of groups without two eyes' worth
	eyeRd        eyeReader        // readEyes' reader, its tables reused
	eyeSeen      map[eyeKey]uint8 // readEyes' outcomes, by what they depend on
	eyeGen       uint64           // the ForgetReadings count eyeSeen was filled under
	readPts      []int32          // regionPoints' list
	hypoTaken    []int32          // playOut: what the hypothetical stones took
	fills        []int32          // playOut: the fills one pass decided
	lostMarks    int              // playOut: marks made in a lost array since owe began (a.lost to clear)
	block        []int32          // stone or territory point → block id, -1 otherwise
	pc           []board.Color    // pointColour of every point, for the flooding findBlocks (tests)
	bpar, bid    []int32          // findBlocks: union-find over label's roots (framed), and each root's block id
	pad          []board.Color    // label's framed copy of col (stride W+2)
	parent       []int32          // label's union-find, on the framed board
	lib          []int32          // label: a chain root's first liberty (framed), -1 for none; a region root's id
	multi        []bool           // label: the chain root's chain has two liberties or more
	roots        []int32          // label: the chain roots
	blocks       []blockInfo
	mark         []uint32
	gen          uint32
	stack        []int32
	taken        []int32 // safeFillAt: the stones a capture would take
	removed      []int32 // the dead stones removed (variant.removed's memory)
	haneSeki     bool    // safeFillAt reads hane-seki (not on literal boards)
	// haneSekiAsked: since findSeki began, some safeFillAt answer depended
	// on haneSeki (a capture of two stones or more while a string of the
	// capturer is in atari on a neutral point).
	haneSekiAsked bool
	// dameAsSeki is Input.DameAsSeki for this call: every neutral point
	// is a shared liberty, two eyes or not.
	dameAsSeki bool
	// Open borders (border.go): neutral points that are no dame, which
	// the closed boards leave empty and which are no shared liberty.
	hasBorder   bool
	border      []bool        // point of an open border (when hasBorder)
	borderOwner []board.Color // Input.Owner when it gave the open borders, else nil
	openReg     []bool        // findBorders: per region, an open area
	// koFight's scratch (koseki.go): a point's index in the fight's area
	// and its chain (-1 none), the area's points, chains and stones, the
	// points already read, and the race reader.
	raceAt, raceChain []int32
	racePts           []int32
	raceChains        []raceChain
	raceStones        []int32
	raceCovered       []int32
	race              *raceReader
	// wb is the chains of the board the dame fillings play on (fill,
	// fillDame), kept incrementally: see workChains.
	wb     *playout
	wbGain []int32 // inAtariAfter: per chain head, the taken points beside it
	wbFor  int     // closed: k+1 when a.wb and a.work hold closed board k as fill left it, else 0
	// fill's record of its tries (see fill): per point, the fill stamp
	// when both colours were last tried there and neither filled, and
	// which of them safeFillAt found safe (touchB, touchW); triedLast is
	// the stamp the last fill ended with.
	triedAt   []uint32
	triedSafe []uint8
	fillStamp uint32
	triedLast uint32
	fillTodo  []int32 // fill's list of the points left to try
	dames     []int32 // findSeki: the neutral points without a dead stone or an open border
	// findSeki's candidates so far (the points seki marks, in index
	// order), and the memory of the next list
	sekiAt, sekiNext []int32
	// buildWork's last board: its chains and its stones.
	wbSaved *playout
	wbKey   []board.Color
	// a.wb, and wbSaved, may hold a chain without a liberty (a record
	// can set one up): inAtariAfter then walks for it (noneInAtari)
	wbNoLib, wbSavedNoLib bool
}

type regionInfo struct {
	size  int
	touch uint8 // bit 1: touches Black, bit 2: touches White
}

// owner is the colour a region belongs to, Empty for a neutral region.
func (r regionInfo) owner() board.Color {
	switch r.touch {
	case touchB:
		return board.Black
	case touchW:
		return board.White
	}
	return board.Empty
}

const (
	touchB uint8 = 1
	touchW uint8 = 2
)

func touchBit(c board.Color) uint8 {
	if c == board.Black {
		return touchB
	}
	return touchW
}

type blockInfo struct {
	color     board.Color
	stones    int
	territory int  // points of own-coloured regions in the block
	shared    bool // a stone touches a shared liberty of a seki, or the block holds a ko point of a double-ko seki
	seki      bool // holds a stone in seki (a.inSeki)
}

func newAnalysis(g *geom) *analysis {
	n := g.n
	padded := (g.w + 2) * (g.h + 2)
	an := &analysis{
		g: g, col: make([]board.Color, n), work: make([]board.Color, n), dead: make([]bool, n),
		closedBoard: [2][]board.Color{make([]board.Color, n), make([]board.Color, n)},
		played:      [2][]board.Color{make([]board.Color, n), make([]board.Color, n)},
		region:      make([]int32, n), seki: make([]bool, n), short: make([]bool, n), block: make([]int32, n), pc: make([]board.Color, n),
		parent: make([]int32, padded), lib: make([]int32, padded), multi: make([]bool, padded), pad: make([]board.Color, padded),
		mark: make([]uint32, n), stack: make([]int32, 0, n),
		inSeki: make([]bool, n), owed: make([]uint8, n), lost: make([]uint8, n), visit: make([]uint32, n),
		hlost: make([]uint8, n), indep: make([]uint8, n), answered: make([]uint32, padded),
	}
	for i := range an.pad { // label overwrites the inside on every call
		an.pad[i] = offBoard
	}
	return an
}

// nextGen starts a new generation of marks in a.mark.
func (a *analysis) nextGen() uint32 { return bumpGen(&a.gen, a.mark) }

// bumpGen starts a new generation of marks: it advances *gen and
// returns it, a value no mark holds, clearing the marks once when the
// count wraps.
func bumpGen(gen *uint32, mark []uint32) uint32 {
	*gen++
	if *gen == 0 {
		clear(mark)
		*gen = 1
	}
	return *gen
}

// findNeutral lists in a.neutral the neutral points of the labelled
// position: empty, in a region touching both colours, in index order
// (findBorders, findSeki and what follows read the list). The regions'
// sizes say how many there are, so the scan stops at the last one; a
// point is empty exactly when label gave it a region (-1 on stones).
func (a *analysis) findNeutral() {
	neutral := a.neutral[:0]
	left := 0
	for _, r := range a.regs {
		if r.touch == touchB|touchW {
			left += r.size
		}
	}
	if left > 0 {
		for i, r := range a.region {
			if r >= 0 && a.regs[r].touch == touchB|touchW {
				neutral = append(neutral, int32(i))
				if left--; left == 0 {
					break // the last one: the count is tested where it falls
				}
			}
		}
	}
	a.neutral = neutral
}

// findSeki marks the shared liberties of seki (RULES.md §5.10). Unfilled
// dame and seki look alike in a final position: both are empty points next
// to both colours. The difference is whether they can be filled (safeFillAt:
// by capturing, or without leaving one's chain with fewer than two
// liberties). A neutral point is a shared liberty only if neither colour
// can fill it as the position stands, and it stays empty when the other
// neutral points are filled (repeatedly, in index order) with White tried
// first at each point and again with Black tried first. The fills are
// tested with the dead stones still on the board, as the players fill
// the dame (J89): a throw-in that takes a liberty can make a seki that
// the board without it hides. decideSeki then keeps a point only where a
// chain beside it does not live on its own. With dameAsSeki nothing is
// filled (KataGo's reading).
func (a *analysis) findSeki(dameAsSeki, literal bool) bool {
	a.dameAsSeki = dameAsSeki
	a.haneSekiAsked = false
	a.closedOK, a.sameClosed, a.wbFor = [2]bool{}, 0, 0
	seki := a.seki
	clear(seki)
	neutral := a.neutral // findNeutral's
	copy(a.work, a.orig)
	if len(neutral) == 0 {
		return false
	}
	if dameAsSeki {
		for _, i := range neutral {
			seki[i] = true
		}
		return true
	}
	// The dame to fill, for both closed boards: the neutral points
	// without a dead stone or an open border.
	dames := a.dames[:0]
	for _, i := range neutral {
		if !a.dead[i] && !a.openBorder(i) {
			dames = append(dames, i)
		}
	}
	a.dames = dames
	// Who fills a dame first can matter: a colour's fill may take a
	// liberty the other colour needed to fill a second point safely
	// (fox_pro 1497434654019999661: Black's J3 first left White's J1 a
	// self-atari). So a point is a candidate only when it stays empty
	// once the others are filled in either order; decideSeki then asks
	// whether it is a seki or a dame that nobody can fill between groups
	// that live on their own.
	// On a literal board (dead stones stay: every territory holding one is
	// neutral) the fills are costly and change no count (configuration
	// scoring counts seki eyes and no neutral point): only a point that
	// neither colour can fill as the position stands is tried further.
	if literal {
		found := false
		a.buildWork()
		cands := a.sekiAt[:0]
		for _, i := range neutral {
			seki[i] = a.work[i] == board.Empty
			for _, c := range [2]board.Color{board.Black, board.White} {
				if seki[i] {
					safe, _ := a.fillChecked(int(i), c) // the board stays as it is
					seki[i] = !safe
				}
			}
			if seki[i] {
				found = true
				cands = append(cands, i)
			}
		}
		a.sekiAt = cands
		if !found {
			return false
		}
	}
	// A point where a fill captures stays empty on the closed boards (the
	// filling takes no stone counted alive), but a chain in atari is no
	// seki: such a point is no candidate either.
	// A point fill tried on its last board (triedAt at the stamp fill
	// ended with) needs no new try: the closed board is that board, on
	// a.work and a.wb alike, and safeFillAt's answer is a function of
	// them and of what prepare set (col, dead, regions, borders,
	// haneSeki), none of which changed since; haneSekiAsked already
	// holds what those tries asked.
	//
	// The points fill left to try (a.fillTodo) are exactly the neutral
	// points closed board k leaves empty without a dead stone or an open
	// border, and each was tried on that board: the candidates are read
	// from those (every point, on the first board of a board without
	// dead stones left on) or from the previous candidates (a.sekiAt):
	// every other neutral point is none, and seki is false there already
	// (cleared above, or cleared as a candidate dropped).
	found := false
	for _, k := range [2]int{closedWhiteFirst, closedBlackFirst} {
		fresh := !a.closedOK[k] // filled now: its tries are recorded
		b := a.closed(k)
		if a.wbFor != k+1 { // closed board k was filled earlier: a.wb holds another
			copy(a.work, b)
			a.buildWork()
			a.wbFor = k + 1 // the chains built are board k's (weakBlocks reads them)
		}
		if fresh && fillByRef == nil {
			if !a.sekiFromTries(b, k == closedWhiteFirst && !literal) {
				return false
			}
			continue
		}
		found = false
		for _, i := range neutral {
			seki[i] = (k == closedWhiteFirst && !literal || seki[i]) && b[i] == board.Empty && !a.dead[i] && !a.openBorder(i)
			for _, c := range [2]board.Color{board.Black, board.White} {
				if !seki[i] {
					break
				}
				safe, _ := a.fillChecked(int(i), c) // the board stays b
				seki[i] = !safe
			}
			found = found || seki[i]
		}
		if !found {
			return false
		}
		a.sekiAt = a.sekiAt[:0]
		for _, i := range neutral {
			if seki[i] {
				a.sekiAt = append(a.sekiAt, i)
			}
		}
	}
	return true
}

// sekiFromTries is findSeki's reading of closed board b just filled:
// the candidates among fill's points left (every one when all, else
// those of a.sekiAt, the previous candidates, it leaves empty), each
// read from its last try; it lists them in a.sekiAt (index order) and
// reports whether there is one.
func (a *analysis) sekiFromTries(b []board.Color, all bool) bool {
	seki := a.seki
	was := a.sekiAt
	if all {
		was = a.fillTodo
	}
	cands := a.sekiNext[:0]
	for _, i := range was {
		seki[i] = all || b[i] == board.Empty && !a.dead[i] && !a.openBorder(i)
		if !seki[i] {
			continue // filled, or no dame to fill: no candidate
		}
		if a.triedAt[i] == a.triedLast {
			if checkTries != nil {
				checkTries(a, i, a.triedSafe[i])
			}
			seki[i] = a.triedSafe[i] == 0
		} else { // not left by fill: cannot be, but ask rather than guess
			for _, c := range [2]board.Color{board.Black, board.White} {
				if seki[i] {
					safe, _ := a.fillChecked(int(i), c)
					seki[i] = !safe
				}
			}
		}
		if seki[i] {
			cands = append(cands, i)
		}
	}
	old := a.sekiAt // its memory is the next list's (never fill's: was may be a.fillTodo)
	a.sekiAt, a.sekiNext = cands, old[:0]
	return len(cands) > 0
}

// closedBlackFirst and closedWhiteFirst index the two fillings of closed.
const (
	closedBlackFirst = 0
	closedWhiteFirst = 1
)

// closed returns the board (dead stones on it) once the dame are filled:
// every neutral point some colour can fill safely, in index order until
// nothing changes, Black tried first at each point (closedBlackFirst) or
// White (closedWhiteFirst). Worked out once per position and order; the
// position itself when there is no neutral point, or under dameAsSeki
// (nothing is filled). The caller must not write to it.
func (a *analysis) closed(k int) []board.Color {
	if len(a.neutral) == 0 || a.dameAsSeki {
		return a.orig
	}
	if !a.closedOK[k] {
		first := board.Black
		if k == closedWhiteFirst {
			first = board.White
		}
		copy(a.work, a.orig)
		a.fill(a.dames, first)
		copy(a.closedBoard[k], a.work)
		a.closedOK[k] = true
		a.wbFor = k + 1
	}
	return a.closedBoard[k]
}

// fill fills the dame (findSeki's a.dames: the neutral points without a
// dead stone or an open border, all empty on a.work, the position as
// played) on a.work, first colour first at each point, points in index
// order, until nothing changes. A fill may take dead stones, not stones
// counted alive. A point is filled once at most.
//
// The sweeps go through a list of the points still to try: the dame,
// each dropped once filled (a fill stone is never taken again: taking it would take a
// stone counted alive, tookLiving). Each fill starts a new stamp
// (fillStamp); a point where neither colour filled is recorded with the
// stamp of the board it was tried on (triedAt, and in triedSafe which
// colours safeFillAt found safe). A point tried on the board as it still
// stands is not tried again: the same board gives the same answers
// (safeFillAt reads a.work, a.wb and what prepare set, nothing else), so
// the last sweep tries only the points tried before the last fill, and
// findSeki reads the last board's answers (triedLast).
func (a *analysis) fill(dames []int32, first board.Color) {
	if fillByRef != nil {
		fillByRef(a, a.neutral, first)
		return
	}
	movers := [2]board.Color{first, first.Opponent()}
	wb := a.buildWork()
	if len(a.triedAt) != len(a.work) {
		a.triedAt, a.triedSafe = make([]uint32, len(a.work)), make([]uint8, len(a.work))
	}
	stamp := bumpGen(&a.fillStamp, a.triedAt)
	todo := append(a.fillTodo[:0], dames...)
	for changed := true; changed; {
		changed = false
		kept := todo[:0] // the points left to try, in the same order
		for _, i := range todo {
			if a.triedAt[i] == stamp {
				if checkTries != nil {
					checkTries(a, i, a.triedSafe[i])
				}
				kept = append(kept, i) // tried on this board: no fill
				continue
			}
			var safeBits uint8
			filled := false
			for _, mover := range movers {
				var safe bool
				var taken []int32
				if checkFill == nil { // fillChecked, its test hook read here: one call less a try
					safe, taken = a.safeFillAt(int(i), mover)
				} else {
					safe, taken = checkFill(a, int(i), mover)
				}
				if !safe {
					continue
				}
				safeBits |= touchBit(mover)
				if a.taken = taken; a.tookLiving() {
					// A capture of stones counted alive is a play of the
					// game, not the filling of a dame.
					continue
				}
				for _, q := range taken {
					a.work[q] = board.Empty
				}
				a.work[i] = mover
				wb.play(a.g.framed[i], mover) // wb.at(i); takes what safeFillAt said
				if checkWork != nil {
					checkWork(a, "after a fill")
				}
				changed, filled = true, true
				stamp = bumpGen(&a.fillStamp, a.triedAt)
				break
			}
			if !filled {
				a.triedAt[i], a.triedSafe[i] = stamp, safeBits
				kept = append(kept, i)
			}
		}
		todo = kept
	}
	a.fillTodo = todo
	a.triedLast = stamp
}

// fillByRef is nil but in the tests (SetFillShortcuts), where it is the
// former fill: every neutral point looked at in every sweep, every point
// tried again, no tries recorded (findSeki then tries its points).
var fillByRef func(a *analysis, neutral []int32, first board.Color)

// checkTries is nil but in the test mode (SetCheckTries), where every
// answer fill or findSeki reads from a recorded try is also asked of
// safeFillAt on the board as it stands, and compared.
var checkTries func(a *analysis, p int32, safe uint8)

// oneEyeMax is the largest eye space that is one eye whatever its shape
// and whoever moves: three points, straight or bent, have one vital
// point (four in a row already live).
const oneEyeMax = 3

// oneEyeLeft reports whether the chain through p on a.work, with the
// chains of c joined to it through small eye spaces of c (regions only c
// touches, of oneEyeMax points or fewer, their dead stones included),
// has all its liberties in one such eye space: the fill would
// take the group's last liberty outside its one eye, and a group with
// one eye and nothing else dies whoever moves (two one-eyed groups
// sharing their last outside liberties are in seki: neither fills them).
func (a *analysis) oneEyeLeft(p int, c board.Color) bool {
	gen := a.nextGen()
	stack := append(a.stack[:0], int32(p))
	a.mark[p] = gen
	eye := int32(-1)
	one := true
	for len(stack) > 0 && one {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			if k < 0 || a.mark[k] == gen {
				continue
			}
			if a.work[k] == c && !a.dead[k] {
				a.mark[k] = gen
				stack = append(stack, k)
				continue
			}
			if a.col[k] != board.Empty || (a.work[k] != board.Empty && !a.dead[k]) {
				continue // an opponent's living stone, or a fill
			}
			// a point of an empty region (a dead stone's too)
			a.mark[k] = gen
			r := a.region[k]
			if (eye >= 0 && r != eye) || a.regs[r].touch != touchBit(c) || a.regs[r].size > oneEyeMax {
				one = false // a liberty outside, a second eye, or room for two
				break
			}
			eye = r
			stack = append(stack, k) // through the eye to the chains around it
		}
	}
	a.stack = stack
	return one && eye >= 0
}

// tookLiving reports whether the capture safeFillAt just read (a.taken)
// took a stone counted alive.
func (a *analysis) tookLiving() bool {
	for _, q := range a.taken {
		if !a.dead[q] {
			return true
		}
	}
	return false
}

// takeChain empties the chain through i on a.work and appends its points
// to dst.
func (a *analysis) takeChain(i int, dst []int32) []int32 {
	c := a.work[i]
	a.work[i] = board.Empty
	dst = append(dst, int32(i))
	for h := len(dst) - 1; h < len(dst); h++ {
		for _, k := range a.g.neighbours(int(dst[h])) {
			if k >= 0 && a.work[k] == c {
				a.work[k] = board.Empty
				dst = append(dst, k)
			}
		}
	}
	return dst
}

// libertiesAtMost counts the liberties of the chain through i on a.work,
// ignoring the point skip, and stops counting at limit.
func (a *analysis) libertiesAtMost(i, skip, limit int) int {
	gen := a.nextGen()
	c := a.work[i]
	stack := append(a.stack[:0], int32(i))
	a.mark[i] = gen
	libs := 0
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, k := range a.g.neighbours(int(j)) {
			if k < 0 || a.mark[k] == gen {
				continue
			}
			switch a.work[k] {
			case board.Empty:
				a.mark[k] = gen
				if int(k) != skip {
					libs++
					if libs >= limit {
						a.stack = stack
						return libs
					}
				}
			case c:
				a.mark[k] = gen
				stack = append(stack, k)
			}
		}
	}
	a.stack = stack
	return libs
}

// findBlocks joins each colour's stones through its own territory: the
// groups that the group tax counts, and that Counts.SekiGroups counts
// when they hold a stone in seki (a.inSeki).
//
// It joins label's sets instead of flooding points: a block is made of
// chains (label's sets of stones) and regions owned by their colour
// (label's sets of empty points), joined where a point of such a region
// touches a stone (of the owner's colour: the region touches no other).
// A union-find over label's roots (a.bpar) joins them; then, in index
// order, each point gets its block's id, numbered from its first point
// as a flood in index order numbers them, and the counts. A block holds
// a shared liberty's neighbour when a seki point (a neutral one: seki
// marks no other) touches one of its stones.
func (a *analysis) findBlocks() {
	if blocksByFlood != nil {
		blocksByFlood(a)
		return
	}
	S, w, h := a.g.w+2, a.g.w, a.g.h
	pad, parent, region, regs := a.pad, a.parent, a.region, a.regs
	if len(a.bpar) != len(parent) {
		a.bpar, a.bid = make([]int32, len(parent)), make([]int32, len(parent))
	}
	bpar, bid := a.bpar, a.bid
	for i := range bpar {
		bpar[i], bid[i] = int32(i), -1
	}
	for y := 1; y <= h; y++ {
		o := y * S
		reg := region[(y-1)*w : y*w]
		for x, r := range reg {
			if r < 0 || regs[r].owner() == board.Empty {
				continue // a stone, or a neutral point
			}
			p := int32(o + x + 1)
			root := parent[p]
			for _, q := range [4]int32{p - 1, p + 1, p - int32(S), p + int32(S)} {
				if c := pad[q]; c == board.Black || c == board.White {
					ra, rb := find(bpar, root), find(bpar, parent[q])
					if ra < rb {
						bpar[rb] = ra
					} else if rb < ra {
						bpar[ra] = rb
					}
				}
			}
		}
	}
	a.blocks = a.blocks[:0]
	block, col, inSeki := a.block, a.col, a.inSeki
	for y := 1; y <= h; y++ {
		o := y * S
		for x := 0; x < w; x++ {
			i := (y-1)*w + x
			c := col[i]
			if c == board.Empty {
				if c = regs[region[i]].owner(); c == board.Empty {
					block[i] = -1 // a neutral point: no block
					continue
				}
			}
			root := find(bpar, parent[o+x+1])
			id := bid[root]
			if id < 0 {
				id = int32(len(a.blocks))
				bid[root] = id
				a.blocks = append(a.blocks, blockInfo{color: c})
			}
			block[i] = id
			b := &a.blocks[id]
			if col[i] != board.Empty {
				b.stones++
				b.seki = b.seki || inSeki[i]
			} else {
				b.territory++
			}
		}
	}
	for _, n := range a.neutral {
		if !a.seki[n] {
			continue
		}
		for _, q := range a.g.neighbours(int(n)) {
			if q >= 0 && col[q] != board.Empty {
				a.blocks[block[q]].shared = true
			}
		}
	}
	a.koSekiShared()
	if checkBlocks != nil {
		checkBlocks(a)
	}
}

// checkBlocks is nil but in the test mode (SetCheckBlocks), where every
// findBlocks is compared with the flooding one.
var checkBlocks func(a *analysis)

// koSekiShared marks shared the blocks holding a point of a double-ko
// seki or one of its living stones.
func (a *analysis) koSekiShared() {
	for _, list := range [2][]int32{a.koSeki, a.koSekiStones} {
		for _, p := range list {
			if id := a.block[p]; id >= 0 { // a shared liberty is in no block
				a.blocks[id].shared = true
			}
		}
	}
}

// blocksByFlood is nil but in the tests (SetBlocksByFlood), where it is
// the former findBlocks, flooding each block point by point.
var blocksByFlood func(a *analysis)

// pointColour is the colour a point counts for in area terms: its stone,
// or the owner of its region (Empty for neutral points).
func (a *analysis) pointColour(i int) board.Color {
	if c := a.col[i]; c != board.Empty {
		return c
	}
	return a.regs[a.region[i]].owner()
}

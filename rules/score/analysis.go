package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// analysis is the structure of one position after dead stones are removed:
// empty regions and whom they touch, the shared liberties of seki, and
// blocks (a colour's stones joined through that colour's territory, the
// "groups" of counting). It is scratch memory reused between calls.
type analysis struct {
	g        *geom
	col      []board.Color // after removal of dead stones
	work     []board.Color // the dame-filling simulation's board
	region   []int32       // empty point → region id, -1 on stones
	regs     []regionInfo
	regClass []Own         // classifyPlain's class of each region
	neutral  []int32       // the empty points of regions touching both colours
	seki     []bool        // empty point that is a shared liberty of a seki
	short    []bool        // own territory that is the last liberty of an own chain in atari
	shortAt  []int32       // the points marked in short, to clear them on the next call
	koSeki   []int32       // the ko points of double-ko seki (findKoSeki)
	block    []int32       // stone or territory point → block id, -1 otherwise
	pc       []board.Color // pointColour of every point, for findBlocks
	pad      []board.Color // label's framed copy of col (stride W+2)
	parent   []int32       // label's union-find, on the framed board
	lib      []int32       // label: a chain root's first liberty (framed), -1 for none; a region root's id
	multi    []bool        // label: the chain root's chain has two liberties or more
	roots    []int32       // label: the chain roots
	blocks   []blockInfo
	mark     []uint32
	gen      uint32
	stack    []int32
	taken    []int32 // safeFill: the stones a capture took, to put back
	removed  []int32 // the dead stones removed (variant.removed's memory)
	haneSeki bool    // safeFill reads hane-seki (not on literal boards)
	// haneSekiAsked: since findSeki began, some safeFill's answer depended
	// on haneSeki (a capture of two stones or more while a string of the
	// capturer is in atari on a neutral point).
	haneSekiAsked bool
	// dameAsSeki is Input.DameAsSeki for this call: every neutral point
	// is a shared liberty, two eyes or not.
	dameAsSeki bool
}

type regionInfo struct {
	size  int
	touch uint8 // bit 1: touches Black, bit 2: touches White
	seki  bool  // holds a shared liberty of a seki
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
	seki      bool // touches a shared liberty of a seki
}

func newAnalysis(g *geom) *analysis {
	n := g.n
	padded := (g.w + 2) * (g.h + 2)
	an := &analysis{
		g: g, col: make([]board.Color, n), work: make([]board.Color, n),
		region: make([]int32, n), seki: make([]bool, n), short: make([]bool, n), block: make([]int32, n), pc: make([]board.Color, n),
		parent: make([]int32, padded), lib: make([]int32, padded), multi: make([]bool, padded), pad: make([]board.Color, padded),
		mark: make([]uint32, n), stack: make([]int32, 0, n),
	}
	for i := range an.pad { // label overwrites the inside on every call
		an.pad[i] = offBoard
	}
	return an
}

func (a *analysis) nextGen() uint32 {
	a.gen++
	if a.gen == 0 { // wrapped: clear the marks once
		for i := range a.mark {
			a.mark[i] = 0
		}
		a.gen = 1
	}
	return a.gen
}

// findSeki marks the shared liberties of seki (RULES.md §5.10). Unfilled
// dame and seki look alike in a final position: both are empty points next
// to both colours. The difference is whether they can be filled (safeFill:
// by capturing, or without leaving one's chain with fewer than two
// liberties). A neutral point is a shared liberty only if neither colour
// can fill it as the position stands, and it stays empty when the other
// neutral points are filled (repeatedly, in index order) with White tried
// first at each point and again with Black tried first. findBlocks then
// drops the points between groups that all have two eyes
// (dropLivingSeki). With dameAsSeki nothing is filled (KataGo's reading).
// short is label's count of short points: it says whether findKoSeki
// will read the filled board (a.work) afterwards.
func (a *analysis) findSeki(dameAsSeki bool, short [3]int) bool {
	a.dameAsSeki = dameAsSeki
	a.haneSekiAsked = false
	seki := a.seki
	for i := range seki {
		seki[i] = false
	}
	// the neutral points: empty, in a region touching both colours
	neutral := a.neutral[:0]
	for _, r := range a.regs {
		if r.touch == touchB|touchW {
			neutral = append(neutral, -1) // at least one: gather below
			break
		}
	}
	copy(a.work, a.col)
	if len(neutral) == 0 {
		a.neutral = neutral
		return false
	}
	neutral = neutral[:0]
	for i, c := range a.col {
		if c == board.Empty && a.regs[a.region[i]].touch == touchB|touchW {
			neutral = append(neutral, int32(i))
		}
	}
	a.neutral = neutral
	if dameAsSeki {
		for _, i := range neutral {
			seki[i] = true
			a.regs[a.region[i]].seki = true
		}
		return true
	}
	// Who fills a dame first can matter: a colour's fill may take a
	// liberty the other colour needed to fill a second point safely
	// (fox_pro 1497434654019999661: Black's J3 first left White's J1 a
	// self-atari, and White's whole lower left looked like seki). So a
	// point either colour can fill safely as the position stands is dame,
	// even if the other colour cannot, and so is a point that either
	// order of filling fills.
	for _, i := range neutral {
		seki[i] = true
		for _, mover := range [2]board.Color{board.Black, board.White} {
			if a.safeFill(int(i), mover) {
				seki[i] = false
				copy(a.work, a.col) // safeFill removes what a capture takes
				break
			}
		}
	}
	// Once no neutral point is left unfilled, the fills below can only
	// confirm it: only findKoSeki reads their board, and only when both
	// colours have short points (a.work is a.col at both checks).
	koSeki := short[board.Black] > 0 && short[board.White] > 0
	if !slices.Contains(seki, true) {
		if koSeki {
			a.fill(neutral, board.Black)
		}
		return false
	}
	a.fill(neutral, board.White)
	for _, i := range neutral {
		seki[i] = seki[i] && a.work[i] == board.Empty
	}
	copy(a.work, a.col)
	if !slices.Contains(seki, true) {
		if koSeki {
			a.fill(neutral, board.Black)
		}
		return false
	}
	a.fill(neutral, board.Black) // leaves a.work as findKoSeki reads it
	found := false
	for _, i := range neutral {
		if seki[i] && a.work[i] == board.Empty {
			a.regs[a.region[i]].seki = true
			found = true
		} else {
			seki[i] = false
		}
	}
	return found
}

// fill fills the neutral points on a.work, first colour first at each
// point, points in index order, until nothing changes.
func (a *analysis) fill(neutral []int32, first board.Color) {
	movers := [2]board.Color{first, first.Opponent()}
	for changed := true; changed; {
		changed = false
		for _, i := range neutral {
			if a.work[i] != board.Empty {
				continue
			}
			for _, mover := range movers {
				if a.safeFill(int(i), mover) {
					a.work[i] = mover
					changed = true
					break
				}
			}
		}
	}
}

// safeFill reports whether c may fill p on a.work. A fill that does not
// capture is safe when c's chain keeps at least two liberties. A capture
// is safe (a chain in atari is no seki), and removes what it takes,
// unless it looks like the first capture of a hane-seki (hanezeki): it
// takes two stones or more while a string of c of two stones or more is
// itself in atari on a neutral point, so both sides hold a string in
// atari, and whoever captures first starts a race the other wins (a
// record that ends so was judged a seki by both players).
func (a *analysis) safeFill(p int, c board.Color) bool {
	opp := c.Opponent()
	nb := a.g.neighbours(p)
	captures := false
	empties := 0
	for _, q := range nb {
		if q < 0 {
			continue
		}
		switch a.work[q] {
		case board.Empty:
			empties++
		case opp:
			if a.libertiesAtMost(int(q), p, 1) == 0 {
				captures = true
			}
		}
	}
	if !captures && empties >= 2 {
		return true // two empty neighbours: two liberties, whatever joins
	}
	if !captures {
		a.work[p] = c
		libs := a.libertiesAtMost(p, -1, 2)
		a.work[p] = board.Empty
		return libs >= 2
	}
	taken := a.taken[:0]
	for _, q := range nb {
		if q >= 0 && a.work[q] == opp && a.libertiesAtMost(int(q), p, 1) == 0 {
			taken = a.takeChain(int(q), taken)
		}
	}
	a.taken = taken
	// A hane-seki's strings hold several stones; single stones in atari
	// on both sides are kos and loose endgame ataris, not a seki.
	a.work[p] = c
	safe := true
	if len(taken) >= 2 {
		// Read even when haneSeki is off: the answer says whether the
		// other reading (Analysis' twin variants) would differ here.
		atari := a.inAtariOnNeutral(c, p)
		a.haneSekiAsked = a.haneSekiAsked || atari
		safe = !a.haneSeki || !atari
	}
	a.work[p] = board.Empty
	if !safe {
		for _, q := range taken {
			a.work[q] = opp
		}
	}
	return safe
}

// inAtariOnNeutral reports whether some chain of c of two stones or more
// on a.work has a single liberty that is an empty neutral point other
// than p.
func (a *analysis) inAtariOnNeutral(c board.Color, p int) bool {
	for _, n := range a.neutral {
		if int(n) == p || a.work[n] != board.Empty {
			continue
		}
		for _, q := range a.g.neighbours(int(n)) {
			if q >= 0 && a.work[q] == c && !a.lone(int(q)) && a.libertiesAtMost(int(q), -1, 2) == 1 {
				return true
			}
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

// findBlocks joins each colour's stones through its own territory. A block
// that touches a shared liberty of a seki, or holds a ko point of a
// double-ko seki, is in seki, and so are the regions inside it (its seki
// eyes).
func (a *analysis) findBlocks() {
	a.blocks = a.blocks[:0]
	pc, block, col, seki, nbr := a.pc, a.block, a.col, a.seki, a.g.nbr
	for i := range block {
		block[i] = -1
		pc[i] = a.pointColour(i)
	}
	stack := a.stack[:0]
	for i := range col {
		c := pc[i]
		if block[i] >= 0 || c == board.Empty {
			continue
		}
		id := int32(len(a.blocks))
		b := blockInfo{color: c}
		block[i] = id
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			stone := col[j] != board.Empty
			if stone {
				b.stones++
			} else {
				b.territory++
			}
			for _, k := range nbr[4*j : 4*j+4] {
				if k < 0 {
					continue
				}
				if stone && seki[k] {
					b.seki = true
				}
				if block[k] < 0 && pc[k] == c {
					block[k] = id
					stack = append(stack, k)
				}
			}
		}
		a.blocks = append(a.blocks, b)
	}
	a.stack = stack
	if !a.dameAsSeki {
		a.dropLivingSeki()
	}
	for _, p := range a.koSeki { // a double-ko seki's ko points are territory of its blocks
		a.blocks[block[p]].seki = true
	}
}

// pointColour is the colour a point counts for in area terms: its stone,
// or the owner of its region (Empty for neutral points).
func (a *analysis) pointColour(i int) board.Color {
	if c := a.col[i]; c != board.Empty {
		return c
	}
	return a.regs[a.region[i]].owner()
}

// distances fills dist with each point's Manhattan distance to the
// nearest stone of colour c; points are unreachable only when c has no
// stone, and then keep a large value. On the open grid the distance is
// the two-pass distance transform: a row-major pass takes the best of
// the points above and to the left, a reverse pass those below and to
// the right (as exact as a breadth-first search, without its queue).
func (a *analysis) distances(c board.Color, dist []int32) {
	const far = 1 << 30
	w, h := a.g.w, a.g.h
	for i := range dist {
		dist[i] = far
		if a.col[i] == c {
			dist[i] = 0
		}
	}
	for y := 0; y < h; y++ {
		row := dist[y*w : (y+1)*w]
		for x := range row {
			d := row[x]
			if x > 0 {
				d = min(d, row[x-1]+1)
			}
			if y > 0 {
				d = min(d, dist[(y-1)*w+x]+1)
			}
			row[x] = d
		}
	}
	for y := h - 1; y >= 0; y-- {
		row := dist[y*w : (y+1)*w]
		for x := len(row) - 1; x >= 0; x-- {
			d := row[x]
			if x < w-1 {
				d = min(d, row[x+1]+1)
			}
			if y < h-1 {
				d = min(d, dist[(y+1)*w+x]+1)
			}
			row[x] = min(d, far) // far+1 from a side without stones stays far
		}
	}
}

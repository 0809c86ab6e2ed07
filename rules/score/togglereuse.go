package score

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// A ToggleBound's base readings (its board copies, the base labelling,
// the chain graph) are board-sized arrays made once per miss the result
// check explains: about 6 MB a run of BenchmarkAuditCommand/dead=markup.
// Release gives them back for the next NewToggleBound of that board size
// to refill. A reused ToggleBound starts as a new one does: every array
// it reads before writing is cleared (zeroed: as make leaves it), every
// list it appends to emptied, its generation stamps from 0; the other
// arrays are written whole before they are read, as after make.
// TestToggleBoundReuse compares a reused one with a new one on the
// corpora's chains toggled; TestMissBounds compares the explanations
// with the bound off.

// Release gives t's memory back for reuse: t must not be used after,
// nor released again (nil is allowed). Nothing t handed out points into
// it: Count's Results are made by ScoreReaching in memory of their own.
// A released t keeps nothing of its caller's: the base's board and the
// last Dead slice MayReach read (compare's deadToggles rewrites one
// buffer for every toggle) are dropped here, not held until a
// NewToggleBound refills t.
func (t *ToggleBound) Release() {
	if t == nil || !toggleReuse {
		return
	}
	t.stones, t.lastDead = nil, nil
	g := t.g
	g.togglesMu.Lock()
	if len(g.toggles) < maxFreeToggles {
		g.toggles = append(g.toggles, t)
	}
	g.togglesMu.Unlock()
}

// toggleReuse lets the tests make every ToggleBound afresh.
var toggleReuse = true

// maxFreeToggles bounds the ToggleBounds a board size keeps for reuse.
const maxFreeToggles = 8

// newToggleBound is NewToggleBound's new ToggleBound, with a released
// one's memory when there is one.
func (g *geom) newToggleBound(rs rules.Ruleset, stones []board.Color) *ToggleBound {
	g.togglesMu.Lock()
	var t *ToggleBound
	if k := len(g.toggles); k > 0 && toggleReuse {
		t = g.toggles[k-1]
		g.toggles[k-1] = nil
		g.toggles = g.toggles[:k-1]
	}
	g.togglesMu.Unlock()
	if t == nil {
		return &ToggleBound{
			rs: rs, g: g, stones: stones,
			col: make([]board.Color, g.n), region: make([]int32, g.n),
			inDead: make([]uint32, g.n), seen: make([]uint32, g.n), reach: make([]uint32, g.n),
		}
	}
	o := *t
	bl, tg, bls := o.bl, o.tg, o.bls
	if bl == nil {
		bl = o.spareBL
	}
	if tg == nil {
		tg = o.spareTG
	}
	if bls == nil {
		bls = o.spareBLS
	}
	*t = ToggleBound{
		rs: rs, g: g, stones: stones,
		col: o.col, region: o.region, // written whole by NewToggleBound
		inDead: zeroed(o.inDead, g.n), seen: zeroed(o.seen, g.n), reach: zeroed(o.reach, g.n),
		removed: o.removed[:0], regs: o.regs[:0], stack: o.stack[:0],
		regGen: o.regGen[:0], regPairs: o.regPairs[:0],
		// lists appended to, and labelledCharges' stamps (zeroed where
		// it sizes them, as make left them)
		seeds: o.seeds[:0], flood: o.flood[:0], affected: o.affected[:0],
		ownedRegs:   [2][]int32{o.ownedRegs[0][:0], o.ownedRegs[1][:0]},
		neutralRegs: o.neutralRegs[:0], flagged: o.flagged[:0],
		spareBL: bl, spareTG: tg, spareBLS: bls,
		relabelFn: o.relabelFn, listsFn: o.listsFn, // they read t, which stays
	}
	return t
}

// newBaseLists is lists' baseLists over bl's regions: a released
// ToggleBound's memory, emptied (no colour listed), or new.
func (t *ToggleBound) newBaseLists(bl *baseLabel) *baseLists {
	bs := t.spareBLS
	t.spareBLS = nil
	if bs == nil {
		return &baseLists{regAt: bl.regAt, regPts: bl.regPts}
	}
	o := *bs
	*bs = baseLists{
		regAt: bl.regAt, regPts: bl.regPts,
		ownAt: [2][]int32{o.ownAt[0][:0], o.ownAt[1][:0]},
		own:   [2][]pointStone{o.own[0][:0], o.own[1][:0]},
	}
	return bs
}

// zeroed is s with n zero elements, as make([]T, n) makes it, in s's
// memory when it has room.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// newBaseLabel is baseLabelling's baseLabel: a released ToggleBound's
// memory, emptied, or new.
func (t *ToggleBound) newBaseLabel() (bl *baseLabel, old baseLabel) {
	bl, t.spareBL = t.spareBL, nil
	if bl == nil {
		return &baseLabel{}, baseLabel{}
	}
	old = *bl
	*bl = baseLabel{}
	return bl, old
}

// newGraph is graph's toggleGraph: a released ToggleBound's memory,
// emptied, or new; chainOf is n long, its contents left to graph.
func (t *ToggleBound) newGraph(n int) *toggleGraph {
	tg := t.spareTG
	t.spareTG = nil
	if tg == nil {
		return &toggleGraph{chainOf: make([]int32, n)}
	}
	o := *tg
	*tg = toggleGraph{
		chainOf:   zeroed(o.chainOf, n),
		chainCol:  o.chainCol[:0],
		chainSize: o.chainSize[:0],
		pairs:     [2][]chainPoint{o.pairs[0][:0], o.pairs[1][:0]},
		chainsOf:  [2][]int32{o.chainsOf[0][:0], o.chainsOf[1][:0]},
		kos:       o.kos[:0],
		// sized by graph (zeroed, or written whole: ident), and scratch
		libs: o.libs[:0], uf: o.uf[:0], ident: o.ident[:0], free: o.free[:0], mark: o.mark[:0],
		neutrals: o.neutrals[:0], xs: o.xs[:0], stack: o.stack[:0],
	}
	return tg
}

// countFuncs returns Count's relabel and lists for t, made at the first
// Count that needs them and kept with t's memory (a reused t is the same
// pointer): Count made a closure and a method value a call. relabel
// reads t.stack when called, as the closure Count made did.
func (t *ToggleBound) countFuncs() (relabel func(a *analysis) [3]int, lists func(a *analysis, c board.Color, pairs []regionStone) []regionStone) {
	if t.relabelFn == nil {
		t.relabelFn = func(a *analysis) [3]int { return t.relabel(a, t.stack) }
		t.listsFn = t.ownedLists
	}
	return t.relabelFn, t.listsFn
}

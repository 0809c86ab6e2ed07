package reports

import (
	"math"
	"sort"
)

// Stats accumulates a Summary one game at a time. Its memory depends on
// the number of rulesets, classes and distinct score differences, and on
// the flipped games each pair lists (at most MaxListedFlips), never on
// the number of games.
//
// The figures do not depend on the order of the games, except that the
// games of one file must come together (files are counted as runs of one
// source): the statistics of a corpus run in shards and merged from their
// JSON Lines (ReadAuditJSONL) are those of the whole run, byte for byte.
type Stats struct {
	order map[string]int // ruleset → column position
	sum   Summary
	files checkCounter // the counts of the check view

	// includeUnfinished admits every game to the comparisons (winner
	// flips, draws, score differences); by default only the games that
	// ended by passes or were counted are compared.
	includeUnfinished bool

	kinds   map[string]*kindAcc
	classes map[[2]string]*classAcc
	pairs   map[[2]string]*pairAcc
	illegal map[string]*illegalAcc

	endings, deads [endingSlots]gameCounts // audited games per ending, per dead-stone source
	results        resultAcc

	// The per-game pair loop works on small ids, not names: ids in order
	// of first sight, grid[lo][hi] the pair of ids lo < hi.
	ids     map[string]int
	grid    [][]*pairAcc
	scratch []verdictRef
	slot    []int // id → index in scratch during addVerdicts, -1 otherwise
	sorted  []int // indexes in scratch by id

	// addDivergences' sets of what one game has counted already
	seenKind              map[string]bool
	seenClass, flip, draw map[[2]string]bool
	pairClass             map[[3]string]bool
}

// MaxListedFlips is how many flipped games a pair lists (PairStat.Flipped):
// the first by source and game number, so that the list does not depend
// on the order the games came in.
const MaxListedFlips = 1000

// verdictRef is one verdict of the game being added.
type verdictRef struct {
	id     int
	v      Verdict
	winner string
}

// gameKey is what the pair loop needs to know of the game itself.
type gameKey struct {
	ref              GameRef
	finished         bool // ended by passes or counted (Finished)
	compared         bool // the game is admitted to the comparisons
	ending, deadSlot int  // slots of endingNames and deadNames
}

// gameCounts are the audited games of one ending or dead-stone source.
type gameCounts struct {
	games, diverging, divergences, compared int
}

// pairAcc counts a pair's games in cells, one per ending and dead-stone
// source: a game touches one cell, and the pair's totals and its splits
// by ending and by dead stones are the cells summed (Summary).
type pairAcc struct {
	swap    bool // A is the ruleset with the higher id
	a, b    string
	cells   [endingSlots][endingSlots]pairCounts // [ending][dead-stone source]
	classes map[string]int
	diffs   map[diffKey]int // non-zero differences of the compared games
	flipped []GameRef       // sorted, at most MaxListedFlips
}

// pairCounts are the figures of a pair over the games of one cell.
type pairCounts struct {
	games, diverging, legality, end, score int
	compared, flips, draws                 int
	zeros                                  int // compared games with a zero difference (most: kept out of the map)
}

// diffKey is a non-zero score difference of the games of one cell.
type diffKey struct {
	ending, dead uint8
	diff         float64
}

// kindAcc and classAcc add the split by dead-stone source to a kind's and
// a class's figures.
type kindAcc struct {
	KindStat
	byDead [endingSlots]struct{ games, divergences int }
}

type classAcc struct {
	ClassStat
	byDead [endingSlots]struct{ games, divergences, flips, draws int }
}

type illegalAcc struct {
	moves, games int
	rules        map[string]int
	byDead       [endingSlots]struct{ moves, games int }
}

// NewStats returns an empty accumulator. rulesets gives the order of pairs
// and rows (the catalogue order); rulesets not in it come after, by name.
func NewStats(rulesets []string) *Stats {
	s := &Stats{
		order:   map[string]int{},
		kinds:   map[string]*kindAcc{},
		classes: map[[2]string]*classAcc{},
		pairs:   map[[2]string]*pairAcc{},
		illegal: map[string]*illegalAcc{},
		ids:     map[string]int{},
	}
	for i, r := range rulesets {
		if _, dup := s.order[r]; !dup {
			s.order[r] = i
		}
	}
	return s
}

// IncludeUnfinished admits the games that neither ended by passes nor
// were counted (unfinished, and the resignations, time losses and
// forfeits that have a count) to the comparisons. Call it before Add.
func (s *Stats) IncludeUnfinished(on bool) {
	s.includeUnfinished = on
	s.sum.IncludeUnfinished = on
}

// before orders ruleset names: given order first, then by name.
func (s *Stats) before(a, b string) bool {
	ia, oka := s.order[a]
	ib, okb := s.order[b]
	switch {
	case oka && okb:
		return ia < ib
	case oka != okb:
		return oka
	}
	return a < b
}

// Add counts one game. Games must come grouped by source (the corpus
// order) for files to be counted right.
func (s *Stats) Add(g Game) {
	s.files.add(g)
	if len(g.Verdicts) == 0 {
		return
	}
	s.sum.Audited++
	k := s.keyOf(g)
	for _, c := range []*gameCounts{&s.endings[k.ending], &s.deads[k.deadSlot]} {
		c.games++
		c.divergences += len(g.Divergences)
		if len(g.Divergences) > 0 {
			c.diverging++
		}
		if k.compared {
			c.compared++
		}
	}
	if k.compared {
		s.sum.Compared++
	}
	s.sum.Results.add(g.ResultCheck)
	if komiZeroContradicted(g) {
		s.sum.Results.KomiZeroContradicted++
	}
	s.results.add(g.ResultCheck, k)
	s.addDivergences(g, k)
	s.addVerdicts(g, k)
}

// keyOf reads how g ended and where its dead stones came from.
func (s *Stats) keyOf(g Game) gameKey {
	k := gameKey{ref: GameRef{Source: g.Source, Game: g.Game}, ending: len(endingNames), deadSlot: len(deadNames)}
	if g.Ending != nil {
		k.ending = slotOf(endingNames, g.Ending.How)
	}
	if d := g.Dead; d != nil {
		source := d.Source
		if source == "estimate" && d.Uncertain != nil && *d.Uncertain > 0 {
			source = EstimateInDoubt
		}
		k.deadSlot = slotOf(deadNames, source)
	}
	k.finished = Finished(g)
	k.compared = k.finished || s.includeUnfinished
	return k
}

// Finished reports whether a game ended by passes or was counted: the
// games the statistics compare (unless --include-unfinished), and whose
// scores are those of a finished game. The others (unfinished, and the
// resignations, time losses and forfeits whose record has a count) are
// scored on the board where the record stops.
func Finished(g Game) bool {
	return g.Ending != nil && (g.Ending.How == EndingPasses || g.Ending.How == EndingCounted)
}

func (s *Stats) addDivergences(g Game, k gameKey) {
	if len(g.Divergences) > 0 {
		s.sum.GamesDiverging++
	}
	s.sum.Divergences += len(g.Divergences)
	if len(g.Divergences) == 0 {
		return
	}
	compared, dead := k.compared, k.deadSlot
	if !k.finished {
		n := 0
		for _, d := range g.Divergences {
			if d.Kind == KindScore {
				n++
			}
		}
		if n > 0 {
			s.sum.UnfinishedScoreDivergences += n
			s.sum.UnfinishedScoreGames++
		}
	}
	// Per-game sets, kept from game to game: cleared, not reallocated.
	if s.seenKind == nil {
		s.seenKind, s.seenClass = map[string]bool{}, map[[2]string]bool{}
		s.flip, s.draw, s.pairClass = map[[2]string]bool{}, map[[2]string]bool{}, map[[3]string]bool{}
	}
	seenKind, seenClass, flip, draw, pairClass := s.seenKind, s.seenClass, s.flip, s.draw, s.pairClass
	clear(seenKind)
	clear(seenClass)
	clear(flip)
	clear(draw)
	clear(pairClass)
	for _, d := range g.Divergences {
		k := s.kinds[d.Kind]
		if k == nil {
			k = &kindAcc{KindStat: KindStat{Kind: d.Kind}}
			s.kinds[d.Kind] = k
		}
		k.Divergences++
		k.byDead[dead].divergences++
		if !seenKind[d.Kind] {
			seenKind[d.Kind] = true
			k.Games++
			k.byDead[dead].games++
		}
		key := [2]string{d.Kind, d.Class}
		c := s.classes[key]
		if c == nil {
			c = &classAcc{ClassStat: ClassStat{Kind: d.Kind, Class: d.Class}}
			s.classes[key] = c
		}
		c.Divergences++
		c.byDead[dead].divergences++
		if !seenClass[key] {
			seenClass[key] = true
			c.Games++
			c.byDead[dead].games++
		}
		if compared && d.Effect == EffectWinner && !flip[key] {
			flip[key] = true
			c.WinnerFlips++
			c.byDead[dead].flips++
		}
		if compared && d.Effect == EffectDraw && !draw[key] {
			draw[key] = true
			c.Draws++
			c.byDead[dead].draws++
		}
		sides := divergenceSides(d)
		for i := range sides {
			for j := i + 1; j < len(sides); j++ {
				for _, a := range sides[i] {
					for _, b := range sides[j] {
						a, b := a, b
						if s.before(b, a) {
							a, b = b, a
						}
						pk := [3]string{a, b, d.Class}
						if !pairClass[pk] {
							pairClass[pk] = true
							s.pair(a, b).classes[d.Class]++
						}
					}
				}
			}
		}
	}
}

// divergenceSides returns the camps of rulesets that disagree: the camps
// when given, else legal against illegal.
func divergenceSides(d Divergence) [][]string {
	if len(d.Camps) > 0 {
		out := make([][]string, len(d.Camps))
		for i, c := range d.Camps {
			out[i] = c.Rulesets
		}
		return out
	}
	return [][]string{d.Legal, d.Illegal}
}

func (s *Stats) pair(a, b string) *pairAcc {
	key := [2]string{a, b}
	p := s.pairs[key]
	if p == nil {
		p = &pairAcc{a: a, b: b, classes: map[string]int{}, diffs: map[diffKey]int{}}
		s.pairs[key] = p
	}
	return p
}

func (s *Stats) addVerdicts(g Game, k gameKey) {
	refs := s.scratch[:0]
	for name, vp := range g.Verdicts {
		v := verdictOr(vp)
		id, ok := s.ids[name]
		if !ok {
			id = len(s.ids)
			s.ids[name] = id
		}
		refs = append(refs, verdictRef{id: id, v: *v, winner: Winner(v.Result)})
		if len(v.Illegal) > 0 {
			il := s.illegal[name]
			if il == nil {
				il = &illegalAcc{rules: map[string]int{}}
				s.illegal[name] = il
			}
			il.games++
			il.moves += len(v.Illegal)
			il.byDead[k.deadSlot].games++
			il.byDead[k.deadSlot].moves += len(v.Illegal)
			for _, m := range v.Illegal {
				il.rules[m.Rule]++
			}
		}
	}
	// The refs in id order, by slot (ids are small and dense): no sort,
	// no allocation once the slots exist.
	for len(s.slot) < len(s.ids) {
		s.slot = append(s.slot, -1)
	}
	for i := range refs {
		s.slot[refs[i].id] = i
	}
	sorted := s.sorted[:0]
	for id, i := range s.slot {
		if i >= 0 {
			sorted = append(sorted, i)
			s.slot[id] = -1
		}
	}
	for x, i := range sorted {
		for _, j := range sorted[x+1:] {
			p := s.gridPair(g, refs[i].id, refs[j].id)
			a, b := &refs[i], &refs[j]
			if p.swap {
				a, b = b, a
			}
			p.addVerdicts(a, b, &k)
		}
	}
	s.scratch, s.sorted = refs[:0], sorted[:0]
}

// gridPair returns the accumulator of the rulesets with ids lo < hi,
// creating it (named, oriented by the ruleset order) on first use.
func (s *Stats) gridPair(g Game, lo, hi int) *pairAcc {
	for len(s.grid) <= lo {
		s.grid = append(s.grid, nil)
	}
	row := s.grid[lo]
	for len(row) <= hi {
		row = append(row, nil)
	}
	s.grid[lo] = row
	if row[hi] == nil {
		var nameLo, nameHi string
		for name := range g.Verdicts {
			switch s.ids[name] {
			case lo:
				nameLo = name
			case hi:
				nameHi = name
			}
		}
		if s.before(nameLo, nameHi) {
			row[hi] = s.pair(nameLo, nameHi)
		} else {
			row[hi] = s.pair(nameHi, nameLo)
			row[hi].swap = true
		}
	}
	return row[hi]
}

// addVerdicts counts one game for the pair, in the cell of its ending and
// dead-stone source: a is A's verdict, b is B's. Every game counts for
// the divergence figures; winner flips, draws and score differences take
// the compared games where both have a margin.
func (p *pairAcc) addVerdicts(a, b *verdictRef, k *gameKey) {
	va, vb := &a.v, &b.v
	c := &p.cells[k.ending][k.deadSlot]
	c.games++
	legality := !sameIllegalMoves(va.Illegal, vb.Illegal)
	end := va.End != vb.End
	score := va.Result != vb.Result || !sameMargin(va.Margin, vb.Margin)
	if legality {
		c.legality++
	}
	if end {
		c.end++
	}
	if score {
		c.score++
	}
	if legality || end || score {
		c.diverging++
	}
	if !k.compared || va.Margin == nil || vb.Margin == nil {
		return
	}
	diff := *vb.Margin - *va.Margin
	if math.IsNaN(diff) || math.IsInf(diff, 0) {
		return // a broken margin must not make a bucket of its own per game
	}
	c.compared++
	wa, wb := a.winner, b.winner
	if (wa == "B" && wb == "W") || (wa == "W" && wb == "B") {
		c.flips++
		p.listFlip(k.ref)
	}
	if (wa == ResultDraw) != (wb == ResultDraw) {
		c.draws++
	}
	if diff == 0 { // -0 too: no bucket of its own
		c.zeros++
		return
	}
	p.diffs[diffKey{uint8(k.ending), uint8(k.deadSlot), diff}]++
}

// listFlip keeps the MaxListedFlips first flipped games by source and
// game number.
func (p *pairAcc) listFlip(r GameRef) {
	i := sort.Search(len(p.flipped), func(i int) bool { return !p.flipped[i].less(r) })
	if i < len(p.flipped) && p.flipped[i] == r {
		return
	}
	if len(p.flipped) == MaxListedFlips {
		if i == MaxListedFlips {
			return
		}
		p.flipped = p.flipped[:MaxListedFlips-1]
	}
	p.flipped = append(p.flipped, GameRef{})
	copy(p.flipped[i+1:], p.flipped[i:])
	p.flipped[i] = r
}

func sameMargin(a, b *float64) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

// sameIllegalMoves reports whether two rulesets forbid the same moves
// (whatever rule each names: positional and situational superko forbidding
// the same move agree on legality).
func sameIllegalMoves(a, b []Illegal) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 {
		return true
	}
	seen := make(map[int]int, len(a))
	for _, m := range a {
		seen[m.Move]++
	}
	for _, m := range b {
		if seen[m.Move] == 0 {
			return false
		}
		seen[m.Move]--
	}
	return true
}

// Winner reads a result: "B" or "W" for a win of any kind (B+3.5, W+R),
// "Draw", or "" (Void, ?, nothing).
func Winner(result string) string {
	switch {
	case len(result) >= 2 && result[1] == '+' && (result[0] == 'B' || result[0] == 'W'):
		return result[:1]
	case result == ResultDraw:
		return ResultDraw
	}
	return ""
}

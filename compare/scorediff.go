package compare

import (
	"github.com/rulediff/rulediff/internal/slab"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
)

// Score divergence classes (RULES.md §8).
const (
	ClassCountingMethod = "counting-method"
	ClassDameParity     = "dame-parity"
	ClassSeki           = "seki"
	ClassPassStones     = "pass-stones"
	ClassHandicapBonus  = "handicap-bonus"
	ClassKomi           = "komi"
	ClassDeadLiteral    = "dead-stones-literal"
	ClassPrisoners      = "prisoners"
	ClassTies           = "ties"
)

// Classes is the taxonomy of RULES.md §8, in its order (the order of
// divergences of one kind in a report).
var Classes = []string{
	"suicide", "basic-ko", "superko-positional", "superko-situational",
	"superko-natural", "spight", "kee-dssk", "ing-ko", "long-cycle",
	"white-passes-last", "phases", "rounds", "no-legal-turn",
	"counting-method", "dame-parity", "seki", "pass-stones",
	"handicap-bonus", "komi", "dead-stones-literal", "prisoners", "ties",
}

// components are the score.Side fields, by their JSON names, as margin
// contributions (Black's minus White's).
var components = [...]struct {
	name string
	get  func(s *score.Side) float64
}{
	{"stones", func(s *score.Side) float64 { return s.Stones }},
	{"territory", func(s *score.Side) float64 { return s.Territory }},
	{"prisoners", func(s *score.Side) float64 { return s.Prisoners }},
	{"dead_stones", func(s *score.Side) float64 { return s.DeadStones }},
	{"pass_stones", func(s *score.Side) float64 { return s.PassStones }},
	{"handicap_bonus", func(s *score.Side) float64 { return s.HandicapBonus }},
	{"komi", func(s *score.Side) float64 { return s.Komi }},
	{"seki", func(s *score.Side) float64 { return s.Seki }},
	{"dame", func(s *score.Side) float64 { return s.Dame }},
	{"group_tax", func(s *score.Side) float64 { return s.GroupTax }},
	{"teire", func(s *score.Side) float64 { return s.Teire }},
	{"estimated", func(s *score.Side) float64 { return s.Estimated }},
	{"phase_two", func(s *score.Side) float64 { return s.PhaseTwo }},
	{"filled_dame", func(s *score.Side) float64 { return s.FilledDame }},
}

// sideValues are a side's components in the order of components,
// read field by field (components' getters, called through the table,
// were most of componentTerms' cost).
func sideValues(s *score.Side) [len(components)]float64 {
	return [len(components)]float64{s.Stones, s.Territory, s.Prisoners, s.DeadStones, s.PassStones,
		s.HandicapBonus, s.Komi, s.Seki, s.Dame, s.GroupTax, s.Teire, s.Estimated, s.PhaseTwo, s.FilledDame}
}

// componentTerms returns the component deltas from result a to result b: how much
// each component moves the margin (Black minus White). Zero terms are left
// out.
// The list is made in mem (nil: new memory).
func componentTerms(a, b *score.Result, mem *slab.Slab[Term]) []Term {
	// Counted first, then made in one allocation of their size.
	var deltas [len(components)]float64
	bb, bw, ab, aw := sideValues(&b.Black), sideValues(&b.White), sideValues(&a.Black), sideValues(&a.White)
	n := 0
	for i := range deltas {
		deltas[i] = (bb[i] - bw[i]) - (ab[i] - aw[i])
		if deltas[i] != 0 {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := mem.Room(n)
	for i, d := range deltas {
		if d != 0 {
			out = append(out, Term{Component: components[i].name, Delta: d})
		}
	}
	return out
}

func termOf(ts []Term, name string) float64 {
	for _, t := range ts {
		if t.Component == name {
			return t.Delta
		}
	}
	return 0
}

func effect(a, b *Verdict) string {
	wa, wb := a.Winner(), b.Winner()
	switch {
	case wa == wb:
		return EffectMargin
	case wa == ResultDraw || wb == ResultDraw:
		return EffectDraw
	}
	return EffectWinner
}

// profile is what a verdict's count depends on besides the position: two
// rulesets of a camp with the same profile are explained the same way.
type profile struct {
	komi, bonus float64
	scoring     rules.ScoringMethod
	seki        rules.SekiRule
	dead        rules.DeadRule
	passStones  bool
	wpl         bool
}

func profileOf(v *Verdict) profile {
	rs := &v.Ruleset // not copied: a Ruleset is some 200 bytes
	sc, dead := normal(rs)
	return profile{komi: v.Komi, bonus: bonusTerm(v.Score), scoring: sc, seki: rs.Seki, dead: dead,
		passStones: rs.PassStones, wpl: rs.PassStones && rs.End == rules.EndWhitePassesLast}
}

// scoreGroup is the rulesets of one camp with one profile; rep is the
// first, which stands for all of them (scores' groupOf names the others).
type scoreGroup struct {
	rep, camp int
	key       profile
}

// campIDs numbers the results of the counted verdicts of vs in order of
// first appearance: ids[i] is verdict i's (-1 without a count), n how
// many. Two counted verdicts are in one camp when their results are
// equal, so the rest of the stage compares these numbers, not strings.
// ids is made in dst.
func campIDs(vs []Verdict, dst []int) (ids []int, n int) {
	ids = dst[:0]
	var firstRoom [32]int // each camp's first verdict
	first := firstRoom[:0]
	for i := range vs {
		v := &vs[i]
		if v.Margin == nil || v.Score == nil {
			ids = append(ids, -1)
			continue
		}
		k := 0
		for k < len(first) && vs[first[k]].Result != v.Result {
			k++
		}
		if k == len(first) {
			first = append(first, i)
		}
		ids = append(ids, k)
	}
	return ids, len(first)
}

// scores finds the score divergences (see the package comment): the
// counted verdicts are grouped by result (camps) and, within a camp, by
// profile; every two groups of different camps are compared through
// their representatives, and each class of their decomposition is one
// divergence per effect, explained by its first pair (in column order)
// and listing every ruleset of any pair that has it. The slice is the
// Auditor's scratch (scoreDivs), rewritten by the next call: divergences
// copies it.
func (a *Auditor) scores(g *Game, rg *rules.Game) []Divergence {
	vs := g.Verdicts
	// The camps first: a game whose counts all say the same (or that has
	// none: a resignation) has no score divergence, and is done here.
	var campRoom [32]int
	campOf, ncamps := campIDs(vs, campRoom[:0])
	if ncamps < 2 {
		return nil
	}
	// The groups, and each verdict's (-1 for none), start on the stack.
	var groupRoom [16]scoreGroup
	var groupOfRoom [32]int
	groups := groupRoom[:0]
	groupOf := groupOfRoom[:0]
	for i := range vs {
		groupOf = append(groupOf, -1)
		if campOf[i] < 0 {
			continue
		}
		key := profileOf(&vs[i])
		k := 0
		for ; k < len(groups); k++ {
			if groups[k].camp == campOf[i] && groups[k].key == key {
				break
			}
		}
		if k == len(groups) {
			groups = append(groups, scoreGroup{rep: i, camp: campOf[i], key: key})
		}
		groupOf[i] = k
	}
	w := walker{g: g, rg: rg, cache: a.rescoreCache[:0], counts: a.rescored[:0]}
	// The terms and camps in a recycled game's memory (Recycle), the
	// game's until it is recycled in turn.
	mem := &g.divMem
	if a.spareDivMem.hasMemory() {
		*mem, a.spareDivMem = a.spareDivMem, divMem{}
	}
	mem.terms.Reset()
	mem.camps.Reset()
	terms, camps := &mem.terms, &mem.camps
	if a.freshDivMem { // the tests' reference: new memory each
		terms, camps = nil, nil
	}
	out := a.scoreDivs[:0]
	// members holds, for each divergence in turn, the groups in it: one
	// row of words (a bit a group) a divergence, on the stack while few.
	words := (len(groups) + 63) / 64
	var memberRoom [64]uint64
	members := memberRoom[:0]
	for gi := range groups {
		for gj := gi + 1; gj < len(groups); gj++ {
			if groups[gi].camp == groups[gj].camp {
				continue
			}
			va, vb := &vs[groups[gi].rep], &vs[groups[gj].rep]
			shares := w.decompose(groups[gi].rep, groups[gj].rep)
			eff := effect(va, vb)
			for _, s := range shares {
				// Each class and effect is one divergence: found by a look
				// along the few made so far (a map keyed by the two strings
				// hashed both at every share: 900 instructions a look).
				n := 0
				for n < len(out) && (out[n].Class != s.class || out[n].Effect != eff) {
					n++
				}
				if n == len(out) {
					var text string
					text, a.sentence = scoreSentence(va, vb, shares, eff, a.sentence)
					out = append(out, Divergence{Kind: KindScore, Class: s.class, Effect: eff, X: -1, Y: -1,
						Terms: componentTerms(va.Score, vb.Score, terms), Explanation: text})
					members = append(members, make([]uint64, words)...)
				}
				row := members[n*words : (n+1)*words]
				row[gi/64] |= 1 << (gi % 64)
				row[gj/64] |= 1 << (gj % 64)
			}
		}
	}
	for n := range out {
		row := members[n*words : (n+1)*words]
		var idxRoom [32]int
		idx := idxRoom[:0]
		for i, k := range groupOf {
			if k >= 0 && row[k/64]&(1<<(k%64)) != 0 {
				idx = append(idx, i)
			}
		}
		// The names of the divergence and of its camps in one array.
		both := make([]string, 2*len(idx))
		out[n].Rulesets = both[:len(idx):len(idx)]
		for k, i := range idx {
			out[n].Rulesets[k] = g.Verdicts[i].Ruleset.Name
		}
		out[n].Camps = resultCampsIn(g, idx, campOf, ncamps, both[len(idx):], camps)
	}
	sortByClass(out)
	// The scratch, grown, for the next game; the counts' pointers let go.
	a.scoreDivs = out[:0]
	clear(w.cache)
	a.rescoreCache, a.rescored = w.cache[:0], w.counts[:0]
	return out
}

// resultCampsIn groups the rulesets idx by result, the camps in order of
// first appearance and each camp's rulesets in idx's order. campOf and
// ncamps are campIDs' numbering of the game's results, so a verdict's
// camp here is found by its number, without comparing strings, and the
// camps' names share one array: a map and an append per name were most
// of the camps' cost.
// The camps' names go in names (len(idx) of them), the camps in camps'
// memory (nil: new memory), their margins in new memory (a report keeps
// them: Recycle).
func resultCampsIn(g *Game, idx, campOf []int, ncamps int, names []string, campMem *slab.Slab[Camp]) []Camp {
	// The camps are found first (by a verdict of each, on the stack),
	// then made with their margins in one allocation each. local is each
	// result's camp here plus one (0: none yet).
	var atBuf, sizeBuf, firstBuf, localBuf [32]int
	at, size, first := atBuf[:0], sizeBuf[:0], firstBuf[:0]
	local := localBuf[:0]
	if ncamps <= len(localBuf) {
		local = localBuf[:ncamps]
	} else {
		local = make([]int, ncamps)
	}
	for _, i := range idx {
		c := campOf[i]
		k := local[c] - 1
		if k < 0 {
			k = len(first)
			local[c] = k + 1
			first = append(first, i)
			size = append(size, 0)
		}
		at = append(at, k)
		size[k]++
	}
	camps := campMem.Room(len(first))[:len(first)]
	margins := make([]float64, len(first))
	for k, i := range first {
		v := &g.Verdicts[i]
		margins[k] = *v.Margin
		camps[k] = Camp{Says: v.Result, Margin: &margins[k]}
	}
	off := 0
	for k := range camps {
		camps[k].Rulesets = names[off : off : off+size[k]]
		off += size[k]
	}
	for n, i := range idx {
		c := &camps[at[n]]
		c.Rulesets = append(c.Rulesets, g.Verdicts[i].Ruleset.Name)
	}
	return camps
}

func classRank(c string) int {
	for i, x := range Classes {
		if x == c {
			return i
		}
	}
	return len(Classes)
}

// sortByClass sorts ds by move, class (in Classes' order) and effect,
// stably. Each class's rank is looked up once, not at every comparison.
func sortByClass(ds []Divergence) {
	var rankRoom [32]int
	rank := rankRoom[:0]
	for i := range ds {
		rank = append(rank, classRank(ds[i].Class))
	}
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && less(&ds[j], &ds[j-1], rank[j], rank[j-1]); j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
			rank[j], rank[j-1] = rank[j-1], rank[j]
		}
	}
}

// less orders a before b; ra and rb are their classes' ranks.
func less(a, b *Divergence, ra, rb int) bool {
	if a.Move != b.Move {
		return a.Move < b.Move
	}
	if ra != rb {
		return ra < rb
	}
	return a.Effect < b.Effect
}

package compare

// The score-divergence stage as it was before #17ch (h17ch), kept as the
// reference TestScoresMatchReference compares the stage with, result by
// result: every identifier of scorediff.go, scorediff_walk.go and
// scorediff_text.go prefixed ref_, the Auditor's scratch replaced by new
// memory. Do not edit but to follow a deliberate change of the output.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rulediff/rulediff/internal/slab"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// ref_components are the score.Side fields, by their JSON names, as margin
// contributions (Black's minus White's).
var ref_components = [...]struct {
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

// ref_componentTerms returns the component deltas from result a to result b: how much
// each component moves the margin (Black minus White). Zero terms are left
// out.
// The list is made in mem (nil: new memory).
func ref_componentTerms(a, b *score.Result, mem *slab.Slab[Term]) []Term {
	// Counted first, then made in one allocation of their size.
	var deltas [len(ref_components)]float64
	n := 0
	for i, c := range &ref_components {
		deltas[i] = (c.get(&b.Black) - c.get(&b.White)) - (c.get(&a.Black) - c.get(&a.White))
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
			out = append(out, Term{Component: ref_components[i].name, Delta: d})
		}
	}
	return out
}

func ref_termOf(ts []Term, name string) float64 {
	for _, t := range ts {
		if t.Component == name {
			return t.Delta
		}
	}
	return 0
}

func ref_effect(a, b *Verdict) string {
	wa, wb := a.Winner(), b.Winner()
	switch {
	case wa == wb:
		return EffectMargin
	case wa == ResultDraw || wb == ResultDraw:
		return EffectDraw
	}
	return EffectWinner
}

// ref_profile is what a verdict's count depends on besides the position: two
// rulesets of a camp with the same ref_profile are explained the same way.
type ref_profile struct {
	komi, bonus    float64
	scoring        rules.ScoringMethod
	seki           rules.SekiRule
	dead           rules.DeadRule
	ref_passStones bool
	wpl            bool
}

func ref_profileOf(v *Verdict) ref_profile {
	sc, dead := ref_normal(v.Ruleset)
	rs := v.Ruleset
	return ref_profile{komi: v.Komi, bonus: ref_bonusTerm(v.Score), scoring: sc, seki: rs.Seki, dead: dead,
		ref_passStones: rs.PassStones, wpl: rs.PassStones && rs.End == rules.EndWhitePassesLast}
}

// ref_scoreGroup is the rulesets of one camp with one ref_profile; rep is the
// first, which stands for all of them (scores' groupOf names the others).
type ref_scoreGroup struct {
	rep int
	key ref_profile
}

// scores finds the score divergences (see the package comment): the
// counted verdicts are grouped by result (camps) and, within a camp, by
// ref_profile; every two groups of different camps are compared through
// their representatives, and each class of their decomposition is one
// divergence per ref_effect, explained by its first pair (in column order)
// and listing every ruleset of any pair that has it. The slice is the
// Auditor's scratch (scoreDivs), rewritten by the next call: divergences
// copies it.
func ref_scores(g *Game, rg *rules.Game) []Divergence {
	var sentence []byte
	vs := g.Verdicts
	// The groups, and each verdict's (-1 for none), start on the stack.
	var groupRoom [16]ref_scoreGroup
	var groupOfRoom [32]int
	groups := groupRoom[:0]
	groupOf := groupOfRoom[:0]
	for i := range vs {
		groupOf = append(groupOf, -1)
		if vs[i].Margin == nil || vs[i].Score == nil {
			continue
		}
		key := ref_profileOf(&vs[i])
		k := 0
		for ; k < len(groups); k++ {
			if r := &vs[groups[k].rep]; r.Result == vs[i].Result && groups[k].key == key {
				break
			}
		}
		if k == len(groups) {
			groups = append(groups, ref_scoreGroup{rep: i, key: key})
		}
		groupOf[i] = k
	}
	if len(groups) < 2 {
		return nil
	}
	w := ref_walker{g: g, rg: rg}
	var terms *slab.Slab[Term]
	var camps *slab.Slab[Camp]
	var out []Divergence
	// members holds, for each divergence in turn, whether each verdict is
	// in it: one row of len(vs) a divergence, on the stack while few.
	var memberRoom [512]bool
	members := memberRoom[:0]
	for gi := range groups {
		for gj := gi + 1; gj < len(groups); gj++ {
			va, vb := &vs[groups[gi].rep], &vs[groups[gj].rep]
			if va.Result == vb.Result {
				continue
			}
			shares := w.decompose(groups[gi].rep, groups[gj].rep)
			eff := ref_effect(va, vb)
			for _, s := range shares {
				// Each class and ref_effect is one divergence: found by a look
				// along the few made so far (a map keyed by the two strings
				// hashed both at every ref_share: 900 instructions a look).
				n := 0
				for n < len(out) && (out[n].Class != s.class || out[n].Effect != eff) {
					n++
				}
				if n == len(out) {
					var text string
					text, sentence = ref_scoreSentence(va, vb, shares, eff, sentence)
					out = append(out, Divergence{Kind: KindScore, Class: s.class, Effect: eff, X: -1, Y: -1,
						Terms: ref_componentTerms(va.Score, vb.Score, terms), Explanation: text})
					members = append(members, make([]bool, len(vs))...)
				}
				row := members[n*len(vs) : (n+1)*len(vs)]
				for m, k := range groupOf {
					if k == gi || k == gj {
						row[m] = true
					}
				}
			}
		}
	}
	for n := range out {
		var idxRoom [32]int
		idx := idxRoom[:0]
		for i, in := range members[n*len(vs) : (n+1)*len(vs)] {
			if in {
				idx = append(idx, i)
			}
		}
		// The names of the divergence and of its camps in one array.
		both := make([]string, 2*len(idx))
		out[n].Rulesets = both[:len(idx):len(idx)]
		for k, i := range idx {
			out[n].Rulesets[k] = g.Verdicts[i].Ruleset.Name
		}
		out[n].Camps = ref_resultCampsIn(g, idx, both[len(idx):], camps)
	}
	ref_sortByClass(out)
	return out
}

// ref_resultCampsIn groups the rulesets idx by result, the camps in order of
// first appearance and each camp's rulesets in idx's order. The camps
// are found by a look along the few of them, and their names ref_share one
// array: a map and an append per name were most of the camps' cost.
// The camps' names go in names (len(idx) of them), the camps in camps'
// memory (nil: new memory), their margins in new memory (a report keeps
// them: Recycle).
func ref_resultCampsIn(g *Game, idx []int, names []string, campMem *slab.Slab[Camp]) []Camp {
	// The camps are found first (by a verdict of each, on the stack),
	// then made with their margins in one allocation each.
	var atBuf, sizeBuf, firstBuf [32]int
	at, size, first := atBuf[:0], sizeBuf[:0], firstBuf[:0]
	for _, i := range idx {
		v := &g.Verdicts[i]
		k := 0
		for k < len(first) && g.Verdicts[first[k]].Result != v.Result {
			k++
		}
		if k == len(first) {
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

func ref_classRank(c string) int {
	for i, x := range Classes {
		if x == c {
			return i
		}
	}
	return len(Classes)
}

func ref_sortByClass(ds []Divergence) {
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && ref_less(&ds[j], &ds[j-1]); j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
}

func ref_less(a, b *Divergence) bool {
	if a.Move != b.Move {
		return a.Move < b.Move
	}
	if ra, rb := ref_classRank(a.Class), ref_classRank(b.Class); ra != rb {
		return ra < rb
	}
	return a.Effect < b.Effect
}

// ref_share is one class's part of the margin difference between two
// rulesets: how many points it moves Black's margin from A to B.
type ref_share struct {
	class string
	pts   float64
}

// ref_walker decomposes score differences for one game. It re-scores the
// Input of a representative only for a step whose parameter differs, and
// keeps the re-scored counts for the other pairs of the game.
type ref_walker struct {
	g     *Game
	rg    *rules.Game
	facts *ref_playFacts
	// cache is the counts rescore made or found, by key (a handful a
	// game: a look along them); counts holds the ones it made, in the
	// Auditor's scratch when scores gives it (they live as long as the
	// ref_walker: decompose keeps only numbers).
	cache  []ref_rescored
	counts []score.Result
	shares [8]ref_share // the buffer decompose returns (7 steps at most)
}

// ref_rescoreKey names a count by what its margin without komi and bonus
// depends on. Area-way counts (area, Ing, configuration read as area)
// depend only on the counting, dead and seki rules, so any verdict's
// input serves (from is -1); a territory-way count also on its ruleset's
// pass stones and Lasker-Maas's phase two: from is the verdict.
type ref_rescoreKey struct {
	from    int
	scoring rules.ScoringMethod
	dead    rules.DeadRule
	seki    rules.SekiRule
}

type ref_rescored struct {
	key ref_rescoreKey
	r   *score.Result
}

func ref_keyOf(from int, rs rules.Ruleset, dead rules.DeadRule, seki rules.SekiRule) ref_rescoreKey {
	sc, _ := ref_normal(rs)
	if sc == rules.ScoringIng {
		sc = rules.ScoringArea // Ing's fill-in count is the area count (RULES.md §5.8)
	}
	if !ref_territoryWay(sc) {
		from = -1
	}
	return ref_rescoreKey{from, sc, dead, seki}
}

// ref_normal reads a ruleset the way the walk compares it: configuration
// counting is area counting with nothing ref_removed (RULES.md §5.3), so
// tromp-taylor against chinese is a question of dead stones and seki.
func ref_normal(rs rules.Ruleset) (rules.ScoringMethod, rules.DeadRule) {
	if rs.Scoring == rules.ScoringConfiguration {
		return rules.ScoringArea, rules.DeadLiteral
	}
	return rs.Scoring, rs.Dead
}

// ref_territoryWay says whether a counting method counts prisoners (territory
// and Lasker-Maas) rather than the stones on the board (area, Ing,
// stone counting).
func ref_territoryWay(m rules.ScoringMethod) bool {
	return m == rules.ScoringTerritory || m == rules.ScoringLaskerMaas
}

func ref_komiTerm(r *score.Result) float64  { return r.Black.Komi - r.White.Komi }
func ref_bonusTerm(r *score.Result) float64 { return r.Black.HandicapBonus - r.White.HandicapBonus }

// ref_rest is the margin without komi and handicap bonus: the later steps
// compare it, so those two terms are counted once, by their own steps.
func ref_rest(r *score.Result) float64 { return r.Margin - ref_komiTerm(r) - ref_bonusTerm(r) }

func ref_side(r *score.Result, f func(s *score.Side) float64) float64 {
	return f(&r.Black) - f(&r.White)
}

// decompose walks from verdict ia's ruleset to ib's in the order of the
// package comment and returns the non-zero shares; they sum exactly to
// the margin of ib minus that of ia. Equal margins are one ties ref_share.
func (w *ref_walker) decompose(ia, ib int) []ref_share {
	va, vb := &w.g.Verdicts[ia], &w.g.Verdicts[ib]
	out := w.shares[:0]
	total := *vb.Margin - *va.Margin
	if total == 0 {
		return append(out, ref_share{class: ClassTies})
	}
	// add books d to class; a class met at two steps (Ing's ref_share of the
	// neutral points and the counting step are both counting-method) is
	// one ref_share, so every class appears once.
	add := func(class string, d float64) {
		for i := range out {
			if out[i].class == class {
				out[i].pts += d
				if math.Abs(out[i].pts) <= 1e-9 {
					out = append(out[:i], out[i+1:]...)
				}
				return
			}
		}
		if math.Abs(d) > 1e-9 {
			out = append(out, ref_share{class: class, pts: d})
		}
	}
	add(ClassKomi, ref_komiTerm(vb.Score)-ref_komiTerm(va.Score))
	add(ClassHandicapBonus, ref_bonusTerm(vb.Score)-ref_bonusTerm(va.Score))

	ra, rb := va.Ruleset, vb.Ruleset
	scA, deadA := ref_normal(ra)
	scB, deadB := ref_normal(rb)
	ta, tb := ref_territoryWay(scA), ref_territoryWay(scB)
	// Literal counting and the split and nearest-stones seki rules are
	// area rules (RULES.md §5.1, §5.3, §5.8): their steps are measured
	// under the area ruleset of the pair, the literal one when there is
	// one (one re-count then serves every pair with it), or A's when both
	// count the territory way.
	base, bi := va, ia
	if !tb && (ta || deadB == rules.DeadLiteral) {
		base, bi = vb, ib
	}
	dead := ref_removed(va.Score)+ref_removed(vb.Score) > 0
	stepDead := deadA != deadB && dead
	seki := ref_hasSeki(va.Score) || ref_hasSeki(vb.Score)
	stepSeki := ra.Seki != rb.Seki && (seki ||
		va.Score.Counts.Dame+vb.Score.Counts.Dame > 0 && (ra.Seki == rules.SekiIngNearest || rb.Seki == rules.SekiIngNearest))
	var moved, filledMoved float64 // what the dead and seki steps moved, and of it the filled dame
	// areaCount is the area-way count the counting step compares with the
	// territory-way one: the area verdict, or the re-count at the
	// territory ruleset's dead and seki rules when those steps ran.
	areaCount := vb.Score
	if !ta {
		areaCount = va.Score
	}
	if stepSeki && !seki && !stepDead {
		// Neutral points only, no seki on the board: the nearest-stones
		// rule's ref_share is the dame term of a count under it (split halves
		// cancel). With no seki to speak of, it is Ing's way of counting
		// that differs, not a seki: class counting-method.
		if da, ok := ref_dameTerm(va); ok {
			if db, ok := ref_dameTerm(vb); ok {
				add(ClassCountingMethod, db-da)
				moved, stepSeki = db-da, false
			}
		}
	}
	if stepDead || stepSeki {
		in := va.in
		if deadA == rules.DeadLiteral && deadB != rules.DeadLiteral {
			in.DeadMethod = vb.in.DeadMethod // the list is the same; A's says literal
		}
		_, baseDead := ref_normal(base.Ruleset)
		sekiA, sekiB := ra.Seki, rb.Seki
		if !stepSeki { // the seki rule changes no count here: keep base's
			sekiA, sekiB = base.Ruleset.Seki, base.Ruleset.Seki
		}
		at := func(d rules.DeadRule, sk rules.SekiRule) *score.Result {
			if d == baseDead && sk == base.Ruleset.Seki {
				return base.Score
			}
			return w.rescore(bi, in, base.Ruleset, d, sk)
		}
		// The seki step is measured on the board with the dead stones
		// ref_removed (a literal board's dead stones make no seki): the dead
		// step comes first when A is the literal ruleset, last otherwise.
		x, sekiDead := at(deadA, sekiA), deadA
		if ta && !tb {
			areaCount = x
		}
		deadStep := func(sk rules.SekiRule) {
			// A literal count fills no dame (RULES.md §5.3): the dame
			// an agreed count of a counted record filled are who fills
			// the last dame, not dead stones.
			y := at(deadB, sk)
			d, f := ref_rest(y)-ref_rest(x), ref_side(y, ref_filledSide)-ref_side(x, ref_filledSide)
			add(ClassDeadLiteral, d-f)
			add(ClassDameParity, f)
			moved, filledMoved = moved+d, filledMoved+f
			x = y
		}
		if stepDead && deadA == rules.DeadLiteral {
			deadStep(sekiA)
			sekiDead = deadB
		}
		if stepSeki {
			// Only the seki's own points (its eyes, its shared liberties:
			// the Seki component) are a seki ref_share. The seki rules of the
			// area-way rulesets also say who gets a dame nobody can fill
			// (½ each, the nearer stones): that part is the counting
			// method, as on a board without seki (RULES.md §5.1, §5.8).
			y := at(sekiDead, sekiB)
			d, own := ref_rest(y)-ref_rest(x), ref_side(y, ref_sekiSide)-ref_side(x, ref_sekiSide)
			add(ClassSeki, own)
			add(ClassCountingMethod, d-own)
			moved += d
			x = y
		}
		if stepDead && deadA != rules.DeadLiteral {
			deadStep(sekiB)
		}
		if !ta && tb {
			areaCount = x
		}
	}
	// The counting method (with pass stones and the end), split where the
	// ref_components show ref_why; what remains is counting-method.
	x, y := va.Score, vb.Score
	step := ref_rest(y) - ref_rest(x) - moved
	// counted books a ref_share of this step: what remains of it is the
	// counting method.
	counted := func(class string, d float64) {
		add(class, d)
		step -= d
	}
	switch {
	case ta && tb:
		counted(ClassPassStones, ref_side(y, ref_passSide)-ref_side(x, ref_passSide))
		if deadA == deadB {
			counted(ClassPrisoners, ref_side(y, ref_prisonerSide)-ref_side(x, ref_prisonerSide))
		} else {
			counted(ClassPrisoners, ref_side(y, ref_captureSide)-ref_side(x, ref_captureSide))
		}
		counted(ClassPhases, ref_side(y, ref_phaseTwoSide)-ref_side(x, ref_phaseTwoSide))
	case ta != tb:
		// Area minus territory is the stones each side placed (RULES.md
		// §5.1, §5.2): what the pass stones of the area ruleset pay back,
		// the parity of the last stone, and the ref_rest (handicap stones, a
		// pass nobody pays for, the setup).
		sign, t, area := 1.0, x, rb
		if !ta {
			sign, t, area = -1, y, ra
		}
		ps, imp := ref_passStones(area, &va.in)
		counted(ClassPassStones, sign*(ps-ref_side(t, ref_passSide)))
		counted(ClassDameParity, sign*float64(w.ref_playFacts().parity(area.PassStones, imp, dead)))
		// The dame a counted record fills are turns too (RULES.md §5.1):
		// who fills the last one.
		counted(ClassDameParity, sign*ref_side(areaCount, ref_filledSide))
	default:
		// Two area-way counts: one fills the dame of a counted record
		// and the other counts it as it stands (literal counting), or
		// they fill from different players: who fills the last dame.
		counted(ClassDameParity, ref_side(y, ref_filledSide)-ref_side(x, ref_filledSide)-filledMoved)
	}
	add(ClassCountingMethod, step)
	return out
}

func ref_passSide(s *score.Side) float64 { return s.PassStones }

func ref_prisonerSide(s *score.Side) float64 { return s.Prisoners + s.DeadStones }

func ref_captureSide(s *score.Side) float64 { return s.Prisoners }

func ref_phaseTwoSide(s *score.Side) float64 { return s.PhaseTwo }

func ref_filledSide(s *score.Side) float64 { return s.FilledDame }

func ref_removed(r *score.Result) int {
	return r.Counts.Removed[board.Black] + r.Counts.Removed[board.White]
}

func ref_hasSeki(r *score.Result) bool {
	k := &r.Counts
	return k.SekiEyes[board.Black]+k.SekiEyes[board.White]+k.SekiShared+k.SekiGroups[board.Black]+k.SekiGroups[board.White] > 0
}

// ref_dameTerm is what a count without seki gives for neutral points under
// v's seki rule: the nearest stones' ref_share when v counts the area way
// under Ing's rule, 0 under the others (split gives ½ to each side); not
// known (false) for the nearest rule under another counting.
func ref_dameTerm(v *Verdict) (float64, bool) {
	if v.Ruleset.Seki != rules.SekiIngNearest {
		return 0, true
	}
	if sc, _ := ref_normal(v.Ruleset); ref_territoryWay(sc) {
		return 0, false
	}
	return ref_side(v.Score, ref_dameSide), true
}

func ref_dameSide(s *score.Side) float64 { return s.Dame }

func ref_sekiSide(s *score.Side) float64 { return s.Seki }

// ref_passStones is the margin rs's pass stones give (Black's prisoners from
// White's passes minus White's from Black's), counting the pass White
// owes under white-passes-last when Black's pass ended the record; imp is
// that owed pass.
func ref_passStones(rs rules.Ruleset, in *score.Input) (float64, int) {
	if !rs.PassStones {
		return 0, 0
	}
	imp := 0
	if rs.End == rules.EndWhitePassesLast && in.LastPass == board.Black {
		imp = 1
	}
	return float64(in.Passes[board.White] + imp - in.Passes[board.Black]), imp
}

// rescore counts verdict from's input again under its ruleset (read as
// ref_normal does) with the given dead-stone and seki rules; a verdict of the
// game already counted that way serves, and every count is kept for the
// other pairs.
func (w *ref_walker) rescore(from int, in score.Input, rs rules.Ruleset, dead rules.DeadRule, seki rules.SekiRule) *score.Result {
	k := ref_keyOf(from, rs, dead, seki)
	for _, c := range w.cache {
		if c.key == k {
			return c.r
		}
	}
	if k.from < 0 {
		for i := range w.g.Verdicts {
			v := &w.g.Verdicts[i]
			if _, d := ref_normal(v.Ruleset); v.Score != nil && v.Ruleset.KataGo == nil && d == dead && v.Ruleset.Seki == seki && ref_keyOf(i, v.Ruleset, d, seki) == k {
				w.cache = append(w.cache, ref_rescored{k, v.Score})
				return v.Score
			}
		}
	}
	rs.Scoring, _ = ref_normal(rs)
	rs.Dead, rs.Seki = dead, seki
	rs.KataGo = nil // the step's parameters count, not KataGo's engine (docs/katago.md)
	// A new slot: when the append moves the counts, the earlier ones
	// stay where the cache points, unchanged.
	w.counts = append(w.counts, score.Result{})
	r := &w.counts[len(w.counts)-1]
	if an := w.g.analysis; an != nil {
		*r = an.ScoreWith(in, rs) // same board: the analysis serves
	} else {
		*r = score.Score(in, rs)
	}
	w.cache = append(w.cache, ref_rescored{k, r})
	return r
}

// ref_playFacts are the counts of the record's moves that the parity needs.
type ref_playFacts struct {
	plays, passes [3]int
	mid           [3]int // passes before the record's final run of passes
	// setup is Black's setup stones minus White's when the setup has
	// stones of both colours: it stands for the game that led to it
	// (seed 002's example is such a setup).
	setup int
}

func (w *ref_walker) ref_playFacts() *ref_playFacts {
	if w.facts != nil {
		return w.facts
	}
	f := &ref_playFacts{}
	steps := w.rg.Steps
	// Handicap stones played as leading black moves are not turns.
	if h := w.g.Handicap; h >= 2 {
		k := 0
		for k < len(steps) && k < h && steps[k].Kind == rules.StepPlay && steps[k].Color == board.Black {
			k++
		}
		if k == h {
			steps = steps[k:]
		}
	}
	// One pass: the passes after the last step that is not a pass are the
	// final run; the others are in mid-game.
	var final [3]int
	for _, s := range steps {
		if s.Kind != rules.StepPass {
			final = [3]int{}
		}
		if s.Color != board.Black && s.Color != board.White {
			continue
		}
		switch s.Kind {
		case rules.StepPlay:
			f.plays[s.Color]++
		case rules.StepPass:
			f.passes[s.Color]++
			final[s.Color]++
		}
	}
	for c := range f.mid {
		f.mid[c] = f.passes[c] - final[c]
	}
	f.setup = w.g.setupDiff
	w.facts = f
	return f
}

// parity is the one point of who played the last stone (RULES.md §5.5,
// seed 002): Black's stones placed minus White's, beyond what the passes
// explain. With pass stones every pass is paid for (and the owed one is a
// turn), so it is Black's turns minus White's; without them only a pass
// in mid-game is a lost stone, the final passes are the end. A setup of
// both colours counts as the stones its game placed, unless dead stones
// were ref_removed from the count: a dead stone is a prisoner under territory
// counting and nothing under area counting, and the setup then says
// nothing of who played last. Anything but ±1 is not a parity and stays
// with the counting method.
func (f *ref_playFacts) parity(ref_passStones bool, owed int, deadRemoved bool) int {
	var p int
	if ref_passStones {
		p = f.plays[board.Black] + f.passes[board.Black] - f.plays[board.White] - f.passes[board.White] - owed
	} else {
		p = f.plays[board.Black] - f.plays[board.White] - (f.mid[board.White] - f.mid[board.Black])
	}
	if !deadRemoved {
		p += f.setup
	}
	if p != 1 && p != -1 {
		return 0
	}
	return p
}

// ref_scoreSentence explains the score difference of two verdicts for a
// tournament director: both results, how far apart they are and in whose
// favour, then every class's ref_share with its reason (the shares add up to
// the distance), then what happens to the winner. buf is memory to write
// it in (returned grown: the caller keeps it for the next sentence).
func ref_scoreSentence(a, b *Verdict, shares []ref_share, eff string, buf []byte) (string, []byte) {
	s := ref_appendScoreSentence(buf[:0], a, b, shares, eff)
	return string(s), s
}

func ref_appendScoreSentence(s []byte, a, b *Verdict, shares []ref_share, eff string) []byte {
	ra, rb := a.Ruleset, b.Ruleset
	// Written piece by piece (fmt's %g is strconv's shortest 'g'): the
	// sentences were most of the score-divergence stage.
	s = append(append(append(append(s, ra.Name...), ' '), a.Result...), ", "...)
	s = append(append(append(append(s, rb.Name...), ' '), b.Result...), ": "...)
	total := *b.Margin - *a.Margin
	if total == 0 {
		s = append(s, "the count is tied and the rulesets settle a tie differently ("...)
		s = append(append(append(s, ra.Name...), ": "...), ref_tieName(a)...)
		s = append(append(append(append(s, ", "...), rb.Name...), ": "...), ref_tieName(b)...)
		s = append(s, ')')
	} else {
		dir, who := 1.0, "Black"
		if total < 0 {
			dir, who = -1, "White"
		}
		s = ref_appendPoints(s, math.Abs(total))
		s = append(append(append(append(append(s, " apart, "...), who...), "'s way under "...), rb.Name...), ": "...)
		// Shares are counted in the direction of the difference; when some
		// go the other way, every ref_share carries its sign.
		signed := false
		for _, sh := range shares {
			if sh.pts*dir < 0 {
				signed = true
			}
		}
		for i, sh := range shares {
			if i > 0 {
				s = append(s, ", "...)
			}
			// The class with its "-" as spaces, the ref_share (%+g when
			// signed) and the reason, the first " -" of the piece then
			// written " −".
			start := len(s)
			for j := 0; j < len(sh.class); j++ {
				c := sh.class[j]
				if c == '-' {
					c = ' '
				}
				s = append(s, c)
			}
			s = append(s, ' ')
			num := len(s)
			s = strconv.AppendFloat(s, sh.pts*dir, 'g', -1, 64)
			if signed && s[num] != '-' && s[num] != '+' {
				s = append(s[:num+1], s[num:]...)
				s[num] = '+'
			}
			s = append(s, " ("...)
			s = append(s, ref_why(sh, a, b)...)
			s = append(s, ')')
			for k := start; k+1 < len(s); k++ { // the first " -" (a short piece: no bytes.Index set-up)
				if s[k] == ' ' && s[k+1] == '-' {
					// the "-" at k+1 becomes the three bytes of "−"
					s = append(s, 0, 0)
					copy(s[k+4:], s[k+2:len(s)-2])
					copy(s[k+1:], "−")
					break
				}
			}
		}
	}
	switch eff {
	case EffectWinner:
		s = append(s, "; the winner changes."...)
	case EffectDraw:
		s = append(s, "; one side has a jigo."...)
	default:
		s = append(s, "; the winner is the same."...)
	}
	return s
}

// ref_appendPoints appends v points: "1 point", "2.5 points" (%g).
func ref_appendPoints(b []byte, v float64) []byte {
	if v == 1 {
		return append(b, "1 point"...)
	}
	return append(strconv.AppendFloat(b, v, 'g', -1, 64), " points"...)
}

// ref_gFormat is fmt's %g of v.
func ref_gFormat(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// ref_why is the reason of one ref_share, naming the rulesets.
func ref_why(sh ref_share, a, b *Verdict) string {
	ra, rb := a.Ruleset, b.Ruleset
	switch sh.class {
	case ClassKomi:
		return "komi " + ref_gFormat(a.Komi) + " under " + ra.Name + ", " + ref_gFormat(b.Komi) + " under " + rb.Name
	case ClassHandicapBonus:
		return fmt.Sprintf("White's compensation for the handicap stones: %g under %s (%s), %g under %s (%s)",
			0-ref_bonusTerm(a.Score)+0, ra.Name, ref_bonusName(ra.HandicapBonus), 0-ref_bonusTerm(b.Score)+0, rb.Name, ref_bonusName(rb.HandicapBonus))
	case ClassDeadLiteral:
		lit, dead := ra.Name, ra.Dead
		if _, d := ref_normal(rb); d != rules.DeadAgreed {
			lit, dead = rb.Name, d
		}
		if dead == rules.DeadPassAlive {
			return lit + " counts the board as it stands but for the stones in pass-alive territory (KataGo's count): the other dead stones stay and count for their owner"
		}
		return lit + " counts the board as it stands: the dead stones stay and count for their owner"
	case ClassSeki:
		return "under " + ra.Name + " " + ref_sekiWords(ra.Seki) + "; under " + rb.Name + " " + ref_sekiWords(rb.Seki)
	case ClassPassStones:
		return ref_passWhy(a, b)
	case ClassDameParity:
		return ref_parityWhy(sh, a, b)
	case ClassPrisoners:
		if ra.Scoring == rules.ScoringLaskerMaas || rb.Scoring == rules.ScoringLaskerMaas {
			return "Lasker-Maas scores each side's own stones in the prisoner place against it instead of the opponent's as prisoners"
		}
		return fmt.Sprintf("%s and %s count the prisoners differently", ra.Name, rb.Name)
	case ClassPhases:
		return "the stones of Lasker-Maas's second phase come out of the prisoner place: settling a position by play there costs no point of territory"
	case ClassCountingMethod:
		return ra.Name + " counts " + ref_countingName(ra) + ", " + rb.Name + " counts " + ref_countingName(rb)
	}
	return sh.class
}

func ref_passWhy(a, b *Verdict) string {
	in := &a.in
	var with []string
	owed := false
	for _, v := range []*Verdict{a, b} {
		if v.Ruleset.PassStones {
			with = append(with, v.Ruleset.Name)
			if _, imp := ref_passStones(v.Ruleset, in); imp == 1 {
				owed = true
			}
		}
	}
	pw, pb := in.Passes[board.White], in.Passes[board.Black]
	s := fmt.Sprintf("White passed %s, Black %s", ref_times(pw), ref_times(pb))
	if owed {
		s += ", and White owes the last pass"
	}
	return s + "; under " + strings.Join(with, " and ") + " each pass hands the opponent a prisoner"
}

func ref_times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// ref_parityWhy names who had the extra turn: the ref_share is +1 for Black when
// going from territory to area counting. With pass stones the parity is of
// every turn (a pass is paid for like a stone); without them, of the turns
// before the final passes (before the count, on a record counted as it
// stops): a pass in mid-game is a turn too, and the
// stone it did not place is the counting method's ref_share (compare/doc.go),
// so "placed the last stone" would be untrue when someone passed early.
func ref_parityWhy(sh ref_share, a, b *Verdict) string {
	sb, _ := ref_normal(b.Ruleset)
	area := b.Ruleset
	p := sh.pts
	if ref_territoryWay(sb) {
		p, area = -p, a.Ruleset
	}
	who, other := "Black", "White"
	if p < 0 {
		who, other = "White", "Black"
	}
	if area.PassStones {
		return who + " had the last turn, one more than " + other + ": under " + area.Name +
			" every turn is a stone on the board or a pass stone, and area counting gives it a point that territory counting does not"
	}
	when := "before the final passes"
	if a.End != rules.EndPasses && b.End != rules.EndPasses {
		when = "before the count" // a record counted as it stops, without closing passes
	}
	return who + " had the last turn " + when + ", one more than " + other + ": area counting gives its stone a point that territory counting does not"
}

func ref_bonusName(b rules.HandicapBonus) string {
	switch b {
	case rules.HandicapBonusN:
		return "N"
	case rules.HandicapBonusNMinusOne:
		return "N−1"
	}
	return "none"
}

func ref_sekiWords(s rules.SekiRule) string {
	switch s {
	case rules.SekiNotCounted:
		return "eyes in seki are not points"
	case rules.SekiCounted:
		return "eyes in seki count, shared points count for no one"
	case rules.SekiSplit:
		return "eyes in seki count and every shared or neutral point gives ½ to each side"
	case rules.SekiIngNearest:
		return "shared and neutral points go to the side with the nearer stones"
	}
	return "seki is " + string(s)
}

func ref_tieName(v *Verdict) string {
	switch v.Winner() {
	case "B":
		return "Black wins it"
	case "W":
		return "White wins it"
	}
	return "jigo"
}

// ref_countingName is how rs counts, for the counting-method sentence.
func ref_countingName(rs rules.Ruleset) string {
	if rs.KataGo == nil {
		return ref_scoringName(rs.Scoring)
	}
	s := ref_scoringName(rs.Scoring) + " as KataGo's engine does (only stones in pass-alive territory removed, its own seki"
	if rs.KataGo.Territory() {
		s += ", stones placed in the second encore phase free"
	}
	return s + ")"
}

func ref_scoringName(m rules.ScoringMethod) string {
	switch m {
	case rules.ScoringArea:
		return "stones on the board and territory (area)"
	case rules.ScoringTerritory:
		return "territory and prisoners"
	case rules.ScoringConfiguration:
		return "the board as it stands (literal area)"
	case rules.ScoringStone:
		return "stones less 2 per living group (group tax)"
	case rules.ScoringIng:
		return "Ing's fill-in area"
	case rules.ScoringLaskerMaas:
		return "territory less the own stones in the prisoner place (Lasker-Maas)"
	}
	return string(m)
}

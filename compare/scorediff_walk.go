package compare

import (
	"math"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// share is one class's part of the margin difference between two
// rulesets: how many points it moves Black's margin from A to B.
type share struct {
	class string
	pts   float64
}

// walker decomposes score differences for one game. It re-scores the
// Input of a representative only for a step whose parameter differs, and
// keeps the re-scored counts for the other pairs of the game.
type walker struct {
	g     *Game
	rg    *rules.Game
	facts *playFacts
	// cache is the counts rescore made or found, by key (a handful a
	// game: a look along them); counts holds the ones it made, in the
	// Auditor's scratch when scores gives it (they live as long as the
	// walker: decompose keeps only numbers).
	cache  []rescored
	counts []score.Result
	shares [8]share // the buffer decompose returns (7 steps at most)
}

// rescoreKey names a count by what its margin without komi and bonus
// depends on. Area-way counts (area, Ing, configuration read as area)
// depend only on the counting, dead and seki rules, so any verdict's
// input serves (from is -1); a territory-way count also on its ruleset's
// pass stones and Lasker-Maas's phase two: from is the verdict.
type rescoreKey struct {
	from    int
	scoring rules.ScoringMethod
	dead    rules.DeadRule
	seki    rules.SekiRule
}

type rescored struct {
	key rescoreKey
	r   *score.Result
}

func keyOf(from int, rs *rules.Ruleset, dead rules.DeadRule, seki rules.SekiRule) rescoreKey {
	sc, _ := normal(rs)
	if sc == rules.ScoringIng {
		sc = rules.ScoringArea // Ing's fill-in count is the area count (RULES.md §5.8)
	}
	if !territoryWay(sc) {
		from = -1
	}
	return rescoreKey{from, sc, dead, seki}
}

// normal reads a ruleset the way the walk compares it: configuration
// counting is area counting with nothing removed (RULES.md §5.3), so
// tromp-taylor against chinese is a question of dead stones and seki.
// rs is a pointer: a Ruleset is some 200 bytes, and its copies were a
// good part of the walk's own cost.
func normal(rs *rules.Ruleset) (rules.ScoringMethod, rules.DeadRule) {
	if rs.Scoring == rules.ScoringConfiguration {
		return rules.ScoringArea, rules.DeadLiteral
	}
	return rs.Scoring, rs.Dead
}

// territoryWay says whether a counting method counts prisoners (territory
// and Lasker-Maas) rather than the stones on the board (area, Ing,
// stone counting).
func territoryWay(m rules.ScoringMethod) bool {
	return m == rules.ScoringTerritory || m == rules.ScoringLaskerMaas
}

func komiTerm(r *score.Result) float64  { return r.Black.Komi - r.White.Komi }
func bonusTerm(r *score.Result) float64 { return r.Black.HandicapBonus - r.White.HandicapBonus }

// rest is the margin without komi and handicap bonus: the later steps
// compare it, so those two terms are counted once, by their own steps.
func rest(r *score.Result) float64 { return r.Margin - komiTerm(r) - bonusTerm(r) }

func side(r *score.Result, f func(s *score.Side) float64) float64 { return f(&r.Black) - f(&r.White) }

// decompose walks from verdict ia's ruleset to ib's in the order of the
// package comment and returns the non-zero shares; they sum exactly to
// the margin of ib minus that of ia. Equal margins are one ties share.
func (w *walker) decompose(ia, ib int) []share {
	va, vb := &w.g.Verdicts[ia], &w.g.Verdicts[ib]
	out := w.shares[:0]
	total := *vb.Margin - *va.Margin
	if total == 0 {
		return append(out, share{class: ClassTies})
	}
	// add books d to class; a class met at two steps (Ing's share of the
	// neutral points and the counting step are both counting-method) is
	// one share, so every class appears once.
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
			out = append(out, share{class: class, pts: d})
		}
	}
	add(ClassKomi, komiTerm(vb.Score)-komiTerm(va.Score))
	add(ClassHandicapBonus, bonusTerm(vb.Score)-bonusTerm(va.Score))

	ra, rb := &va.Ruleset, &vb.Ruleset
	scA, deadA := normal(ra)
	scB, deadB := normal(rb)
	ta, tb := territoryWay(scA), territoryWay(scB)
	// Literal counting and the split and nearest-stones seki rules are
	// area rules (RULES.md §5.1, §5.3, §5.8): their steps are measured
	// under the area ruleset of the pair, the literal one when there is
	// one (one re-count then serves every pair with it), or A's when both
	// count the territory way.
	base, bi := va, ia
	if !tb && (ta || deadB == rules.DeadLiteral) {
		base, bi = vb, ib
	}
	dead := removed(va.Score)+removed(vb.Score) > 0
	stepDead := deadA != deadB && dead
	seki := hasSeki(va.Score) || hasSeki(vb.Score)
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
		// rule's share is the dame term of a count under it (split halves
		// cancel). With no seki to speak of, it is Ing's way of counting
		// that differs, not a seki: class counting-method.
		if da, ok := dameTerm(va); ok {
			if db, ok := dameTerm(vb); ok {
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
		_, baseDead := normal(&base.Ruleset)
		sekiA, sekiB := ra.Seki, rb.Seki
		if !stepSeki { // the seki rule changes no count here: keep base's
			sekiA, sekiB = base.Ruleset.Seki, base.Ruleset.Seki
		}
		at := func(d rules.DeadRule, sk rules.SekiRule) *score.Result {
			if d == baseDead && sk == base.Ruleset.Seki {
				return base.Score
			}
			return w.rescore(bi, &in, &base.Ruleset, d, sk)
		}
		// The seki step is measured on the board with the dead stones
		// removed (a literal board's dead stones make no seki): the dead
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
			d, f := rest(y)-rest(x), side(y, filledSide)-side(x, filledSide)
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
			// the Seki component) are a seki share. The seki rules of the
			// area-way rulesets also say who gets a dame nobody can fill
			// (½ each, the nearer stones): that part is the counting
			// method, as on a board without seki (RULES.md §5.1, §5.8).
			y := at(sekiDead, sekiB)
			d, own := rest(y)-rest(x), side(y, sekiSide)-side(x, sekiSide)
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
	// components show why; what remains is counting-method.
	x, y := va.Score, vb.Score
	step := rest(y) - rest(x) - moved
	// counted books a share of this step: what remains of it is the
	// counting method.
	counted := func(class string, d float64) {
		add(class, d)
		step -= d
	}
	switch {
	case ta && tb:
		counted(ClassPassStones, side(y, passSide)-side(x, passSide))
		if deadA == deadB {
			counted(ClassPrisoners, side(y, prisonerSide)-side(x, prisonerSide))
		} else {
			counted(ClassPrisoners, side(y, captureSide)-side(x, captureSide))
		}
		counted(ClassPhases, side(y, phaseTwoSide)-side(x, phaseTwoSide))
	case ta != tb:
		// Area minus territory is the stones each side placed (RULES.md
		// §5.1, §5.2): what the pass stones of the area ruleset pay back,
		// the parity of the last stone, and the rest (handicap stones, a
		// pass nobody pays for, the setup).
		sign, t, area := 1.0, x, rb
		if !ta {
			sign, t, area = -1, y, ra
		}
		ps, imp := passStones(area, &va.in)
		counted(ClassPassStones, sign*(ps-side(t, passSide)))
		counted(ClassDameParity, sign*float64(w.playFacts().parity(area.PassStones, imp, dead)))
		// The dame a counted record fills are turns too (RULES.md §5.1):
		// who fills the last one.
		counted(ClassDameParity, sign*side(areaCount, filledSide))
	default:
		// Two area-way counts: one fills the dame of a counted record
		// and the other counts it as it stands (literal counting), or
		// they fill from different players: who fills the last dame.
		counted(ClassDameParity, side(y, filledSide)-side(x, filledSide)-filledMoved)
	}
	add(ClassCountingMethod, step)
	return out
}

func passSide(s *score.Side) float64 { return s.PassStones }

func prisonerSide(s *score.Side) float64 { return s.Prisoners + s.DeadStones }

func captureSide(s *score.Side) float64 { return s.Prisoners }

func phaseTwoSide(s *score.Side) float64 { return s.PhaseTwo }

func filledSide(s *score.Side) float64 { return s.FilledDame }

func removed(r *score.Result) int {
	return r.Counts.Removed[board.Black] + r.Counts.Removed[board.White]
}

func hasSeki(r *score.Result) bool {
	k := &r.Counts
	return k.SekiEyes[board.Black]+k.SekiEyes[board.White]+k.SekiShared+k.SekiGroups[board.Black]+k.SekiGroups[board.White] > 0
}

// dameTerm is what a count without seki gives for neutral points under
// v's seki rule: the nearest stones' share when v counts the area way
// under Ing's rule, 0 under the others (split gives ½ to each side); not
// known (false) for the nearest rule under another counting.
func dameTerm(v *Verdict) (float64, bool) {
	if v.Ruleset.Seki != rules.SekiIngNearest {
		return 0, true
	}
	if sc, _ := normal(&v.Ruleset); territoryWay(sc) {
		return 0, false
	}
	return side(v.Score, dameSide), true
}

func dameSide(s *score.Side) float64 { return s.Dame }

func sekiSide(s *score.Side) float64 { return s.Seki }

// passStones is the margin rs's pass stones give (Black's prisoners from
// White's passes minus White's from Black's), counting the pass White
// owes under white-passes-last when Black's pass ended the record; imp is
// that owed pass.
func passStones(rs *rules.Ruleset, in *score.Input) (float64, int) {
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
// normal does) with the given dead-stone and seki rules; a verdict of the
// game already counted that way serves, and every count is kept for the
// other pairs. in and rs are read, not kept or written.
func (w *walker) rescore(from int, in *score.Input, rs *rules.Ruleset, dead rules.DeadRule, seki rules.SekiRule) *score.Result {
	k := keyOf(from, rs, dead, seki)
	for _, c := range w.cache {
		if c.key == k {
			return c.r
		}
	}
	if k.from < 0 {
		for i := range w.g.Verdicts {
			v := &w.g.Verdicts[i]
			if _, d := normal(&v.Ruleset); v.Score != nil && v.Ruleset.KataGo == nil && d == dead && v.Ruleset.Seki == seki && keyOf(i, &v.Ruleset, d, seki) == k {
				w.cache = append(w.cache, rescored{k, v.Score})
				return v.Score
			}
		}
	}
	sr := *rs
	sr.Scoring, _ = normal(rs)
	sr.Dead, sr.Seki = dead, seki
	sr.KataGo = nil // the step's parameters count, not KataGo's engine (docs/katago.md)
	// A new slot: when the append moves the counts, the earlier ones
	// stay where the cache points, unchanged.
	w.counts = append(w.counts, score.Result{})
	r := &w.counts[len(w.counts)-1]
	if an := w.g.analysis; an != nil {
		*r = an.ScoreWith(*in, sr) // same board: the analysis serves
	} else {
		*r = score.Score(*in, sr)
	}
	w.cache = append(w.cache, rescored{k, r})
	return r
}

// playFacts are the counts of the record's moves that the parity needs.
type playFacts struct {
	plays, passes [3]int
	mid           [3]int // passes before the record's final run of passes
	// setup is Black's setup stones minus White's when the setup has
	// stones of both colours: it stands for the game that led to it
	// (seed 002's example is such a setup).
	setup int
}

func (w *walker) playFacts() *playFacts {
	if w.facts != nil {
		return w.facts
	}
	f := &playFacts{}
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
	// The passes after the last step that is not a pass are the final
	// run, counted from the end; the others are in mid-game. Then one
	// pass over the steps (not copied) counts the plays and passes.
	var final [3]int
	for end := len(steps); end > 0 && steps[end-1].Kind == rules.StepPass; end-- {
		if c := steps[end-1].Color; c == board.Black || c == board.White {
			final[c]++
		}
	}
	for i := range steps {
		s := &steps[i]
		if s.Color != board.Black && s.Color != board.White {
			continue
		}
		switch s.Kind {
		case rules.StepPlay:
			f.plays[s.Color]++
		case rules.StepPass:
			f.passes[s.Color]++
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
// were removed from the count: a dead stone is a prisoner under territory
// counting and nothing under area counting, and the setup then says
// nothing of who played last. Anything but ±1 is not a parity and stays
// with the counting method.
func (f *playFacts) parity(passStones bool, owed int, deadRemoved bool) int {
	var p int
	if passStones {
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

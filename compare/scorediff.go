package compare

import (
	"fmt"
	"math"

	"rulediff/rules"
	"rulediff/rules/score"
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
var components = []struct {
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
	{"phase_two", func(s *score.Side) float64 { return s.PhaseTwo }},
}

// componentTerms returns the component deltas from result a to result b: how much
// each component moves the margin (Black minus White). Zero terms are left
// out.
func componentTerms(a, b *score.Result) []Term {
	var out []Term
	for _, c := range components {
		d := (c.get(&b.Black) - c.get(&b.White)) - (c.get(&a.Black) - c.get(&a.White))
		if d != 0 {
			out = append(out, Term{Component: c.name, Delta: d})
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

// classify says why two counted verdicts differ: one class per cause that
// moves the margin, with its share of the move (the shares add up to the
// margin of b minus that of a), from the parameters that differ, checked
// against the component deltas.
func classify(a, b *Verdict, setupDiff int) (classes []string, shares []float64, terms []Term) {
	ma, mb := *a.Margin, *b.Margin
	if ma == mb {
		if a.Result != b.Result {
			return []string{ClassTies}, []float64{0}, nil
		}
		return nil, nil, nil
	}
	terms = componentTerms(a.Score, b.Score)
	rest := mb - ma
	add := func(class string, d float64) {
		if d != 0 {
			classes = append(classes, class)
			shares = append(shares, d)
			rest -= d
		}
	}
	add(ClassKomi, termOf(terms, "komi"))
	add(ClassHandicapBonus, termOf(terms, "handicap_bonus"))
	add(ClassPhases, termOf(terms, "phase_two"))
	ra, rb := a.Ruleset, b.Ruleset
	// Territory counting against an area ruleset with pass stones: the
	// area result equals the territory count with pass stones (RULES.md
	// §5.5), so what separates them is the pass stones.
	switch {
	case rb.PassStones && !ra.PassStones && ra.Scoring == rules.ScoringTerritory && b.Score.TerritoryEquivalent != nil:
		add(ClassPassStones, passStones(b))
	case ra.PassStones && !rb.PassStones && rb.Scoring == rules.ScoringTerritory && a.Score.TerritoryEquivalent != nil:
		add(ClassPassStones, -passStones(a))
	default:
		add(ClassPassStones, termOf(terms, "pass_stones"))
	}
	add(ClassSeki, termOf(terms, "seki"))
	if ra.Seki != rb.Seki {
		add(ClassSeki, termOf(terms, "dame")) // Ing's nearest stones take neutral points
	} else {
		add(ClassDameParity, termOf(terms, "dame"))
	}
	// Area minus territory is (black setup − white setup) + (black plays −
	// white plays). A setup standing for a finished game with one black
	// stone more is the parity of the dame: Black filled the last one.
	if parity := setupParity(ra, rb, setupDiff); parity != 0 && rest != 0 {
		add(ClassDameParity, parity)
	}
	if rest != 0 {
		removed := func(v *Verdict) int { c := v.Score.Counts; return c.Removed[1] + c.Removed[2] }
		sekiEyes := func(v *Verdict) int { c := v.Score.Counts; return c.SekiEyes[1] + c.SekiEyes[2] + c.SekiShared }
		switch {
		case ra.Dead != rb.Dead && removed(a)+removed(b) > 0:
			add(ClassDeadLiteral, rest)
		case ra.Seki != rb.Seki && sekiEyes(a)+sekiEyes(b) > 0 && ra.Scoring != rules.ScoringArea && rb.Scoring != rules.ScoringArea:
			add(ClassSeki, rest)
		case ra.Scoring != rb.Scoring:
			add(ClassCountingMethod, rest)
		case termOf(terms, "prisoners") != 0:
			add(ClassPrisoners, rest)
		default:
			add(ClassCountingMethod, rest)
		}
	}
	return classes, shares, terms
}

// setupParity is the margin a one-stone setup difference adds going from
// territory (a) to area (b) counting, or the reverse; 0 otherwise.
func setupParity(ra, rb rules.Ruleset, setupDiff int) float64 {
	if setupDiff != 1 && setupDiff != -1 {
		return 0
	}
	area := func(m rules.ScoringMethod) bool {
		return m == rules.ScoringArea || m == rules.ScoringConfiguration || m == rules.ScoringIng
	}
	switch {
	case ra.Scoring == rules.ScoringTerritory && area(rb.Scoring):
		return float64(setupDiff)
	case rb.Scoring == rules.ScoringTerritory && area(ra.Scoring):
		return -float64(setupDiff)
	}
	return 0
}

// passStones is the margin the pass stones give under v's rules: one
// prisoner to the opponent per pass, and under white-passes-last the pass
// White still owes when Black's pass ended the record.
func passStones(v *Verdict) float64 {
	p := float64(v.passes[2] - v.passes[1])
	if v.Ruleset.End == rules.EndWhitePassesLast && v.lastPass == 1 {
		p++
	}
	return p
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

// scores finds the score divergences: every pair of counted verdicts with
// different results, classified; one divergence per class and effect,
// explained by its first pair (in column order) and listing every ruleset
// on either side of any pair.
func (a *Auditor) scores(g *Game) []Divergence {
	vs := g.Verdicts
	var out []Divergence
	at := map[[2]string]int{}
	members := [][]bool{}
	for i := range vs {
		if vs[i].Margin == nil {
			continue
		}
		for j := i + 1; j < len(vs); j++ {
			if vs[j].Margin == nil || vs[j].Result == vs[i].Result {
				continue
			}
			classes, shares, terms := classify(&vs[i], &vs[j], g.setupDiff)
			eff := effect(&vs[i], &vs[j])
			for ci, c := range classes {
				k := [2]string{c, eff}
				n, ok := at[k]
				if !ok {
					n = len(out)
					at[k] = n
					out = append(out, Divergence{Kind: KindScore, Class: c, Effect: eff, X: -1, Y: -1, Terms: terms,
						Explanation: scoreSentence(c, eff, &vs[i], &vs[j], shares[ci])})
					members = append(members, make([]bool, len(vs)))
				}
				members[n][i], members[n][j] = true, true
			}
		}
	}
	for n := range out {
		var idx []int
		for i, in := range members[n] {
			if in {
				idx = append(idx, i)
			}
		}
		out[n].Rulesets = names(g, idx)
		out[n].Camps = resultCamps(g, idx)
	}
	sortByClass(out)
	return out
}

func resultCamps(g *Game, idx []int) []Camp {
	var camps []Camp
	at := map[string]int{}
	for _, i := range idx {
		v := &g.Verdicts[i]
		k, ok := at[v.Result]
		if !ok {
			k = len(camps)
			at[v.Result] = k
			m := *v.Margin
			camps = append(camps, Camp{Says: v.Result, Margin: &m})
		}
		camps[k].Rulesets = append(camps[k].Rulesets, v.Ruleset.Name)
	}
	return camps
}

// scoreSentence explains one class of a score divergence by its first
// pair: both results, the cause, the effect on the winner, and the points
// this class moves the margin when classes share the difference.
func scoreSentence(class, eff string, a, b *Verdict, share float64) string {
	var why string
	ra, rb := a.Ruleset, b.Ruleset
	switch class {
	case ClassTies:
		why = fmt.Sprintf("the count is tied and the rulesets settle a tie differently (%s: %s, %s: %s)", ra.Name, tieName(a), rb.Name, tieName(b))
	case ClassKomi:
		why = fmt.Sprintf("the komi differs (%s %g, %s %g)", ra.Name, a.Komi, rb.Name, b.Komi)
	case ClassHandicapBonus:
		why = fmt.Sprintf("White's handicap bonus under area counting differs (%s: %s, %s: %s)", ra.Name, ra.HandicapBonus, rb.Name, rb.HandicapBonus)
	case ClassPassStones:
		why = "each pass hands the opponent a prisoner under " + passRuleset(ra, rb)
	case ClassCountingMethod:
		why = fmt.Sprintf("%s counts %s and %s counts %s", ra.Name, scoringName(ra.Scoring), rb.Name, scoringName(rb.Scoring))
	case ClassDeadLiteral:
		lit := ra.Name
		if rb.Dead == rules.DeadLiteral {
			lit = rb.Name
		}
		why = fmt.Sprintf("%s counts the position literally: dead stones stay on the board and count for their owner", lit)
	case ClassSeki:
		why = fmt.Sprintf("points in seki count differently (%s: %s, %s: %s)", ra.Name, ra.Seki, rb.Name, rb.Seki)
	case ClassDameParity:
		why = "neutral points are shared out differently"
	case ClassPhases:
		why = "Lasker-Maas takes the stones of its second phase back out of the prisoner place"
	case ClassPrisoners:
		why = "prisoners count differently"
	default:
		why = class
	}
	var tail string
	switch eff {
	case EffectWinner:
		tail = "the winner changes"
	case EffectDraw:
		tail = "one side has a jigo"
	default:
		tail = "the winner is the same"
	}
	s := fmt.Sprintf("%s %s, %s %s: %s; %s", ra.Name, a.Result, rb.Name, b.Result, why, tail)
	if total := *b.Margin - *a.Margin; share != 0 && share != total {
		s += fmt.Sprintf(" (this accounts for %g of the %g points between them)", math.Abs(share), math.Abs(total))
	}
	return s + "."
}

func passRuleset(ra, rb rules.Ruleset) string {
	if ra.PassStones {
		return ra.Name
	}
	return rb.Name
}

func tieName(v *Verdict) string {
	switch v.Winner() {
	case "B":
		return "Black wins it"
	case "W":
		return "White wins it"
	}
	return "jigo"
}

func scoringName(m rules.ScoringMethod) string {
	switch m {
	case rules.ScoringArea:
		return "area"
	case rules.ScoringTerritory:
		return "territory"
	case rules.ScoringConfiguration:
		return "the configuration (literal area)"
	case rules.ScoringStone:
		return "stones (group tax)"
	case rules.ScoringIng:
		return "Ing's fill-in area"
	case rules.ScoringLaskerMaas:
		return "territory minus the prisoner place (Lasker-Maas)"
	}
	return string(m)
}

func classRank(c string) int {
	for i, x := range Classes {
		if x == c {
			return i
		}
	}
	return len(Classes)
}

func sortByClass(ds []Divergence) {
	for i := 1; i < len(ds); i++ {
		for j := i; j > 0 && less(&ds[j], &ds[j-1]); j-- {
			ds[j], ds[j-1] = ds[j-1], ds[j]
		}
	}
}

func less(a, b *Divergence) bool {
	if a.Move != b.Move {
		return a.Move < b.Move
	}
	if ra, rb := classRank(a.Class), classRank(b.Class); ra != rb {
		return ra < rb
	}
	return a.Effect < b.Effect
}

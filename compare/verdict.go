package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// deadCache keeps the dead stones of each distinct final position of one
// game: rulesets that end at the same moment share their position. The
// Auditor keeps one for every game (reset): what it holds are the game's
// own slices, which the cache's memory only lists.
type deadCache struct {
	pos  []board.Position
	dead []deadStones
}

// deadStones is what deadFor found for one final position.
type deadStones struct {
	dead   []int
	method score.DeadMethod
	// When the estimator judged them: its owners of the open points
	// (score.Input.Owner), its uncertain stones and the open points it
	// gave to no one.
	owner           []board.Color
	uncertain, open int
}

func (c *deadCache) get(a *Auditor, g *Game, rec *sgfio.Game, p board.Position, cutShort bool) deadStones {
	for i, q := range c.pos {
		if samePosition(p, q) {
			return c.dead[i]
		}
	}
	d, err := a.deadFor(rec, p, cutShort)
	if err != nil {
		g.Warnings = append(g.Warnings, Warning{Msg: err.Error()})
	}
	c.pos, c.dead = append(c.pos, p), append(c.dead, d)
	return d
}

func samePosition(p, q board.Position) bool {
	if len(p.Stones) > 0 && len(q.Stones) == len(p.Stones) && &p.Stones[0] == &q.Stones[0] {
		return true
	}
	return p.Equal(q)
}

// verdicts fills g.Verdicts from the replay: results of records that ended
// otherwise are kept in their declared form; the others are counted.
func (a *Auditor) verdicts(g *Game, rec *sgfio.Game, out *rules.Outcome) {
	cache := &a.deadCache
	clear(cache.pos[:cap(cache.pos)]) // the last game's, let go
	clear(cache.dead[:cap(cache.dead)])
	cache.pos, cache.dead = cache.pos[:0], cache.dead[:0]
	cutShort := g.Moves < len(rec.Moves)
	if n := len(out.Rulesets); cap(a.spare) >= n { // a recycled game's
		g.Verdicts, a.spare = a.spare[:n], nil // each is written whole below
	} else {
		g.Verdicts = make([]Verdict, n)
	}
	// The counts go in one block, a recycled game's when there is one
	// (Recycle: the caller has copied what it took), the margins in
	// another made for this game alone: a report keeps them (Audit).
	if n := len(out.Rulesets); cap(a.spareScores) >= n {
		g.scores, a.spareScores = a.spareScores[:n], nil
	} else {
		g.scores = make([]score.Result, n)
	}
	var margins []float64
	var names resultNames
	fill := a.howEnded(g, rec, out, cache, cutShort)
	g.fillFrom = fill
	first := true
	for i := range out.Rulesets {
		// Written in place: a Verdict (its Ruleset and Input) is large,
		// and a copy made here and another into g.Verdicts cost more
		// than the verdict of a game that was not counted.
		ro := &out.Rulesets[i]
		v := &g.Verdicts[i]
		*v = Verdict{}
		v.Ruleset = a.opts.Rulesets[i]
		v.Illegal, v.End, v.EndMove, v.Loser = ro.Forbidden, ro.End, ro.EndMove, ro.Loser
		rs := &v.Ruleset
		v.Komi = a.komi(rec, rs)
		switch ro.End {
		case rules.EndResignation:
			v.Result = decided(loserOf(rec), "+R")
		case rules.EndTime:
			v.Result = decided(loserOf(rec), "+T")
		case rules.EndForfeit:
			v.Result = decided(loserOf(rec), "+F")
		case rules.EndNoLegalTurn:
			v.Result = decided(ro.Loser, "+F")
		case rules.EndNoResult:
			v.Result = ResultVoid
		case rules.EndJigo:
			v.Result = ResultDraw
		default:
			// Every ruleset counts the record's final position: moves
			// played after a ruleset's own end are still applied (RULES.md
			// §3), and a dead stone settled by play after two passes is
			// settled for everyone; the divergence of the ends is reported
			// as an end divergence.
			t := &out.Tally
			p := t.Final
			if len(p.Stones) != p.W*p.H || p.W == 0 {
				v.Result = ResultUnknown
				break
			}
			d := cache.get(a, g, rec, p, cutShort)
			method := d.method
			if rs.Dead == rules.DeadLiteral {
				method = score.DeadLiteral
			} else if first && rs.Dead == rules.DeadAgreed {
				g.Dead, g.DeadMethod, first = d.dead, method, false
				g.DeadUncertain, g.DeadOpen = d.uncertain, d.open
			}
			in := score.Input{
				Position: p, Dead: d.dead, DeadMethod: method, Owner: d.owner,
				Prisoners: t.Prisoners, Passes: t.Passes, LastPass: t.LastPass,
				Handicap: out.Handicap, Komi: v.Komi, PhaseTwo: ro.PhaseTwoPlays,
				KataGo: ro.KataGo, FillFrom: fill,
			}
			if g.analysis == nil { // one analysis of the final position for every ruleset
				a.analysis.Reset(in)
				g.analysis = &a.analysis
			}
			res := &g.scores[i]
			// In place, the last game's Own map reused (Recycle gave
			// it up; a fresh block's Results have none).
			g.analysis.ScoreInto(res, in, *rs)
			if res.W == 0 {
				v.Result = ResultUnknown
				break
			}
			v.Score = res
			v.in = in
			if margins == nil {
				margins = make([]float64, len(out.Rulesets))
			}
			margins[i] = res.Margin
			v.Margin = &margins[i]
			v.Result = names.of(res)
		}
		if fill != board.Empty && v.End == rules.EndUnfinished {
			v.End = EndCounted // no closing passes, but counted (howended.go)
		}
		if v.Result == "+R" || v.Result == "+T" || v.Result == "+F" {
			v.Result = ResultUnknown // no winner known
		}
	}
	if first && g.DeadMethod == "" {
		g.DeadMethod = score.DeadNone
	}
	markingWarnings(g)
}

// resultNames hands out the result strings of a game's counts
// (score.Result.String, one allocation each): the fourteen rulesets'
// counts repeat a few winners and margins, and a string made for one
// is given to the next count with the same winner and margin. The string
// depends on nothing else; a NaN margin equals nothing, so it is made
// each time.
type resultNames struct {
	n      int
	winner [4]board.Color
	margin [4]float64
	name   [4]string
}

func (c *resultNames) of(r *score.Result) string {
	for i := range c.n {
		if c.winner[i] == r.Winner && c.margin[i] == r.Margin {
			return c.name[i]
		}
	}
	s := r.String()
	if c.n < len(c.name) {
		c.winner[c.n], c.margin[c.n], c.name[c.n] = r.Winner, r.Margin, s
		c.n++
	}
	return s
}

func loserOf(rec *sgfio.Game) board.Color {
	return color(rec.Result.Winner).Opponent()
}

func winnerOf(_ rules.End, loser board.Color) string {
	switch loser {
	case board.Black:
		return "W"
	case board.White:
		return "B"
	}
	return ""
}

// komi is the komi a ruleset's score uses (RULES.md §5.11): the record's
// under KomiRecord, the ruleset's default under KomiRules unless it has
// none (by agreement), then the record's.
func (a *Auditor) komi(rec *sgfio.Game, rs *rules.Ruleset) float64 {
	recOK := rec.Komi.Present && rec.Komi.OK
	if v, ok := a.opts.Komi.Value(); ok {
		return v
	}
	if a.opts.Komi == KomiRules && rs.Komi != nil {
		return *rs.Komi
	}
	if k := a.opts.AssumeKomi; k != nil && assumed(rec) {
		return *k
	}
	if recOK {
		return rec.Komi.Value
	}
	// A record without KM is scored with no komi under --komi=record
	// (as most programs read it); --komi=rules already took the default.
	return 0
}

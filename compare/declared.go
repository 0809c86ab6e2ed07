package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// The declared ruleset of a record (RU[]) is a catalogue row when the
// value names one or equals one; a KataGo rules string that no row equals
// (none does: KataGo's engine ends and counts its own way) declares a
// ruleset of its own, named by the string in KataGo's canonical form. The
// result check needs that ruleset's verdict: when it is not among the
// audited rulesets (the catalogue's never hold it), the record is replayed
// under it alone (declaredVerdict), a replay only such records pay.

// maxDeclared bounds the replayers kept for declared rulesets, so that a
// corpus of distinct strings cannot grow memory.
const maxDeclared = 16

// declaredVerdict is the verdict of the game under its declared ruleset
// when that is no catalogue row and no audited ruleset has its name, for
// the result check; nil otherwise, or when the record cannot be
// replayed. (A catalogue row left out of --rules stays unchecked: the
// user chose the rulesets.)
func (a *Auditor) declaredVerdict(g *Game, rg *rules.Game, rec *sgfio.Game) *Verdict {
	if g.DeclaredParams == nil || g.Declared == "" {
		return nil
	}
	if _, row := a.cat.Lookup(g.Declared); row {
		return nil
	}
	for _, rs := range a.opts.Rulesets {
		if rs.Name == g.Declared {
			return nil
		}
	}
	rs := *g.DeclaredParams
	rp := a.declared[rs.Name]
	if rp == nil {
		var err error
		if rp, err = rules.NewReplayer([]rules.Ruleset{rs}); err != nil {
			return nil
		}
		if len(a.declared) >= maxDeclared {
			clear(a.declared)
		}
		if a.declared == nil {
			a.declared = map[string]*rules.Replayer{}
		}
		a.declared[rs.Name] = rp
	}
	out, err := rp.Replay(rg)
	if err != nil || len(out.Rulesets) != 1 {
		return nil
	}
	ro := &out.Rulesets[0]
	v := &Verdict{Ruleset: rs, Illegal: ro.Forbidden, End: ro.End, EndMove: ro.EndMove, Loser: ro.Loser}
	v.Komi = a.komi(rec, &rs)
	switch ro.End {
	case rules.EndResignation, rules.EndTime, rules.EndForfeit, rules.EndNoLegalTurn:
		v.Result = ResultUnknown // a win without a count: nothing to check
		return v
	case rules.EndNoResult:
		v.Result = ResultVoid
		return v
	case rules.EndJigo:
		v.Result = ResultDraw
		return v
	}
	p := out.Tally.Final
	if len(p.Stones) != p.W*p.H || p.W == 0 {
		v.Result = ResultUnknown
		return v
	}
	in := score.Input{
		Position: p, Prisoners: out.Tally.Prisoners, Passes: out.Tally.Passes, LastPass: out.Tally.LastPass,
		Handicap: out.Handicap, Komi: v.Komi, PhaseTwo: ro.PhaseTwoPlays, KataGo: ro.KataGo,
		FillFrom: g.fillFrom,
	}
	if rs.Dead == rules.DeadAgreed {
		d, _ := a.deadFor(rec, p, g.Moves < len(rec.Moves))
		in.Dead, in.DeadMethod, in.Owner = d.dead, d.method, d.owner
	}
	res := score.Score(in, rs)
	if res.W == 0 {
		v.Result = ResultUnknown
		return v
	}
	m := res.Margin
	v.Score, v.Margin, v.Result, v.in = &res, &m, res.String(), in
	return v
}

package reports

import (
	"slices"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// FromAudits is FromCollection for the audit: audit is called on each
// record of the file in order and its result becomes the game's entry
// (FromCompare). A file that yields no game is one entry with game 0, and
// the file-level diagnostics go with the first game, as in the check view.
// Each game's entry is made before audit is called for the next record,
// and copies what it takes from the game's verdicts (their margins are
// pointers of their own), so audit may recycle the previous game
// (compare.Auditor.Recycle).
func FromAudits(source string, c *sgfio.Collection, audit func(*sgfio.Game) *compare.Game) []Game {
	if c == nil || len(c.Games) == 0 {
		return FromCollection(source, c)
	}
	out := make([]Game, len(c.Games))
	for i, rec := range c.Games {
		out[i] = FromCompare(audit(rec))
	}
	prependFileDiags(&out[0], c.Diags)
	return out
}

// FromCompare turns the audit of one game into its report entry: the
// record's header (FromRecord), the declared ruleset, every ruleset's
// verdict with its score components, and the divergences with their camps,
// terms and diagrams.
func FromCompare(g *compare.Game) Game { return fromCompare(g, nil) }

// fromCompare is FromCompare with the file's diagnostics first.
func fromCompare(g *compare.Game, fileDiags sgfio.Diagnostics) Game {
	return fromCompareIn(g, fileDiags, nil)
}

// fromCompareIn is fromCompare made in mem's blocks (FromAuditReused), or
// in new ones when mem is nil.
func fromCompareIn(g *compare.Game, fileDiags sgfio.Diagnostics, mem *entryMem) Game {
	moreErrors := 0
	if g.Err != nil {
		moreErrors = 1
	}
	var blk *entryBlock
	if mem == nil {
		blk = new(entryBlock)
	} else {
		blk = &mem.blk
		*blk = entryBlock{} // nothing of the last entry shows through
	}
	out := fromRecord(g.Source, g.Index, g.Record, fileDiags, len(g.Warnings), moreErrors, &blk.declared)
	if out.Declared != nil {
		out.Declared.Ruleset = g.Declared
		// The count the score used. It equals sgfio's Handicap.Count
		// (compare's corpus tests check it) except for implied stones on
		// a board without a standard layout, where none are placed.
		if g.Err == nil {
			out.Declared.Handicap = g.Handicap
		}
	}
	for _, w := range g.Warnings {
		out.Warnings = append(out.Warnings, Diagnostic{Message: w.Msg, Line: w.Pos.Line, Col: w.Pos.Col})
	}
	if g.Err != nil {
		out.Errors = append(out.Errors, Diagnostic{Message: g.Err.Error()})
	}
	w, h := 0, 0
	if g.Record != nil {
		w, h = g.Record.Width, g.Record.Height
	}
	// The verdicts share one allocation, and their scores another.
	scored := 0
	for i := range g.Verdicts {
		if g.Verdicts[i].Score != nil {
			scored++
		}
	}
	var verdicts []Verdict
	var scores []Score
	if mem == nil {
		out.Verdicts = make(map[string]*Verdict, len(g.Verdicts))
		verdicts, scores = make([]Verdict, len(g.Verdicts)), make([]Score, scored)
		for i := range g.Verdicts {
			out.Verdicts[g.Verdicts[i].Ruleset.Name] = &verdicts[i]
		}
	} else {
		out.Verdicts, verdicts, scores = mem.take(g.Verdicts, scored) // the map already points to verdicts
	}
	for i := range g.Verdicts {
		v := &g.Verdicts[i]
		if mem != nil {
			// A resignation is the same verdict under every ruleset:
			// the one before's entry is this one's, but for its margin
			// pointer (v's own: FromAudits' rule), and the writer
			// copies the bytes of the first of the run without
			// comparing them (entryMem.same).
			mem.same[i] = i
			if i > 0 && sameUncounted(&g.Verdicts[i-1], v) {
				verdicts[i] = verdicts[i-1]
				verdicts[i].Margin = v.Margin
				mem.same[i] = mem.same[i-1] // the first of the run
				continue
			}
		}
		var sc *Score
		if v.Score != nil {
			sc, scores = &scores[0], scores[1:]
		}
		verdictInto(&verdicts[i], v, w, h, sc)
	}
	if mem == nil || len(g.Divergences) == 0 {
		out.Divergences = make([]Divergence, 0, len(g.Divergences)) // when empty, not nil and no allocation
	} else {
		out.Divergences = slices.Grow(mem.divergences[:0], len(g.Divergences))
	}
	if mem != nil {
		mem.camps.Reset() // the last entry's, written
		mem.terms.Reset()
	}
	for i := range g.Divergences {
		out.Divergences = append(out.Divergences, divergenceFrom(&g.Divergences[i], w, h, mem))
	}
	if mem != nil && cap(out.Divergences) > cap(mem.divergences) {
		mem.divergences = out.Divergences
	}
	parts := &blk.parts
	if c := g.ResultCheck; c != nil {
		parts.check = ResultCheck{Ruleset: c.Ruleset, Computed: c.Computed, Declared: c.Declared,
			Agrees: c.Agrees, Difference: c.Difference, WinnerOnly: c.WinnerOnly, Estimated: c.Estimated,
			Miss: c.Miss, MissNote: c.MissNote}
		out.ResultCheck = &parts.check
	}
	if g.Ending != "" {
		parts.end = Ending{How: string(g.Ending), Reason: g.EndingReason}
		out.Ending = &parts.end
	}
	if g.DeadMethod != "" && g.Err == nil {
		parts.dead = DeadStones{Source: string(g.DeadMethod), Stones: len(g.Dead)}
		out.Dead = &parts.dead
		if g.DeadMethod == score.DeadEstimate {
			u, o := g.DeadUncertain, g.DeadOpen
			out.Dead.Uncertain, out.Dead.Open = &u, &o
		}
	}
	return out
}

// entryBlock is the parts of a game's entry made in one allocation: its
// declared ruleset, result check, ending and dead stones.
type entryBlock struct {
	declared declaredBlock
	parts    entryParts
}

// entryParts are the parts of a game's entry FromCompare points to but
// its Declared.
type entryParts struct {
	check ResultCheck
	end   Ending
	dead  DeadStones
}

// sameUncounted reports whether verdictInto makes the same entry of a
// and b, neither counted nor with an illegal move: the fields it reads
// equal (numbers bit for bit, margins by value).
func sameUncounted(a, b *compare.Verdict) bool {
	return a.Score == nil && b.Score == nil && len(a.Illegal) == 0 && len(b.Illegal) == 0 &&
		a.Result == b.Result && a.End == b.End && a.EndMove == b.EndMove &&
		sameBits(a.Komi, b.Komi) && sameFloatPtr(a.Margin, b.Margin)
}

// verdictInto writes v's report entry into out, every field of it (out
// may hold an earlier entry's: FromAuditReused), in place: made as a
// value and copied, the entry was the most of the copy's cost. sc is
// where its score goes (nil when v has none). TestVerdictIntoIsVerdictFrom
// compares with the value made afresh.
func verdictInto(out *Verdict, v *compare.Verdict, w, h int, sc *Score) {
	out.Result, out.Margin, out.End, out.EndMove, out.Komi = v.Result, v.Margin, string(v.End), v.EndMove, v.Komi
	out.Illegal = []Illegal{} // empty, not nil (written []): no allocation, no call
	if len(v.Illegal) > 0 {
		out.Illegal = make([]Illegal, 0, len(v.Illegal))
		for _, f := range v.Illegal {
			il := Illegal{Move: f.Move, Rule: f.Rule, Detail: f.Detail, Point: "pass"}
			if f.X >= 0 {
				il.Point, il.PointSGF = PointName(f.X, f.Y, w, h), SGFPoint(f.X, f.Y)
			}
			out.Illegal = append(out.Illegal, il)
		}
	}
	r := v.Score
	if r == nil {
		out.Scoring, out.Dead, out.Estimated, out.Zi, out.Score = "", "", false, "", nil
		return
	}
	out.Scoring, out.Dead, out.Estimated, out.Zi = string(r.Scoring), string(r.Dead), r.Estimated, ""
	if r.Zi != nil {
		out.Zi = r.Zi.String()
	}
	sc.Black, sc.White = sideFrom(r.Black), sideFrom(r.White)
	out.Score = sc
}

// sideFrom folds score's finer components into the report's: neutral
// points and seki into seki, group tax and teire into territory, Lasker-Maas
// phase-two stones into prisoners. Total is unchanged.
func sideFrom(s score.Side) Side {
	return Side{
		Stones:        s.Stones,
		Territory:     s.Territory + s.GroupTax + s.Teire,
		Prisoners:     s.Prisoners + s.PhaseTwo,
		Dead:          s.DeadStones,
		PassStones:    s.PassStones,
		HandicapBonus: s.HandicapBonus,
		Komi:          s.Komi,
		Seki:          s.Seki + s.Dame,
		DameFilled:    s.FilledDame,
		Total:         s.Total,
	}
}

// reportComponent names compare's finer score components by the Side
// field they are folded into (sideFrom), so that a term always names a
// row of the report's score breakdown.
var reportComponent = map[string]string{
	"dead_stones": "dead", "group_tax": "territory", "teire": "territory",
	"phase_two": "prisoners", "dame": "seki", "filled_dame": "dame_filled",
}

// termsFrom folds compare's terms into the report's components, in order
// of first appearance; terms that cancel out are left out. The list is
// made in mem's memory (nil: new memory).
func termsFrom(ts []compare.Term, mem *entryMem) []Term {
	if len(ts) == 0 {
		return nil
	}
	// Folded in place: a term whose component is already there is added
	// to it, found by a look along the few (a map was an allocation).
	var out []Term
	if mem == nil {
		out = make([]Term, 0, len(ts))
	} else {
		out = mem.terms.Room(len(ts))
	}
	for _, t := range ts {
		name := t.Component
		if r, ok := reportComponent[name]; ok {
			name = r
		}
		i := 0
		for i < len(out) && out[i].Component != name {
			i++
		}
		if i < len(out) {
			out[i].Delta += t.Delta
			continue
		}
		out = append(out, Term{Component: name, Delta: t.Delta})
	}
	kept := out[:0]
	for _, t := range out {
		if t.Delta != 0 {
			kept = append(kept, t)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return kept
}

// divergenceFrom is d's report entry, its camps and terms made in mem's
// memory (nil: new memory).
func divergenceFrom(d *compare.Divergence, w, h int, mem *entryMem) Divergence {
	out := Divergence{Kind: d.Kind, Class: d.Class, Effect: d.Effect, Move: d.Move,
		Legal: orEmpty(d.Legal), Illegal: orEmpty(d.Illegal), Rulesets: orEmpty(d.Rulesets),
		Explanation: d.Explanation}
	switch {
	case d.Move == 0:
	case d.Pass:
		out.Point = "pass"
	case d.X >= 0:
		out.Point, out.PointSGF = PointName(d.X, d.Y, w, h), SGFPoint(d.X, d.Y)
	}
	if len(d.Camps) > 0 {
		if mem == nil {
			out.Camps = make([]Camp, 0, len(d.Camps))
		} else {
			out.Camps = mem.camps.Room(len(d.Camps))
		}
	}
	for _, c := range d.Camps {
		out.Camps = append(out.Camps, Camp{Rulesets: c.Rulesets, Says: c.Says, Margin: c.Margin})
	}
	out.Terms = termsFrom(d.Terms, mem)
	mx, my := d.X, d.Y
	if d.Pass {
		mx, my = -1, -1
	}
	out.Diagram = diagramFrom(d.Diagram, mx, my)
	out.Before = diagramFrom(d.Before, mx, my)
	return out
}

// diagramFrom is a position's diagram with the point (mx, my) marked (none
// when mx < 0); nil for no position or a malformed one.
func diagramFrom(p *board.Position, mx, my int) *Diagram {
	if p == nil || len(p.Stones) != p.W*p.H {
		return nil
	}
	cells := make([]byte, len(p.Stones))
	for i, c := range p.Stones {
		switch c {
		case board.Black:
			cells[i] = DiagramBlack
		case board.White:
			cells[i] = DiagramWhite
		default:
			cells[i] = DiagramEmpty
		}
	}
	return NewDiagram(p.W, p.H, cells, mx, my)
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

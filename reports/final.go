package reports

import (
	"slices"
	"strings"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/rules/score"
)

// A game's final boards (Game.Final): the final position as the rulesets
// count it, one board per distinct count, drawn from the counts' own
// per-point maps (score.Result.Own) that compare already made: nothing is
// counted again. Only the HTML audit asks for them, so that the other
// formats pay nothing and print the same bytes.

// WantsFinal says whether the audit writer for format wants each game's
// final boards (AddFinal): the HTML audit, which draws them in the
// section of a game with a score divergence.
func WantsFinal(format string, opts AuditOptions) bool {
	return format == "html" && !opts.SummaryOnly
}

// AddFinal fills out.Final from g's counts when g has a score divergence:
// one board per distinct per-point map, with the rulesets that count the
// position so. Call it before the auditor recycles g.
func AddFinal(out *Game, g *compare.Game) {
	if g == nil || !slices.ContainsFunc(g.Divergences, func(d compare.Divergence) bool { return d.Kind == KindScore }) {
		return
	}
	out.Final = finalBoards(g)
}

// finalBoards draws each distinct count of g once, with the rulesets
// that count the position so.
func finalBoards(g *compare.Game) []FinalBoard {
	groups := countGroups(g)
	out := make([]FinalBoard, len(groups))
	for i, gr := range groups {
		out[i] = FinalBoard{
			Diagram: *NewDiagram(gr.r.W, gr.r.H, ownershipCells(gr.r.Own, true), -1, -1),
			Note:    strings.TrimSpace(sekiAndFills(gr.r, " ")),
		}
		for _, v := range gr.verdicts {
			out[i].Rulesets = append(out[i].Rulesets, v.Ruleset.Name)
		}
	}
	return out
}

// countGroup is one distinct count of a game's final position and the
// verdicts that count it so.
type countGroup struct {
	r        *score.Result
	verdicts []*compare.Verdict
}

// countGroups groups g's counts by their per-point map, in the order
// judged: rulesets that see every point alike (and differ, if at all,
// only in what they count) share a group. Counts without a map of the
// board's size are left out.
func countGroups(g *compare.Game) []countGroup {
	var out []countGroup
	for i := range g.Verdicts {
		v := &g.Verdicts[i]
		r := v.Score
		if r == nil || r.W <= 0 || len(r.Own) != r.W*r.H {
			continue
		}
		k := slices.IndexFunc(out, func(gr countGroup) bool { return gr.r.W == r.W && slices.Equal(gr.r.Own, r.Own) })
		if k < 0 {
			out = append(out, countGroup{r: r})
			k = len(out) - 1
		}
		out[k].verdicts = append(out[k].verdicts, v)
	}
	return out
}

// ownershipCells is a count's per-point map in the report's diagram
// alphabet. rich keeps the seki stones and the dame filled at the count
// apart (S s B W, the final boards' letters); without it they read as
// stones and area (X O b w), as the table format's key has them. A point
// its owner must fill shows the fill, even where a dead stone stood (a
// throw-in's point).
func ownershipCells(own []score.Own, rich bool) []byte {
	cells := make([]byte, len(own))
	for i, o := range own {
		c, _ := ownLetter(o.Class())
		if !rich {
			switch c {
			case DiagramBlackSekiStone:
				c = DiagramBlack
			case DiagramWhiteSekiStone:
				c = DiagramWhite
			case DiagramBlackFilled:
				c = DiagramBlackArea
			case DiagramWhiteFilled:
				c = DiagramWhiteArea
			}
		}
		switch cls := o.Class(); {
		case cls == score.OwnBlackTeire || cls == score.OwnWhiteTeire:
		case o&score.DeadBlack != 0:
			c = DiagramDeadBlack
		case o&score.DeadWhite != 0:
			c = DiagramDeadWhite
		}
		cells[i] = c
	}
	return cells
}

// ownLetter is a point kind's letter in the final boards' alphabet, the
// one mapping of score.Own to the report's letters (the HTML board reads
// the letter back: ownPoint). ok is false for a kind the alphabet has no
// letter for (one score adds later), which reads as DiagramNeutral.
func ownLetter(cls score.Own) (c byte, ok bool) {
	switch cls {
	case score.OwnDame:
		return DiagramNeutral, true
	case score.OwnBlackStone:
		return DiagramBlack, true
	case score.OwnWhiteStone:
		return DiagramWhite, true
	case score.OwnBlackTerritory:
		return DiagramBlackArea, true
	case score.OwnWhiteTerritory:
		return DiagramWhiteArea, true
	case score.OwnSekiShared:
		return DiagramSekiShared, true
	case score.OwnBlackSekiEye:
		return DiagramBlackSekiEye, true
	case score.OwnWhiteSekiEye:
		return DiagramWhiteSekiEye, true
	case score.OwnBlackTeire:
		return DiagramBlackTeire, true
	case score.OwnWhiteTeire:
		return DiagramWhiteTeire, true
	case score.OwnBlackSekiStone:
		return DiagramBlackSekiStone, true
	case score.OwnWhiteSekiStone:
		return DiagramWhiteSekiStone, true
	case score.OwnBlackFilled:
		return DiagramBlackFilled, true
	case score.OwnWhiteFilled:
		return DiagramWhiteFilled, true
	}
	return DiagramNeutral, false
}

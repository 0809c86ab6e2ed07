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

// finalBoards groups g's counts by their per-point map: rulesets that see
// every point alike (and differ, if at all, only in what they count)
// share a board.
func finalBoards(g *compare.Game) []FinalBoard {
	var out []FinalBoard
	var owns []*score.Result // the count each board of out is drawn from
	for i := range g.Verdicts {
		v := &g.Verdicts[i]
		r := v.Score
		if r == nil || r.W <= 0 || len(r.Own) != r.W*r.H {
			continue
		}
		k := slices.IndexFunc(owns, func(o *score.Result) bool { return o.W == r.W && slices.Equal(o.Own, r.Own) })
		if k < 0 {
			owns = append(owns, r)
			out = append(out, FinalBoard{
				Diagram: *NewDiagram(r.W, r.H, ownershipCells(r.Own, true), -1, -1),
				Note:    strings.TrimSpace(sekiAndFills(r, " ")),
			})
			k = len(out) - 1
		}
		out[k].Rulesets = append(out[k].Rulesets, v.Ruleset.Name)
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
		c := byte(DiagramNeutral)
		switch o.Class() {
		case score.OwnBlackStone:
			c = DiagramBlack
		case score.OwnWhiteStone:
			c = DiagramWhite
		case score.OwnBlackTerritory:
			c = DiagramBlackArea
		case score.OwnWhiteTerritory:
			c = DiagramWhiteArea
		case score.OwnSekiShared:
			c = DiagramSekiShared
		case score.OwnBlackSekiEye:
			c = DiagramBlackSekiEye
		case score.OwnWhiteSekiEye:
			c = DiagramWhiteSekiEye
		case score.OwnBlackTeire:
			c = DiagramBlackTeire
		case score.OwnWhiteTeire:
			c = DiagramWhiteTeire
		case score.OwnBlackSekiStone:
			c = pick(rich, DiagramBlackSekiStone, DiagramBlack)
		case score.OwnWhiteSekiStone:
			c = pick(rich, DiagramWhiteSekiStone, DiagramWhite)
		case score.OwnBlackFilled:
			c = pick(rich, DiagramBlackFilled, DiagramBlackArea)
		case score.OwnWhiteFilled:
			c = pick(rich, DiagramWhiteFilled, DiagramWhiteArea)
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

func pick(cond bool, yes, no byte) byte {
	if cond {
		return yes
	}
	return no
}

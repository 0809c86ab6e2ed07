package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// FilledFrom is Score(in, rs) with in.FillFrom set to from (Black or
// White), made from open, the count of in under rs with FillFrom Empty:
// the result check counts a miss's board with the dame left open and
// filled from either colour (compare.dameVariants), and everything
// before the filling (removal, regions, seki, teire, classify) reads no
// FillFrom. It reports false, counting nothing, when open is not such a
// count it can fill (in.FillFrom set, KataGo's or pass-alive counting,
// a ruleset that fills no dame or gives them to the nearer stones, no
// Own map).
//
// Why it holds. FillFrom is read only in scoreArea (the counts that
// fill dame score there), which first fills the dame on res.Own and
// res.Counts as classify left them (fillDame), then sets every
// component it counts from the counts and the input: with FillFrom Empty
// it changes neither Own nor Counts, so open's are classify's. Scoring
// a copy of them again, its components cleared, with the dame filled
// from from, is the filled count. Only SekiIngNearest reads more (the
// variant's distances), and it is left out. TestFilledFrom (compare)
// compares it with the whole count on every miss of the corpora;
// TestFilledFromByHand works a board out by hand.
func FilledFrom(open Result, in Input, rs rules.Ruleset, from board.Color) (Result, bool) {
	res, filled, _ := FilledFromWithin(open, in, rs, from, nil)
	return res, filled
}

// FilledFromWithin is FilledFrom, stopped as soon as the filling
// proves that the filled count's margin is none of margins (nil: never
// stopped): filled reports what FilledFrom's bool does, counted whether
// the count was made (false when filled and stopped).
//
// Why it holds. The filled count's margin is open's plus F_B − F_W, the
// dame each colour filled: a filled point counts one for its filler
// instead of what a dame counts, the same for both colours (nothing, or
// ½ each under split; SekiIngNearest is not filled here), and nothing
// else moves (FilledFrom above). So the filling is asked for the
// differences margins less open's margin (fillScratch.fillWithin: after
// each fill, d the difference so far and r the dame left, each colour
// fills at most the r dame still empty, so the final difference lies in
// [d − r, d + r]). TestFilledFromWithin asks random small boards and
// every corpus position for margins around the filled count's own (its
// own must be counted), TestDameBounds the filled counts of the misses,
// and TestFilledFromWithinByHand works out a filling stopped and one
// that must not be.
func FilledFromWithin(open Result, in Input, rs rules.Ruleset, from board.Color, margins []float64) (res Result, filled, counted bool) {
	if in.FillFrom != board.Empty || (from != board.Black && from != board.White) ||
		rs.KataGo != nil || rs.Dead == rules.DeadPassAlive || !fillsDame(rs) ||
		rs.Seki == rules.SekiIngNearest || open.W == 0 || len(open.Own) != open.W*open.H {
		return Result{}, false, false
	}
	res = open
	res.Own = slices.Clone(open.Own)
	res.Black, res.White = Side{}, Side{}
	res.Zi, res.TerritoryEquivalent = nil, nil
	if margins != nil && checkFillDame == nil {
		// The differences wanted, on the stack for the result check's
		// few margins (RE's and its komi variants): no allocation a call.
		var room [8]float64
		wanted := room[:0]
		for _, m := range margins {
			wanted = append(wanted, m-open.Margin)
		}
		if !fillDameWithin(&res, from, wanted) {
			return Result{}, true, false
		}
		// filled: scoreArea counts the board as it stands
	} else {
		in.FillFrom = from
	}
	scoreArea(nil, &res, in, rs)
	res.Black.sum()
	res.White.sum()
	res.Margin = res.Black.Total - res.White.Total
	res.Winner, res.ByTieRule = winner(res.Margin, rs, in.Handicap)
	return res, true, true
}

package reports

import (
	"fmt"
	"io"
)

// explainedDivergences folds a game's divergences that say the same thing
// into one, so that each explanation is written once: the same kind, move
// and point, and the same explanation sentence (a score difference the
// taxonomy splits into several classes explains them all in one sentence).
// The classes it covers are joined in order, the effect is the strongest
// and the sides merged, as in the compact table (mergeDivergence).
func explainedDivergences(ds []Divergence) []Divergence {
	var out []Divergence
next:
	for _, d := range ds {
		for i := range out {
			if samePlace(out[i], d) && out[i].Move == d.Move && out[i].Point == d.Point && out[i].Explanation == d.Explanation {
				out[i] = mergeDivergence(out[i], d)
				continue next
			}
		}
		out = append(out, d)
	}
	return out
}

// explainDifferences writes, under a score sheet, why the rulesets differ:
// each divergence of the game explained once, in the words and the layout
// of the audit's --detail section, without the component tables and the
// final board the sheet shows already.
func explainDifferences(w io.Writer, style TableStyle, width int, g Game) error {
	ds := explainedDivergences(g.Divergences)
	a := &auditTable{w: w, style: style, sheet: true, auditBase: auditBase{opts: AuditOptions{Width: width}}}
	switch {
	case len(ds) == 0 && len(g.Verdicts) > 1:
		a.printf("\nThe rulesets agree: no divergence.\n\n")
		return a.err
	case len(ds) == 0:
		a.printf("\n")
		return a.err
	case a.md():
		a.printf("\n#### Why the rulesets differ\n\n")
	default:
		a.printf("\nWhy the rulesets differ:\n\n")
	}
	for i, d := range ds {
		a.divergence(g, i+1, d)
	}
	if a.err != nil {
		return fmt.Errorf("reports: score sheet: %w", a.err)
	}
	return nil
}

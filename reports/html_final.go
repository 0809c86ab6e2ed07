package reports

import (
	"slices"
	"strconv"
	"strings"
)

// finalFigures draws a game's final boards (Game.Final) for the section
// of a game with a score divergence: each board captioned with the
// rulesets that count the position so, grouped by result, and the dead
// stones' source; under its key, the estimator's doubt, where the seki
// are and the points to fill.
func finalFigures(g Game) []boardFigure {
	out := make([]boardFigure, 0, len(g.Final))
	for _, fb := range g.Final {
		p := boardFromDiagram(&fb.Diagram)
		if p == nil {
			continue
		}
		p.label = "The final position as " + strings.Join(fb.Rulesets, ", ") + " count it"
		f := figure(p, finalCaption(g, fb.Rulesets))
		var notes []string
		if d := g.Dead; d != nil && d.Uncertain != nil && d.Open != nil && finalDeadSources(g, fb.Rulesets) == d.Source {
			notes = append(notes, estimateConfidence(*d.Uncertain, *d.Open))
		}
		if fb.Note != "" {
			notes = append(notes, fb.Note)
		}
		f.Note = strings.Join(notes, " ")
		out = append(out, f)
	}
	return out
}

// finalCaption names the rulesets a final board is for, those with the
// same result together ("japanese, korean W+0.5; chinese W+4.5"), and
// where their dead stones came from.
func finalCaption(g Game, names []string) string {
	var results []string
	byResult := map[string][]string{}
	for _, n := range names {
		r := verdictOr(g.Verdicts[n]).Result
		if _, ok := byResult[r]; !ok {
			results = append(results, r)
		}
		byResult[r] = append(byResult[r], n)
	}
	parts := make([]string, len(results))
	for i, r := range results {
		parts[i] = strings.Join(byResult[r], ", ") + " " + r
	}
	s := "Final position as counted by " + strings.Join(parts, "; ")
	if src := finalDeadSources(g, names); src != "" {
		s += " · dead stones: " + src
		if d := g.Dead; d != nil && src == d.Source {
			s += " (" + strconv.Itoa(d.Stones) + " removed)"
		}
	}
	return s
}

// finalDeadSources is the dead-stone method of the rulesets' counts,
// each named once, in the order met.
func finalDeadSources(g Game, names []string) string {
	var srcs []string
	for _, n := range names {
		if s := verdictOr(g.Verdicts[n]).Dead; s != "" && !slices.Contains(srcs, s) {
			srcs = append(srcs, s)
		}
	}
	return strings.Join(srcs, ", ")
}

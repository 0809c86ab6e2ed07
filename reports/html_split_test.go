package reports

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestHTMLStatsSplit: the stats page of deadGames (stats_dead_test.go,
// worked there by hand) splits its figures by dead-stone source as the
// tables do. Rows are read cell by cell, joined with "|".
func TestHTMLStatsSplit(t *testing.T) {
	doc := parsePage(t, auditPage(t, AuditOptions{Rulesets: []string{"x", "y"}, SummaryOnly: true}, deadGames()...))
	var rows []string
	for _, tr := range findAll(doc, tag("tr")) {
		var cells []string
		for c := tr.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				cells = append(cells, strings.TrimSpace(textOf(c)))
			}
		}
		rows = append(rows, strings.Join(cells, "|"))
	}
	for _, want := range []string{
		// counting-method: g2 and g4, both in doubt (2 of the 2 in-doubt
		// games), 2 divergences, no flip (g4 is not compared)
		"score|counting-method|2|40%|2|0|0",
		"|↳ estimate-in-doubt|2|100%|2|0|0",
		// dame-parity: g1, the one estimate game, its flip
		"|↳ estimate|1|100%|1|1|0",
		// the pair: over the estimate's game g1 (a score divergence, a
		// flip, diff −1); over the in-doubt g2 and g4 (both diverge, only
		// g2 compared: diff +2); over none's g5 (no compared game)
		"↳ estimate|1|1 (100%)|0|0|1|1|1 of 1 (100%)|0|1|",
		"↳ estimate-in-doubt|2|2 (100%)|0|0|2|1|0 of 1 (0%)|0|2|",
		"↳ none|1|0 (0%)|0|0|0|0|-|-|-|",
	} {
		if !slices.Contains(rows, want) {
			t.Errorf("no row %q in\n%s", want, strings.Join(rows, "\n"))
		}
	}
	var captions []string
	for _, f := range findAll(doc, tag("figcaption")) {
		captions = append(captions, textOf(f))
	}
	// compared: g3 markup (diff 0), g1 estimate (−1), g2 in doubt (+2)
	want := "by dead stones: markup 1 compared, mean |diff| 0; estimate 1 compared, mean |diff| 1; estimate-in-doubt 1 compared, mean |diff| 2"
	if !slices.ContainsFunc(captions, func(c string) bool { return strings.HasSuffix(c, want) }) {
		t.Errorf("no caption ending %q in %q", want, captions)
	}
}

package reports

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/sgfio"
)

// hostile are strings a record, a file name or a user's ruleset file may
// carry, each trying to break out of where the page puts it: element
// text, an attribute (quoted either way), the style and title elements,
// SVG, a URL, a comment, a template's own syntax.
var hostile = []string{
	`<script>alert(1)</script>`,
	`"><img src=x onerror=alert(2)>`,
	`' onmouseover='alert(3)' x='`,
	`</style><script>alert(4)</script>`,
	`javascript:alert(5)`,
	`</title><script>alert(6)</script>`,
	`<svg onload=alert(7)><text>`,
	`]]><!-- --><![CDATA[`,
	`{{.}} &amp; &lt;b&gt; <b>bold</b>`,
	`</textarea></noscript><iframe src=javascript:alert(8)>`,
}

// hostileGame puts a hostile string in every string field a page shows.
func hostileGame() Game {
	h := hostile
	rs := `x"><script>alert(9)</script>`
	d := &Diagram{Width: 3, Height: 3, Rows: []string{"X..", ".O.", "..."}, Mark: "A3", MarkSGF: "aa", Caption: h[5]}
	return Game{
		Source: h[0] + ".sgf", Game: 1, Moves: 3,
		Warnings: []Diagnostic{{Message: h[4], Line: 1, Col: 2}},
		Errors:   []Diagnostic{{Message: h[9]}},
		Declared: &Declared{Rules: h[6], Ruleset: h[2], Komi: f(6.5), Result: h[8], Size: h[7],
			Black: h[1], White: h[2], Event: h[3], Date: h[5]},
		Verdicts: map[string]*Verdict{
			"japanese": {Result: h[0], Margin: f(-0.5), End: h[3], Komi: 6.5, Zi: h[1], Dead: h[8],
				Illegal: []Illegal{{Move: 2, Point: h[4], Rule: h[6]}},
				Score:   &Score{Black: Side{Total: 1}, White: Side{Total: 1.5}}},
			rs: {Result: "B+1", Margin: f(1), End: "passes", Komi: 6.5, Score: &Score{Black: Side{Total: 2}, White: Side{Total: 1}}},
		},
		Divergences: []Divergence{
			{Kind: KindLegality, Class: h[7], Move: 2, Point: h[4], Legal: []string{"japanese"}, Illegal: []string{rs},
				Rulesets: []string{"japanese", rs}, Explanation: h[8], Diagram: d, Before: d},
			{Kind: KindScore, Class: h[1], Effect: EffectWinner, Rulesets: []string{"japanese", rs},
				Camps:       []Camp{{Rulesets: []string{"japanese"}, Says: h[0]}, {Rulesets: []string{rs}, Says: h[9]}},
				Terms:       []Term{{Component: h[3], Delta: 1, Note: h[6]}},
				Explanation: h[2]},
		},
		ResultCheck: &ResultCheck{Ruleset: h[2], Computed: h[0], Declared: h[1]},
		Final: []FinalBoard{{Rulesets: []string{"japanese", rs}, Note: h[6],
			Diagram: Diagram{Width: 3, Height: 3, Rows: []string{"Xxb", "SsT", "=,W"}, Caption: h[5]}}},
	}
}

// checkHostile fails when a hostile string did not reach the reader as
// the very text it is (it broke out of its place, or was lost), or when
// anything on the page could run or load.
func checkHostile(t *testing.T, what string, page []byte, want []string) {
	t.Helper()
	if bytes.Contains(bytes.ToLower(page), []byte("<script")) {
		t.Errorf("%s: a <script tag in the bytes", what)
	}
	doc := parsePage(t, page)
	checkSelfContained(t, doc)
	texts := textNodes(doc)
	for _, h := range want {
		found := false
		for _, s := range texts {
			if strings.Contains(s, h) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%s: %q is not shown as text", what, h)
		}
	}
}

// TestHTMLEscapesAudit: hostile strings in the record, the file name, the
// diagnostics, a user's ruleset name and the command line, through the
// audit page (sections, table, errors) and the stats page (charts).
func TestHTMLEscapesAudit(t *testing.T) {
	rs := `x"><script>alert(9)</script>`
	opts := AuditOptions{Rulesets: []string{"japanese", rs}, Inputs: []string{hostile[3], hostile[0]}, Tool: hostile[1],
		Komi: hostile[2], Dead: hostile[5], OnlyDiverging: true}
	g := hostileGame()
	page := auditPage(t, opts, g, gameNoFile())
	checkHostile(t, "audit", page, append(append([]string{}, hostile...), rs))
	if !bytes.Contains(page, []byte("<figcaption>Final position as counted by")) {
		t.Error("audit: the final board (its rulesets, dead stones and note hostile) is not drawn")
	}
	opts.SummaryOnly = true
	stats := auditPage(t, opts, g)
	checkHostile(t, "stats", stats, []string{rs, hostile[3], hostile[0]})
}

// TestHTMLEscapesScore: a record whose every header field is hostile, read
// by the parser and audited, through the score page.
func TestHTMLEscapesScore(t *testing.T) {
	h := hostile
	sgfText := func(s string) string { return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s) }
	rec := "(;GM[1]FF[4]SZ[5]KM[6.5]PB[" + sgfText(h[0]) + "]BR[" + sgfText(h[3]) + "]PW[" + sgfText(h[1]) + "]EV[" + sgfText(h[2]) +
		"]DT[" + sgfText(h[5]) + "]RU[" + sgfText(h[6]) + "]RE[" + sgfText(h[7]) + "]C[" + sgfText(h[4]) + "]" +
		";B[cc];W[dd];B[];W[])"
	c, err := sgfio.Parse([]byte(rec))
	if err != nil || len(c.Games) != 1 {
		t.Fatalf("parse: %v", err)
	}
	a, err := compare.NewAuditor(compare.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := a.Audit(h[9]+".sgf", c.Games[0])
	var buf bytes.Buffer
	if err := WriteScoreSheet(&buf, "html", SheetOptions{}, g); err != nil {
		t.Fatal(err)
	}
	sheet := NewScoreSheet(g)
	d := sheet.Game.Declared
	if d == nil || !strings.Contains(d.Black, h[0]) || !strings.Contains(d.White, h[1]) {
		t.Fatalf("the record's names did not reach the report: %+v", d)
	}
	checkHostile(t, "score", buf.Bytes(), []string{d.Black, d.White, d.Event, d.Date, h[9] + ".sgf"})
}

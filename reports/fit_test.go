package reports

import (
	"bytes"
	"strings"
	"testing"
)

// wrapCell, by hand: the sides break after " / " first, then between
// words; a word wider than the column breaks after its last '-'.
func TestWrapCell(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  string
	}{
		{"japanese, korean: W+0.5 / 10 rulesets: W+2.5", 30, "japanese, korean: W+0.5 /\n10 rulesets: W+2.5"},
		{"japanese, korean: W+0.5 / 10 rulesets: W+2.5", 20, "japanese, korean:\nW+0.5 /\n10 rulesets: W+2.5"},
		{"counting-method, dame-parity, pass-stones", 16, "counting-method,\ndame-parity,\npass-stones"},
		{"dead-stones-literal", 12, "dead-stones-\nliteral"},
		{"abcdefghijklmnop", 10, "abcdefghij\nklmnop"},
		{"short", 10, "short"},
	} {
		if got := wrapCell(c.in, c.width); got != c.want {
			t.Errorf("wrapCell(%q, %d) = %q, want %q", c.in, c.width, got, c.want)
		}
	}
}

// A table fitted to a width is no wider, keeps every word, and leaves a
// table that fits alone.
func TestFitColumns(t *testing.T) {
	header := []string{"record", "class", "n", "sides"}
	rows := [][]string{
		{"bent-four", "counting-method, seki, dead-stones-literal", "1", "japanese, korean, bga-japanese, lasker-maas: W+16.5 / 8 rulesets: W+15.5 / tromp-taylor, citizendium: B+0.5"},
		{"triple-ko", "long-cycle", "12", "japanese, korean: no-result / 8 rulesets: passes"},
	}
	// natural: 9 + 42 + 2 + 99 + 13 (borders) = 165 columns
	if h, r, wrapped := fitColumns(200, header, rows, 1, 3); wrapped || &r[0] != &rows[0] || h[0] != "record" {
		t.Errorf("a table that fits was changed")
	}
	for _, width := range []int{120, 80, 60} {
		h, r, wrapped := fitColumns(width, header, rows, 1, 3)
		var buf bytes.Buffer
		if err := drawTable(&buf, StyleASCII, h, []align{left, left, right, left}, r, nil, wrapped); err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
			if n := textWidth(line); n > width {
				t.Errorf("width %d: a line of %d:\n%s", width, n, buf.String())
				break
			}
		}
		if !wrapped {
			t.Errorf("width %d: nothing wrapped", width)
		}
		for _, word := range strings.Fields(rows[0][3]) {
			if !strings.Contains(buf.String(), word) {
				t.Errorf("width %d: %q lost", width, word)
			}
		}
	}
	// The rows given are not changed.
	if rows[0][1] != "counting-method, seki, dead-stones-literal" {
		t.Errorf("caller's row changed: %q", rows[0][1])
	}
}

// A header of several words breaks between them before any cell wraps.
func TestFitColumnsHeader(t *testing.T) {
	header := []string{"class", "winner flips", "% games"}
	rows := [][]string{{"seki", "2", "19.51%"}}
	// natural: 5 + 12 + 7 + 10 (borders) = 34; at 27, 7 to give: "winner
	// flips" gives 6 (down to "winner"), "% games" 1 (down to "19.51%").
	h, r, _ := fitColumns(27, header, rows)
	if h[1] != "winner\nflips" || h[2] != "%\ngames" || r[0][1] != "2" {
		t.Errorf("header %q, row %q", h, r[0])
	}
}

// The compact table counts the rulesets of a side that would break on a
// narrow terminal, and names them on a wide one.
func TestCompactSidesNarrow(t *testing.T) {
	d := Divergence{Kind: KindScore, Class: "counting-method", Effect: EffectMargin, Camps: []Camp{
		{Rulesets: []string{"japanese", "korean", "bga-japanese", "lasker-maas"}, Says: "W+0.5"},
		{Rulesets: []string{"chinese", "aga"}, Says: "W+2.5"},
	}}
	c := newCompactRows(AuditOptions{})
	c.add(Game{Source: "g.sgf", Game: 1, Divergences: []Divergence{d}})
	if got := c.table(0)[0][6]; got != "japanese, korean, bga-japanese, lasker-maas: W+0.5 / chinese, aga: W+2.5" {
		t.Errorf("wide: %q", got)
	}
	if got := c.table(70)[0][6]; got != "4 rulesets: W+0.5 / 2 rulesets: W+2.5" {
		t.Errorf("narrow: %q", got)
	}
}

// Component tables too wide for the terminal are split by camps.
func TestSplitComponents(t *testing.T) {
	header := []string{"component", "japanese B", "japanese W", "chinese B", "chinese W", "new-zealand B", "new-zealand W", "tromp-taylor B", "tromp-taylor W"}
	rows := [][]string{{"total", "80", "74.5", "182", "182.5", "182", "179.5", "155", "141.5"}}
	if parts := splitComponents(0, header, rows); len(parts) != 1 {
		t.Errorf("no width: %d tables", len(parts))
	}
	parts := splitComponents(60, header, rows)
	if len(parts) < 2 {
		t.Fatalf("60 columns: %d tables", len(parts))
	}
	camps := 0
	for _, p := range parts {
		if p.header[0] != "component" || p.rows[0][0] != "total" {
			t.Errorf("part without the component column: %q", p.header)
		}
		camps += (len(p.header) - 1) / 2
	}
	if camps != 4 || parts[len(parts)-1].rows[0][len(parts[len(parts)-1].rows[0])-1] != "141.5" {
		t.Errorf("%d camps in the parts, want 4: %+v", camps, parts)
	}
}

// Each explanation once: the divergences of one score difference that
// the taxonomy splits into classes, with one sentence, are one.
func TestExplainedDivergences(t *testing.T) {
	why := "japanese B+5.5, aga B+0.5: 5 points apart"
	camps := []Camp{{Rulesets: []string{"japanese"}, Says: "B+5.5"}, {Rulesets: []string{"aga"}, Says: "B+0.5"}}
	ds := []Divergence{
		{Kind: KindScore, Class: "counting-method", Effect: EffectMargin, Explanation: why, Camps: camps},
		{Kind: KindScore, Class: "dame-parity", Effect: EffectMargin, Explanation: why, Camps: camps},
		{Kind: KindScore, Class: "counting-method", Effect: EffectWinner, Explanation: "japanese B+5.5, chinese W+0.5", Camps: camps},
		{Kind: KindScore, Class: "pass-stones", Effect: EffectMargin, Explanation: why,
			Camps: []Camp{{Rulesets: []string{"korean"}, Says: "B+5.5"}, {Rulesets: []string{"aga"}, Says: "B+0.5"}}},
	}
	got := explainedDivergences(ds)
	if len(got) != 2 || got[0].Class != "counting-method, dame-parity, pass-stones" || got[1].Effect != EffectWinner {
		t.Fatalf("%+v", got)
	}
	if c := got[0].Camps; len(c) != 2 || strings.Join(c[0].Rulesets, ",") != "japanese,korean" {
		t.Errorf("camps %+v", c)
	}
}

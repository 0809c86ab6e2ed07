package reports

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
)

// tableCells splits an ASCII table's body rows into trimmed cells.
func tableCells(t *testing.T, out string) [][]string {
	t.Helper()
	var rows [][]string
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if line == "" || line[0] != '|' {
			if line != "" && line[0] != '+' {
				t.Fatalf("not an ASCII table line: %q", line)
			}
			continue
		}
		var cells []string
		for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		rows = append(rows, cells)
	}
	return rows
}

func TestCatalogueTable(t *testing.T) {
	var buf bytes.Buffer
	if err := CatalogueTable(&buf, StyleASCII, rules.Catalogue()); err != nil {
		t.Fatal(err)
	}
	rows := tableCells(t, buf.String())
	// Header and rows typed from RULES.md §2's table.
	want := map[int][]string{
		0:  {"ruleset", "ko", "cycles", "suicide", "end", "scoring", "seki", "dead", "pass stones", "hcp bonus", "komi", "ties"},
		1:  {"japanese", "simple", "no-result", "none", "two-passes", "territory", "not-counted", "agreed", "no", "0", "6.5", "jigo"},
		4:  {"aga", "situational", "forbidden", "none", "white-passes-last", "area", "counted", "agreed", "yes", "N-1", "7.5", "jigo"},
		10: {"ing", "ing", "forbidden", "multi", "two-passes", "ing", "ing-nearest", "agreed", "no", "N", "8", "black (even), white (handicap)"},
		11: {"lasker-maas", "positional", "forbidden", "none", "two-phases", "lasker-maas", "counted", "agreed", "no", "0", "by agreement", "white"},
		14: {"spight", "spight", "forbidden", "none", "repeated-pass", "area", "counted", "agreed", "no", "0", "7.5", "jigo"},
	}
	if len(rows) != 15 {
		t.Fatalf("%d rows, want a header and 14 rulesets:\n%s", len(rows), buf.String())
	}
	for i, w := range want {
		if strings.Join(rows[i], "|") != strings.Join(w, "|") {
			t.Errorf("row %d:\n got %q\nwant %q", i, rows[i], w)
		}
	}
	for i, name := range rules.Names() {
		if rows[i+1][0] != name {
			t.Errorf("row %d is %q, want %q (catalogue order)", i+1, rows[i+1][0], name)
		}
	}
	for _, r := range buf.String() {
		if r > 127 {
			t.Fatalf("non-ASCII %q in the ASCII table", r)
		}
	}
}

func TestRulesetSheet(t *testing.T) {
	ing, _ := rules.Lookup("ing")
	var buf bytes.Buffer
	if err := RulesetSheet(&buf, StyleASCII, ing); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		"ing: Ing's SST Laws of Go (Goe rules)\n",
		"\nsource:  seeds 001, 002, 004; Ing Chang-ki",
		"\naliases: Ing, GOE, SST\n",
		"\n+-------------+--------------------------------+\n| parameter   | value                          |\n",
		"\n| seki        | ing-nearest                    |\n",
		"\n| ties        | black (even), white (handicap) |\n",
		"\nFill-in counting with 180 stones each; shared points in seki go to the\nnearer stones",
		"\nOther readings:\n- seki: split. The 1991 English translation divides shared spaces equally.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	// A user ruleset with nothing but parameters still prints.
	buf.Reset()
	if err := RulesetSheet(&buf, StyleASCII, rules.Ruleset{Name: "bare", Ko: rules.KoSimple}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(buf.String(), "bare: -\nsource:  -\naliases: -\n") || strings.Contains(buf.String(), "readings") {
		t.Errorf("bare ruleset:\n%s", buf.String())
	}
}

func TestWrapText(t *testing.T) {
	cases := []struct {
		text, indent string
		width        int
		want         string
	}{
		{"", "", 10, ""},
		{"one two three four", "", 9, "one two\nthree\nfour\n"},
		{"- a: b. why not", "  ", 8, "- a: b.\n  why\n  not\n"},
		{"unbreakableword x", "", 5, "unbreakableword\nx\n"},
	}
	for _, c := range cases {
		if got := wrapText(c.text, c.width, c.indent); got != c.want {
			t.Errorf("wrapText(%q, %d) = %q, want %q", c.text, c.width, got, c.want)
		}
	}
}

package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulediff/rulediff/rules"
)

// catalogueHeader are the columns of RULES.md §2's catalogue table.
var catalogueHeader = []string{"ruleset", "ko", "cycles", "suicide", "end", "scoring",
	"seki", "dead", "pass stones", "hcp bonus", "komi", "ties"}

// CatalogueTable writes the rulesets as one table, a row per ruleset with the
// columns of RULES.md's catalogue (`rulediff rules`).
func CatalogueTable(w io.Writer, style TableStyle, rs []rules.Ruleset) error {
	rows := make([][]string, len(rs))
	for i, r := range rs {
		rows[i] = append([]string{r.Name}, rulesetParams(r)...)
	}
	aligns := repeatAlign(left, len(catalogueHeader))
	return renderTable(w, style, catalogueHeader, aligns, rows, nil)
}

// RulesetSheet writes one ruleset (`rulediff rules NAME`): its title, source
// and aliases, a table of its parameters, its notes and its alternative
// readings.
func RulesetSheet(w io.Writer, style TableStyle, r rules.Ruleset) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", r.Name, orDash(r.Title))
	fmt.Fprintf(&b, "source:  %s\n", orDash(r.Source))
	fmt.Fprintf(&b, "aliases: %s\n", orDash(strings.Join(r.Aliases, ", ")))
	if r.KataGo != nil {
		fmt.Fprintf(&b, "katago:  %s (KataGo's engine ends and counts the game: docs/katago.md)\n", r.KataGo)
	}
	b.WriteString("\n")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("reports: ruleset: %w", err)
	}
	params := rulesetParams(r)
	rows := make([][]string, len(params))
	for i, v := range params {
		rows[i] = []string{catalogueHeader[i+1], v}
	}
	if err := renderTable(w, style, []string{"parameter", "value"}, []align{left, left}, rows, nil); err != nil {
		return err
	}
	b.Reset()
	if r.Notes != "" {
		b.WriteString("\n")
		b.WriteString(wrapText(r.Notes, 76, ""))
	}
	if len(r.Readings) > 0 {
		b.WriteString("\nOther readings:\n")
		for _, rd := range r.Readings {
			b.WriteString(wrapText(fmt.Sprintf("- %s: %s. %s", rd.Param, rd.Value, rd.Why), 76, "  "))
		}
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("reports: ruleset: %w", err)
	}
	return nil
}

// rulesetParams are a ruleset's cells for the columns after its name.
func rulesetParams(r rules.Ruleset) []string {
	pass := "no"
	if r.PassStones {
		pass = "yes"
	}
	komi := "by agreement"
	if r.Komi != nil {
		komi = FormatNumber(*r.Komi)
	}
	ties := string(r.Ties)
	if r.TiesHandicap != "" && r.TiesHandicap != r.Ties {
		ties = fmt.Sprintf("%s (even), %s (handicap)", r.Ties, r.TiesHandicap)
	}
	return []string{string(r.Ko), string(r.Cycles), string(r.Suicide), string(r.End),
		string(r.Scoring), string(r.Seki), string(r.Dead), pass, string(r.HandicapBonus), komi, ties}
}

// wrapText folds text into lines of at most width characters (a longer
// word stays whole); lines after the first start with indent.
func wrapText(text string, width int, indent string) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(text) {
		n := len([]rune(word))
		if i > 0 {
			if line+1+n > width {
				b.WriteString("\n" + indent)
				line = len(indent)
			} else {
				b.WriteString(" ")
				line++
			}
		}
		b.WriteString(word)
		line += n
	}
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

// ResolutionSheet writes what an SGF RU[] value resolves to (`rulediff
// rules VALUE`): the catalogue ruleset, exactly or the nearest, how it was
// read, the parameters in which it differs and any notes, then the
// parameters it declares.
func ResolutionSheet(w io.Writer, style TableStyle, res rules.Resolution) error {
	var b strings.Builder
	match := "nearest"
	if res.Exact {
		match = "exactly"
	}
	fmt.Fprintf(&b, "RU[%s] (%s): %s catalogue ruleset %s\n", res.Input, res.Via, match, res.Ruleset)
	for _, d := range res.Differences {
		fmt.Fprintf(&b, "  differs in %s\n", d)
	}
	for _, n := range res.Notes {
		fmt.Fprintf(&b, "  note: %s\n", n)
	}
	b.WriteString("\n")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("reports: ruleset: %w", err)
	}
	return RulesetSheet(w, style, res.Params)
}

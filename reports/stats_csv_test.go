package reports

import (
	"bytes"
	"encoding/csv"
	"testing"
)

// The CSV's row of a pair carries the figures of each dead-stone source
// (stats_test.go's hand count: japanese/chinese over the fixtures, c#2
// the markup game with the flip and diff +1; a, b, c#1 the unknown
// ones, a diverging on legality, b on end and score; a and c#1
// compared, b Void). A source the pair does not have is 0.
func TestPairsCSVByDead(t *testing.T) {
	s := NewStats(testRulesets)
	for _, g := range testGames() {
		s.Add(g)
	}
	var buf bytes.Buffer
	if err := WritePairsCSV(&buf, s.Summary()); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(records) != 7 { // header and six pairs
		t.Fatalf("%d records", len(records))
	}
	row := map[string]string{}
	for i, name := range records[0] {
		row[name] = records[1][i]
	}
	if row["a"] != "japanese" || row["b"] != "chinese" {
		t.Fatalf("first pair %s/%s", row["a"], row["b"])
	}
	for name, want := range map[string]string{
		"games": "4", "diverging": "3", "compared": "3", "winner_flips": "1",
		"compared_dead_markup": "1", "flips_dead_markup": "1", "games_dead_markup": "1", "diverging_dead_markup": "1",
		"legality_dead_markup": "0", "end_dead_markup": "0", "score_dead_markup": "1", "draws_dead_markup": "0",
		"mean_abs_diff_dead_markup": "1",
		"games_dead_estimate":       "0", "diverging_dead_estimate": "0", "mean_abs_diff_dead_estimate": "0",
	} {
		if got, ok := row[name]; !ok || got != want {
			t.Errorf("%s = %q (present %v), want %s", name, got, ok, want)
		}
	}
	// "unknown" (the fixtures without a dead-stone source) has no column:
	// the columns are the sources a report can name.
	if _, ok := row["games_dead_unknown"]; ok {
		t.Errorf("a column for unknown")
	}
}

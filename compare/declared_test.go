package compare

import (
	"fmt"
	"testing"
)

// TestIsRowIsLookup: isRow remembers Catalog.Lookup's answer, so it must
// give it for every name, asked again and again, also once more names
// than maxDeclared were asked (the memory is then forgotten; each name is
// asked twice in a row, the second answer from the memory): rows by
// name, alias and spelling ("Japanese", "japanese", "jp" if an alias,
// "new zealand"), KataGo rules strings, which no row equals, and junk.
func TestIsRowIsLookup(t *testing.T) {
	a, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Japanese", "japanese", "Chinese", "AGA", "new zealand", "New-Zealand", "korean",
		"tromp-taylor", "koScoreTERRITORYscoringAREAtaxNONEsui0", "rules:chinese", "", " ", "nonsense"}
	for i := range 2 * maxDeclared {
		names = append(names, fmt.Sprintf("junk %d", i))
	}
	rows := 0
	for round := range 3 {
		for _, n := range names {
			_, want := a.cat.Lookup(n)
			for range 2 { // looked up, then remembered
				if got := a.isRow(n); got != want {
					t.Errorf("round %d: isRow(%q) = %v, Lookup %v", round, n, got, want)
				}
			}
			if want && round == 0 {
				rows++
			}
			if len(a.rows) > maxDeclared {
				t.Fatalf("%d names remembered, more than %d", len(a.rows), maxDeclared)
			}
		}
	}
	if rows < 5 {
		t.Errorf("only %d of the names are rows: the test asks too few", rows)
	}
}

package reports

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/sgfio"
)

// TestFromGameEqualsFromCollection: a file's games made into entries one
// at a time give FromCollection's entries, the file's diagnostics (a
// byte-order mark, junk between the games) with the first.
func TestFromGameEqualsFromCollection(t *testing.T) {
	c, err := sgfio.ParseWith([]byte("\xEF\xBB\xBF(;SZ[9];B[aa]) junk (;B[zz];W[bb])(;KM[6.5])tail"), sgfio.Options{MainLine: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Games) != 3 || len(c.Diags) != 3 {
		t.Fatalf("%d games, file diagnostics %v", len(c.Games), c.Diags)
	}
	want := FromCollection("f.sgf", c)
	for i, g := range c.Games {
		if got := FromGame("f.sgf", g, c.Diags); !reflect.DeepEqual(got, want[i]) {
			t.Errorf("game %d: %+v, want %+v", i+1, got, want[i])
		}
	}
	// The same for audits, against FromAudits.
	a, err := compare.NewAuditor(compare.Options{Dead: compare.DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	want = FromAudits("f.sgf", c, func(rec *sgfio.Game) *compare.Game { return a.Audit("f.sgf", rec) })
	for i, g := range c.Games {
		if got := FromAudit(a.Audit("f.sgf", g), c.Diags); !reflect.DeepEqual(got, want[i]) {
			t.Errorf("audit of game %d: %+v, want %+v", i+1, got, want[i])
		}
	}
}

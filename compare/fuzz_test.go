package compare

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// FuzzAudit: no record makes the audit panic, and every ruleset gets a
// verdict with a result.
func FuzzAudit(f *testing.F) {
	files, _ := filepath.Glob("../corpus/bestiary/*.sgf")
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("(;SZ[5]HA[3];W[cc];B[aa];W[];B[])"))
	f.Add([]byte("(;SZ[3:2]AB[aa]AW[ab];B[ba];AE[aa];W[aa]TB[bb]TW[cb])"))
	f.Add([]byte("(;SZ[5]RU[koSIMPLEscoreTERRITORYtaxSEKIsui0button1whbN]RE[B+3]KM[0.5];B[cc];W[];B[];W[bb];B[];W[];B[];W[];B[])"))
	a, err := NewAuditor(Options{Dead: DeadMarkup})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := sgfio.Parse(data)
		if err != nil {
			return
		}
		for _, rec := range c.Games {
			if len(rec.Moves) > 2000 {
				continue
			}
			g := a.Audit("fuzz.sgf", rec)
			if len(g.Verdicts) != len(a.Rulesets()) {
				t.Fatalf("%d verdicts", len(g.Verdicts))
			}
			for _, v := range g.Verdicts {
				if v.Result == "" {
					t.Fatalf("%s: empty result", v.Ruleset.Name)
				}
			}
		}
	})
}

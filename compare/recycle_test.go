package compare

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

// An auditor that recycles each game before the next gives every game the
// same verdicts as a fresh auditor does, and a recycled game gives up its
// verdicts: the next game's must not show through it.
func TestRecycleKeepsVerdicts(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(bestiaryDir, "*.sgf"))
	if err != nil || len(paths) < 5 {
		t.Fatalf("bestiary records: %v (%d)", err, len(paths))
	}
	recycling, err := NewAuditor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var prev *Game
	games := 0
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		coll, err := sgfio.ParseWith(data, sgfio.Options{MainLine: true})
		if err != nil {
			continue // the bestiary keeps broken files too
		}
		for _, rec := range coll.Games {
			fresh, err := NewAuditor(Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := fresh.Audit(p, rec)
			recycling.Recycle(prev)
			if prev != nil && prev.Verdicts != nil {
				t.Fatal("a recycled game kept its verdicts")
			}
			got := recycling.Audit(p, rec)
			if !reflect.DeepEqual(got.Verdicts, want.Verdicts) || !reflect.DeepEqual(got.Divergences, want.Divergences) {
				t.Errorf("%s: verdicts or divergences differ after recycling", strings.TrimPrefix(p, bestiaryDir))
			}
			prev = got
			games++
		}
	}
	if games < 5 {
		t.Fatalf("only %d games audited", games)
	}
}

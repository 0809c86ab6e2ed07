package reports

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/sgfio"
)

// An auditor recycles each game (its Game, verdicts and replay) into the
// next audit: every game's whole report entry, not only its verdicts,
// must then be what a fresh auditor's gives, so nothing of the previous
// game (its ending, result check, dead stones, warnings) shows through.
// The inline records, audited twice round, make the fields a game sets
// only sometimes differ from one game to the next (the test fails when
// AuditUpTo does not reset the recycled Game).
func TestRecycledGameReportsAsFresh(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "corpus", "bestiary", "*.sgf"))
	if err != nil || len(paths) < 5 {
		t.Fatalf("bestiary records: %v (%d)", err, len(paths))
	}
	recycling, err := compare.NewAuditor(compare.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Records that differ in what a Game holds but sometimes (a result
	// check, an ending, dead stones, an error), each after the others.
	inline := []string{"(;SZ[9]KM[6.5]RE[W+6.5];B[];W[])", "(;SZ[9];B[ee];W[cc];B[];W[])",
		"(;SZ[9]RE[B+R];B[ee];W[cc])", "(;SZ[9]KM[0]RE[B+81];B[ee];W[];B[];TW[aa][bb])", "(;SZ[9]RE[W+T];B[ee];W[ee])",
		"(;SZ[9]KM[7]RE[Void];AB[ee]AW[ff];B[ff])", "(;SZ[52];B[aa])"}
	var prev *compare.Game
	games := 0
	for i := range len(paths) + 2*len(inline) {
		var data []byte
		p := "inline.sgf"
		if i < len(paths) {
			p = paths[i]
			if data, err = os.ReadFile(p); err != nil {
				t.Fatal(err)
			}
		} else {
			data = []byte(inline[(i-len(paths))%len(inline)])
		}
		coll, err := sgfio.ParseWith(data, sgfio.Options{MainLine: true})
		if err != nil {
			continue // the bestiary keeps broken files too
		}
		for _, rec := range coll.Games {
			fresh, err := compare.NewAuditor(compare.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := FromCompare(fresh.Audit(p, rec))
			recycling.Recycle(prev)
			prev = recycling.Audit(p, rec)
			if got := FromCompare(prev); !reflect.DeepEqual(got, want) {
				t.Errorf("%s game %d: the report after recycling differs from a fresh auditor's", filepath.Base(p), rec.Index)
			}
			games++
		}
	}
	if games < 5 {
		t.Fatalf("only %d games audited", games)
	}
}

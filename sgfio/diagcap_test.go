package sgfio

import (
	"reflect"
	"strings"
	"testing"
)

// Over MaxDiags, both modes keep the same diagnostics: the first MaxDiags
// by position. Each node ";B[aa]B[bb]" draws one diagnostic from the
// parser (a duplicate B) and one from the builder (two moves in one
// node; Black's moves before any White one are handicap, not out of
// turn); the full parse builds the moves once the tree is read, so
// keeping the first MaxDiags *reported* kept the 600 duplicates and 400
// builder diagnostics there, and the diagnostics of the first 500 nodes
// in main-line mode.
func TestDiagCapSameInBothModes(t *testing.T) {
	data := []byte("(;SZ[19]" + strings.Repeat(";B[aa]B[bb]", 600) + ")")
	full, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	ml, err := ParseWith(data, Options{MainLine: true})
	if err != nil {
		t.Fatal(err)
	}
	a, b := full.Games[0].Diags, ml.Games[0].Diags
	if len(a) != MaxDiags+1 || !reflect.DeepEqual(a, b) {
		t.Fatalf("full %d diagnostics, main line %d; differ: %v", len(a), len(b), !reflect.DeepEqual(a, b))
	}
	// 1,200 reported, 1,000 kept: those of nodes 1 to 500, both at the
	// node's second move.
	if last := a[MaxDiags]; last.Msg != "200 more diagnostics not shown" {
		t.Errorf("last diagnostic %q", last.Msg)
	}
	if got, want := a[MaxDiags-1].Pos.Offset, len("(;SZ[19]")+499*len(";B[aa]B[bb]")+len(";B[aa]"); got != want {
		t.Errorf("the last kept diagnostic at byte %d, want %d (node 500's second move)", got, want)
	}
}

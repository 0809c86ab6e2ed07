package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestAtariLib checks the early-stopping liberty flood of bestBreaths on
// hand-worked chains, and against chainAt on every stone of the diagram.
func TestAtariLib(t *testing.T) {
	p := diagram(t,
		"O O # . .",
		". O # . .",
		"# # # . .",
	)
	var met [maxWords]uint64
	// White A1-B1-B2 (top-left, three stones): only A2 (index 5) is empty
	// next to it; all three stones are marked as answered.
	lib, ok := atariLib(p, pt(p, 1, 1), &met)
	if !ok || lib != pt(p, 0, 1) {
		t.Errorf("white chain: atariLib = %d, %v, want %d, true", lib, ok, pt(p, 0, 1))
	}
	for _, s := range []int{pt(p, 0, 0), pt(p, 1, 0), pt(p, 1, 1)} {
		if met[s>>6]>>(s&63)&1 == 0 {
			t.Errorf("stone %d of the chain in atari not marked", s)
		}
	}
	// The black wall C1-C2-C3-B3-A3 has D1, D2, D3 and A2: not in atari.
	if lib, ok := atariLib(p, pt(p, 2, 0), &met); ok {
		t.Errorf("black wall: atariLib = %d, true, want false", lib)
	}
	for i, c := range p.Stones {
		if c == board.Empty {
			continue
		}
		var m [maxWords]uint64
		lib, ok := atariLib(p, i, &m)
		libs := chainAt(p, i).libs
		if want := len(libs) == 1; ok != want || ok && lib != libs[0] {
			t.Errorf("stone %d: atariLib = %d, %v; chainAt's liberties %v", i, lib, ok, libs)
		}
	}
}

package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// classKey writes board.Position.String's layout itself, with the points
// of every ko position as 'k': the same key as marking p.String().
func TestClassKeyMarksString(t *testing.T) {
	for _, s := range []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",
		"xo./.xo/xo.",
		".xx.o/xoooo/.oooo/ooooo",
		"x",
	} {
		p := board.MustParsePosition(s)
		kps := KoPositions(p)
		want := []byte(p.String())
		for _, k := range kps {
			for _, q := range k.Points {
				want[q+q/p.W] = 'k'
			}
		}
		if got := classKey(p, kps); got != string(want) {
			t.Errorf("classKey(%s) = %q, want %q", s, got, want)
		}
	}
	p := board.MustParsePosition("xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......")
	if k := classKey(p, KoPositions(p)); k == p.String() {
		t.Errorf("no ko position marked in %q", k)
	}
}

package ing

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// fast copies a diagram onto a fast board.
func fast(t testing.TB, p board.Position) *board.Board {
	t.Helper()
	b, err := board.NewBoard(p.W, p.H)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.SetPosition(p); err != nil {
		t.Fatal(err)
	}
	return b
}

// The filter knows the ko stones of the seed's mouths and nothing else,
// and allocates nothing.
func TestFilterCandidate(t *testing.T) {
	p := l2b(t) // ko stones at (3,2) and (3,3); the corner O at (4,4) is none yet
	b := fast(t, p)
	var f Filter
	for _, tc := range []struct {
		x, y int
		want bool
	}{{3, 2, true}, {3, 3, true}, {4, 4, false}, {2, 1, false}, {1, 2, false}, {0, 0, false}} {
		if got := f.Candidate(b, tc.x, tc.y); got != tc.want {
			t.Errorf("L2 (b) (%d,%d): candidate %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
	if n := testing.AllocsPerRun(50, func() { f.Candidate(b, 3, 2); f.Candidate(b, 2, 1) }); n != 0 {
		t.Errorf("Candidate allocates %v times", n)
	}
	// The eternal-life shape after White's capture (L2 (d) after #c, O b):
	// the single O stone is a ko stone only with the whole four-point mouth.
	d := diagram(t,
		"# . O . . O",
		"# # # O O O",
		". . . . . .")
	if !f.Candidate(fast(t, d), 2, 0) {
		t.Errorf("L2 (d) after #[cb]: the O stone should be a candidate")
	}
}

func TestMayBeKoPoint(t *testing.T) {
	p := l2b(t)
	b := fast(t, p)
	packed := b.Packed(nil)
	for _, tc := range []struct {
		x, y int
		want bool
	}{{2, 2, true}, {4, 3, true}, {3, 2, true}, {0, 0, false}, {5, 4, false}, {2, 1, false}} {
		if got := MayBeKoPoint(p.W, p.H, packed, pt(p, tc.x, tc.y)); got != tc.want {
			t.Errorf("L2 (b) (%d,%d): %v, want %v", tc.x, tc.y, got, tc.want)
		}
	}
}

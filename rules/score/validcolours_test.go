package score

import (
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestValidColours compares validColours with a byte-by-byte test on
// slices of every length up to 40 holding Empty, Black and White, each
// with one byte set to every value in turn at every place (3 and 255
// among them: 3+1 carries nothing, 255+1 carries into the next byte).
func TestValidColours(t *testing.T) {
	slow := func(s []board.Color) bool {
		for _, c := range s {
			if c > board.White {
				return false
			}
		}
		return true
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 40; n++ {
		s := make([]board.Color, n)
		for i := range s {
			s[i] = board.Color(rng.IntN(3))
		}
		if !validColours(s) {
			t.Fatalf("length %d, valid colours: refused", n)
		}
		for i := range s {
			old := s[i]
			for v := 0; v < 256; v++ {
				s[i] = board.Color(v)
				if got, want := validColours(s), slow(s); got != want {
					t.Fatalf("length %d, %d at %d: %v, byte by byte %v", n, v, i, got, want)
				}
			}
			s[i] = old
		}
	}
}

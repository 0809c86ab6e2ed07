package sgfio

import (
	"math/rand/v2"
	"testing"
)

// posIn gives the line index's position at every offset (and before and
// past the ends) of random texts with \n, \r and \r\n line breaks, and of
// texts without any.
func TestPosInMatchesTheIndex(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	alphabet := []string{"a", "\n", "\r", "\r\n", "bb", "é"}
	for range 500 {
		var src []byte
		n := rng.IntN(40)
		use := alphabet[:1+rng.IntN(len(alphabet))]
		for range n {
			src = append(src, use[rng.IntN(len(use))]...)
		}
		for off := -2; off <= len(src)+2; off++ {
			if got, want := posIn(src, off), newLineIndex(src).pos(off); got != want {
				t.Fatalf("%q at %d: posIn %+v, the index %+v", src, off, got, want)
			}
		}
	}
	// By hand: "ab\ncd" at 4 (the "d") is line 2, column 2; "ab\rcd" the
	// same (an old Mac file); in "a\r\nb" the "b" is line 2, column 1.
	for _, c := range []struct {
		src       string
		off       int
		line, col int
	}{{"ab\ncd", 4, 2, 2}, {"ab\rcd", 4, 2, 2}, {"a\r\nb", 3, 2, 1}, {"abc", 2, 1, 3}} {
		if p := posIn([]byte(c.src), c.off); p.Line != c.line || p.Col != c.col {
			t.Errorf("%q at %d: %d:%d, want %d:%d", c.src, c.off, p.Line, p.Col, c.line, c.col)
		}
	}
}

// pos reads a position ahead of the cursor from the cursor, and others
// from the index: in any order of offsets (ahead, behind, the same, out
// of range) every answer is the index's, and next's between them too.
func TestPosCursorIsTheIndex(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	alphabet := []string{"a", "\n", "\r", "\r\n", "bb", "é"}
	for range 500 {
		var src []byte
		use := alphabet[:1+rng.IntN(len(alphabet))]
		for range rng.IntN(60) {
			src = append(src, use[rng.IntN(len(use))]...)
		}
		ref := newLineIndex(src)
		li := newLineIndex(src)
		for range 20 {
			off := rng.IntN(len(src)+5) - 2
			if rng.IntN(4) == 0 {
				off = li.curOff + rng.IntN(3) // at or just past the cursor
			}
			clamped := min(max(off, 0), len(src))
			want := ref.indexPos(clamped)
			var got Pos
			if rng.IntN(3) == 0 {
				got = li.next(clamped)
			} else {
				got = li.pos(off)
			}
			if got != want {
				t.Fatalf("%q at %d: %+v, the index %+v", src, off, got, want)
			}
		}
	}
}

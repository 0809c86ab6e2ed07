package sgfio

import (
	"strings"
	"testing"
)

// TestLowerIntoIsToLower: lowerInto's bytes are strings.ToLower's for
// ASCII and non-ASCII values, short and past the room, and an RE value
// whose upper case only Unicode lowers ("İ", "Ｂ") goes the long way.
func TestLowerIntoIsToLower(t *testing.T) {
	cases := []string{"", "B+R", "W+Resign", "b+3.5", "Draw", "JIGO", "@[`{",
		"White resigns.", "黒中押し勝ち", "İB+R", "Ｂ+R", "B+Time Over",
		strings.Repeat("W+R", 11), strings.Repeat("x", 32), strings.Repeat("X", 33)}
	for c := 0; c < 256; c++ {
		cases = append(cases, string(rune(c)), "B+"+string([]byte{byte(c)}))
	}
	for _, s := range cases {
		var room [32]byte
		if got, want := string(lowerInto(room[:0], s)), strings.ToLower(s); got != want {
			t.Errorf("lowerInto(%q) = %q, strings.ToLower %q", s, got, want)
		}
	}
}

package sgfio

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// TestFindCloseByHand: the first "]" that an even number of backslashes
// (counted from the start) precedes.
func TestFindCloseByHand(t *testing.T) {
	for _, tc := range []struct {
		src  string
		from int
		want int
	}{
		{"pd]", 0, 2},
		{"Chen Yaoye]BR[9p]", 0, 10},
		{`a\]b]`, 0, 4},              // one backslash escapes the first
		{`a\\]b]`, 0, 3},             // two do not
		{`a\\\]b]`, 0, 6},            // three do
		{`\]`, 1, 1},                 // the backslash before the start does not count
		{`0123456\]`, 0, -1},         // the escape is the word's last byte, its "]" the next word's
		{`0123456\]]`, 0, 9},         // likewise, then a "]"
		{`0123456789abcdef\`, 0, -1}, // an escape at the end
		{"0123456789abcdef0123456789abcdef0123]", 0, 36}, // past the words: IndexByte's
		{"01234567\\89abcdef0123456789abcde\\]]", 0, 34}, // an escape at the words' end
		{"", 0, -1},
	} {
		if got := findClose([]byte(tc.src), tc.from); got != tc.want {
			t.Errorf("%q from %d: %d, want %d", tc.src, tc.from, got, tc.want)
		}
	}
}

// TestFindCloseIsIndexByte compares findClose with closeByIndex
// from every offset of random texts of "]", "\", letters and high bytes
// (lengths 0-80, around the word loop's 8 and 32 bytes), and from every
// "[" of the corpora.
func TestFindCloseIsIndexByte(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	alphabet := []byte{']', '\\', 'a', '[', 0x80, 0xdd, 0x5c - 1, 0x5d + 1}
	for range 20000 {
		src := make([]byte, rng.IntN(81))
		use := alphabet[:1+rng.IntN(len(alphabet))]
		for i := range src {
			src[i] = use[rng.IntN(len(use))]
		}
		for i := 0; i <= len(src); i++ {
			if got, want := findClose(src, i), closeByIndex(src, i); got != want {
				t.Fatalf("%q from %d: %d, IndexByte's %d", src, i, got, want)
			}
		}
	}
	for _, dir := range []string{"fox_pro", "ai_games"} {
		for _, f := range sgfFiles(t, shared.Path(t, "corpora", dir)) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, c := range data {
				if c == '[' {
					if got, want := findClose(data, i+1), closeByIndex(data, i+1); got != want {
						t.Fatalf("%s: value at %d: %d, IndexByte's %d", f, i, got, want)
					}
				}
			}
		}
	}
}

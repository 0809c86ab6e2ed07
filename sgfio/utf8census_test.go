package sgfio

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rulediff/rulediff/internal/shared"
)

// utf8CensusPlain is utf8Census reading every character with
// utf8.DecodeRune: what its inline two- and three-byte cases must match.
func utf8CensusPlain(b []byte) (valid, invalid, nearQ int) {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			invalid++
			for j := max(0, i-2); j <= i+2 && j < len(b); j++ {
				if b[j] == '?' {
					nearQ++
					break
				}
			}
		} else {
			valid++
		}
		i += n
	}
	return valid, invalid, nearQ
}

func sameCensus(t *testing.T, b []byte) {
	t.Helper()
	v, i, q, f := utf8Census(b)
	pv, pi, pq := utf8CensusPlain(b)
	if v != pv || i != pi || q != pq {
		t.Fatalf("% x: census %d valid, %d invalid, %d near '?'; DecodeRune's %d, %d, %d", b, v, i, q, pv, pi, pq)
	}
	if pf := firstInvalidUTF8(b); f != pf {
		t.Fatalf("% x: census's first invalid byte %d, firstInvalidUTF8's %d", b, f, pf)
	}
	if (i == 0) != utf8.Valid(b) {
		t.Fatalf("% x: %d invalid bytes, utf8.Valid %v", b, i, utf8.Valid(b))
	}
}

// firstInvalidUTF8 returns the offset of the first byte that is not part
// of a valid UTF-8 character (0 when there is none).
func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return 0
}

// TestUTF8CensusByHand: 中 (E4 B8 AD) and é (C3 A9) are one valid
// character each; E0 80 80 (an overlong form), ED A0 80 (a surrogate) and
// a lead byte cut short are invalid bytes, one by one, each next to the
// "?" here.
func TestUTF8CensusByHand(t *testing.T) {
	for _, tc := range []struct {
		in                    string
		valid, invalid, nearQ int
		first                 int // the first invalid byte (0: none)
	}{
		{"中é", 2, 0, 0, 0},
		{"\xef\xbf\xbd", 1, 0, 0, 0}, // U+FFFD as written: a valid character
		{"?\xe0\x80\x80", 0, 3, 2, 1},
		{"?\xed\xa0\x80", 0, 3, 2, 1},
		{"?\xe4\xb8", 0, 2, 2, 1},
		{"\xc3", 0, 1, 0, 0},
		{"a\xc3\xa9\xc3", 1, 1, 0, 3},
		{"\xf0\x9f\x98\x80?", 1, 0, 0, 0}, // four bytes: DecodeRune's
	} {
		v, i, q, f := utf8Census([]byte(tc.in))
		if v != tc.valid || i != tc.invalid || q != tc.nearQ || f != tc.first {
			t.Errorf("% x: %d valid, %d invalid, %d near '?', first at %d; want %d, %d, %d, %d", tc.in, v, i, q, f, tc.valid, tc.invalid, tc.nearQ, tc.first)
		}
	}
}

// TestUTF8CensusIsDecodeRunes compares utf8Census with utf8CensusPlain:
// every lead byte from 80 with every second byte and third bytes at the
// edges of the ranges, between ASCII and "?"; random runs of high
// bytes; the corpora.
func TestUTF8CensusIsDecodeRunes(t *testing.T) {
	thirds := []byte{0x00, '?', 0x7f, 0x80, 0x9f, 0xa0, 0xbf, 0xc0, 0xe4, 0xff}
	for c0 := 0x80; c0 <= 0xff; c0++ {
		for c1 := 0; c1 <= 0xff; c1++ {
			sameCensus(t, []byte{byte(c0), byte(c1)})
			for _, c2 := range thirds {
				sameCensus(t, []byte{'a', byte(c0), byte(c1), c2})
				sameCensus(t, []byte{'?', byte(c0), byte(c1), c2, '?', 0xb8})
			}
		}
	}
	// ASCII gaps of every length up to past the 32-byte skip, before a
	// character, a damaged one and the end.
	for gap := range 70 {
		for _, tail := range []string{"\xe4\xb8\xad", "?\xe4\xb8", "\xc3"} {
			sameCensus(t, []byte("\xe4\xb8\xad"+strings.Repeat("a", gap)+tail+strings.Repeat("?", gap%9)))
		}
	}
	r := rand.New(rand.NewPCG(17, 2))
	alphabet := []byte{'a', '?', 0x80, 0x9f, 0xa0, 0xbf, 0xc2, 0xc3, 0xdf, 0xe0, 0xe4, 0xed, 0xef, 0xf0, 0xf4, 0xff}
	for range 200000 {
		b := make([]byte, r.IntN(24))
		for i := range b {
			if r.IntN(4) == 0 {
				b[i] = byte(r.IntN(256))
			} else {
				b[i] = alphabet[r.IntN(len(alphabet))]
			}
		}
		sameCensus(t, b)
	}
	for _, dir := range []string{"fox_pro", "ai_games"} {
		for _, f := range sgfFiles(t, shared.Path(t, "corpora", dir)) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sameCensus(t, data)
		}
	}
}

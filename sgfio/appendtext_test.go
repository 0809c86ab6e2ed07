package sgfio

import (
	"math/rand/v2"
	"testing"
)

// TestAppendTextIsString: appendText appends String's bytes, for short
// plain values (its shortcut: "6.5", "B+R", "", 15 bytes) and for those
// it leaves to text and utf8.Valid (an escape, a soft line break, UTF-8,
// bytes that are not UTF-8, 16 bytes and more), and on random values.
func TestAppendTextIsString(t *testing.T) {
	check := func(raw []byte) {
		t.Helper()
		v := Value{raw: raw}
		if got, want := string(v.appendText([]byte("x"))), "x"+v.String(); got != want {
			t.Fatalf("appendText(%q) = %q, want %q", raw, got, want)
		}
	}
	for _, raw := range []string{"6.5", "B+R", "", "123456789012345", "a\\]b", "a\\\nb", "柯洁", "\xe4\xb8", "?\xff",
		"1234567890123456", "12345678901234\\]", "12345678901234\xff", "\x7f\x00\t"} {
		check([]byte(raw))
	}
	r := rand.New(rand.NewPCG(17, 4))
	alphabet := []byte{'a', ' ', '\\', '\n', '\r', ']', 0x7f, 0x80, 0xe4, 0xb8, 0xad, 0xff}
	for range 50000 {
		raw := make([]byte, r.IntN(20))
		for i := range raw {
			raw[i] = alphabet[r.IntN(len(alphabet))]
		}
		check(raw)
	}
}

// TestAppendTextByHand: appendText's bytes worked by hand from FF[4]'s
// text rules (an escaped character is kept, a backslash before a line
// break removes both) and Value.String's "?" for a byte that is not
// UTF-8, on each side of the 16-byte shortcut.
func TestAppendTextByHand(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{"6.5", "6.5"},
		{"B+R", "B+R"},
		{"", ""},
		{"123456789012345", "123456789012345"},    // 15 bytes: the shortcut
		{"1234567890123456", "1234567890123456"},  // 16: text's way
		{"a\\]b", "a]b"},                          // an escaped "]"
		{"a\\\\b", "a\\b"},                        // an escaped backslash
		{"a\\\nb", "ab"},                          // a soft line break
		{"a\\\r\nb", "ab"},                        // the same, CR LF
		{"12345678901234\\]", "12345678901234]"},  // long, escaped
		{"\xe6\x9f\xaf", "\xe6\x9f\xaf"},          // 柯, valid UTF-8
		{"?\xff", "??"},                           // not UTF-8: "?"
		{"12345678901234\xff", "12345678901234?"}, // long, not UTF-8
	} {
		if got := string(Value{raw: []byte(tc.raw)}.appendText([]byte("x"))); got != "x"+tc.want {
			t.Errorf("appendText(%q) = %q, want %q", tc.raw, got, "x"+tc.want)
		}
	}
}

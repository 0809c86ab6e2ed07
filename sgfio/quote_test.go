package sgfio

import (
	"strings"
	"testing"
)

// quoteBytes shows raw input in messages: printable UTF-8 as written, a
// cut never splitting a character, everything else as \x escapes.
func TestQuoteBytes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"aa", `"aa"`},
		// 13 ASCII bytes and 中 (3 bytes) make 16: the cut falls after 中.
		{"Move : value 中文", `"Move : value 中"…`},
		// 14 ASCII bytes, then 中 across bytes 15-17: cut before it, not in it.
		{"abcdefghijklmn中", `"abcdefghijklmn"…`},
		// A GB2312 file's 中 (D6 D0) before decoding is not UTF-8.
		{"\xd6\xd0x", `"\xd6\xd0x"`},
		// Control bytes, quotes and DEL are escaped; a lone continuation byte too.
		{"a\nb\"c\x7f\x80", `"a\x0ab\x22c\x7f\x80"`},
		// Not UTF-8 at the cut: cut at the byte, as before.
		{strings.Repeat("\xff", 17), `"` + strings.Repeat(`\xff`, 16) + `"…`},
		{"한국어 이름", `"한국어 이름"`},
		// Valid UTF-8 that is not printable is escaped byte by byte: a
		// right-to-left override (U+202E, E2 80 AE) would turn the rest
		// of the message around on a terminal; a no-break space (U+00A0,
		// C2 A0) would pass for a space.
		{"a\u202eb\u00a0c", `"a\xe2\x80\xaeb\xc2\xa0c"`},
		// 13 ASCII bytes, then a 4-byte character (U+1F600, F0 9F 98 80)
		// across bytes 14-17: the cut goes back 3 bytes to its start.
		{"abcdefghijklm\U0001F600", `"abcdefghijklm"…`},
	} {
		if got := quoteBytes([]byte(c.in)); got != c.want {
			t.Errorf("quoteBytes(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

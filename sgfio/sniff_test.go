package sgfio

import (
	"math/rand/v2"
	"testing"
)

// sniffUTF16Counted is sniffUTF16's test without its early answer: the
// NULs counted in every case.
func sniffUTF16Counted(data []byte) string {
	n := min(len(data)&^1, 64)
	if n < 4 {
		return ""
	}
	var even, odd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	half := n / 2
	switch {
	case data[0] == 0 && data[1] != 0 && data[1] < 0x80 && even*4 >= half*3 && odd == 0:
		return "UTF-16BE"
	case data[1] == 0 && data[0] != 0 && data[0] < 0x80 && odd*4 >= half*3 && even == 0:
		return "UTF-16LE"
	}
	return ""
}

// TestSniffUTF16: "(;" in UTF-16 without a byte-order mark, either way
// round, is UTF-16; an SGF file in UTF-8, or one with NULs further on,
// is not; a byte-order mark decides alone. And sniffUTF16 answers as the
// count of NULs does on random inputs, NULs frequent.
func TestSniffUTF16(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\x00(\x00;\x00G\x00M\x00[\x001\x00]", "UTF-16BE"},
		{"(\x00;\x00G\x00M\x00[\x001\x00]\x00", "UTF-16LE"},
		{"\xff\xfe(\x00", "UTF-16LE"},
		{"\xfe\xff\x00(", "UTF-16BE"},
		{"(;GM[1]\x00\x00\x00\x00", ""},
		{"(\x00;\x00G\x00M\x00[\x00\x001", ""}, // a NUL in the other half
		{"(\x00", ""},                          // too short
	} {
		_, name, ok := sniffUTF16([]byte(tc.in))
		if name != tc.want || ok != (tc.want != "") {
			t.Errorf("%q: %q %v, want %q", tc.in, name, ok, tc.want)
		}
	}
	r := rand.New(rand.NewPCG(17, 3))
	for range 100000 {
		b := make([]byte, r.IntN(80))
		for i := range b {
			switch r.IntN(3) {
			case 0:
				b[i] = 0
			case 1:
				b[i] = byte(r.IntN(256))
			default:
				b[i] = "(;B[]"[r.IntN(5)]
			}
		}
		if len(b) >= 2 && (b[0] == 0xff && b[1] == 0xfe || b[0] == 0xfe && b[1] == 0xff) {
			continue // the byte-order marks: above
		}
		_, name, _ := sniffUTF16(b)
		if want := sniffUTF16Counted(b); name != want {
			t.Fatalf("% x: %q, want %q", b, name, want)
		}
	}
}

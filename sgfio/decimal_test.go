package sgfio

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// sameAsParseFloat checks that parseDecimal, when it reads s, reads it as
// strconv.ParseFloat does, bit for bit (-0 included).
func sameAsParseFloat(t *testing.T, s string) bool {
	t.Helper()
	v, ok := parseDecimal(s)
	if !ok {
		return false
	}
	want, err := strconv.ParseFloat(s, 64)
	if err != nil || math.Float64bits(v) != math.Float64bits(want) {
		t.Fatalf("%q: parseDecimal %v (%#x), ParseFloat %v (%#x) %v", s, v, math.Float64bits(v), want, math.Float64bits(want), err)
	}
	return true
}

// TestParseDecimalByHand: what it reads and what it leaves to ParseFloat.
func TestParseDecimalByHand(t *testing.T) {
	for _, tc := range []struct {
		s    string
		v    float64
		read bool
	}{
		{"6.5", 6.5, true}, {"375", 375, true}, {"0", 0, true}, {"-3", -3, true},
		{".5", 0.5, true}, {"5.", 5, true}, {"0.02", 0.02, true},
		{"7.500000", 7.5, true}, {"123456789012345", 123456789012345, true},
		// Left to ParseFloat: 16 digits, a sign "+", a comma, two points,
		// an exponent, no digit, white space, a fraction.
		{"1234567890123456", 0, false}, {"+3", 0, false}, {"6,5", 0, false},
		{"1.2.3", 0, false}, {"1e3", 0, false}, {".", 0, false}, {"-", 0, false},
		{"", 0, false}, {" 6.5", 0, false}, {"1/2", 0, false},
	} {
		v, ok := parseDecimal(tc.s)
		if ok != tc.read || v != tc.v {
			t.Errorf("%q: %v %v, want %v %v", tc.s, v, ok, tc.v, tc.read)
		}
		if ok {
			sameAsParseFloat(t, tc.s)
		}
	}
	if v, _ := parseDecimal("-0"); !math.Signbit(v) {
		t.Errorf("-0: %v, want negative zero", v)
	}
}

// TestParseDecimalIsParseFloat: random strings of digits, points and
// signs (up to 18 characters, around the 15-digit limit) read by both.
func TestParseDecimalIsParseFloat(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	alphabet := "0123456789012345678901234567899.-"
	read := 0
	for range 200000 {
		b := make([]byte, rng.IntN(19))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		if sameAsParseFloat(t, string(b)) {
			read++
		}
	}
	if read < 50000 {
		t.Fatalf("only %d of the strings read: the test reads too few", read)
	}
}

package sgfio

import (
	"strconv"
	"strings"
)

// Komi is the record's KM[], normalised to points added to White.
//
// Normalisation rule (RULES.md §5.11):
//   - a decimal number is taken as written: "6.5", "7.500000", "6,5" (a
//     decimal comma), "5 1/2" (a fraction), "-3";
//   - a whole number of magnitude 100 or more with no decimal point is the
//     Fox server's hundredths: N/100; when that ends in .25 or .75 (N mod 50
//     is 25) it is zi, Chinese half-points, and counts twice: KM[650] is
//     6.5, KM[750] is 7.5, KM[375] is 3.75 zi = 7.5 points, KM[325] = 6.5;
//   - missing or unreadable: Present or OK is false and Value is 0 (the
//     caller decides what komi a ruleset then uses).
type Komi struct {
	Value   float64 // points, added to White
	Raw     string  // the KM[] value as written
	Present bool    // KM[] was in the root
	OK      bool    // Raw could be read
	Scaled  bool    // Raw was Fox hundredths (or zi), see the rule above
	Zi      bool    // Raw was in zi (Fox's KM[375]): the record's results are in zi too
}

// ParseKomi normalises a KM[] value by the rule on Komi.
func ParseKomi(raw string) Komi {
	k := Komi{Raw: raw, Present: true}
	s := strings.TrimSpace(raw)
	if s == "" {
		return k
	}
	v, ok := parseDecimal(s) // "6.5", "375": no '/', not a fraction
	if !ok {
		if v, ok := parseFraction(s); ok {
			k.Value, k.OK = v, true
			return k
		}
		s = strings.Replace(s, ",", ".", 1)
		var err error
		v, err = strconv.ParseFloat(s, 64)
		if err != nil || v != v {
			return k
		}
	}
	if v > 1e6 || v < -1e6 { // either way: parseDecimal reads up to 15 digits
		return k
	}
	k.OK = true
	k.Value = v
	if !strings.ContainsAny(s, ".eE") && (v >= 100 || v <= -100) {
		n := int64(v)
		k.Scaled = true
		k.Value = float64(n) / 100
		if n%50 == 25 || n%50 == -25 {
			k.Value *= 2 // zi
			k.Zi = true
		}
	}
	return k
}

// parseFraction reads "5 1/2" or "1/2" (also "-5 1/2").
func parseFraction(s string) (float64, bool) {
	slash := strings.IndexByte(s, '/')
	if slash < 0 {
		return 0, false
	}
	whole, frac := "", s
	if sp := strings.LastIndexByte(s[:slash], ' '); sp >= 0 {
		whole, frac = strings.TrimSpace(s[:sp]), s[sp+1:]
	}
	num, den, _ := strings.Cut(frac, "/")
	n, err1 := strconv.Atoi(strings.TrimSpace(num))
	d, err2 := strconv.Atoi(strings.TrimSpace(den))
	if err1 != nil || err2 != nil || d <= 0 || n < 0 {
		return 0, false
	}
	v := float64(n) / float64(d)
	if whole == "" {
		return v, true
	}
	w, err := strconv.Atoi(whole)
	if err != nil {
		return 0, false
	}
	if w < 0 || strings.HasPrefix(whole, "-") {
		return float64(w) - v, true
	}
	return float64(w) + v, true
}

// ZeroContradicted reports whether a record scored with komi 0 (KM[0], or
// no KM) contradicts its own result: a count in points with a half point
// (RE[B+4.5]) cannot come from komi 0, whose counts are whole numbers
// (shared points split ½–½ cancel out in the margin). Fox writes KM[0] on
// records played with komi (fox_pro/7p/1380981699019999425.sgf: KM[0]
// RE[B+4.5], B+11 counted with komi 0). r is in points (Result.InPoints).
func ZeroContradicted(k Komi, r Result) bool {
	if k.Present && (!k.OK || k.Value != 0) {
		return false
	}
	if r.Kind != ResultScore {
		return false
	}
	return r.Margin*2 == float64(int64(r.Margin*2)) && int64(r.Margin*2)%2 != 0
}

// parseDecimal reads the commonest numbers of KM[] and RE[], an optional
// "-", digits and at most one ".", at least one digit and at most 15, as
// strconv.ParseFloat would, and reports false for anything else (which
// the caller then gives to ParseFloat). Exact: the digits make an integer
// m < 10^15 < 2^53 and the scale 10^k (k <= 15) is a float64 exactly, so
// m / 10^k is one correctly rounded division of exact values, the value
// ParseFloat returns (its own fast path, Clinger's).
func parseDecimal(s string) (float64, bool) {
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	var m uint64
	digits, frac, dot := 0, 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			m = m*10 + uint64(c-'0')
			digits++
			if dot {
				frac++
			}
		case c == '.' && !dot:
			dot = true
		default:
			return 0, false
		}
	}
	if digits == 0 || digits > 15 {
		return 0, false
	}
	v := float64(m) / pow10[frac]
	if neg {
		v = -v
	}
	return v, true
}

// pow10 holds the powers of ten that a float64 holds exactly, up to
// parseDecimal's 15 digits.
var pow10 = [16]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}

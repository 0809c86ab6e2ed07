package sgfio

import "strings"

// lowerInto is strings.ToLower(s) without an allocation for the short
// ASCII values a record's header holds ("B+R", "W+Resign"): such a value
// is lowered into room (the caller's, on its stack) and room's bytes are
// returned; any other value goes to strings.ToLower, whose result is then
// returned as bytes of its own. The caller compares the bytes as a string
// (string(b) in a comparison or a switch does not copy them).
func lowerInto(room []byte, s string) []byte {
	if len(s) > cap(room) {
		return []byte(strings.ToLower(s))
	}
	b := room[:len(s)]
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80: // not ASCII: Unicode's lower case
			return []byte(strings.ToLower(s))
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return b
}

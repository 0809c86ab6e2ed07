package sgfio

import (
	"bytes"
	"unicode/utf8"
)

// Raw returns the value's bytes as written (escapes kept; UTF-8 after
// charset decoding).
func (v Value) Raw() []byte { return v.raw }

// String returns the value's text: escapes removed ("\]" is "]") and soft
// line breaks (a backslash before a line break) joined, per FF[4].
//
// Bytes that are not UTF-8 (a damaged file) read as "?".
func (v Value) String() string {
	s := v.text()
	if !utf8.Valid(s) {
		s = repairUTF8(s)
	}
	return string(s)
}

// appendText appends the bytes of String to dst.
func (v Value) appendText(dst []byte) []byte {
	if len(v.raw) < 16 {
		// Most header values are short, plain ASCII ("6.5", "B+R",
		// "2019-10-10"): without a backslash text is raw, and ASCII is valid
		// UTF-8, so String's bytes are raw's, copied without text's
		// and utf8.Valid's calls.
		plain := true
		for _, c := range v.raw {
			if c == '\\' || c >= utf8.RuneSelf {
				plain = false
				break
			}
		}
		if plain {
			return append(dst, v.raw...)
		}
	}
	s := v.text()
	if !utf8.Valid(s) {
		s = repairUTF8(s)
	}
	return append(dst, s...)
}

// text returns the value's bytes with escapes removed (no copy when it
// has none).
func (v Value) text() []byte {
	if len(v.raw) < 16 {
		for _, c := range v.raw {
			if c == '\\' {
				return unescape(v.raw)
			}
		}
		return v.raw
	}
	if bytes.IndexByte(v.raw, '\\') < 0 {
		return v.raw
	}
	return unescape(v.raw)
}

// unescape applies FF[4] escaping: "\" before a line break removes both;
// "\" before anything else keeps that character.
func unescape(raw []byte) []byte {
	out := make([]byte, 0, len(raw))
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		i++
		if i >= len(raw) {
			break
		}
		switch raw[i] {
		case '\n':
			if i+1 < len(raw) && raw[i+1] == '\r' {
				i++
			}
		case '\r':
			if i+1 < len(raw) && raw[i+1] == '\n' {
				i++
			}
		default:
			out = append(out, raw[i])
		}
	}
	return out
}

// NewValue makes a value holding text s (for building trees to write).
func NewValue(s string) Value {
	return Value{raw: []byte(Escape(s))}
}

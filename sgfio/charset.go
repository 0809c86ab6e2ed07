package sgfio

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// Charsets.
//
// A file is decoded to UTF-8 as a whole before it is scanned, so that the
// second byte of a Shift_JIS or Big5 character (0x5C "\" or 0x5D "]") is
// never taken for SGF syntax. The charset is, in order:
//  1. UTF-16 when the file starts with a UTF-16 byte-order mark or its
//     first bytes alternate with NULs;
//  2. the first CA[] of the file, looked up by web-standard label
//     (htmlindex: GB2312 is GBK, ISO-8859-1 is windows-1252), then by IANA
//     name; UTF-8 and ASCII files are used as they are (no copy);
//  3. without CA[] (or with an unknown one), UTF-8 when the bytes are
//     valid UTF-8, else the candidate among GB18030, Shift_JIS, EUC-KR,
//     Big5 and windows-1252 that decodes with the fewest errors (Chinese
//     servers write GB2312 without saying so), with a warning.
//
// SGF syntax is ASCII in all of these, so moves survive any choice.

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decodeFile returns the file as UTF-8, the charset's name and
// file-level diagnostics, appended to diags.
func decodeFile(data []byte, diags Diagnostics) ([]byte, string, Diagnostics) {
	at := 0 // where the warnings point: the CA[] when there is one
	warn := func(msg string) {
		diags = append(diags, Diagnostic{Pos: posIn(data, at), Severity: Warning, Msg: msg})
	}
	if enc, name, ok := sniffUTF16(data); ok {
		out, err := enc.NewDecoder().Bytes(data)
		if err != nil {
			warn("cannot decode as " + name + ": " + err.Error())
			return data, "UTF-8", diags
		}
		return out, name, diags
	}
	label, caAt := findCA(data)
	if label != "" {
		at = caAt
		enc, name := lookupCharset(label)
		switch {
		case enc == nil:
			warn("unknown charset CA[" + label + "]: guessing")
		case name == "UTF-16LE" || name == "UTF-16BE" || name == "UTF-16":
			warn("CA[" + label + "] but the file is not UTF-16: charset ignored")
		case name == "UTF-8":
			if utf8.Valid(data) {
				return data, "UTF-8", diags
			}
			warn("CA[" + label + "] but the file is not valid UTF-8")
		default:
			if isASCII(data) && name != "ISO-2022-JP" {
				return data, name, diags
			}
			out, err := enc.NewDecoder().Bytes(data)
			if err == nil && utf8.Valid(data) && misdeclared(enc, data, out) {
				warn("CA[" + label + "] but the file is UTF-8: read as UTF-8")
				return data, "UTF-8", diags
			}
			if err == nil {
				return out, name, diags
			}
			warn("cannot decode CA[" + label + "]: " + err.Error() + ": guessing")
		}
	}
	// One pass for the validity test and, when it fails, the census (no
	// invalid byte is utf8.Valid's answer; the census reads ASCII 32
	// bytes at a time, faster than Valid's eight).
	valid, invalid, nearQ, first := utf8Census(data)
	if invalid == 0 {
		return data, "UTF-8", diags
	}
	at = first
	if invalid <= valid/2 || (nearQ*2 >= invalid && invalid <= valid*3) {
		// Mostly UTF-8 with some bytes damaged (Fox replaced parts of
		// characters by "?"): Value.String replaces each bad byte by "?".
		warn(itoa(invalid) + " bytes that are not UTF-8 read as '?'")
		return data, "UTF-8", diags
	}
	out, name := guessCharset(data)
	if label == "" {
		warn("no CA[] and the file is not UTF-8: decoded as " + name + " (guessed)")
	} else {
		warn("decoded as " + name + " (guessed)")
	}
	return out, name, diags
}

// sniffUTF16 recognises UTF-16 by its byte-order mark or by NULs in every
// other byte of the first characters.
func sniffUTF16(data []byte) (encoding.Encoding, string, bool) {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), "UTF-16LE", true
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), "UTF-16BE", true
	}
	n := len(data) &^ 1
	if n > 64 {
		n = 64
	}
	if n < 4 || data[0] != 0 && data[1] != 0 {
		// Too short, or no NUL in the first character: neither case
		// below can hold (each wants data[0] or data[1] to be 0), so
		// the bytes need no count (an SGF file starts "(;").
		return nil, "", false
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
	// The first character must be ASCII too: a UTF-8 file may hold NULs
	// in a value, but does not start with one.
	switch {
	case data[0] == 0 && data[1] != 0 && data[1] < 0x80 && even*4 >= half*3 && odd == 0:
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), "UTF-16BE", true
	case data[1] == 0 && data[0] != 0 && data[0] < 0x80 && odd*4 >= half*3 && even == 0:
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), "UTF-16LE", true
	}
	return nil, "", false
}

// findCA returns the value of the first CA[] in the file and its offset.
// It looks at raw bytes: CA[] is ASCII in every charset SGF allows.
func findCA(data []byte) (string, int) {
	for i := 0; ; {
		j := bytes.Index(data[i:], []byte("CA["))
		if j < 0 {
			return "", -1
		}
		j += i
		// A property starts after ";", "]" or "(" (white space aside);
		// anything else is text inside a value.
		k := j - 1
		for k >= 0 && isSpace(data[k]) {
			k--
		}
		if k >= 0 && (data[k] == ';' || data[k] == ']' || data[k] == '(') {
			end := bytes.IndexByte(data[j+3:], ']')
			if end >= 0 && end < 64 {
				return strings.TrimSpace(string(data[j+3 : j+3+end])), j
			}
		}
		i = j + 3
	}
}

// lookupCharset finds an encoding by label and returns it with a
// canonical name; nil when unknown.
func lookupCharset(label string) (encoding.Encoding, string) {
	var room [32]byte
	switch string(lowerInto(room[:0], strings.TrimSpace(label))) { // compared, not copied
	case "utf8", "utf-8", "us-ascii", "ascii", "":
		return unicode.UTF8, "UTF-8" // the common answer, without lowering a copy
	}
	l := strings.ToLower(strings.TrimSpace(label))
	switch l { // UTF-8's labels answered above
	case "utf-16", "utf16":
		return unicode.UTF16(unicode.BigEndian, unicode.UseBOM), "UTF-16"
	case "macroman", "mac-roman", "x-mac-roman":
		l = "macintosh"
	case "euc-cn", "euccn", "cp936", "ms936":
		l = "gbk"
	case "sjis", "ms-kanji", "ms_kanji", "cp932":
		l = "shift_jis"
	}
	l = strings.ReplaceAll(l, "_", "-")
	enc, err := htmlindex.Get(l)
	if err != nil {
		enc, err = ianaindex.IANA.Encoding(l)
		if err != nil || enc == nil {
			return nil, ""
		}
	}
	name, err := htmlindex.Name(enc)
	if err != nil {
		if n, err2 := ianaindex.IANA.Name(enc); err2 == nil {
			name = n
		} else {
			name = label
		}
	}
	switch strings.ToLower(name) {
	case "utf-8":
		return enc, "UTF-8"
	case "utf-16le":
		return enc, "UTF-16LE"
	case "utf-16be":
		return enc, "UTF-16BE"
	case "iso-2022-jp":
		return enc, "ISO-2022-JP"
	}
	return enc, name
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// guessCharset decodes data with the candidate that leaves the fewest
// replacement characters and loses the fewest "[" and "]" (a wrong
// multi-byte charset swallows them as second bytes); a candidate that
// loses a "(", ")" or ";" is never taken, as those bytes are never the
// second byte of a character in any of them. Ties go to the earlier one.
func guessCharset(data []byte) ([]byte, string) {
	cands := []struct {
		enc  encoding.Encoding
		name string
	}{
		{simplifiedchinese.GB18030, "gb18030"},
		{japanese.ShiftJIS, "shift_jis"},
		{korean.EUCKR, "euc-kr"},
		{traditionalchinese.Big5, "big5"},
	}
	structure := func(b []byte) (hard, soft int) {
		for _, c := range b {
			switch c {
			case '(', ')', ';':
				hard++
			case '[', ']':
				soft++
			}
		}
		return hard, soft
	}
	hard0, soft0 := structure(data)
	repl0 := bytes.Count(data, []byte("\uFFFD"))
	var best []byte
	bestName, bestBad := "", -1
	runs, odd, single := highRuns(data)
	for _, c := range cands {
		if single*2 >= runs {
			break // mostly lone accented letters between ASCII ones: Latin text
		}
		if odd > 0 && (c.name == "gb18030" || c.name == "euc-kr") {
			// Chinese and Korean text (GB2312, EUC-KR) comes in byte
			// pairs; a lone high byte between ASCII ones is Latin text
			// ("hörru"), which GBK would read as a rare character.
			continue
		}
		out, err := c.enc.NewDecoder().Bytes(data)
		if err != nil {
			continue
		}
		hard, soft := structure(out)
		if hard != hard0 {
			continue
		}
		bad := 4*(bytes.Count(out, []byte("\uFFFD"))-repl0) + soft0 - soft
		// Shift_JIS and GBK both read most Japanese bytes without error;
		// Japanese text is full of kana, which Chinese text read as
		// Shift_JIS is not.
		better := bestBad < 0 || bad < bestBad || (bad == bestBad && c.name == "shift_jis" && kanaShare(out) >= 0.1)
		if better {
			best, bestName, bestBad = out, c.name, bad
		}
	}
	nonASCII := 0
	for _, c := range data {
		if c >= 0x80 {
			nonASCII++
		}
	}
	// A few bad bytes in a multi-byte file (a damaged character) still
	// read better in that charset than as windows-1252.
	if best != nil && bestBad*20 <= nonASCII {
		return best, bestName
	}
	// windows-1252 never fails and keeps every ASCII byte.
	if out, err := htmlindexDecode("windows-1252", data); err == nil {
		return out, "windows-1252"
	}
	return repairUTF8(data), "UTF-8"
}

func htmlindexDecode(label string, data []byte) ([]byte, error) {
	enc, err := htmlindex.Get(label)
	if err != nil {
		return nil, err
	}
	return enc.NewDecoder().Bytes(data)
}

// utf8Census counts valid multi-byte UTF-8 characters, invalid bytes, and
// invalid bytes within two bytes of a "?" (the mark of Fox's damage), and
// returns the offset of the first invalid byte (0 when there is none):
// where decodeFile's warning points, found in the same pass.
func utf8Census(b []byte) (valid, invalid, nearQ, first int) {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			// Skip ASCII 32 bytes at a time (the moves of a record), then
			// eight.
			for i+32 <= len(b) {
				w := b[i : i+32 : i+32] // constant indexes: no bounds tests
				if (binary.LittleEndian.Uint64(w[0:8])|binary.LittleEndian.Uint64(w[8:16])|
					binary.LittleEndian.Uint64(w[16:24])|binary.LittleEndian.Uint64(w[24:32]))&0x8080808080808080 != 0 {
					break
				}
				i += 32
			}
			for i+8 <= len(b) {
				if high := binary.LittleEndian.Uint64(b[i:i+8:i+8]) & 0x8080808080808080; high != 0 {
					// On to the first byte that is not ASCII: Fox's text is
					// short stretches of characters between "?" and ASCII.
					i += bits.TrailingZeros64(high) >> 3
					break
				}
				i += 8
			}
			continue
		}
		// The characters of Chinese, Japanese and Korean text (three
		// bytes) and accented letters (two) are counted here, as
		// utf8.DecodeRune would read them (RFC 3629's table: after E0
		// the second byte is A0-BF, after ED 80-9F, else 80-BF; a lead
		// byte C2-DF takes one 80-BF); anything else is left to it. A
		// lead byte whose bytes fail the test is an invalid byte, as
		// DecodeRune reads it (RuneError, 1) when the bytes are there,
		// and so is a byte below C2: Fox's damage (a lead byte before
		// "?", the rest of a character after it) is counted without it.
		switch c := b[i]; {
		case c >= 0xE0 && c <= 0xEF && i+2 < len(b):
			lo, hi := byte(0x80), byte(0xBF)
			if c == 0xE0 {
				lo = 0xA0
			} else if c == 0xED {
				hi = 0x9F
			}
			if c1 := b[i+1]; c1 >= lo && c1 <= hi && b[i+2]&0xC0 == 0x80 {
				valid++
				i += 3
				continue
			}
		case c >= 0xC2 && c <= 0xDF && i+1 < len(b):
			if b[i+1]&0xC0 == 0x80 {
				valid++
				i += 2
				continue
			}
		case c < 0xC2:
			// 80-BF (a continuation byte: the rest of a damaged
			// character), C0 and C1 never start a character.
		default:
			if r, n := utf8.DecodeRune(b[i:]); r != utf8.RuneError || n != 1 {
				valid++
				i += n
				continue
			}
		}
		// b[i] is an invalid byte (not itself a "?").
		if invalid == 0 {
			first = i
		}
		invalid++
		if i >= 2 && b[i-2] == '?' || i >= 1 && b[i-1] == '?' || i+1 < len(b) && b[i+1] == '?' || i+2 < len(b) && b[i+2] == '?' {
			nearQ++
		}
		i++
	}
	return valid, invalid, nearQ, first
}

// repairUTF8 copies b with every byte that is not part of a valid UTF-8
// character replaced by "?", so offsets stay those of the file.
func repairUTF8(b []byte) []byte {
	out := make([]byte, len(b))
	copy(out, b)
	for i := 0; i < len(out); {
		if out[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(out[i:])
		if r == utf8.RuneError && n == 1 {
			out[i] = '?'
		}
		i += n
	}
	return out
}

// kanaShare is the share of full-width hiragana and katakana among the
// non-ASCII characters of s.
func kanaShare(s []byte) float64 {
	kana, other := 0, 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		if r >= 0x3040 && r <= 0x30FF {
			kana++
		} else {
			other++
		}
		i += n
	}
	if kana+other == 0 {
		return 0
	}
	return float64(kana) / float64(kana+other)
}

// misdeclared reports whether a file that is valid UTF-8 (and not ASCII)
// is better read as UTF-8 than in its declared charset: always for a
// single-byte charset (Latin text is almost never valid UTF-8 by chance),
// and for a multi-byte one when decoding in it makes errors.
func misdeclared(enc encoding.Encoding, data, decoded []byte) bool {
	if _, single := enc.(*charmap.Charmap); single {
		return true
	}
	// Read as UTF-8 the file has no error; any U+FFFD that the declared
	// charset produces is one.
	return bytes.Contains(decoded, []byte("\uFFFD"))
}

// highRuns counts the runs of bytes >= 0x80: all, those of odd length,
// and the lone letters of Latin text (length one, 0xC0 or more: é, ö;
// a lone Shift_JIS lead byte before an ASCII second byte is below 0xA0).
func highRuns(b []byte) (runs, odd, single int) {
	run, last := 0, byte(0)
	end := func() {
		if run > 0 {
			runs++
			if run%2 != 0 {
				odd++
			}
			if run == 1 && last >= 0xC0 {
				single++
			}
		}
		run = 0
	}
	for _, c := range b {
		if c >= 0x80 {
			run++
			last = c
			continue
		}
		end()
	}
	end()
	return runs, odd, single
}

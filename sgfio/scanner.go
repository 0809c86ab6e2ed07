package sgfio

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"sort"
	"unicode"
	"unicode/utf8"
)

// token is what the scanner returns.
type token uint8

const (
	tokEOF    token = iota
	tokLParen       // (
	tokRParen       // )
	tokSemi         // ;
	tokIdent        // property identifier, as written ("B", "AddBlack")
	tokValue        // property value, without its brackets, escapes kept
)

// errorHandler receives the scanner's and parser's complaints, like
// go/scanner.ErrorHandler. An interface, not a func: the parser is the
// handler, and its method value would be an allocation a file.
type errorHandler interface {
	report(pos Pos, sev Severity, msg string)
}

// scanner walks the SGF bytes once, like go/scanner, and reports bad
// bytes to its handler, skipping them. Values are slices of the input;
// nothing is copied. Lines are not counted on the way: positions come from
// a line index built only when one is needed.
type scanner struct {
	src   []byte
	off   int // next byte to read
	lines *lineIndex
	err   errorHandler

	lastJunk int // where skipToGame started when it found no game
}

func (s *scanner) init(src []byte, lines *lineIndex, err errorHandler) {
	s.src, s.off, s.lines, s.err = src, 0, lines, err
}

func (s *scanner) pos(off int) Pos { return s.lines.pos(off) }

// lineIndex turns byte offsets into lines and columns. It is built on
// first use; a cursor serves increasing offsets (the main line) without
// building it.
type lineIndex struct {
	src    []byte
	nl     byte  // the line-break byte: '\n', or '\r' for old Mac files; 0 until known
	starts []int // offset of each line's first byte, built on demand

	curOff, curLine, curStart int // the cursor
}

func newLineIndex(src []byte) *lineIndex {
	return &lineIndex{src: src, curLine: 1}
}

// lineBreak returns the line-break byte, found on first use (a file
// whose positions are never asked for is not searched).
func (li *lineIndex) lineBreak() byte {
	if li.nl == 0 {
		li.nl = '\n'
		if bytes.IndexByte(li.src, '\n') < 0 && bytes.IndexByte(li.src, '\r') >= 0 {
			li.nl = '\r'
		}
	}
	return li.nl
}

// pos returns the position of offset off.
func (li *lineIndex) pos(off int) Pos {
	if off < 0 {
		off = 0
	}
	if off > len(li.src) {
		off = len(li.src)
	}
	if li.starts == nil && off >= li.curOff {
		// Ahead of the cursor (a file's diagnostics mostly come in
		// order): counted from it, the index not built (an allocation
		// and a pass over the file for one position).
		return li.next(off)
	}
	return li.indexPos(off)
}

// indexPos is pos read from the line index, built on first use; off is
// within the source.
func (li *lineIndex) indexPos(off int) Pos {
	if li.starts == nil {
		// Sized once: a line per break, and the first.
		li.starts = make([]int, 1, bytes.Count(li.src, []byte{li.lineBreak()})+1)
		for i := 0; ; {
			j := bytes.IndexByte(li.src[i:], li.nl)
			if j < 0 {
				break
			}
			i += j + 1
			li.starts = append(li.starts, i)
		}
	}
	line := sort.SearchInts(li.starts, off+1) // lines starting at or before off
	return Pos{Offset: off, Line: line, Col: off - li.starts[line-1] + 1}
}

// posIn is newLineIndex(src).pos(off) without building the index: one
// position, counted in one pass over the bytes before it.
func posIn(src []byte, off int) Pos {
	off = min(max(off, 0), len(src))
	if !hasBreak(src[:off]) {
		// Line 1 whichever byte breaks the file's lines: the file is not
		// searched for it (a Fox file has none, and lineBreak read all
		// of it twice for each warning's position).
		return Pos{Offset: off, Line: 1, Col: off + 1}
	}
	li := lineIndex{src: src}
	nl := li.lineBreak()
	before := src[:off]
	start := bytes.LastIndexByte(before, nl) + 1
	return Pos{Offset: off, Line: 1 + bytes.Count(before, []byte{nl}), Col: off - start + 1}
}

// next returns the position of off, which must not be before the offset of
// the previous call to next; it costs the bytes in between.
func (li *lineIndex) next(off int) Pos {
	if off < li.curOff || off > len(li.src) {
		return li.pos(off)
	}
	if li.nl == 0 && !hasBreak(li.src[li.curOff:off]) {
		// No line break up to off (the cursor moves over none while the
		// break byte is unknown): off is on the cursor's line whichever
		// byte breaks the file's lines, and the file is not searched for
		// it (the root's position, in every file).
		li.curOff = off
		return Pos{Offset: off, Line: li.curLine, Col: off - li.curStart + 1}
	}
	li.lineBreak()
	if off-li.curOff < 32 {
		for i := li.curOff; i < off; i++ {
			if li.src[i] == li.nl {
				li.curLine++
				li.curStart = i + 1
			}
		}
	} else {
		seg := li.src[li.curOff:off]
		if n := bytes.Count(seg, []byte{li.nl}); n > 0 {
			li.curLine += n
			li.curStart = li.curOff + bytes.LastIndexByte(seg, li.nl) + 1
		}
	}
	li.curOff = off
	return Pos{Offset: off, Line: li.curLine, Col: off - li.curStart + 1}
}

// hasBreak reports whether b holds a "\n" or a "\r".
func hasBreak(b []byte) bool {
	if len(b) < 16 {
		for _, c := range b {
			if c == '\n' || c == '\r' {
				return true
			}
		}
		return false
	}
	return bytes.IndexByte(b, '\n') >= 0 || bytes.IndexByte(b, '\r') >= 0
}

// isSpace reports whether c is SGF white space: ' ', '\n', '\r', '\t',
// '\v' or '\f' (a table: one load where the six comparisons cost a
// dozen instructions a byte).
func isSpace(c byte) bool { return spaceBytes[c] }

var spaceBytes = [256]bool{' ': true, '\n': true, '\r': true, '\t': true, '\v': true, '\f': true}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// scanClass is the token a byte starts (scan's switch as a table):
// tokValue for "[", tokSemi, tokLParen and tokRParen for ";", "(" and
// ")", tokIdent for a letter, spaceClass for white space and NUL
// (skipped before a token), and tokEOF for a byte that starts none
// (junk).
var scanClass = func() (t [256]token) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		switch {
		case b == '[':
			t[c] = tokValue
		case b == ';':
			t[c] = tokSemi
		case b == '(':
			t[c] = tokLParen
		case b == ')':
			t[c] = tokRParen
		case isUpper(b) || isLower(b):
			t[c] = tokIdent
		case isSpace(b) || b == 0:
			t[c] = spaceClass
		}
	}
	return t
}()

// spaceClass is scanClass's mark of the bytes skipped before a token.
const spaceClass token = 0xff

// scan returns the next token, its start offset and, for identifiers and
// values, its bytes (a value's without the brackets). Bytes that cannot
// start a token are reported and skipped.
func (s *scanner) scan() (tok token, off int, lit []byte) {
	for {
		src := s.src
		off = s.off
		t := tokEOF // the class of src[off] after the white space
		for off < len(src) {
			if t = scanClass[src[off]]; t != spaceClass {
				break
			}
			off++
		}
		s.off = off
		switch t {
		case tokValue:
			return tokValue, off, s.scanValue()
		case tokSemi, tokLParen, tokRParen:
			s.off = off + 1
			return t, off, nil
		case tokIdent:
			end := off + 1
			for end < len(src) && scanClass[src[end]] == tokIdent {
				end++
			}
			s.off = end
			return tokIdent, off, src[off:end]
		}
		if off >= len(src) {
			return tokEOF, off, nil
		}
		s.skipJunk()
	}
}

// skipJunk skips bytes that cannot start a token, reporting them once.
func (s *scanner) skipJunk() {
	start := s.off
	for s.off < len(s.src) {
		c := s.src[s.off]
		if c == '[' || c == ';' || c == '(' || c == ')' || isUpper(c) || isLower(c) || isSpace(c) {
			break
		}
		s.off++
	}
	s.err.report(s.pos(start), Warning, "unexpected "+quoteBytes(s.src[start:s.off])+" skipped")
}

// scanValue reads a value starting at "[" and returns its contents. An
// unescaped "]" inside the value ("US[Matsuyama[3d]]") is recovered when
// what follows the first "]" cannot continue the SGF and the text up to the
// next "]" opens no new value.
func (s *scanner) scanValue() []byte {
	open := s.off
	start := open + 1
	end := s.findClose(start)
	if end < 0 {
		s.err.report(s.pos(open), Error, "value not closed: missing ']'")
		s.off = len(s.src)
		return s.src[start:]
	}
	for {
		next := end + 1
		for next < len(s.src) && isSpace(s.src[next]) {
			next++
		}
		if next >= len(s.src) || continuesSGF(s.src[next]) {
			break
		}
		more := s.findClose(end + 1)
		if more < 0 || bytes.IndexByte(s.src[end+1:more], '[') >= 0 {
			break
		}
		s.err.report(s.pos(end), Warning, "unescaped ']' inside a value: kept in the value")
		end = more
	}
	s.off = end + 1
	return s.src[start:end]
}

// continuesSGF reports whether c can follow a value.
func continuesSGF(c byte) bool {
	t := scanClass[c] // "[", ";", "(", ")" or a letter: any token but junk
	return t != tokEOF && t != spaceClass
}

// findClose returns the offset of the first unescaped "]" at or after i,
// or -1.
func (s *scanner) findClose(i int) int { return findClose(s.src, i) }

// findClose is scanner.findClose in src.
func findClose(src []byte, i int) int {
	// Most values are short ("pd", a name, a date): their first 32 bytes
	// are read eight at a time, each word tested for "]" and "\" at
	// once; a "\" escapes the byte after it (as an odd number of them
	// before a "]" escapes it below). The longer ones go on with
	// IndexByte from a byte that no "\" escapes.
	for end := min(i+32, len(src)); i+8 <= end; {
		w := binary.LittleEndian.Uint64(src[i : i+8 : i+8])
		m := zeroBytes(w^(']'*lanes)) | zeroBytes(w^('\\'*lanes))
		if m == 0 {
			i += 8
			continue
		}
		j := i + bits.TrailingZeros64(m)>>3
		if src[j] == ']' {
			return j
		}
		if i = j + 2; i >= len(src) {
			return -1
		}
	}
	return closeByIndex(src, i)
}

// closeByIndex is findClose without its word loop, from a byte i that no
// "\" escapes: IndexByte for each "]", the backslashes before it counted
// (TestFindCloseIsIndexByte checks the word loop against it).
func closeByIndex(src []byte, i int) int {
	for {
		j := bytes.IndexByte(src[i:], ']')
		if j < 0 {
			return -1
		}
		j += i
		// An odd number of backslashes before it escapes it.
		k := j - 1
		for k >= i && src[k] == '\\' {
			k--
		}
		if (j-1-k)%2 == 0 {
			return j
		}
		i = j + 1
	}
}

// lanes is a byte 1 in each byte of a word.
const lanes = 0x0101010101010101

// zeroBytes marks the 0 bytes of w with their high bit. The lowest mark
// is always the lowest 0 byte (a borrow runs only upwards, from a 0 byte:
// the marks above it may be wrong), so that only the lowest is read.
func zeroBytes(w uint64) uint64 { return (w - lanes) &^ w & (0x80 * lanes) }

// skipToGame moves to the next "(" that opens a game (see opensGame) and
// reports whether one was found. Non-space bytes skipped on the way are
// reported once, with junkMsg.
func (s *scanner) skipToGame(junkMsg string) bool {
	from, src := s.off, s.src
	for i := from; i < len(src); {
		k := bytes.IndexByte(src[i:], '(')
		if k < 0 {
			break
		}
		k += i
		if s.opensGame(k) {
			s.reportJunk(from, k, junkMsg)
			s.off = k
			return true
		}
		i = k + 1
	}
	s.lastJunk = from
	s.off = len(src)
	return false
}

// opensGame reports whether the "(" at k opens a game: ";" follows, or
// (the ";" forgotten) an identifier and its "[" do.
func (s *scanner) opensGame(k int) bool {
	src := s.src
	j := k + 1
	for j < len(src) && isSpace(src[j]) {
		j++
	}
	if j >= len(src) {
		return false
	}
	if src[j] == ';' {
		return true
	}
	if !isUpper(src[j]) {
		return false
	}
	for j < len(src) && (isUpper(src[j]) || isLower(src[j])) {
		j++
	}
	for j < len(src) && isSpace(src[j]) {
		j++
	}
	return j < len(src) && src[j] == '['
}

// reportJunk reports src[from:to] with msg when it holds non-space bytes.
func (s *scanner) reportJunk(from, to int, msg string) {
	for i := from; i < to; i++ {
		if c := s.src[i]; !isSpace(c) && c != 0 {
			s.err.report(s.pos(i), Warning, msg)
			return
		}
	}
}

// quoteBytes shows a short stretch of input in a message: at most 16
// bytes, cut at a character's start. Characters of valid UTF-8 show as
// themselves when printable (a Chinese or Korean name is read as written,
// not as \x escapes); control bytes, quotes and bytes that are not
// UTF-8 (a GB2312 file's, before decoding) show as \x escapes.
func quoteBytes(b []byte) string {
	const max = 16
	more := ""
	if len(b) > max {
		cut := max
		for cut > max-utf8.UTFMax && cut > 0 && !utf8.RuneStart(b[cut]) {
			cut-- // keep a character whole rather than show half of it
		}
		if !utf8.RuneStart(b[cut]) {
			cut = max // not UTF-8 there: cut at the byte
		}
		b, more = b[:cut], "…"
	}
	buf := make([]byte, 0, len(b)+4)
	buf = append(buf, '"')
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r >= 0x80 && r != utf8.RuneError && unicode.IsPrint(r) {
			buf = append(buf, b[:n]...)
			b = b[n:]
			continue
		}
		c := b[0]
		b = b[1:]
		if c < ' ' || c == '"' || c >= 0x7f {
			buf = append(buf, '\\', 'x', "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
			continue
		}
		buf = append(buf, c)
	}
	buf = append(buf, '"')
	return string(buf) + more
}

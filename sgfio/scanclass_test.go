package sgfio

import "testing"

// TestScanClassIsThePredicates: scanClass gives, for every byte, what
// scan's tests of it gave before the table (skipSpace's white space and
// NUL, then "[", ";", "(", ")" and the letters; anything else is junk),
// and isSpace and continuesSGF, tables too, their comparisons.
func TestScanClassIsThePredicates(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		want := tokEOF // junk
		switch {
		case b <= ' ' && (isSpace(b) || b == 0):
			want = spaceClass
		case b == '[':
			want = tokValue
		case b == ';':
			want = tokSemi
		case b == '(':
			want = tokLParen
		case b == ')':
			want = tokRParen
		case isUpper(b) || isLower(b):
			want = tokIdent
		}
		if scanClass[c] != want {
			t.Errorf("byte %#x: class %d, want %d", c, scanClass[c], want)
		}
		space := b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == '\v' || b == '\f'
		continues := b == '[' || b == ';' || b == '(' || b == ')' || isUpper(b) || isLower(b)
		if isSpace(b) != space || continuesSGF(b) != continues {
			t.Errorf("byte %#x: isSpace %v, continuesSGF %v; want %v, %v", c, isSpace(b), continuesSGF(b), space, continues)
		}
	}
	// By hand: a space, a tab, a NUL and a line break are skipped; "B"
	// and "b" start an identifier; "]", "1" and 0xE4 (a character's lead
	// byte) start nothing.
	for c, want := range map[byte]token{' ': spaceClass, '\t': spaceClass, 0: spaceClass, '\n': spaceClass,
		'B': tokIdent, 'b': tokIdent, ']': tokEOF, '1': tokEOF, 0xE4: tokEOF} {
		if scanClass[c] != want {
			t.Errorf("byte %#x: class %d, want %d", c, scanClass[c], want)
		}
	}
}

package sgfio

// normID shortens an identifier to its upper-case letters ("AddBlack" is
// "AB") and returns a shared string for those of one or two letters
// (shortNames): nearly all of them.
func normID(lit []byte) (string, bool) {
	// One or two upper-case letters (nearly every identifier): the
	// shared string at once, as the loop below would give it.
	switch len(lit) {
	case 1:
		if c := lit[0] - 'A'; c < 26 {
			return shortNames[c], true
		}
	case 2:
		if c, d := lit[0]-'A', lit[1]-'A'; c < 26 && d < 26 {
			return shortNames[26+int(c)*26+int(d)], true
		}
	}
	var buf [8]byte
	b := lit
	for _, c := range lit {
		if !isUpper(c) {
			b = buf[:0]
			for _, c := range lit {
				if isUpper(c) {
					if len(b) == len(buf) {
						return upperOnly(lit), true
					}
					b = append(b, c)
				}
			}
			break
		}
	}
	if len(b) == 0 {
		return "", false
	}
	if k := shortID(b); k >= 0 {
		return shortNames[k], true // one string for each, made once
	}
	return string(b), true
}

func upperOnly(lit []byte) string {
	b := make([]byte, 0, len(lit))
	for _, c := range lit {
		if isUpper(c) {
			b = append(b, c)
		}
	}
	return string(b)
}

// shortNames holds the identifiers of one or two upper-case letters, by
// shortID: normID hands out these strings, made once.
var shortNames = func() (t [26 + 26*26]string) {
	for c := byte('A'); c <= 'Z'; c++ {
		t[shortID([]byte{c})] = string([]byte{c})
		for d := byte('A'); d <= 'Z'; d++ {
			t[shortID([]byte{c, d})] = string([]byte{c, d})
		}
	}
	return t
}()

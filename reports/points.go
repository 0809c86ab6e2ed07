package reports

import "strconv"

// gtpColumns are the GTP column letters: A–Z without I.
const gtpColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// sgfLetters are SGF coordinates: a–z then A–Z.
const sgfLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// PointName names the point (x, y) of a w×h board, (0,0) top-left, the way
// people read it: GTP ("D4": column letter without I, row 1 at the bottom)
// up to 25 columns, SGF letters beyond (RULES.md §1). Off-board points get
// their SGF letters too, or "" when even those cannot say them.
func PointName(x, y, w, h int) string {
	if w <= len(gtpColumns) && x >= 0 && x < w && y >= 0 && y < h {
		return gtpColumns[x:x+1] + strconv.Itoa(h-y)
	}
	return SGFPoint(x, y)
}

// SGFPoint writes (x, y) in SGF letters ("aa" is the top-left point), or
// "" when a coordinate is outside a–Z.
func SGFPoint(x, y int) string {
	if x < 0 || y < 0 || x >= len(sgfLetters) || y >= len(sgfLetters) {
		return ""
	}
	return string([]byte{sgfLetters[x], sgfLetters[y]})
}

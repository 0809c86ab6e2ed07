package sgfio

// Color is a player's colour in a record. It is sgfio's own small type;
// package compare converts it to the rules' colour.
type Color uint8

// Colours.
const (
	Empty Color = iota
	Black
	White
)

func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return "-"
}

// Opponent returns the other colour (Empty for Empty).
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// MaxSize is the largest board side SGF can address (a–z, A–Z).
const MaxSize = 52

// Point is a board point, 0-based, (0,0) top-left, as SGF "aa".
type Point struct{ X, Y int }

// In reports whether p is on a w×h board.
func (p Point) In(w, h int) bool { return p.X >= 0 && p.Y >= 0 && p.X < w && p.Y < h }

// String returns the SGF letters of p ("" when p cannot be written).
func (p Point) String() string {
	a, ok1 := coordLetter(p.X)
	b, ok2 := coordLetter(p.Y)
	if !ok1 || !ok2 {
		return ""
	}
	return string([]byte{a, b})
}

func coordLetter(v int) (byte, bool) {
	switch {
	case v >= 0 && v < 26:
		return byte('a' + v), true
	case v >= 26 && v < 52:
		return byte('A' + v - 26), true
	}
	return 0, false
}

func letterCoord(c byte) (int, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26, true
	}
	return 0, false
}

// ParsePoint reads two SGF letters ("aa", "sS"). It does not know the
// board size: check Point.In.
func ParsePoint(s []byte) (Point, bool) {
	if len(s) != 2 {
		return Point{-1, -1}, false
	}
	x, ok1 := letterCoord(s[0])
	y, ok2 := letterCoord(s[1])
	if !ok1 || !ok2 {
		return Point{-1, -1}, false
	}
	return Point{x, y}, true
}

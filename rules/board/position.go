// Package board knows stones and nothing else: colours, points, positions,
// chains, liberties, captures and position hashes. No ruleset exists here;
// the rules package and its judges build on top of it (KataGo's board /
// history / rules split).
package board

import (
	"fmt"
	"strings"
)

// MaxSize is the largest board side SGF can address (a–z, A–Z).
const MaxSize = 52

// Color is the content of a point, or the colour of a player.
type Color uint8

const (
	Empty Color = iota
	Black
	White
)

// Opponent returns the other player's colour; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return "."
}

// Position is a plain snapshot of a board: W columns, H rows, row-major with
// (0,0) the top-left point, as in SGF ("aa"). It is the exchange format
// between the fast Board, the scorer, the life analysis and the tests; it is
// simple on purpose and makes no attempt to be fast.
type Position struct {
	W, H   int
	Stones []Color // len W*H, index y*W+x
}

// NewPosition returns an empty W×H position.
func NewPosition(w, h int) Position {
	return Position{W: w, H: h, Stones: make([]Color, w*h)}
}

// ParsePosition reads the compact diagram notation of docs/CASES.md: rows
// from the top separated by '/', 'x' (or 'X', 'B') Black, 'o' (or 'O',
// 'W') White, '.' (or '+', '-') empty. All rows must have the same width.
func ParsePosition(s string) (Position, error) {
	rows := strings.Split(strings.TrimSpace(s), "/")
	h := len(rows)
	w := len(rows[0])
	if w == 0 || w > MaxSize || h > MaxSize {
		return Position{}, fmt.Errorf("board: diagram of %dx%d points is out of range", w, h)
	}
	p := NewPosition(w, h)
	for y, row := range rows {
		if len(row) != w {
			return Position{}, fmt.Errorf("board: row %d has %d points, want %d", y+1, len(row), w)
		}
		for x := 0; x < w; x++ {
			switch row[x] {
			case 'x', 'X', 'B':
				p.Stones[y*w+x] = Black
			case 'o', 'O', 'W':
				p.Stones[y*w+x] = White
			case '.', '+', '-':
			default:
				return Position{}, fmt.Errorf("board: row %d: unexpected %q", y+1, row[x])
			}
		}
	}
	return p, nil
}

// MustParsePosition is ParsePosition for tests and embedded tables.
func MustParsePosition(s string) Position {
	p, err := ParsePosition(s)
	if err != nil {
		panic(err)
	}
	return p
}

// String renders the position in the notation ParsePosition reads.
func (p Position) String() string {
	var b strings.Builder
	for y := 0; y < p.H; y++ {
		if y > 0 {
			b.WriteByte('/')
		}
		for x := 0; x < p.W; x++ {
			switch p.Stones[y*p.W+x] {
			case Black:
				b.WriteByte('x')
			case White:
				b.WriteByte('o')
			default:
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// Clone returns an independent copy.
func (p Position) Clone() Position {
	q := p
	q.Stones = append([]Color(nil), p.Stones...)
	return q
}

// Equal reports whether two positions have the same size and stones.
func (p Position) Equal(q Position) bool {
	if p.W != q.W || p.H != q.H {
		return false
	}
	for i := range p.Stones {
		if p.Stones[i] != q.Stones[i] {
			return false
		}
	}
	return true
}

// OnBoard reports whether (x, y) is a point of the position.
func (p Position) OnBoard(x, y int) bool { return x >= 0 && y >= 0 && x < p.W && y < p.H }

// At returns the content of (x, y), which must be on the board.
func (p Position) At(x, y int) Color { return p.Stones[y*p.W+x] }

// Neighbours appends the on-board orthogonal neighbours of index i to dst.
func (p Position) Neighbours(dst []int, i int) []int {
	x, y := i%p.W, i/p.W
	if x > 0 {
		dst = append(dst, i-1)
	}
	if x < p.W-1 {
		dst = append(dst, i+1)
	}
	if y > 0 {
		dst = append(dst, i-p.W)
	}
	if y < p.H-1 {
		dst = append(dst, i+p.W)
	}
	return dst
}

// Chain returns the indices of the chain through i and its number of
// distinct liberties. i must hold a stone.
func (p Position) Chain(i int) (stones []int, liberties int) {
	c := p.Stones[i]
	// What the walk has met, a point each (a map each was an allocation
	// every few stones: the result check walks every chain of a miss).
	const seen, liberty = 1, 2
	mark := make([]uint8, len(p.Stones))
	var stackRoom [16]int
	var nbRoom [4]int
	stack := append(stackRoom[:0], i)
	mark[i] |= seen
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		stones = append(stones, j)
		for _, k := range p.Neighbours(nbRoom[:0], j) {
			switch {
			case p.Stones[k] == Empty:
				if mark[k]&liberty == 0 {
					mark[k] |= liberty
					liberties++
				}
			case p.Stones[k] == c && mark[k]&seen == 0:
				mark[k] |= seen
				stack = append(stack, k)
			}
		}
	}
	return stones, liberties
}

// Play is the reference mechanics: it places c at (x, y), removes opponent
// chains left without liberties, then the mover's own chain if it has none,
// and returns the number of opponent and own stones removed. It refuses an
// occupied or off-board point. It is slow and obviously correct; the fast
// Board is tested against it.
func (p *Position) Play(x, y int, c Color) (captured, suicided int, err error) {
	if !p.OnBoard(x, y) {
		return 0, 0, fmt.Errorf("board: (%d,%d) is off a %dx%d board", x, y, p.W, p.H)
	}
	i := y*p.W + x
	if p.Stones[i] != Empty {
		return 0, 0, fmt.Errorf("board: (%d,%d) is occupied", x, y)
	}
	p.Stones[i] = c
	for _, k := range p.Neighbours(nil, i) {
		if p.Stones[k] == c.Opponent() {
			if chain, libs := p.Chain(k); libs == 0 {
				for _, s := range chain {
					p.Stones[s] = Empty
				}
				captured += len(chain)
			}
		}
	}
	if chain, libs := p.Chain(i); libs == 0 {
		for _, s := range chain {
			p.Stones[s] = Empty
		}
		suicided = len(chain)
	}
	return captured, suicided, nil
}

// PointName names (x, y) for people: GTP letters (A–T without I, row 1 at
// the bottom) on boards up to 25 wide, SGF letters beyond (RULES.md §1).
func PointName(x, y, w, h int) string {
	if w <= 25 && h <= 25 {
		col := byte('A' + x)
		if col >= 'I' {
			col++
		}
		return fmt.Sprintf("%c%d", col, h-y)
	}
	return SGFPoint(x, y)
}

// SGFPoint names (x, y) in SGF letters: a–z then A–Z.
func SGFPoint(x, y int) string {
	return string([]byte{sgfLetter(x), sgfLetter(y)})
}

func sgfLetter(v int) byte {
	if v < 26 {
		return byte('a' + v)
	}
	return byte('A' + v - 26)
}

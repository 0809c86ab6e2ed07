package score

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/rulediff/rulediff/rules/board"
)

// DeadMethod says where a game's dead stones came from (RULES.md §7), in
// order of trust.
type DeadMethod string

const (
	DeadNone     DeadMethod = "none"     // nothing removed (played out, or asked for)
	DeadLiteral  DeadMethod = "literal"  // the ruleset never removes stones
	DeadMarkup   DeadMethod = "markup"   // TB/TW of the record's last node
	DeadUser     DeadMethod = "user"     // a list given by the user (--dead)
	DeadEstimate DeadMethod = "estimate" // Benson's unconditional life, then the estimator
	// DeadUnconditional: the estimator's answer rests on Benson's
	// unconditional life alone (every stone settled, or no stone) and
	// removes nothing, so nothing was estimated.
	DeadUnconditional DeadMethod = "unconditional"
)

// DeadFromMarkup reads dead stones from territory markup (RULES.md §7): a
// stone inside the other colour's marked territory (TB for Black's, TW
// for White's; indices y*W+x) is dead. Marks on empty points or on a
// colour's own stones say nothing about life. The result is sorted.
func DeadFromMarkup(p board.Position, tb, tw []int) []int {
	n := len(p.Stones)
	dead := make([]bool, n)
	for _, i := range tb {
		if i >= 0 && i < n && p.Stones[i] == board.White {
			dead[i] = true
		}
	}
	for _, i := range tw {
		if i >= 0 && i < n && p.Stones[i] == board.Black {
			dead[i] = true
		}
	}
	var out []int
	for i, d := range dead {
		if d {
			out = append(out, i)
		}
	}
	return out
}

// ParsePoints reads a user's list of points on a W×H board and returns
// their indices (y*W+x), sorted and without repeats: ParsePointList, then
// Indices. Errors name the token at fault.
func ParsePoints(s string, w, h int) ([]int, error) {
	l, err := ParsePointList(s)
	if err != nil {
		return nil, err
	}
	return l.Indices(w, h)
}

// A PointList is a user's list of points, read but not yet placed on a
// board (the same list may serve games of different sizes).
//
// Its tokens are separated by commas, semicolons, spaces or brackets
// (so SGF's "[dd][ee]" reads as two points). A token is
//   - a GTP name, "D4": a column letter A–Z without I, then the row
//     counted from 1 at the bottom; any case; boards up to 25 wide;
//   - SGF letters, "dd": column then row, a–z then A–Z from the top-left
//     corner (board.SGFPoint); any board;
//   - a rectangle of either form, two opposite corners joined by "-" or
//     ":": "D4-F6", "dd:ff" (SGF's compressed point list), in any order.
type PointList struct {
	items []pointItem
}

// pointItem is one token: a point (from == to) or a rectangle.
type pointItem struct {
	token    string
	from, to pointName
}

// pointName is a corner as typed: a GTP name (column, row from the
// bottom, 1-based) or SGF letters (x, y from the top-left, 0-based).
type pointName struct {
	gtp  bool
	x, v int
}

// ParsePointList reads the syntax of a list of points; Indices places it
// on a board.
func ParsePointList(s string) (PointList, error) {
	tokens := strings.FieldsFunc(s, func(r rune) bool {
		return r == ',' || r == ';' || r == '[' || r == ']' || unicode.IsSpace(r)
	})
	if len(tokens) == 0 {
		return PointList{}, errors.New("score: no point in the list")
	}
	var l PointList
	for _, tok := range tokens {
		it := pointItem{token: tok}
		a, b, rect := strings.Cut(tok, "-")
		if !rect {
			a, b, rect = strings.Cut(tok, ":")
		}
		var err error
		if it.from, err = parsePointName(a); err == nil {
			it.to = it.from
			if rect {
				it.to, err = parsePointName(b)
			}
		}
		if err != nil {
			return PointList{}, fmt.Errorf("score: point %q: %w", tok, err)
		}
		l.items = append(l.items, it)
	}
	return l, nil
}

var errPointSyntax = errors.New("not a point: want a GTP name (D4), SGF letters (dd), or a rectangle (D4-F6, dd:ff)")

func parsePointName(f string) (pointName, error) {
	if len(f) == 2 && isSGFLetter(f[0]) && isSGFLetter(f[1]) {
		return pointName{x: sgfValue(f[0]), v: sgfValue(f[1])}, nil
	}
	if len(f) < 2 || !isSGFLetter(f[0]) {
		return pointName{}, errPointSyntax
	}
	row, err := strconv.Atoi(f[1:])
	if err != nil || f[1] < '0' || f[1] > '9' {
		return pointName{}, errPointSyntax
	}
	col := f[0] | 0x20 // lower case
	if col == 'i' {
		return pointName{}, errors.New("GTP names have no column I (H is followed by J)")
	}
	x := int(col - 'a')
	if col > 'i' {
		x--
	}
	return pointName{gtp: true, x: x, v: row}, nil
}

// Indices places the list on a W×H board: the indices (y*W+x) of its
// points, sorted and without repeats. A point off the board, or a GTP
// name on a board wider than 25, is an error naming the token.
func (l PointList) Indices(w, h int) ([]int, error) {
	seen := make(map[int]bool)
	var out []int
	for _, it := range l.items {
		x0, y0, err := it.from.place(w, h)
		if err == nil {
			var x1, y1 int
			x1, y1, err = it.to.place(w, h)
			for y := min(y0, y1); err == nil && y <= max(y0, y1); y++ {
				for x := min(x0, x1); x <= max(x0, x1); x++ {
					if i := y*w + x; !seen[i] {
						seen[i] = true
						out = append(out, i)
					}
				}
			}
		}
		if err != nil {
			return nil, fmt.Errorf("score: point %q: %w", it.token, err)
		}
	}
	sort.Ints(out)
	return out, nil
}

func (p pointName) place(w, h int) (x, y int, err error) {
	if p.gtp && w > 25 {
		return 0, 0, fmt.Errorf("GTP names stop at 25 columns; this board is %dx%d: use SGF letters (aa is the top-left corner)", w, h)
	}
	x, y = p.x, p.v
	if p.gtp {
		y = h - p.v
	}
	if x < 0 || x >= w || y < 0 || y >= h || p.gtp && p.v < 1 {
		return 0, 0, fmt.Errorf("off the %dx%d board (%s)", w, h, corners(w, h))
	}
	return x, y, nil
}

// corners names a board's extent the way its points are typed: "A1 to
// T19", or "aa to ss" beyond 25 columns.
func corners(w, h int) string {
	if w <= 25 {
		col := byte('A' + w - 1)
		if col >= 'I' {
			col++
		}
		return "A1 to " + string(col) + strconv.Itoa(h)
	}
	return "aa to " + board.SGFPoint(w-1, h-1)
}

func isSGFLetter(b byte) bool { return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') }

func sgfValue(b byte) int {
	if b >= 'a' {
		return int(b - 'a')
	}
	return int(b-'A') + 26
}

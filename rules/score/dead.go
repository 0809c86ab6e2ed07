package score

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

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

// ParsePoints reads a user's list of points ("D4,E5", "D4 E5", or SGF
// letters "dd,ee") on a W×H board and returns their indices, sorted and
// without repeats. GTP names (A–T without I, row 1 at the bottom) work up
// to 25 wide, SGF letters on any board.
func ParsePoints(s string, w, h int) ([]int, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' || r == '\t' })
	seen := make(map[int]bool)
	var out []int
	for _, f := range fields {
		x, y, err := parsePoint(f, w, h)
		if err != nil {
			return nil, fmt.Errorf("score: dead stones %q: %w", f, err)
		}
		i := y*w + x
		if !seen[i] {
			seen[i] = true
			out = append(out, i)
		}
	}
	sort.Ints(out)
	return out, nil
}

func parsePoint(f string, w, h int) (x, y int, err error) {
	if len(f) == 2 && isSGFLetter(f[0]) && isSGFLetter(f[1]) && !(f[1] >= '0' && f[1] <= '9') {
		x, y = sgfValue(f[0]), sgfValue(f[1])
		if x < w && y < h {
			return x, y, nil
		}
		return 0, 0, fmt.Errorf("off a %dx%d board", w, h)
	}
	if len(f) < 2 || w > 25 {
		return 0, 0, errors.New("not a point name (GTP like D4, or SGF letters like dd)")
	}
	col := f[0] | 0x20 // lower case
	if col < 'a' || col > 'z' || col == 'i' {
		return 0, 0, errors.New("bad column letter")
	}
	x = int(col - 'a')
	if col > 'i' {
		x--
	}
	row, err := strconv.Atoi(f[1:])
	if err != nil {
		return 0, 0, errors.New("bad row number")
	}
	y = h - row
	if x >= w || row < 1 || row > h {
		return 0, 0, fmt.Errorf("off a %dx%d board", w, h)
	}
	return x, y, nil
}

func isSGFLetter(b byte) bool { return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') }

func sgfValue(b byte) int {
	if b >= 'a' {
		return int(b - 'a')
	}
	return int(b-'A') + 26
}

package rules

import (
	"sort"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

func sgfPoints(stones []Stone) string {
	var s []string
	for _, st := range stones {
		s = append(s, board.SGFPoint(st.X, st.Y))
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

// The 19x19 layouts read off the fox_pro games (corpus README: 6 stones
// are the four corner star points plus jd and jp).
func TestHandicapPoints19(t *testing.T) {
	want := map[int]string{
		2: "dp pd",
		3: "dd dp pd",
		4: "dd dp pd pp",
		5: "dd dp jj pd pp",
		6: "dd dp jd jp pd pp",
		7: "dd dp jd jj jp pd pp",
		8: "dd dj dp jd jp pd pj pp",
		9: "dd dj dp jd jj jp pd pj pp",
	}
	for n, w := range want {
		if got := sgfPoints(HandicapPoints(19, 19, n)); got != w {
			t.Errorf("%d stones: %s, want %s", n, got, w)
		}
	}
	if HandicapPoints(19, 19, 1) != nil || HandicapPoints(19, 19, 10) != nil {
		t.Error("1 or 10 stones have a layout")
	}
}

func TestHandicapPointsSmall(t *testing.T) {
	if got := sgfPoints(HandicapPoints(9, 9, 5)); got != "cc cg ee gc gg" {
		t.Errorf("9x9, 5 stones: %s", got)
	}
	if got := sgfPoints(HandicapPoints(13, 13, 4)); got != "dd dj jd jj" {
		t.Errorf("13x13, 4 stones: %s", got)
	}
	if HandicapPoints(10, 10, 5) != nil || HandicapPoints(6, 6, 2) != nil {
		t.Error("a layout without a centre or on a tiny board")
	}
}

package score

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// TestKataGoBoardArea runs KataGo's own board area tests
// (lightvector/KataGo v1.17.2, cpp/tests/testboardarea.cpp: "Area 1" to
// "More tests for recursive safe", "IndependentLife 1" to "10"), converted
// with their printed expectations into testdata/katago_area.txt: every
// board under the eight combinations of flags KataGo prints, for
// calculateArea (pass-alive and big territories, other stones) and
// calculateIndependentLifeArea (with the count of independently alive
// areas, White's minus Black's). docs/katago.md lists the tests converted
// and those left out.
func TestKataGoBoardArea(t *testing.T) {
	f, err := os.Open("testdata/katago_area.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := 0
	next := func() string {
		if !sc.Scan() {
			t.Fatalf("testdata/katago_area.txt: unexpected end after line %d", line)
		}
		line++
		return sc.Text()
	}
	var (
		name string
		pos  board.Position
		maps int
	)
	rows := func(h int) []string {
		out := make([]string, h)
		for i := range out {
			out[i] = next()
		}
		return out
	}
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		flag := func(i int) bool { return f[i] == "1" }
		switch f[0] {
		case "test":
			name = strings.TrimPrefix(sc.Text(), "test ")
		case "board":
			w, _ := strconv.Atoi(f[1])
			h, _ := strconv.Atoi(f[2])
			pos = board.MustParsePosition(strings.Join(rows(h), "/"))
			if pos.W != w || pos.H != h {
				t.Fatalf("line %d: board %dx%d, want %dx%d", line, pos.W, pos.H, w, h)
			}
		case "area":
			at := line
			want := strings.Join(rows(pos.H), "/")
			g := geometry(pos.W, pos.H)
			got := drawColors(kataGoArea(g, pos.Stones, flag(3), flag(1), flag(2), flag(4)), pos.W)
			if got != want {
				t.Errorf("%s, line %d (%s):\n got  %s\n want %s", name, at, sc.Text(), got, want)
			}
			maps++
		case "life":
			at, header := line, sc.Text()
			want := strings.Join(rows(pos.H), "/")
			g := geometry(pos.W, pos.H)
			area := kataGoArea(g, pos.Stones, true, true, true, flag(3))
			res, parts := kataGoIndependent(g, pos.Stones, area, flag(1), flag(2))
			count, _ := strconv.Atoi(f[4])
			if got := drawColors(res, pos.W); got != want || parts[board.White]-parts[board.Black] != count {
				t.Errorf("%s, line %d (%s):\n got  %s (count %d)\n want %s (count %d)", name, at, header,
					got, parts[board.White]-parts[board.Black], want, count)
			}
			maps++
		default:
			t.Fatalf("line %d: %q", line, sc.Text())
		}
	}
	if maps != 176 {
		t.Errorf("%d maps checked, want 176 (22 boards, 8 each)", maps)
	}
}

// drawColors draws a colour per point as KataGo prints areas: X, O, '.'.
func drawColors(cs []board.Color, w int) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 && i%w == 0 {
			b.WriteByte('/')
		}
		switch c {
		case board.Black:
			b.WriteByte('X')
		case board.White:
			b.WriteByte('O')
		default:
			b.WriteByte('.')
		}
	}
	return b.String()
}

// FuzzKataGoCount: no position makes KataGo's count panic, under any of
// its taxes and scorings, and its components add up to the margin.
func FuzzKataGoCount(f *testing.F) {
	f.Add(uint8(5), uint8(5), []byte("xx.oo.x.o.xxoo..ox.oxo.x."))
	f.Add(uint8(1), uint8(1), []byte("."))
	f.Fuzz(func(t *testing.T, w, h uint8, stones []byte) {
		if w == 0 || h == 0 || w > 19 || h > 19 {
			return
		}
		p := board.NewPosition(int(w), int(h))
		for i := range p.Stones {
			if i < len(stones) {
				p.Stones[i] = board.Color(stones[i] % 3)
			}
		}
		for _, ru := range []string{"koSIMPLEscoreAREAtaxNONEsui0", "koPOSITIONALscoreAREAtaxSEKIsui1", "koSIMPLEscoreAREAtaxALLsui0button1whbN",
			"koSITUATIONALscoreTERRITORYtaxNONEsui1", "koSIMPLEscoreTERRITORYtaxSEKIsui0", "koSPIGHTscoreTERRITORYtaxALLsui0"} {
			res, err := rules.Resolve(ru)
			if err != nil {
				t.Fatal(err)
			}
			r := Score(Input{Position: p, Komi: 0.5}, res.Params)
			if r.Black.Total-r.White.Total != r.Margin {
				t.Fatalf("%s: totals %v %v, margin %v", ru, r.Black.Total, r.White.Total, r.Margin)
			}
		}
	})
}

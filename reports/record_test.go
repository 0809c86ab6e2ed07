package reports

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/sgfio"
)

func TestFromCollection(t *testing.T) {
	src := "\xef\xbb\xbf(;GM[1]FF[4]SZ[9]KM[650]HA[2]AB[cc][gg]RU[Japanese]RE[W+0.5]PB[A]BR[3d]PW[B]EV[Cup]DT[2024-01-02]" +
		";W[ee];B[zz];W[])(;B[aa])"
	c, err := sgfio.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	games := FromCollection("dir/f.sgf", c)
	if len(games) != 2 {
		t.Fatalf("%d games, want 2", len(games))
	}
	g := games[0]
	// The BOM (a file-level warning) goes with game 1, B[zz] is an error.
	if g.Source != "dir/f.sgf" || g.Game != 1 || g.Moves != 3 || len(g.Warnings) != 1 || len(g.Errors) != 1 {
		t.Errorf("game 1: %+v", g)
	}
	if g.Warnings[0].Line != 1 || g.Errors[0].Line != 1 || g.Errors[0].Col <= 1 {
		t.Errorf("positions: %+v %+v", g.Warnings, g.Errors)
	}
	want := &Declared{Rules: "Japanese", Komi: f(6.5), KomiRaw: "650", Handicap: 2, Result: "W+0.5", ResultRaw: "W+0.5",
		Size: "9x9", Black: "A (3d)", White: "B", Event: "Cup", Date: "2024-01-02"}
	if !reflect.DeepEqual(g.Declared, want) {
		t.Errorf("declared %+v, want %+v", g.Declared, want)
	}
	g2 := games[1]
	if g2.Game != 2 || g2.Moves != 1 || len(g2.Warnings)+len(g2.Errors) != 0 || g2.Declared.Komi != nil || g2.Declared.Size != "19x19" {
		t.Errorf("game 2: %+v %+v", g2, g2.Declared)
	}
}

func TestFromCollectionNoGame(t *testing.T) {
	c, err := sgfio.Parse([]byte("not an sgf"))
	if err != nil {
		t.Fatal(err)
	}
	games := FromCollection("x.sgf", c)
	if len(games) != 1 || games[0].Game != 0 || len(games[0].Errors) == 0 || games[0].Declared != nil {
		t.Errorf("no-game file: %+v", games)
	}
	// A nil collection (the file could not be parsed at all) still counts.
	if games := FromCollection("y.sgf", nil); len(games) != 1 || games[0].Errors[0].Message != "no game in file" {
		t.Errorf("nil collection: %+v", games)
	}
	g := FromError("z.zip!a.sgf", errors.New("entry too large"))
	if g.Game != 0 || g.Errors[0].Message != "entry too large" || g.Warnings == nil {
		t.Errorf("FromError: %+v", g)
	}
}

func TestResultString(t *testing.T) {
	// B+0.0 is Fox's way of naming a winner without a margin (it appears in
	// games with komi 6.5, where no tie is possible): a win, not a draw.
	for raw, want := range map[string]string{
		"B+R": "B+R", "W+Resign": "W+R", "B+T": "B+T", "W+Forfeit": "W+F", "B+3.5": "B+3.5", "W+0.5": "W+0.5",
		"W+R": "W+R", "B+Resign": "B+R", "W+Time": "W+T", "B+F": "B+F",
		"0": "Draw", "Draw": "Draw", "B+0.0": "B+0.0", "Void": "Void", "?": "?", "W+J": "W+J",
	} {
		if got := resultString(sgfio.ParseResult(raw)); got != want {
			t.Errorf("RE[%s]: %q, want %q", raw, got, want)
		}
	}
}

// Declared.Handicap is H of RULES.md §5.6: black setup stones count only
// when there are no white ones (a composed position is no handicap), and
// Fox's implied stones count as HA.
func TestDeclaredHandicap(t *testing.T) {
	for src, want := range map[string]int{
		"(;HA[2]AB[dd][pp];W[dp])":       2,
		"(;AB[dd][pp][dq]AW[qq];B[aa])":  0,
		"(;HA[2]AB[dd][pp]AW[qq];W[aa])": 0,
		"(;HA[3];W[qp])":                 3,
		"(;HA[3];AB[pd][dp][dd];W[qp])":  3,
		"(;B[dd];B[pp];W[dp])":           2,
	} {
		c, err := sgfio.Parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if got := FromCollection("f.sgf", c)[0].Declared.Handicap; got != want {
			t.Errorf("%s: handicap %d, want %d", src, got, want)
		}
	}
}

// sizeString's constants are the sizes written out.
func TestSizeString(t *testing.T) {
	for _, c := range [][2]int{{19, 19}, {13, 13}, {9, 9}, {9, 13}, {19, 9}, {25, 25}, {1, 1}} {
		if got, want := sizeString(c[0], c[1]), fmt.Sprintf("%dx%d", c[0], c[1]); got != want {
			t.Errorf("%v: %q, want %q", c, got, want)
		}
	}
}

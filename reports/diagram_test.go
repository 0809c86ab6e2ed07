package reports

import (
	"reflect"
	"strings"
	"testing"
)

func TestRenderDiagramSmall(t *testing.T) {
	d := *gameLegality().Divergences[0].Diagram
	want := "" +
		"  A B C D E\n" +
		"5 . . . . .\n" +
		"4 .(X)O . .\n" +
		"3 X . X O .\n" +
		"2 . X O . .\n" +
		"1 . . . . .\n" +
		"  A B C D E\n"
	if got := RenderDiagram(d); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestRenderDiagramSkipsI: ten columns run A–H, J, K; row labels take two
// characters; a mark in the last column closes after the stone; a GTP
// mark works without the SGF one.
func TestRenderDiagramSkipsI(t *testing.T) {
	rows := make([]string, 10)
	for i := range rows {
		rows[i] = ".........."
	}
	rows[0] = ".........O"
	rows[9] = "........X."
	d := Diagram{Width: 10, Height: 10, Rows: rows, Mark: "K10"}
	want := "" +
		"   A B C D E F G H J K\n" +
		"10 . . . . . . . . .(O)\n" +
		" 9 . . . . . . . . . .\n" +
		" 8 . . . . . . . . . .\n" +
		" 7 . . . . . . . . . .\n" +
		" 6 . . . . . . . . . .\n" +
		" 5 . . . . . . . . . .\n" +
		" 4 . . . . . . . . . .\n" +
		" 3 . . . . . . . . . .\n" +
		" 2 . . . . . . . . . .\n" +
		" 1 . . . . . . . . X .\n" +
		"   A B C D E F G H J K\n"
	if got := RenderDiagram(d); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestRenderDiagramWide: beyond 25 columns both axes use SGF letters, rows
// from "a" at the top.
func TestRenderDiagramWide(t *testing.T) {
	d := Diagram{Width: 27, Height: 2, MarkSGF: "Ab",
		Rows: []string{strings.Repeat(".", 27), strings.Repeat(".", 26) + "X"}}
	letters := "  a b c d e f g h i j k l m n o p q r s t u v w x y z A\n"
	want := letters +
		"a" + strings.Repeat(" .", 27) + "\n" +
		"b" + strings.Repeat(" .", 26) + "(X)\n" +
		letters
	if got := RenderDiagram(d); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestRenderDiagramBadInput: short rows are padded, unknown bytes show as
// '?', a mark off the board is ignored, and an impossible size draws
// nothing; none of it panics.
func TestRenderDiagramBadInput(t *testing.T) {
	d := Diagram{Width: 3, Height: 2, Rows: []string{"X#"}, Mark: "Z9"}
	want := "  A B C\n2 X ? .\n1 . . .\n  A B C\n"
	if got := RenderDiagram(d); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []Diagram{{}, {Width: -1, Height: 3}, {Width: 53, Height: 1}, {Width: 2, Height: 2, Mark: "A"}} {
		if got := RenderDiagram(bad); bad.Width != 2 && got != "" {
			t.Errorf("%+v: got %q, want nothing", bad, got)
		}
	}
}

func TestNewDiagram(t *testing.T) {
	cells := []byte("" +
		"....." +
		".XO.." +
		"X.XO." +
		".XO.." +
		".....")
	got := NewDiagram(5, 5, cells, 1, 1)
	want := gameLegality().Divergences[0].Diagram
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if d := NewDiagram(2, 1, []byte("Q"), -1, -1); d.Rows[0] != "?." || d.Mark != "" {
		t.Errorf("bad bytes/no mark: %+v", d)
	}
}

func TestPointName(t *testing.T) {
	for _, c := range []struct {
		x, y, w, h int
		want, sgf  string
	}{
		{0, 0, 19, 19, "A19", "aa"},
		{8, 0, 19, 19, "J19", "ia"}, // no I column
		{18, 18, 19, 19, "T1", "ss"},
		{3, 3, 9, 13, "D10", "dd"},
		{24, 0, 25, 25, "Z25", "ya"},
		{25, 0, 26, 26, "za", "za"}, // beyond 25 columns: SGF letters
		{26, 1, 27, 27, "Ab", "Ab"},
		{19, 0, 19, 19, "ta", "ta"}, // off the board: SGF letters
	} {
		if got := PointName(c.x, c.y, c.w, c.h); got != c.want {
			t.Errorf("PointName(%d,%d,%dx%d) = %q, want %q", c.x, c.y, c.w, c.h, got, c.want)
		}
		if got := SGFPoint(c.x, c.y); got != c.sgf {
			t.Errorf("SGFPoint(%d,%d) = %q, want %q", c.x, c.y, got, c.sgf)
		}
	}
	if got := SGFPoint(52, 0); got != "" {
		t.Errorf("SGFPoint(52,0) = %q, want empty", got)
	}
}

func TestZiAndResult(t *testing.T) {
	for m, want := range map[float64]string{
		3.5: "B+1¾ zi", 0.5: "B+¼ zi", 1: "B+½ zi", -2: "W+1 zi", -7.5: "W+3¾ zi", 0: "jigo", 0.1: "B+0.05 zi",
	} {
		if got := zi(m); got != want {
			t.Errorf("Zi(%v) = %q, want %q", m, got, want)
		}
	}
	for m, want := range map[float64]string{2.5: "B+2.5", -0.5: "W+0.5", 0: "Draw", 7: "B+7"} {
		if got := resultFromMargin(m); got != want {
			t.Errorf("ResultFromMargin(%v) = %q, want %q", m, got, want)
		}
	}
	for r, want := range map[string]string{"B+3.5": "B", "W+R": "W", "Draw": "Draw", "Void": "", "?": "", "": "", "B": ""} {
		if got := Winner(r); got != want {
			t.Errorf("Winner(%q) = %q, want %q", r, got, want)
		}
	}
}

// FuzzRenderDiagram: any payload draws without panicking, and a drawable
// one has a line per row plus two of letters.
func FuzzRenderDiagram(f *testing.F) {
	f.Add(5, 5, ".....\n.XO..\nX.XO.\n.XO..\n.....", "B4", "bb")
	f.Add(27, 2, "x\no", "", "Ab")
	f.Add(0, 3, "", "Z99", "zz")
	f.Fuzz(func(t *testing.T, w, h int, rows, mark, markSGF string) {
		d := Diagram{Width: w, Height: h, Rows: strings.Split(rows, "\n"), Mark: mark, MarkSGF: markSGF}
		out := RenderDiagram(d)
		if w >= 1 && h >= 1 && w <= 52 && h <= 52 {
			if n := strings.Count(out, "\n"); n != h+2 {
				t.Errorf("%dx%d: %d lines", w, h, n)
			}
		} else if out != "" {
			t.Errorf("%dx%d drawn", w, h)
		}
	})
}

package compare

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// borderSGF is a 6x6 position worked out by hand (columns a-f, row 1 at
// the bottom): a Black wall on column b, a White wall on column e with a
// foot c1-d1 into the gap, then two passes. Komi 0.5, Japanese rules.
//
//	6  . X . . O .
//	5  . X . . O .
//	4  . X . . O .
//	3  . X . . O .
//	2  . X . . O .
//	1  . X O O O .
//	   a b c d e f
//
// Black's territory is column a (6), White's column f (6); the ten
// points c2-c6 and d2-d6 touch both colours (one region): dame. So
// territory B 6, W 6, no prisoners: W by the komi, W+0.5.
//
// The border points are the dame whose stone neighbours are of one colour
// only: c3, c4, c5, c6 (beside b, and beside only empty points else) for
// Black; d2-d6 (beside e, and d2 beside d1) for White: 4 and 5. c2 is
// beside b2 and c1: both colours, no border point. Counted for the colour
// they touch: B 6+4 = 10, W 6+5 = 11, W+1.5 with the komi.
const borderSGF = "(;GM[1]FF[4]SZ[6]KM[0.5]RU[Japanese]RE[W+1.5]" +
	"AB[ba][bb][bc][bd][be][bf]AW[cf][df][ea][eb][ec][ed][ee][ef];B[];W[])"

// The result check's variant "border points counted for the colour they
// touch" (borderOwners), on borderSGF: RE W+1.5 against the count's W+0.5.
// The variants before it give no W+1.5: no chain is short of liberties
// once the dame are filled (no points to fill), and an area count is
// W+2.5 whether the dame are left open (B 6 stones + 6, W 8 stones + 6)
// or filled five each.
func TestMissBorderPoints(t *testing.T) {
	g := auditSGF(t, borderSGF, Options{Dead: DeadNone}, "japanese")
	v := &g.Verdicts[0]
	if v.Margin == nil || *v.Margin != -0.5 {
		t.Fatalf("count %v, want W+0.5 (-0.5)", v.Margin)
	}
	owner, n := borderOwners(v.Score)
	want := map[string]board.Color{
		"C3": board.Black, "C4": board.Black, "C5": board.Black, "C6": board.Black,
		"D2": board.White, "D3": board.White, "D4": board.White, "D5": board.White, "D6": board.White,
	}
	if n != len(want) {
		t.Errorf("%d border points, want %d", n, len(want))
	}
	for i, c := range owner {
		name := board.PointName(i%6, i/6, 6, 6)
		if c != want[name] {
			t.Errorf("%s given to %v, want %v", name, c, want[name])
		}
	}
	c := g.ResultCheck
	if c == nil || c.Agrees || c.Computed != "W+0.5" || c.Declared != "W+1.5" {
		t.Fatalf("result check %+v, want W+0.5 against RE W+1.5", c)
	}
	if c.Miss != MissDame || c.MissNote != "RE fits 9 border points counted for the colour they touch" {
		t.Errorf("miss %s %q, want dame, the 9 border points", c.Miss, c.MissNote)
	}
}

package compare

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestPositionsAround: eternal life (the bestiary's record, KataGo's case
// 2). White's F1 at move 4 returns to the setup position: four classes of
// legality divergence at that move (positional, situational, Kee's,
// Spight's) share one pair of positions. Before it, F1 is empty (Black's
// D1 at move 3 took E1 and F1, whose last liberty it was); after it, F1 is
// white again and the bottom row reads as in the setup: C1 and E1 empty,
// D1 black. F1 captures nothing (G1 keeps its liberty H1).
func TestPositionsAround(t *testing.T) {
	g := auditSGF(t, `(;SZ[8:5]KM[0.5]RU[Japanese]AB[ac][bc][cc][dc][ec][ad][ed][fd][de][ge]AW[ab][bb][cb][db][eb][fb][fc][bd][cd][dd][gd][hd][be][fe]
;B[ce];W[ee];B[de];W[fe];B[ce];W[ee];B[de];W[fe];B[];W[])`, Options{Dead: DeadNone})
	var at4 []*Divergence
	for i := range g.Divergences {
		if d := &g.Divergences[i]; d.Kind == KindLegality && d.Move == 4 {
			at4 = append(at4, d)
		}
	}
	if len(at4) < 2 {
		t.Fatalf("%d legality divergences at move 4", len(at4))
	}
	for _, d := range at4[1:] {
		if d.Before != at4[0].Before || d.Diagram != at4[0].Diagram {
			t.Errorf("%s at move 4 has positions of its own", d.Class)
		}
	}
	before, after := at4[0].Before, at4[0].Diagram
	if before == nil || after == nil {
		t.Fatal("no positions")
	}
	at := func(p *board.Position, x, y int) board.Color { return p.Stones[y*p.W+x] }
	// row 1 is y = 4; columns C D E F are x = 2 3 4 5
	if at(before, 5, 4) != board.Empty || at(before, 4, 4) != board.Empty || at(after, 5, 4) != board.White {
		t.Errorf("before F1 %v E1 %v; after F1 %v", at(before, 5, 4), at(before, 4, 4), at(after, 5, 4))
	}
	if at(after, 2, 4) != board.Empty || at(after, 3, 4) != board.Black || at(after, 4, 4) != board.Empty || at(after, 6, 4) != board.Black {
		t.Errorf("after move 4: C1 %v D1 %v E1 %v G1 %v, want the setup's . X . X", at(after, 2, 4), at(after, 3, 4), at(after, 4, 4), at(after, 6, 4))
	}
}

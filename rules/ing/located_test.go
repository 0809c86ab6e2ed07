package ing

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// KoPositionOf keeps its analysis for an AnalyseLocal of the same play on
// the same position right after (Judge.located). A W×H board and an H×W
// one hold as many points: the same stones, point and colour on the other
// board are another position, and must be analysed afresh (review r4: the
// key compared the stones only). The judge outlives games in the replay,
// so two records of 4x3 and 3x4 could meet this way.
//
//	4x3:  3  . X O .      3x4:  4  . X O
//	      2  X O . O            3  . X O
//	      1  . X O .            2  . O .
//	         A B C D            1  X O .
//	                               A B C
//
// On 4x3, Black C2 (point 6) takes White's B2 (point 5), its only
// liberty C2: a lone ko stone in the mouth B2-C2. On 3x4 the same point
// 6 is A2: beside A3 (empty), B2 and A1, it captures nothing (White's
// B2-B1 keeps C2 and C1), and points 5 (C3) and 6 (A2) are not even
// neighbours, so no mouth holds both.
func TestLocatedNeedsTheSameBoard(t *testing.T) {
	wide := board.MustParsePosition(".xo./xo.o/.xo.")
	tall := board.Position{W: 3, H: 4, Stones: slices.Clone(wide.Stones)}
	j := NewJudge()
	k, ok := j.KoPositionOf(wide, board.Black, 2, 1)
	if !ok || !slices.Equal(k.Points, []int{5, 6}) {
		t.Fatalf("4x3: ko position %v %v, want B2-C2 (5, 6)", k.Points, ok)
	}
	m, err := j.AnalyseLocal(tall, board.Black, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	if m.captured != 0 || m.lone || slices.Equal(m.Ko.Points, []int{5, 6}) {
		t.Errorf("3x4 A2 after the 4x3 search: captured %d, lone %v, ko position %v: the 4x3 analysis reused",
			m.captured, m.lone, m.Ko.Points)
	}
	fresh, _ := NewJudge().AnalyseLocal(tall, board.Black, 0, 2)
	if m.KoStone != fresh.KoStone || !slices.Equal(m.Ko.Points, fresh.Ko.Points) || m.Type != fresh.Type || m.Disturbing != fresh.Disturbing {
		t.Errorf("3x4 A2: %+v, a fresh judge %+v", *m, *fresh)
	}
}

package ing

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// KnownCandidate spares the analysis its candidate test and changes
// nothing else. On L2 (b), White's (2,2) takes the # at (3,2): a lone
// stone with one liberty in the two-point mouth (2,2)-(3,2), walled by #
// on its side and O on the other: a candidate and a basic-ko stone move,
// analysed the same with and without the hint. Black's (0,0) in the open
// corner is no candidate: a hint for another point is not used (it must
// not cut: the analysis still finds no ko stone move), and the hint is
// forgotten by the analysis after it.
func TestKnownCandidateSparesOnlyTheTest(t *testing.T) {
	p := l2b(t)
	plain, err := NewJudge().AnalyseLocal(p, board.White, 2, 2)
	if err != nil || !plain.KoStone || plain.Ko.Points == nil {
		t.Fatalf("(2,2) should be a ko stone move: %+v, %v", plain, err)
	}
	j := NewJudge()
	j.KnownCandidate(2, 2, p.W)
	if j.known == 0 {
		t.Fatal("the hint is not kept")
	}
	hinted, _ := j.AnalyseLocal(p, board.White, 2, 2)
	if !reflect.DeepEqual(plain, hinted) {
		t.Errorf("hinted analysis differs:\n%+v\n%+v", hinted, plain)
	}
	if j.known != 0 {
		t.Error("the hint outlives its analysis")
	}
	j.KnownCandidate(2, 2, p.W)
	if m, _ := j.AnalyseLocal(p, board.Black, 0, 0); m.KoStone || j.known != 0 {
		t.Errorf("(0,0) with a hint for (2,2): ko stone %v, hint left %d", m.KoStone, j.known)
	}
	if m, _ := j.KoPositionOf(p, board.Black, 0, 0); m.Points != nil {
		t.Errorf("(0,0): ko position %v", m.Points)
	}
}

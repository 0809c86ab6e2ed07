package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestWalkEarlyStop: playOut's walks stop at a first liberty where the
// chain is passed by whatever else it has (walkStopEarly). Every count
// and every doubt of the marked, finished games of the GNU Go regression
// corpus (the KGS games), each also with its first twelve chains toggled
// as compare's result check does, is the same with the stop off.
func TestWalkEarlyStop(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with every chain toggled")
	}
	var inputs []score.Input
	for _, r := range finishedGames(t, shared.Path(t, "corpora", "gnugo_regression", "games")) {
		in := r.in
		in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
		in.DeadMethod = score.DeadMarkup
		inputs = append(inputs, in)
	}
	// Every walk walked: the known liberties (TestKnownLibs) spare most
	// of the walks that would stop early.
	defer score.SetKnownLibs(false)()
	before, counts := score.WalksStopped(), 0
	for _, in := range inputs {
		alts := toggled(in)
		for _, alt := range alts[:min(13, len(alts))] {
			counts += sameOnAndOff(t, alt, "the early stop", score.SetWalkStopEarly)
		}
	}
	stopped := score.WalksStopped() - before
	t.Logf("%d positions, %d counts, %d walks stopped early", len(inputs), counts, stopped)
	if stopped < 10000 {
		t.Errorf("%d walks stopped early: the positions test little", stopped)
	}
}

// sameOnAndOff checks that every count (Japanese and Chinese) and the
// doubts of in are the same with the switch set on (as it is by default)
// and off, naming the switch what; it returns how many counts it compared.
func sameOnAndOff(t *testing.T, in score.Input, what string, set func(on bool) (restore func())) int {
	t.Helper()
	counts := 0
	for _, rs := range []rules.Ruleset{japanese, chinese} {
		on := score.Score(in, rs)
		restore := set(false)
		off := score.Score(in, rs)
		restore()
		if !reflect.DeepEqual(on, off) {
			t.Fatalf("%s: %s with %s, %s without", rs.Name, on, what, off)
		}
		counts++
	}
	on := score.Doubts(in)
	restore := set(false)
	off := score.Doubts(in)
	restore()
	if !reflect.DeepEqual(on, off) {
		t.Fatalf("doubts %+v with %s, %+v without", on, what, off)
	}
	return counts
}

// TestWalkEarlyStopByHand works out where a walk stops early and where
// it must not.
//
// Cut: on 3x1 "x.o" Black's A1 and White's C1 each have the one liberty
// B1, a point of no one's (it touches both). A fill there captures
// (Black B1 takes C1, White B1 takes A1), and the filling takes no stone
// counted alive, so B1 stays empty on the closed boards. Their play-out
// looks at A1 and C1, short of liberties on the labelled board: the walk
// from A1 meets B1 first, a neutral point, where a chain in atari is
// passed by on a closed board (no one's territory to fill), whatever
// else the chain has: it stops there. No territory, no point to fill:
// Japanese 0 - 0, a draw.
//
// Not cut: in TestTeireOnceTheDameAreFilled's position, once Black fills
// the dame C1, White's D1 has the one liberty E1, a point of White's own
// region: E1 must be filled, so the walk must count on (a second liberty
// would make D1 safe). The count stays a draw with one point to fill.
// Nor on 5x1 "xx.o." as it stands (TestImpossibleMarkingIsDoubted):
// Black's A1-B1 is in atari on the neutral C1, which the doubts read
// further (can Black escape there?), so the walk counts on and the doubt
// is still found.
func TestWalkEarlyStopByHand(t *testing.T) {
	before := score.WalksStopped()
	restore := score.SetKnownLibs(false) // it would answer these walks unwalked (TestKnownLibsByHand)
	cut := score.Score(score.Input{Position: board.MustParsePosition("x.o")}, japanese)
	restore()
	if cut.String() != "Draw" || cut.Black.Teire != 0 || cut.White.Teire != 0 {
		t.Errorf("x.o: %s, black %+v white %+v", cut, cut.Black, cut.White)
	}
	if score.WalksStopped() == before {
		t.Error("x.o: no walk stopped early at B1")
	}
	j := score.Score(score.Input{Position: board.MustParsePosition(".x.xooo./xxxxo.oo/.x.o.oo.")}, japanese)
	if j.White.Teire != -1 || j.String() != "Draw" || ownAt(t, j, "E1") != score.OwnWhiteTeire {
		t.Errorf("teire: %s, white %+v", j, j.White)
	}
	d := score.Doubts(score.Input{Position: board.MustParsePosition("xx.o.")})
	if len(d) == 0 || d[0].Kind != score.DoubtCapturable || d[0].Color != board.Black {
		t.Errorf("xx.o. as it stands: doubts %+v, want Black's A1-B1 capturable", d)
	}
}

package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
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
	// of the walks that would stop early, and the later passes' worklist
	// (TestLaterWorklist) the later passes' walks of chains no fill came
	// beside.
	defer score.SetKnownLibs(false)()
	defer score.SetLaterWorklist(false)()
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

// TestWalkEarlyStopByHand: the walks stop early where they may, and the
// counts and doubts are still those worked out by hand (walkPositions:
// the cut "x.o" stops at B1; the teire position, where the chain's last
// liberty is in its own region, and "xx.o." as it stands, where the
// doubts read a neutral point further, must count on). The known
// liberties are off: they would answer these walks unwalked
// (TestKnownLibsByHand).
func TestWalkEarlyStopByHand(t *testing.T) {
	defer score.SetKnownLibs(false)()
	for _, w := range walkPositions {
		before := score.WalksStopped()
		if msg := w.check(t, w.input(t)); msg != "" {
			t.Errorf("%s: %s", w.name, msg)
		}
		if w.stopsAt != "" && score.WalksStopped() == before {
			t.Errorf("%s: no walk stopped early at %s", w.name, w.stopsAt)
		}
	}
}

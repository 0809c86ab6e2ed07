package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestNoLibStop: inAtariAfter skips its last walk (the chains without a
// liberty that a capture gives one) when no chain of the filler beside
// a taken point has none (noLibStop). Every fourth corpus position (as marked
// and with no stone dead), its first two chains toggled, is counted
// under a territory and an area ruleset (the doubts too) and its seki
// reading taken under a territory ruleset (hane-seki read) and read
// literally: all the same with the skip off. noneInAtari is off, as it
// answers most questions before the walks.
func TestNoLibStop(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	defer score.SetAtariStop(false)() // noneInAtari would answer first
	before, counts := score.NoLibStopped(), 0
	eachSampledToggle(t, 2, func(alt score.Input) {
		counts += sameOnAndOff(t, alt, "the no-liberty walk skipped", score.SetNoLibStop)
		sameSekiOnAndOff(t, alt, "the skip", score.SetNoLibStop)
	})
	skipped := score.NoLibStopped() - before
	t.Logf("%d counts, %d walks skipped", counts, skipped)
	if skipped < 5000 {
		t.Errorf("%d walks skipped: the positions test little", skipped)
	}
}

// TestNoLibStopByHand works two 7x1 boards out by hand.
//
// Must not skip: "xxoo.o." with C1 and D1 dead. After removal the
// region C1-E1 touches Black (B1) and White (F1): neutral, three points
// (no open area), and E1 is its one dame. A1-B1 is a Black chain with
// no liberty (a record can set one up). Black's fill at E1 takes C1-D1
// (two stones): the hane-seki question. After it A1-B1 has the one
// liberty C1, a neutral point, and two stones: a Black string in atari
// on a neutral point, so the capture is no safe fill (hane-seki read),
// and White may not fill E1 (it joins the dead D1). E1 stays empty on
// both closed boards and is the one candidate shared liberty. Only the
// last walk finds A1-B1 (it is in no atari list, and not beside E1).
//
// Skips: ".xoo.o." with C1 and D1 dead. B1 has the liberty A1, so no
// chain beside a taken point lacks one: the walk is skipped. After
// Black's E1 takes C1-D1, the Black strings are B1 (one stone) and E1
// (one stone): no string of two in atari, so the capture is safe and
// E1 is filled by Black on both closed boards (White's fill would join
// the dead D1); nothing is a candidate, and no answer says yes.
func TestNoLibStopByHand(t *testing.T) {
	defer score.SetAtariStop(false)() // noneInAtari would answer the second first
	const e1 = 4
	for _, c := range []struct {
		pos, closed string
		seki        bool
		skips       bool
	}{
		{"xxoo.o.", "xxoo.o.", true, false},
		{".xoo.o.", ".x..xo.", false, true},
	} {
		in := score.Input{Position: board.MustParsePosition(c.pos), Dead: []int{2, 3}}
		before := score.NoLibStopped()
		on := score.ReadSeki(in, japanese)
		skipped := score.NoLibStopped() > before
		restore := score.SetNoLibStop(false)
		off := score.ReadSeki(in, japanese)
		restore()
		if !reflect.DeepEqual(on, off) {
			t.Errorf("%s: %+v with the skip, %+v without", c.pos, on, off)
		}
		if on.Closed != [2]string{c.closed, c.closed} || on.Seki[e1] != c.seki || on.Asked != c.seki {
			t.Errorf("%s: %+v, want both closed boards %s, E1 shared and the question answered yes: %v", c.pos, on, c.closed, c.seki)
		}
		if skipped != c.skips {
			t.Errorf("%s: walk skipped %v, want %v", c.pos, skipped, c.skips)
		}
	}
}

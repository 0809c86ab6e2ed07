package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestAtariStop: inAtariAfter answers no without its walks when
// noneInAtari shows that no chain can be in atari on a neutral point
// (atariStop). Every fourth corpus position (as marked and with no
// stone dead), its first two chains toggled, is counted under a territory and
// an area ruleset (the doubts too) and its seki reading taken with
// hane-seki read and read literally: all the same with the stop off.
func TestAtariStop(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	before, counts := score.AtariStopped(), 0
	eachSampledToggle(t, 2, func(alt score.Input) {
		counts += sameOnAndOff(t, alt, "noneInAtari's answers", score.SetAtariStop)
		sameSekiOnAndOff(t, alt, "the stop", score.SetAtariStop)
	})
	stopped := score.AtariStopped() - before
	t.Logf("%d counts, %d questions answered without the walks", counts, stopped)
	if stopped < 5000 {
		t.Errorf("%d questions answered: the positions test little", stopped)
	}
}

// sameSekiOnAndOff checks that in's seki reading under a territory
// ruleset (hane-seki read) and read literally is the same with a
// shortcut (what, switched by set) on and off: TestAtariStop's and
// TestNoLibStop's second half.
func sameSekiOnAndOff(t *testing.T, in score.Input, what string, set func(on bool) (restore func())) {
	t.Helper()
	lit := in
	lit.DeadMethod = score.DeadLiteral
	for _, r := range []score.Input{in, lit} {
		on := score.ReadSeki(r, japanese)
		restore := set(false)
		off := score.ReadSeki(r, japanese)
		restore()
		if !reflect.DeepEqual(on, off) {
			t.Fatalf("seki reading %+v with %s, %+v without", on, what, off)
		}
	}
}

// TestAtariStopByHand works out where noneInAtari answers and where it
// must not (the boards of TestNoLibStopByHand and TestAskedOnceByHand).
//
// Answers: ".xoo.o." with C1 and D1 dead. Black's E1 takes C1-D1 and
// joins no chain (M is the lone E1); the one Black chain in atari is
// B1, one stone; no chain lacks a liberty. So no string of two is in
// atari on a neutral point: the fill is safe, and E1 is Black's on both
// closed boards.
//
// Must not: "xxoo.o." with C1 and D1 dead: A1-B1 has no liberty (the
// board holds such a chain), and gains C1, neutral: the walk finds it
// (TestNoLibStopByHand: E1 a shared liberty). And TestHanezeki's
// 10x3 board read with hane-seki: Black's G3-J3 is in atari at the
// neutral K3 when Black's A3 takes White's B3-D3, so the list of chains
// in atari holds a candidate and the gains must be read (A3, K3 and E1
// shared; there noneInAtari cannot show M two liberties, the taken B3
// beside A3 alone, A1-E2 having two, A3 and E1, short of three: it
// answers no at M, before the atari list).
//
// Must not, from the atari list alone: ".xoo.o.oxx.o" with C1 and D1
// dead. Black's E1 takes C1-D1 and joins no chain (no M to test), and
// no chain lacks a liberty, so only the atari list can stop the answer:
// it holds J1-K1, Black, two stones, not beside E1, its one liberty L1
// neutral (L1 touches K1 and White's M1). The capture gives it nothing
// (C1-D1 are not beside it), so after E1 a Black string of two is in
// atari on a neutral point: no safe fill (hane-seki read), and White's
// E1 joins the dead D1. E1 stays empty on both closed boards and is the
// one shared liberty. L1 is not one: Black's L1 takes M1 (its one
// liberty), White's takes J1-K1, both captures (fillable as the
// position stands) of stones counted alive (no dame fill). With the
// atari list not read, noneInAtari answers and Black fills E1.
func TestAtariStopByHand(t *testing.T) {
	for _, c := range []struct {
		pos       string
		dead      []int
		closed    string
		shared    []int
		answers   bool
		questions bool
	}{
		{".xoo.o.", []int{2, 3}, ".x..xo.", nil, true, false},
		{"xxoo.o.", []int{2, 3}, "xxoo.o.", []int{4}, false, true},
		{".oooxoxxx./xxxxxooooo/xxxx.ooooo", nil, "", []int{0, 9, 24}, false, true},
		{".xoo.o.oxx.o", []int{2, 3}, ".xoo.o.oxx.o", []int{4}, false, true},
	} {
		in := score.Input{Position: board.MustParsePosition(c.pos), Dead: c.dead}
		before := score.AtariStopped()
		on := score.ReadSeki(in, japanese)
		answered := score.AtariStopped() > before
		restore := score.SetAtariStop(false)
		off := score.ReadSeki(in, japanese)
		restore()
		if !reflect.DeepEqual(on, off) {
			t.Errorf("%s: %+v with the stop, %+v without", c.pos, on, off)
		}
		if c.closed != "" && on.Closed != [2]string{c.closed, c.closed} {
			t.Errorf("%s: closed boards %v, want both %s", c.pos, on.Closed, c.closed)
		}
		var shared []int
		for i, s := range on.Seki {
			if s {
				shared = append(shared, i)
			}
		}
		if !reflect.DeepEqual(shared, c.shared) || on.Asked != c.questions {
			t.Errorf("%s: shared %v, asked %v; want %v, %v", c.pos, shared, on.Asked, c.shared, c.questions)
		}
		if answered != c.answers {
			t.Errorf("%s: answered without the walks %v, want %v", c.pos, answered, c.answers)
		}
	}
}

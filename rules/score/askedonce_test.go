package score_test

import (
	"reflect"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// TestAskedOnce: with hane-seki read off (the literal markings, and the
// literal rulesets), safeFillAt skips the hane-seki question once some
// answer has asked it since findSeki began (askedOnce). Every corpus
// position (as marked and with no stone dead), also with its first
// chain toggled, is counted with its markings read literally (a
// territory and an area count, and the doubts) and read under a
// territory ruleset so and under a configuration ruleset (its seki
// reading: the flag Analysis shares variants by, both closed boards,
// the shared liberties): all the same with the skip off.
func TestAskedOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	var config rules.Ruleset
	for _, rs := range rules.Catalogue() {
		if rs.Scoring == rules.ScoringConfiguration {
			config = rs
			break
		}
	}
	before, counts := score.AskedOnceSkipped(), 0
	for _, in := range corpusInputs(t) {
		alts := toggled(in)
		for _, alt := range alts[:min(2, len(alts))] {
			lit := alt
			lit.DeadMethod = score.DeadLiteral
			counts += sameOnAndOff(t, lit, "the hane-seki question asked once", score.SetAskedOnce)
			for _, r := range []struct {
				in score.Input
				rs rules.Ruleset
			}{{lit, japanese}, {alt, config}} {
				on := score.ReadSeki(r.in, r.rs)
				restore := score.SetAskedOnce(false)
				off := score.ReadSeki(r.in, r.rs)
				restore()
				if !reflect.DeepEqual(on, off) {
					t.Fatalf("%s: seki reading %+v with the skip, %+v without", r.rs.Name, on, off)
				}
			}
		}
	}
	skipped := score.AskedOnceSkipped() - before
	t.Logf("%d counts, %d questions skipped", counts, skipped)
	if skipped < 5000 {
		t.Errorf("%d questions skipped: the positions test little", skipped)
	}
}

// TestAskedOnceByHand works TestHanezeki's 10x3 board:
//
//	3 . O O O X O X X X .
//	2 X X X X X O O O O O
//	1 X X X X . O O O O O
//	  A B C D E F G H J K
//
// Read literally (hane-seki off), the fill tries A3 first: White there
// fills its own string's last liberty, Black takes B3-D3 (three stones)
// while Black's G3-J3 stay in atari at the neutral K3, the question
// asked and answered yes; the capture takes living stones, so it is no
// fill. At K3 White's capture of G3-J3 asks again (B3-D3 in atari at
// A3): the skip answers safe at once, as the question would with
// hane-seki off, and again no fill. Nothing is filled: both closed
// boards are the position. With hane-seki read (the markings as given)
// the answer decides (the capture is not safe, so A3 and K3 are shared
// liberties: TestHanezeki's seki) and nothing may be skipped.
func TestAskedOnceByHand(t *testing.T) {
	p := board.MustParsePosition(".oooxoxxx./xxxxxooooo/xxxx.ooooo")
	lit := score.Input{Position: p, DeadMethod: score.DeadLiteral}
	before := score.AskedOnceSkipped()
	on := score.ReadSeki(lit, japanese)
	if score.AskedOnceSkipped() == before {
		t.Errorf("literal reading: no question skipped")
	}
	restore := score.SetAskedOnce(false)
	off := score.ReadSeki(lit, japanese)
	restore()
	want := ".oooxoxxx.xxxxxoooooxxxx.ooooo"
	if !on.Asked || on.Closed != [2]string{want, want} || !reflect.DeepEqual(on, off) {
		t.Errorf("literal reading: %+v with the skip, %+v without; want asked and both closed boards %s", on, off, want)
	}
	before = score.AskedOnceSkipped()
	hane := score.ReadSeki(score.Input{Position: p}, japanese)
	if score.AskedOnceSkipped() != before {
		t.Errorf("hane-seki read: a question skipped")
	}
	const a3, k3, e1 = 0, 9, 24
	if !hane.Asked || !hane.Seki[a3] || !hane.Seki[k3] || !hane.Seki[e1] {
		t.Errorf("hane-seki read: %+v, want asked and A3, K3, E1 shared", hane)
	}
}

package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/score"
)

// TestKnownLibs: playOut answers a walk from the liberties an earlier
// walk found beside the same chain of label (knownLibs). Every count
// and every doubt of every corpus position (as marked, and with no
// stone dead), each also with its first two chains toggled, is the
// same with the answers on and off; and every walk they spare, checked
// by a flood of its chain on the played-out board, is of a chain
// passed by (two liberties, or one where playOut passes it by).
func TestKnownLibs(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	inputs := corpusInputs(t)
	hits, wrong, restore := score.CheckKnownLibs()
	defer restore()
	counts := 0
	for _, in := range inputs {
		alts := toggled(in)
		for _, alt := range alts[:min(3, len(alts))] {
			counts += sameOnAndOff(t, alt, "the known liberties", score.SetKnownLibs)
		}
	}
	t.Logf("%d positions, %d counts, %d walks answered from known liberties, %d wrongly", len(inputs), counts, hits(), wrong())
	if wrong() != 0 {
		t.Errorf("%d walks answered whose chain was not passed by", wrong())
	}
	if hits() < 50000 {
		t.Errorf("%d walks answered: the positions test little", hits())
	}
}

// TestKnownLibsByHand: walks are answered from known liberties where
// they may, never wrongly (each answer checked by a flood of its chain),
// and the counts and doubts are still those worked out by hand
// (walkPositions: the 6x3 wall is answered on its second closed board
// from the liberties its first walk found, "x.o" from label's first
// liberty; the teire position, "xx.o." as it stands and the one liberty
// known twice, where label's first liberty is the one recorded liberty
// still empty, must walk).
func TestKnownLibsByHand(t *testing.T) {
	hits, wrong, restore := score.CheckKnownLibs()
	defer restore()
	for _, w := range walkPositions {
		before := hits()
		if msg := w.check(t, w.input(t)); msg != "" {
			t.Errorf("%s: %s", w.name, msg)
		}
		if w.answeredFrom != "" && hits() == before {
			t.Errorf("%s: no walk answered from %s", w.name, w.answeredFrom)
		}
	}
	if wrong() != 0 {
		t.Errorf("%d walks answered whose chain was not passed by", wrong())
	}
}

// TestQueueOnce: playOut queues each stone once (queueOnce). Every count
// and every doubt of every fourth corpus position, each also with its
// first two chains toggled, is the same with the stones queued once and
// with every entry queued, the known liberties on and off.
func TestQueueOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("counts the corpora's positions with chains toggled")
	}
	counts := 0
	sampled := eachSampledToggle(t, 3, func(alt score.Input) {
		counts += sameOnAndOff(t, alt, "each stone queued once", score.SetQueueOnce)
		restore := score.SetKnownLibs(false)
		counts += sameOnAndOff(t, alt, "each stone queued once (known liberties off)", score.SetQueueOnce)
		restore()
	})
	t.Logf("%d positions, %d counts", sampled, counts)
}

// TestQueueOnceByHand: with each stone queued once and with every entry
// queued (and the known liberties on and off), the counts and doubts are
// those worked out by hand (walkPositions). playOut queues a stone more
// than once on the wall (C2, beside the dead B2 and the dame D2), on
// "x.o" (A1 and C1, each beside the dame B1 and each a chain of label
// with one liberty) and in the teire position.
func TestQueueOnceByHand(t *testing.T) {
	for _, once := range []bool{true, false} {
		for _, known := range []bool{true, false} {
			restoreOnce := score.SetQueueOnce(once)
			restoreKnown := score.SetKnownLibs(known)
			for _, w := range walkPositions {
				if msg := w.check(t, w.input(t)); msg != "" {
					t.Errorf("once %v known %v: %s: %s", once, known, w.name, msg)
				}
			}
			restoreKnown()
			restoreOnce()
		}
	}
}

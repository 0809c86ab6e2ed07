package score_test

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
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

// TestKnownLibsByHand works out where a walk is answered from known
// liberties and where it must not be.
//
// Answered: on 6x3 ("..o.x." in every row) Black's B2 is marked dead
// in White's area (A1-A3, B1, B3: White's), the D column is dame and
// F1-F3 Black's. Each closed board fills the three dame (Black first,
// White first: two boards), and each is played out from the stones
// beside the dead stone and the dame. On the first, the walk from C2
// (beside the dead B2) goes up and down the wall C1-C3 and meets B3 and
// B1, two liberties beside the wall's own stones: not in atari. On the
// second board the wall stands again (a chain of the board without the
// dead stones stands whole or not at all) and B3 and B1 are still
// empty: its walk is answered without walking. Nothing to fill:
// Japanese, White's territory is A1-A3, B1, B3 and the dead stone's
// point B2, with one prisoner: 6 + 1; Black's F1-F3: 3. W+4 before komi.
//
// Answered from label's first liberty: on 3x1 "x.o"
// (TestWalkEarlyStopByHand), A1 and C1 each have the one liberty B1, a
// point of no one's, where playOut passes a chain in atari by: it is
// their first liberty on the board without dead stones (label), still
// empty on the closed board (either fill captures), so no walk is
// needed. A draw, nothing to fill.
//
// Not answered: in TestTeireOnceTheDameAreFilled's position
// (TestWalkEarlyStopByHand), White's D1 is in atari on E1 only once
// the dame C1 is filled; the count stays a draw with one point to fill
// (White's teire -1), which a stale answer would lose.
func TestKnownLibsByHand(t *testing.T) {
	pos := board.MustParsePosition("..o.x./.xo.x./..o.x.")
	hits, wrong, restore := score.CheckKnownLibs()
	defer restore()
	in := score.Input{Position: pos, Dead: points(t, "B2", 6, 3), DeadMethod: score.DeadUser}
	r := score.Score(in, japanese)
	if r.String() != "W+4" {
		t.Errorf("wall: %s, black %+v white %+v", r, r.Black, r.White)
	}
	if hits() == 0 {
		t.Error("wall: no walk answered from known liberties")
	}
	before := hits()
	cut := score.Score(score.Input{Position: board.MustParsePosition("x.o")}, japanese)
	if cut.String() != "Draw" || cut.Black.Teire != 0 || cut.White.Teire != 0 {
		t.Errorf("x.o: %s, black %+v white %+v", cut, cut.Black, cut.White)
	}
	if hits() == before {
		t.Error("x.o: no walk answered from label's first liberty")
	}
	j := score.Score(score.Input{Position: board.MustParsePosition(".x.xooo./xxxxo.oo/.x.o.oo.")}, japanese)
	if j.White.Teire != -1 || j.String() != "Draw" || ownAt(t, j, "E1") != score.OwnWhiteTeire {
		t.Errorf("teire: %s, white %+v", j, j.White)
	}
	d := score.Doubts(score.Input{Position: board.MustParsePosition("xx.o.")})
	if len(d) == 0 || d[0].Kind != score.DoubtCapturable || d[0].Color != board.Black {
		t.Errorf("xx.o. as it stands: doubts %+v, want Black's A1-B1 capturable", d)
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
	inputs := corpusInputs(t)
	counts := 0
	for k, in := range inputs {
		if k%4 != 0 {
			continue
		}
		alts := toggled(in)
		for _, alt := range alts[:min(3, len(alts))] {
			counts += sameOnAndOff(t, alt, "each stone queued once", score.SetQueueOnce)
			restore := score.SetKnownLibs(false)
			counts += sameOnAndOff(t, alt, "each stone queued once (known liberties off)", score.SetQueueOnce)
			restore()
		}
	}
	t.Logf("%d positions, %d counts", len(inputs)/4, counts)
}

// TestQueueOnceByHand works out, with each stone queued once and with
// every entry queued (and the known liberties on and off), positions
// where playOut queues a stone more than once. On TestKnownLibsByHand's
// 6x3 wall C2 is beside the dead B2 and the dame D2 (two entries), C1
// and C3 beside the dame only: W+4 (White's A1-A3, B1, B3, the dead
// stone's point and its prisoner, 7; Black's F1-F3, 3). On "x.o" A1 and
// C1 are each beside the dame B1 and each a chain of label with one
// liberty (two entries each): a draw, nothing to fill. On
// TestTeireOnceTheDameAreFilled's position White's D1 stays in atari on
// E1 once the dame are filled: a draw, White's teire -1 at E1.
func TestQueueOnceByHand(t *testing.T) {
	for _, once := range []bool{true, false} {
		for _, known := range []bool{true, false} {
			restoreOnce := score.SetQueueOnce(once)
			restoreKnown := score.SetKnownLibs(known)
			pos := board.MustParsePosition("..o.x./.xo.x./..o.x.")
			in := score.Input{Position: pos, Dead: points(t, "B2", 6, 3), DeadMethod: score.DeadUser}
			if r := score.Score(in, japanese); r.String() != "W+4" {
				t.Errorf("once %v known %v: wall: %s, black %+v white %+v", once, known, r, r.Black, r.White)
			}
			cut := score.Score(score.Input{Position: board.MustParsePosition("x.o")}, japanese)
			if cut.String() != "Draw" || cut.Black.Teire != 0 || cut.White.Teire != 0 {
				t.Errorf("once %v known %v: x.o: %s, black %+v white %+v", once, known, cut, cut.Black, cut.White)
			}
			j := score.Score(score.Input{Position: board.MustParsePosition(".x.xooo./xxxxo.oo/.x.o.oo.")}, japanese)
			if j.White.Teire != -1 || j.String() != "Draw" || ownAt(t, j, "E1") != score.OwnWhiteTeire {
				t.Errorf("once %v known %v: teire: %s, white %+v", once, known, j, j.White)
			}
			restoreKnown()
			restoreOnce()
		}
	}
}

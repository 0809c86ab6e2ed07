package score_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// walkPosition is a position worked out by hand for playOut's walks,
// read by the tests of its shortcuts (TestWalkEarlyStopByHand,
// TestKnownLibsByHand, TestQueueOnceByHand): each shortcut must leave
// its count or its doubts as worked out.
type walkPosition struct {
	name string
	pos  string // board.MustParsePosition's notation
	dead string // GTP names of the stones the user marks dead
	// stopsAt names the liberty where a walk stops early (with the known
	// liberties off); answeredFrom what a walk is answered from (the
	// known liberties on): the tests check that their counters move.
	stopsAt, answeredFrom string
	// check returns what is wrong with the position's count or doubts,
	// "" when nothing is.
	check func(t *testing.T, in score.Input) string
}

// input is the position with its stones marked dead.
func (w walkPosition) input(t *testing.T) score.Input {
	t.Helper()
	p := board.MustParsePosition(w.pos)
	in := score.Input{Position: p}
	if w.dead != "" {
		in.Dead, in.DeadMethod = points(t, w.dead, p.W, p.H), score.DeadUser
	}
	return in
}

// walkPositions, worked out by hand.
var walkPositions = []walkPosition{
	// The wall: on 6x3 ("..o.x." in every row) Black's B2 is marked dead
	// in White's area (A1-A3, B1, B3: White's), the D column is dame and
	// F1-F3 Black's. Each closed board fills the three dame (Black first,
	// White first: two boards), and each is played out from the stones
	// beside the dead stone and the dame: C2 is beside the dead B2 and
	// the dame D2 (queued from two entries), C1 and C3 beside the dame
	// only. On the first board, the walk from C2 (beside the dead B2)
	// goes up and down the wall C1-C3 and meets B3 and B1, two liberties
	// beside the wall's own stones: not in atari. On the second board the
	// wall stands again (a chain of the board without the dead stones
	// stands whole or not at all) and B3 and B1 are still empty: its walk
	// is answered from the known liberties without walking. Nothing to
	// fill: Japanese, White's territory is A1-A3, B1, B3 and the dead
	// stone's point B2, with one prisoner: 6 + 1; Black's F1-F3: 3. W+4
	// before komi.
	{
		name: "wall", pos: "..o.x./.xo.x./..o.x.", dead: "B2", answeredFrom: "known liberties",
		check: func(t *testing.T, in score.Input) string {
			if r := score.Score(in, japanese); r.String() != "W+4" {
				return fmt.Sprintf("%s, black %+v white %+v", r, r.Black, r.White)
			}
			return ""
		},
	},
	// The cut: on 3x1 "x.o" Black's A1 and White's C1 each have the one
	// liberty B1, a point of no one's (it touches both). A fill there
	// captures (Black B1 takes C1, White B1 takes A1), and the filling
	// takes no stone counted alive, so B1 stays empty on the closed
	// boards. Their play-out looks at A1 and C1, short of liberties on
	// the labelled board (each a chain of label with one liberty, and
	// beside the dame B1: queued from two entries each). The walk from A1
	// meets B1 first, a neutral point, where a chain in atari is passed
	// by on a closed board (no one's territory to fill), whatever else
	// the chain has: it stops there. With the known liberties, no walk is
	// needed: B1 is A1's and C1's first liberty on the board without
	// dead stones (label), still empty on the closed board, and a point
	// where playOut passes a chain in atari by. No territory, no point to
	// fill: Japanese 0 - 0, a draw.
	{
		name: "x.o", pos: "x.o", stopsAt: "B1", answeredFrom: "label's first liberty",
		check: func(t *testing.T, in score.Input) string {
			if r := score.Score(in, japanese); r.String() != "Draw" || r.Black.Teire != 0 || r.White.Teire != 0 {
				return fmt.Sprintf("%s, black %+v white %+v", r, r.Black, r.White)
			}
			return ""
		},
	},
	// Neither cut nor answered: in TestTeireOnceTheDameAreFilled's
	// position, once Black fills the dame C1, White's D1 has the one
	// liberty E1, a point of White's own region: E1 must be filled, so
	// the walk must not stop there (a second liberty would make D1 safe),
	// and an answer from the liberties found before C1 was filled would
	// be stale. White's D1 stays in atari on E1 once the dame are filled,
	// in either order: the count stays a draw with one point to fill
	// (White's teire -1 at E1).
	{
		name: "teire", pos: ".x.xooo./xxxxo.oo/.x.o.oo.",
		check: func(t *testing.T, in score.Input) string {
			r := score.Score(in, japanese)
			if r.White.Teire != -1 || r.String() != "Draw" || ownAt(t, r, "E1") != score.OwnWhiteTeire {
				return fmt.Sprintf("%s, white %+v", r, r.White)
			}
			return ""
		},
	},
	// Nor on 5x1 "xx.o." as it stands (TestImpossibleMarkingIsDoubted):
	// Black's A1-B1 is in atari on the neutral C1, which the doubts read
	// further (can Black escape there? no: C1 leaves A1-C1 with no
	// liberty, and White's capture at C1 is no snapback), so the walk
	// counts on and the doubt is still found: Black's A1-B1 capturable.
	{
		name: "xx.o. as it stands", pos: "xx.o.",
		check: func(t *testing.T, in score.Input) string {
			d := score.Doubts(in)
			if len(d) == 0 || d[0].Kind != score.DoubtCapturable || d[0].Color != board.Black {
				return fmt.Sprintf("doubts %+v, want Black's A1-B1 capturable", d)
			}
			return ""
		},
	},
	// One liberty known twice: on 5x1 ". o x . o" with Black's C1 marked
	// dead, White's regions are A1 and C1-D1 (3 points) and White's group
	// B1-E1 has the one eye A1. Filling: E1 is in atari on D1 (C1 is a
	// black stone): White fills D1, capturing C1; D1-E1 is then in atari
	// on C1: White fills it too (capture, then connect, two points); B1-E1
	// is then in atari on A1, its eye, where a fill is a suicide: the
	// chain cannot be saved, and A1 is no territory either (RULES.md
	// §5.10). Japanese: White's 3 points + 1 dead stone - 3 to fill: W+1;
	// the doubts name B1 capturable at A1. The walk from B1 after C1 is
	// filled would be answered from the liberties it found before (A1 and
	// C1, C1 empty after the capture): C1 no longer holds, and label's
	// first liberty of B1 (A1, left before right) is empty but the same
	// point as the one that holds: one liberty known, not two, so the
	// walk is walked. Answered, the chain would be passed by: A1 counted
	// as White's territory (W+2) and no doubt.
	{
		name: "one liberty known twice", pos: ".ox.o", dead: "C1",
		check: func(t *testing.T, in score.Input) string {
			r := score.Score(in, japanese)
			if r.String() != "W+1" || r.White.Teire != -3 || ownAt(t, r, "A1") != score.OwnWhiteTeire {
				return fmt.Sprintf("%s, white %+v\n%s", r, r.White, score.DrawOwnership(r.Own, r.W))
			}
			d := score.Doubts(in)
			if len(d) == 0 || d[0].Kind != score.DoubtCapturable || d[0].Color != board.White ||
				!slices.Equal(d[0].Stones, []int{1}) || !slices.Equal(d[0].At, []int{0}) {
				return fmt.Sprintf("doubts %+v, want White's B1 capturable at A1", d)
			}
			return ""
		},
	},
	// Capture, then connect, then lost: on 4x1 "o . x x" with Black's C1
	// and D1 marked dead, White's region is B1-D1 (3 points, 2 dead
	// stones). A1 is in atari on B1: White fills B1, capturing C1-D1;
	// A1-B1 is then in atari on C1, the throw-in's point: White fills it
	// too; A1-C1 is then in atari on D1, where a fill is a suicide: the
	// chain is lost, and D1 is charged too, as A1-C1 is in atari without
	// the dead stones as well (docs/scoring.md, points to fill). Japanese:
	// 3 points + 2 dead stones - 3 to fill: W+2. The walk after C1 is
	// filled must take the stone on C1 as A1-C1's: a.dead is by point,
	// and read as the dead stone there it cut the walk from B1 short
	// (A1-B1 with no liberty: nothing charged at D1, W+3).
	{
		name: "connect on a dead stone's point", pos: "o.xx", dead: "C1 D1",
		check: func(t *testing.T, in score.Input) string {
			r := score.Score(in, japanese)
			if r.String() != "W+2" || r.White.Teire != -3 || r.White.Territory != 3 || r.White.DeadStones != 2 {
				return fmt.Sprintf("%s, white %+v\n%s", r, r.White, score.DrawOwnership(r.Own, r.W))
			}
			for _, name := range []string{"B1", "C1", "D1"} {
				if o := ownAt(t, r, name); o != score.OwnWhiteTeire {
					return fmt.Sprintf("%s is %v, want white-teire\n%s", name, o, score.DrawOwnership(r.Own, r.W))
				}
			}
			return ""
		},
	},
}

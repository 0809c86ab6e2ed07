package score_test

import (
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// The J89 official commentary's own examples (issue 18; docs/scoring.md
// "The J89 commentary's examples"). Each position and its statuses come
// from a public copy of the example, cited in the test's comment; the
// count is then Art. 8 applied by hand to those statuses, never our
// output.

// Example 4602 = the commentary's II.16, quoted as a final position by
// Robert Jasiek, "Japanese Rules Examples 16 - 18",
// https://lifein19x19.com/viewtopic.php?p=153323 (an 11×6 board; he
// writes that the statuses he derives under his J2003 reading "agree to
// the declared statuses in the J1989 official commentary").
//
//	6  . o o . o . o X . X o     x Black, o White
//	5  o X X o o o o X X o o
//	4  X X . X X o X X o . o
//	3  . X X X o X X X X o o
//	2  X X o o o o o X X . o
//	1  o o o . o . o X X X o
//	   A B C D E F G H J K L
//
// The statuses declared: Black's big right chain (H6 ... K1) is alive
// (uncapturable), and each white chain at the top or on the right is dead
// — A5, B6-C6, the top chain around D6 and F6 (E6 G6 D5-G5 F4), J4, and
// the right chain (L6 K5 L5 L4 K3 L3 L2 L1) that shares K2 with Black.
// The rest is plain life: Black's left group has the eyes C4 and A3,
// White's bottom group (A1-C1, C2-G2, E3, E1, G1) the eyes D1 and F1.
// Black's lone K6 is "capturable" (White J6 takes it, a ko) and its
// status is not given; it does not move the count: alive, J6 and the
// right side are Black's; dead, K6 is one more point of territory and
// one more prisoner for White, the same difference.
//
// The count by hand (Art. 8, komi 0, no prisoners in play): with the 19
// dead white stones removed, Black surrounds A6-G6, A5, D5-G5 and F4 (13
// points, each empty or a removed stone, touching only Black), J6 (1),
// L6 K5 L5 J4 K4 L4 K3 L3 K2 L2 L1 (11) and the eyes C4, A3 (2): 27
// points. No point touches both colours once the dead are off, so there
// is no seki and no dame; no black chain is short of liberties after the
// removal (the right chain has J6, K2 and the cleared right side), so
// nothing must be filled. White: D1, F1 = 2. Black 27 + 19 dead = 46,
// White 2: B+44.
func TestJ89CommentaryII16(t *testing.T) {
	p := board.MustParsePosition(
		".oo.o.ox.xo/oxxooooxxoo/xx.xxoxxo.o/.xxxoxxxxoo/xxoooooxx.o/ooo.o.oxxxo")
	dead := points(t, "A5 B6 C6 E6 G6 D5 E5 F5 G5 F4 J4 L6 K5 L5 L4 K3 L3 L2 L1", 11, 6)
	in := score.Input{Position: p, Dead: dead, DeadMethod: score.DeadUser}
	j := score.Score(in, japanese)
	if j.Black.Territory != 27 || j.Black.DeadStones != 19 || j.White.Territory != 2 || j.White.DeadStones != 0 ||
		j.Black.Seki != 0 || j.White.Seki != 0 || j.Black.Teire != 0 || j.White.Teire != 0 || j.String() != "B+44" {
		t.Errorf("japanese %s: black %+v white %+v\n%s", j, j.Black, j.White, score.DrawOwnership(j.Own, j.W))
	}
	// K6 counted dead as well: one more point for Black, one prisoner
	// for White, the same B+44.
	in.Dead = append(slices.Clone(dead), points(t, "K6", 11, 6)...)
	if k := score.Score(in, japanese); k.Black.Territory != 28 || k.White.DeadStones != 1 || k.String() != "B+44" {
		t.Errorf("with K6 dead %s: black %+v white %+v", k, k.Black, k.White)
	}
	// The commentary's statuses as our marking check sees them: nothing
	// counted alive is capturable or without two eyes.
	in.Dead = dead
	if d := score.Doubts(in); len(d) != 0 {
		t.Errorf("doubts on the commentary's statuses: %+v", d)
	}
}

// The same example, read by our dead-stone estimator with no marking.
func TestJ89CommentaryII16Estimate(t *testing.T) {
	t.Skip("disagrees: the estimator (rules/score/estimate.go, issue 14's area) " +
		"marks Black's big right chain H6...K1 dead along with the white chains, " +
		"and Black's K6; the commentary declares that chain alive (uncapturable: " +
		"in J2003's reading) and only the white top and right chains dead; making " +
		"the estimator follow it is issue 14's work, not a counting fix")
	p := board.MustParsePosition(
		".oo.o.ox.xo/oxxooooxxoo/xx.xxoxxo.o/.xxxoxxxxoo/xxoooooxx.o/ooo.o.oxxxo")
	want := points(t, "A5 B6 C6 E6 G6 D5 E5 F5 G5 F4 J4 L6 K5 L5 L4 K3 L3 L2 L1", 11, 6)
	got := score.EstimateDead(p).Dead
	got = slices.DeleteFunc(slices.Clone(got), func(q int) bool { return q == points(t, "K6", 11, 6)[0] })
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("estimate dead %v, want %v (K6 either way)", got, want)
	}
}

package score

import (
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// ownLifeBoards prepares p (no dead stones) and returns the boards and
// colours decideSeki worked out (indepDone), the number of closed
// boards, and the shared liberties it kept.
func ownLifeBoards(t *testing.T, rows []string) (done [2][3]bool, boards int, shared []string) {
	t.Helper()
	p := board.MustParsePosition(strings.Join(rows, "/"))
	g := geometry(p.W, p.H)
	a := g.get()
	defer g.put(a)
	v := variant{a: a}
	v.prepare(Input{Position: p}, true, true)
	for _, i := range a.neutral {
		if a.seki[i] {
			shared = append(shared, board.PointName(int(i)%p.W, int(i)/p.W, p.W, p.H))
		}
	}
	return a.indepDone, a.boards(), shared
}

// The lazy reading of whether groups live on their own, worked by hand.
//
// Where it cuts: TestUnfillableDameBetweenLivingGroupsIsNotSeki's
// position with a second dame at E9 (between Black's D9 and White's F9
// and E8), which either colour fills safely, so that the two closed
// boards differ (E9 Black, or White). J1 is a candidate on both (a
// self-atari for either colour), beside Black's H1 and White's J2. On
// the board filled Black first, Black's group, with White on J1, keeps
// its big eye space: it lives on its own, so White's group is asked
// too, and lives on its own (its territory top right): J1 is dropped.
// On the board filled White first no candidate is left: nothing is
// worked out there.
//
// Where it must not: the one-line seki of TestOneLineSekiEyesPerGroup,
// . X . X . O . O . O . (one closed board). E1's first neighbour is
// Black's D1: with White on E1 its chain is in atari on its false eye
// C1, fills it, and B1-C1-D1 is then in atari on A1, where a fill is a
// suicide: the group is lost, so E1 is kept without asking about White
// there. The chains beside E1 are in seki, D1's and F1's, so whether
// White's group lives on its own is asked all the same (ownLifeRoots):
// both colours on the one board.
func TestOwnLifeLazyByHand(t *testing.T) {
	done, boards, shared := ownLifeBoards(t, []string{
		"...x.o...", "...xo....", "...xo....", "...xooooo", "...xxxxxo",
		".....xxxo", ".....xoo.", ".....xxoo", ".....x.x.",
	})
	if boards != 2 || done != [2][3]bool{{false, true, true}, {}} || len(shared) != 0 {
		t.Errorf("second dame: %d boards, worked out %v, shared %v; want 2 boards, both colours on the first only, none shared", boards, done, shared)
	}
	done, boards, shared = ownLifeBoards(t, []string{".x.x.o.o.o."})
	if boards != 1 || done != [2][3]bool{{false, true, true}, {}} || len(shared) != 1 || shared[0] != "E1" {
		t.Errorf("one-line seki: %d boards, worked out %v, shared %v; want 1 board, both colours, E1 shared", boards, done, shared)
	}
}

// besideLoneGroup's order (askKnownFirst), worked by hand on
//
//	x . o o o
//	x . . x .
//	x x x x x
//
// B3, B2, C2 and E2 are dame. Filled Black first, Black takes B3 and B2;
// White first, White does: two closed boards. On both C2 and E2 are left,
// each a liberty of Black's one chain and of White's chain, whose fill
// leaves the filler one liberty: candidates. With the opponent on both, a
// chain has no liberty left: neither group lives on its own, both points
// are kept (a seki), and on the first board both colours are worked out
// (C2's first neighbour B2 is Black's, and the chains beside the kept
// points are White's too: ownLifeRoots). On the second board C2's first
// neighbour B2 is White's: in the stones' order White is worked out
// there (lone), then E2's D2 asks about Black. Known first, Black, whose
// group beside C2 did not live on its own on the first board, is asked
// first (D2: lone, C2 kept), E2's D2 is Black's, worked out: White is
// never worked out on the second board. Where it must not cut: the
// one-line seki above, one board, both colours asked.
func TestAskKnownFirstByHand(t *testing.T) {
	defer func(taken, whole bool) { takenFirst, seekWhole = taken, whole }(takenFirst, seekWhole)
	// the chains beside C2 and E2 are taken (TestTakenFirstByHand), and
	// each is its group whole (TestSeekWholeByHand)
	takenFirst, seekWhole = false, false
	rows := []string{"x.ooo", "x..x.", "xxxxx"}
	for _, on := range []bool{false, true} {
		old := askKnownFirst
		askKnownFirst = on
		done, boards, shared := ownLifeBoards(t, rows)
		askKnownFirst = old
		want := [2][3]bool{{false, true, true}, {false, true, !on}}
		if boards != 2 || done != want || strings.Join(shared, " ") != "C2 E2" {
			t.Errorf("known first %v: %d boards, worked out %v, shared %v; want 2 boards, %v, C2 E2 shared", on, boards, done, shared, want)
		}
	}
	done, _, _ := ownLifeBoards(t, []string{".x.x.o.o.o."})
	if done != [2][3]bool{{false, true, true}, {}} {
		t.Errorf("one-line seki: worked out %v; want both colours on the one board", done)
	}
}

// decideSeki's answers from the chains the hypothetical stones take
// (takenFirst), worked by hand. Where it cuts: TestAskKnownFirstByHand's
// position. On both closed boards Black's one chain has two liberties,
// C2 and E2, and so has White's (C3-D3-E3, with B3 and B2 on the second
// board): both candidates. With the opponent on both, each chain has no
// liberty left and is taken: its stones live on their own nowhere, so
// both points are kept without an own-life board (besideLoneGroup), and
// the groups beside them, those chains alone, hold no stone that does
// (ownLifeRoots): no board is worked out, and both points are still
// shared. Where it must not: the one-line seki, whose chains beside E1
// keep a liberty that is no candidate (D1's C1, F1's G1): both colours
// are worked out as before.
func TestTakenFirstByHand(t *testing.T) {
	defer func(whole bool) { seekWhole = whole }(seekWhole)
	seekWhole = false // TestSeekWholeByHand
	for _, on := range []bool{false, true} {
		old := takenFirst
		takenFirst = on
		done, boards, shared := ownLifeBoards(t, []string{"x.ooo", "x..x.", "xxxxx"})
		lineDone, _, lineShared := ownLifeBoards(t, []string{".x.x.o.o.o."})
		takenFirst = old
		want := [2][3]bool{{false, true, true}, {false, true, false}}
		if on {
			want = [2][3]bool{}
		}
		if boards != 2 || done != want || strings.Join(shared, " ") != "C2 E2" {
			t.Errorf("taken first %v: %d boards, worked out %v, shared %v; want 2 boards, %v, C2 E2 shared", on, boards, done, shared, want)
		}
		if lineDone != [2][3]bool{{false, true, true}, {}} || strings.Join(lineShared, " ") != "E1" {
			t.Errorf("taken first %v, one-line seki: worked out %v, shared %v; want both colours, E1 shared", on, lineDone, lineShared)
		}
	}
}

// ownLifeRoots leaving out a colour whose groups are in seki whole
// (seekWhole), worked by hand on TestAskKnownFirstByHand's position, the
// chains taken or not (takenFirst off): on the first board C2's first
// neighbour B2 is Black's, Black is worked out (lone); the chains beside
// the kept points, in seki, are Black's one chain and White's C3-D3-E3,
// each its group whole (no eye space joins another chain to it): the
// answer for White's group changes nothing, and White is not worked out
// there. Where it must not: the one-line seki, whose groups beside E1
// hold chains that are not beside it (B1, joined to D1 through the eye
// C1; H1 and J1, joined to F1 through G1 and I1): both colours.
func TestSeekWholeByHand(t *testing.T) {
	defer func(taken, whole bool) { takenFirst, seekWhole = taken, whole }(takenFirst, seekWhole)
	takenFirst = false
	for _, on := range []bool{false, true} {
		seekWhole = on
		done, _, shared := ownLifeBoards(t, []string{"x.ooo", "x..x.", "xxxxx"})
		lineDone, _, lineShared := ownLifeBoards(t, []string{".x.x.o.o.o."})
		want := [2][3]bool{{false, true, !on}, {false, true, false}}
		if done != want || strings.Join(shared, " ") != "C2 E2" {
			t.Errorf("whole groups %v: worked out %v, shared %v; want %v, C2 E2 shared", on, done, shared, want)
		}
		if lineDone != [2][3]bool{{false, true, true}, {}} || strings.Join(lineShared, " ") != "E1" {
			t.Errorf("whole groups %v, one-line seki: worked out %v, shared %v; want both colours, E1 shared", on, lineDone, lineShared)
		}
	}
}

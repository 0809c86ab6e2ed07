package rules

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// TestAfterStepShortcutOnWildGames is TestAfterStepShortcutOnCorpora on
// random 4x4 and 5x5 games that break the rules (suicides, ko retakes,
// repetitions, passes, plays Kee forbids), which the corpora hold few of:
// the outcomes, the history's marks and Kee's state must be the same
// with play's inline afterStep on and off. It fails with any of the
// shortcut's conditions dropped (no removal: Kee's permanent marks are
// lost; no judge asked: the Ing judge misses an Observe; no repetition:
// a repetition by a play that removes nothing skips Kee's rule A.3
// mark), or with Kee's stone not placed.
func TestAfterStepShortcutOnWildGames(t *testing.T) {
	defer func() { afterStepShortcut = true }()
	games := append(randomWildGames(300, 4, 120), randomWildGames(300, 5, 150)...)
	rs := Catalogue()
	on, err := NewReplayer(rs)
	if err != nil {
		t.Fatal(err)
	}
	off, _ := NewReplayer(rs)
	for n, g := range games {
		afterStepShortcut = true
		want, err1 := on.Replay(g)
		afterStepShortcut = false
		got, err2 := off.Replay(g)
		if err1 != nil || err2 != nil {
			t.Fatalf("game %d: %v, %v", n, err1, err2)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("game %d: the outcomes differ with the shortcut on and off", n)
		}
		if !slices.Equal(on.hist.entries, off.hist.entries) || !slices.Equal(on.hist.recs, off.hist.recs) ||
			!slices.Equal(on.kee.placedAt, off.kee.placedAt) || on.kee.lastStone != off.kee.lastStone || on.kee.perms != off.kee.perms {
			t.Fatalf("game %d: the history or Kee's state differ", n)
		}
	}
}

// TestAfterStepShortcutByHand works two plays out by hand, on a 4x4 board
// under kee-v4 with White stones set up at c4, a3 and b3 (x, y = 2,0;
// 0,1; 1,1) around Black's corner a4–b4 (0,0 and 1,0):
//
//  1. B a4 (0,0): one liberty (b4), nothing captured, a new position
//     X: the shortcut's case. afterStep would only place Kee's stone:
//     entry 1 placed a4, Black's freshest stone is a4, no mark.
//  2. W pass (entry 2, X again).
//  3. B b4 (1,0): the chain a4–b4 has no liberty and captures nothing
//     (c4 keeps c3 and d4): a suicide of both stones, back to the setup.
//     Not the shortcut's case (a removal, and the setup's position, entry
//     0, again): Kee's rule C, Black's freshest stone b4 is removed before
//     she places another, so the positions the stones of its chain
//     produced, entries 1 (a4) and 3 (b4), enter her permanent history
//     (permMark(Black)). TestAfterStepShortcutRemovalByHand has a removal
//     that repeats nothing.
//  4. W pass.
//  5. B a4 again: nothing removed, but the position is X, entry 1's
//     (and entry 2's): not the shortcut's case. Entry 1 was produced by
//     Black's turn and Black has not passed, so X is in her temporary
//     history: Kee's rule A.3 forbids the play, and entry 5 is marked
//     out of the temporary history (markKeeBad). Taking the shortcut
//     there (dropping its no-repetition condition) loses the mark.
func TestAfterStepShortcutByHand(t *testing.T) {
	kee, ok := Lookup("kee-v4")
	if !ok {
		t.Fatal("no kee-v4 ruleset")
	}
	g := &Game{W: 4, H: 4,
		Setup: []Stone{{X: 2, Y: 0, Color: board.White}, {X: 0, Y: 1, Color: board.White}, {X: 1, Y: 1, Color: board.White}},
		Steps: []Step{Play(board.Black, 0, 0), Pass(board.White), Play(board.Black, 1, 0), Pass(board.White), Play(board.Black, 0, 0)},
	}
	r, err := NewReplayer([]Ruleset{kee})
	if err != nil {
		t.Fatal(err)
	}
	// Move 1 alone: the shortcut's case.
	one := *g
	one.Steps = g.Steps[:1]
	if _, err := r.Replay(&one); err != nil {
		t.Fatal(err)
	}
	if got := r.kee.placedAt[0]; got != 2 { // 1 + entry 1
		t.Errorf("after move 1: a4 placed at %d, want 1 + entry 1", got-1)
	}
	if r.kee.lastStone[board.Black] != 0 || r.hist.recs[1].mark != 0 {
		t.Errorf("after move 1: Black's freshest stone %d (want a4, 0), entry 1 marked %b", r.kee.lastStone[board.Black], r.hist.recs[1].mark)
	}
	// The whole game: move 5 is no shortcut.
	out, err := r.Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	if r.hist.Len() != 6 || r.hist.recs[5].mark&markKeeBad == 0 {
		t.Fatalf("entry 5 (move 5) not marked out of the temporary history: %d entries, mark %b", r.hist.Len(), r.hist.recs[5].mark)
	}
	for _, e := range []int{1, 3} {
		if r.hist.recs[e].mark&permMark(board.Black) == 0 {
			t.Errorf("entry %d (move %d) not in Black's permanent history: mark %b", e, e, r.hist.recs[e].mark)
		}
	}
	if r.kee.perms != 2 {
		t.Errorf("%d permanent marks, want 2 (entries 1 and 3)", r.kee.perms)
	}
	fb := out.Rulesets[0].Forbidden
	if len(fb) == 0 || fb[len(fb)-1].Move != 5 || fb[len(fb)-1].Rule != RuleKeeDSSK {
		t.Fatalf("forbidden under kee-v4: %+v, want move 5 last, by %s", fb, RuleKeeDSSK)
	}
}

// TestAfterStepShortcutRemovalByHand works out by hand a play that
// removes stones and repeats nothing, under kee-v4 on a 4x4 board with a
// White stone set up at a3 (0,1):
//
//  1. B a4 (0,0): one liberty (b4), a new position: the shortcut's case.
//  2. W b4 (1,0): a4 loses its last liberty and is captured; the
//     position (a3, b4 White) is new. Not the shortcut's case only
//     because of the removal: Kee's rule C, Black's freshest stone a4 is
//     removed before she places another, so the position its chain's
//     one stone produced, entry 1, enters her permanent history
//     (permMark(Black)) and she has no freshest stone left (-1); White's
//     freshest stone is b4, placed at entry 2. Taking the shortcut there
//     (dropping its no-removal condition) loses the mark.
func TestAfterStepShortcutRemovalByHand(t *testing.T) {
	kee, ok := Lookup("kee-v4")
	if !ok {
		t.Fatal("no kee-v4 ruleset")
	}
	g := &Game{W: 4, H: 4,
		Setup: []Stone{{X: 0, Y: 1, Color: board.White}},
		Steps: []Step{Play(board.Black, 0, 0), Play(board.White, 1, 0)},
	}
	r, err := NewReplayer([]Ruleset{kee})
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	if fb := out.Rulesets[0].Forbidden; len(fb) != 0 {
		t.Fatalf("forbidden under kee-v4: %+v, want nothing", fb)
	}
	if r.hist.Len() != 3 {
		t.Fatalf("%d entries, want 3 (the setup and two plays)", r.hist.Len())
	}
	if r.hist.recs[1].mark != permMark(board.Black) || r.hist.recs[2].mark != 0 || r.kee.perms != 1 {
		t.Errorf("marks %b (entry 1), %b (entry 2), %d permanent: want entry 1 in Black's permanent history alone",
			r.hist.recs[1].mark, r.hist.recs[2].mark, r.kee.perms)
	}
	if r.kee.lastStone[board.Black] != -1 || r.kee.lastStone[board.White] != 1 || r.kee.placedAt[1] != 3 {
		t.Errorf("freshest stones %d (Black, want -1), %d (White, want b4, 1), b4 placed at %d (want 1 + entry 2)",
			r.kee.lastStone[board.Black], r.kee.lastStone[board.White], r.kee.placedAt[1]-1)
	}
}

// askedJudge is a ScopedJudge for lone stones (Scope 1 stone, 4
// pseudo-liberties) that concerns itself with the plays at the points of
// concern and records the moves it judges and observes.
type askedJudge struct {
	concern         map[int]bool
	judged, watched []int
}

func (j *askedJudge) Reset(View)                     { j.judged, j.watched = nil, nil }
func (j *askedJudge) Scope() Scope                   { return Scope{MaxStones: 1, MaxLibs: 4} }
func (j *askedJudge) Concerns(f *Facts, _ View) bool { return j.concern[f.Point] }
func (j *askedJudge) Judge(f *Facts, _ View) Verdict {
	j.judged = append(j.judged, f.Move)
	return Legal
}
func (j *askedJudge) Observe(f *Facts, _ View) { j.watched = append(j.watched, f.Move) }

// TestAfterStepShortcutAskedByHand works out by hand the shortcut's
// no-judge-asked condition, with askedJudge registered for the ing ko
// rule (for this test only) and concerned with c3 (2,2) and d2 (3,3), on
// a 5x5 board:
//
//  1. B c3: a lone stone with four liberties, in the judge's scope and
//     of concern: asked (Judge), so it observes the play too, although
//     the play removes and repeats nothing (the shortcut's case but for
//     the judge asked).
//  2. W a5 (0,0): in scope, of no concern: neither judged nor observed
//     (the shortcut's case).
//  3. B c4 (2,1): a chain of two stones, out of scope: neither.
//  4. W d2: in scope and of concern: judged and observed.
//
// The judge must judge and observe moves 1 and 4 alone; with the
// shortcut's no-judge-asked condition dropped it observes neither.
func TestAfterStepShortcutAskedByHand(t *testing.T) {
	j := &askedJudge{concern: map[int]bool{2*5 + 2: true, 3*5 + 3: true}}
	defer SwapKoJudgeForTest(KoIng, j)()
	r, err := NewReplayer([]Ruleset{handRuleset(t, "ing")})
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{W: 5, H: 5, Steps: []Step{
		Play(board.Black, 2, 2), Play(board.White, 0, 0), Play(board.Black, 2, 1), Play(board.White, 3, 3),
	}}
	if _, err := r.Replay(g); err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 4}; !slices.Equal(j.judged, want) || !slices.Equal(j.watched, want) {
		t.Errorf("judged %v and observed %v, want %v both", j.judged, j.watched, want)
	}
}

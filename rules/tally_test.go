package rules

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The tally of a ruleset the game did not end under is the whole
// record's (finish gives it the game's own Tally rather than building it
// again); one that ended keeps its end's. Worked by hand on 4x4: White's
// self-atari at A1 is taken by Black's B1 (one prisoner for Black), both
// pass, White first (japanese ends at move 5, kee-v4 and spight go on: CASES.md,
// KataGo 6, as in TestEndsByPassing), then White plays C3.
func TestUnendedRulesetsTallyTheWholeRecord(t *testing.T) {
	g := gameOf(t, "..../..../..../....", "B A2, W A1, B B1, W pass, B pass, W C3")
	out := replayT(t, g)
	whole := board.MustParsePosition("..../..o./x.../.x..")
	atEnd := board.MustParsePosition("..../..../x.../.x..")
	for _, name := range []string{"kee-v4", "spight"} {
		wantEnd(t, out, name, EndUnfinished, 0)
		o := outcomeOf(t, out, name)
		if !o.Final.Equal(whole) || o.Moves != 6 || o.Prisoners != [3]int{0, 1, 0} ||
			o.Passes != [3]int{0, 1, 1} || o.LastPass != board.Black {
			t.Errorf("%s: tally %+v, want the whole record's (final %s, 6 moves, Black 1 prisoner, one pass each, Black's last)", name, o.Tally, whole)
		}
	}
	wantEnd(t, out, "japanese", EndPasses, 5)
	if o := outcomeOf(t, out, "japanese"); !o.Final.Equal(atEnd) || o.Moves != 5 || o.AfterEnd != 1 {
		t.Errorf("japanese: tally %+v after end %d, want its end's (final %s, 5 moves, one after)", o.Tally, o.AfterEnd, atEnd)
	}
}

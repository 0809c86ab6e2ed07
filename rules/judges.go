package rules

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
)

// Readings this package chose where the rule texts leave room (each is
// tested):
//
//   - Basic ko (RULES.md §3): the retake is refused under every ruleset
//     and reported as basic-ko, even where a superko would also refuse it
//     (a basic ko is no divergence). Ing's registered judge decides its own.
//   - Spight: a play may not recreate a position that arose after the last
//     pass (by either player). The position the pass was made in came
//     before the pass, so the pass intervened: it is not banned.
//   - Long cycles (japanese, korean: no-result; bga-japanese: jigo): the
//     game is voided when a situation (position and player to move) occurs
//     for the third time with no pass in between, i.e. the record has gone
//     round the same cycle twice (triple ko, eternal life: CASES.md 1, 2).
//     A cycle through a pass never voids (CASES.md 3).
//   - Kee's DSSK: temporary histories start empty (at the start, after a
//     setup change and after handicap moves); a turn that breaks rule A.3
//     stays out of the temporary history (rule C.2); a stone is "freshly
//     placed" while it is the last stone its player placed; it counts as
//     removed whether captured or suicided; the positions that enter the
//     permanent history are those produced by the plays that placed the
//     stones of its chain (setup stones produced none).
//   - Spight's end, "the same player passes a second time in the same
//     position": any earlier pass of hers in that position since the last
//     setup change, not only her previous pass.
//   - Setup changes in mid-record restart every history: repetitions, ko,
//     Kee's histories, consecutive passes.

// judgePlay is one ruleset's ruling on an applied play, from the shared
// facts: suicide first, then a registered judge or the built-in ko rules.
// Each built-in superko is a filter over the confirmed repetitions.
func (r *Replayer) judgePlay(st *rsState, f *Facts, kee Verdict) Verdict {
	if f.Suicide > 0 {
		switch {
		case st.rs.Suicide == SuicideNone,
			st.rs.Suicide == SuicideMulti && f.Suicide == 1:
			return Verdict{Rule: RuleSuicide, Reason: fmt.Sprintf("suicide of %d stone(s)", f.Suicide)}
		}
	}
	if st.judge != nil {
		return st.judge.Judge(f, View{r})
	}
	if f.KoRetake {
		return Verdict{Rule: RuleBasicKo, Reason: "retakes a basic ko at once"}
	}
	if len(f.Repeats) == 0 {
		return Legal
	}
	h := &r.hist
	switch st.rs.Ko {
	case KoPositional, KoIng: // KoIng: fallback until the Ing judge is registered
		return Verdict{Rule: RulePositional, Reason: "recreates the position " + r.describe(int(f.Repeats[0]))}
	case KoSituational:
		for _, e := range f.Repeats {
			if h.entries[e].ToMove == f.Color.Opponent() {
				return Verdict{Rule: RuleSituational, Reason: fmt.Sprintf("recreates the position %s with %s to move", r.describe(int(e)), colorName(f.Color.Opponent()))}
			}
		}
	case KoNaturalSituational:
		for _, e := range f.Repeats {
			if en := h.entries[e]; en.By == f.Color && !en.Pass {
				return Verdict{Rule: RuleNatural, Reason: fmt.Sprintf("recreates the position %s, made by a play of %s", r.describe(int(e)), colorName(f.Color))}
			}
		}
	case KoSpight:
		// Only positions after the last pass: the position a pass was made
		// in came before the pass, so the pass intervened.
		if e := f.Repeats[0]; int(e) > h.LastPass(board.Empty) {
			return Verdict{Rule: RuleSpight, Reason: "recreates the position " + r.describe(int(e)) + " with no pass since"}
		}
	case KoKeeDSSK:
		return kee
	}
	return Legal
}

// describe names an entry for people: "after move 12", "of the start".
func (r *Replayer) describe(e int) string {
	en := r.hist.entries[e]
	switch {
	case en.By == 0 && e == 0:
		return "of the start"
	case en.By == 0:
		return fmt.Sprintf("set up before move %d", en.Move+1)
	}
	return fmt.Sprintf("after move %d", en.Move)
}

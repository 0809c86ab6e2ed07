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
//     (a basic ko is no divergence), except under natural situational
//     superko when the retaker passed just before the ko capture: the
//     position it recreates was made by the opponent's play and that pass,
//     not by a play of the retaker, so NSSK alone decides. Ing's
//     registered judge decides its own.
//   - Spight: a play may not recreate a position of the positions since
//     the last pass (by either player), the position in which that pass
//     was made included (RULES.md §3; KataGo's SPIGHT clears its history
//     at a pass and keeps the position the pass leaves).
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
//   - KataGo's rulesets (Ruleset.KataGo, docs/katago.md): the basic ko
//     rule always, a superko only in the main phase and only against the
//     positions since the button was taken (its pass included); in the
//     encore phases of territory scoring the basic ko rule alone (KataGo's
//     ko-recapture blocks are not modelled).

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
	h := &r.hist
	if f.KoRetake {
		if st.rs.Ko == KoNaturalSituational && r.retakeAfterPass(f) {
			return r.natural(f)
		}
		return Verdict{Rule: RuleBasicKo, Reason: "retakes a basic ko at once"}
	}
	reps := f.Repeats
	if k := st.kg; k != nil {
		if k.phase > 0 { // KataGo's encore: no superko (docs/katago.md)
			return Legal
		}
		reps = k.history(reps)
	}
	if len(reps) == 0 {
		return Legal
	}
	switch st.rs.Ko {
	case KoPositional, KoIng: // KoIng: fallback until the Ing judge is registered
		return Verdict{Rule: RulePositional, Reason: "recreates the position " + r.describe(int(reps[0]))}
	case KoSituational:
		for _, e := range reps {
			if h.entries[e].ToMove == f.Color.Opponent() {
				return Verdict{Rule: RuleSituational, Reason: fmt.Sprintf("recreates the position %s with %s to move", r.describe(int(e)), colorName(f.Color.Opponent()))}
			}
		}
	case KoNaturalSituational:
		return r.natural(f)
	case KoSpight:
		// Only positions since the last pass, the one it left included.
		if e := reps[0]; int(e) >= h.LastPass(board.Empty) {
			return Verdict{Rule: RuleSpight, Reason: "recreates the position " + r.describe(int(e)) + ", no older than the last pass"}
		}
	case KoKeeDSSK:
		return kee
	}
	return Legal
}

// natural is natural situational superko's ruling on the play f: it may
// not recreate a position that arose after a play of the same player.
func (r *Replayer) natural(f *Facts) Verdict {
	for _, e := range f.Repeats {
		if en := r.hist.entries[e]; en.By == f.Color && !en.Pass {
			return Verdict{Rule: RuleNatural, Reason: fmt.Sprintf("recreates the position %s, made by a play of %s", r.describe(int(e)), colorName(f.Color))}
		}
	}
	return Legal
}

// retakeAfterPass reports whether the ko retake f recreates the position
// its player's own pass left, just before the opponent's ko capture: the
// newest entry holding the position is that pass.
func (r *Replayer) retakeAfterPass(f *Facts) bool {
	if len(f.Repeats) == 0 {
		return false
	}
	en := r.hist.entries[f.Repeats[0]]
	return en.Pass && en.By == f.Color
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

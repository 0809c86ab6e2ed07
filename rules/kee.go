package rules

import (
	"fmt"

	"github.com/rulediff/rulediff/rules/board"
)

// keeState holds what Kee's DSSK (seed 003, rules A.3 and C) needs beyond
// the history: which entry placed each stone, each player's freshest stone,
// and whether any permanent history is non-empty. The histories themselves
// are marks on the entries: they depend on the record only, so every
// kee-dssk ruleset shares them.
type keeState struct {
	placedAt  []int32  // 1 + the entry whose play placed the stone on each point, 0 none (cleared per game at memclr's speed)
	lastStone [3]int32 // the last stone each player placed, while on the board, -1
	perms     int      // permanent-history marks in the segment
}

func (k *keeState) reset(n int) {
	if cap(k.placedAt) < n {
		k.placedAt = make([]int32, n)
	}
	k.placedAt = k.placedAt[:n]
	clear(k.placedAt)
	k.lastStone = [3]int32{-1, -1, -1}
	k.perms = 0
}

func permMark(c board.Color) uint8 { return markPermBase << c }

// keeJudge applies rule A.3 to a turn of c whose resulting position is
// repeated at the entries reps (also at entry self when self ≥ 0): a stone
// may not produce a position of her temporary history (her turns since her
// last pass, that pass's position included), and neither a stone nor a
// pass one of her permanent history.
func (r *Replayer) keeJudge(c board.Color, pass bool, reps []int32, self int) Verdict {
	h := &r.hist
	if e := r.inPermanent(c, reps, self); e >= 0 {
		return Verdict{Rule: RuleKeeDSSK, Reason: fmt.Sprintf("produces a position in %s's permanent history (%s)", colorName(c), r.describe(e))}
	}
	if pass {
		return Legal
	}
	since := h.LastPass(c) // her temporary history starts at her last pass
	for _, e := range reps {
		if tempOwner(h.entries[e]) == c && int(e) >= since && h.recs[e].mark&markKeeBad == 0 {
			return Verdict{Rule: RuleKeeDSSK, Reason: fmt.Sprintf("produces a position in %s's temporary history (%s)", colorName(c), r.describe(int(e)))}
		}
	}
	return Legal
}

// inPermanent returns the first of self (when ≥ 0) and the entries reps
// whose position is in c's permanent history, or -1: the whole of rule
// A.3 for a pass.
func (r *Replayer) inPermanent(c board.Color, reps []int32, self int) int {
	recs, perm := r.hist.recs, permMark(c)
	if self >= 0 && recs[self].mark&perm != 0 {
		return self
	}
	for _, e := range reps {
		if recs[e].mark&perm != 0 {
			return int(e)
		}
	}
	return -1
}

// keeRecord updates the histories after the step that made entry idx
// (rule C): a play that broke A.3 stays out of the temporary history (a
// pass resets it to the current position whatever); when
// a player's freshest stone is removed before she places the next one, the
// positions produced by the stones of its chain enter her permanent
// history.
func (r *Replayer) keeRecord(f *Facts, idx int, legal bool) {
	h := &r.hist
	if f.Pass {
		return // rule C.3: a pass resets her temporary history to this position
	}
	if !legal {
		h.recs[idx].mark |= markKeeBad
	}
	r.kee.place(f, idx)
	if r.board.RemovedChains() > 0 {
		r.keeRemoved()
	}
}

// place records the stone of the play f, made at entry idx: the whole of
// keeRecord for a legal play that removes nothing (afterStep, and play's
// inline afterStep through placeAt, call it directly then: every play of
// a game needs it).
func (k *keeState) place(f *Facts, idx int) { k.placeAt(f.Point, f.Color, idx) }

// placeAt is place with the play's point and colour at hand (play's
// inline afterStep has them in registers; f's are in memory).
func (k *keeState) placeAt(p int, c board.Color, idx int) {
	k.placedAt[p] = int32(idx) + 1
	k.lastStone[c] = int32(p)
}

// keeRemoved follows the chains the last play removed (rule C): a chain
// holding a player's freshest stone puts the positions its stones
// produced in her permanent history.
func (r *Replayer) keeRemoved() {
	h, k := &r.hist, &r.kee
	for n := 0; n < r.board.RemovedChains(); n++ {
		chain := r.board.RemovedChain(n)
		for _, who := range [2]board.Color{board.Black, board.White} {
			if k.lastStone[who] < 0 || !contains(chain, k.lastStone[who]) {
				continue
			}
			k.lastStone[who] = -1
			for _, s := range chain {
				if e := int(k.placedAt[s]) - 1; e >= h.start { // a stone of the setup: -1
					h.recs[e].mark |= permMark(who)
					k.perms++
				}
			}
		}
	}
}

// tempOwner is the player in whose temporary history an entry's position
// sits: the one whose turn produced it, and for the start of a segment (the
// start or a setup change) the player who does not move first. Seed 003:
// "P1, W's turn … Black's temporary history only holds P1".
func tempOwner(e Entry) board.Color {
	if e.By == board.Empty {
		return e.ToMove.Opponent()
	}
	return e.By
}

func contains(s []int32, v int32) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// checkNoLegalTurn ends the game under each Kee ruleset when c, to move
// after entry idx, has no legal turn (rule D.1: she loses). Only a player
// whose pass is banned can be without a legal turn, so the costly search
// runs only then.
func (r *Replayer) checkNoLegalTurn(c board.Color, reps []int32, idx int) {
	if r.inPermanent(c, reps, idx) < 0 { // her pass is legal (keeJudge)
		return
	}
	for i := range r.states {
		st := &r.states[i]
		if st.rs.Ko != KoKeeDSSK || st.ended {
			continue
		}
		if !r.hasLegalPlay(c, st.rs.Suicide) {
			r.end(st, EndNoLegalTurn, idx)
			st.out.Loser = c
		}
	}
}

// hasLegalPlay tries every empty point for c on a scratch board.
func (r *Replayer) hasLegalPlay(c board.Color, sui SuicideRule) bool {
	var reps []int32
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			if r.board.At(x, y) != board.Empty {
				continue
			}
			r.scratch.CopyFrom(&r.board)
			res, err := r.scratch.Play(x, y, c)
			if err != nil {
				continue
			}
			if res.Suicided > 0 && (sui == SuicideNone || sui == SuicideMulti && res.Suicided == 1) {
				continue
			}
			reps = r.hist.repeats(&r.scratch, reps[:0])
			if r.keeJudge(c, false, reps, -1).Legal {
				return true
			}
		}
	}
	return false
}

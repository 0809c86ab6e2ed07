package rules

import "github.com/rulediff/rulediff/rules/board"

// passesEnd reports whether a pass by c ends the game under st's end rule
// (RULES.md §4). passedHere: c had passed before in the same position.
func (r *Replayer) passesEnd(st *rsState, c board.Color, passedHere bool) bool {
	switch st.rs.End {
	case EndTwoPasses:
		return r.passRun >= 2
	case EndWhitePassesLast: // if Black's pass ends the pair, White passes again
		return r.passRun >= 2 && c == board.White
	case EndTwoRounds: // Kee: all players pass in two consecutive rounds
		return r.passRun >= 4
	case EndTwoPhases: // Lasker-Maas: two new passes after phase one
		return r.phase.twoDone
	case EndRepeatedPass: // Spight: the same player passes again in the same position
		return passedHere
	}
	return false
}

// end ends the game under st at entry idx.
func (r *Replayer) end(st *rsState, e End, idx int) {
	st.ended = true
	st.out.End = e
	st.out.EndMove = r.moves
	st.endEntry = idx
	st.endTally = r.cur
}

// checkCycle voids the game under the rulesets that void long cycles when
// the situation of entry idx occurs for the third time with no pass in
// between: the record has gone round the same cycle twice (triple ko,
// eternal life). A cycle through a pass never voids (CASES.md 3).
func (r *Replayer) checkCycle(f *Facts, idx int) {
	h := &r.hist
	from := max(h.LastPass(board.Empty), h.start)
	toMove := h.entries[idx].ToMove
	n := 0
	for _, e := range f.Repeats {
		if int(e) >= from && h.entries[e].ToMove == toMove {
			n++
		}
	}
	if n < 2 {
		return
	}
	for i := range r.states {
		st := &r.states[i]
		if st.ended {
			continue
		}
		switch {
		case st.rs.Cycles == CyclesNoResult, st.kg != nil && st.kg.phase > 0:
			r.end(st, EndNoResult, idx)
		case st.rs.Cycles == CyclesJigo:
			r.end(st, EndJigo, idx)
		}
	}
}

// finish fills the outcome: each ruleset's end state (the record's own end
// when no rule ended the game before) and tallies.
func (r *Replayer) finish(out *Outcome) {
	h := &r.hist
	last := h.Len() - 1
	out.Moves = r.moves
	out.Tally = r.tallyAt(last, r.cur, out) // rulesets ending at one entry share its position
	out.Notes = r.notes
	for i := range r.states {
		st := &r.states[i]
		o := st.out // out.Rulesets[i]
		if st.kg != nil {
			o.KataGo = r.kataGoFinish(st, last, out)
		}
		if !st.ended {
			st.endEntry, st.endTally = last, r.cur
			switch {
			case r.gameEnding == RecordResignation:
				o.End = EndResignation
			case r.gameEnding == RecordTime:
				o.End = EndTime
			case r.gameEnding == RecordForfeit:
				o.End = EndForfeit
			case st.twoPhases && r.phase.oneDone:
				o.End = EndPhaseOne
			default:
				o.End = EndUnfinished
			}
		}
		if st.ended {
			o.Tally = r.tallyAt(st.endEntry, st.endTally, out)
			o.AfterEnd = r.moves - o.EndMove
			o.Tally.Moves = o.EndMove
		} else {
			o.Tally = out.Tally // the same entry and totals: tallyAt(last, r.cur, out)
		}
		if st.twoPhases {
			o.PhaseTwoPlays = r.phase.plays
		}
		st.out = nil // the Replayer keeps nothing of out
	}
}

// tallyAt builds the tally of totals t at entry e; Moves counts the
// whole record.
// Final positions are shared between tallies of the same entry.
func (r *Replayer) tallyAt(e int, t tally, out *Outcome) Tally {
	var p board.Position
	found := false
	for _, f := range out.finals {
		if f.entry == e {
			p, found = f.pos, true
		}
	}
	if !found {
		// A final position of an earlier replay into out lends its stones.
		n := len(out.finals)
		if n < cap(out.finals) {
			out.finals = out.finals[:n+1]
		} else {
			out.finals = append(out.finals, final{})
		}
		f := &out.finals[n]
		f.entry = e
		r.hist.PositionInto(e, &f.pos)
		p = f.pos
	}
	return Tally{
		Final:     p,
		Prisoners: [3]int{0, int(t.prisoners[1]), int(t.prisoners[2])},
		Passes:    [3]int{0, int(t.passes[1]), int(t.passes[2])},
		LastPass:  t.lastPass,
		Moves:     r.moves,
	}
}

type final struct {
	entry int
	pos   board.Position
}

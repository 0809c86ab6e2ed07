package rules

import (
	"fmt"
	"unsafe"

	"github.com/rulediff/rulediff/rules/board"
)

// play replays one play: the shared facts once, then the judges only when
// the facts hold something a judge could object to (the fast path of a
// fresh position skips them all).
func (r *Replayer) play(s *Step) {
	r.moves++
	c := s.Color
	f := &r.facts
	if !isColor(c) {
		f.unapplied(r.moves, s)
		r.notes = append(r.notes, Note{Move: r.moves, Msg: "a play without a colour: ignored"})
		return
	}
	if c == r.lastMover {
		r.notes = append(r.notes, Note{Move: r.moves, Msg: fmt.Sprintf("two moves in a row by %s", colorName(c))})
	}
	r.lastMover = c
	res, err := r.board.Play(s.X, s.Y, c)
	if err != nil {
		f.unapplied(r.moves, s)
		r.refuse(f, err)
		return
	}
	opp := c.Opponent()
	// Field by field, each once: a whole-struct store would pay write
	// barriers for the slices on every move.
	f.Move, f.Color, f.Pass, f.X, f.Y, f.Applied = r.moves, c, false, s.X, s.Y, true
	point := s.Y*r.w + s.X // kept in a register for push and Kee
	f.Point = point
	f.Captured, f.Suicide, f.KoPoint = res.Captured, res.Suicided, res.KoPoint
	f.Stones, f.Libs = int(res.Chain.Stones), int(res.Chain.PseudoLibs)
	f.Repeats = f.Repeats[:0]
	// The board's list of removed stones is one buffer: store its header
	// only when it is not already there (a pointer store costs a write
	// barrier while the GC marks).
	if rm := r.board.Removed(); unsafe.SliceData(rm) != unsafe.SliceData(f.Removed) {
		f.Removed = rm
	} else {
		f.Removed = f.Removed[:len(rm)]
	}
	f.KoRetake = f.Point == r.koPoint && r.koBy == opp
	r.koPoint, r.koBy = res.KoPoint, c
	f.Hash = r.board.Hash()
	// repeats, its probe here: a position new to the segment (nearly
	// every play) costs no call.
	if e := r.hist.probe(f.Hash & hashMask); e >= 0 {
		if reps := r.hist.confirm(e, &r.board, f.Repeats); len(reps) > 0 {
			f.Repeats = reps // else f.Repeats is already reps, empty
		}
	}

	r.cur.prisoners[c] += int32(res.Captured)
	r.cur.prisoners[opp] += int32(res.Suicided)
	r.cur.moves = int32(r.moves)
	r.passRun = 0
	if len(r.kataGos) > 0 {
		r.kataGoPlay(c)
	}
	if r.phase.oneDone && !r.phase.twoDone {
		r.phase.run = 0
		r.phase.plays[c]++
	}

	keeLegal := true
	if f.Suicide > 0 || f.KoRetake || len(f.Repeats) > 0 {
		keeLegal = r.judgeAll(f)
	} else if r.scope.holds(f) {
		// An ordinary play (no suicide to rule on): the built-in rules
		// have nothing to say, only registered judges are asked, each
		// within its scope.
		for _, i := range r.judged {
			st := &r.states[i]
			if st.asks(f, View{r}) {
				st.asked, r.asked = true, true
				r.record(st, f, st.judge.Judge(f, View{r}))
			}
		}
	}
	idx := r.hist.push(int32(r.moves), c, false, int32(point), opp, &r.board)
	if afterStepShortcut && !r.asked && r.board.RemovedChains() == 0 && len(f.Repeats) == 0 {
		// afterStep's common case, inline (a call less on nine plays in
		// ten): a play that removes nothing and repeats nothing, no
		// judge asked about it. It is ordinary (f.ordinary: a suicide
		// removes the mover's stones, a ko retake captures the lone
		// stone whose one liberty it fills), and Kee's rule A.3, which
		// forbids repetitions only, allowed it (keeLegal). So afterStep
		// would only place Kee's stone (keeRecord does no more when
		// nothing is removed); the judges observe an ordinary play only
		// if asked, and none was (r.asked is set with each st.asked,
		// afterStep clears them together); no repetition, no cycle; and
		// Kee's no-legal-turn test needs a repetition or a permanent
		// mark on entry idx, which push has just written unmarked and
		// only keeRemoved marks (nothing removed).
		if r.keeRules > 0 {
			r.kee.placeAt(point, c, idx)
		}
		return
	}
	r.afterStep(f, idx, keeLegal)
}

// afterStepShortcut is a test hook: TestAfterStepShortcutOnCorpora turns
// play's inline afterStep off and compares.
var afterStepShortcut = true

// unapplied sets the facts of a play that is not applied (no colour, or
// refused by the board): nothing captured, no point, no repetition.
func (f *Facts) unapplied(move int, s *Step) {
	f.Move, f.Color, f.Pass, f.X, f.Y, f.Point, f.Applied = move, s.Color, false, s.X, s.Y, -1, false
	f.Captured, f.Suicide, f.KoRetake, f.KoPoint, f.Hash = 0, 0, false, -1, 0
	f.Stones, f.Libs = 0, 0
	f.Repeats = f.Repeats[:0]
}

// judgeAll has every ruleset rule on the applied play f, which holds
// something a built-in rule may object to (a suicide, a ko retake, a
// repetition), and reports whether Kee's rule A.3 allows it. Out of play's
// fast path: most plays never build a Verdict for Kee.
func (r *Replayer) judgeAll(f *Facts) (keeLegal bool) {
	kee := Legal
	if r.keeRules > 0 && len(f.Repeats) > 0 {
		kee = r.keeJudge(f.Color, false, f.Repeats, -1)
	}
	for i := range r.states {
		st := &r.states[i]
		r.record(st, f, r.judgePlay(st, f, kee))
	}
	return kee.Legal
}

// record keeps st's ruling v on the applied play f when it forbids it.
func (r *Replayer) record(st *rsState, f *Facts, v Verdict) {
	if !v.Legal {
		st.out.Forbidden = append(st.out.Forbidden, Forbidden{Move: f.Move, X: f.X, Y: f.Y, Rule: v.Rule, Detail: v.Detail, Reason: v.Reason})
	}
}

// pass replays one pass.
func (r *Replayer) pass(s *Step) {
	r.moves++
	c := s.Color
	f := &r.facts
	f.Move, f.Color, f.Pass, f.X, f.Y, f.Point, f.Applied = r.moves, c, true, -1, -1, -1, true
	f.Captured, f.Suicide, f.KoRetake, f.KoPoint, f.Hash = 0, 0, false, -1, 0
	f.Stones, f.Libs = 0, 0
	f.Repeats, f.Removed = f.Repeats[:0], nil
	if !isColor(c) {
		r.notes = append(r.notes, Note{Move: r.moves, Msg: "a pass without a colour: ignored"})
		return
	}
	if c == r.lastMover {
		r.notes = append(r.notes, Note{Move: r.moves, Msg: fmt.Sprintf("two moves in a row by %s", colorName(c))})
	}
	r.lastMover = c
	r.koPoint = -1 // a pass lifts a basic ko
	f.Hash = r.board.Hash()
	f.Repeats = r.hist.repeats(&r.board, f.Repeats)
	passedHere := r.passedHere(c, f.Repeats)
	r.cur.passes[c]++
	r.cur.lastPass = c
	r.cur.moves = int32(r.moves)
	r.passRun++
	switch {
	case !r.phase.oneDone:
		r.phase.oneDone = r.passRun >= 2
	case !r.phase.twoDone:
		r.phase.run++
		r.phase.twoDone = r.phase.run >= 2
	}

	kee := Legal
	if r.keeRules > 0 && len(f.Repeats) > 0 {
		kee = r.keeJudge(c, true, f.Repeats, -1)
	}
	for i := range r.states {
		st := &r.states[i]
		if st.rs.Ko == KoKeeDSSK && !kee.Legal {
			st.out.Forbidden = append(st.out.Forbidden, Forbidden{Move: f.Move, X: -1, Y: -1, Rule: kee.Rule, Reason: kee.Reason})
		}
	}
	idx := r.hist.add(Entry{Move: int32(r.moves), By: c, Pass: true, Point: -1, ToMove: c.Opponent()}, &r.board)
	for i := range r.states {
		st := &r.states[i]
		switch {
		case st.kg != nil:
			r.kataGoPass(st, c, f.Repeats, idx)
		case !st.ended && r.passesEnd(st, c, passedHere):
			r.end(st, EndPasses, idx)
		}
	}
	r.afterStep(f, idx, kee.Legal)
}

// passedHere reports whether c passed before in this position (since the
// last setup change): reps are the entries holding it.
func (r *Replayer) passedHere(c board.Color, reps []int32) bool {
	for _, e := range reps {
		if en := r.hist.entries[e]; en.Pass && en.By == c {
			return true
		}
	}
	return false
}

// refuse records a play that cannot be applied: illegal everywhere, the
// position unchanged, nothing added to the history.
func (r *Replayer) refuse(f *Facts, err error) {
	rule, why := RuleOccupied, "the point is occupied"
	if err == board.ErrOffBoard {
		rule, why = RuleOffBoard, "the point is off the board"
	}
	r.notes = append(r.notes, Note{Move: f.Move, Msg: fmt.Sprintf("%s at %s: %s; the move is not applied", colorName(f.Color), pointLabel(f.X, f.Y, r.w, r.h), why)})
	for i := range r.states {
		st := &r.states[i]
		st.out.Forbidden = append(st.out.Forbidden, Forbidden{Move: f.Move, X: f.X, Y: f.Y, Rule: rule, Reason: why})
	}
}

// afterStep runs what follows every applied step: Kee's histories,
// registered judges' own state, long cycles, Kee's no-legal-turn.
func (r *Replayer) afterStep(f *Facts, idx int, keeLegal bool) {
	if r.keeRules > 0 {
		if f.Pass || !keeLegal || r.board.RemovedChains() > 0 {
			r.keeRecord(f, idx, keeLegal)
		} else {
			r.kee.place(f, idx)
		}
	}
	if ordinary := f.ordinary(); !ordinary || r.asked {
		for _, i := range r.judged {
			st := &r.states[i]
			if !ordinary || st.asked {
				st.judge.Observe(f, View{r})
			}
			st.asked = false
		}
		r.asked = false
	}
	if r.cycles && len(f.Repeats) > 0 {
		r.checkCycle(f, idx)
	}
	// checkNoLegalTurn's first test (inPermanent), inline: most moves
	// repeat nothing and their own position is in no permanent history.
	if r.keeRules > 0 && r.kee.perms > 0 &&
		(len(f.Repeats) > 0 || r.hist.recs[idx].mark&permMark(f.Color.Opponent()) != 0) {
		r.checkNoLegalTurn(f.Color.Opponent(), f.Repeats, idx)
	}
}

func colorName(c board.Color) string {
	switch c {
	case board.Black:
		return "Black"
	case board.White:
		return "White"
	}
	return "nobody"
}

// pointLabel names a point in a note as the reports name it (GTP, or SGF
// letters beyond 25 columns), a point off the board by its SGF letters,
// and by its coordinates when even those cannot say it.
func pointLabel(x, y, w, h int) string {
	switch {
	case x >= 0 && x < w && y >= 0 && y < h:
		return board.PointName(x, y, w, h)
	case x >= 0 && x < 52 && y >= 0 && y < 52:
		return board.SGFPoint(x, y) + " (off the board)"
	}
	return fmt.Sprintf("(%d,%d) (off the board)", x, y)
}

package compare

import (
	"fmt"
	"strconv"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// Ending is how a record ended: one answer for the whole game, where each
// verdict's End says what its ruleset makes of it. Statistics of winner
// flips and score differences take the games that ended by passes or were
// counted, and leave the others out unless asked.
type Ending string

const (
	// EndingPasses: the record ends with two passes in a row.
	EndingPasses Ending = "passes"
	// EndingCounted: no closing passes, but RE is a count (a margin or a
	// draw) and the final position is settled once its dead stones are
	// removed (score.Settle): the players or a server counted it (Fox
	// stops its records without passes when the players ask for a count).
	// A draw is a count only when the position counts within jigoSlack
	// of jigo; farther, it is a draw agreed (howended_draw.go).
	// Area counting then fills its dame in turn (RULES.md §5.1). How the
	// game ended is the record's fact; how sure the dead stones are is
	// the dead-stone source's (Game.DeadUncertain), reported apart.
	EndingCounted Ending = "counted"
	// EndingResignation, EndingTime, EndingForfeit: RE says so. A loss
	// by an illegal move or a violation (B+Illegal, B+V) is a forfeit.
	EndingResignation Ending = "resignation"
	EndingTime        Ending = "time"
	EndingForfeit     Ending = "forfeit"
	// EndingUnfinished: anything else (no RE, RE a winner without a
	// margin or a decision, a count or a draw written on a position that
	// is not settled, a draw on a settled position far from jigo, a
	// position cut short); Game.EndingReason says which.
	EndingUnfinished Ending = "unfinished"
)

// EndCounted is a verdict's end state when the record was counted
// without closing passes (Game.Ending is EndingCounted) and the ruleset's
// own end was not reached: the players ended it by agreement, as every
// ruleset allows.
const EndCounted rules.End = "counted"

// Endings lists the endings in the order reports give them.
var Endings = []Ending{EndingPasses, EndingCounted, EndingResignation, EndingTime, EndingForfeit, EndingUnfinished}

// Finished reports whether the game's score is a finished game's: it
// ended by passes or was counted.
func (e Ending) Finished() bool { return e == EndingPasses || e == EndingCounted }

// wonWithoutCount is the ending of a record whose RE says it was won by
// resignation, on time, by forfeit or by an illegal move, with its
// reason; ok is false for any other RE. The reasons of the common RE
// values are made once (commonWon): a string a game otherwise.
func wonWithoutCount(re sgfio.Result) (e Ending, why string, ok bool) {
	k := wonKey{re.Kind, re.Winner, re.Raw}
	if w, ok := commonWon[k]; ok {
		return w.e, w.why, true
	}
	return wonReason(re)
}

// wonReason is wonWithoutCount, the reason made.
func wonReason(re sgfio.Result) (Ending, string, bool) {
	loser := colorName(color(re.Winner).Opponent()) // "The player" when RE names no winner
	switch re.Kind {
	case sgfio.ResultResign:
		return EndingResignation, "RE " + re.Raw + ": " + loser + " resigned", true
	case sgfio.ResultTime:
		return EndingTime, "RE " + re.Raw + ": " + loser + " lost on time", true
	case sgfio.ResultForfeit:
		return EndingForfeit, "RE " + re.Raw + ": " + loser + " forfeited", true
	case sgfio.ResultIllegal:
		return EndingForfeit, "RE " + re.Raw + ": " + loser + " lost by breaking a rule (an illegal move)", true
	}
	return "", "", false
}

// wonKey is what wonReason reads of a result.
type wonKey struct {
	kind   sgfio.ResultKind
	winner sgfio.Color
	raw    string
}

// wonEnding is wonReason's ending and reason.
type wonEnding struct {
	e   Ending
	why string
}

// commonWon holds wonReason of the RE values most records write.
var commonWon = func() map[wonKey]wonEnding {
	m := map[wonKey]wonEnding{}
	for _, w := range []string{"B", "W"} {
		for _, how := range []string{"R", "Resign", "T", "Time", "F"} {
			re := sgfio.ParseResult(w + "+" + how)
			if e, why, ok := wonReason(re); ok {
				m[wonKey{re.Kind, re.Winner, re.Raw}] = wonEnding{e, why}
			}
		}
	}
	return m
}()

// classifyEnding decides how the record ended (Game.Ending and its
// reason). t is the replay's tally at the end (its final position and
// prisoners), handicap its handicap stones; dead gives the final
// position's dead stones, asked only for a record whose RE is a count
// without closing passes. It returns the colour that fills the dame first
// when the game was counted (the player to move after the last move),
// Empty otherwise.
func classifyEnding(g *Game, rec *sgfio.Game, t *rules.Tally, handicap int, dead func() []int) board.Color {
	final := t.Final
	set := func(e Ending, why string) board.Color {
		g.Ending, g.EndingReason = e, why
		return board.Empty
	}
	re := rec.Result
	switch {
	case g.Err != nil:
		return set(EndingUnfinished, "the record cannot be replayed")
	case g.Moves < len(rec.Moves):
		return set(EndingUnfinished, fmt.Sprintf("the position is cut short at move %d of %d", g.Moves, len(rec.Moves)))
	}
	if e, why, ok := wonWithoutCount(re); ok {
		return set(e, why)
	}
	if n := len(rec.Moves); n >= 2 && rec.Moves[n-1].Pass && rec.Moves[n-2].Pass {
		return set(EndingPasses, "the record ends with two passes")
	}
	switch {
	case re.Kind == sgfio.ResultNone:
		return set(EndingUnfinished, "no RE, no closing passes")
	case re.Kind == sgfio.ResultDecided:
		return set(EndingUnfinished, "RE "+re.Raw+": a decision without a count")
	case re.WinnerOnly():
		return set(EndingUnfinished, "RE "+re.Raw+" names the winner only, and the record has no closing passes")
	case re.Kind == sgfio.ResultVoid:
		return set(EndingUnfinished, "RE "+re.Raw+": no result")
	case re.Kind == sgfio.ResultUnknown:
		return set(EndingUnfinished, "RE "+quoteRE(re.Raw)+" gives no result")
	}
	// A count or a draw without closing passes: counted if settled.
	what := "RE " + re.Raw + " is a count"
	if re.Kind == sgfio.ResultDraw {
		what = "RE " + re.Raw + " is a draw"
	}
	if len(final.Stones) != final.W*final.H || final.W == 0 {
		return set(EndingUnfinished, what+", but the final position cannot be read")
	}
	d := dead()
	s := score.Settle(final, d)
	g.Settlement = s
	switch {
	case s.Open > 0:
		return set(EndingUnfinished, fmt.Sprintf("%s, but the position is not settled: an open border at %s (%s next to no stone)",
			what, pointAt(final, s.At), plural(s.Open, "contested point")))
	case s.Unreached > 0:
		return set(EndingUnfinished, fmt.Sprintf("%s, but the position is not settled: %s at %s next to no stone",
			what, plural(s.Unreached, "empty point"), pointAt(final, s.At)))
	case s.AtariAt >= 0:
		return set(EndingUnfinished, fmt.Sprintf("%s, but the position is not settled: the chain at %s is in atari on the border",
			what, pointAt(final, s.AtariAt)))
	}
	first := board.Black
	if n := len(rec.Moves); n > 0 {
		first = color(rec.Moves[n-1].Color).Opponent()
	} else if rec.PL != sgfio.Empty {
		first = color(rec.PL)
	}
	if re.Kind == sgfio.ResultDraw {
		if count, agreed := agreedDraw(rec, t, handicap, d, first); agreed {
			return set(EndingUnfinished, fmt.Sprintf("%s, but the settled position counts %s: a draw agreed, not a jigo", what, count))
		}
	}
	why := what + " on a settled position"
	if s.Dame+s.Border > 0 {
		why += " (" + plural(s.Dame, "dame")
		if s.Border > 0 {
			why += ", " + plural(s.Border, "border point")
		}
		why += ")"
	}
	g.Ending, g.EndingReason = EndingCounted, why
	return first
}

func pointAt(p board.Position, i int) string {
	if i < 0 || p.W == 0 {
		return "?"
	}
	return board.PointName(i%p.W, i/p.W, p.W, p.H)
}

// plural is "1 dame", "3 border points": n and the noun, with an s past
// one (dame stays dame).
func plural(n int, noun string) string {
	s := strconv.Itoa(n) + " " + noun
	if n != 1 && noun != "dame" {
		s += "s"
	}
	return s
}

// quoteRE keeps a long unreadable RE short in a reason.
func quoteRE(raw string) string {
	r := []rune(raw)
	if len(r) > 40 {
		return strconv.Quote(string(r[:40]) + "…")
	}
	return strconv.Quote(raw)
}

// howEnded classifies the record's ending (classifyEnding), reading its
// final position with the dead stones the verdicts will use.
func (a *Auditor) howEnded(g *Game, rec *sgfio.Game, out *rules.Outcome, cache *deadCache, cutShort bool) board.Color {
	t := &out.Tally
	return classifyEnding(g, rec, t, out.Handicap, func() []int {
		return cache.get(a, g, rec, t.Final, cutShort).dead
	})
}

// assumed reports whether the record's komi is one its own result
// contradicts (KM[0] or none, and a half-point margin): Options.AssumeKomi
// replaces it.
func assumed(rec *sgfio.Game) bool { return sgfio.ZeroContradicted(rec.Komi, rec.Result) }

// komiWarning says that a game was scored with the assumed komi.
func (a *Auditor) komiWarning(g *Game, rec *sgfio.Game) {
	k := a.opts.AssumeKomi
	if _, numeric := a.opts.Komi.Value(); k == nil || numeric || !assumed(rec) {
		return
	}
	km := "no KM"
	if rec.Komi.Present {
		km = "KM[" + rec.Komi.Raw + "]"
	}
	g.Warnings = append(g.Warnings, Warning{Msg: fmt.Sprintf("%s contradicted by RE[%s]: scored with komi %s (assumed, --assume-komi)",
		km, rec.Result.Raw, strconv.FormatFloat(*k, 'f', -1, 64))})
}

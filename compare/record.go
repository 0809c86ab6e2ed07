package compare

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// Warning is something compare found about a record (an implied handicap
// placed, a move the replay could not apply), at a place in its file.
type Warning struct {
	Msg  string
	Pos  sgfio.Pos // zero when the place is unknown
	Move int       // the move it concerns, 0 for none
}

func color(c sgfio.Color) board.Color {
	switch c {
	case sgfio.Black:
		return board.Black
	case sgfio.White:
		return board.White
	}
	return board.Empty
}

// ToRules converts an sgfio record into the rules-level record: root setup
// (with the standard handicap stones placed when the record leaves them
// implicit, RULES.md §5.6), setup changes in mid-record before the move they
// precede, moves and passes (an invalid point becomes an off-board play,
// never a pass), who moves first, and how the record ended (RE). The
// warnings say what was added or assumed. It reuses dst's slices.
func ToRules(rec *sgfio.Game, dst *rules.Game) []Warning {
	var warns []Warning
	*dst = rules.Game{W: rec.Width, H: rec.Height, Setup: dst.Setup[:0], Steps: dst.Steps[:0],
		First: color(rec.PL), Handicap: rec.Handicap.HA}
	dst.Setup = appendSetup(dst.Setup, rec.Setup)
	// sgfio decides whether the stones are implied (it counts the setup
	// nodes before move 1 too, where Fox writes AB): compare places them.
	if rec.Handicap.Implied {
		if pts := rules.HandicapPoints(rec.Width, rec.Height, rec.Handicap.HA); pts != nil {
			dst.Setup = append(dst.Setup, pts...)
			warns = append(warns, Warning{Msg: fmt.Sprintf("HA[%d] with no handicap stones and White to move first: the %d standard handicap stones are placed", rec.Handicap.HA, len(pts))})
		} else {
			warns = append(warns, Warning{Msg: fmt.Sprintf("HA[%d] with no handicap stones and White to move first, but a %dx%d board has no standard placement: none placed", rec.Handicap.HA, rec.Width, rec.Height)})
		}
	}
	// The moves between two setup changes are converted in one run: a
	// change goes before move Before (1-based), or at once when that
	// move is already behind.
	steps := slices.Grow(dst.Steps, len(rec.Moves)+len(rec.Changes))
	i := 0
	for _, c := range rec.Changes {
		if end := min(max(c.Before-1, i), len(rec.Moves)); end > i {
			steps = appendMoves(steps, rec.Moves[i:end])
			i = end
		}
		steps = appendChange(steps, c)
	}
	dst.Steps = appendMoves(steps, rec.Moves[i:])
	r := rec.Result
	if r.Winner != sgfio.Empty {
		switch r.Kind {
		case sgfio.ResultResign:
			dst.Ending = rules.RecordResignation
		case sgfio.ResultTime:
			dst.Ending = rules.RecordTime
		case sgfio.ResultForfeit:
			dst.Ending = rules.RecordForfeit
		}
		if dst.Ending != rules.RecordStops {
			dst.Loser = color(r.Winner).Opponent()
		}
	}
	return warns
}

// stepColor is color as a table (sgfio's colours are 0, 1 and 2).
var stepColor = [256]board.Color{sgfio.Black: board.Black, sgfio.White: board.White}

// appendMoves appends a step for each move. The steps are written in
// place, field by field: appending a built Step (48 bytes, with a slice)
// was a tenth of the conversion's time on stalled copies.
func appendMoves(steps []rules.Step, moves []sgfio.Move) []rules.Step {
	n := len(steps)
	if cap(steps)-n < len(moves) {
		steps = slices.Grow(steps, len(moves))
	}
	steps = steps[:n+len(moves)]
	out := steps[n:]
	moves = moves[:len(out)] // the same length: no bounds tests in the loop
	for i := range out {
		m, st := &moves[i], &out[i]
		if st.Setup != nil {
			st.Setup = nil // a setup step of an earlier game
		}
		st.Color = stepColor[m.Color]
		if !m.Pass && !m.Invalid {
			st.Kind, st.X, st.Y = rules.StepPlay, int(m.X), int(m.Y)
			continue
		}
		st.Kind, st.X, st.Y = rules.StepPlay, -1, -1 // an invalid point: an off-board play, never a pass
		if m.Pass {
			st.Kind = rules.StepPass // as rules.Pass
		}
	}
	return steps
}

func appendSetup(dst []rules.Stone, s sgfio.Setup) []rules.Stone {
	for _, p := range s.Empty {
		dst = append(dst, rules.Stone{X: p.X, Y: p.Y, Color: board.Empty})
	}
	for _, p := range s.Black {
		dst = append(dst, rules.Stone{X: p.X, Y: p.Y, Color: board.Black})
	}
	for _, p := range s.White {
		dst = append(dst, rules.Stone{X: p.X, Y: p.Y, Color: board.White})
	}
	return dst
}

func appendChange(steps []rules.Step, s sgfio.Setup) []rules.Step {
	st := appendSetup(nil, s)
	if len(st) == 0 {
		return steps // a PL alone: the replay follows the movers
	}
	return append(steps, rules.Setup(st...))
}

package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// diagramCursor is where the Auditor's diagram board stands in the game
// being audited: after steps[:step], which hold moves moves. Divergences
// ask for positions in increasing move order (legality ones are sorted,
// end ones follow), so going forward from the last position makes the
// diagrams of a game cost one replay in all, not one per divergence.
type diagramCursor struct {
	valid       bool
	step, moves int
	replayed    int // steps applied for this game's diagrams, restarts included
}

// resetDiagrams forgets the cursor: the next positionAfter starts from
// the beginning of the game. Called once per game, before its divergences.
func (a *Auditor) resetDiagrams() { a.cursor = diagramCursor{} }

// positionAfter replays rg with the plain mechanics up to move m (m <= 0:
// the start) and returns the position, for the diagram of a divergence.
// A play that cannot be applied changes nothing, as in the replay. It
// goes on from the previous call's position when m is not before it.
func (a *Auditor) positionAfter(rg *rules.Game, m int) *board.Position {
	b := &a.board
	if !a.cursor.valid || m < a.cursor.moves {
		if !a.startDiagram(rg) {
			return nil
		}
	}
	c := &a.cursor
	for ; c.step < len(rg.Steps); c.step++ {
		if c.moves >= m {
			break
		}
		s := rg.Steps[c.step]
		c.replayed++
		switch s.Kind {
		case rules.StepSetup:
			for _, st := range s.Setup {
				_ = b.Set(st.X, st.Y, st.Color)
			}
		case rules.StepPlay:
			c.moves++
			_, _ = b.Play(s.X, s.Y, s.Color)
		case rules.StepPass:
			c.moves++
		}
	}
	p := b.Position()
	return &p
}

// startDiagram puts the diagram board at the start of rg: its size and
// setup stones.
func (a *Auditor) startDiagram(rg *rules.Game) bool {
	a.cursor = diagramCursor{replayed: a.cursor.replayed}
	b := &a.board
	if err := b.Reset(rg.W, rg.H); err != nil {
		return false
	}
	if len(rg.Setup) > 0 {
		pos := board.NewPosition(rg.W, rg.H)
		for _, s := range rg.Setup {
			if pos.OnBoard(s.X, s.Y) { // off-board setup is ignored, as in the replay
				pos.Stones[s.Y*rg.W+s.X] = s.Color
			}
		}
		if err := b.SetPosition(pos); err != nil {
			return false
		}
	}
	a.cursor.valid = true
	return true
}

package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// positionAfter replays rg with the plain mechanics up to move m (m <= 0:
// the start) and returns the position, for the diagram of a divergence.
// A play that cannot be applied changes nothing, as in the replay.
func (a *Auditor) positionAfter(rg *rules.Game, m int) *board.Position {
	b := &a.board
	if err := b.Reset(rg.W, rg.H); err != nil {
		return nil
	}
	if len(rg.Setup) > 0 {
		pos := board.NewPosition(rg.W, rg.H)
		for _, s := range rg.Setup {
			if pos.OnBoard(s.X, s.Y) { // off-board setup is ignored, as in the replay
				pos.Stones[s.Y*rg.W+s.X] = s.Color
			}
		}
		if err := b.SetPosition(pos); err != nil {
			return nil
		}
	}
	moves := 0
	for _, s := range rg.Steps {
		if moves >= m {
			break
		}
		switch s.Kind {
		case rules.StepSetup:
			for _, st := range s.Setup {
				_ = b.Set(st.X, st.Y, st.Color)
			}
		case rules.StepPlay:
			moves++
			_, _ = b.Play(s.X, s.Y, s.Color)
		case rules.StepPass:
			moves++
		}
	}
	p := b.Position()
	return &p
}

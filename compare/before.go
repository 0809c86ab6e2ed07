package compare

import (
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
)

// positionsAround returns the positions before and after move m, for the
// boards of a divergence at m (the HTML report shows them side by side).
// They are asked in increasing move order, so that positionAfter may go
// forward from its last position, and a divergence at the same move as
// the last one made (one per class) shares that one's positions.
func (a *Auditor) positionsAround(rg *rules.Game, m int, made []Divergence) (before, after *board.Position) {
	if n := len(made); n > 0 && made[n-1].Move == m && made[n-1].Diagram != nil {
		return made[n-1].Before, made[n-1].Diagram
	}
	before = a.positionAfter(rg, m-1)
	return before, a.positionAfter(rg, m)
}

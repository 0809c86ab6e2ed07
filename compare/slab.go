package compare

import "github.com/rulediff/rulediff/internal/slab"

// divMem is the memory of a game's score divergences' terms and camps
// (Divergence.Terms, Divergence.Camps): a report copies both, so Recycle
// hands it to the next game, whose scores empty it and make theirs in
// it. The camps' margins and names are made apart: a report keeps them.
type divMem struct {
	terms slab.Slab[Term]
	camps slab.Slab[Camp]
}

// hasMemory reports whether m holds memory worth handing on.
func (m *divMem) hasMemory() bool { return m.terms.HasMemory() || m.camps.HasMemory() }

package score

import (
	"math/rand"
	"sync"

	"github.com/rulediff/rulediff/rules/board"
)

// SetShareFillChains switches the fillings' copy of their chains
// (shareFillChains), counts the copies from the shared board in
// *copies, and empties the fillings' scratch pool: no filling remembers
// a board filled before.
func SetShareFillChains(on bool, copies *int) (restore func()) {
	old, oldSeen := shareFillChains, fillChainsShared
	shareFillChains = on
	fillChainsShared = func() { *copies++ }
	fillScratchPool = sync.Pool{}
	return func() { shareFillChains, fillChainsShared = old, oldSeen }
}

// RandomFillBoard is randomFillBoard (fill_equiv_test.go).
func RandomFillBoard(rng *rand.Rand, minSide int) board.Position {
	return randomFillBoard(rng, minSide)
}

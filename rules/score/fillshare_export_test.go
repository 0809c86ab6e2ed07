package score

import "sync"

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

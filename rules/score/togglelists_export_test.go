package score

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// OwnedListsChecked reads in (base with other dead stones) through t
// and, when it removes one more whole chain (relabel's inputs), compares
// the owned lists made from the base's (ToggleBound.ownedLists) with
// ownedLists' scan of relabel's label, as sets, for both colours: made
// reports whether it did, msg the first difference.
func OwnedListsChecked(t *ToggleBound, in Input) (made bool, msg string) {
	t.MayReach(in, 0)
	if !t.lastOne {
		return false, ""
	}
	a, put := withDeadRemoved(in)
	defer put()
	t.relabel(a, t.stack)
	if bl := t.baseLabelling(); !slices.Equal(bl.region, t.region) {
		return true, fmt.Sprintf("the base's region ids: label's %v, MayReach's %v", bl.region, t.region)
	}
	order := func(x, y regionStone) int {
		return cmp.Or(cmp.Compare(x.region, y.region), cmp.Compare(x.stone, y.stone))
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		got := slices.SortedFunc(slices.Values(t.ownedLists(a, c, nil)), order)
		s := new(boundScratch)
		a.ownedLists(s, c)
		want := slices.SortedFunc(slices.Values(s.pairs), order)
		if !slices.Equal(got, want) {
			return true, fmt.Sprintf("%v's owned lists %v from the base's, the scan's %v", c, got, want)
		}
	}
	return true, ""
}

// SetToggleLists switches Count's owned lists made from the base's
// (toggleLists) and returns the function that restores it.
func SetToggleLists(on bool) (restore func()) {
	old := toggleLists
	toggleLists = on
	return func() { toggleLists = old }
}

// ToggleOwnedLists is the number of pairs ToggleBound.ownedLists lists
// for each colour on the input (one more whole chain removed than t's
// base), after MayReach and relabel.
func ToggleOwnedLists(t *ToggleBound, in Input) (black, white int) {
	t.MayReach(in, 0)
	a, put := withDeadRemoved(in)
	defer put()
	t.relabel(a, t.stack)
	return len(t.ownedLists(a, board.Black, nil)), len(t.ownedLists(a, board.White, nil))
}

// RegionPoints exposes regionPoints: each region's points, by region.
func RegionPoints(region []int32, regions int) (at, pts []int32) {
	return regionPoints(region, regions)
}

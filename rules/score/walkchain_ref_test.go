package score

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// walkChainRef is walkChain as it was before #17cc (main cab5189): the
// neighbours read through a slice of nbr, the colour read again in each
// case, deadStands called. The reference of SetCheckWalk.
func (a *analysis) walkChainRef(q, r int32, dst []int32, gen uint32, escapes bool) (stones []int32, libs, open int, last int32) {
	c := a.work[q]
	lg := a.nextGen() // this walk's marks: stones and liberties
	a.mark[q], a.visit[q] = lg, gen
	dst = append(dst, q)
	last = -1
	nbr := a.g.nbr
	first := int32(-1) // the first liberty's edge from a stone of r's chain
	for h := 0; h < len(dst); h++ {
		j := dst[h]
		for t, k := range nbr[4*j : 4*j+4] {
			if k < 0 || a.mark[k] == lg {
				continue
			}
			switch {
			case a.work[k] == board.Empty:
				if libs == 1 {
					if first >= 0 && a.parent[a.g.pad[j]] == r {
						a.libEdges[r] = [2]int32{first, 4*j + int32(t)}
					}
					return dst, 2, 2, last
				}
				if walkStopEarly && a.passedBy(k, c, escapes) {
					if countWalksStopped {
						walksStopped.Add(1)
					}
					if r >= 0 && a.parent[a.g.pad[j]] == r {
						a.libEdges[r] = [2]int32{4*j + int32(t), -1}
					}
					return dst, 2, 2, k
				}
				if r >= 0 && a.parent[a.g.pad[j]] == r {
					first = 4*j + int32(t)
				}
				a.mark[k] = lg
				libs++
				open++
				last = k
			case a.deadStands(k):
				if a.work[k] != c { // the opponent's dead stone: off, as marked
					a.mark[k] = lg
					open++
				}
			case a.work[k] == c:
				a.mark[k], a.visit[k] = lg, gen
				dst = append(dst, k)
			}
		}
	}
	return dst, libs, open, last
}

// checkedWalks counts the walks the test mode compared, walksLong those
// among them that listed more than one stone.
var checkedWalks, walksLong atomic.Int64

// SetCheckWalk switches the test mode in which every walk of playOut is
// walked twice from the same state, by walkChainRef and by walkChain,
// and the two compared (the stones listed, in order, the counts, the
// liberty named, and every mark, visit stamp and liberty edge left),
// panicking at a difference. It returns the function that switches it
// back.
func SetCheckWalk(on bool) (restore func()) {
	old := checkWalk
	checkWalk = nil
	if on {
		checkWalk = walkBoth
	}
	return func() { checkWalk = old }
}

// CheckedWalks returns the walks compared so far, and those that listed
// more than one stone.
func CheckedWalks() (walks, long int) { return int(checkedWalks.Load()), int(walksLong.Load()) }

func walkBoth(a *analysis, q, r int32, dst []int32, gen uint32, escapes bool) ([]int32, int, int, int32) {
	mark, visit, edges, g := slices.Clone(a.mark), slices.Clone(a.visit), slices.Clone(a.libEdges), a.gen
	refDst, refLibs, refOpen, refLast := a.walkChainRef(q, r, slices.Clone(dst), gen, escapes)
	refMark, refVisit, refEdges, refGen := slices.Clone(a.mark), slices.Clone(a.visit), slices.Clone(a.libEdges), a.gen
	copy(a.mark, mark)
	copy(a.visit, visit)
	copy(a.libEdges, edges)
	a.gen = g
	got, libs, open, last := a.walkChain(q, r, dst, gen, escapes)
	switch {
	case !slices.Equal(got, refDst) || libs != refLibs || open != refOpen || last != refLast:
		panic(fmt.Sprintf("walkChain from %d: stones %v, %d liberties, %d open, last %d; walkChainRef: %v, %d, %d, %d",
			q, got, libs, open, last, refDst, refLibs, refOpen, refLast))
	case !slices.Equal(a.mark, refMark) || a.gen != refGen:
		panic(fmt.Sprintf("walkChain from %d: the marks differ from walkChainRef's", q))
	case !slices.Equal(a.visit, refVisit):
		panic(fmt.Sprintf("walkChain from %d: the visit stamps differ from walkChainRef's", q))
	case !slices.Equal(a.libEdges, refEdges):
		panic(fmt.Sprintf("walkChain from %d: the liberty edges differ from walkChainRef's", q))
	}
	checkedWalks.Add(1)
	if len(got) > 1 {
		walksLong.Add(1)
	}
	return got, libs, open, last
}

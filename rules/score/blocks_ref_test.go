package score

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/rulediff/rulediff/rules/board"
)

// blocksFlood is findBlocks as it was (the reference of SetCheckBlocks
// and SetBlocksByFlood): each block flooded point by point, in index
// order of its first point.
func blocksFlood(a *analysis) {
	a.blocks = a.blocks[:0]
	pc, block, col, seki, nbr := a.pc, a.block, a.col, a.seki, a.g.nbr
	for i := range block {
		block[i] = -1
		pc[i] = a.pointColour(i)
	}
	stack := a.stack[:0]
	for i := range col {
		c := pc[i]
		if block[i] >= 0 || c == board.Empty {
			continue
		}
		id := int32(len(a.blocks))
		b := blockInfo{color: c}
		block[i] = id
		stack = append(stack[:0], int32(i))
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			stone := col[j] != board.Empty
			if stone {
				b.stones++
				b.seki = b.seki || a.inSeki[j]
			} else {
				b.territory++
			}
			for _, k := range nbr[4*j : 4*j+4] {
				if k < 0 {
					continue
				}
				if stone && seki[k] {
					b.shared = true
				}
				if block[k] < 0 && pc[k] == c {
					block[k] = id
					stack = append(stack, k)
				}
			}
		}
		a.blocks = append(a.blocks, b)
	}
	a.stack = stack
	a.koSekiShared()
}

// SetBlocksByFlood makes findBlocks flood (blocksFlood) when on is false
// and returns the function that restores it.
func SetBlocksByFlood(flood bool) (restore func()) {
	old := blocksByFlood
	blocksByFlood = nil
	if flood {
		blocksByFlood = blocksFlood
	}
	return func() { blocksByFlood = old }
}

// checkedBlocks counts the findBlocks the test mode compared.
var checkedBlocks atomic.Int64

// SetCheckBlocks switches the test mode in which every findBlocks is
// compared with blocksFlood (the ids of every point, and every block's
// figures), panicking at a difference.
func SetCheckBlocks(on bool) (restore func()) {
	old := checkBlocks
	checkBlocks = nil
	if on {
		checkBlocks = blocksAgain
	}
	return func() { checkBlocks = old }
}

// CheckedBlocks returns the findBlocks compared so far.
func CheckedBlocks() int { return int(checkedBlocks.Load()) }

func blocksAgain(a *analysis) {
	block, blocks := slices.Clone(a.block), slices.Clone(a.blocks)
	blocksFlood(a)
	if !slices.Equal(block, a.block) || !slices.Equal(blocks, a.blocks) {
		panic(fmt.Sprintf("findBlocks %v %+v, flooded %v %+v", block, blocks, a.block, a.blocks))
	}
	checkedBlocks.Add(1)
}

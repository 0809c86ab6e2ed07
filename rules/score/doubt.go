package score

import (
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// A Doubt is a marking of dead stones (the record's markup, or a user's
// ruling) that the position contradicts (J89 Art. 7: stones are alive if
// they cannot be captured, or if they live in seki). The score is still
// counted as marked: a doubt says where to look, it changes no count.
type Doubt struct {
	Kind   DoubtKind   `json:"kind"`
	Color  board.Color `json:"color"`  // the colour of the stones counted alive
	Stones []int       `json:"stones"` // those stones, row-major, ascending
	// At is, for DoubtCapturable, the stones' liberties as the position
	// stands (where the capture begins); for DoubtNoTwoEyes, the points
	// of the group's eye spaces.
	At []int `json:"at"`
}

// DoubtKind names what is wrong with a marking.
type DoubtKind string

const (
	// DoubtCapturable: stones counted alive that the opponent captures
	// whatever their owner does (a chain in atari whose last liberty its
	// owner cannot fill, or one the dame filling takes): the marking
	// cannot be right (a 5x1 board "X X . o ." with the white stone marked
	// dead: White C1 captures both black stones).
	DoubtCapturable DoubtKind = "capturable"
	// DoubtNoTwoEyes: a group counted alive whose chains do not live on
	// their own (fewer than two eyes, read by eyeGraph.settle) and that
	// is in no seki: it is dead, or the marking is wrong.
	DoubtNoTwoEyes DoubtKind = "no-two-eyes"
)

// markingDoubts returns the doubts about the variant's dead stones, worked
// out once: stones that cannot be saved on both closed boards, and groups
// without two eyes on both, outside seki, whose verdict rests on no
// reading that ran out of nodes. The list is fresh memory (nil when all
// is well): results keep it after the scratch goes back to the pool.
func (v *variant) markingDoubts() []Doubt {
	if v.doubted {
		return v.doubts
	}
	v.doubted = true
	a := v.a
	a.owe()
	var out []Doubt
	// Capturable: the lost stones, by chain as the position stands.
	gen := a.nextVisit()
	for i, l := range a.lost {
		if l&lostAsItStands == 0 || a.visit[i] == gen || a.col[i] == board.Empty {
			continue
		}
		d := Doubt{Kind: DoubtCapturable, Color: a.col[i]}
		stack := append(a.queue[:0], int32(i))
		a.visit[i] = gen
		lg := a.nextGen()
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			d.Stones = append(d.Stones, int(j))
			for _, k := range a.g.neighbours(int(j)) {
				switch {
				case k < 0:
				case a.orig[k] == board.Empty && a.mark[k] != lg:
					a.mark[k] = lg
					d.At = append(d.At, int(k))
				case a.col[k] == d.Color && a.lost[k]&lostAsItStands != 0 && a.visit[k] != gen:
					a.visit[k] = gen
					stack = append(stack, k)
				}
			}
		}
		a.queue = stack
		out = append(out, d.sorted())
	}
	// No two eyes: groups (chains joined through their eye spaces) with no
	// two eyes and none in seki, on both played-out boards.
	gb, gw := a.lifeGraph(closedBlackFirst), a.lifeGraph(closedWhiteFirst)
	doubtful := func(i int) bool {
		if a.col[i] == board.Empty || a.lost[i] != 0 || a.inSeki[i] {
			return false
		}
		for _, g := range [2]*eyeGraph{gb, gw} {
			ch := g.chainOf[i]
			if ch < 0 || g.chains[ch].alive || g.chains[ch].unsure {
				return false
			}
		}
		return true
	}
	gen = a.nextVisit()
	for i := range a.col {
		if a.visit[i] == gen || !doubtful(i) {
			continue
		}
		grp := gb.groupOf(gb.chainOf[i])
		d := Doubt{Kind: DoubtNoTwoEyes, Color: a.col[i]}
		for j := range a.col {
			if c := gb.chainOf[j]; c >= 0 && gb.groupOf(c) == grp && doubtful(j) {
				a.visit[j] = gen
				d.Stones = append(d.Stones, j)
			}
		}
		for j, r := range gb.regOf {
			if r >= 0 && gb.regionGroup(r) == grp {
				d.At = append(d.At, j)
			}
		}
		out = append(out, d.sorted())
	}
	v.doubts = out
	return out
}

func (d Doubt) sorted() Doubt {
	slices.Sort(d.Stones)
	slices.Sort(d.At)
	return d
}

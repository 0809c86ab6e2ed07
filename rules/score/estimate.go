package score

import "github.com/rulediff/rulediff/rules/board"

// Estimate is the estimator's verdict on a position without markup.
type Estimate struct {
	Dead []int // stones judged dead, sorted indices y*W+x
	// Unconditional is how many stones Benson's algorithm settled (alive
	// or dead) before any playout; the rest were judged by playouts.
	Unconditional int
	Playouts      int
	// Owner gives each point that would be neutral to the colour that
	// owned it in at least EstimateOwnerShare of the playouts (Empty
	// otherwise): pass it as Input.Owner to close open borders.
	Owner []board.Color
	// Method is DeadUnconditional when Benson's algorithm settled every
	// stone (or there is none) and no stone is to be removed: nothing was
	// estimated. Otherwise DeadEstimate (a Benson-dead stone must still be
	// captured or agreed, and a ko rule may forbid the capture).
	Method DeadMethod
	// OverBudget is set when EstimateOptions.Budget stopped the playouts
	// before EstimatePlayouts: the verdict rests on the Playouts that
	// finished (none: Benson's alone, the other stones left alive).
	OverBudget bool
}

// EstimateOwnerShare is how clear the playouts must be before an open
// point counts as someone's territory in an estimated score.
const EstimateOwnerShare = 0.6

// EstimatePlayouts is the number of random games the estimator plays;
// half start with Black, half with White.
const EstimatePlayouts = 64

// estimateSeed fixes the playouts: the same position always gets the same
// answer.
const estimateSeed = 0x9E3779B97F4A7C15

// EstimateDead judges the dead stones of a final position (RULES.md §7,
// method 4). First Benson's algorithm settles what is unconditionally
// alive, and the opponent stones its vital regions enclose, which are
// dead. Every other chain is judged by EstimatePlayouts random games
// played to the end from the position (fixed seed; ataris answered first;
// no filling of one's own eyes, no self-atari of more than one stone, so
// settled shapes and seki survive; at most 2·W·H moves): a chain is dead
// when, averaged over its stones and the playouts, its points end up the
// opponent's more often than its own.
func EstimateDead(p board.Position) Estimate {
	return EstimateDeadWith(p, EstimateOptions{})
}

func estimateDead(p board.Position, opt EstimateOptions) Estimate {
	est := Estimate{Method: DeadUnconditional}
	if !valid(p) {
		return est
	}
	g := geometry(p.W, p.H)
	life := Unconditional(p)
	open := false
	for i, c := range p.Stones {
		if c == board.Empty {
			continue
		}
		if life[i] == Unsettled {
			open = true
		} else {
			est.Unconditional++
		}
	}
	// tally[i]: over the playouts, +1 each time Black owns i, −1 White.
	tally := make([]int32, g.n)
	if open {
		b := newPlayout(g)
		b.rng = estimateSeed
		b.limit = max(opt.Budget, 0)
		for k := 0; k < EstimatePlayouts; k++ {
			b.reset(p.Stones)
			first := board.Black
			if k%2 == 1 {
				first = board.White
			}
			if !b.run(first) {
				est.OverBudget = true
				break
			}
			est.Playouts++
			for i := range tally {
				switch b.owner(i) {
				case board.Black:
					tally[i]++
				case board.White:
					tally[i]--
				}
			}
		}
		est.Method = DeadEstimate
	}
	dead := make([]bool, g.n)
	seen := make([]bool, g.n)
	var chain []int32
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] {
			continue
		}
		chain = chainOf(g, p.Stones, i, seen, chain[:0])
		sum := 0
		status := Unsettled
		for _, j := range chain {
			if life[j] != Unsettled {
				status = life[j]
			}
			sum += int(tally[j])
		}
		if c == board.White {
			sum = -sum
		}
		isDead := status == DeadStone || (status == Unsettled && sum < 0)
		for _, j := range chain {
			dead[j] = isDead
		}
	}
	for i, d := range dead {
		if d {
			est.Dead = append(est.Dead, i)
		}
	}
	if len(est.Dead) > 0 {
		// A stone Benson calls dead still has to be captured or agreed,
		// and a ko rule may forbid the capture (on 4x1 "o.x." Black's B1
		// can recreate an earlier position): only "nothing to remove" is
		// certain.
		est.Method = DeadEstimate
	}
	if est.Playouts > 0 {
		est.Owner = make([]board.Color, g.n)
		need := int32((2*EstimateOwnerShare - 1) * float64(est.Playouts)) // net margin of B−W counts
		for i, v := range tally {
			if p.Stones[i] != board.Empty && !dead[i] {
				continue
			}
			switch {
			case v >= need:
				est.Owner[i] = board.Black
			case v <= -need:
				est.Owner[i] = board.White
			}
		}
	}
	return est
}

// chainOf appends the chain through i to dst and marks it seen.
func chainOf(g *geom, col []board.Color, i int, seen []bool, dst []int32) []int32 {
	c := col[i]
	seen[i] = true
	dst = append(dst, int32(i))
	for h := len(dst) - 1; h < len(dst); h++ {
		for _, k := range g.neighbours(int(dst[h])) {
			if k >= 0 && !seen[k] && col[k] == c {
				seen[k] = true
				dst = append(dst, k)
			}
		}
	}
	return dst
}

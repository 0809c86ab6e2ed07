package score

import (
	"math"

	"github.com/rulediff/rulediff/rules/board"
)

// Estimate is the estimator's verdict on a position without markup.
type Estimate struct {
	Dead []int // stones judged dead, sorted indices y*W+x
	// Unconditional is how many stones Benson's algorithm settled (alive
	// or dead) before any playout; the rest were judged by playouts.
	Unconditional int
	Playouts      int   // random games played to their end and counted
	Moves         int64 // their moves (plays and passes): at most the budget
	// Owner gives each point that would be neutral to the colour that
	// owned it in at least EstimateOwnerShare of the playouts (Empty
	// otherwise), except dame, which go to no one (dameRegions: a point
	// beside living stones of both colours, a small region touching
	// both, a line of dame between two walls): pass it as Input.Owner to
	// close open borders.
	Owner []board.Color
	// Confidence is, for each stone (row-major; 0 on empty points), the
	// share of the playouts that agree with its verdict, averaged over its
	// chain: 1 for a stone Benson's algorithm settled, ½ for a coin toss,
	// 0 for a verdict the review turned against every playout.
	Confidence []float32
	// Uncertain counts the stones whose Confidence is under
	// EstimateSure: their verdict could as well have gone the other way.
	Uncertain int
	// Open counts the open points (empty, or a dead stone's) that Owner
	// gives to no one: dame, and borders the playouts left undecided.
	Open int
	// OverBudget says the playouts stopped at EstimateOptions.Budget
	// before the estimator was done: the verdicts rest on fewer playouts
	// (on Benson's algorithm alone when none was finished).
	OverBudget bool
	// Method is DeadUnconditional when Benson's algorithm settled every
	// stone (or there is none) and no stone is to be removed: nothing was
	// estimated. Otherwise DeadEstimate (a Benson-dead stone must still be
	// captured or agreed, and a ko rule may forbid the capture).
	Method DeadMethod
}

// EstimateOptions bound the estimator's work.
type EstimateOptions struct {
	// Budget is the most playout moves (plays and passes, over all the
	// playouts) the estimator may make; 0 is DefaultEstimateBudget. The
	// playout that would cross it is not finished and not counted.
	Budget int64
}

// DefaultEstimateBudget bounds EstimateDead: 5–10 ms of CPU. The
// 19x19 KGS final positions need 400 to 14,000 playout moves (3,500 on
// average); a nearly empty board, whose playouts fill the whole board,
// stops here.
const DefaultEstimateBudget = 32 * 1024

// EstimateOwnerShare is how clear the playouts must be before an open
// point counts as someone's territory in an estimated score.
const EstimateOwnerShare = 0.6

// EstimateAliveShare is the share of the playouts in which a chain must
// keep its points to be judged alive. Above ½: random play favours the
// defender of a weak group (a group in the opponent's area lives in some
// playouts only because the attacker played elsewhere), and both the
// KGS players' markup and GNU Go's final_score tests judge better so
// (docs/scoring.md).
const EstimateAliveShare = 0.6

// EstimateSure is the Confidence under which a stone's verdict counts as
// uncertain.
const EstimateSure = 0.8

// EstimatePlayouts is the most random games the estimator plays, half
// starting with Black, half with White; it stops after
// EstimateMinPlayouts when every chain's verdict is clear (estimateClear).
const (
	EstimatePlayouts    = 64
	EstimateMinPlayouts = 8
)

// estimateClear is the share of the playouts a chain's verdict must have
// for the estimator to stop early: no stone is left uncertain.
const estimateClear = EstimateSure

// estimateSigmas: a chain's verdict is also clear when its share is this
// many standard errors (of a share over as many playouts) from
// EstimateAliveShare.
const estimateSigmas = 2.5

// estimateSeed fixes the playouts: the same position always gets the same
// answer. A variable only so that a build with the estimateseed tag can
// measure the estimator under other seeds (estimate_seed.go).
var estimateSeed uint64 = 0x9E3779B97F4A7C15

// EstimateDead judges the dead stones of a final position with the
// default budget: EstimateDeadWith(p, EstimateOptions{}).
func EstimateDead(p board.Position) Estimate {
	return EstimateDeadWith(p, EstimateOptions{})
}

// EstimateDeadWith judges the dead stones of a final position (RULES.md
// §7, method 4). First Benson's algorithm settles what is unconditionally
// alive, and the opponent stones its vital regions enclose, which are
// dead. Every other chain is judged by random games played to the end
// from the position (fixed seed; ataris answered first; no filling of
// one's own real eyes, no self-atari of more than one stone, so settled
// shapes and seki survive; at most 2·W·H moves): a chain is alive when,
// averaged over its stones, the playouts leave its points its own in at
// least EstimateAliveShare of them, dead otherwise. The playouts come in
// pairs, one with each colour first; after EstimateMinPlayouts the
// estimator stops as soon as every such chain's verdict is clear
// (clearVerdicts), and in any case at EstimatePlayouts or at the budget.
// Then the uncertain verdicts are reviewed against the J89 analysis'
// doubts, given the verdicts around (review): a group in doubt without
// two eyes facing only sure opponents dies, a dead stone in doubt that
// no living opponent borders lives, a chain around a nakade space
// (one eye of three to six points, which the playouts never fill) dies
// even when the playouts were sure, and a group in doubt whose eyes the
// opponent's dame fills make false dies (filldoubt.go).
func EstimateDeadWith(p board.Position, opt EstimateOptions) Estimate {
	est := Estimate{Method: DeadUnconditional}
	if !valid(p) {
		return est
	}
	budget := opt.Budget
	if budget <= 0 {
		budget = DefaultEstimateBudget
	}
	g := geometry(p.W, p.H)
	life := Unconditional(p)
	// The chains Benson leaves open, as runs of chain (stones) in open.
	seen := make([]bool, g.n)
	var chain, open []int32
	var ends []int
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] {
			continue
		}
		start := len(chain)
		chain = chainOf(g, p.Stones, i, seen, chain)
		if life[i] == Unsettled {
			open = append(open, chain[start:]...)
			ends = append(ends, len(open))
		} else {
			est.Unconditional += len(chain) - start
		}
	}
	// tally[i]: over the playouts, +1 each time Black owns i, −1 White.
	tally := make([]int32, g.n)
	if len(ends) > 0 {
		est.Method = DeadEstimate
		est.playout(p, g, budget, tally, open, ends)
	}
	dead := make([]bool, g.n)
	est.Confidence = make([]float32, g.n)
	clear(seen)
	for i, c := range p.Stones {
		if c == board.Empty || seen[i] {
			continue
		}
		chain = chainOf(g, p.Stones, i, seen, chain[:0])
		status := life[i]
		conf := float32(1)
		if status == Unsettled {
			// Without a playout nothing was judged: alive, a coin toss.
			status, conf = Alive, 0.5
			if est.Playouts > 0 {
				conf = float32(ownShare(tally, chain, c, est.Playouts))
				if conf < EstimateAliveShare {
					status, conf = DeadStone, 1-conf
				}
			}
		}
		for _, j := range chain {
			dead[j] = status == DeadStone
			est.Confidence[j] = conf
			if conf < EstimateSure {
				est.Uncertain++
			}
		}
	}
	if est.Playouts > 0 {
		if est.review(p, g, life, dead, tally) {
			// a sure verdict the review turned is now against the playouts
			est.Uncertain = 0
			for i, c := range p.Stones {
				if c != board.Empty && est.Confidence[i] < EstimateSure {
					est.Uncertain++
				}
			}
		}
		est.ownership(p, g, tally, dead, seen)
	}
	est.Dead = deadList(dead)
	if len(est.Dead) > 0 {
		// A stone Benson calls dead still has to be captured or agreed,
		// and a ko rule may forbid the capture (on 4x1 "o.x." Black's B1
		// can recreate an earlier position): only "nothing to remove" is
		// certain.
		est.Method = DeadEstimate
	}
	return est
}

// ownership sets Owner and Open from the tally, dead the stones judged
// dead.
func (est *Estimate) ownership(p board.Position, g *geom, tally []int32, dead, seen []bool) {
	est.Owner = make([]board.Color, g.n)
	est.Open = 0
	need := int32((2*EstimateOwnerShare - 1) * float64(est.Playouts)) // net margin of B−W counts
	dame := dameRegions(g, p.Stones, dead, seen)
	for i, v := range tally {
		if p.Stones[i] != board.Empty && !dead[i] {
			continue
		}
		switch {
		case dame[i]:
			est.Open++
		case v >= need:
			est.Owner[i] = board.Black
		case v <= -need:
			est.Owner[i] = board.White
		default:
			est.Open++
		}
	}
}

// EstimateDameRegion is the largest open region (empty points and dead
// stones, joined) touching living stones of both colours that the
// estimator takes for dame rather than an open border whatever its
// shape: the playouts fill such points in turn, and a share over
// EstimateOwnerShare there is chance, not territory. A larger region is
// dame too when a living stone touches every point of it (a line of dame
// between two walls, not an open area; the rule the count applies
// without an estimate, border.go).
const EstimateDameRegion = 3

// openRegion floods the open region (empty points and dead stones,
// joined) holding point i, which seen must not mark yet. It marks the
// region's points in seen, returns them in region's memory, and the
// touch bits of the living stones beside it.
func openRegion(g *geom, col []board.Color, dead, seen []bool, i int, region []int32) ([]int32, uint8) {
	region = append(region[:0], int32(i))
	seen[i] = true
	var touch uint8
	for h := 0; h < len(region); h++ {
		for _, k := range g.neighbours(int(region[h])) {
			switch {
			case k < 0:
			case col[k] != board.Empty && !dead[k]:
				touch |= touchBit(col[k])
			case !seen[k]:
				seen[k] = true
				region = append(region, k)
			}
		}
	}
	return region, touch
}

// dameRegions marks the points of the open regions that touch living
// stones of both colours and hold at most EstimateDameRegion points, or
// no point that no living stone touches.
func dameRegions(g *geom, col []board.Color, dead []bool, seen []bool) []bool {
	out := make([]bool, g.n)
	clear(seen)
	region := make([]int32, 0, g.n)
	for i := range col {
		if seen[i] || (col[i] != board.Empty && !dead[i]) {
			continue
		}
		var touch uint8
		region, touch = openRegion(g, col, dead, seen, i, region)
		if touch == touchB|touchW && (len(region) <= EstimateDameRegion || allTouched(g, col, dead, region)) {
			for _, j := range region {
				out[j] = true
			}
		}
	}
	// A point beside living stones of both colours is dame whatever its
	// region: the two sides meet there.
	for i := range col {
		if col[i] != board.Empty && !dead[i] {
			continue
		}
		var touch uint8
		for _, k := range g.neighbours(i) {
			if k >= 0 && col[k] != board.Empty && !dead[k] {
				touch |= touchBit(col[k])
			}
		}
		if touch == touchB|touchW {
			out[i] = true
		}
	}
	return out
}

// allTouched reports whether a living stone is beside every point of
// region.
func allTouched(g *geom, col []board.Color, dead []bool, region []int32) bool {
	for _, j := range region {
		touched := false
		for _, k := range g.neighbours(int(j)) {
			if k >= 0 && col[k] != board.Empty && !dead[k] {
				touched = true
				break
			}
		}
		if !touched {
			return false
		}
	}
	return true
}

// playout plays the random games and adds their ownership to tally; open
// holds the stones of the chains to judge, chain k ending at ends[k].
func (est *Estimate) playout(p board.Position, g *geom, budget int64, tally []int32, open []int32, ends []int) {
	b := newPlayout(g)
	b.rng = estimateSeed
	b.reset(p.Stones)
	for est.Playouts < EstimatePlayouts {
		first := board.Black
		if est.Playouts%2 == 1 {
			first = board.White
		}
		b.restart()
		if !b.run(first, budget-est.Moves) {
			est.OverBudget = true
			return
		}
		est.Moves += int64(b.moves)
		est.Playouts++
		b.tally(tally)
		if est.Playouts >= EstimateMinPlayouts && est.Playouts%2 == 0 && clearVerdicts(p, tally, open, ends, est.Playouts) {
			return
		}
	}
}

// clearVerdicts reports whether every open chain's verdict has
// estimateClear of the playouts so far, or a share more playouts would
// not carry across EstimateAliveShare.
func clearVerdicts(p board.Position, tally []int32, open []int32, ends []int, playouts int) bool {
	from := 0
	for _, to := range ends {
		chain := open[from:to]
		share := ownShare(tally, chain, p.Stones[chain[0]], playouts)
		sure := share >= estimateClear || share <= 1-estimateClear
		// or far enough from the verdict's threshold that more playouts
		// would not cross it: estimateSigmas standard errors
		far := math.Abs(share-EstimateAliveShare) >= estimateSigmas*math.Sqrt(share*(1-share)/float64(playouts))
		if !sure && !far {
			return false
		}
		from = to
	}
	return true
}

// ownShare is the share of the playouts that gave chain's points to its
// colour c, averaged over its stones (a point the playout left to no one
// counts half).
func ownShare(tally []int32, chain []int32, c board.Color, playouts int) float64 {
	sum := 0
	for _, j := range chain {
		sum += int(tally[j])
	}
	if c == board.White {
		sum = -sum
	}
	return 0.5 + 0.5*float64(sum)/float64(playouts*len(chain))
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

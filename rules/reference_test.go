package rules

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// The slow, obviously-correct reference: every rule of RULES.md §3–§4
// written straight from its text over a list of Position snapshots with
// linear scans. The fast replay must agree with it exactly.

type refEntry struct {
	pos    board.Position
	by     board.Color // Empty: start or setup
	pass   bool
	toMove board.Color
}

type refGame struct {
	w, h    int
	pos     board.Position
	hist    []refEntry // current segment only
	moves   int
	passRun int
	// basic ko: the point where koBy's opponent may not retake, -1
	koPoint int
	koBy    board.Color
	// Kee histories as explicit lists of positions.
	temp, perm [3][]board.Position
	lastStone  [3]int
	placedPos  map[int]board.Position // point -> position its stone produced
	// ends
	phaseOne, phaseTwo bool
	phaseRun           int
	passPos            [3][]board.Position // positions each player passed in
}

type refOut struct {
	forbidden []string // "move:rule"
	end       End
	endMove   int
	loser     board.Color
}

func (g *refGame) seen(p board.Position, keep func(i int, e refEntry) bool) bool {
	for i, e := range g.hist {
		if e.pos.Equal(p) && keep(i, e) {
			return true
		}
	}
	return false
}

func inList(l []board.Position, p board.Position) bool {
	for _, q := range l {
		if q.Equal(p) {
			return true
		}
	}
	return false
}

func (g *refGame) lastPassIndex() int {
	last := -1
	for i, e := range g.hist {
		if e.pass {
			last = i
		}
	}
	return last
}

// passedBeforeCapture: the position before the opponent's last play (a
// ko capture, for a retake) was made by a pass of c (RULES.md §3: NSSK
// does not forbid such a retake).
func (g *refGame) passedBeforeCapture(c board.Color) bool {
	n := len(g.hist)
	return n >= 2 && g.hist[n-2].pass && g.hist[n-2].by == c
}

// keeLegal: rule A.3 for a turn of c producing p.
func (g *refGame) keeLegal(c board.Color, pass bool, p board.Position) bool {
	if inList(g.perm[c], p) {
		return false
	}
	return pass || !inList(g.temp[c], p)
}

// refReplay replays steps (plays, passes, setups) under rs.
func refReplay(w, h int, setup board.Position, steps []Step, rs []Ruleset) []refOut {
	outs := make([]refOut, len(rs))
	ended := make([]bool, len(rs))
	g := &refGame{w: w, h: h, pos: setup.Clone(), koPoint: -1, lastStone: [3]int{-1, -1, -1}, placedPos: map[int]board.Position{}}
	first := board.Black
	if len(steps) > 0 && steps[0].Kind != StepSetup {
		first = steps[0].Color
	}
	g.hist = []refEntry{{pos: g.pos.Clone(), toMove: first}}
	// Seed 003: "P1, W's turn … Black's temporary history only holds P1".
	g.temp[first.Opponent()] = []board.Position{g.pos.Clone()}
	end := func(i int, e End) {
		if !ended[i] {
			ended[i] = true
			outs[i].end, outs[i].endMove = e, g.moves
		}
	}
	for si, s := range steps {
		switch s.Kind {
		case StepSetup:
			for _, st := range s.Setup {
				g.pos.Stones[st.Y*w+st.X] = st.Color
			}
			toMove := board.Black
			for _, n := range steps[si+1:] {
				if n.Kind != StepSetup {
					toMove = n.Color
					break
				}
			}
			g.hist = []refEntry{{pos: g.pos.Clone(), toMove: toMove}}
			g.koPoint, g.passRun = -1, 0
			g.temp, g.perm = [3][]board.Position{}, [3][]board.Position{}
			g.temp[toMove.Opponent()] = []board.Position{g.pos.Clone()}
			g.lastStone = [3]int{-1, -1, -1}
			g.placedPos = map[int]board.Position{}
			g.passPos = [3][]board.Position{}
			continue
		case StepPass:
			g.moves++
			c := s.Color
			g.koPoint = -1
			kee := g.keeLegal(c, true, g.pos)
			passedHere := inList(g.passPos[c], g.pos)
			g.passRun++
			if !g.phaseOne {
				g.phaseOne = g.passRun >= 2
			} else if !g.phaseTwo {
				g.phaseRun++
				g.phaseTwo = g.phaseRun >= 2
			}
			for i, r := range rs {
				if r.Ko == KoKeeDSSK && !kee {
					outs[i].forbidden = append(outs[i].forbidden, fmt.Sprintf("%d:%s", g.moves, RuleKeeDSSK))
				}
				if ended[i] {
					continue
				}
				switch r.End {
				case EndTwoPasses:
					if g.passRun >= 2 {
						end(i, EndPasses)
					}
				case EndWhitePassesLast:
					if g.passRun >= 2 && c == board.White {
						end(i, EndPasses)
					}
				case EndTwoRounds:
					if g.passRun >= 4 {
						end(i, EndPasses)
					}
				case EndTwoPhases:
					if g.phaseTwo {
						end(i, EndPasses)
					}
				case EndRepeatedPass:
					if passedHere {
						end(i, EndPasses)
					}
				}
			}
			g.passPos[c] = append(g.passPos[c], g.pos.Clone())
			g.temp[c] = []board.Position{g.pos.Clone()} // C.3, even after a banned pass
			g.hist = append(g.hist, refEntry{pos: g.pos.Clone(), by: c, pass: true, toMove: c.Opponent()})
			g.afterStep(rs, outs, ended, end, c)
			continue
		}
		g.moves++
		c := s.Color
		if !g.pos.OnBoard(s.X, s.Y) || g.pos.At(s.X, s.Y) != board.Empty {
			rule := RuleOccupied
			if !g.pos.OnBoard(s.X, s.Y) {
				rule = RuleOffBoard
			}
			for i := range rs {
				outs[i].forbidden = append(outs[i].forbidden, fmt.Sprintf("%d:%s", g.moves, rule))
			}
			continue
		}
		pt := s.Y*w + s.X
		placed := g.pos.Clone()
		placed.Stones[pt] = c
		before := g.pos.Clone()
		capt, sui, _ := g.pos.Play(s.X, s.Y, c)
		p := g.pos
		retake := pt == g.koPoint && g.koBy == c.Opponent()
		g.koPoint = -1
		if capt == 1 && sui == 0 {
			if chain, libs := p.Chain(pt); len(chain) == 1 && libs == 1 {
				for i := range before.Stones {
					if before.Stones[i] == c.Opponent() && p.Stones[i] == board.Empty {
						g.koPoint, g.koBy = i, c
					}
				}
			}
		}
		g.passRun = 0
		if g.phaseOne && !g.phaseTwo {
			g.phaseRun = 0
		}
		keeOK := g.keeLegal(c, false, p)
		lp := g.lastPassIndex()
		for i, r := range rs {
			rule := ""
			switch {
			case sui > 0 && (r.Suicide == SuicideNone || r.Suicide == SuicideMulti && sui == 1):
				rule = RuleSuicide
			case retake && !(r.Ko == KoNaturalSituational && g.passedBeforeCapture(c)):
				rule = RuleBasicKo
			case (r.Ko == KoPositional || r.Ko == KoIng) && g.seen(p, func(int, refEntry) bool { return true }):
				rule = RulePositional
			case r.Ko == KoSituational && g.seen(p, func(_ int, e refEntry) bool { return e.toMove == c.Opponent() }):
				rule = RuleSituational
			case r.Ko == KoNaturalSituational && g.seen(p, func(_ int, e refEntry) bool { return e.by == c && !e.pass }):
				rule = RuleNatural
			case r.Ko == KoSpight && g.seen(p, func(j int, _ refEntry) bool { return j >= lp }):
				rule = RuleSpight
			case r.Ko == KoKeeDSSK && !keeOK:
				rule = RuleKeeDSSK
			}
			if rule != "" {
				outs[i].forbidden = append(outs[i].forbidden, fmt.Sprintf("%d:%s", g.moves, rule))
			}
		}
		// Kee rule C.
		if keeOK {
			g.temp[c] = append(g.temp[c], p.Clone())
		}
		g.placedPos[pt] = p.Clone()
		g.lastStone[c] = pt
		for _, v := range []board.Color{board.Black, board.White} {
			ls := g.lastStone[v]
			if ls < 0 || p.Stones[ls] == v {
				continue
			}
			chain, _ := placed.Chain(ls)
			for _, q := range chain {
				if pp, ok := g.placedPos[q]; ok {
					g.perm[v] = append(g.perm[v], pp)
				}
			}
			g.lastStone[v] = -1
		}
		g.hist = append(g.hist, refEntry{pos: p.Clone(), by: c, toMove: c.Opponent()})
		g.afterStep(rs, outs, ended, end, c)
	}
	for i, r := range rs {
		if !ended[i] {
			outs[i].end = EndUnfinished
			if r.End == EndTwoPhases && g.phaseOne {
				outs[i].end = EndPhaseOne
			}
		}
	}
	return outs
}

// afterStep: long cycles (third occurrence of the situation with no pass
// in between) and Kee's player without a legal turn.
func (g *refGame) afterStep(rs []Ruleset, outs []refOut, ended []bool, end func(int, End), c board.Color) {
	cur := g.hist[len(g.hist)-1]
	lp := g.lastPassIndex()
	n := 0
	for j, e := range g.hist {
		if j >= lp && e.pos.Equal(cur.pos) && e.toMove == cur.toMove {
			n++
		}
	}
	for i, r := range rs {
		if ended[i] {
			continue
		}
		if n >= 3 && r.Cycles == CyclesNoResult {
			end(i, EndNoResult)
		}
		if n >= 3 && r.Cycles == CyclesJigo {
			end(i, EndJigo)
		}
		if r.Ko == KoKeeDSSK && !ended[i] && !g.hasTurn(c.Opponent(), r.Suicide) {
			end(i, EndNoLegalTurn)
			outs[i].loser = c.Opponent()
		}
	}
}

func (g *refGame) hasTurn(c board.Color, sui SuicideRule) bool {
	if g.keeLegal(c, true, g.pos) {
		return true
	}
	for i := range g.pos.Stones {
		if g.pos.Stones[i] != board.Empty {
			continue
		}
		q := g.pos.Clone()
		_, s, _ := q.Play(i%g.w, i/g.w, c)
		if s > 0 && (sui == SuicideNone || sui == SuicideMulti && s == 1) {
			continue
		}
		if g.keeLegal(c, false, q) {
			return true
		}
	}
	return false
}

// randomSteps makes a random record on a small board: mostly plays on
// empty points, some on occupied or off-board points, passes, setups.
func randomSteps(rng *rand.Rand, w, h, n int, setups bool) []Step {
	var steps []Step
	pos := board.NewPosition(w, h)
	c := board.Black
	if rng.IntN(2) == 0 {
		c = board.White
	}
	for i := 0; i < n; i++ {
		switch r := rng.IntN(100); {
		case r < 12:
			steps = append(steps, Pass(c))
		case r < 14:
			steps = append(steps, Play(c, rng.IntN(w+2)-1, rng.IntN(h)))
		case r < 15 && setups:
			s := Stone{X: rng.IntN(w), Y: rng.IntN(h), Color: board.Color(rng.IntN(3))}
			pos.Stones[s.Y*w+s.X] = s.Color
			steps = append(steps, Setup(s))
			continue
		default:
			// Mostly an empty point: the record stays a game.
			x, y := rng.IntN(w), rng.IntN(h)
			for try := 0; try < 8 && pos.At(x, y) != board.Empty; try++ {
				x, y = rng.IntN(w), rng.IntN(h)
			}
			pos.Play(x, y, c)
			steps = append(steps, Play(c, x, y))
		}
		if rng.IntN(40) > 0 {
			c = c.Opponent()
		}
	}
	return steps
}

// allKoRulesets: every ko rule with every suicide rule and end rule.
func allKoRulesets() []Ruleset {
	var rs []Ruleset
	kos := []KoRule{KoSimple, KoPositional, KoSituational, KoNaturalSituational, KoSpight, KoKeeDSSK}
	ends := []EndRule{EndTwoPasses, EndWhitePassesLast, EndTwoPhases, EndTwoRounds, EndRepeatedPass}
	sui := []SuicideRule{SuicideNone, SuicideMulti, SuicideAny}
	for i, ko := range kos {
		for j, s := range sui {
			cy := CyclesForbidden
			if ko == KoSimple {
				cy = []CycleRule{CyclesNoResult, CyclesJigo, CyclesForbidden}[j]
			}
			rs = append(rs, Ruleset{Name: fmt.Sprintf("%s-%s", ko, s), Ko: ko, Suicide: s, Cycles: cy, End: ends[(i+j)%len(ends)]})
		}
	}
	return rs
}

func diffCheck(t *testing.T, rng *rand.Rand, r *Replayer, w, h, n int, setups bool, rs []Ruleset) {
	t.Helper()
	steps := randomSteps(rng, w, h, n, setups)
	g := &Game{W: w, H: h, Steps: steps}
	// Keep the handicap rule out of the way: a leading black run of plays
	// would be setup in the replay; the reference does not know it.
	if leadingBlackPlays(steps) >= 2 {
		g.Steps = append([]Step{Pass(board.White)}, steps...)
		steps = g.Steps
	}
	out, err := r.Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	ref := refReplay(w, h, board.NewPosition(w, h), steps, rs)
	for i, o := range out.Rulesets {
		got := forbidden(o)
		want := strings.Join(ref[i].forbidden, " ")
		if got != want || o.End != ref[i].end || o.EndMove != ref[i].endMove || o.Loser != ref[i].loser {
			t.Fatalf("%dx%d %s\nsteps %v\nforbidden %q\nreference %q\nend %s@%d (loser %v), reference %s@%d (loser %v)",
				w, h, rs[i].Name, steps, got, want, o.End, o.EndMove, o.Loser, ref[i].end, ref[i].endMove, ref[i].loser)
		}
	}
}

var diffSizes = [][2]int{{1, 1}, {2, 1}, {3, 1}, {1, 4}, {5, 1}, {1, 6}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 3}, {4, 4}, {5, 4}, {5, 5}, {7, 7}}

// TestReplayMatchesReference: thousands of random games on small boards,
// where repetitions are frequent, judged by the fast replay and by the
// reference under every ko, suicide, cycle and end rule.
func TestReplayMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	rs := allKoRulesets()
	r, err := NewReplayer(rs)
	if err != nil {
		t.Fatal(err)
	}
	games := 250
	if testing.Short() {
		games = 40
	}
	for _, s := range diffSizes {
		for i := 0; i < games; i++ {
			diffCheck(t, rng, r, s[0], s[1], 20+rng.IntN(60), i%5 == 0, rs)
		}
	}
}

// TestCollisionsNeverDecide truncates the hashes to two bits, so almost
// every position collides with some earlier one: verdicts must not change.
func TestCollisionsNeverDecide(t *testing.T) {
	defer func(m uint64) { hashMask = m }(hashMask)
	hashMask = 3
	rng := rand.New(rand.NewPCG(5, 5))
	rs := allKoRulesets()
	r, err := NewReplayer(rs)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range diffSizes {
		for i := 0; i < 40; i++ {
			diffCheck(t, rng, r, s[0], s[1], 20+rng.IntN(60), i%5 == 0, rs)
		}
	}
}

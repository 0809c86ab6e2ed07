package rules

import (
	"fmt"
	"slices"

	"github.com/rulediff/rulediff/rules/board"
)

// Replayer replays records: one replay per record, every ruleset judging
// every move on the shared Facts. Reuse one Replayer across games: after
// the first games it allocates nothing per move. Not safe for concurrent
// use; use one per goroutine.
type Replayer struct {
	board   board.Board
	scratch board.Board // trial plays (Kee's no-legal-turn search)
	hist    History
	facts   Facts
	states  []rsState
	w, h    int

	moves     int
	lastMover board.Color
	koPoint   int         // basic ko: where koBy's opponent would retake, -1
	koBy      board.Color // who made the ko capture
	passRun   int         // consecutive passes
	phase     phaseState  // Lasker-Maas phases
	cur       tally
	notes     []Note
	judged    []int // the states with a registered judge
	// scope is the union of the registered judges' scopes (everything
	// when one has none): an ordinary play beyond it concerns none of them.
	scope      Scope
	asked      bool // some judge was asked about the current ordinary play
	cycles     bool // some ruleset voids long cycles
	kee        keeState
	keeRules   int // rulesets with Kee's DSSK
	gameEnding RecordEnd
	// kataGos are the states of KataGo's rulesets (Ruleset.KataGo), with
	// the game's KataGo handicap count and setup stones per colour.
	kataGos    []int
	kgHandicap int
	kgSetup    [3]int
}

// asks reports whether st's judge is asked about the ordinary play f
// (Judge, then Observe): an unscoped judge always, a ScopedJudge when the
// play is in its scope and concerns it.
func (st *rsState) asks(f *Facts, v View) bool {
	return st.scoped == nil || st.scope.holds(f) && st.scoped.Concerns(f, v)
}

// rsState is one ruleset's state during a replay. The fields every game
// (start, finish) and every ordinary play in the judges' scope read come
// first, in two cache lines; the Ruleset, some 300 bytes of which the
// replay reads a few on rare plays and passes, comes last.
type rsState struct {
	// out is this ruleset's element of the Outcome being replayed into
	// (ReplayInto sets it; finish clears it): the replay writes it in
	// place, and finish has no copy of it to make.
	out *RulesetOutcome
	kg  *kataGoState // KataGo's phases, button and charges; nil for other rulesets
	// asked: the judge was asked about the current ordinary play, so it
	// observes it too.
	asked     bool
	ended     bool
	twoPhases bool // rs.End is EndTwoPhases
	endEntry  int
	endTally  tally // the running totals when the game ended

	judge  Judge       // a registered judge (Ing), nil for the built-in rules
	scoped ScopedJudge // judge, when it is a ScopedJudge with scope
	scope  Scope
	rs     Ruleset
}

// phaseState follows Lasker-Maas's two phases; it depends on the record
// only, so every two-phases ruleset shares it.
type phaseState struct {
	oneDone, twoDone bool
	run              int    // consecutive passes after phase one
	plays            [3]int // plays per colour in phase two
}

// Replay replays g once under every ruleset and returns, per ruleset, the
// forbidden moves, the end state and the tally scoring needs. Every move is
// applied as played whatever any ruleset says (RULES.md §3). An error means
// the record or a ruleset cannot be replayed at all (bad size, unknown
// parameter value). To replay many games, make one Replayer per goroutine
// with NewReplayer.
func Replay(g *Game, rulesets []Ruleset) (*Outcome, error) {
	r, err := NewReplayer(rulesets)
	if err != nil {
		return nil, err
	}
	return r.Replay(g)
}

// NewReplayer checks the rulesets and makes a Replayer that judges every
// game it replays under all of them, in that order.
func NewReplayer(rulesets []Ruleset) (*Replayer, error) {
	r := new(Replayer)
	for _, rs := range rulesets {
		if err := checkRuleset(rs); err != nil {
			return nil, fmt.Errorf("rules: %w", err)
		}
		st := rsState{rs: rs, twoPhases: rs.End == EndTwoPhases}
		if nj := koJudges[rs.Ko]; nj != nil {
			st.judge = nj(rs)
			if sj, ok := st.judge.(ScopedJudge); ok {
				st.scoped, st.scope = sj, sj.Scope()
				r.scope = r.scope.union(st.scope)
			} else {
				r.scope = everything
			}
			r.judged = append(r.judged, len(r.states))
		}
		// Ing's judge is registered by judge_ing.go; without it the ing
		// ko parameter falls back to positional superko (judgePlay).
		if rs.Ko == KoKeeDSSK {
			r.keeRules++
		}
		if rs.Cycles == CyclesNoResult || rs.Cycles == CyclesJigo {
			r.cycles = true
		}
		if rs.KataGo != nil {
			st.kg = new(kataGoState)
			r.kataGos = append(r.kataGos, len(r.states))
			// KataGo voids long cycles in the encore under any ko rule.
			r.cycles = r.cycles || rs.KataGo.Territory()
		}
		r.states = append(r.states, st)
	}
	return r, nil
}

// Replay replays g once under the Replayer's rulesets (see the function
// Replay). The Outcome is new: nothing in it is reused by later replays.
func (r *Replayer) Replay(g *Game) (*Outcome, error) {
	out := new(Outcome)
	if err := r.ReplayInto(g, out); err != nil {
		return nil, err
	}
	return out, nil
}

// ReplayInto is Replay writing into out, whose memory from an earlier
// replay (its Rulesets and the tallies' final positions) it reuses: a
// program that is done with each outcome before the next replay allocates
// next to nothing per game. Nothing read from out by reference before the
// call may be used after it.
func (r *Replayer) ReplayInto(g *Game, out *Outcome) error {
	if g == nil {
		return fmt.Errorf("rules: replay: no game")
	}
	if err := r.start(g); err != nil {
		return fmt.Errorf("rules: replay: %w", err)
	}
	*out = Outcome{W: g.W, H: g.H, Rulesets: slices.Grow(out.Rulesets[:0], len(r.states))[:len(r.states)], finals: out.finals[:0]}
	for i := range r.states {
		st := &r.states[i]
		out.Rulesets[i] = RulesetOutcome{Ruleset: st.rs.Name}
		st.out = &out.Rulesets[i]
	}
	if len(r.kataGos) > 0 {
		r.kataGoStart(g)
	}
	steps := g.Steps
	if k := leadingBlackPlays(steps); k >= 2 {
		r.handicapMoves(steps[:k])
		out.Handicap, out.HandicapMoves = k, k
		steps = steps[k:]
	} else {
		out.Handicap = setupHandicap(g.Setup, steps)
	}
	for i := range steps {
		s := &steps[i]
		switch s.Kind {
		case StepPlay:
			r.play(s)
		case StepPass:
			r.pass(s)
		case StepSetup:
			r.setup(s, nextMover(steps[i+1:], r.lastMover))
		default:
			r.notes = append(r.notes, Note{Move: r.moves + 1, Msg: fmt.Sprintf("unknown step kind %d ignored", s.Kind)})
		}
	}
	r.finish(out)
	return nil
}

// start resets the replayer for g and places the setup stones.
func (r *Replayer) start(g *Game) error {
	if err := r.board.Reset(g.W, g.H); err != nil {
		return err
	}
	r.w, r.h = g.W, g.H
	for i := range r.states {
		st := &r.states[i]
		st.ended, st.endEntry, st.endTally = false, 0, tally{}
		if st.kg != nil {
			st.kg.reset(&st.rs)
		}
	}
	r.moves, r.lastMover, r.passRun = 0, board.Empty, 0
	r.koPoint, r.koBy = -1, board.Empty
	r.phase = phaseState{}
	r.cur = tally{}
	r.notes = nil
	r.gameEnding = g.Ending
	r.kee.reset(g.W * g.H)
	if len(g.Setup) > 0 {
		pos := board.NewPosition(g.W, g.H)
		for _, s := range g.Setup {
			if !pos.OnBoard(s.X, s.Y) {
				r.notes = append(r.notes, Note{Move: 1, Msg: fmt.Sprintf("setup stone at %s: ignored", pointLabel(s.X, s.Y, g.W, g.H))})
				continue
			}
			pos.Stones[s.Y*g.W+s.X] = s.Color
		}
		if err := r.board.SetPosition(pos); err != nil {
			return err
		}
	}
	r.hist.reset(g.W, g.H)
	first := g.First
	if len(g.Steps) > 0 && g.Steps[0].Kind != StepSetup && isColor(g.Steps[0].Color) {
		first = g.Steps[0].Color
	}
	if !isColor(first) {
		first = board.Black
	}
	r.hist.add(Entry{Point: -1, ToMove: first}, &r.board)
	r.resetJudges()
	return nil
}

func isColor(c board.Color) bool { return c == board.Black || c == board.White }

// checkRuleset refuses parameter values the replay does not know.
func checkRuleset(rs Ruleset) error {
	switch rs.Ko {
	case KoSimple, KoPositional, KoSituational, KoNaturalSituational, KoSpight, KoKeeDSSK, KoIng:
	default:
		return fmt.Errorf("ruleset %q: unknown ko %q", rs.Name, rs.Ko)
	}
	switch rs.Cycles {
	case "", CyclesForbidden, CyclesNoResult, CyclesJigo:
	default:
		return fmt.Errorf("ruleset %q: unknown cycles %q", rs.Name, rs.Cycles)
	}
	switch rs.Suicide {
	case SuicideNone, SuicideMulti, SuicideAny:
	default:
		return fmt.Errorf("ruleset %q: unknown suicide %q", rs.Name, rs.Suicide)
	}
	switch rs.End {
	case EndTwoPasses, EndWhitePassesLast, EndTwoPhases, EndTwoRounds, EndRepeatedPass:
	default:
		return fmt.Errorf("ruleset %q: unknown end %q", rs.Name, rs.End)
	}
	return nil
}

func (r *Replayer) resetJudges() {
	for _, i := range r.judged {
		r.states[i].judge.Reset(View{r})
	}
}

// leadingBlackPlays counts the black plays that open the record.
func leadingBlackPlays(steps []Step) int {
	k := 0
	for k < len(steps) && steps[k].Kind == StepPlay && steps[k].Color == board.Black {
		k++
	}
	return k
}

// setupHandicap counts black setup stones, those of the setup and of the
// setup steps before the first move (Fox writes AB in the node after the
// root), when there are no white ones.
func setupHandicap(setup []Stone, steps []Step) int {
	if n, ok := blackSetup(setup, steps); ok && n >= 2 {
		return n
	}
	return 0
}

// blackSetup counts the black stones set up before the first move (the
// setup, and the setup steps before the first move); ok is false when a
// white stone is set up too.
func blackSetup(setup []Stone, steps []Step) (n int, ok bool) {
	count := func(stones []Stone) bool {
		for _, s := range stones {
			switch s.Color {
			case board.White:
				return false
			case board.Black:
				n++
			}
		}
		return true
	}
	if !count(setup) {
		return 0, false
	}
	for _, st := range steps {
		if st.Kind != StepSetup {
			break
		}
		if !count(st.Setup) {
			return 0, false
		}
	}
	return n, true
}

// nextMover guesses who moves after a setup step: the next move's colour,
// else the opponent of the last mover.
func nextMover(rest []Step, last board.Color) board.Color {
	for _, n := range rest {
		if n.Kind != StepSetup && isColor(n.Color) {
			return n.Color
		}
	}
	if last == board.White {
		return board.Black
	}
	return board.White
}

// handicapMoves applies leading black moves as setup (RULES.md §3, §5.6):
// numbered moves, but no judge rules on them and the repetition history
// starts after them.
func (r *Replayer) handicapMoves(steps []Step) {
	for _, s := range steps {
		r.moves++
		if _, err := r.board.Play(s.X, s.Y, board.Black); err != nil {
			r.notes = append(r.notes, Note{Move: r.moves, Msg: fmt.Sprintf("handicap move at %s: %v", pointLabel(s.X, s.Y, r.w, r.h), err)})
		}
	}
	r.cur.moves = int32(r.moves)
	r.notes = append(r.notes, Note{Move: 1, Msg: fmt.Sprintf("the %d black moves that open the record are a handicap: taken as setup", len(steps))})
	r.hist.newSegment()
	r.hist.add(Entry{Move: int32(r.moves), Point: -1, ToMove: board.White}, &r.board)
	r.kee.reset(r.w * r.h)
	r.resetJudges()
}

// setup applies a setup change in mid-record: the position changes without
// a move and the repetition history starts afresh.
func (r *Replayer) setup(s *Step, toMove board.Color) {
	pos := r.board.Position()
	for _, st := range s.Setup {
		if !pos.OnBoard(st.X, st.Y) {
			r.notes = append(r.notes, Note{Move: r.moves + 1, Msg: fmt.Sprintf("setup stone at %s: ignored", pointLabel(st.X, st.Y, r.w, r.h))})
			continue
		}
		pos.Stones[st.Y*r.w+st.X] = st.Color
	}
	r.board.SetPosition(pos) // same size: cannot fail
	r.notes = append(r.notes, Note{Move: r.moves + 1, Msg: fmt.Sprintf("setup change before move %d: the repetition history restarts", r.moves+1)})
	r.koPoint, r.passRun = -1, 0
	r.hist.newSegment()
	r.hist.add(Entry{Point: -1, ToMove: toMove}, &r.board)
	r.kee.reset(r.w * r.h)
	r.resetJudges()
}

package compare

import (
	"fmt"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// Auditor audits games one at a time. Make one per goroutine and reuse it:
// it keeps its replayer and buffers between games.
type Auditor struct {
	opts     Options
	cat      *rules.Catalog
	replayer *rules.Replayer
	game     rules.Game // reused conversion buffer
	resolved map[string]resolved
	board    board.Board    // for diagram positions
	cursor   diagramCursor  // where board stands in the current game
	analysis score.Analysis // the current game's final position, reused
	spare    []Verdict      // a recycled game's verdicts, for the next game
	spareOut *rules.Outcome // a recycled game's replay outcome, for the next game
	// spareScores is a recycled game's counts (Game.scores), for the next game.
	spareScores []score.Result
	// spareDivMem is a recycled game's divergences' terms and camps
	// (Game.divMem), for the next game.
	spareDivMem divMem
	// freshDivMem makes the terms and camps in new memory, one
	// allocation each, as before divMem (a test's reference).
	freshDivMem bool
	// spareDivs is a recycled game's divergences' slice, for the next game;
	// scoreDivs is the score divergences' scratch (scores).
	spareDivs, scoreDivs []Divergence
	// deadCache is the current game's dead stones by final position
	// (verdicts), its memory kept between games.
	deadCache deadCache
	// rescoreCache and rescored are the score divergences' walker's
	// scratch (walker.cache, walker.counts), for the next game.
	rescoreCache []rescored
	rescored     []score.Result
	// sentence is the memory a score divergence's explanation is written
	// in before it is made a string (scoreSentence).
	sentence []byte

	// declared replays the declared rulesets not audited (declared.go).
	declared map[string]*rules.Replayer
	// rows remembers which declared names are catalogue rows (declared.go).
	rows map[string]bool
	// spareGame is a recycled game, for the next audit.
	spareGame *Game

	// estimateMoves counts the estimator's playout moves over every game
	// audited (its work, bounded by budget.go; tests read it).
	estimateMoves int64
}

type resolved struct {
	name   string
	params *rules.Ruleset
}

// NewAuditor checks the options and prepares the replay.
func NewAuditor(opts Options) (*Auditor, error) {
	if opts.Catalog == nil {
		opts.Catalog = rules.Default()
	}
	if len(opts.Rulesets) == 0 {
		opts.Rulesets = opts.Catalog.Rulesets()
	}
	var err error
	if opts.Komi, err = ParseKomiMode(string(opts.Komi)); err != nil {
		return nil, err
	}
	if opts.Dead, err = ParseDeadMode(string(opts.Dead)); err != nil {
		return nil, err
	}
	rp, err := rules.NewReplayer(opts.Rulesets)
	if err != nil {
		return nil, fmt.Errorf("compare: %w", err)
	}
	return &Auditor{opts: opts, cat: opts.Catalog, replayer: rp, resolved: map[string]resolved{}}, nil
}

// Rulesets returns the rulesets the auditor judges, in order.
func (a *Auditor) Rulesets() []rules.Ruleset { return a.opts.Rulesets }

// Audit replays rec once under every ruleset, scores it and finds the
// divergences. It never fails: a record that cannot be replayed gives a
// Game with Err set and "?" verdicts. The Game and all it points to are
// the caller's until it gives the game back (Recycle); the auditor never
// writes to a game it has not been given back. Game.Record is rec itself,
// valid as long as rec is: a record corpus.ParseGames lends goes with its
// callback's return, so the report is made before then.
func (a *Auditor) Audit(source string, rec *sgfio.Game) *Game {
	return a.AuditUpTo(source, rec, 0)
}

// AuditUpTo is Audit on the record cut after move upTo (all moves when
// upTo <= 0): `rulediff score --move N`.
func (a *Auditor) AuditUpTo(source string, rec *sgfio.Game, upTo int) *Game {
	g := a.spareGame // the last game recycled, or a new one
	if g == nil {
		g = new(Game)
	}
	a.spareGame = nil
	*g = Game{Source: source, Index: rec.Index, Record: rec}
	g.Declared, g.DeclaredParams = a.resolve(rec.Rules)
	replayed, over := a.withinMoves(rec)
	g.Warnings = ToRules(replayed, &a.game)
	rg := &a.game
	if over != nil {
		g.Warnings = append(g.Warnings, *over)
		if upTo <= 0 || upTo > len(replayed.Moves) {
			upTo = len(replayed.Moves)
		}
	}
	if upTo > 0 {
		cut(rg, upTo)
	}
	out := a.spareOut
	if out == nil {
		out = new(rules.Outcome)
	}
	a.spareOut, g.outcome = nil, out // the verdicts read its tallies by reference
	err := a.replayer.ReplayInto(rg, out)
	if err != nil {
		g.Err = err
		for _, rs := range a.opts.Rulesets {
			g.Verdicts = append(g.Verdicts, Verdict{Ruleset: rs, Result: ResultUnknown, End: rules.EndUnfinished})
		}
		return g
	}
	g.Moves, g.Handicap = out.Moves, out.Handicap
	for _, n := range out.Notes {
		w := Warning{Msg: "replay: " + n.Msg, Move: n.Move}
		if n.Move >= 1 && n.Move <= len(rec.Moves) {
			w.Pos = rec.Position(int(rec.Moves[n.Move-1].Offset))
		}
		g.Warnings = append(g.Warnings, w)
	}
	g.setupDiff = setupDiff(rg.Setup)
	a.komiWarning(g, rec)
	a.verdicts(g, rec, out)
	g.declaredVerdict = a.declaredVerdict(g, rg, rec)
	g.ResultCheck = checkResult(g, rec)
	g.Divergences = a.divergences(g, rg, out)
	g.analysis = nil // the Auditor's: reused by the next game
	return g
}

// Recycle gives back a Game the caller is done with (its report made):
// the next audit reuses its memory, its verdicts', their counts'
// (Verdict.Score), its divergences' slice, their terms and camps
// (Divergence.Terms, Divergence.Camps) and its replay's. Neither g
// nor what was read from it by reference may be used afterwards, but
// for the margins (Verdict.Margin, Camp.Margin), the divergences' ruleset
// names and the strings, which are never reused: a report may keep them.
// Calling it is optional; a nil g is ignored.
func (a *Auditor) Recycle(g *Game) {
	if g == nil {
		return
	}
	if cap(g.Verdicts) >= len(a.opts.Rulesets) {
		a.spare, g.Verdicts = g.Verdicts[:0], nil
	}
	if g.outcome != nil {
		a.spareOut, g.outcome = g.outcome, nil
	}
	if g.scores != nil {
		a.spareScores, g.scores = g.scores, nil
	}
	if g.divMem.hasMemory() {
		a.spareDivMem, g.divMem = g.divMem, divMem{}
	}
	if cap(g.Divergences) > cap(a.spareDivs) {
		a.spareDivs, g.Divergences = g.Divergences[:0], nil
	}
	a.spareGame = g
}

// cut keeps the steps up to move n (setup changes before it included) and
// forgets how the record ended: the position is scored as it stands.
func cut(g *rules.Game, n int) {
	moves := 0
	for i, s := range g.Steps {
		if s.Kind != rules.StepSetup {
			moves++
			if moves > n {
				g.Steps = g.Steps[:i]
				break
			}
		}
	}
	g.Ending, g.Loser = rules.RecordStops, board.Empty
}

// resolve caches RU[] resolutions: a corpus repeats a handful of values.
func (a *Auditor) resolve(ru string) (string, *rules.Ruleset) {
	if r, ok := a.resolved[ru]; ok {
		return r.name, r.params
	}
	var r resolved
	if res, err := a.cat.Resolve(ru); err == nil {
		p := res.Params
		r = resolved{name: res.Name(), params: &p}
	}
	if len(a.resolved) < 1024 {
		a.resolved[ru] = r
	}
	return r.name, r.params
}

// deadFor chooses the dead stones of one final position (RULES.md §7).
func (a *Auditor) deadFor(rec *sgfio.Game, p board.Position, cutShort bool) (deadStones, error) {
	if m := a.opts.UserMarkup; m != nil {
		dead, err := m.dead(p)
		if err != nil {
			return deadStones{method: score.DeadNone}, err
		}
		return deadStones{dead: dead, method: score.DeadUser}, nil
	}
	if a.opts.UserDead != "" {
		pts, err := score.ParsePoints(a.opts.UserDead, p.W, p.H)
		if err != nil {
			return deadStones{method: score.DeadNone}, fmt.Errorf("--dead %q: %w", a.opts.UserDead, err)
		}
		// A ruling names stones: the empty points of a rectangle are none.
		stones := pts[:0]
		for _, i := range pts {
			if p.Stones[i] != board.Empty {
				stones = append(stones, i)
			}
		}
		return deadStones{dead: stones, method: score.DeadUser}, nil
	}
	hasMarkup := (len(rec.TB) > 0 || len(rec.TW) > 0) && !cutShort
	switch a.opts.Dead {
	case DeadNone:
		return deadStones{method: score.DeadNone}, nil
	case DeadMarkup:
		if !hasMarkup {
			return deadStones{method: score.DeadNone}, nil
		}
	case DeadAuto:
		if !hasMarkup {
			return a.estimated(p)
		}
	case DeadEstimate:
		return a.estimated(p)
	}
	tb, tw := indices(rec.TB, p.W, p.H), indices(rec.TW, p.W, p.H)
	return deadStones{dead: score.DeadFromMarkup(p, tb, tw), method: score.DeadMarkup}, nil
}

func indices(pts []sgfio.Point, w, h int) []int {
	out := make([]int, 0, len(pts))
	for _, q := range pts {
		if q.In(w, h) {
			out = append(out, q.Y*w+q.X)
		}
	}
	return out
}

func setupDiff(st []rules.Stone) int {
	var n [3]int
	for _, s := range st {
		n[s.Color]++
	}
	if n[board.White] == 0 || n[board.Black] == 0 {
		return 0
	}
	return n[board.Black] - n[board.White]
}

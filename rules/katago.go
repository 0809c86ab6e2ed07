package rules

import (
	"fmt"
	"strings"

	"github.com/rulediff/rulediff/rules/board"
)

// KataGo is KataGo's rules (lightvector/KataGo, cpp/game/rules.h): the
// settings of a KataGo rules string, komi apart. A ruleset that carries
// them (Ruleset.KataGo; RU values in KataGo's grammar resolve to such
// rulesets) is judged, ended and counted as KataGo's engine does
// (cpp/game/boardhistory.cpp, board.cpp), beyond what its parameters say:
// docs/katago.md lists every behaviour and what is not modelled.
type KataGo struct {
	Ko      string // SIMPLE, POSITIONAL, SITUATIONAL, SPIGHT
	Scoring string // AREA, TERRITORY
	Tax     string // NONE, SEKI, ALL
	// Suicide: multi-stone suicide is legal (sui1); a single stone's
	// never is.
	Suicide bool
	// Button: the first pass takes a button worth ½ point (button go).
	Button bool
	WHB    string // white handicap bonus: 0, N, N-1
	// FriendlyPass (fpok) is informational in KataGo: it changes how its
	// search passes, not the rules, so nothing here reads it.
	FriendlyPass bool
}

// KataGo's values, as its rules.cpp writes them.
const (
	kgSimple      = "SIMPLE"
	kgPositional  = "POSITIONAL"
	kgSituational = "SITUATIONAL"
	kgSpight      = "SPIGHT"
	kgArea        = "AREA"
	kgTerritory   = "TERRITORY"
	kgTaxNone     = "NONE"
	kgTaxSeki     = "SEKI"
	kgTaxAll      = "ALL"
)

// Territory reports whether k counts territory (KataGo's encore phases
// then follow the main phase).
func (k *KataGo) Territory() bool { return k.Scoring == kgTerritory }

// String is the compact string in KataGo's order (rules.cpp's
// toStringNoKomi): ko, score, tax, sui, then button, whb and fpok when
// set.
func (k KataGo) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "ko%sscore%stax%ssui%d", k.Ko, k.Scoring, k.Tax, b2i(k.Suicide))
	if k.Button {
		b.WriteString("button1")
	}
	if k.WHB != "" && k.WHB != "0" {
		b.WriteString("whb" + k.WHB)
	}
	if k.FriendlyPass {
		b.WriteString("fpok1")
	}
	return b.String()
}

// MarshalText writes the compact string: the form a rulesets file and the
// reports hold.
func (k KataGo) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a compact string or KataGo's JSON, without komi (a
// ruleset's komi is its own field).
func (k *KataGo) UnmarshalText(b []byte) error {
	s := strings.TrimSpace(string(b))
	var (
		kg  katagoRules
		err error
	)
	if strings.HasPrefix(s, "{") {
		kg, err = parseKataGoJSON(s)
	} else {
		kg, err = parseKataGoCompact(s)
	}
	if err != nil {
		return fmt.Errorf("field katago: %w", err)
	}
	if kg.komi != nil {
		return fmt.Errorf("field katago: %q: komi belongs in the ruleset's komi field", s)
	}
	*k = kg.KataGo
	return nil
}

// params are the parameters of RULES.md §2 that come nearest to k: the
// ruleset's row, which KataGo's engine then refines (docs/katago.md).
//   - ko: SIMPLE is basic ko, where long cycles void the game (no-result);
//     the superkos forbid them.
//   - end: SPIGHT never ends on two passes (repeated-pass); the others do
//     (and KataGo's repeated-pass rule, its button and its encore add to
//     that).
//   - scoring: AREA with tax ALL is stone counting (area with a group
//     tax); TERRITORY stays territory whatever the tax.
//   - seki: tax NONE counts the eyes of groups not independently alive,
//     SEKI and ALL do not.
//   - dead: only stones in the opponent's pass-alive territory are
//     removed (pass-alive).
//   - no pass stones; ties are jigo.
func (k KataGo) params(r *Ruleset) {
	r.Ko, r.Cycles, r.End = KoPositional, CyclesForbidden, EndTwoPasses
	switch k.Ko {
	case kgSimple:
		r.Ko, r.Cycles = KoSimple, CyclesNoResult
	case kgSituational:
		r.Ko = KoSituational
	case kgSpight:
		r.Ko, r.End = KoSpight, EndRepeatedPass
	}
	r.Suicide = SuicideNone
	if k.Suicide {
		r.Suicide = SuicideMulti
	}
	r.Scoring = ScoringArea
	switch {
	case k.Scoring == kgTerritory:
		r.Scoring = ScoringTerritory
	case k.Tax == kgTaxAll:
		r.Scoring = ScoringStone
	}
	r.Seki = SekiCounted
	if k.Tax != kgTaxNone {
		r.Seki = SekiNotCounted
	}
	r.Dead = DeadPassAlive
	r.PassStones = false
	r.HandicapBonus = HandicapBonus(k.WHB)
	if r.HandicapBonus == "" {
		r.HandicapBonus = HandicapBonusNone
	}
	r.Ties, r.TiesHandicap = TiesJigo, ""
}

// defaultKomi is KataGo's komi for a string that gives none: 7.5, 6.5
// under territory scoring, 7 with the button.
func (k KataGo) defaultKomi() float64 {
	switch {
	case k.Scoring == kgTerritory:
		return 6.5
	case k.Button:
		return 7
	}
	return 7.5
}

// KataGoTally is what KataGo's count needs from the replay beyond the
// Tally, at the end of the record (docs/katago.md).
type KataGoTally struct {
	// Phase is where the record stops: 0 the main phase, 1 and 2 the
	// encore phases of territory scoring (after each phase's passes).
	Phase int
	// Charged counts, per colour, the setup stones and the stones played in
	// the main phase and the first encore phase: territory scoring takes
	// one point per stone placed (KataGo's "chill"); plays in the second
	// encore phase are free.
	Charged [3]int
	// Encore2 is the position when the second encore phase began (no
	// stones when the record did not reach it): under territory scoring a
	// stone counts only where that position had it already.
	Encore2 board.Position
	// Button is who gets the button's ½ point: the player who passed first,
	// else the player to move at the end; Empty without the button.
	Button board.Color
	// Over says the game is over at the end of the record: the record's
	// last moves are the passes that end its last phase (a later move
	// would have resumed it, as KataGo lets one).
	Over bool
	// Handicap is KataGo's count of handicap stones (BoardHistory's
	// computeNumHandicapStones with leading black moves taken as handicap):
	// black setup stones with no white ones, plus Black's plays before
	// White's first play (White's lone passes in between do not stop it:
	// B, W pass, B, W pass, B is three); one or none is no handicap.
	Handicap int
}

// kataGoState is one KataGo ruleset's state in a replay.
type kataGoState struct {
	phase    int  // 0 main, 1 and 2 the encore
	passes   int  // consecutive passes that count to end the phase
	button   bool // the button is still to take
	buttonTo board.Color
	floor    int  // first entry of the repetition history (the button's pass resets it)
	passFrom int  // first entry whose passes count for the repeated-pass end
	phaseEnd int  // entry of the pass that ended the last phase, -1
	over     bool // the last phase has ended and nothing was played since
	encore2  int  // entry where the second encore phase began, -1
	charged  [3]int
}

func (k *kataGoState) reset(rs *Ruleset) {
	*k = kataGoState{button: rs.KataGo.Button, phaseEnd: -1, encore2: -1}
}

// spightlike reports whether a repeated pass ends the phase: KataGo's
// SIMPLE and SPIGHT main phases and every encore phase.
func (k *kataGoState) spightlike(kg *KataGo) bool {
	return k.phase > 0 || kg.Ko == kgSimple || kg.Ko == kgSpight
}

// history trims reps (entries holding a position, newest first) to the
// repetition history KataGo keeps: the button's pass restarts it.
func (k *kataGoState) history(reps []int32) []int32 {
	for i, e := range reps {
		if int(e) < k.floor {
			return reps[:i]
		}
	}
	return reps
}

// kataGoStart prepares the game's KataGo facts: the handicap count and
// the setup stones before the first move (KataGo's initial board, which
// territory scoring charges like plays).
func (r *Replayer) kataGoStart(g *Game) {
	r.kgHandicap = kataGoHandicap(g)
	r.kgSetup = [3]int{}
	add := func(s []Stone) {
		for _, st := range s {
			if isColor(st.Color) && st.X >= 0 && st.X < g.W && st.Y >= 0 && st.Y < g.H {
				r.kgSetup[st.Color]++
			}
		}
	}
	add(g.Setup)
	for _, s := range g.Steps {
		if s.Kind != StepSetup {
			break
		}
		add(s.Setup)
	}
}

// kataGoPlay follows a play under the KataGo rulesets: it breaks a run of
// passes and, in the main phase and the first encore phase, costs a point
// under territory scoring.
func (r *Replayer) kataGoPlay(c board.Color) {
	for _, i := range r.kataGos {
		k := r.states[i].kg
		k.passes, k.over = 0, false
		if k.phase <= 1 {
			k.charged[c]++
		}
	}
}

// kataGoPass follows a pass by c (entry idx, reps the earlier entries of
// the same position) under the KataGo ruleset st
// (boardhistory.cpp, makeBoardMoveAssumeLegal): the button, the passes
// that end a phase (two in a row, none under SPIGHT's main phase; or a
// player passing again where she passed before in the phase, under
// SIMPLE, SPIGHT and in the encore), and the phases of territory
// scoring.
func (r *Replayer) kataGoPass(st *rsState, c board.Color, reps []int32, idx int) {
	k, kg := st.kg, st.rs.KataGo
	if k.button { // taking the button: no ending pass, histories restart
		k.button, k.buttonTo = false, c
		k.passes, k.floor, k.passFrom = 0, idx, idx+1
		return
	}
	again := false
	if k.spightlike(kg) {
		for _, e := range reps {
			if en := r.hist.entries[e]; int(e) >= k.passFrom && en.Pass && en.By == c {
				again = true
				break
			}
		}
	}
	if k.phase == 0 && kg.Ko == kgSpight {
		k.passes = 0
	} else {
		k.passes++
	}
	if k.passes < 2 && !again {
		return
	}
	k.phaseEnd = idx
	if !kg.Territory() || k.phase == 2 {
		k.over = true
		if !st.ended {
			r.end(st, EndPasses, idx)
		}
		return
	}
	k.phase++
	k.passes, k.passFrom = 0, idx+1
	if k.phase == 2 {
		k.encore2 = idx
	}
}

// kataGoFinish ends st's game when the record stops at the end of a
// phase of territory scoring, nothing played after it: the encore phases
// left would end on passes alone and count the same position (KataGo's
// own count of a game ended early, endAndScoreGameNow). It fills the
// KataGo tally.
func (r *Replayer) kataGoFinish(st *rsState, last int, out *Outcome) *KataGoTally {
	k := st.kg
	if !st.ended && k.phaseEnd >= 0 && k.phaseEnd == last && r.gameEnding == RecordStops {
		r.end(st, EndPasses, last)
		st.out.EndMove = int(r.hist.entries[last].Move)
	}
	t := &KataGoTally{Phase: k.phase, Charged: k.charged, Over: k.over, Handicap: r.kgHandicap}
	t.Charged[board.Black] += r.kgSetup[board.Black] + out.HandicapMoves
	t.Charged[board.White] += r.kgSetup[board.White]
	if k.encore2 >= 0 {
		t.Encore2 = r.hist.Position(k.encore2)
	}
	if st.rs.KataGo.Button {
		t.Button = k.buttonTo
		if t.Button == board.Empty {
			t.Button = r.hist.entries[last].ToMove
		}
	}
	return t
}

// kataGoHandicap is KataGo's handicap count for g (computeNumHandicapStones
// with leading black moves taken as handicap): the black stones set up
// before the first move, when no white stone is, plus Black's plays
// before White's first play; a lone white pass between them does not
// stop the count, two white moves in a row make it none. One stone or
// none is no handicap.
func kataGoHandicap(g *Game) int {
	stones, ok := blackSetup(g.Setup, g.Steps)
	if !ok {
		return 0
	}
	steps := g.Steps
	for len(steps) > 0 && steps[0].Kind == StepSetup {
		steps = steps[1:]
	}
	plays := 0
	for i, s := range steps {
		if s.Kind == StepSetup {
			break
		}
		if s.Color != board.Black {
			if i+1 < len(steps) && steps[i+1].Kind != StepSetup && steps[i+1].Color != board.Black {
				plays = 0 // two white moves in a row: a set-up problem, no handicap
				break
			}
			if s.Kind == StepPass {
				continue
			}
			break
		}
		if s.Kind == StepPlay {
			plays++
		}
	}
	if n := stones + plays; n > 1 {
		return n
	}
	return 0
}

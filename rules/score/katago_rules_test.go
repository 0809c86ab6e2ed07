package score_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
)

// KataGo's rules tests (lightvector/KataGo v1.17.2, cpp/tests/testrules.cpp),
// converted: each test plays KataGo's moves from KataGo's board under the
// KataGo rules string of the test's Rules, and checks KataGo's printed
// expectations with rulediff's replay and count. KataGo's harness
// becomes:
//
//   - makeMoveAssertLegal: the move is appended to the record, and no
//     KataGo rule may forbid it (kgRecord.play);
//   - printIllegalMoves(pla): every empty point where pla's play is
//     forbidden for a reason other than suicide (KataGo leaves suicides
//     out), found by appending each play in turn (kgRecord.illegal);
//   - finalScoreIfGameEndedNow: passes are appended until the game is
//     over, then the count (kgRecord.scoreIfEndedNow);
//   - printGameResult: the end and the count of the record as it stands.
//
// Points are KataGo's Location::getLoc(x, y): x from the left, y from the
// top, as SGF. Scores are KataGo's "W-B Score". docs/katago.md lists every
// test of testrules.cpp with what was converted and what was left out.

// kgRecord is a record under construction: KataGo's board, the player to
// move first, and the moves so far.
type kgRecord struct {
	t     *testing.T
	rs    rules.Ruleset
	game  rules.Game
	first board.Color
}

// newKG starts a record on KataGo's board (rows from the top, x and o)
// under the KataGo rules string ru, komi given apart as KataGo's tests do.
func newKG(t *testing.T, ru string, komi float64, first board.Color, diagram string) *kgRecord {
	t.Helper()
	res, err := rules.Resolve(ru)
	if err != nil {
		t.Fatal(err)
	}
	rs := res.Params
	rs.Komi = &komi
	lines := strings.Fields(diagram)
	p := board.MustParsePosition(strings.Join(lines, "/"))
	g := rules.Game{W: p.W, H: p.H, First: first}
	for i, c := range p.Stones {
		if c != board.Empty {
			g.Setup = append(g.Setup, rules.Stone{X: i % p.W, Y: i / p.W, Color: c})
		}
	}
	return &kgRecord{t: t, rs: rs, game: g, first: first}
}

// next is the player to move after the record.
func (k *kgRecord) next() board.Color {
	for i := len(k.game.Steps) - 1; i >= 0; i-- {
		if c := k.game.Steps[i].Color; c == board.Black || c == board.White {
			return c.Opponent()
		}
	}
	return k.first
}

// moves appends KataGo's moves "x,y" (a play) or "pass", alternating from
// the player to move, and fails on a move a KataGo rule forbids
// (makeMoveAssertLegal).
func (k *kgRecord) play(moves ...string) *kgRecord {
	k.t.Helper()
	for _, m := range moves {
		c := k.next()
		k.game.Steps = append(k.game.Steps, step(k.t, c, m))
		out := k.replay()
		n := len(k.game.Steps)
		for _, f := range out.Rulesets[0].Forbidden {
			if f.Move == n {
				k.t.Fatalf("%s: move %d %s (%s) is forbidden: %s", k.rs.Name, n, m, colorName(c), f.Reason)
			}
		}
	}
	return k
}

// force appends moves whatever the rules say (KataGo's
// makeBoardMoveAssumeLegal).
func (k *kgRecord) force(moves ...string) *kgRecord {
	for _, m := range moves {
		k.game.Steps = append(k.game.Steps, step(k.t, k.next(), m))
	}
	return k
}

func step(t *testing.T, c board.Color, m string) rules.Step {
	t.Helper()
	if m == "pass" {
		return rules.Pass(c)
	}
	xs, ys, ok := strings.Cut(m, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil {
		t.Fatalf("bad move %q", m)
	}
	return rules.Play(c, x, y)
}

func (k *kgRecord) replay() *rules.Outcome {
	k.t.Helper()
	out, err := rules.Replay(&k.game, []rules.Ruleset{k.rs})
	if err != nil {
		k.t.Fatal(err)
	}
	return out
}

// illegal is KataGo's printIllegalMoves for the player to move: the empty
// points where a play is forbidden, suicides left out, as KataGo prints
// them ("Illegal: (5,0) O"), rows from the top.
func (k *kgRecord) illegal() string {
	k.t.Helper()
	c := k.next()
	pos := k.replay().Final
	var out []string
	for y := 0; y < pos.H; y++ {
		for x := 0; x < pos.W; x++ {
			if pos.At(x, y) != board.Empty {
				continue
			}
			trial := *k
			trial.game.Steps = append(append([]rules.Step(nil), k.game.Steps...), rules.Play(c, x, y))
			n := len(trial.game.Steps)
			for _, f := range trial.replay().Rulesets[0].Forbidden {
				if f.Move == n && f.Rule != rules.RuleSuicide {
					out = append(out, fmt.Sprintf("Illegal: (%d,%d) %s", x, y, map[board.Color]string{board.Black: "X", board.White: "O"}[c]))
				}
			}
		}
	}
	return strings.Join(out, "\n")
}

// result is KataGo's printGameResult of the record as it stands: "not
// over", "no result", or the winner and W-B score.
func (k *kgRecord) result() string {
	k.t.Helper()
	out := k.replay()
	ro := out.Rulesets[0]
	switch {
	case ro.End == rules.EndNoResult:
		return "no result"
	case !ro.KataGo.Over:
		return "not over"
	}
	return k.count(out)
}

// count is KataGo's W-B score of the record's final position.
func (k *kgRecord) count(out *rules.Outcome) string {
	ro := out.Rulesets[0]
	in := score.Input{Position: out.Final, Prisoners: out.Prisoners, Passes: out.Passes, LastPass: out.LastPass,
		Handicap: out.Handicap, Komi: *k.rs.Komi, KataGo: ro.KataGo}
	r := score.Score(in, k.rs)
	wb := -r.Margin
	if wb == 0 {
		wb = 0 // not -0
	}
	return strconv.FormatFloat(wb, 'f', -1, 64)
}

// scoreIfEndedNow is KataGo's finalScoreIfGameEndedNow: the record with
// passes until the game is over, counted.
func (k *kgRecord) scoreIfEndedNow() string {
	k.t.Helper()
	trial := *k
	trial.game.Steps = append([]rules.Step(nil), k.game.Steps...)
	for i := 0; ; i++ {
		out := trial.replay()
		if out.Rulesets[0].KataGo.Over {
			return trial.count(out)
		}
		if i == 8 {
			k.t.Fatalf("not over after 8 passes")
		}
		trial.force("pass")
	}
}

func colorName(c board.Color) string {
	if c == board.Black {
		return "Black"
	}
	return "White"
}

func wantKG(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s:\n got  %q\n want %q", what, got, want)
	}
}

// "Area rules": two passes end the game, W-B 0.5; a pass after the end
// keeps it over; a play resumes it and two passes end it again.
func TestKataGoAreaRules(t *testing.T) {
	k := newKG(t, "koPOSITIONALscoreAREAtaxNONEsui1", 0.5, board.Black, "..../..../..../....")
	k.play("1,1", "2,2", "1,2", "2,1", "1,3", "2,3", "1,0", "2,0")
	wantKG(t, "before the passes", k.result(), "not over")
	k.play("pass")
	wantKG(t, "one pass", k.result(), "not over")
	k.play("pass")
	wantKG(t, "two passes", k.result(), "0.5")
	k.play("pass")
	wantKG(t, "a pass after the end", k.result(), "0.5")
	k.play("3,2")
	wantKG(t, "a play after the end", k.result(), "not over")
	k.play("pass")
	wantKG(t, "one pass", k.result(), "not over")
	k.play("pass")
	wantKG(t, "two passes", k.result(), "0.5")
	wantKG(t, "board", k.replay().Final.String(), ".xo./.xo./.xoo/.xo.")
}

// "Territory rules": the main phase and the two encore phases each end on
// two passes; the game then scores B+0.5 (W-B -0.5). Stones played after
// the end, in the second encore phase, are free and count only where the
// position had them when that phase began: Black's throw-in changes
// nothing, nor does White's junk stone at A3 until it stands on a point
// that is no longer Black's (W-B 3.5), and Black's solid A2 brings back
// the first count.
func TestKataGoTerritoryRules(t *testing.T) {
	k := newKG(t, "koPOSITIONALscoreTERRITORYtaxSEKIsui1", 0.5, board.Black, "..../..../..../....")
	k.play("1,1", "2,2", "1,2", "2,1", "1,3", "2,3", "1,0", "2,0", "pass", "3,2", "pass")
	phase := func(want int) {
		t.Helper()
		if got := k.replay().Rulesets[0].KataGo.Phase; got != want {
			t.Errorf("phase %d, want %d", got, want)
		}
	}
	phase(0)
	k.play("pass")
	phase(1)
	wantKG(t, "after the main phase", k.result(), "not over")
	k.play("pass", "pass")
	phase(2)
	k.play("pass")
	wantKG(t, "second encore phase, one pass", k.result(), "not over")
	k.play("pass")
	wantKG(t, "the end", k.result(), "-0.5")
	k.play("3,1", "pass", "pass")
	wantKG(t, "Black's throw-in", k.result(), "-0.5")
	wantKG(t, "board", k.replay().Final.String(), ".xo./.xox/.xoo/.xo.")
	k.play("0,1", "pass", "pass")
	wantKG(t, "White's junk stone", k.result(), "3.5")
	k.play("0,2", "3,0", "pass", "pass")
	wantKG(t, "Black's solid group", k.result(), "-0.5")
	wantKG(t, "board", k.replay().Final.String(), ".xoo/oxo./xxoo/.xo.")
}

// The ko tests' board ("Ko rule testing with a regular ko and a sending
// two returning 1"): territory, SEKI tax, no suicide, komi 0.5.
const koBoard = ".o.xxo/oxxxo./o.x.oo/xx.oo./oooo.o"

// "Simple ko rules": the basic ko rule only; a second pass by Black in a
// position where she passed before ends the main phase early (KataGo's
// repeated-pass rule under SIMPLE).
func TestKataGoSimpleKo(t *testing.T) {
	k := newKG(t, "koSIMPLEscoreTERRITORYtaxSEKIsui0", 0.5, board.Black, koBoard)
	k.play("5,1")
	wantKG(t, "after black ko capture", k.illegal(), "Illegal: (5,0) O")
	k.play("pass")
	wantKG(t, "and one pass", k.illegal(), "")
	k.play("2,3")
	wantKG(t, "and black other move", k.illegal(), "")
	k.play("5,0")
	wantKG(t, "white recapture", k.illegal(), "Illegal: (5,1) X")
	k.play("3,2")
	for i, m := range []string{"2,0", "0,0", "1,0", "pass", "2,0", "0,0", "1,0"} {
		k.play(m)
		wantKG(t, fmt.Sprintf("sending two returning one, move %d", i+1), k.illegal(), "")
	}
	wantKG(t, "still the main phase", k.result(), "not over")
	if ph := k.replay().Rulesets[0].KataGo.Phase; ph != 0 {
		t.Errorf("phase %d", ph)
	}
	k.play("pass") // Black's second pass in this situation
	if ph := k.replay().Rulesets[0].KataGo.Phase; ph != 1 {
		t.Errorf("phase %d, want 1: the repeated pass ends the main phase", ph)
	}
	k.play("pass", "pass", "pass", "pass")
	wantKG(t, "result", k.result(), "-1.5")
}

// "Positional ko rules" and "Situational ko rules": the same moves under
// each superko (KataGo prints the illegal points after each); under
// positional superko the last play is made anyway (KataGo's
// makeBoardMoveAssumeLegal) and is reported forbidden.
func TestKataGoPositionalAndSituationalKo(t *testing.T) {
	steps := []struct{ moves, what string }{
		{"5,1", "after black ko capture"}, {"pass", "and one pass"}, {"3,2 2,0", "after white sends two"},
		{"0,0", "can white recapture"}, {"5,0", "white recaptures the other ko"}, {"pass", "and black passes"},
		{"1,0", "white returns one"}, {"pass", "and black passes"}, {"2,0", "white sends two again"},
	}
	want := map[string][9]string{
		"POSITIONAL": {"Illegal: (5,0) O", "", "", "Illegal: (1,0) O", "Illegal: (5,1) X", "", "Illegal: (5,1) X", "",
			"Illegal: (0,0) X\nIllegal: (5,1) X"},
		"SITUATIONAL": {"Illegal: (5,0) O", "", "", "", "Illegal: (5,1) X", "", "Illegal: (5,1) X", "", "Illegal: (0,0) X"},
	}
	for ko, w := range want {
		k := newKG(t, "ko"+ko+"scoreTERRITORYtaxSEKIsui0", 0.5, board.Black, koBoard)
		for i, st := range steps {
			k.play(strings.Fields(st.moves)...)
			wantKG(t, ko+": "+st.what, k.illegal(), w[i])
			if i == 1 { // a second pass now would end the main phase
				end := *k
				end.game.Steps = append([]rules.Step(nil), k.game.Steps...)
				end.play("pass")
				if ph := end.replay().Rulesets[0].KataGo.Phase; ph != 1 {
					t.Errorf("%s: a second pass: phase %d, want 1", ko, ph)
				}
			}
		}
		wantKG(t, ko+": main phase", k.result(), "not over")
		if ko == "POSITIONAL" {
			k.force("0,0")
			n := len(k.game.Steps)
			if f := k.replay().Rulesets[0].Forbidden; len(f) != 1 || f[0].Move != n || f[0].Rule != rules.RulePositional {
				t.Errorf("forbidden %+v, want move %d superko-positional", f, n)
			}
		}
	}
}

// "Spight ko rules": superko against the positions since the last pass;
// two passes do not end the phase, a player's second pass in the same
// position does.
func TestKataGoSpightKo(t *testing.T) {
	k := newKG(t, "koSPIGHTscoreTERRITORYtaxSEKIsui0", 0.5, board.Black, ".o.xxo/oxxxo./o.x.oo/xxxoo./oooo.o")
	k.play("5,1")
	wantKG(t, "after black ko capture", k.illegal(), "Illegal: (5,0) O")
	k.play("pass")
	wantKG(t, "and one pass", k.illegal(), "")
	both := *k
	both.game.Steps = append([]rules.Step(nil), k.game.Steps...)
	both.play("pass")
	if ph := both.replay().Rulesets[0].KataGo.Phase; ph != 0 {
		t.Errorf("two passes: phase %d, want 0 (they do not end a SPIGHT phase)", ph)
	}
	wantKG(t, "if black were to pass as well", both.illegal(), "")
	k.play("3,2", "2,0")
	wantKG(t, "after white sends two", k.illegal(), "")
	k.play("0,0")
	wantKG(t, "can white recapture", k.illegal(), "Illegal: (1,0) O")
	k.play("5,0")
	wantKG(t, "white recaptures the other ko", k.illegal(), "Illegal: (5,1) X")
	k.play("pass")
	wantKG(t, "and black passes", k.illegal(), "")
	k.play("1,0")
	wantKG(t, "white returns one", k.illegal(), "")
	k.play("pass")
	wantKG(t, "and black passes", k.illegal(), "")
	k.play("2,0")
	wantKG(t, "white sends two again", k.illegal(), "")
	k.play("0,0")
	wantKG(t, "can white recapture", k.illegal(), "Illegal: (1,0) O")
	k.play("pass")
	wantKG(t, "after pass", k.illegal(), "")
	if ph := k.replay().Rulesets[0].KataGo.Phase; ph != 0 {
		t.Errorf("phase %d, want 0", ph)
	}
	k.play("pass") // Black's second pass in this position
	wantKG(t, "after pass", k.illegal(), "")
	if ph := k.replay().Rulesets[0].KataGo.Phase; ph != 1 {
		t.Errorf("phase %d, want 1", ph)
	}
	k.play("pass", "pass", "pass", "pass")
	wantKG(t, "result", k.result(), "-2.5")
}

// "Suicide ko testing": multi-stone suicide legal; positional,
// situational and Spight superko, with plays made anyway at the end.
func TestKataGoSuicideKo(t *testing.T) {
	want := map[string][4]string{
		"POSITIONAL":  {"Illegal: (5,0) X", "Illegal: (0,1) O", "Illegal: (0,1) O", "Illegal: (0,0) O\nIllegal: (0,1) O"},
		"SITUATIONAL": {"", "Illegal: (0,1) O", "Illegal: (0,1) O", ""},
		"SPIGHT":      {"", "", "", "Illegal: (0,0) O"},
	}
	for _, ko := range []string{"POSITIONAL", "SITUATIONAL", "SPIGHT"} {
		k := newKG(t, "ko"+ko+"scoreAREAtaxNONEsui1", 0.5, board.Black, ".oxo.x/oxxooo/xx..../....../......")
		w := want[ko]
		k.play("4,0", "pass")
		wantKG(t, ko+": after black suicide and white pass", k.illegal(), w[0])
		k.play("4,0", "0,0", "5,0", "1,0", "pass")
		wantKG(t, ko+": after a little looping", k.illegal(), w[1])
		k.play("0,0", "4,0")
		wantKG(t, ko+": filling in a bit more", k.illegal(), w[2])
		k.force("0,1", "5,0", "1,0", "4,0")
		wantKG(t, ko+": looped some more", k.illegal(), w[3])
		wantKG(t, ko+": board", k.replay().Final.String(), ".oxox./.xxooo/xx..../....../......")
	}
}

// "Eternal life", "Triple ko simple": under SIMPLE a situation met for
// the third time since the last pass voids the game. "Triple ko
// superko": positional superko forbids both retakes.
func TestKataGoLongCycles(t *testing.T) {
	k := newKG(t, "koSIMPLEscoreAREAtaxNONEsui0", 0.5, board.Black, "......../oooooo../xxxxxo../xoooxxoo/.o.x.ox.")
	k.play("2,4", "4,4", "3,4", "5,4", "2,4", "4,4", "3,4")
	wantKG(t, "eternal life, 7 moves", k.result(), "not over")
	k.play("5,4")
	wantKG(t, "eternal life, 8 moves", k.result(), "no result")

	const triple = "ooooooo/oxo.o.o/x.xoxox/xxxxxxx/ooooooo/......."
	k = newKG(t, "koSIMPLEscoreAREAtaxNONEsui0", 0.5, board.Black, triple)
	k.play("3,1", "1,2", "5,1", "3,2", "1,1", "5,2", "3,1", "1,2", "5,1", "3,2", "1,1")
	wantKG(t, "triple ko, 11 moves", k.result(), "not over")
	k.play("5,2")
	wantKG(t, "triple ko, 12 moves", k.result(), "no result")

	k = newKG(t, "koPOSITIONALscoreAREAtaxNONEsui0", 0.5, board.Black, triple)
	k.play("3,1", "1,2", "5,1", "3,2", "1,1")
	wantKG(t, "triple ko superko", k.illegal(), "Illegal: (1,2) O\nIllegal: (5,2) O")
}

// The scoring tests' board (7x7, positional superko, no suicide, komi
// 0.5), and the moves played on it.
const scoringBoard = "ox.ooo./oxxxxxx/ooooooo/.xoxx../ooox.../x.oxxxx/.xox..."

// "Area scoring in the main phase", "Territory scoring in the main
// phase", "in encore 1", "in encore 2": finalScoreIfGameEndedNow after
// each move, under each tax. Encore plays are charged in the first
// encore phase as in the main phase, not in the second.
func TestKataGoScoringByPhase(t *testing.T) {
	scores := func(ru string, passesBefore int) [8]string {
		k := newKG(t, ru, 0.5, board.Black, scoringBoard)
		var out [8]string
		out[0] = k.scoreIfEndedNow()
		for i, m := range []string{"5,3", "6,3", "6,4", "5,4", "4,4", "0,3", "6,6"} {
			if i == 3 {
				for j := 0; j < passesBefore; j++ {
					k.play("pass")
				}
			}
			k.play(m)
			out[i+1] = k.scoreIfEndedNow()
		}
		return out
	}
	cases := []struct {
		name, scoring string
		passes        int
		want          [3][8]string // tax NONE, SEKI, ALL
	}{
		{"area scoring in the main phase", "AREA", 0, [3][8]string{
			{"-3.5", "-4.5", "-3.5", "-6.5", "-6.5", "-6.5", "-3.5", "-3.5"},
			{"0.5", "-0.5", "0.5", "-5.5", "-5.5", "-5.5", "-3.5", "-3.5"},
			{"0.5", "-0.5", "0.5", "-3.5", "-3.5", "-3.5", "-1.5", "-1.5"}}},
		{"territory scoring in the main phase", "TERRITORY", 0, [3][8]string{
			{"-3.5", "-3.5", "-3.5", "-5.5", "-6.5", "-5.5", "-3.5", "-2.5"},
			{"0.5", "0.5", "0.5", "-4.5", "-5.5", "-4.5", "-3.5", "-2.5"},
			{"0.5", "0.5", "0.5", "-2.5", "-3.5", "-2.5", "-1.5", "-0.5"}}},
		{"territory scoring in encore 1", "TERRITORY", 2, [3][8]string{
			{"-3.5", "-3.5", "-3.5", "-5.5", "-6.5", "-5.5", "-3.5", "-2.5"},
			{"0.5", "0.5", "0.5", "-4.5", "-5.5", "-4.5", "-3.5", "-2.5"},
			{"0.5", "0.5", "0.5", "-2.5", "-3.5", "-2.5", "-1.5", "-0.5"}}},
		{"territory scoring in encore 2", "TERRITORY", 4, [3][8]string{
			{"-3.5", "-3.5", "-3.5", "-5.5", "-5.5", "-5.5", "-3.5", "-3.5"},
			{"0.5", "0.5", "0.5", "-4.5", "-4.5", "-4.5", "-3.5", "-3.5"},
			{"0.5", "0.5", "0.5", "-2.5", "-2.5", "-2.5", "-1.5", "-1.5"}}},
	}
	for _, c := range cases {
		for i, tax := range []string{"NONE", "SEKI", "ALL"} {
			got := scores("koPOSITIONALscore"+c.scoring+"tax"+tax+"sui0", c.passes)
			if got != c.want[i] {
				t.Errorf("%s, tax %s:\n got  %v\n want %v", c.name, tax, got, c.want[i])
			}
		}
	}
}

// "Fill seki liberties in main phase" and "in encore 2": White moves
// first, komi -0.5; filling the shared liberties of a seki.
func TestKataGoFillSekiLiberties(t *testing.T) {
	const seki = "...oxx./oooox.x/xxxxoxx/o.xoooo/.oxox.o/oxxo.x./o.xoo.x"
	want := map[bool][3][8]string{
		false: {
			{"1.5", "1.5", "1.5", "0.5", "1.5", "0.5", "0.5", "10.5"},
			{"0.5", "0.5", "0.5", "0.5", "2.5", "1.5", "1.5", "11.5"},
			{"0.5", "0.5", "0.5", "0.5", "0.5", "-0.5", "-0.5", "7.5"}},
		true: {
			{"1.5", "1.5", "1.5", "0.5", "1.5", "1.5", "1.5", "11.5"},
			{"0.5", "0.5", "0.5", "0.5", "2.5", "2.5", "2.5", "12.5"},
			{"0.5", "0.5", "0.5", "0.5", "0.5", "0.5", "0.5", "8.5"}},
	}
	for _, encore2 := range []bool{false, true} {
		for i, tax := range []string{"NONE", "SEKI", "ALL"} {
			k := newKG(t, "koPOSITIONALscoreTERRITORYtax"+tax+"sui0", -0.5, board.White, seki)
			if encore2 {
				k.play("pass", "pass", "pass", "pass")
			}
			var got [8]string
			got[0] = k.scoreIfEndedNow()
			for j, m := range []string{"6,5", "5,6", "0,4", "6,0", "1,0", "4,5", "5,4"} {
				k.play(m)
				got[j+1] = k.scoreIfEndedNow()
			}
			if got != want[encore2][i] {
				t.Errorf("encore 2 %v, tax %s:\n got  %v\n want %v", encore2, tax, got, want[encore2][i])
			}
		}
	}
}

// "Area scoring with button": the first pass takes the button, ½ point;
// without a pass the player to move at the count gets it.
func TestKataGoAreaScoringWithButton(t *testing.T) {
	want := map[string][9]string{
		"koSIMPLEscoreAREAtaxNONEsui0":        {"-5.5", "-6.5", "-2.5", "-2.5", "-2.5", "-2.5", "-2.5", "-2.5", "-2.5"},
		"koSIMPLEscoreAREAtaxNONEsui0button1": {"-6", "-6", "-3", "-2", "-3", "-3", "-3", "-3", "-3"},
	}
	for ru, w := range want {
		k := newKG(t, ru, 2.5, board.Black, "..x.xo./..xxoo./...xo../..xxo../..x.o../..xxo../...xo..")
		var got [9]string
		got[0] = k.scoreIfEndedNow()
		for i, m := range []string{"3,4", "3,0", "1,2", "4,0", "pass", "6,2", "pass", "pass"} {
			k.play(m)
			got[i+1] = k.scoreIfEndedNow()
		}
		if got != w {
			t.Errorf("%s:\n got  %v\n want %v", ru, got, w)
		}
		wantKG(t, ru+": over", k.result(), w[8])
	}
}

// "Various komis": four passes on a board split in two; komi 0.5, 0 and
// -0.5 give White by 0.5, a draw and Black by 0.5.
func TestKataGoVariousKomis(t *testing.T) {
	for komi, want := range map[float64]string{0.5: "0.5", 0: "0", -0.5: "-0.5"} {
		k := newKG(t, "koSIMPLEscoreAREAtaxNONEsui0", komi, board.Black, "......./......./ooooooo/xxxxxxx/......./.......")
		k.play("pass", "pass", "pass", "pass")
		wantKG(t, fmt.Sprintf("komi %v", komi), k.result(), want)
	}
}

// "GroupTaxSekiScoring" and "GroupTaxSekiScoring2" (CASES.md case 5):
// the six countings of one position, every group beside the unfilled
// dame E3-G3 being "in seki" for KataGo.
func TestKataGoGroupTaxSekiScoring(t *testing.T) {
	cases := []struct {
		pos  string
		want [6]string // area NONE, SEKI, ALL; territory NONE, SEKI, ALL
	}{
		{".x.xo.o.x/...xooox./.xxxxxxoo/xoooooxo./xo.o.oxoo/xoooooxxx/xxxo...oo/.xxxoooo./.x.xo.o.o",
			[6]string{"4.5", "6.5", "6.5", "-1.5", "0.5", "0.5"}},
		{".x.xo.o.x/...xooox./.xxxxxxoo/xoooooxo./xo.o.oxoo/xoooooxxx/xxxoxxxoo/.xxxoooo./.x.xo.o.o",
			[6]string{"1.5", "-0.5", "-2.5", "-1.5", "-3.5", "-5.5"}},
	}
	for _, c := range cases {
		var got [6]string
		i := 0
		for _, scoring := range []string{"AREA", "TERRITORY"} {
			for _, tax := range []string{"NONE", "SEKI", "ALL"} {
				k := newKG(t, "koPOSITIONALscore"+scoring+"tax"+tax+"sui0", 0.5, board.Black, c.pos)
				k.play("pass", "pass")
				if scoring == "TERRITORY" {
					k.play("pass", "pass", "pass", "pass")
				}
				got[i] = k.result()
				i++
			}
		}
		if got != c.want {
			t.Errorf("%s:\n got  %v\n want %v", c.pos, got, c.want)
		}
	}
}

// The "Sending two returning one" tests: under SIMPLE, White's second
// pass in the same position ends the game (W-B -11, komi 0); with the
// button, White's first pass took the button and does not count, so
// the game goes on until the cycle brings her pass back (W-B -10, komi
// 0.5). Under SSK, Black may not return to a situation already seen;
// the button's pass restarts the history, so the first round is allowed
// after it.
func TestKataGoSendingTwoReturningOne(t *testing.T) {
	const withPass = "...../..xxx/xx.oo/xooo./xo.ox/xoxx."
	const noPass = "...../..xxx/xxxoo/xooo./xo.ox/xoxx."
	k := newKG(t, "koSIMPLEscoreAREAtaxSEKIsui0", 0, board.Black, withPass)
	k.play("2,2", "pass", "4,3", "4,5", "4,4")
	wantKG(t, "simple, no button, 5 moves", k.result(), "not over")
	k.play("pass")
	wantKG(t, "simple, no button", k.result(), "-11")

	k = newKG(t, "koSIMPLEscoreAREAtaxSEKIsui0button1", 0.5, board.Black, withPass)
	k.play("2,2", "pass", "4,3", "4,5", "4,4", "pass")
	wantKG(t, "simple, button, 6 moves", k.result(), "not over")
	k.play("4,3", "4,5", "4,4", "pass")
	wantKG(t, "simple, button", k.result(), "-10")

	k = newKG(t, "koSITUATIONALscoreAREAtaxSEKIsui0", 0, board.Black, noPass)
	k.play("4,3", "4,5", "4,4", "pass")
	wantKG(t, "SSK, no initial pass, no button", k.illegal(), "Illegal: (4,3) X")
	wantKG(t, "SSK, no initial pass, no button", k.result(), "not over")

	k = newKG(t, "koSITUATIONALscoreAREAtaxSEKIsui0button1", 0.5, board.Black, noPass)
	k.play("4,3", "4,5", "4,4", "pass")
	wantKG(t, "SSK, no initial pass, button", k.illegal(), "")
	wantKG(t, "SSK, no initial pass, button", k.result(), "not over")
	k.play("4,3", "4,5", "4,4", "pass")
	wantKG(t, "SSK, no initial pass, button, second round", k.illegal(), "Illegal: (4,3) X")

	k = newKG(t, "koSITUATIONALscoreAREAtaxSEKIsui0button1", 0.5, board.Black, withPass)
	k.play("2,2", "pass", "4,3", "4,5", "4,4", "pass")
	wantKG(t, "SSK, initial pass, button", k.illegal(), "Illegal: (4,3) X")
	wantKG(t, "SSK, initial pass, button", k.result(), "not over")
}

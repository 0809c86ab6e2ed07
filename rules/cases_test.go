package rules

import (
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// wantRules checks each ruleset's forbidden moves ("move:rule ...").
func wantRules(t *testing.T, out *Outcome, want map[string]string) {
	t.Helper()
	for name, w := range want {
		if got := forbidden(outcomeOf(t, out, name)); got != w {
			t.Errorf("%s: forbidden %q, want %q", name, got, w)
		}
	}
}

func wantEnd(t *testing.T, out *Outcome, name string, end End, move int) {
	t.Helper()
	o := outcomeOf(t, out, name)
	if o.End != end || o.EndMove != move {
		t.Errorf("%s: end %s at move %d, want %s at %d", name, o.End, o.EndMove, end, move)
	}
}

func repeat(s string, n int) string { return strings.TrimSuffix(strings.Repeat(s+", ", n), ", ") }

// CASES.md, KataGo 1: triple ko. The six moves bring back the start, so
// PSK forbids the sixth and every later move, NSSK only from the seventh
// (the start was not made by a play), Kee's DSSK from the sixth too (the
// start sits in the temporary history of White, who does not move first:
// seed 003, "P1, W's turn … Black's temporary history only holds P1"), and
// the basic-ko rulesets see the start for the third time at move 12: a long
// cycle.
func TestTripleKo(t *testing.T) {
	const diagram = "ooooooo/oxo.o.o/x.xoxox/xxxxxxx/ooooooo/......."
	out := replayT(t, gameOf(t, diagram, repeat("B D5, W B4, B F5, W D4, B B5, W F4", 2)))
	psk := "6:superko-positional 7:superko-positional 8:superko-positional 9:superko-positional 10:superko-positional 11:superko-positional 12:superko-positional"
	wantRules(t, out, map[string]string{
		"japanese":     "",
		"korean":       "",
		"bga-japanese": "",
		"chinese":      psk,
		"tromp-taylor": psk,
		"lasker-maas":  psk,
		"aga":          strings.ReplaceAll(psk, "positional", "situational"),
		"bga":          "7:superko-natural 8:superko-natural 9:superko-natural 10:superko-natural 11:superko-natural 12:superko-natural",
		"spight":       strings.ReplaceAll(psk, "superko-positional", "spight"),
		"kee-v4":       strings.ReplaceAll(psk, "superko-positional", "kee-dssk"),
	})
	wantEnd(t, out, "japanese", EndNoResult, 12)
	wantEnd(t, out, "bga-japanese", EndJigo, 12)
	wantEnd(t, out, "chinese", EndUnfinished, 0)
	// After the first five moves W B4 is illegal too: under every ruleset,
	// as it retakes the ko Black just took.
	out = replayT(t, gameOf(t, diagram, "B D5, W B4, B F5, W D4, B B5, W B4"))
	wantRules(t, out, map[string]string{"chinese": "6:basic-ko", "japanese": "6:basic-ko"})
	// Going round once is not yet a no-result.
	out = replayT(t, gameOf(t, diagram, "B D5, W B4, B F5, W D4, B B5, W F4, B D5, W B4, B F5, W D4, B B5"))
	wantEnd(t, out, "japanese", EndUnfinished, 0)
}

// CASES.md, KataGo 2: eternal life, a four-move cycle.
func TestEternalLife(t *testing.T) {
	const diagram = "......../oooooo../xxxxxo../xoooxxoo/.o.x.ox."
	out := replayT(t, gameOf(t, diagram, repeat("B C1, W E1, B D1, W F1", 2)))
	wantRules(t, out, map[string]string{
		"japanese": "",
		"chinese":  "4:superko-positional 5:superko-positional 6:superko-positional 7:superko-positional 8:superko-positional",
		"bga":      "5:superko-natural 6:superko-natural 7:superko-natural 8:superko-natural",
	})
	wantEnd(t, out, "japanese", EndNoResult, 8)
	wantEnd(t, out, "bga-japanese", EndJigo, 8)
	// Moves after the end are counted as such.
	out = replayT(t, gameOf(t, diagram, repeat("B C1, W E1, B D1, W F1", 2)+", B C1"))
	if o := outcomeOf(t, out, "japanese"); o.AfterEnd != 1 || o.Moves != 8 {
		t.Errorf("after end %d, tally moves %d", o.AfterEnd, o.Moves)
	}
}

// CASES.md, KataGo 3: sending two, returning one. Every cycle holds a
// pass, so it is never a no-result. B E2 (move 5) returns to the position
// after move 1 (and after W's pass): PSK, SSK and Kee (Black's temporary
// history) forbid it; so does Spight, since W's pass, the last one, was
// made in that position (RULES.md §3; KataGo's SPIGHT too), and Spight
// ends the game when White passes a second time in that position.
func TestSendingTwoReturningOne(t *testing.T) {
	const diagram = "...../..xxx/xx.oo/xooo./xo.ox/xoxx."
	out := replayT(t, gameOf(t, diagram, "B C4, W pass, "+repeat("B E3, W E1, B E2, W pass", 4)))
	wantEnd(t, out, "japanese", EndUnfinished, 0)
	wantEnd(t, out, "bga-japanese", EndUnfinished, 0)
	o := outcomeOf(t, out, "japanese")
	if len(o.Forbidden) != 0 {
		t.Errorf("japanese forbids %s", forbidden(o))
	}
	wantRules(t, out, map[string]string{"spight": "5:spight 9:spight 13:spight 17:spight"})
	wantEnd(t, out, "spight", EndPasses, 6)
	for _, name := range []string{"chinese", "aga", "kee-v4"} {
		if f := outcomeOf(t, out, name).Forbidden; len(f) == 0 || f[0].Move != 5 {
			t.Errorf("%s: forbidden %v, want B E2 (move 5) first", name, f)
		}
	}
	// Prisoners: each cycle White takes two, Black one.
	if p := out.Prisoners; p[board.White] != 8 || p[board.Black] != 4 {
		t.Errorf("prisoners %v", p)
	}
}

// CASES.md, KataGo 4: B E5 is a two-stone suicide; after W's pass B F5
// recreates the start: illegal under PSK, legal under SSK and Spight.
func TestSuicideAndSuperko(t *testing.T) {
	const diagram = ".oxo.x/oxxooo/xx..../....../......"
	spightMulti := Ruleset{Name: "spight-multi", Ko: KoSpight, Cycles: CyclesForbidden, Suicide: SuicideMulti, End: EndRepeatedPass}
	out := replayT(t, gameOf(t, diagram, "B E5, W pass, B F5"), append(handRulesets(), spightMulti)...)
	wantRules(t, out, map[string]string{
		"tromp-taylor": "3:superko-positional",
		"new-zealand":  "",
		"spight-multi": "",
		"chinese":      "1:suicide 3:superko-positional",
		"japanese":     "1:suicide",
	})
	if out.Prisoners[board.White] != 2 {
		t.Errorf("suicided stones go to White's prisoners: %v", out.Prisoners)
	}
}

// CASES.md, KataGo 6: the ends by passing.
func TestEndsByPassing(t *testing.T) {
	const play = "B B3, W C2, B B2, W C3, B B1, W C1, B B4, W C4"
	g := gameOf(t, "..../..../..../....", play+", B pass, W pass")
	out := replayT(t, g)
	for _, name := range []string{"japanese", "chinese", "aga", "tromp-taylor"} {
		wantEnd(t, out, name, EndPasses, 10)
	}
	wantEnd(t, out, "lasker-maas", EndPhaseOne, 0)
	wantEnd(t, out, "kee-v4", EndUnfinished, 0)
	wantEnd(t, out, "spight", EndUnfinished, 0)
	if p := out.Passes; p[board.Black] != 1 || p[board.White] != 1 || out.LastPass != board.White {
		t.Errorf("passes %v last %v", p, out.LastPass)
	}
	want := board.MustParsePosition(".xo./.xo./.xo./.xo.")
	if o := outcomeOf(t, out, "japanese"); !o.Final.Equal(want) {
		t.Errorf("final %s", o.Final)
	}

	// White passes first: AGA needs White's pass again.
	out = replayT(t, gameOf(t, "..../..../..../....", play+", W pass, B pass"))
	wantEnd(t, out, "japanese", EndPasses, 10)
	wantEnd(t, out, "aga", EndUnfinished, 0)
	out = replayT(t, gameOf(t, "..../..../..../....", play+", W pass, B pass, W pass"))
	wantEnd(t, out, "aga", EndPasses, 11)
	wantEnd(t, out, "spight", EndPasses, 11) // White passed again in the same position
	if o := outcomeOf(t, out, "japanese"); o.AfterEnd != 1 || o.Passes[board.White] != 1 {
		t.Errorf("japanese tally after its end: %+v", o.Tally)
	}

	// Kee: four passes; Lasker-Maas: two more after phase one, with plays between.
	out = replayT(t, gameOf(t, "..../..../..../....", play+", B pass, W pass, B pass, W pass"))
	wantEnd(t, out, "kee-v4", EndPasses, 12)
	wantEnd(t, out, "lasker-maas", EndPasses, 12)
	out = replayT(t, gameOf(t, "..../..../..../....", play+", B pass, W pass, B pass"))
	wantEnd(t, out, "lasker-maas", EndPhaseOne, 0) // one new pass is not two
	out = replayT(t, gameOf(t, "..../..../..../....", play+", B pass, W pass, B A1, W pass, B pass"))
	wantEnd(t, out, "lasker-maas", EndPasses, 13)
	out = replayT(t, gameOf(t, "..../..../..../....", play+", B pass, W pass, B A1, W D1, B pass, W pass"))
	wantEnd(t, out, "lasker-maas", EndPasses, 14)
	if o := outcomeOf(t, out, "lasker-maas"); o.PhaseTwoPlays[board.Black] != 1 || o.PhaseTwoPlays[board.White] != 1 {
		t.Errorf("phase-two plays %v", o.PhaseTwoPlays)
	}
	// Records that end otherwise.
	g = gameOf(t, "..../..../..../....", play)
	g.Ending, g.Loser = RecordResignation, board.White
	wantEnd(t, replayT(t, g), "chinese", EndResignation, 0)
	g.Ending = RecordTime
	wantEnd(t, replayT(t, g), "kee-v4", EndTime, 0)
	g.Ending = RecordForfeit
	wantEnd(t, replayT(t, g), "japanese", EndForfeit, 0)
}

// CASES.md, KataGo 7: three leading black moves are a handicap of three;
// a single black stone is none.
func TestHandicapMoves(t *testing.T) {
	g := gameOf(t, "...../...../...../...../.....", "B A1, B C1, B E1, W C3")
	out := replayT(t, g)
	if out.Handicap != 3 || out.HandicapMoves != 3 || out.Moves != 4 {
		t.Errorf("handicap %d moves %d (record moves %d)", out.Handicap, out.HandicapMoves, out.Moves)
	}
	for _, n := range out.Notes {
		if strings.Contains(n.Msg, "in a row") {
			t.Errorf("handicap moves reported as a record error: %v", n)
		}
	}
	g = gameOf(t, "...../...../..x../...../.....", "W C4")
	if out = replayT(t, g); out.Handicap != 0 {
		t.Errorf("one black stone is a handicap of %d", out.Handicap)
	}
	g = gameOf(t, "...../.x.x./...../.x.x./.....", "W C3")
	if out = replayT(t, g); out.Handicap != 4 || out.HandicapMoves != 0 {
		t.Errorf("four setup stones: handicap %d", out.Handicap)
	}
	// Fox writes the handicap stones in a setup node before the first move.
	g = gameOf(t, "...../...../...../...../.....", "W C3")
	g.Steps = append([]Step{Setup(Stone{X: 1, Y: 1, Color: board.Black}, Stone{X: 3, Y: 3, Color: board.Black})}, g.Steps...)
	if out = replayT(t, g); out.Handicap != 2 {
		t.Errorf("setup node before move 1: handicap %d", out.Handicap)
	}
}

// sgfSteps reads SGF moves ("B[ba];W[];...") into steps: x from the
// first letter, y from the second, an empty value a pass.
func sgfSteps(t testing.TB, s string) []Step {
	t.Helper()
	var out []Step
	for _, m := range strings.Split(s, ";") {
		if m = strings.TrimSpace(m); m == "" {
			continue
		}
		c := board.Black
		if m[0] == 'W' {
			c = board.White
		}
		v := strings.TrimSuffix(m[2:], "]")
		switch len(v) {
		case 0:
			out = append(out, Pass(c))
		case 2:
			out = append(out, Play(c, int(v[0]-'a'), int(v[1]-'a')))
		default:
			t.Fatalf("bad move %q", m)
		}
	}
	return out
}

// Issue 13, the minimal case of natural situational superko (5x3, komi
// 0.5):
//
//	(;GM[1]FF[4]SZ[5:3]KM[0.5]RU[BGA];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];
//	  B[cb];W[ea];B[];W[bb];B[cb];W[])
//
// After move 8 (W ea) the board is P8:
//
//	. X O . O
//	X . X O .
//	. X O . .
//
// Black passes (move 9, still P8, White to move); W bb (10) captures the
// lone B cb in atari, a ko; B cb (11) retakes at once and recreates P8.
// P8 was made by White's play and Black's pass, never by a play of
// Black's: natural situational superko allows it (RULES.md §3), while the
// basic ko rule and every other superko forbid it (PSK: P8 again; SSK:
// P8 with White to move, as after move 9). With B[ae] in place of the
// pass (off the 5x3 board: not applied, nothing added to the history),
// P8 comes straight from White's play and the retake is a plain basic
// ko, illegal everywhere.
func TestNaturalSituationalRetakeAfterPass(t *testing.T) {
	const moves = "B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[ea];B[];W[bb];B[cb];W[]"
	g := &Game{W: 5, H: 3, Steps: sgfSteps(t, moves)}
	out := replayT(t, g)
	want := map[string]string{}
	for _, rs := range handRulesets() {
		want[rs.Name] = "11:basic-ko"
	}
	want["bga"] = ""
	want["ing"] = "11:ing-ko" // Ing's own basic-ko rule
	wantRules(t, out, want)

	g = &Game{W: 5, H: 3, Steps: sgfSteps(t, strings.Replace(moves, "B[]", "B[ae]", 1))}
	out = replayT(t, g)
	for name := range want {
		want[name] = "9:off-board 11:basic-ko"
	}
	want["ing"] = "9:off-board 11:ing-ko"
	wantRules(t, out, want)
}

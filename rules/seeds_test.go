package rules

import (
	"testing"

	"github.com/rulediff/rulediff/rules/board"
)

// Seed 001, tiny boards under its precise rules (PSK, no suicide).
func TestSeed001TinyBoards(t *testing.T) {
	cit := handRuleset(t, "citizendium")
	// 1x1: a stone on the only point is suicide; both players can only pass.
	out := replayT(t, &Game{W: 1, H: 1, Steps: []Step{Play(board.Black, 0, 0)}}, cit)
	if got := forbidden(out.Rulesets[0]); got != "1:suicide" {
		t.Errorf("1x1 play: %q", got)
	}
	out = replayT(t, &Game{W: 1, H: 1, Steps: []Step{Pass(board.Black), Pass(board.White)}}, cit)
	if o := out.Rulesets[0]; o.End != EndPasses || len(o.Forbidden) != 0 || !o.Final.Equal(board.NewPosition(1, 1)) {
		t.Errorf("1x1 passes: %+v", o)
	}
	// 2x1: B (0 0), W (1 0) captures, B may not retake (it recreates the
	// position after move 1): every ruleset forbids it (a basic ko too).
	out = replayT(t, &Game{W: 2, H: 1, Steps: []Step{Play(board.Black, 0, 0), Play(board.White, 1, 0), Play(board.Black, 0, 0)}})
	for _, o := range out.Rulesets {
		if o.Ruleset == "ing" {
			continue // Ing's judge is its own
		}
		if got := forbidden(o); got != "3:basic-ko" {
			t.Errorf("2x1 retake under %s: %q", o.Ruleset, got)
		}
	}
	// ... so B passes, W passes: the game is over with White's stone alone.
	out = replayT(t, &Game{W: 2, H: 1, Steps: []Step{Play(board.Black, 0, 0), Play(board.White, 1, 0), Pass(board.Black), Pass(board.White)}}, cit)
	if o := out.Rulesets[0]; o.End != EndPasses || o.EndMove != 4 || o.Final.String() != ".o" || o.Prisoners[board.White] != 1 {
		t.Errorf("2x1 game: %+v", o)
	}
	// 3x1: B plays the middle; a white stone on either end is suicide.
	for _, x := range []int{0, 2} {
		out = replayT(t, &Game{W: 3, H: 1, Steps: []Step{Play(board.Black, 1, 0), Play(board.White, x, 0)}}, cit)
		if got := forbidden(out.Rulesets[0]); got != "2:suicide" {
			t.Errorf("3x1 W at %d: %q", x, got)
		}
	}
	out = replayT(t, &Game{W: 3, H: 1, Steps: []Step{Play(board.Black, 1, 0), Pass(board.White), Pass(board.Black)}}, cit)
	if o := out.Rulesets[0]; o.End != EndPasses || o.Final.String() != ".x." {
		t.Errorf("3x1 game: %+v", o)
	}
}

// Seed 003's P1…P9 cycle. The seed shows only two rows of four points
// whose captures make two separate 2x2 areas {a1 a2 / b1 b2} and
// {a3 a4 / b3 b4}; this 7x2 board has exactly those captures: the a
// points on the top row, the b points below, and walls that neither
// connect nor give liberties (columns 2 and 4).
//
//	a1 a2 x . x a3 a4
//	b1 b2 o . o b3 b4
//
// Black's first move b4 produces P1 (so Black's temporary history holds
// P1, as in the seed); then W a3, B b2, W a4, B b1, W a2, B b3, W a1 give
// P2…P8, and B b4 (move 9) would produce P9 = P1: illegal under DSSK.
func TestSeed003KeeCycle(t *testing.T) {
	start := board.MustParsePosition("oox.x../..o.ox.")
	a := map[string][2]int{"a1": {0, 0}, "a2": {1, 0}, "a3": {5, 0}, "a4": {6, 0}, "b1": {0, 1}, "b2": {1, 1}, "b3": {5, 1}, "b4": {6, 1}}
	seq := []string{"b4", "a3", "b2", "a4", "b1", "a2", "b3", "a1", "b4"}
	g := &Game{W: 7, H: 2, Setup: setupOf(start)}
	for i, p := range seq {
		c := board.Black
		if i%2 == 1 {
			c = board.White
		}
		g.Steps = append(g.Steps, Play(c, a[p][0], a[p][1]))
	}
	out := replayT(t, g)
	// The seed's rows (2nd row + 3rd row) of P1, P4 and P8.
	rows := func(p board.Position) string {
		s := p.String()
		return s[0:2] + s[5:7] + " " + s[8:10] + s[13:15]
	}
	wantRules(t, out, map[string]string{
		"kee-v4":   "9:kee-dssk",
		"chinese":  "9:superko-positional",
		"aga":      "9:superko-situational",
		"japanese": "",
	})
	o := outcomeOf(t, out, "kee-v4")
	if r := o.Forbidden[0].Reason; r != "produces a position in Black's temporary history (after move 1)" {
		t.Errorf("reason %q", r)
	}
	// Check the positions against the seed's table on the way.
	var p board.Position = start.Clone()
	want := []string{"oo.. ..xx", "ooo. ..xx", "ooo. .xxx", "oooo .x..", "..oo xx..", ".ooo xx..", ".ooo xxx.", "oooo ..x.", "oo.. ..xx"}
	for i, s := range g.Steps {
		if _, _, err := p.Play(s.X, s.Y, s.Color); err != nil {
			t.Fatal(err)
		}
		if got := rows(p); got != want[i] {
			t.Fatalf("P%d = %q, want %q", i+1, got, want[i])
		}
	}
}

// Seed 003 on the 2x1 board ("even the first play can be disturbing"):
// Black's fresh stone a is captured by W b, so the position after move 1
// enters Black's permanent history. Black's retake at a (move 3) is
// forbidden (a basic ko too); played anyway and followed by W's pass, it
// leaves Black to move in that very position: her pass would produce it
// (banned by the permanent history) and her only play, b, is suicide.
// She has no legal turn and loses (rule D.1).
func TestSeed003KeePermanentHistory(t *testing.T) {
	kee := handRuleset(t, "kee-v4")
	a, b := [2]int{0, 0}, [2]int{1, 0}
	g := &Game{W: 2, H: 1, Steps: []Step{Play(board.Black, a[0], a[1]), Play(board.White, b[0], b[1]), Play(board.Black, a[0], a[1]), Pass(board.White)}}
	o := replayT(t, g, kee).Rulesets[0]
	if got := forbidden(o); got != "3:basic-ko" {
		t.Errorf("forbidden %q", got)
	}
	if o.End != EndNoLegalTurn || o.EndMove != 4 || o.Loser != board.Black {
		t.Errorf("end %s at %d loser %v, want no-legal-turn at 4, Black", o.End, o.EndMove, o.Loser)
	}
	// Before that: after W b captures, Black's pass is legal (the position
	// after it is not in her permanent history) and White may pass too;
	// then Black's pass in the position after move 1 is not reachable, but
	// Black's play at a is banned by the permanent history alone once the
	// basic ko is lifted by the passes.
	g = &Game{W: 2, H: 1, Steps: []Step{Play(board.Black, a[0], a[1]), Play(board.White, b[0], b[1]), Pass(board.Black), Pass(board.White), Play(board.Black, a[0], a[1])}}
	o = replayT(t, g, kee).Rulesets[0]
	if len(o.Forbidden) != 1 || o.Forbidden[0].Move != 5 || o.Forbidden[0].Reason != "produces a position in Black's permanent history (after move 1)" {
		t.Errorf("forbidden %+v", o.Forbidden)
	}
	// Under PSK the same play is forbidden too, but by superko; under basic
	// ko it is legal (the passes lifted the ko).
	out := replayT(t, g, handRuleset(t, "chinese"), handRuleset(t, "japanese"))
	if forbidden(out.Rulesets[0]) != "5:superko-positional" || forbidden(out.Rulesets[1]) != "" {
		t.Errorf("chinese %q japanese %q", forbidden(out.Rulesets[0]), forbidden(out.Rulesets[1]))
	}
}

// A setup change in mid-record restarts the repetition history (RULES.md
// §3): on 2x1, after B a and W b (capturing), AE clears the board; B a
// again makes the position after move 1, which is no repetition any more,
// and the ko is gone with the old history.
func TestSetupRestartsHistory(t *testing.T) {
	g := &Game{W: 2, H: 1, Steps: []Step{
		Play(board.Black, 0, 0), Play(board.White, 1, 0),
		Setup(Stone{X: 1, Y: 0, Color: board.Empty}),
		Play(board.Black, 0, 0), Play(board.White, 1, 0), Play(board.Black, 0, 0),
	}}
	out := replayT(t, g)
	// Without the setup, move 3 would be a basic ko and a superko; with it,
	// only move 5 (B a: W just captured at b with a lone stone) is the
	// basic-ko retake: every ruleset forbids it and nothing else.
	for _, o := range out.Rulesets {
		if o.Ruleset == "ing" {
			continue
		}
		if got := forbidden(o); got != "5:basic-ko" {
			t.Errorf("%s: %q", o.Ruleset, got)
		}
	}
	if len(out.Notes) != 1 || out.Notes[0].Move != 3 {
		t.Errorf("notes %v", out.Notes)
	}
	if got := out.Final.String(); got != "x." {
		t.Errorf("final %s", got)
	}
}

// CASES.md, small boards: on 1x1 (suicide legal, two passes end the game)
// there is 1 legal game under PSK, 2 under SSK and 5 under NSSK. The
// replay's verdicts drive a search over every record.
func TestOneByOneGameCounts(t *testing.T) {
	count := func(ko KoRule) int {
		rs := Ruleset{Name: string(ko), Ko: ko, Cycles: CyclesForbidden, Suicide: SuicideAny, End: EndTwoPasses}
		r, err := NewReplayer([]Ruleset{rs})
		if err != nil {
			t.Fatal(err)
		}
		var walk func(steps []Step, c board.Color) int
		walk = func(steps []Step, c board.Color) int {
			if len(steps) > 12 {
				t.Fatalf("%s: a game longer than 12 moves: %v", ko, steps)
			}
			n := 0
			for _, s := range []Step{Pass(c), Play(c, 0, 0)} {
				g := &Game{W: 1, H: 1, Steps: append(append([]Step(nil), steps...), s)}
				out, err := r.Replay(g)
				if err != nil {
					t.Fatal(err)
				}
				o := out.Rulesets[0]
				switch {
				case len(o.Forbidden) > 0:
				case o.End == EndPasses:
					n++
				default:
					n += walk(g.Steps, c.Opponent())
				}
			}
			return n
		}
		return walk(nil, board.Black)
	}
	for ko, want := range map[KoRule]int{KoPositional: 1, KoSituational: 2, KoNaturalSituational: 5} {
		if got := count(ko); got != want {
			t.Errorf("%s: %d legal games, want %d", ko, got, want)
		}
	}
}

// Seed 003's answer to Robert Pauli on the 2x3 board (3 wide, 2 high):
// "B5 was removed by W6 (before Black placed the next stone). Therefore,
// the board position produced by B5 (with 3 black stones on upper row and
// 2 white stones on lower row) was then added to Black's permanent
// history. Furthermore, since B1 and B3 belong to the same group of B5,
// the board position produced by B1 and B3 were also added."
func TestSeed003PermanentHistoryContents(t *testing.T) {
	g := &Game{W: 3, H: 2, Steps: []Step{
		Play(board.Black, 0, 0), Play(board.White, 0, 1),
		Play(board.Black, 1, 0), Play(board.White, 1, 1),
		Play(board.Black, 2, 0), Play(board.White, 2, 1), // captures the upper row
	}}
	r, err := NewReplayer([]Ruleset{handRuleset(t, "kee-v4")})
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Final.String(); got != ".../ooo" || len(out.Rulesets[0].Forbidden) != 0 {
		t.Fatalf("final %s, forbidden %v", got, out.Rulesets[0].Forbidden)
	}
	if r.hist.Position(5).String() != "xxx/oo." {
		t.Fatalf("P5 = %s", r.hist.Position(5))
	}
	for e := 1; e <= 6; e++ {
		inBlack := r.hist.recs[e].mark&permMark(board.Black) != 0
		inWhite := r.hist.recs[e].mark&permMark(board.White) != 0
		if want := e%2 == 1; inBlack != want || inWhite {
			t.Errorf("position after move %d (%s): in Black's permanent history %v, White's %v", e, r.hist.Position(e), inBlack, inWhite)
		}
	}
}

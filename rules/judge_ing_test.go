package rules

import (
	"fmt"
	"testing"

	"rulediff/rules/board"
)

// ingGame builds a record from a diagram (board.ParsePosition notation)
// and plays "x,y" or "pass", alternating from first.
func ingGame(t testing.TB, diagram string, first board.Color, plays ...string) *Game {
	t.Helper()
	p := board.MustParsePosition(diagram)
	g := &Game{W: p.W, H: p.H, First: first}
	for i, c := range p.Stones {
		if c != board.Empty {
			g.Setup = append(g.Setup, Stone{X: i % p.W, Y: i / p.W, Color: c})
		}
	}
	c := first
	for _, s := range plays {
		if s == "pass" {
			g.Steps = append(g.Steps, Pass(c))
		} else {
			var x, y int
			if _, err := fmt.Sscanf(s, "%d,%d", &x, &y); err != nil {
				t.Fatalf("bad play %q", s)
			}
			g.Steps = append(g.Steps, Play(c, x, y))
		}
		c = c.Opponent()
	}
	return g
}

// The replay with the Ing judge gives the verdicts of the seed's
// sequences (rules/ing tests them move by move; here through the lazy
// adapter, including a prohibition across a pass).
func TestIngJudgeInReplay(t *testing.T) {
	ingRow := handRuleset(t, "ing")
	for _, tc := range []struct {
		name    string
		diagram string
		first   board.Color
		plays   []string
		want    string // "move:detail" of the only forbidden move, "" for none
	}{
		{"L9 (1) O[aa]: basic ko", "xxxxx/.x.xo/ooxo./ooooo", board.White,
			[]string{"2,1", "2,2"}, "2:basic-ko"},
		{"L10 (1) O[1b]: fighting", "xxxxx/.x.xo/xoxo./ooooo", board.White,
			[]string{"2,1", "4,2"}, "2:fighting"},
		{"L10 (1) O[1ppb]", "xxxxx/.x.xo/xoxo./ooooo", board.White,
			[]string{"2,1", "pass", "pass", "4,2"}, ""},
		{"L11 (3) #[cbdcbdc]: disturber", "xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......", board.Black,
			[]string{"4,2", "2,1", "6,2", "4,1", "2,2", "6,1", "4,2"}, "7:disturber"},
		{"L11 (3) #[cbdcbdtc]: tenuki first", "xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......", board.Black,
			[]string{"4,2", "2,1", "6,2", "4,1", "2,2", "6,1", "0,6", "0,1"}, ""},
		{"L12 (2) #[abcpa]: prohibition across a pass", ".xx.o/xoooo/.oooo/ooooo", board.Black,
			[]string{"0,2", "0,0", "0,1", "pass", "0,2"}, "5:prohibition"},
		{"L12 (1) #[abcdb]: prohibition", "........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox", board.Black,
			[]string{"2,5", "0,4", "6,5", "8,4", "0,3"}, "5:prohibition"},
	} {
		out := replayT(t, ingGame(t, tc.diagram, tc.first, tc.plays...), ingRow)
		got := ""
		for _, f := range out.Rulesets[0].Forbidden {
			if got != "" {
				got += " "
			}
			got += fmt.Sprintf("%d:%s", f.Move, f.Detail)
			if f.Rule != RuleIngKo {
				t.Errorf("%s: rule %q, want %q", tc.name, f.Rule, RuleIngKo)
			}
		}
		if got != tc.want {
			t.Errorf("%s: forbidden %q, want %q", tc.name, got, tc.want)
		}
	}
}

// BenchmarkReplayIng replays ordinary games (random legal 19x19 games)
// under the whole catalogue, with the Ing judge and without it (the ing
// row then falls back to the replay's built-in rules): the difference is
// what the Ing judge costs.
func BenchmarkReplayIng(b *testing.B) {
	b.Run("with", func(b *testing.B) { benchReplay(b, handRulesets()) })
	b.Run("without", func(b *testing.B) {
		saved := koJudges[KoIng]
		delete(koJudges, KoIng)
		defer func() { koJudges[KoIng] = saved }()
		benchReplay(b, handRulesets())
	})
}

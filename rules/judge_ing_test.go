package rules

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/ing"
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
// under the whole catalogue three ways: with the Ing judge; with a judge
// that does nothing registered for ing (what any registered judge costs
// the replay: it is called on every play and observes every step); and without
// any (the ing row falls back to the built-in rules). with − nop is what
// the Ing judge itself costs.
func BenchmarkReplayIng(b *testing.B) {
	saved := koJudges[KoIng]
	defer func() { koJudges[KoIng] = saved }()
	b.Run("with", func(b *testing.B) {
		koJudges[KoIng] = saved
		benchReplay(b, handRulesets())
	})
	b.Run("nop", func(b *testing.B) {
		koJudges[KoIng] = func(Ruleset) Judge { return nopJudge{} }
		benchReplay(b, handRulesets())
	})
	b.Run("without", func(b *testing.B) {
		delete(koJudges, KoIng)
		benchReplay(b, handRulesets())
	})
}

// nopJudge allows everything and keeps no state.
type nopJudge struct{}

func (nopJudge) Reset(View)                 {}
func (nopJudge) Judge(*Facts, View) Verdict { return Legal }
func (nopJudge) Observe(*Facts, View)       {}

// The lazy adapter must rule exactly as the eager judge that analyses
// every play: random games from seed positions full of ko mouths, judged
// both ways.
func TestIngJudgeLazyEqualsEager(t *testing.T) {
	// Both orders of selectRuns' tests: the class scans first (few kept
	// plays) and the candidate test first (a long record).
	for _, first := range []int{candidateFirst, 0} {
		t.Run(fmt.Sprintf("candidateFirst=%d", first), func(t *testing.T) {
			saved := candidateFirst
			candidateFirst = first
			defer func() { candidateFirst = saved }()
			ingLazyEqualsEager(t)
		})
	}
}

func ingLazyEqualsEager(t *testing.T) {
	starts := []string{
		"xxxxxxx/.x.xoxo/xoxo.o./ooooooo/xxxxxxx/......./.......",                                   // L11 (3) with room
		"........./xxxxxxxxx/ooooxoooo/xo.oxo.ox/.xooxoox./xo.oxo.ox",                               // L12 (1)
		"xxxxxx/.x.xox/ooxo.o/oooooo/xxxxxx/.x.xxx/xxxooo/xxo.o.",                                   // L12 (3)
		"xxxxxxxxx/xx.x.xoxo/ooxoxo.o./ooooooooo/xxxxxxxxx/..xoo..../.x.xo.o../..xoo..../.........", // L12 (5)
		"xo./.xo/xo.",                     // the 3x3 windmill
		".xx.o/xoooo/.oooo/ooooo",         // L12 (2)
		"xxxxx/.x.xo/ooxo./ooooo",         // L11 (1)
		"xxxxxxx/.xoxoxo/xo.o.o./ooooooo", // L11 (4)
	}
	ingRow := handRuleset(t, "ing")
	rng := rand.New(rand.NewPCG(4, 4))
	rules := map[string]int{}
	for n, s := range starts {
		for game := 0; game < 60; game++ {
			p := board.MustParsePosition(s)
			g := &Game{W: p.W, H: p.H, Setup: setupOf(p)}
			cur := p.Clone()
			c := board.Black
			if game%2 == 1 {
				c = board.White
			}
			g.First = c
			// The eager reference, move by move.
			j := ing.NewJudge()
			var want []string
			for mv := 1; mv <= 40; mv++ {
				if rng.IntN(12) == 0 {
					g.Steps = append(g.Steps, Pass(c))
					j.Pass(c)
					c = c.Opponent()
					continue
				}
				// Mostly ko stone moves, sometimes a tenuki.
				var empties []int
				if rng.IntN(8) != 0 {
					for _, k := range ing.KoPositions(cur) {
						for _, i := range k.Points {
							if cur.Stones[i] == board.Empty {
								empties = append(empties, i)
							}
						}
					}
				}
				if len(empties) == 0 {
					for i, col := range cur.Stones {
						if col == board.Empty {
							empties = append(empties, i)
						}
					}
				}
				if len(empties) == 0 {
					break
				}
				i := empties[rng.IntN(len(empties))]
				trial := cur.Clone()
				if _, sui, _ := trial.Play(i%p.W, i/p.W, c); sui > 0 {
					g.Steps = append(g.Steps, Pass(c))
					j.Pass(c)
					c = c.Opponent()
					continue
				}
				m, err := j.Analyse(cur, c, i%p.W, i/p.W)
				if err != nil {
					t.Fatal(err)
				}
				if r := j.Rule(m); !r.Allowed {
					want = append(want, fmt.Sprintf("%d:%s", len(g.Steps)+1, r.Rule))
					rules[r.Rule.String()]++
				}
				j.Commit(m)
				g.Steps = append(g.Steps, Play(c, i%p.W, i/p.W))
				cur = trial
				c = c.Opponent()
			}
			out := replayT(t, g, ingRow)
			var got []string
			for _, f := range out.Rulesets[0].Forbidden {
				got = append(got, fmt.Sprintf("%d:%s", f.Move, f.Detail))
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("start %d game %d: lazy %v, eager %v", n, game, got, want)
			}
		}
	}
	// The games must exercise every rule, or the comparison proves little.
	for _, r := range []string{"basic-ko", "fighting", "disturber", "prohibition"} {
		if rules[r] == 0 {
			t.Errorf("no move prohibited by the %s rule in the random games: %v", r, rules)
		}
	}
	t.Logf("prohibitions compared: %v", rules)
}

// SwapKoJudgeForTest replaces the judge registered for ko (nil: none) and
// returns a function that restores it: for the benchmarks of the external
// test package.
func SwapKoJudgeForTest(ko KoRule, j Judge) (restore func()) {
	saved, had := koJudges[ko]
	if j == nil {
		delete(koJudges, ko)
	} else {
		koJudges[ko] = func(Ruleset) Judge { return j }
	}
	return func() {
		if had {
			koJudges[ko] = saved
		} else {
			delete(koJudges, ko)
		}
	}
}

// NopJudgeForTest allows every move.
func NopJudgeForTest() Judge { return nopJudge{} }

// Every sentinel of the class test must be a stone that can belong to no
// ko mouth of the position before the play (MayBeKoPoint false), or the
// test would tell apart two positions of one class and hide a
// prohibition. The stone of the play just before is a sentinel without a
// test when the judge did not keep that play: checked here on the random
// ko fights of TestIngJudgeLazyEqualsEager (where plays just before are
// often candidates, kept) and on random 19x19 games (often not kept).
func TestIngSentinelsAreNoKoPoints(t *testing.T) {
	free, tested := 0, 0
	sentinelCheck = func(c *classTest) {
		for _, q := range c.sent {
			if ing.MayBeKoPoint(c.w, c.hh, c.now, q) {
				t.Fatalf("entry %d: sentinel (%d,%d) may be a ko point", c.entry, q%c.w, q/c.w)
			}
			if q == int(c.h.At(c.entry).Point) {
				free++
			} else {
				tested++
			}
		}
	}
	defer func() { sentinelCheck = nil }()
	ingFightsAndGames(t)
	if free < 100 || tested < 100 {
		t.Fatalf("too few sentinels checked: %d of the play just before, %d others", free, tested)
	}
	t.Logf("sentinels checked: %d of the play just before, %d others", free, tested)
}

// SetIngShortcutsForTest turns the Ing judge's shortcuts compared by
// TestIngShortcutsOnCorpora on or off, with seen called at every use of
// one (nil: none), and returns a function that restores them.
func SetIngShortcutsForTest(on bool, seen func(kind string)) (restore func()) {
	savedExit, savedSeen, savedKnown, savedStone := noCandExit, shortcutSeen, knownCandidates, stoneCandidates
	noCandExit, shortcutSeen, knownCandidates, stoneCandidates = on, seen, on, on
	return func() {
		noCandExit, shortcutSeen, knownCandidates, stoneCandidates = savedExit, savedSeen, savedKnown, savedStone
	}
}

// selectRuns stops at a play found no candidate before its class scans,
// worked by hand on a basic ko:
//
//	5 . # O . .     White's B4 takes C4: a lone stone with one liberty
//	4 # . # O .     in the two-point mouth B4-C4, kept by the judge.
//	3 . # O . .     Then Black's A5 joins B5 and A4: a chain of three
//	2 . . . . .     (in scope) whose neighbourhood passes the filter's
//	1 . . . . .     first test, but its liberty A3 opens onto the empty
//	  A B C D E     lower board: no enclosed shape, no candidate. It
//
// follows a kept play, so selectRuns tests it (no candidate) and stops.
// Black's C4 instead retakes the ko: a candidate, the run of B4 is
// marked and the judge goes on (Ing's basic-ko rule forbids it), no stop.
func TestIngNoCandidateExitByHand(t *testing.T) {
	const diagram = ".xo../x.xo./.xo../...../....."
	ing := handRuleset(t, "ing")
	for _, c := range []struct {
		moves, forbidden string
		exits            int
	}{
		{"W B4, B A5", "", 1},
		{"W B4, B C4", "2:ing-ko", 0},
	} {
		for _, on := range []bool{true, false} {
			exits := 0
			restore := SetIngShortcutsForTest(on, func(kind string) {
				if kind == "no-candidate stop" {
					exits++
				}
			})
			o := outcomeOf(t, replayT(t, gameOf(t, diagram, c.moves), ing), "ing")
			restore()
			want := c.exits
			if !on {
				want = 0
			}
			if got := forbidden(o); got != c.forbidden || exits != want {
				t.Errorf("%s (shortcut %v): forbidden %q, %d stops; want %q, %d", c.moves, on, got, exits, c.forbidden, want)
			}
		}
	}
}

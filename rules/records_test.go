package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// Real records through the SGF reader, converted by package compare (the
// program's one conversion of an sgfio record into a rules.Game).

func colorOf(c sgfio.Color) board.Color {
	switch c {
	case sgfio.Black:
		return board.Black
	case sgfio.White:
		return board.White
	}
	return board.Empty
}

func toGame(sg *sgfio.Game) *rules.Game {
	var g rules.Game
	compare.ToRules(sg, &g)
	return &g
}

func readGames(t testing.TB, path string) []*sgfio.Game {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgfio.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return col.Games
}

func lookup(t testing.TB, name string) rules.Ruleset {
	t.Helper()
	rs, ok := rules.Lookup(name)
	if !ok {
		t.Fatalf("no ruleset %q in the catalogue", name)
	}
	return rs
}

func replay(t testing.TB, g *rules.Game, rs ...rules.Ruleset) *rules.Outcome {
	t.Helper()
	out, err := rules.Replay(g, rs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func forbiddenAt(o rules.RulesetOutcome) string {
	s := ""
	for _, f := range o.Forbidden {
		if s != "" {
			s += " "
		}
		s += fmt.Sprintf("%d:%s", f.Move, f.Rule)
	}
	return s
}

// Little Go's illegal games: each holds one illegal move, named by the
// file. The verdicts were checked by hand:
//   - suicide.sgf: W aa fills the last liberty of a lone stone: suicide
//     everywhere (single-stone suicide is illegal even under multi).
//   - positional-superko.sgf: W dg (22) captures the two stones eg fg, B
//     eg (23) takes one back and recreates the position after move 20,
//     when Black was to move; now White is: PSK and Spight forbid it,
//     SSK, NSSK, Kee and basic ko do not (not a basic ko: two stones
//     were taken).
//   - situational-superko.sgf: W ba (24) recreates the position after
//     move 20 (White's play, Black to move, as now): SSK, NSSK and PSK
//     forbid it; so does Spight: Black's pass at move 21, the last pass,
//     was made in that position (RULES.md §3).
//   - illegal-move.sgf: W hd (16) is on Black's stone.
func TestLittleGoIllegalGames(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests", "littlego", "Illegal_games")
	cases := []struct {
		file string
		want map[string]string
	}{
		{"suicide.sgf", map[string]string{"japanese": "4:suicide", "chinese": "4:suicide", "tromp-taylor": "4:suicide", "new-zealand": "4:suicide"}},
		{"positional-superko.sgf", map[string]string{"chinese": "23:superko-positional", "tromp-taylor": "23:superko-positional", "spight": "23:spight", "aga": "", "bga": "", "kee-v4": "", "japanese": ""}},
		{"situational-superko.sgf", map[string]string{"aga": "24:superko-situational", "new-zealand": "24:superko-situational", "bga": "24:superko-natural", "chinese": "24:superko-positional", "kee-v4": "24:kee-dssk", "spight": "24:spight", "japanese": ""}},
		{"illegal-move.sgf", map[string]string{"japanese": "16:occupied", "chinese": "16:occupied", "spight": "16:occupied"}},
	}
	for _, c := range cases {
		games := readGames(t, filepath.Join(dir, c.file))
		if len(games) != 1 {
			t.Fatalf("%s: %d games", c.file, len(games))
		}
		out := replay(t, toGame(games[0]), rules.Catalogue()...)
		for _, o := range out.Rulesets {
			if w, ok := c.want[o.Ruleset]; ok && forbiddenAt(o) != w {
				t.Errorf("%s under %s: forbidden %q, want %q", c.file, o.Ruleset, forbiddenAt(o), w)
			}
		}
	}
}

// CGOS games that ended B+Illegal / W+Illegal under Tromp-Taylor rules
// (positional superko, suicide of more than one stone legal). The server
// did not record the refused move: the last comment names it ("white
// player error - KO attempted move: A6"). Every recorded move is legal
// under the game's declared ruleset; the attempted move, appended, is
// forbidden: "suicide" as suicide, "KO" and "simple KO" as a repetition
// (positional superko, or a basic-ko retake, which every ruleset
// forbids). The server's "simple KO" is not our basic ko: in 879 and 994
// the refused move recreates the position of three moves before (not a
// basic ko: legal under japanese), and 58273's "KO" is a basic-ko retake.
func TestCGOSIllegalGames(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "cgos")
	attempt := regexp.MustCompile(`(white|black) player error - (simple KO|KO|suicide) attempted\s+move: ([A-HJ-T])(\d+)`)
	ruleOf := map[string]string{"simple KO": rules.RulePositional, "KO": rules.RulePositional, "suicide": rules.RuleSuicide}
	basicKo := map[string]bool{"58273.sgf": true}
	n := 0
	for _, f := range shared.SGFFiles(t, dir) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, sg := range readGames(t, f) {
			if sg.Result.Kind != sgfio.ResultIllegal {
				continue
			}
			n++
			name := filepath.Base(f)
			res, err := rules.Resolve(sg.Rules)
			if err != nil {
				t.Fatalf("%s: RU[%s]: %v", name, sg.Rules, err)
			}
			m := attempt.FindSubmatch(data)
			if m == nil {
				t.Errorf("%s: no attempted move in the comments", name)
				continue
			}
			c := board.Black
			if string(m[1]) == "white" {
				c = board.White
			}
			if colorOf(sg.Result.Winner) != c.Opponent() {
				t.Errorf("%s: the winner is not the other player", name)
			}
			x := int(m[3][0] - 'A')
			if m[3][0] > 'I' {
				x--
			}
			row, _ := strconv.Atoi(string(m[4]))
			g := toGame(sg)
			g.Steps = append(g.Steps, rules.Play(c, x, sg.Height-row))
			o := replay(t, g, res.Params).Rulesets[0]
			want := fmt.Sprintf("%d:%s", len(g.Steps), ruleOf[string(m[2])])
			if basicKo[name] {
				want = fmt.Sprintf("%d:%s", len(g.Steps), rules.RuleBasicKo)
			}
			if got := forbiddenAt(o); got != want {
				t.Errorf("%s (%s %s%s): forbidden %q, want %q", name, m[1], m[3], m[4], got, want)
			}
			// A superko violation that is no basic ko is legal under japanese.
			if want == fmt.Sprintf("%d:%s", len(g.Steps), rules.RulePositional) {
				if jp := replay(t, g, lookup(t, "japanese")).Rulesets[0]; len(jp.Forbidden) != 0 {
					t.Errorf("%s: japanese forbids %s", name, forbiddenAt(jp))
				}
			}
		}
	}
	if n != 11 {
		t.Errorf("found %d games ending by an illegal move, want 11", n)
	}
}

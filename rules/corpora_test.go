package rules_test

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
)

// replayCorpus replays every game of dir under the ruleset its RU
// declares and returns "file:move:rule" for each forbidden move.
func replayCorpus(t *testing.T, dir string) (found []string, games, moves int) {
	t.Helper()
	replayers := map[string]*rules.Replayer{}
	for _, path := range shared.SGFFiles(t, dir) {
		rel, _ := filepath.Rel(dir, path)
		for _, sg := range readGames(t, path) {
			res, err := rules.Resolve(sg.Rules)
			if err != nil {
				res, _ = rules.Resolve("Japanese") // RU[] missing: judge by the lenient default
			}
			r := replayers[res.Params.Name]
			if r == nil {
				if r, err = rules.NewReplayer([]rules.Ruleset{res.Params}); err != nil {
					t.Fatal(err)
				}
				replayers[res.Params.Name] = r
			}
			out, err := r.Replay(toGame(sg))
			if err != nil {
				t.Errorf("%s: %v", rel, err)
				continue
			}
			games++
			moves += out.Moves
			o := out.Rulesets[0]
			for _, f := range o.Forbidden {
				found = append(found, fmt.Sprintf("%s:%d:%s", filepath.ToSlash(rel), f.Move, f.Rule))
			}
			if o.End == rules.EndNoResult {
				found = append(found, fmt.Sprintf("%s:%d:%s", filepath.ToSlash(rel), o.EndMove, o.End))
			}
		}
	}
	sort.Strings(found)
	return found, games, moves
}

// Every fox_pro game under the rules it declares (with the implied
// handicap stones placed): no forbidden move in 660,493 moves. The one
// real repetition (corpus README: 7p/1461856565019999405.sgf, move 191,
// RE[draw]) is a triple ko: move 191 recreates the position after 185
// (chinese would forbid it), and at move 197 the cycle has gone round
// twice: a no-result under the declared Japanese rules.
func TestFoxProDeclaredRules(t *testing.T) {
	found, games, moves := replayCorpus(t, shared.Path(t, "corpora", "fox_pro"))
	if games != 3363 || moves != 660493 {
		t.Errorf("%d games, %d moves; want 3363, 660493", games, moves)
	}
	want := "7p/1461856565019999405.sgf:197:no-result"
	if strings.Join(found, " ") != want {
		t.Errorf("found %v, want only %s", found, want)
	}
}

// ai_games: the only illegal moves are the 13 plays on occupied points of
// Sweeper/2016.09.04_2016_vs_syknyk (corpus README). The repetitions of
// the UEC Cup QuinoaIgo games are legal under their Japanese rules and
// never go round a second time.
func TestAIGamesDeclaredRules(t *testing.T) {
	found, _, _ := replayCorpus(t, shared.Path(t, "corpora", "ai_games"))
	if len(found) != 13 {
		t.Errorf("found %d illegal moves, want 13: %v", len(found), found)
	}
	for _, f := range found {
		if !strings.HasPrefix(f, "Sweeper/2016.09.04_2016_vs_syknyk") || !strings.HasSuffix(f, ":occupied") {
			t.Errorf("unexpected %s", f)
		}
	}
}

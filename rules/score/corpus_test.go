package score_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/rules/score"
	"github.com/rulediff/rulediff/sgfio"
)

// record is a game replayed with the reference mechanics, ready to count.
type record struct {
	name   string
	game   *sgfio.Game
	in     score.Input
	tb, tw []int
	rs     rules.Ruleset
	ruOK   bool
}

// rulesetOf maps the RU values found in the GNU Go corpus (RULES.md §2
// names); KGS games without RU were played under KGS's default, Japanese.
func rulesetOf(ru string) (rules.Ruleset, bool) {
	switch strings.ToLower(strings.TrimSpace(ru)) {
	case "japanese", "":
		return japanese, true
	case "chinese":
		return chinese, true
	case "aga":
		return aga, true
	case "new zealand", "nz":
		return newZealand, true
	case "tromp/taylor", "tromp-taylor", "tt":
		return trompTaylor, true
	}
	return rules.Ruleset{}, false
}

func toIndex(pts []sgfio.Point, w, h int) []int {
	var out []int
	for _, p := range pts {
		if p.X >= 0 && p.Y >= 0 && p.X < w && p.Y < h {
			out = append(out, p.Y*w+p.X)
		}
	}
	return out
}

func setup(p *board.Position, s sgfio.Setup) {
	for _, c := range []struct {
		pts []sgfio.Point
		col board.Color
	}{{s.Black, board.Black}, {s.White, board.White}, {s.Empty, board.Empty}} {
		for _, i := range toIndex(c.pts, p.W, p.H) {
			p.Stones[i] = c.col
		}
	}
}

// replay plays a game's main line with board.Position.Play (the slow
// reference mechanics) and gathers what counting needs.
func replay(name string, g *sgfio.Game) (record, error) {
	w, h := g.Width, g.Height
	p := board.NewPosition(w, h)
	setup(&p, g.Setup)
	r := record{name: name, game: g}
	in := &r.in
	changes := g.Changes
	for i, m := range g.Moves {
		for len(changes) > 0 && changes[0].Before <= i+1 {
			setup(&p, changes[0])
			changes = changes[1:]
		}
		c := board.Black
		if m.Color == sgfio.White {
			c = board.White
		}
		if m.Pass {
			in.Passes[c]++
			in.LastPass = c
			continue
		}
		in.LastPass = board.Empty
		if m.Invalid || m.OffBoard {
			return r, fmt.Errorf("move %d is not on the board", i+1)
		}
		capt, self, err := p.Play(int(m.X), int(m.Y), c)
		if err != nil {
			return r, fmt.Errorf("move %d: %w", i+1, err)
		}
		in.Prisoners[c] += capt
		in.Prisoners[c.Opponent()] += self
	}
	in.Position = p
	in.Komi = g.Komi.Value
	if len(g.Setup.White) == 0 && len(g.Setup.Black) >= 2 {
		in.Handicap = len(g.Setup.Black)
	}
	r.tb, r.tw = toIndex(g.TB, w, h), toIndex(g.TW, w, h)
	r.rs, r.ruOK = rulesetOf(g.Rules)
	return r, nil
}

// finishedGames returns the games under dir (recursively) with a numeric
// RE, TB/TW markup and a final double pass, in path order.
func finishedGames(tb testing.TB, dir string) []record {
	tb.Helper()
	paths := shared.SGFFiles(tb, dir)
	sort.Strings(paths)
	var out []record
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		coll, err := sgfio.Parse(data)
		if err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		rel, _ := filepath.Rel(dir, path)
		for _, g := range coll.Games {
			n := len(g.Moves)
			if g.Result.Kind != sgfio.ResultScore || len(g.TB)+len(g.TW) == 0 ||
				n < 2 || !g.Moves[n-1].Pass || !g.Moves[n-2].Pass {
				continue
			}
			r, err := replay(rel, g)
			if err != nil {
				tb.Errorf("%s: %v", rel, err)
				continue
			}
			out = append(out, r)
		}
	}
	return out
}

// declared returns RE as a margin, Black minus White.
func declared(g *sgfio.Game) float64 {
	if g.Result.Winner == sgfio.White {
		return -g.Result.Margin
	}
	return g.Result.Margin
}

// scoreWithMarkup counts a record under its declared ruleset, dead stones
// from its TB/TW.
func scoreWithMarkup(r record) score.Result {
	in := r.in
	in.Dead = score.DeadFromMarkup(in.Position, r.tb, r.tw)
	in.DeadMethod = score.DeadMarkup
	return score.Score(in, r.rs)
}

// The KGS games of the GNU Go regression corpus (CASES.md): the server
// counted them from the marked dead stones, so the computed result under
// the declared ruleset must equal RE.
func TestKGSGamesReproduceRE(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "kgs")
	games := finishedGames(t, dir)
	if len(games) != 56 {
		t.Errorf("found %d finished games with markup and a numeric RE, want 56", len(games))
	}
	match := 0
	for _, r := range games {
		if !r.ruOK {
			t.Errorf("%s: unknown RU %q", r.name, r.game.Rules)
			continue
		}
		res := scoreWithMarkup(r)
		if d := score.Check(res, declared(r.game)); d.Agrees {
			match++
		} else {
			t.Errorf("%s (%s, komi %v, H %d): computed %s, RE %s (difference %+v)\nblack %+v\nwhite %+v\n%s",
				r.name, r.rs.Name, r.in.Komi, r.in.Handicap, res, r.game.Result.Raw, d.Difference, res.Black, res.White,
				score.DrawOwnership(res.Own, res.W))
		}
	}
	t.Logf("KGS games reproduced: %d/%d", match, len(games))
}

// All the finished, marked games of the GNU Go corpus: the share whose RE
// the count under the declared ruleset reproduces (128/134 when written).
// The six that differ, looked at one by one:
//   - self_play/354-34-1, -2, -3: GNU Go self-play; RE is GNU Go's own
//     end-of-game estimate, not a count of the markup added later (off by
//     3 to 41 points, winners differ in two).
//   - nando/kisei27_g1, meijin27_g4 (professional games, no RU): the
//     records stop with 20 or so dame unfilled; the published result
//     counts the position after the dame and the teire they force, which
//     the record does not hold (1 point each).
//   - cgf2002/kat-gnu: 6 points apart; the marked position leaves a black
//     stone in atari at D15 unmarked; the tournament's count is not
//     reproducible from this markup.
func TestGnuGoGamesShare(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games")
	games := finishedGames(t, dir)
	byRU := map[string][2]int{}
	match := 0
	var misses []string
	for _, r := range games {
		ru := r.game.Rules
		if ru == "" {
			ru = "(none)"
		}
		c := byRU[ru]
		c[1]++
		if r.ruOK && score.Check(scoreWithMarkup(r), declared(r.game)).Agrees {
			c[0]++
			match++
		} else {
			misses = append(misses, fmt.Sprintf("%s (%s): %s vs RE %s", r.name, ru, scoreWithMarkup(r), r.game.Result.Raw))
		}
		byRU[ru] = c
	}
	var keys []string
	for k := range byRU {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-12s %d/%d", k, byRU[k][0], byRU[k][1])
	}
	t.Logf("all finished marked games: %d/%d reproduce RE", match, len(games))
	for _, m := range misses {
		t.Logf("mismatch: %s", m)
	}
	// The issue counts 130 such games; this selection (sgfio's reading of
	// the last main-line node's TB/TW, passes as [] or tt) finds 134:
	// Japanese 83, Chinese 26, AGA 13, New Zealand 7 (dublin2.sgf and
	// egc2001/gg-dr.sgf are the same game), no RU 5.
	if len(games) < 130 {
		t.Errorf("found %d finished marked games, want at least 130", len(games))
	}
}

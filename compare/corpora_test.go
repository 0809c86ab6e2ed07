package compare

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/rules"
	"github.com/rulediff/rulediff/rules/board"
	"github.com/rulediff/rulediff/sgfio"
)

// declaredReplay replays every game of a corpus under the ruleset its RU[]
// declares (the exact parameters of the resolution) and returns the
// forbidden moves found, one line per move ("source move point rule"),
// plus the games, moves and games with a declared ruleset.
func declaredReplay(t *testing.T, dir string) (found []string, games, moves, declared int, ends map[string]int) {
	t.Helper()
	replayers := map[string]*rules.Replayer{}
	var rg rules.Game
	ends = map[string]int{}
	for in := range corpus.Inputs([]string{dir}, corpus.Options{}) {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil {
			continue
		}
		for _, rec := range c.Games {
			games++
			moves += len(rec.Moves)
			res, err := rules.Resolve(rec.Rules)
			if err != nil {
				continue
			}
			declared++
			key := fmt.Sprintf("%+v", res.Params)
			rp := replayers[key]
			if rp == nil {
				if rp, err = rules.NewReplayer([]rules.Ruleset{res.Params}); err != nil {
					t.Fatalf("%s: %v", in.Source, err)
				}
				replayers[key] = rp
			}
			ToRules(rec, &rg)
			out, err := rp.Replay(&rg)
			if err != nil {
				found = append(found, fmt.Sprintf("%s#%d: %v", in.Source, rec.Index, err))
				continue
			}
			// RULES.md §5.6: the record's handicap as sgfio reads it is
			// the one the replay counts (the report's declared handicap).
			if out.Handicap != rec.Handicap.Count {
				t.Errorf("%s#%d: the replay counts %d handicap stones, sgfio %d (%+v)", in.Source, rec.Index, out.Handicap, rec.Handicap.Count, rec.Handicap)
			}
			ro := out.Rulesets[0]
			ends[string(ro.End)]++
			for _, f := range ro.Forbidden {
				found = append(found, fmt.Sprintf("%s#%d move %d %s %s (%s)", in.Source, rec.Index, f.Move, pointName(rec, f), f.Rule, res.Ruleset))
			}
		}
	}
	return found, games, moves, declared, ends
}

func pointName(rec *sgfio.Game, f rules.Forbidden) string {
	if f.X < 0 {
		return "pass"
	}
	return sgfio.Point{X: f.X, Y: f.Y}.String()
}

// Fox's professional games: with the implied handicap stones placed, no
// move is forbidden under each game's declared rules (Japanese: basic ko).
// The repetition of 7p/1461856565019999405.sgf at move 191 is real: the
// game was declared a draw (RE[draw]); under Japanese rules it is a long
// cycle, the one no-result end of the corpus.
func TestFoxProDeclaredRules(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus replay")
	}
	dir := shared.Path(t, "corpora", "fox_pro")
	found, games, moves, declared, ends := declaredReplay(t, dir)
	t.Logf("fox_pro: %d games, %d moves, %d with a known RU; ends %v", games, moves, declared, ends)
	if len(found) > 0 {
		t.Errorf("%d unexpected forbidden moves:\n%s", len(found), strings.Join(head(found, 30), "\n"))
	}
	if ends["no-result"] != 1 {
		t.Errorf("want one no-result (7p/1461856565019999405.sgf), got %d", ends["no-result"])
	}
	if games < 3000 {
		t.Errorf("only %d games read", games)
	}
}

// AI games: Sweeper/2016.09.04_2016_vs_syknyk plays 13 moves on occupied
// points (a broken record); the other forbidden moves found are listed in
// the log and must be only in known files.
func TestAIGamesDeclaredRules(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus replay")
	}
	dir := shared.Path(t, "corpora", "ai_games")
	found, games, moves, declared, ends := declaredReplay(t, dir)
	t.Logf("ai_games: %d games, %d moves, %d with a known RU; ends %v", games, moves, declared, ends)
	byFile := map[string]int{}
	for _, f := range found {
		byFile[f[:strings.Index(f, "#")]]++
	}
	var files []string
	for f, n := range byFile {
		files = append(files, fmt.Sprintf("%s: %d", f, n))
	}
	sort.Strings(files)
	t.Logf("forbidden moves by file:\n%s", strings.Join(files, "\n"))
	for f, n := range byFile {
		switch {
		case strings.Contains(f, "2016.09.04_2016_vs_syknyk"):
			if n != 13 {
				t.Errorf("%s: %d forbidden moves, want the 13 on occupied points", f, n)
			}
		default:
			t.Errorf("%s: %d unexpected forbidden moves", f, n)
		}
	}
	for _, f := range found {
		if strings.Contains(f, "syknyk") && !strings.Contains(f, " occupied ") {
			t.Errorf("syknyk: want only occupied points: %s", f)
		}
	}
}

// CGOS games ending B+Illegal / W+Illegal: the illegal move is not in the
// record; CGOS names it in the last comment ("white player error - KO
// attempted move: A6"). Played after the record by the loser, it must be
// forbidden under the game's declared rules (RU[Tromp/Taylor]: positional
// superko), and legal under basic ko when the comment says superko.
func TestCGOSIllegalEndings(t *testing.T) {
	dir := shared.Path(t, "corpora", "gnugo_regression", "games", "cgos")
	n := 0
	var rg rules.Game
	for in := range corpus.Inputs([]string{dir}, corpus.Options{}) {
		c, err := corpus.Parse(in, sgfio.Options{}) // the tree: the last comment names the move
		if err != nil {
			continue
		}
		for _, rec := range c.Games {
			if rec.Result.Kind != sgfio.ResultIllegal {
				continue
			}
			n++
			comment := lastComment(rec.Root)
			k := strings.LastIndex(comment, "move:")
			if k < 0 {
				t.Errorf("%s: no move in the comment %q", in.Source, comment)
				continue
			}
			x, y, ok := gtpPoint(strings.TrimSpace(comment[k+5:]), rec.Width, rec.Height)
			if !ok {
				t.Errorf("%s: cannot read the point in %q", in.Source, comment)
				continue
			}
			res, err := rules.Resolve(rec.Rules)
			if err != nil {
				t.Errorf("%s: RU[%s]: %v", in.Source, rec.Rules, err)
				continue
			}
			ToRules(rec, &rg)
			loser := color(rec.Result.Winner).Opponent()
			rg.Steps = append(rg.Steps, rules.Play(loser, x, y))
			out, err := rules.Replay(&rg, []rules.Ruleset{res.Params})
			if err != nil {
				t.Fatal(err)
			}
			fs := out.Rulesets[0].Forbidden
			if len(fs) != 1 || fs[0].Move != len(rec.Moves)+1 {
				t.Errorf("%s RE[%s] %q: want the appended move %d forbidden under %s, got %+v", in.Source, rec.Result.Raw, comment, len(rec.Moves)+1, res.Ruleset, fs)
				continue
			}
			t.Logf("%s RE[%s]: move %d %s by the loser: %s (%s)", in.Source, rec.Result.Raw, fs[0].Move, comment[k+5:], fs[0].Rule, fs[0].Reason)
		}
	}
	if n == 0 {
		t.Fatal("no B+Illegal/W+Illegal game found")
	}
}

func lastComment(n *sgfio.Node) string {
	last := ""
	for ; n != nil; n = n.FirstChild {
		if c := n.Value("C"); c != "" {
			last = c
		}
	}
	return last
}

// gtpPoint reads a GTP point ("A6": column letter without I, row 1 at the
// bottom).
func gtpPoint(s string, w, h int) (int, int, bool) {
	if len(s) < 2 {
		return 0, 0, false
	}
	col := strings.ToUpper(s[:1])[0]
	if col < 'A' || col > 'Z' || col == 'I' {
		return 0, 0, false
	}
	x := int(col - 'A')
	if col > 'I' {
		x--
	}
	row := 0
	if _, err := fmt.Sscanf(s[1:], "%d", &row); err != nil {
		return 0, 0, false
	}
	y := h - row
	return x, y, x < w && y >= 0 && y < h
}

// Little Go's illegal games: the files name the rule their last move breaks.
func TestLittleGoIllegalGames(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests", "littlego", "Illegal_games")
	want := map[string]string{
		"positional-superko.sgf":  rules.RulePositional,
		"situational-superko.sgf": rules.RuleSituational,
		"suicide.sgf":             rules.RuleSuicide,
		"illegal-move.sgf":        "",
	}
	a, err := NewAuditor(Options{Dead: DeadNone})
	if err != nil {
		t.Fatal(err)
	}
	for in := range corpus.Inputs([]string{dir}, corpus.Options{}) {
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil || len(c.Games) == 0 {
			continue
		}
		name := in.Source[strings.LastIndex(in.Source, "/")+1:]
		g := a.Audit(in.Source, c.Games[0])
		var rulesFound []string
		for _, v := range g.Verdicts {
			for _, f := range v.Illegal {
				rulesFound = append(rulesFound, v.Ruleset.Name+":"+f.Rule)
			}
		}
		t.Logf("%s: %d moves, illegal %v", name, g.Moves, head(rulesFound, 6))
		if rule, ok := want[name]; ok && rule != "" {
			hit := false
			for _, r := range rulesFound {
				if strings.HasSuffix(r, ":"+rule) {
					hit = true
				}
			}
			if !hit {
				t.Errorf("%s: no ruleset forbids a move by %s", name, rule)
			}
		}
	}
}

func head(s []string, n int) []string {
	if len(s) > n {
		return append(s[:n:n], fmt.Sprintf("... and %d more", len(s)-n))
	}
	return s
}

// The UEC Cup games of QuinoaIgo repeat whole-board positions. A slow
// reference (board.Position.Play and every earlier position kept as text)
// finds the repetitions; positional superko (chinese) must forbid exactly
// those moves, and the audit reports a superko-positional legality
// divergence against Japanese basic ko where each run starts.
func TestUECQuinoaRepetitions(t *testing.T) {
	dir := shared.Path(t, "corpora", "ai_games", "The_11th_Computer_Go_UEC_Cup")
	a, err := NewAuditor(Options{Dead: DeadNone, Rulesets: mustRulesets(t, "japanese", "chinese")})
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for in := range corpus.Inputs([]string{dir}, corpus.Options{}) {
		if !strings.Contains(in.Source, "QuinoaIgo") {
			continue
		}
		c, err := corpus.Parse(in, sgfio.Options{MainLine: true})
		if err != nil || len(c.Games) == 0 {
			t.Fatalf("%s: %v", in.Source, err)
		}
		rec := c.Games[0]
		want := slowRepetitions(rec)
		g := a.Audit(in.Source, rec)
		var got []int
		for _, f := range verdict(g, "chinese").Illegal {
			got = append(got, f.Move)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: positional superko forbids %v, the reference finds repetitions at %v", in.Source, got, want)
		}
		if len(want) > 0 {
			d := find(g, KindLegality, rules.RulePositional)
			if d == nil || d.Move != want[0] {
				t.Errorf("%s: want a superko-positional divergence at move %d: %+v", in.Source, want[0], g.Divergences)
			}
		}
		total += len(want)
		t.Logf("%s: repetitions at %v; japanese %s %s, chinese %s", in.Source, want, verdict(g, "japanese").End, verdict(g, "japanese").Result, verdict(g, "chinese").Result)
	}
	if total == 0 {
		t.Error("no repetition found in QuinoaIgo's games")
	}
}

// slowRepetitions replays rec with the reference mechanics and returns the
// moves whose position equals an earlier one (plays only: a pass repeats
// its position by definition and no superko forbids it).
func slowRepetitions(rec *sgfio.Game) []int {
	p := board.NewPosition(rec.Width, rec.Height)
	for _, s := range rec.Setup.Black {
		p.Stones[s.Y*p.W+s.X] = board.Black
	}
	for _, s := range rec.Setup.White {
		p.Stones[s.Y*p.W+s.X] = board.White
	}
	seen := map[string]bool{p.String(): true}
	var out []int
	for i, m := range rec.Moves {
		if m.Pass || m.Invalid {
			continue
		}
		if _, _, err := p.Play(int(m.X), int(m.Y), color(m.Color)); err != nil {
			continue
		}
		s := p.String()
		if seen[s] {
			out = append(out, i+1)
		}
		seen[s] = true
	}
	return out
}

func mustRulesets(t *testing.T, names ...string) []rules.Ruleset {
	t.Helper()
	rs, err := SelectRulesets(nil, names)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

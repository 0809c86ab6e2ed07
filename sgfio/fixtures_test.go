package sgfio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

func parseFixture(t *testing.T, rel ...string) *Collection {
	t.Helper()
	f := shared.Path(t, append([]string{"corpora", "parser_tests"}, rel...)...)
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", f, err)
	}
	return c
}

// TestFixtureCounts checks game and move counts the fixtures state in
// their names, comments or sources.
func TestFixtureCounts(t *testing.T) {
	// N-passes.sgf: N passes, alternating from Black.
	for n := 2; n <= 5; n++ {
		c := parseFixture(t, "littlego", "9x9", strings.Repeat("", 0)+string(rune('0'+n))+"-passes.sgf")
		g := c.Games[0]
		if len(g.Moves) != n || g.Width != 9 {
			t.Errorf("%d-passes: %d moves on %d", n, len(g.Moves), g.Width)
		}
		for i, m := range g.Moves {
			if !m.Pass {
				t.Errorf("%d-passes: move %d is not a pass", n, i+1)
			}
		}
	}
	// "2 variations with 1394 moves each".
	c := parseFixture(t, "littlego", "19x19", "maximum-number-of-moves.sgf")
	if g := c.Games[0]; len(g.Moves) != 1394 || len(g.Root.Children()) != 2 {
		t.Errorf("maximum-number-of-moves: %d moves, %d variations", len(g.Moves), len(g.Root.Children()))
	}
	// A single black move on 25×25.
	c = parseFixture(t, "littlego", "25x25", "25x25_single_black_move.sgf")
	if g := c.Games[0]; g.Width != 25 || g.Height != 25 || moveString(g) != "Bdd" {
		t.Errorf("25x25: %d×%d %q", g.Width, g.Height, moveString(g))
	}
	// The FF[4] example holds two game trees.
	c = parseFixture(t, "gogui", "ff4_ex.sgf")
	if len(c.Games) != 2 {
		t.Errorf("ff4_ex: %d games", len(c.Games))
	}
	// GoGui's invalid move: B[rs] is move 3, off the 9×9 board, on line 2.
	c = parseFixture(t, "gogui", "invalidmove.sgf")
	g := c.Games[0]
	if len(g.Moves) != 4 || !g.Moves[2].OffBoard || g.Moves[2].Pass || g.Position(int(g.Moves[2].Offset)).Line != 2 {
		t.Errorf("invalidmove: %+v", g.Moves)
	}
	// Points before SZ in the root are read with the right size.
	c = parseFixture(t, "gogui", "size-after-valid-points.sgf")
	if g := c.Games[0]; g.Diags.Count(Error) != 0 {
		t.Errorf("size-after-valid-points: %v", g.Diags)
	}
}

func TestNotAnSGFFile(t *testing.T) {
	c := parseFixture(t, "littlego", "Illegal_games", "not-an-sgf-file.sgf")
	if len(c.Games) != 0 {
		t.Fatalf("%d games", len(c.Games))
	}
	if len(c.Diags) == 0 || c.Diags[0].Severity != Error || !strings.Contains(c.Diags[0].Msg, "not an SGF file") {
		t.Errorf("diagnostics %v", c.Diags)
	}
}

// TestSGFCErrorPlaces checks that sgfc's test file with deliberate errors
// gets diagnostics at the places sgfc's expected output names
// (sgfc/test-output.txt: "Line:8 Col:4 illegal char(s)", "Line:20 Col:15
// property <AB> without any values", "Line:54 Col:2 values without
// property id", "Line:76 Col:33 unexpected end of file").
func TestSGFCErrorPlaces(t *testing.T) {
	c := parseFixture(t, "sgfc", "test.sgf")
	want := []struct {
		line, col int
		sub       string
	}{
		{8, 4, "no upper-case letter"},
		{20, 15, "AB without a value"},
		{54, 2, "without a property"},
		{76, 33, "missing ')'"},
	}
	all := allDiags(c)
	for _, w := range want {
		found := false
		for _, d := range all {
			if d.Pos.Line == w.line && d.Pos.Col == w.col && strings.Contains(d.Msg, w.sub) {
				found = true
			}
		}
		if !found {
			t.Errorf("no diagnostic %q at %d:%d", w.sub, w.line, w.col)
		}
	}
	// Line 13: "W[ce][too much values]": the move is kept, the extra value reported.
	if _, ok := findDiag(c, "only the first is the move"); !ok {
		t.Errorf("extra move value not reported")
	}
}

// TestParserTestsWalk parses every file under parser_tests: no panic, and
// every .sgf file yields a game or an error.
func TestParserTestsWalk(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests")
	n := 0
	for _, f := range allFiles(t, dir) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		n++
		if strings.EqualFold(filepath.Ext(f), ".sgf") && len(c.Games) == 0 && c.Diags.Count(Error) == 0 {
			t.Errorf("%s: no game and no error", f)
		}
	}
	if n < 100 {
		t.Errorf("only %d fixtures", n)
	}
}

// TestFoxKomi checks the komi rule on the real Fox files: KM[650] is 6.5,
// KM[750] 7.5 and KM[375] is 3.75 zi = 7.5 points; and the implied
// handicap stones.
func TestFoxKomi(t *testing.T) {
	dir := shared.Path(t, "corpora", "fox_pro")
	want := map[string]float64{"0": 0, "650": 6.5, "750": 7.5, "375": 7.5}
	seen := map[string]int{}
	implied, afterRoot := 0, 0
	for _, f := range sgfFiles(t, dir) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, _ := Parse(data)
		for _, g := range c.Games {
			v, ok := want[g.Komi.Raw]
			if !ok || g.Komi.Value != v {
				t.Errorf("%s: KM[%s] read as %v", f, g.Komi.Raw, g.Komi.Value)
			}
			seen[g.Komi.Raw]++
			if g.Handicap.Implied {
				implied++
				if g.Handicap.Count != g.Handicap.HA {
					t.Errorf("%s: implied HA[%d] counts %d stones", f, g.Handicap.HA, g.Handicap.Count)
				}
			}
			// Fox's other handicap games put AB in the node after the root:
			// those stones are the handicap, and nothing is implied.
			if len(g.Setup.Black) == 0 && len(g.Changes) > 0 && g.Changes[0].Before == 1 && len(g.Changes[0].Black) > 0 {
				afterRoot++
				if n := len(g.Changes[0].Black); g.Handicap.Implied || g.Handicap.Stones != n || g.Handicap.Count != n || n != g.Handicap.HA {
					t.Errorf("%s: AB after the root, %d stones: %+v", f, n, g.Handicap)
				}
			}
		}
	}
	// corpora/README.md: "121 games have HA≥2, no AB stones, and White
	// moves first".
	if implied != 121 {
		t.Errorf("%d games with implied handicap stones, want 121", implied)
	}
	// 66 files hold AB[, every one in the node after the root (grep -l).
	if afterRoot != 66 {
		t.Errorf("%d games with AB after the root, want 66", afterRoot)
	}
	for raw := range want {
		if seen[raw] == 0 {
			t.Errorf("no Fox game with KM[%s]", raw)
		}
	}
}

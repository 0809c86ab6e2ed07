package sgfio

import (
	"strings"
	"testing"
)

func mustParse(t *testing.T, src string) *Collection {
	t.Helper()
	c, err := Parse([]byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return c
}

// allDiags returns the file's and every game's diagnostics.
func allDiags(c *Collection) Diagnostics {
	d := append(Diagnostics(nil), c.Diags...)
	for _, g := range c.Games {
		d = append(d, g.Diags...)
	}
	return d
}

// findDiag returns the first diagnostic whose message contains sub.
func findDiag(c *Collection, sub string) (Diagnostic, bool) {
	for _, d := range allDiags(c) {
		if strings.Contains(d.Msg, sub) {
			return d, true
		}
	}
	return Diagnostic{}, false
}

func moveString(g *Game) string {
	var b strings.Builder
	for i, m := range g.Moves {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.Color.String())
		switch {
		case m.Pass:
			b.WriteString("-pass")
		case m.Invalid:
			b.WriteString("-invalid")
		default:
			b.WriteString(m.Point().String())
		}
	}
	return b.String()
}

func TestParseMainLineAndVariations(t *testing.T) {
	// The main line is the first child at each node: B[aa] W[bb] B[dd].
	c := mustParse(t, "(;GM[1]SZ[9];B[aa](;W[bb];B[dd])(;W[cc]))")
	if len(c.Games) != 1 {
		t.Fatalf("%d games", len(c.Games))
	}
	g := c.Games[0]
	if got, want := moveString(g), "Baa Wbb Bdd"; got != want {
		t.Errorf("main line %q, want %q", got, want)
	}
	if kids := g.Root.FirstChild.Children(); len(kids) != 2 || kids[1].Value("W") != "cc" {
		t.Errorf("variation not kept: %d children", len(kids))
	}
	if g.Moves[2].Node != 3 || g.Moves[2].Offset != 26 {
		t.Errorf("move 3 at node %d, byte %d", g.Moves[2].Node, g.Moves[2].Offset)
	}
	if len(allDiags(c)) != 0 {
		t.Errorf("unexpected diagnostics: %v", allDiags(c))
	}
}

func TestParseCollection(t *testing.T) {
	c := mustParse(t, "(;GN[one];B[aa])\n(;GN[two];B[bb];W[cc])\n")
	if len(c.Games) != 2 || c.Games[0].Name != "one" || c.Games[1].Name != "two" {
		t.Fatalf("games: %d", len(c.Games))
	}
	if len(c.Games[1].Moves) != 2 || c.Games[1].Index != 2 {
		t.Errorf("game 2: %d moves, index %d", len(c.Games[1].Moves), c.Games[1].Index)
	}
	if c.Games[1].Pos != (Pos{Offset: 17, Line: 2, Col: 1}) {
		t.Errorf("game 2 at %+v", c.Games[1].Pos)
	}
}

func TestParseLongNames(t *testing.T) {
	// FF[3] style: lower-case letters are dropped from identifiers.
	c := mustParse(t, "(;FF[3]GaMe[1]SiZe[9]AddBlack[aa][bb]AddWhite[cc];Black[dd];White[ee])")
	g := c.Games[0]
	if g.Width != 9 || len(g.Setup.Black) != 2 || len(g.Setup.White) != 1 {
		t.Errorf("size %d, setup %v %v", g.Width, g.Setup.Black, g.Setup.White)
	}
	if got := moveString(g); got != "Bdd Wee" {
		t.Errorf("moves %q", got)
	}
	if g.Root.Get("AB") == nil || g.Root.Get("SZ") == nil {
		t.Errorf("identifiers not normalised: %+v", g.Root.Props)
	}
}

func TestEscapes(t *testing.T) {
	// "\]" is "]", "\\" is "\", "\x" is "x", and a backslash before a line
	// break (a soft line break) removes both.
	c := mustParse(t, "(;C[a\\]b\\\\c\\xd soft\\\nbreak\\\r\nhere\nhard];B[aa])")
	g := c.Games[0]
	if got, want := g.Root.Value("C"), "a]b\\cxd softbreakhere\nhard"; got != want {
		t.Errorf("C = %q, want %q", got, want)
	}
	if len(g.Moves) != 1 {
		t.Errorf("%d moves", len(g.Moves))
	}
}

func TestTolerance(t *testing.T) {
	tests := []struct {
		name, src string
		moves     string
		diag      string // a diagnostic that must be there
		sev       Severity
		line, col int
	}{
		{"bom", "\xEF\xBB\xBF(;B[aa];W[bb])", "Baa Wbb", "byte-order mark", Warning, 1, 1},
		{"junk before", "Saved by X\n(;B[aa])", "Baa", "junk before the first game", Warning, 1, 1},
		{"junk between", "(;B[aa])\nxx(;W[bb])", "Baa", "junk between games", Warning, 2, 1},
		{"unescaped ]", "(;US[Matsuyama[3d]];B[aa])", "Baa", "unescaped ']'", Warning, 1, 18},
		{"missing )", "(;B[aa];W[bb]\n", "Baa Wbb", "missing ')'", Warning, 2, 1},
		{"duplicate", "(;AP[x]AP[y];B[aa])", "Baa", "duplicate property AP", Warning, 1, 8},
		{"value not closed", "(;B[aa];W[bb\n", "Baa Wbb", "missing ']'", Error, 1, 10},
		{"lower-case id", "(;B[aa]\nfoo[1];W[bb])", "Baa Wbb", "no upper-case letter", Error, 2, 1},
		{"value without id", "(;B[aa][bb] [cc];W[dd])", "Baa Wdd", "", Error, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustParse(t, tt.src)
			if len(c.Games) != 1 && tt.name != "junk between" {
				t.Fatalf("%d games", len(c.Games))
			}
			if got := moveString(c.Games[0]); got != tt.moves {
				t.Errorf("moves %q, want %q", got, tt.moves)
			}
			if tt.diag == "" {
				return
			}
			d, ok := findDiag(c, tt.diag)
			if !ok {
				t.Fatalf("no diagnostic %q in %v", tt.diag, allDiags(c))
			}
			if d.Severity != tt.sev || d.Pos.Line != tt.line || d.Pos.Col != tt.col {
				t.Errorf("diagnostic %v %s, want %v at %d:%d", d.Severity, d.Error(), tt.sev, tt.line, tt.col)
			}
		})
	}
}

func TestUnescapedBracketValue(t *testing.T) {
	c := mustParse(t, "(;PB[Matsuyama[3d]]BR[3d];B[aa])")
	g := c.Games[0]
	if g.Black.Name != "Matsuyama[3d]" || g.Black.Rank != "3d" {
		t.Errorf("PB %q BR %q", g.Black.Name, g.Black.Rank)
	}
}

func TestNotSGF(t *testing.T) {
	c := mustParse(t, "This is not an SGF file.\n")
	if len(c.Games) != 0 {
		t.Fatalf("%d games", len(c.Games))
	}
	d, ok := findDiag(c, "not an SGF file")
	if !ok || d.Severity != Error || d.Game != 0 {
		t.Errorf("diagnostics %v", c.Diags)
	}
	if got := d.Format("x.sgf"); got != "x.sgf: 1:1: error: not an SGF file: no game found (no \"(;\") (byte 0)" {
		t.Errorf("Format: %q", got)
	}
}

func TestEmptyFile(t *testing.T) {
	for _, src := range []string{"", " \n\t"} {
		c := mustParse(t, src)
		if len(c.Games) != 0 || len(c.Diags) != 1 || c.Diags[0].Msg != "empty file: no game" || c.Diags[0].Severity != Error {
			t.Errorf("%q: %v", src, c.Diags)
		}
	}
}

func TestDiagnosticFormat(t *testing.T) {
	d := Diagnostic{Pos: Pos{Offset: 41, Line: 3, Col: 7}, Game: 2, Severity: Warning, Msg: "duplicate property AP in one node"}
	if got, want := d.Error(), "3:7: duplicate property AP in one node"; got != want {
		t.Errorf("Error %q", got)
	}
	if got, want := d.Format("a/b.sgf"), "a/b.sgf: game 2: 3:7: warning: duplicate property AP in one node (byte 41)"; got != want {
		t.Errorf("Format %q, want %q", got, want)
	}
	l := Diagnostics{{Pos: Pos{Offset: 9}, Game: 2}, {Pos: Pos{Offset: 5}, Game: 2}, {Pos: Pos{Offset: 50}, Game: 1}}
	l.Sort()
	if l[0].Game != 1 || l[1].Pos.Offset != 5 || l[2].Pos.Offset != 9 {
		t.Errorf("Sort: %+v", l)
	}
}

func TestPositionsOnManyLines(t *testing.T) {
	src := "(;GM[1]\n;B[aa]\n\n  ;W[zz]\n;B[bb])"
	c := mustParse(t, src)
	g := c.Games[0]
	// A move keeps its byte offset; Position gives its line and column.
	pos := g.Position(int(g.Moves[1].Offset))
	if pos != (Pos{Offset: 19, Line: 4, Col: 4}) {
		t.Errorf("W[zz] at %+v", pos)
	}
	d, ok := findDiag(c, "off the 19×19 board")
	if !ok || d.Pos != pos || d.Severity != Error {
		t.Errorf("off-board diagnostic %+v", d)
	}
	// Old Mac files break lines with CR alone.
	c = mustParse(t, strings.ReplaceAll(src, "\n", "\r"))
	if p := c.Games[0].Position(int(c.Games[0].Moves[1].Offset)); p.Line != 4 || p.Col != 4 {
		t.Errorf("CR file: W[zz] at %+v", p)
	}
}

func TestDuplicateHeaderFirstCounts(t *testing.T) {
	c := mustParse(t, "(;KM[6.5]KM[0.5]PB[first]PB[second];B[aa])")
	g := c.Games[0]
	if g.Komi.Value != 6.5 || g.Black.Name != "first" {
		t.Errorf("KM %v PB %q", g.Komi.Value, g.Black.Name)
	}
	if n := g.Diags.Count(Warning); n != 2 {
		t.Errorf("%d warnings: %v", n, g.Diags)
	}
	if len(g.Root.Props) != 4 {
		t.Errorf("tree keeps %d properties", len(g.Root.Props))
	}
}

func TestDiagnosticsBounded(t *testing.T) {
	// 5,000 values without a property: MaxDiags kept, the rest counted.
	c := mustParse(t, "(;"+strings.Repeat("[x]", 5000)+";B[aa])  junk")
	g := c.Games[0]
	if len(g.Diags) != MaxDiags+1 || !strings.Contains(g.Diags[MaxDiags].Msg, "4000 more diagnostics") {
		t.Errorf("%d diagnostics, last %v", len(g.Diags), g.Diags[len(g.Diags)-1])
	}
	if d, ok := findDiag(c, "junk after the last game"); !ok || d.Game != 0 || d.Pos.Col != 3*5000+12 {
		t.Errorf("junk after: %+v", d)
	}
}

func TestMissingSemicolon(t *testing.T) {
	// Nihon Kiin style: "(" then the root's properties without ";".
	c := mustParse(t, "(\nPB[Shin]\n;B[pd];W[dd])")
	if len(c.Games) != 1 || c.Games[0].Black.Name != "Shin" || moveString(c.Games[0]) != "Bpd Wdd" {
		t.Fatalf("games %d: %+v", len(c.Games), c.Games)
	}
	d, ok := findDiag(c, "missing ';'")
	if !ok || d.Severity != Error || d.Pos != (Pos{Offset: 2, Line: 2, Col: 1}) {
		t.Errorf("diagnostic %+v", d)
	}
	// A variation without ";" is a node too; plain text in parentheses is not a game.
	c = mustParse(t, "Intro (see below).\n(CA[UTF-8])(;B[aa](W[bb]))")
	if len(c.Games) != 2 || moveString(c.Games[1]) != "Baa Wbb" {
		t.Errorf("games %d", len(c.Games))
	}
}

// TestBigBoardLetters: on a board wider than 26 a byte past 'z' is not a
// point, however small its distance from 'a' ("p\x7f" is 15, 30 on a 49
// board if one only subtracts); upper-case letters are 26 to 51. The
// main-line mode reads runs of moves in a loop of its own (pointRun) and
// must agree with the full parse (found by FuzzParse).
func TestBigBoardLetters(t *testing.T) {
	for _, tc := range []struct {
		move    string
		invalid bool
		x, y    int8
	}{
		{"p\x7f", true, -1, -1},
		{"\x7fp", true, -1, -1},
		{"p{", true, -1, -1},
		{"pE", false, 15, 30},
		{"Ep", false, 30, 15},
		{"pz", false, 15, 25},
	} {
		// The move comes after another in a run, where pointRun reads it.
		src := "(;SZ[49];B[aa];W[" + tc.move + "];B[bb])"
		for _, mainLine := range []bool{false, true} {
			c, err := ParseWith([]byte(src), Options{MainLine: mainLine})
			if err != nil {
				t.Fatal(err)
			}
			m := c.Games[0].Moves[1]
			if m.Invalid != tc.invalid || m.X != tc.x || m.Y != tc.y {
				t.Errorf("W[%q] main line %v: invalid %v at %d,%d; want %v at %d,%d",
					tc.move, mainLine, m.Invalid, m.X, m.Y, tc.invalid, tc.x, tc.y)
			}
		}
	}
}

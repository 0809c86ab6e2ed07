package sgfio

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// sgfFiles is shared.SGFFiles sorted by path, the order these tests
// read (the walk's own order differs where a file's name sorts before a
// folder's, as in gnugo_regression).
func sgfFiles(tb testing.TB, dir string) []string {
	tb.Helper()
	files := shared.SGFFiles(tb, dir)
	sort.Strings(files)
	return files
}

// allFiles lists every file under dir, sorted by path: parser_tests
// holds fixtures that are not named .sgf.
func allFiles(tb testing.TB, dir string) []string {
	tb.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	sort.Strings(files)
	return files
}

var digits = regexp.MustCompile(`[0-9]+`)

// census counts what a corpus run found.
type census struct {
	files, noGame, games, moves, warnings, errors int
	messages                                      map[string]int
}

func (c *census) add(coll *Collection) {
	c.files++
	if len(coll.Games) == 0 {
		c.noGame++
	}
	all := append(Diagnostics(nil), coll.Diags...)
	for _, g := range coll.Games {
		c.games++
		c.moves += len(g.Moves)
		all = append(all, g.Diags...)
	}
	for _, d := range all {
		if d.Severity == Error {
			c.errors++
		} else {
			c.warnings++
		}
		msg := digits.ReplaceAllString(d.Msg, "N")
		if i := strings.IndexAny(msg, "\"["); i > 0 {
			msg = msg[:i]
		}
		c.messages[d.Severity.String()+": "+msg]++
	}
}

// TestCorpora parses every file of the big corpora: no panic, every game
// has a root, and every main-line move is on the board or reported.
func TestCorpora(t *testing.T) {
	for _, name := range []string{"fox_pro", "ai_games", "gnugo_regression", "katago_inline_selfplay", "parser_tests"} {
		t.Run(name, func(t *testing.T) {
			dir := shared.Path(t, "corpora", name)
			list := sgfFiles
			if name == "parser_tests" {
				list = allFiles // every fixture, whatever its name
			}
			c := census{messages: map[string]int{}}
			for _, f := range list(t, dir) {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				coll, err := Parse(data)
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				c.add(coll)
				checkInvariants(t, f, coll)
				sameModes(t, f, data, coll)
			}
			t.Logf("%s: %d files (%d without a game), %d games, %d moves, %d warnings, %d errors",
				name, c.files, c.noGame, c.games, c.moves, c.warnings, c.errors)
			keys := make([]string, 0, len(c.messages))
			for k := range c.messages {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				t.Logf("  %6d %s", c.messages[k], k)
			}
		})
	}
}

// checkInvariants checks what must hold for any parse.
func checkInvariants(t *testing.T, file string, coll *Collection) {
	t.Helper()
	if len(coll.Games) == 0 && coll.Diags.Count(Error) == 0 {
		t.Errorf("%s: no game and no error", file)
	}
	for _, g := range coll.Games {
		if g.Width < 1 || g.Height < 1 || g.Width > MaxSize || g.Height > MaxSize {
			t.Errorf("%s: game %d: size %d×%d", file, g.Index, g.Width, g.Height)
		}
		for i, m := range g.Moves {
			if !m.Pass && !m.Invalid && !m.OffBoard && !m.Point().In(g.Width, g.Height) {
				t.Errorf("%s: game %d: move %d off the board and not reported", file, g.Index, i+1)
			}
		}
		for _, d := range g.Diags {
			if d.Game != g.Index || d.Pos.Line < 1 || d.Pos.Col < 1 {
				t.Errorf("%s: game %d: bad diagnostic %+v", file, g.Index, d)
			}
		}
	}
	var buf bytes.Buffer
	for _, g := range coll.Games {
		if g.Root == nil {
			continue
		}
		buf.Reset()
		if err := Write(&buf, g.Root); err != nil {
			t.Fatal(err)
		}
		again, _ := Parse(buf.Bytes())
		if len(again.Games) != 1 {
			t.Errorf("%s: game %d: written game reads back as %d games", file, g.Index, len(again.Games))
			continue
		}
		sameGame(t, file, g, again.Games[0])
		sameTree(t, file, g.Root, again.Games[0].Root)
		buf.Reset()
		if err := WriteGame(&buf, g, 0); err != nil {
			t.Fatal(err)
		}
		again, _ = Parse(buf.Bytes())
		if len(again.Games) != 1 {
			t.Errorf("%s: game %d: written record reads back as %d games", file, g.Index, len(again.Games))
			continue
		}
		sameGame(t, file+" (record)", g, again.Games[0])
	}
}

// sameGame compares the records of a game and its written copy.
func sameGame(t *testing.T, file string, a, b *Game) {
	t.Helper()
	if a.Width != b.Width || a.Height != b.Height {
		t.Errorf("%s: game %d: size %d×%d, written %d×%d", file, a.Index, a.Width, a.Height, b.Width, b.Height)
	}
	if len(a.Moves) != len(b.Moves) {
		t.Errorf("%s: game %d: %d moves, written %d", file, a.Index, len(a.Moves), len(b.Moves))
		return
	}
	for i := range a.Moves {
		x, y := a.Moves[i], b.Moves[i]
		if x.Color != y.Color || x.Pass != y.Pass || x.Point() != y.Point() || x.Invalid != y.Invalid || a.Invalid[i+1] != b.Invalid[i+1] {
			t.Errorf("%s: game %d: move %d %+v, written %+v", file, a.Index, i+1, x, y)
			return
		}
	}
	if !samePoints(a.Setup.Black, b.Setup.Black) || !samePoints(a.Setup.White, b.Setup.White) || len(a.Changes) != len(b.Changes) {
		t.Errorf("%s: game %d: setup differs after writing", file, a.Index)
	}
	// WriteGame writes komi normalised, and a result in zi in points with
	// it: compare values, not the raw text.
	ra, rb := a.Result, b.Result
	if ra.Zi {
		ra.Raw, ra.Reason, ra.Zi = rb.Raw, rb.Reason, rb.Zi
	}
	if a.Komi.Value != b.Komi.Value || a.Komi.Present != b.Komi.Present || ra != rb || a.Rules != b.Rules || a.Black != b.Black || a.White != b.White {
		t.Errorf("%s: game %d: header differs after writing", file, a.Index)
	}
}

func samePoints(a, b []Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sameModes checks that Options.MainLine gives the same records and
// diagnostics as a full parse, with the moves copied out and lent by a
// Store (sameStore: one for every file of the test, Reset after each).
func sameModes(t *testing.T, file string, data []byte, full *Collection) {
	t.Helper()
	sameMainLine(t, file, data, full, Options{MainLine: true})
	sameMainLine(t, file, data, full, Options{MainLine: true, Store: &sameStore})
	sameStore.Reset()
}

// sameStore is the Store sameModes lends moves from.
var sameStore Store

func sameMainLine(t *testing.T, file string, data []byte, full *Collection, opt Options) {
	t.Helper()
	ml, err := ParseWith(data, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(ml.Games) != len(full.Games) || !reflect.DeepEqual(ml.Diags, full.Diags) {
		t.Errorf("%s: main-line mode: %d games, full %d; diags %v vs %v", file, len(ml.Games), len(full.Games), ml.Diags, full.Diags)
		return
	}
	for i, g := range full.Games {
		h := ml.Games[i]
		if h.Root != nil {
			t.Errorf("%s: game %d: main-line mode kept the tree", file, g.Index)
		}
		a, b := *g, *h
		a.Root, b.Root, a.lines, b.lines = nil, nil, nil, nil
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: game %d: main-line mode differs:\n%+v\n%+v", file, g.Index, a, b)
		}
	}
}

// sameTree compares two trees node by node (without recursion): the same
// shape, identifiers and value texts; CA[] is written as UTF-8.
func sameTree(t *testing.T, file string, a, b *Node) {
	t.Helper()
	type pair struct{ a, b *Node }
	stack := []pair{{a, b}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if (p.a == nil) != (p.b == nil) {
			t.Errorf("%s: tree shape differs after writing", file)
			return
		}
		if p.a == nil {
			continue
		}
		pa, pb := withoutCA(p.a.Props), withoutCA(p.b.Props)
		if len(pa) != len(pb) {
			t.Errorf("%s: node at byte %d: %d properties, written %d", file, p.a.Offset, len(pa), len(pb))
			return
		}
		for i, x := range pa {
			y := pb[i]
			if x.ID != y.ID || len(x.Values) != len(y.Values) {
				t.Errorf("%s: node at byte %d: %s, written %s", file, p.a.Offset, x.ID, y.ID)
				return
			}
			for j := range x.Values {
				if x.Values[j].String() != y.Values[j].String() {
					t.Errorf("%s: %s[%q] written as [%q]", file, x.ID, x.Values[j].String(), y.Values[j].String())
					return
				}
			}
		}
		stack = append(stack, pair{p.a.FirstChild, p.b.FirstChild}, pair{p.a.NextSibling, p.b.NextSibling})
	}
}

// withoutCA drops CA[]: the writer puts CA[UTF-8] first in the root.
func withoutCA(props []Property) []Property {
	var out []Property
	for _, p := range props {
		if p.ID != "CA" {
			out = append(out, p)
		}
	}
	return out
}

package sgfio

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// FuzzParse checks that no input panics the parser, that the main-line
// mode and ParseGames agree with the full parse, and that writing a game
// and reading it back keeps its tree and its main line.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"(;GM[1]SZ[9];B[aa];W[bb])",
		"(;SZ[9:13]AB[aa:cc]AW[ii];W[];B[tt](;W[zz])(;W[a]))",
		"\xEF\xBB\xBFjunk(;US[Matsuyama[3d]]C[a\\]b\\\nc];B[aa]",
		"(;CA[Shift_JIS]PB[\x95\x5C];B[pd])(;B[dd]",
		"(;KM[375]HA[2]RE[B+R];W[pd];B[dd];W[])",
		"((;B[aa]))",
		"(;AddBlack[aa]SiZe[5];Black[bb])",
		"(;SZ[49];B[aa];W[p\x7f];B[Ep])",                              // a byte past 'z' on a big board
		"(;SZ[9];B[aa]\n;W[bb] ;B[cc]\r\n(;W[dd])(;W[ee]\x00;B[ff]))", // white space in runs
		"(;B[aa]BL[1]WL[2];W[bb]C[a\\]b];B[cc]C[x][y];W[dd]TB[aa])",   // properties in runs
	} {
		f.Add([]byte(s))
	}
	if root := shared.Root(); root != "" {
		dir := filepath.Join(root, "corpora", "parser_tests")
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if data, err := os.ReadFile(p); err == nil && len(data) < 64<<10 {
				f.Add(data)
			}
			return nil
		})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data)
		if err != nil {
			return
		}
		sameModes(t, "fuzz input", data, c)
		sameStream(t, "fuzz input", data, c)
		for _, g := range c.Games {
			var buf bytes.Buffer
			if err := Write(&buf, g.Root); err != nil {
				t.Fatal(err)
			}
			again, err := Parse(buf.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if len(again.Games) != 1 {
				t.Fatalf("game %d written as %q reads back as %d games", g.Index, buf.Bytes(), len(again.Games))
			}
			h := again.Games[0]
			sameTree(t, "fuzz input", g.Root, h.Root)
			if h.Width != g.Width || h.Height != g.Height || len(h.Moves) != len(g.Moves) {
				t.Fatalf("game %d: %d×%d %d moves, written %d×%d %d moves\n%q", g.Index,
					g.Width, g.Height, len(g.Moves), h.Width, h.Height, len(h.Moves), buf.Bytes())
			}
			for i := range g.Moves {
				a, b := g.Moves[i], h.Moves[i]
				if a.Color != b.Color || a.Pass != b.Pass || a.Point() != b.Point() || a.Invalid != b.Invalid {
					t.Fatalf("game %d move %d: %+v written as %+v\n%q", g.Index, i+1, a, b, buf.Bytes())
				}
			}
		}
	})
}

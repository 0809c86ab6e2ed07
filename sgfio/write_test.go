package sgfio

import (
	"bytes"
	"strings"
	"testing"
)

func TestWriteEscapes(t *testing.T) {
	c := mustParse(t, "(;C[a\\]b\\\\c]PB[Matsuyama[3d]];B[aa])")
	var buf bytes.Buffer
	if err := Write(&buf, c.Games[0].Root); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	// The recovered "]" is escaped on the way out.
	if !strings.Contains(out, `C[a\]b\\c]`) || !strings.Contains(out, `PB[Matsuyama[3d\]]`) {
		t.Errorf("written %q", out)
	}
	again := mustParse(t, out)
	if again.Games[0].Black.Name != "Matsuyama[3d]" || len(allDiags(again)) != 0 {
		t.Errorf("read back %q with %v", again.Games[0].Black.Name, allDiags(again))
	}
}

func TestWriteVariations(t *testing.T) {
	src := "(;GM[1];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))"
	c := mustParse(t, src)
	var buf bytes.Buffer
	if err := Write(&buf, c.Games[0].Root); err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(buf.String(), "\n", "")
	if want := strings.Replace(src, "(;GM[1]", "(;CA[UTF-8]GM[1]", 1); got != want {
		t.Errorf("written %q, want %q", got, want)
	}
	buf.Reset()
	if err := WriteMainLine(&buf, c.Games[0].Root); err != nil {
		t.Fatal(err)
	}
	if got := strings.ReplaceAll(buf.String(), "\n", ""); got != "(;CA[UTF-8]GM[1];B[aa];W[bb];B[cc])" {
		t.Errorf("main line %q", got)
	}
}

// TestWriteGameRoundTrip writes normalised records and reads them back:
// same moves, setup, header; and an excerpt stops where asked.
func TestWriteGameRoundTrip(t *testing.T) {
	src := "(;FF[3]SZ[9:13]KM[650]HA[2]RU[Japanese]RE[W+R]PB[A\\]b]PW[C]AB[aa:ab]AW[ii];W[cc];B[];AE[aa]AB[hh]PL[W];W[zz];B[x];W[dd]TB[ee]TW[ff])"
	g := mustParse(t, src).Games[0]
	var buf bytes.Buffer
	if err := WriteGame(&buf, g, 0); err != nil {
		t.Fatal(err)
	}
	h := mustParse(t, buf.String()).Games[0]
	sameGame(t, "record", g, h)
	if h.Komi.Value != 6.5 || h.Handicap.HA != 2 || h.Black.Name != "A]b" || h.Width != 9 || h.Height != 13 {
		t.Errorf("header: %+v %+v %q %d×%d", h.Komi, h.Handicap, h.Black.Name, h.Width, h.Height)
	}
	if len(h.Changes) != 1 || h.Changes[0].Before != 3 || h.Changes[0].Player != White {
		t.Errorf("changes %+v", h.Changes)
	}
	if !samePoints(h.TB, g.TB) || !samePoints(h.TW, g.TW) {
		t.Errorf("TB/TW %v %v", h.TB, h.TW)
	}
	buf.Reset()
	if err := WriteGame(&buf, g, 2); err != nil {
		t.Fatal(err)
	}
	if e := mustParse(t, buf.String()).Games[0]; len(e.Moves) != 2 || len(e.TB) != 0 {
		t.Errorf("excerpt: %d moves", len(e.Moves))
	}
}

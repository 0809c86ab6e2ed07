package sgfio

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// headerFields are the header's text fields with their identifiers.
func headerFields(g *Game) map[string]string {
	return map[string]string{"RU": g.Rules, "PB": g.Black.Name, "PW": g.White.Name, "BR": g.Black.Rank,
		"WR": g.White.Rank, "EV": g.Event, "RO": g.Round, "DT": g.Date, "PC": g.Place, "GN": g.Name}
}

// checkHeaderTexts: each text field of the header is Value.String of the
// first value of the root's first property with its identifier (the
// texts are made in one string, not each by String).
func checkHeaderTexts(t *testing.T, name string, c *Collection) int {
	t.Helper()
	n := 0
	for _, g := range c.Games {
		if g.Root == nil {
			continue
		}
		got := headerFields(g)
		seen := map[string]bool{}
		for _, p := range g.Root.Props {
			want, ok := got[p.ID]
			if !ok || seen[p.ID] || len(p.Values) == 0 {
				continue
			}
			seen[p.ID] = true
			n++
			if s := p.Values[0].String(); s != want {
				t.Fatalf("%s game %d: %s is %q, its value's String %q", name, g.Index, p.ID, want, s)
			}
		}
	}
	return n
}

// By hand: escapes removed, a second PB ignored, bytes that are not UTF-8
// read as '?', and every field where String puts it.
func TestHeaderTextsByHand(t *testing.T) {
	// (The file is mostly UTF-8, so its bad byte is repaired, not the
	// file decoded in another charset.)
	c := mustParse(t, "(;RU[Japa\\]nese]PB[first]PB[second]PW[\xffWhite]BR[3d]WR[]EV[日本語日本語]RO[1]DT[2020]PC[pc]GN[gn];B[aa])")
	g := c.Games[0]
	want := map[string]string{"RU": "Japa]nese", "PB": "first", "PW": "?White", "BR": "3d", "WR": "", "EV": "日本語日本語", "RO": "1", "DT": "2020", "PC": "pc", "GN": "gn"}
	for id, w := range want {
		if got := headerFields(g)[id]; got != w {
			t.Errorf("%s: %q, want %q", id, got, w)
		}
	}
	if checkHeaderTexts(t, "by hand", c) != 10 {
		t.Error("not every field checked")
	}
}

// On every file of ../shared/corpora.
func TestHeaderTextsCorpora(t *testing.T) {
	dir := shared.Path(t, "corpora")
	n := 0
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		n += checkHeaderTexts(t, p, c)
		return nil
	})
	if n < 1000 {
		t.Fatalf("only %d header fields checked", n)
	}
	t.Logf("%d header fields", n)
}

package sgfio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// TestCharsetTwins decodes each libsgfcplusplus charset fixture and checks
// that every comment it holds is, word for word, a comment of the UTF-8
// twin (encoding-utf8-nobom.sgf), apart from the first one, which names
// the file's own encoding.
func TestCharsetTwins(t *testing.T) {
	dir := shared.Path(t, "corpora", "parser_tests", "libsgfcplusplus")
	twin := parseFixture(t, "libsgfcplusplus", "encoding-utf8-nobom.sgf")
	known := map[string]bool{}
	for n := twin.Games[0].Root; n != nil; n = n.FirstChild {
		if c := n.Value("C"); c != "" {
			known[c] = true
		}
	}
	// The western fixtures hold special characters instead, named in the
	// comment before them; these are their UTF-8 forms.
	for _, s := range []string{
		"Ää Àà Ââ Åå Ææ Çç Èè Éé Êê Ëë Îî Ïï Ññ Öö Ôô Øø ß Üü Ùù Ûû ÿ ¿¡ «»",
		"Ÿ Œœ €", "Šš Žž", "ƒ ‰ ™",
	} {
		known[s] = true
	}
	files, _ := filepath.Glob(filepath.Join(dir, "encoding-*.sgf"))
	if len(files) < 15 {
		t.Fatalf("only %d charset fixtures", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, _ := Parse(data)
		if len(c.Games) != 1 {
			t.Errorf("%s: %d games (%v)", filepath.Base(f), len(c.Games), c.Diags)
			continue
		}
		matched := 0
		for n := c.Games[0].Root; n != nil; n = n.FirstChild {
			text := n.Value("C")
			if text == "" || strings.HasPrefix(text, "BBEdit calls") || strings.HasPrefix(text, "The comment in the following node contains") {
				continue
			}
			if !known[text] {
				t.Errorf("%s (decoded as %s): comment %q is not in the UTF-8 twin", filepath.Base(f), c.Charset, text)
			}
			matched++
		}
		if matched < 1 {
			t.Errorf("%s: only %d comments matched", filepath.Base(f), matched)
		}
	}
}

// TestShiftJISBackslash: in Shift_JIS, "表" is 0x95 0x5C and "ソ" is
// 0x83 0x5C: their second byte is a backslash that must not escape "]".
func TestShiftJISBackslash(t *testing.T) {
	src := "(;CA[Shift_JIS]PB[\x95\x5C]PW[\x83\x5C];B[pd];W[dd])"
	c := mustParse(t, src)
	g := c.Games[0]
	if g.Black.Name != "表" || g.White.Name != "ソ" {
		t.Errorf("PB %q PW %q", g.Black.Name, g.White.Name)
	}
	if moveString(g) != "Bpd Wdd" {
		t.Errorf("moves %q", moveString(g))
	}
}

// TestGuessGBK: a GB2312 file without CA[] (Chinese servers) is detected.
func TestGuessGBK(t *testing.T) {
	// "柯洁" in GB2312 is BF C2 BD E0.
	c := mustParse(t, "(;PB[\xBF\xC2\xBD\xE0];B[pd];W[dd])")
	g := c.Games[0]
	if g.Black.Name != "柯洁" || len(g.Moves) != 2 {
		t.Errorf("PB %q, %d moves, charset %s", g.Black.Name, len(g.Moves), c.Charset)
	}
	if len(c.Diags) != 1 || c.Diags[0].Severity != Warning {
		t.Errorf("want one guess warning: %v", c.Diags)
	}
}

// TestDamagedUTF8: Fox files are UTF-8 with parts of characters replaced
// by "?": the bytes left over read as "?" and nothing else changes.
func TestDamagedUTF8(t *testing.T) {
	// "邬光亚" is fine, "柯" (E6 9F AF) lost its last byte to "?".
	c := mustParse(t, "(;PW[邬光亚]PB[\xE6\x9F?洁];B[pd])")
	g := c.Games[0]
	if g.White.Name != "邬光亚" || g.Black.Name != "???洁" || c.Charset != "UTF-8" {
		t.Errorf("PW %q PB %q charset %s", g.White.Name, g.Black.Name, c.Charset)
	}
	// The warning points at the first bad byte: "(;", "PW[", 9 bytes, "]", "PB[".
	if len(c.Diags) != 1 || c.Diags[0].Pos.Offset != 2+3+9+1+3 {
		t.Errorf("diagnostics %v", c.Diags)
	}
}

// TestGuessShiftJIS: a Japanese file without CA[] (Sabaki's nihon-kiin
// fixture) reads as Shift_JIS, not as Chinese: "韓国棋院" in PC.
func TestGuessShiftJIS(t *testing.T) {
	// "ソパル" (katakana) and "勝ち" in Shift_JIS; GBK reads these bytes
	// without error too.
	src := "(;PB[\x83\x5C\x83\x70\x83\x8B]RE[\x8F\x9F\x82\xBF];B[pd])"
	c := mustParse(t, src)
	if g := c.Games[0]; g.Black.Name != "ソパル" || g.Result.Raw != "勝ち" || c.Charset != "shift_jis" {
		t.Errorf("PB %q RE %q charset %s", g.Black.Name, g.Result.Raw, c.Charset)
	}
	data, err := os.ReadFile(shared.Path(t, "corpora", "parser_tests", "sabaki_sgf", "encoding", "nihon-kiin.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ = Parse(data)
	if c.Charset != "shift_jis" {
		t.Errorf("nihon-kiin.sgf read as %s", c.Charset)
	}
}

// TestSabakiEncodings: Sabaki's fixtures, with the names they hold (read
// with iconv from the declared charset).
func TestSabakiEncodings(t *testing.T) {
	tests := []struct{ file, pb, pw, c string }{
		{"chinese.sgf", "古力", "柯洁", "围棋 is fun"},
		{"japanese.sgf", "井山 裕太", "山下 敬吾", "囲碁 is fun"},
		{"korean.sgf", "이세돌", "박정환", "바둑 is fun"},
		// CA[MS_KANJI], but the bytes are UTF-8 (with U+FFFD in them).
		{"japanese_bad.sgf", "\uFFFD\uFFFD\uFFFDR \uFFFDT\uFFFD\uFFFD", "\uFFFDR\uFFFD\uFFFD \uFFFDh\uFFFD\uFFFD", "\uFFFD\u034C\uFFFD is fun"},
	}
	for _, tt := range tests {
		c := parseFixture(t, "sabaki_sgf", tt.file)
		g := c.Games[0]
		if g.Black.Name != tt.pb || g.White.Name != tt.pw || g.Root.FirstChild.FirstChild.Value("C") != tt.c || len(g.Moves) != 2 {
			t.Errorf("%s (%s): PB %q PW %q C %q, %d moves", tt.file, c.Charset, g.Black.Name, g.White.Name,
				g.Root.FirstChild.FirstChild.Value("C"), len(g.Moves))
		}
	}
	c := parseFixture(t, "sabaki_sgf", "no-ca.sgf")
	if got := c.Games[0].Root.Value("C"); !strings.HasPrefix(got, "【第三型】 黑先") {
		t.Errorf("no-ca.sgf (%s): C %q", c.Charset, got)
	}
}

// TestGuessLatin: Latin text without CA[] ("hörru", "Pétur") is not read
// as GBK or Big5, which would take each accented letter and the next
// ASCII one for one character.
func TestGuessLatin(t *testing.T) {
	c := mustParse(t, "(;PW[P\xe9tur]C[kossa: h\xf6rru gnugo];B[pd])")
	g := c.Games[0]
	if g.White.Name != "Pétur" || g.Root.Value("C") != "kossa: hörru gnugo" || c.Charset != "windows-1252" {
		t.Errorf("PW %q C %q charset %s", g.White.Name, g.Root.Value("C"), c.Charset)
	}
}

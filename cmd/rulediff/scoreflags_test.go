package main

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The audit page's hint `rulediff score FILE#N … --format html`, run as
// written, counts the game as the audit did: it carries the flags that
// change the score. The 5x5 walls game (a Black wall on column b, a White
// one on column c, two passes) is territory B 5, W 10; with --komi 3 the
// audit says W+8 under japanese, where the record's KM 0.5 would give
// W+5.5; --rules japanese leaves chinese off the score page too, and
// --dead none, the only dead-stone mode, is carried as given. -j is no
// score flag and stays out.
func TestAuditScoreHintCountsAsTheAudit(t *testing.T) {
	dir := t.TempDir()
	sgf := filepath.Join(dir, "g.sgf")
	rec := "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[W+5.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce];B[];W[])"
	if err := os.WriteFile(sgf, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, page, e := runCmd(t, "audit", "--all-games", "--rules", "japanese", "--komi", "3", "-j", "1", "--dead", "none", "--format", "html", sgf)
	if code != exitOK {
		t.Fatalf("audit: exit %d: %s", code, e)
	}
	m := regexp.MustCompile(`<code>rulediff score ([^<]*)</code>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no score hint in the page")
	}
	hint := html.UnescapeString(m[1])
	if want := sgf + "#1 --dead none --komi 3 --rules japanese --format html"; hint != want {
		t.Fatalf("hint %q, want %q", hint, want)
	}
	if strings.ContainsAny(hint, `'"`) {
		t.Fatalf("hint %q is quoted: the test splits it on spaces", hint)
	}
	code, sheet, e := runCmd(t, append([]string{"score"}, strings.Fields(hint)...)...)
	if code != exitOK {
		t.Fatalf("score %s: exit %d: %s", hint, code, e)
	}
	if !strings.Contains(page, "computed W&#43;8") || !strings.Contains(sheet, "computed W&#43;8") {
		t.Errorf("the audit and the hint's page should both compute W+8 (komi 3)")
	}
	if strings.Contains(sheet, "chinese") {
		t.Errorf("the hint's page scores chinese: --rules not carried")
	}
}

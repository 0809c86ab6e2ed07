package reports

import (
	"strings"
	"testing"
)

// The audit page's `rulediff score` hints carry the run's flags that
// change the score (AuditOptions.ScoreFlags), each quoted for a shell
// when it needs it: the game's own hint, and the line that says the
// sections stopped at the cap (MaxSections 1: two of the three diverging
// fixtures get none). A --dead list with a space must come back as one
// argument: 'D4, E5' quoted.
func TestHTMLScoreHintCarriesFlags(t *testing.T) {
	flags := []string{"--dead", "D4, E5", "--komi", "0", "--rules", "japanese,chinese"}
	const carried = " --dead 'D4, E5' --komi 0 --rules japanese,chinese --format html"
	page := auditPage(t, AuditOptions{OnlyDiverging: true, MaxSections: 1, ScoreFlags: flags}, testGames()...)
	text := textOf(parsePage(t, page))
	if want := "rulediff score a.sgf#1" + carried; !strings.Contains(text, want) {
		t.Errorf("no %q in the game's section:\n%s", want, text)
	}
	if want := "none: rulediff score FILE#N" + carried + " draws any one game"; !strings.Contains(text, want) {
		t.Errorf("no %q in the cap's line", want)
	}
	// Without flags (the defaults), the hints are as before.
	text = textOf(parsePage(t, auditPage(t, AuditOptions{OnlyDiverging: true, MaxSections: 1}, testGames()...)))
	for _, want := range []string{"rulediff score a.sgf#1 --format html", "rulediff score FILE#N --format html draws"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q without flags", want)
		}
	}
}

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// TheGNUGo-Botkiller3 (KGS, AGA rules, 3 stones): japanese B+5.5 and aga
// B+0.5 differ by one score difference that the taxonomy splits into four
// classes (counting method, dame parity, pass stones, handicap bonus).
// --detail printed its paragraph four times; it says it once now, with
// the classes it covers, and score says it too.
func TestEachExplanationOnce(t *testing.T) {
	rec := shared.Path(t, "corpora", "gnugo_regression", "games", "kgs", "TheGNUGo-Botkiller3.sgf")
	_, line, _ := runProcess(t, "", "audit", "--format", "jsonl", rec)
	var g struct {
		Divergences []struct{ Explanation string }
	}
	if err := json.Unmarshal([]byte(line), &g); err != nil {
		t.Fatal(err)
	}
	explanations := map[string]bool{}
	for _, d := range g.Divergences {
		explanations[d.Explanation] = true
	}
	if len(g.Divergences) <= len(explanations) {
		t.Fatalf("%d divergences, %d explanations: nothing to fold", len(g.Divergences), len(explanations))
	}
	for _, args := range [][]string{{"audit", "--detail", rec}, {"score", rec}} {
		code, out, errs := runProcess(t, "", args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		for e := range explanations {
			if n := strings.Count(out, e); n != 1 {
				t.Errorf("%v: %d times: %q", args[0], n, e)
			}
		}
		if !strings.Contains(out, "score · counting-method, dame-parity, pass-stones, handicap-bonus · margin") {
			t.Errorf("%v: no line listing the classes:\n%s", args[0], out)
		}
	}
	_, out, _ := runProcess(t, "", "score", rec)
	if !strings.Contains(out, "Why the rulesets differ:\n\n1. score · ") || strings.Contains(out, "| component ") {
		t.Errorf("score:\n%s", out)
	}
}

// score --format markdown: a heading, then each line its own paragraph.
func TestScoreMarkdown(t *testing.T) {
	code, out, errs := runProcess(t, "", "score", "--format", "markdown", "--rules", "japanese,chinese", "bestiary/bent-four.sgf")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(out, "\n")
	if len(lines) < 4 || lines[0] != "### bestiary/bent-four.sgf game 1, position after move 2" || lines[1] != "" ||
		!strings.HasPrefix(lines[2], "record: rules Japanese (japanese)") || lines[3] != "" {
		t.Errorf("start:\n%s", strings.Join(lines[:min(6, len(lines))], "\n"))
	}
	for _, want := range []string{"\n| ruleset ", "\n#### Why the rulesets differ\n\n**1. score · ", "\nDead stones (markup): ", "\n```\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
}

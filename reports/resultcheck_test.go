package reports

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/compare"
)

// gameChecked is gameScore with RU Japanese and RE W+2.5: japanese
// computes W+0.5 (margin −0.5), RE says −2.5, so the count is 2 better
// for Black than RE: difference +2, same winner.
func gameChecked() Game {
	g := gameScore()
	g.Source = "e.sgf"
	g.Declared = &Declared{Rules: "Japanese", Ruleset: "japanese", Komi: f(6.5), Result: "W+2.5"}
	g.ResultCheck = &ResultCheck{Ruleset: "japanese", Computed: "W+0.5", Declared: "W+2.5", Difference: f(2)}
	return g
}

// gameCheckedEstimated agrees, with estimated dead stones; gameWinnerOnly
// is Fox's B+0.0 against a computed B win.
func gameCheckedEstimated() Game {
	g := gameQuiet()
	g.ResultCheck = &ResultCheck{Ruleset: "chinese", Computed: "B+3.5", Declared: "B+3.5", Agrees: true, Difference: f(0), Estimated: true}
	return g
}

func gameWinnerOnly() Game {
	g := gameQuiet()
	g.ResultCheck = &ResultCheck{Ruleset: "chinese", Computed: "B+3.5", Declared: "B+", Agrees: true, WinnerOnly: true}
	return g
}

// From a real audit: the 5x5 walls of compare's TestResultCheck (W+5.5 by
// hand) against RE W+3.5: difference −2.
func TestFromCompareResultCheck(t *testing.T) {
	sgf := "(;SZ[5]KM[0.5]RU[Japanese]RE[W+3.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce];B[];W[])"
	g := auditOne(t, sgf, compare.Options{Dead: compare.DeadNone})
	want := &ResultCheck{Ruleset: "japanese", Computed: "W+5.5", Declared: "W+3.5", Difference: f(-2), Miss: "other"}
	if !reflect.DeepEqual(g.ResultCheck, want) {
		t.Fatalf("got %+v, want %+v", g.ResultCheck, want)
	}
	resigned := strings.Replace(sgf, "RE[W+3.5]", "RE[W+R]", 1)
	if g := auditOne(t, resigned, compare.Options{Dead: compare.DeadNone}); g.ResultCheck != nil {
		t.Errorf("resignation checked: %+v", g.ResultCheck)
	}
}

func TestResultCheckJSONL(t *testing.T) {
	games := []Game{gameChecked(), gameWinnerOnly(), gameQuiet()}
	out := writeAudit(t, "jsonl", testOptions(), games...)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d lines", len(lines))
	}
	if want := `,"result_check":{"ruleset":"japanese","computed":"W+0.5","declared":"W+2.5","agrees":false,"difference":2},"ending":`; !strings.Contains(lines[0], want) {
		t.Errorf("line 1\n%s\nlacks\n%s", lines[0], want)
	}
	if want := `"result_check":{"ruleset":"chinese","computed":"B+3.5","declared":"B+","agrees":true,"difference":null,"winner_only":true}`; !strings.Contains(lines[1], want) {
		t.Errorf("line 2 lacks %s", want)
	}
	if strings.Contains(lines[2], "result_check") {
		t.Errorf("line 3 has a check: %s", lines[2])
	}
	for i, l := range lines {
		var got Line
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if want := normalize(games[i]); !reflect.DeepEqual(got.Game, want) {
			t.Errorf("line %d:\n got %+v\nwant %+v", i+1, got.Game, want)
		}
	}
}

func TestResultCheckSummary(t *testing.T) {
	s := NewStats(testRulesets)
	for _, g := range []Game{gameChecked(), gameCheckedEstimated(), gameWinnerOnly(), gameQuiet(), gameNoFile()} {
		s.Add(g)
	}
	// The four audited fixtures all end by passes; gameChecked has its
	// dead stones from markup, the others say nothing (unknown). The one
	// check that differs (2 points) has no miss kind: "unknown"; it is
	// gameChecked's, so its dead stones came from markup.
	want := ResultStats{Checked: 3, Agreeing: 2, Disagreeing: 1, WinnerOnly: 1,
		Known: ResultCounts{Checked: 2, Agreeing: 1, Disagreeing: 1}, Estimated: ResultCounts{Checked: 1, Agreeing: 1},
		ByEnding:     []ResultShare{{"passes", ResultCounts{3, 2, 1}}},
		ByDead:       []ResultShare{{"markup", ResultCounts{1, 0, 1}}, {"unknown", ResultCounts{2, 2, 0}}},
		Misses:       []NameCount{{"unknown", 1}},
		MissesByDead: []MissShare{{Name: "markup", Misses: []NameCount{{"unknown", 1}}}}}
	if got := s.Summary().Results; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	var b strings.Builder
	if err := WriteSummaryTables(&b, StyleASCII, s.Summary()); err != nil {
		t.Fatal(err)
	}
	tables := strings.Join(strings.Fields(b.String()), " ") // column widths aside
	for _, row := range []string{
		"| results checked vs RE | 3 |",
		"| results agreeing | 2 of 3 checked (66.67%) |",
		"| results differing | 1 |",
		"Results against RE (declared ruleset); 1 RE gives a winner only",
		"| all | 3 | 2 (66.67%) | 1 |",
		"| ended: passes | 3 | 2 (66.67%) | 1 |",
		"| dead stones: markup | 1 | 0 (0%) | 1 |",
		"| dead stones: unknown | 2 | 2 (100%) | 0 |",
		"Results that differ from RE, by what reproduces RE (of 1; indented: the games of each dead-stone source)",
		"| unknown | 1 | 100% | |",
		"| markup | 1 | 100% | |", // the miss is gameChecked's, its dead stones marked
	} {
		if !strings.Contains(tables, row) {
			t.Errorf("summary tables lack %q:\n%s", row, b.String())
		}
	}
	yaml := writeAudit(t, "yaml", testOptions(), gameChecked(), gameCheckedEstimated())
	if want := "  results:\n    checked: 2\n    agreeing: 1\n    disagreeing: 1\n    winner_only: 0\n    komi_zero_contradicted: 0\n" +
		"    known:\n      checked: 1\n      agreeing: 0\n      disagreeing: 1\n    estimated:\n      checked: 1\n      agreeing: 1\n      disagreeing: 0\n"; !strings.Contains(yaml, want) {
		t.Errorf("yaml summary lacks\n%s\n%s", want, yaml[strings.Index(yaml, "summary:"):])
	}
}

func TestResultCheckTable(t *testing.T) {
	opts := testOptions()
	opts.Detail = DetailOn
	out := writeAudit(t, "table", opts, gameChecked(), gameQuiet())
	for _, want := range []string{
		"RE W+2.5 under japanese; computed W+0.5: differs by 2 (computed minus RE, Black minus White: +2).\n",
		"; 1 result differs from RE.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	for _, tc := range []struct {
		c    ResultCheck
		want string
	}{
		{ResultCheck{Ruleset: "japanese", Computed: "W+7", Declared: "W+10.5", Difference: f(3.5), Estimated: true},
			"RE W+10.5 under japanese; computed W+7 (est.): differs by 3.5 (computed minus RE, Black minus White: +3.5)."},
		{ResultCheck{Ruleset: "aga", Computed: "B+1.5", Declared: "W+0.5", Difference: f(2)},
			"RE W+0.5 under aga; computed B+1.5: differs by 2, and the winner differs (computed minus RE, Black minus White: +2)."},
		{ResultCheck{Ruleset: "chinese", Computed: "B+3.5", Declared: "B+3.5", Agrees: true, Difference: f(0)},
			"RE B+3.5 under chinese; computed B+3.5: agrees."},
		{ResultCheck{Ruleset: "chinese", Computed: "W+3.5", Declared: "B+", WinnerOnly: true},
			"RE B+ (no margin) under chinese; computed W+3.5: the winner differs (RE gives no margin to check)."},
		// A draw is a winner of its own: RE 0 against B+1 is +1 for Black,
		// W+0.5 against a computed draw +0.5 (Black minus White).
		{ResultCheck{Ruleset: "chinese", Computed: "B+1", Declared: "Draw", Difference: f(1)},
			"RE Draw under chinese; computed B+1: differs by 1, and the winner differs (computed minus RE, Black minus White: +1)."},
		{ResultCheck{Ruleset: "japanese", Computed: "Draw", Declared: "W+0.5", Difference: f(0.5)},
			"RE W+0.5 under japanese; computed Draw: differs by 0.5, and the winner differs (computed minus RE, Black minus White: +0.5)."},
	} {
		if got := resultCheckLine(tc.c); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
	}
}

// A record whose KM[0] (or missing KM) its own RE contradicts, counted
// with komi 0, is told apart (ResultStats.KomiZeroContradicted): the 5x5
// walls of TestFromCompareResultCheck count W+5 with komi 0, which RE
// W+3.5 cannot be; a whole-point RE, a komi other than 0, an unreadable KM
// or a count with --assume-komi's komi is not such a record.
func TestKomiZeroContradicted(t *testing.T) {
	const walls = "AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce];B[];W[])"
	assumed := 6.5
	for _, c := range []struct {
		name, head string
		opts       compare.Options
		want       bool
	}{
		{"KM[0]", "(;SZ[5]KM[0]RU[Japanese]RE[W+3.5]", compare.Options{}, true},
		{"no KM", "(;SZ[5]RU[Japanese]RE[W+3.5]", compare.Options{}, true},
		{"whole point", "(;SZ[5]KM[0]RU[Japanese]RE[W+3]", compare.Options{}, false},
		{"KM[0.5]", "(;SZ[5]KM[0.5]RU[Japanese]RE[W+3.5]", compare.Options{}, false},
		{"unreadable KM", "(;SZ[5]KM[x]RU[Japanese]RE[W+3.5]", compare.Options{}, false},
		{"assumed komi", "(;SZ[5]KM[0]RU[Japanese]RE[W+3.5]", compare.Options{AssumeKomi: &assumed}, false},
		{"agrees", "(;SZ[5]KM[0]RU[Japanese]RE[W+5]", compare.Options{}, false},
		{"winner only", "(;SZ[5]KM[0]RU[Japanese]RE[W+]", compare.Options{}, false},
	} {
		c.opts.Dead = compare.DeadNone
		g := auditOne(t, c.head+walls, c.opts)
		if g.ResultCheck == nil {
			t.Fatalf("%s: no result check", c.name)
		}
		if got := komiZeroContradicted(g); got != c.want {
			t.Errorf("%s: %v, want %v (check %+v)", c.name, got, c.want, *g.ResultCheck)
		}
		s := NewStats(testRulesets)
		s.Add(g)
		sum := s.Summary()
		if n := sum.Results.KomiZeroContradicted; n != b2i(c.want) {
			t.Errorf("%s: summary counts %d", c.name, n)
		}
		var b strings.Builder
		if err := WriteSummaryTables(&b, StyleMarkdown, sum); err != nil {
			t.Fatal(err)
		}
		line := "Of the 1 result that differs, 1 is of a record whose KM[0] (or missing KM) its own RE contradicts, counted here with komi 0"
		if strings.Contains(b.String(), line) != c.want {
			t.Errorf("%s: the line %q is there: %v, want %v:\n%s", c.name, line, !c.want, c.want, b.String())
		}
		head := "1 result differs from RE (1 counted with a KM[0] their RE contradicts: --assume-komi)"
		if table := writeAudit(t, "table", testOptions(), g); strings.Contains(table, head) != c.want {
			t.Errorf("%s: the audit's headline says %q: %v, want %v:\n%s", c.name, head, !c.want, c.want, table)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

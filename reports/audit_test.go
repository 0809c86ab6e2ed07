package reports

import (
	"bufio"
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func testOptions() AuditOptions {
	return AuditOptions{Tool: "rulediff test", Inputs: []string{"a.sgf", "b.sgf", "c.sgf", "d.sgf"},
		Rulesets: testRulesets, Komi: "record", Dead: "markup"}
}

func writeAudit(t *testing.T, format string, opts AuditOptions, games ...Game) string {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewAuditWriter(&buf, format, opts)
	writeGames(t, w, err, games)
	return buf.String()
}

// writeGames feeds games to a writer just made (err is its constructor's)
// and closes it, failing the test on any error.
func writeGames(t *testing.T, w interface {
	Add(Game) error
	Close() error
}, err error, games []Game) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if err := w.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestJSONLGolden: the end-divergence game as one line, written by hand
// from the schema (field order of the structs, verdicts sorted by name,
// empty lists as [], a missing margin as null).
func TestJSONLGolden(t *testing.T) {
	verdict := `{"result":"B+2.5","margin":2.5,"illegal":[],"end":"passes","komi":7.5}`
	want := `{"version":"2","source":"b.sgf","game":1,"moves":120,"warnings":[],"errors":[],` +
		`"declared":{"rules":"","ruleset":"","komi":7.5,"handicap":0,"result":"B+2.5","size":"19x19"},` +
		`"verdicts":{"aga":` + verdict + `,"bga":` + verdict + `,"chinese":` + verdict + `,` +
		`"japanese":{"result":"Void","margin":null,"illegal":[],"end":"no-result","end_move":96,"komi":7.5}},` +
		`"divergences":[{"kind":"end","class":"long-cycle","effect":"","move":96,"point":"D2","legal":[],"illegal":[],` +
		`"rulesets":["japanese","chinese","aga","bga"],` +
		`"explanation":"Moves 85 to 96 repeat the cycle of moves 73 to 84 (a triple ko): the game is void under japanese; superko ends the cycle elsewhere.",` +
		`"camps":[{"rulesets":["japanese"],"says":"no-result"},{"rulesets":["chinese","aga","bga"],"says":"passes"}]}],` +
		`"ending":{"how":"passes","reason":"the record ends with two passes"}}` + "\n"
	if got := writeAudit(t, "jsonl", testOptions(), gameEnd()); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestJSONLNoGame: a file that yields no game is one object with game 0 and
// its errors, and no audit fields but an empty divergence list.
func TestJSONLNoGame(t *testing.T) {
	want := `{"version":"2","source":"d.sgf","game":0,"moves":0,"warnings":[],"errors":[{"message":"no game in file","line":0,"col":0}],"divergences":[]}` + "\n"
	if got := writeAudit(t, "jsonl", testOptions(), gameNoFile()); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestJSONLRoundTrip(t *testing.T) {
	out := writeAudit(t, "jsonl", testOptions(), testGames()...)
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	var i int
	games := testGames()
	for ; sc.Scan(); i++ {
		var line Line
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&line); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if line.Version != SchemaVersion {
			t.Errorf("line %d: version %q", i+1, line.Version)
		}
		if want := normalize(games[i]); !reflect.DeepEqual(line.Game, want) {
			t.Errorf("line %d:\n got %+v\nwant %+v", i+1, line.Game, want)
		}
	}
	if i != len(games) {
		t.Errorf("%d lines, want %d", i, len(games))
	}
}

// TestYAMLGolden: header and the end-divergence game, written by hand.
func TestYAMLGolden(t *testing.T) {
	opts := testOptions()
	opts.Inputs = []string{"b.sgf"}
	verdict := "" +
		"      result: B+2.5\n" +
		"      margin: 2.5\n" +
		"      illegal: []\n" +
		"      end: passes\n" +
		"      komi: 7.5\n"
	want := "" +
		"version: \"2\"\n" +
		"header:\n" +
		"  tool: rulediff test\n" +
		"  inputs:\n" +
		"  - b.sgf\n" +
		"  rulesets:\n" +
		"  - japanese\n" +
		"  - chinese\n" +
		"  - aga\n" +
		"  - bga\n" +
		"  komi: record\n" +
		"  dead: markup\n" +
		"  counts:\n" +
		"    inputs: 1\n" +
		"    rulesets: 4\n" +
		"games:\n" +
		"- source: b.sgf\n" +
		"  game: 1\n" +
		"  moves: 120\n" +
		"  warnings: []\n" +
		"  errors: []\n" +
		"  declared:\n" +
		"    rules: \"\"\n" +
		"    ruleset: \"\"\n" +
		"    komi: 7.5\n" +
		"    handicap: 0\n" +
		"    result: B+2.5\n" +
		"    size: 19x19\n" +
		"  verdicts:\n" +
		"    aga:\n" + verdict +
		"    bga:\n" + verdict +
		"    chinese:\n" + verdict +
		"    japanese:\n" +
		"      result: Void\n" +
		"      margin: null\n" +
		"      illegal: []\n" +
		"      end: no-result\n" +
		"      end_move: 96\n" +
		"      komi: 7.5\n" +
		"  divergences:\n" +
		"  - kind: end\n" +
		"    class: long-cycle\n" +
		"    effect: \"\"\n" +
		"    move: 96\n" +
		"    point: D2\n" +
		"    legal: []\n" +
		"    illegal: []\n" +
		"    rulesets:\n" +
		"    - japanese\n" +
		"    - chinese\n" +
		"    - aga\n" +
		"    - bga\n" +
		"    explanation: 'Moves 85 to 96 repeat the cycle of moves 73 to 84 (a triple ko): the game is void under japanese; superko ends the cycle elsewhere.'\n" +
		"    camps:\n" +
		"    - rulesets:\n" +
		"      - japanese\n" +
		"      says: no-result\n" +
		"    - rulesets:\n" +
		"      - chinese\n" +
		"      - aga\n" +
		"      - bga\n" +
		"      says: passes\n" +
		"  ending:\n" +
		"    how: passes\n" +
		"    reason: the record ends with two passes\n" +
		"summary:\n"
	got := writeAudit(t, "yaml", opts, gameEnd())
	head, _, ok := strings.Cut(got, "summary:\n")
	if !ok || head+"summary:\n" != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestYAMLRoundTrip(t *testing.T) {
	out := writeAudit(t, "yaml", testOptions(), testGames()...)
	var r Report
	dec := yaml.NewDecoder(strings.NewReader(out))
	dec.KnownFields(true)
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.Version != SchemaVersion {
		t.Errorf("version %q", r.Version)
	}
	wantHeader := Header{Tool: "rulediff test", Inputs: []string{"a.sgf", "b.sgf", "c.sgf", "d.sgf"},
		Rulesets: testRulesets, Komi: "record", Dead: "markup", Counts: HeaderCounts{Inputs: 4, Rulesets: 4}}
	if !reflect.DeepEqual(r.Header, wantHeader) {
		t.Errorf("header %+v, want %+v", r.Header, wantHeader)
	}
	games := testGames()
	if len(r.Games) != len(games) {
		t.Fatalf("%d games, want %d", len(r.Games), len(games))
	}
	for i, g := range games {
		if want := normalize(g); !reflect.DeepEqual(r.Games[i], want) {
			t.Errorf("game %d:\n got %+v\nwant %+v", i, r.Games[i], want)
		}
	}
	s := NewStats(testRulesets)
	for _, g := range games {
		s.Add(g)
	}
	if want := s.Summary(); r.Summary == nil || !reflect.DeepEqual(*r.Summary, want) {
		t.Errorf("summary:\n got %+v\nwant %+v", r.Summary, want)
	}
}

// TestYAMLEmpty: no game at all still makes a valid report.
func TestYAMLEmpty(t *testing.T) {
	out := writeAudit(t, "yaml", AuditOptions{})
	var r Report
	if err := yaml.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "\ngames: []\n") || r.Summary == nil || r.Summary.Files != 0 {
		t.Errorf("empty report:\n%s", out)
	}
}

// TestDeterministic: the same games give the same bytes in every format,
// however the verdict maps iterate.
func TestDeterministic(t *testing.T) {
	for _, format := range []string{"jsonl", "yaml", "table", "markdown"} {
		for _, summaryOnly := range []bool{false, true} {
			opts := testOptions()
			opts.SummaryOnly = summaryOnly
			first := writeAudit(t, format, opts, testGames()...)
			for i := 0; i < 20; i++ {
				if got := writeAudit(t, format, opts, testGames()...); got != first {
					t.Fatalf("%s (summary only %v): run %d differs", format, summaryOnly, i)
				}
			}
		}
	}
}

func TestStatsOnlyJSONL(t *testing.T) {
	opts := testOptions()
	opts.SummaryOnly = true
	out := writeAudit(t, "jsonl", opts, testGames()...)
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("want one line, got:\n%s", out)
	}
	var line StatsLine
	if err := json.Unmarshal([]byte(out), &line); err != nil {
		t.Fatal(err)
	}
	if line.Version != SchemaVersion || line.Summary.GamesDiverging != 3 || len(line.Summary.Pairs) != 6 {
		t.Errorf("stats line: %+v", line)
	}
}

func TestUnknownFormat(t *testing.T) {
	if _, err := NewAuditWriter(&bytes.Buffer{}, "xml", AuditOptions{}); err == nil {
		t.Error("audit: format xml accepted")
	}
	if _, err := NewCheckWriter(&bytes.Buffer{}, "xml", CheckOptions{}); err == nil {
		t.Error("check: format xml accepted")
	}
}

// TestRoundTripAwkwardStrings: values YAML and JSON must quote survive.
func TestRoundTripAwkwardStrings(t *testing.T) {
	g := Game{Source: "dir: #1/ga\"me\n.sgf", Game: 1, Moves: 1,
		Declared: &Declared{Rules: "koPOSITIONALscoreAREA", Result: "?", Black: "李昌鎬 (9p)", White: "- yes"},
		Verdicts: map[string]*Verdict{
			"no": {Result: "?", End: "unfinished", Illegal: []Illegal{{Move: 1, Point: "pass", Rule: "kee-dssk"}}},
			"on": {Result: "Void", End: "no-result"},
		},
		Divergences: []Divergence{{Kind: KindEnd, Class: "rounds", Point: "null", Explanation: "line one\nline two: 'quoted' & <tag>"}},
	}
	for _, format := range []string{"yaml", "jsonl"} {
		out := writeAudit(t, format, AuditOptions{Inputs: []string{"~"}}, g)
		var got Game
		switch format {
		case "yaml":
			var r Report
			if err := yaml.Unmarshal([]byte(out), &r); err != nil || len(r.Games) != 1 {
				t.Fatalf("yaml: %v\n%s", err, out)
			}
			if r.Header.Inputs[0] != "~" {
				t.Errorf("yaml input %q", r.Header.Inputs[0])
			}
			got = r.Games[0]
		case "jsonl":
			var l Line
			if err := json.Unmarshal([]byte(out), &l); err != nil {
				t.Fatalf("jsonl: %v\n%s", err, out)
			}
			got = l.Game
		}
		if want := normalize(g); !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", format, got, want)
		}
	}
}

package reports

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func checkGames() []Game {
	return []Game{
		{Source: "a.sgf", Game: 1, Moves: 120, Warnings: []Diagnostic{{Message: "BOM before (;", Line: 1, Col: 1}}},
		{Source: "a.sgf", Game: 2, Moves: 80, Errors: []Diagnostic{{Message: "B[zz] is off the 19x19 board", Line: 3, Col: 14}}},
		{Source: "x|y.sgf", Game: 0, Errors: []Diagnostic{{Message: "no game in file"}}},
	}
}

func writeCheck(t *testing.T, format string, opts CheckOptions, games ...Game) string {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewCheckWriter(&buf, format, opts)
	writeGames(t, w, err, games)
	return buf.String()
}

func TestCheckTable(t *testing.T) {
	want := "" +
		"a.sgf:1:1: game 1: warning: BOM before (;\n" +
		"a.sgf:3:14: game 2: error: B[zz] is off the 19x19 board\n" +
		"x|y.sgf: error: no game in file\n" +
		"\n" +
		"+---------+-------+-------+----------+--------+\n" +
		"| file    | games | moves | warnings | errors |\n" +
		"+---------+-------+-------+----------+--------+\n" +
		"| a.sgf   |     2 |   200 |        1 |      1 |\n" +
		"| x|y.sgf |     0 |     0 |        0 |      1 |\n" +
		"+---------+-------+-------+----------+--------+\n" +
		"| 2 files |     2 |   200 |        1 |      2 |\n" +
		"+---------+-------+-------+----------+--------+\n" +
		"\n" +
		"+--------------------------+-------+\n" +
		"| summary                  | count |\n" +
		"+--------------------------+-------+\n" +
		"| files                    |     2 |\n" +
		"| files that yield no game |     1 |\n" +
		"| files with warnings      |     1 |\n" +
		"| files with errors        |     2 |\n" +
		"| games                    |     2 |\n" +
		"| games with errors        |     1 |\n" +
		"| moves                    |   200 |\n" +
		"| warnings                 |     1 |\n" +
		"| errors                   |     2 |\n" +
		"+--------------------------+-------+\n"
	if got := writeCheck(t, "table", CheckOptions{}, checkGames()...); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestCheckMarkdown: a "|" in a file name is escaped so the row holds.
func TestCheckMarkdown(t *testing.T) {
	out := writeCheck(t, "markdown", CheckOptions{}, checkGames()...)
	for _, line := range []string{
		"- x\\|y.sgf: error: no game in file\n",
		"| file     | games | moves | warnings | errors |\n",
		"|:---------|------:|------:|---------:|-------:|\n",
		"| x\\|y.sgf |     0 |     0 |        0 |      1 |\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("no %q in\n%s", line, out)
		}
	}
}

func TestCheckJSONL(t *testing.T) {
	want := "" +
		`{"version":"2","source":"a.sgf","game":1,"moves":120,"warnings":[{"message":"BOM before (;","line":1,"col":1}],"errors":[]}` + "\n" +
		`{"version":"2","source":"a.sgf","game":2,"moves":80,"warnings":[],"errors":[{"message":"B[zz] is off the 19x19 board","line":3,"col":14}]}` + "\n" +
		`{"version":"2","source":"x|y.sgf","game":0,"moves":0,"warnings":[],"errors":[{"message":"no game in file","line":0,"col":0}]}` + "\n"
	if got := writeCheck(t, "jsonl", CheckOptions{}, checkGames()...); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// Audit fields never leak into the check view.
	g := gameLegality()
	if got := writeCheck(t, "jsonl", CheckOptions{}, g); strings.Contains(got, "verdicts") || strings.Contains(got, "declared") {
		t.Errorf("audit fields in check view: %s", got)
	}
}

func TestCheckYAMLRoundTrip(t *testing.T) {
	out := writeCheck(t, "yaml", CheckOptions{Tool: "rulediff test", Inputs: []string{"a.sgf", "x|y.sgf"}}, checkGames()...)
	var r struct {
		Version string        `yaml:"version"`
		Header  CheckHeader   `yaml:"header"`
		Games   []CheckRecord `yaml:"games"`
		Summary CheckSummary  `yaml:"summary"`
	}
	dec := yaml.NewDecoder(strings.NewReader(out))
	dec.KnownFields(true)
	if err := dec.Decode(&r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.Version != SchemaVersion || r.Header.Tool != "rulediff test" || len(r.Header.Inputs) != 2 {
		t.Errorf("header: %+v %+v", r.Version, r.Header)
	}
	var want []CheckRecord
	for _, g := range checkGames() {
		want = append(want, checkRecord(g))
	}
	if !reflect.DeepEqual(r.Games, want) {
		t.Errorf("games:\n got %+v\nwant %+v", r.Games, want)
	}
	// By hand: 2 files (x|y.sgf yields no game), 2 games, 200 moves, one
	// warning (a.sgf), two errors (a.sgf game 2, x|y.sgf).
	wantSum := CheckSummary{Files: 2, Unreadable: 1, FilesWithWarnings: 1, FilesWithErrors: 2,
		Games: 2, GamesWithErrors: 1, Moves: 200, Warnings: 1, Errors: 2}
	if r.Summary != wantSum {
		t.Errorf("summary %+v, want %+v", r.Summary, wantSum)
	}
}

func TestCheckDeterministic(t *testing.T) {
	for _, format := range []string{"table", "markdown", "yaml", "jsonl"} {
		a := writeCheck(t, format, CheckOptions{Inputs: []string{"a"}}, checkGames()...)
		b := writeCheck(t, format, CheckOptions{Inputs: []string{"a"}}, checkGames()...)
		if a != b {
			t.Errorf("%s: two runs differ", format)
		}
	}
}

// TestCheckEmpty: no input at all still gives a well-formed view.
func TestCheckEmpty(t *testing.T) {
	if out := writeCheck(t, "yaml", CheckOptions{}); !strings.Contains(out, "games: []\n") {
		t.Errorf("yaml:\n%s", out)
	}
	if out := writeCheck(t, "jsonl", CheckOptions{}); out != "" {
		t.Errorf("jsonl: %q", out)
	}
	if out := writeCheck(t, "table", CheckOptions{}); !strings.Contains(out, "| 0 files |") {
		t.Errorf("table:\n%s", out)
	}
}

func TestDiagnosticString(t *testing.T) {
	for _, c := range []struct {
		game int
		d    Diagnostic
		want string
	}{
		{2, Diagnostic{"bad", 3, 4}, "f.sgf:3:4: game 2: error: bad"},
		{0, Diagnostic{"empty", 0, 0}, "f.sgf: error: empty"},
	} {
		if got := DiagnosticString("f.sgf", c.game, "error", c.d); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// A clean file has no row of its own in the table, only its share of the
// totals: 3 files, 2 listed.
func TestCheckTableListsOnlyFilesWithProblems(t *testing.T) {
	games := append([]Game{{Source: "clean.sgf", Game: 1, Moves: 50}}, checkGames()...)
	out := writeCheck(t, "table", CheckOptions{}, games...)
	if strings.Contains(out, "| clean.sgf") {
		t.Errorf("clean file listed:\n%s", out)
	}
	for _, want := range []string{"| a.sgf ", "| x|y.sgf ", "| 3 files |     3 |   250 |"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

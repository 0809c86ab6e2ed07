package reports

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulediff/rulediff/compare"
	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/sgfio"
	"go.yaml.in/yaml/v3"
)

// FuzzReport is the whole path of `rulediff audit` and `rulediff check`
// on one file, as the command runs it: bytes → corpus.Parse → the audit
// with the default dead stones (markup, else the estimate within its
// budget) → every report format. No input panics or fails a writer; the
// JSON Lines and the YAML read back, one object per game.
func FuzzReport(f *testing.F) {
	files, _ := filepath.Glob("../corpus/bestiary/*.sgf")
	for _, p := range files[:min(len(files), 12)] {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("(;B[aa])(;SZ[52];B[aa])(;SZ[3]AB[aa][bb]TW[cc];W[ab]C[a\nb: 'c'])"))
	f.Add([]byte("(;SZ[5]KM[7.5]RU[Chinese]RE[W+2.5];B[cc];W[bb];B[bc];W[cb];B[];W[])"))
	f.Add([]byte("(;FF[4](;B[aa])(;W[bb]))junk"))
	a, err := compare.NewAuditor(compare.Options{})
	if err != nil {
		f.Fatal(err)
	}
	rulesets := make([]string, len(a.Rulesets()))
	for i, rs := range a.Rulesets() {
		rulesets[i] = rs.Name
	}
	formats := []string{"jsonl", "yaml", "table", "markdown"}
	f.Fuzz(func(t *testing.T, data []byte) {
		in := corpus.Input{Source: "fuzz.sgf", Data: data}
		var games []Game
		if c, err := corpus.Parse(in, sgfio.Options{MainLine: true}); err != nil {
			games = []Game{FromError(in.Source, err)}
		} else {
			var prev *compare.Game
			games = FromAudits(in.Source, c, func(rec *sgfio.Game) *compare.Game {
				a.Recycle(prev)
				prev = a.Audit(in.Source, rec)
				return prev
			})
			a.Recycle(prev)
		}
		for _, format := range formats {
			var buf bytes.Buffer
			w, err := NewAuditWriter(&buf, format, AuditOptions{Tool: "fuzz", Inputs: []string{in.Source}, Rulesets: rulesets, Detail: DetailOn})
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range games {
				if err := w.Add(g); err != nil {
					t.Fatalf("audit %s: %v", format, err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatalf("audit %s: %v", format, err)
			}
			readBack(t, format, buf.Bytes(), len(games))
		}
		for _, format := range formats {
			var buf bytes.Buffer
			w, err := NewCheckWriter(&buf, format, CheckOptions{Tool: "fuzz", Inputs: []string{in.Source}})
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range games {
				if err := w.Add(g); err != nil {
					t.Fatalf("check %s: %v", format, err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatalf("check %s: %v", format, err)
			}
		}
	})
}

// readBack parses an audit report: one JSON object per game, or one YAML
// document holding the games.
func readBack(t *testing.T, format string, out []byte, games int) {
	t.Helper()
	switch format {
	case "jsonl":
		lines := bytes.Split(bytes.TrimSuffix(out, []byte("\n")), []byte("\n"))
		if len(lines) != games {
			t.Fatalf("jsonl: %d lines for %d games", len(lines), games)
		}
		for _, l := range lines {
			var line Line
			if err := json.Unmarshal(l, &line); err != nil {
				t.Fatalf("jsonl: %v\n%s", err, l)
			}
		}
	case "yaml":
		var r Report
		if err := yaml.Unmarshal(out, &r); err != nil || len(r.Games) != games {
			t.Fatalf("yaml: %v, %d games for %d\n%s", err, len(r.Games), games, out)
		}
	}
}

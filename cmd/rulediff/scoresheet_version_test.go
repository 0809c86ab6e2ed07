package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/reports"
)

// The score sheet carries the schema version first, as the audit's JSON
// Lines objects and YAML documents do (docs/report.md): `{"version":"2",`
// opens the JSON object, `version: "2"` the YAML document.
func TestScoreSheetVersion(t *testing.T) {
	sgf := filepath.Join(t.TempDir(), "g.sgf")
	if err := os.WriteFile(sgf, []byte("(;SZ[2:1]KM[0];B[aa];W[];B[];W[])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for format, want := range map[string]string{
		"jsonl": `{"version":"` + reports.SchemaVersion + `","game":{`,
		"yaml":  `version: "` + reports.SchemaVersion + `"` + "\ngame:\n",
	} {
		code, out, e := runCmd(t, "score", "--rules", "chinese", "--dead", "none", "--format", format, sgf)
		if code != exitOK || !strings.HasPrefix(out, want) {
			t.Errorf("%s: exit %d (%s), want it to start with %q:\n%s", format, code, e, want, out)
		}
	}
}

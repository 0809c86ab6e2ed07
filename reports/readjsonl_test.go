package reports

import (
	"reflect"
	"strings"
	"testing"
)

// The games read back from an audit's JSON Lines give the summary the
// games themselves gave.
func TestReadAuditJSONLRoundTrip(t *testing.T) {
	out := writeAudit(t, "jsonl", testOptions(), testGames()...)
	direct := NewStats(testRulesets)
	for _, g := range testGames() {
		direct.Add(normalize(g))
	}
	read := NewStats(testRulesets)
	if err := ReadAuditJSONL(strings.NewReader(out), "a.jsonl", func(g Game) error { read.Add(g); return nil }); err != nil {
		t.Fatal(err)
	}
	if a, b := direct.Summary(), read.Summary(); !reflect.DeepEqual(a, b) {
		t.Errorf("read back:\n%+v\nwant\n%+v", b, a)
	}
}

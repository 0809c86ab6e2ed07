package reports

import (
	"bytes"
	"strings"
	"testing"
)

// A nil entry of Game.Verdicts reads as the zero Verdict, as a JSON
// null did when the map held values: the JSON Lines writer (both of its
// ways: the run's names, and names it does not know) writes it as
// {"result":"","margin":null,"illegal":[],...}, the normalized line as
// encoding/json writes the zero verdict; the reader turns a null back
// into the zero verdict; stats, --fail-on's walk and the table take it
// without panicking.
func TestNilVerdictReadsAsZero(t *testing.T) {
	zero := `{"result":"","margin":null,"illegal":[],"end":"","komi":0}`
	for _, names := range [][]string{{"aga", "chinese"}, {"other"}} {
		l := Line{Version: SchemaVersion, Game: Game{Source: "s", Game: 1,
			Verdicts: map[string]*Verdict{"aga": nil, "chinese": {Result: "B+1", Illegal: []Illegal{}}}}}
		got, ok := appendNormalLine(nil, &l, newVerdictKeys(names))
		if !ok {
			t.Fatal("not written")
		}
		if !strings.Contains(string(got), `"aga":`+zero) {
			t.Errorf("names %v: nil verdict written as %s", names, got)
		}
		n := Line{Version: SchemaVersion, Game: normalize(l.Game)}
		if want := encodingJSON(t, &n); !bytes.Equal(got, want) {
			t.Errorf("names %v:\ngot  %s\nwant %s", names, got, want)
		}
		if l.Game.Verdicts["aga"] != nil {
			t.Error("normalize changed the game's map")
		}
	}
	line := `{"version":"` + SchemaVersion + `","source":"s","game":1,"moves":0,"warnings":[],"errors":[],"verdicts":{"aga":null},"divergences":[]}`
	var read []Game
	if err := ReadAuditJSONL(strings.NewReader(line), "x", func(g Game) error { read = append(read, g); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(read) != 1 || read[0].Verdicts["aga"] == nil || read[0].Verdicts["aga"].Result != "" {
		t.Fatalf("read %+v", read)
	}
	s := NewStats([]string{"aga"})
	s.Add(Game{Source: "s", Game: 1, Verdicts: map[string]*Verdict{"aga": nil}})
	verdictCamps(s, Game{Verdicts: map[string]*Verdict{"aga": nil}})
	anyEstimated(map[string]*Verdict{"aga": nil})
}

// normalize copies the verdicts it fills: the game it was given keeps
// its nil lists (FromCompare's verdicts may be shared by other views).
func TestNormalizeCopiesVerdicts(t *testing.T) {
	v := &Verdict{Result: "B+1"}
	g := Game{Verdicts: map[string]*Verdict{"aga": v}}
	n := normalize(g)
	if v.Illegal != nil || g.Verdicts["aga"] != v {
		t.Fatal("normalize changed its input")
	}
	if n.Verdicts["aga"].Illegal == nil || n.Verdicts["aga"].Result != "B+1" {
		t.Fatalf("normalized %+v", n.Verdicts["aga"])
	}
}

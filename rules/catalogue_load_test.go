package rules

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// club is a complete user ruleset; tests break one line of it at a time.
const club = `name: club
title: Club rules
ko: positional
cycles: forbidden
suicide: none
end: two-passes
scoring: area
seki: counted
dead: agreed
pass-stones: false
handicap-bonus: "0"
komi: 7
ties: jigo
`

func writeFile(t *testing.T, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "rules.yaml")
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// replaceLine swaps the line of club starting with prefix for repl ("" drops it).
func replaceLine(prefix, repl string) string {
	var out []string
	for _, l := range strings.Split(club, "\n") {
		if strings.HasPrefix(l, prefix) {
			if repl == "" {
				continue
			}
			l = repl
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

func TestLoadFileErrors(t *testing.T) {
	cases := []struct {
		name    string
		content string
		want    FileError // File is filled in below; Msg is a substring
	}{
		{"yaml syntax", "name: club\ntitle: a\n  ko: simple\n", FileError{Line: 3, Msg: "yaml: mapping values are not allowed in this context"}},
		{"empty file", "", FileError{Msg: "no ruleset in the file"}},
		{"scalar document", "club\n", FileError{Line: 1, Msg: "want a ruleset (a mapping of fields) or a list"}},
		{"empty list", "[]\n", FileError{Line: 1, Msg: "no ruleset in the list"}},
		{"list item not a mapping", "- " + strings.ReplaceAll(club, "\n", "\n  ") + "\n- club\n", FileError{Line: 15, Msg: "item 2 of the list is not a ruleset"}},
		{"two documents", club + "---\n" + club, FileError{Msg: "more than one YAML document"}},
		{"field twice", club + "ko: simple\n", FileError{Line: 14, Ruleset: "club", Field: "ko", Msg: `mapping key "ko" already defined at line 3`}},
		{"unknown field", replaceLine("komi", "kom: 7"), FileError{Line: 12, Ruleset: "club", Field: "kom", Msg: "unknown field (want based-on, name, title"}},
		{"bool field", replaceLine("pass-stones", "pass-stones: maybe"), FileError{Line: 10, Ruleset: "club", Field: "pass-stones", Msg: `invalid value "maybe" (want true or false)`}},
		{"komi not a number", replaceLine("komi", "komi: seven"), FileError{Line: 12, Ruleset: "club", Field: "komi", Msg: `invalid value "seven" (want a multiple of 0.5, or null for by agreement)`}},
		{"komi not a half point", replaceLine("komi", "komi: 6.3"), FileError{Line: 12, Ruleset: "club", Field: "komi", Msg: "invalid value 6.3"}},
		{"aliases not a list", replaceLine("title", "aliases: jp"), FileError{Line: 2, Ruleset: "club", Field: "aliases", Msg: "want a list of names"}},
		{"empty alias", replaceLine("title", `aliases: ["--"]`), FileError{Line: 2, Ruleset: "club", Field: "aliases", Msg: "alias 1 is empty"}},
		{"missing komi", replaceLine("komi", ""), FileError{Line: 1, Ruleset: "club", Field: "komi", Msg: "missing"}},
		{"missing name", replaceLine("name", ""), FileError{Line: 1, Field: "name", Msg: "missing"}},
		{"bad name", replaceLine("name", "name: Club Rules"), FileError{Line: 1, Ruleset: "Club Rules", Field: "name", Msg: `invalid value "Club Rules"`}},
		{"based-on unknown", "name: club\nbased-on: nihon\n", FileError{Line: 2, Ruleset: "club", Field: "based-on", Msg: `unknown ruleset "nihon"`}},
		{"based-on without name", "based-on: japanese\nko: positional\n", FileError{Line: 1, Field: "name", Msg: "missing"}},
		{"duplicate name", "- name: club\n  based-on: aga\n- name: club\n  based-on: bga\n", FileError{Line: 3, Ruleset: "club", Field: "name", Msg: "defined twice in the file (first at line 1)"}},
		{"reading param", club + "readings: [{param: colour, value: red, why: x}]\n", FileError{Line: 14, Ruleset: "club", Field: "readings", Msg: `reading 1: unknown param "colour"`}},
		{"reading value", club + "readings: [{param: seki, value: half, why: x}]\n", FileError{Line: 14, Ruleset: "club", Field: "readings", Msg: `reading 1: param seki: unknown value "half"`}},
		{"reading komi", club + "readings: [{param: komi, value: lots, why: x}]\n", FileError{Line: 14, Ruleset: "club", Field: "readings", Msg: `param komi: invalid value "lots"`}},
		{"reading pass stones", club + "readings: [{param: pass-stones, value: maybe, why: x}]\n", FileError{Line: 14, Ruleset: "club", Field: "readings", Msg: `param pass-stones: unknown value "maybe"`}},
		{"reading field", club + "readings:\n  - {param: ko, value: simple, why: x, when: 1990}\n", FileError{Line: 15, Ruleset: "club", Field: "readings", Msg: "unknown field when (want param, value, why)"}},
		{"reading without why", club + "readings: [{param: ko, value: simple}]\n", FileError{Line: 14, Ruleset: "club", Field: "readings", Msg: "why is missing"}},
	}
	// Every enumerated field refuses a value outside its domain.
	enumLine := map[string]int{"ko": 3, "cycles": 4, "suicide": 5, "end": 6, "scoring": 7, "seki": 8, "dead": 9, "handicap-bonus": 11, "ties": 13}
	for field, line := range enumLine {
		cases = append(cases, struct {
			name    string
			content string
			want    FileError
		}{"enum " + field, replaceLine(field+":", field+": superko"), FileError{Line: line, Ruleset: "club", Field: field,
			Msg: `unknown value "superko" (want ` + strings.Join(enumDomains[field], ", ") + ")"}})
	}
	cases = append(cases, struct {
		name    string
		content string
		want    FileError
	}{"enum ties-handicap", club + "ties-handicap: black-in-handicap\n", FileError{Line: 14, Ruleset: "club", Field: "ties-handicap", Msg: `unknown value "black-in-handicap" (want jigo, white, black)`}})

	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := writeFile(t, c.content)
			_, err := LoadFile(p)
			if err == nil {
				t.Fatalf("no error; want %+v", c.want)
			}
			var fe *FileError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is no *FileError", err)
			}
			if fe.File != p || fe.Line != c.want.Line || fe.Ruleset != c.want.Ruleset || fe.Field != c.want.Field || !strings.Contains(fe.Msg, c.want.Msg) {
				t.Errorf("got  %s (line %d, ruleset %q, field %q)\nwant line %d, ruleset %q, field %q, message containing %q",
					err, fe.Line, fe.Ruleset, fe.Field, c.want.Line, c.want.Ruleset, c.want.Field, c.want.Msg)
			}
		})
	}
}

// The message shape the users see, in full.
func TestLoadFileErrorMessage(t *testing.T) {
	p := writeFile(t, replaceLine("ko:", "ko: superko"))
	_, err := LoadFile(p)
	want := p + `:3: ruleset "club": field ko: unknown value "superko" (want simple, positional, situational, natural-situational, spight, kee-dssk, ing)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// Several problems in one file are all reported.
func TestLoadFileReportsEveryProblem(t *testing.T) {
	p := writeFile(t, strings.Replace(strings.Replace(club, "ko: positional", "ko: superko", 1), "cycles: forbidden", "cycles: often", 1)[len("name: club\n"):])
	_, err := LoadFile(p)
	if err == nil || !strings.Contains(err.Error(), "field ko:") || !strings.Contains(err.Error(), "field cycles:") || !strings.Contains(err.Error(), "field name: missing") {
		t.Errorf("got %v, want errors for ko, cycles and the missing name", err)
	}
}

func TestLoadFileMissing(t *testing.T) {
	_, err := LoadFile(filepath.Join(t.TempDir(), "none.yaml"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("got %v, want a not-exist error", err)
	}
}

func TestLoadFileOneOrList(t *testing.T) {
	one, err := LoadFile(writeFile(t, club))
	if err != nil {
		t.Fatal(err)
	}
	komi := 7.0
	want := Ruleset{Name: "club", Title: "Club rules", Ko: KoPositional, Cycles: CyclesForbidden,
		Suicide: SuicideNone, End: EndTwoPasses, Scoring: ScoringArea, Seki: SekiCounted, Dead: DeadAgreed,
		HandicapBonus: HandicapBonusNone, Komi: &komi, Ties: TiesJigo}
	if len(one) != 1 || !reflect.DeepEqual(one[0], want) {
		t.Errorf("one ruleset: got %+v\nwant %+v", one, want)
	}
	list, err := LoadFile(writeFile(t, "- name: a\n  based-on: aga\n- name: b\n  based-on: japanese\n  komi: null\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Name != "a" || list[1].Name != "b" || list[1].Komi != nil {
		t.Errorf("list: got %+v", list)
	}
}

// based-on copies the parameters, not the names, and the file's fields win.
func TestLoadFileBasedOn(t *testing.T) {
	got, err := LoadFile(writeFile(t, "name: japanese-psk\nbased-on: Japanese\nko: positional\ncycles: forbidden\n"))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Lookup("japanese")
	want.Name, want.Title, want.Source, want.Aliases, want.Notes, want.Readings = "japanese-psk", "", "", nil, "", nil
	want.Ko, want.Cycles = KoPositional, CyclesForbidden
	if !reflect.DeepEqual(got[0], want) {
		t.Errorf("got  %+v\nwant %+v", got[0], want)
	}
}

func TestWithFileOverridesAndAdds(t *testing.T) {
	p := writeFile(t, "- name: japanese\n  based-on: japanese\n  komi: 5.5\n  aliases: [jp]\n- "+
		strings.ReplaceAll(strings.TrimSpace(club), "\n", "\n  ")+"\n  aliases: [Club Rules]\n")
	c, err := Default().WithFile(p)
	if err != nil {
		t.Fatal(err)
	}
	names := append(Names(), "club")
	if !slices.Equal(c.Names(), names) {
		t.Errorf("names %v, want %v", c.Names(), names)
	}
	if j, _ := c.Lookup("japanese"); *j.Komi != 5.5 || j.Ko != KoSimple {
		t.Errorf("japanese overridden: %+v", j)
	}
	if r, ok := c.Lookup("club rules"); !ok || r.Name != "club" {
		t.Errorf("club's alias not found: %+v %v", r, ok)
	}
	// The override dropped the alias "Japanese" but the name still finds it.
	if r, ok := c.Lookup("Japanese"); !ok || r.Name != "japanese" {
		t.Errorf("Lookup(Japanese) = %v %v", r.Name, ok)
	}
	if j, _ := Lookup("japanese"); *j.Komi != 6.5 {
		t.Errorf("merging changed the embedded catalogue: komi %v", *j.Komi)
	}
}

func TestWithFileAliasConflict(t *testing.T) {
	p := writeFile(t, strings.Replace(club, "title: Club rules\n", "title: Club rules\naliases: [JP]\n", 1))
	_, err := Default().WithFile(p)
	want := p + `: ruleset "club": field aliases: "JP" is already a name or alias of ruleset "japanese"`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// The catalogue written as YAML (rulediff rules --format yaml) loads back
// unchanged: the output is a valid rulesets file.
func TestCatalogueYAMLRoundTrip(t *testing.T) {
	data, err := yaml.Marshal(Catalogue())
	if err != nil {
		t.Fatal(err)
	}
	back, err := parseRulesets("catalogue.yaml", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, Catalogue()) {
		t.Errorf("round trip changed the catalogue")
	}
}

// No file panics the loader; what loads is valid.
func FuzzParseRulesets(f *testing.F) {
	f.Add([]byte(club))
	f.Add([]byte("- name: a\n  based-on: aga\n"))
	f.Add([]byte("name: x\nreadings: [{param: ko, value: simple, why: y}]\n"))
	f.Add([]byte("[1, {a: b}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, err := parseRulesets("fuzz.yaml", data, Default())
		if err != nil {
			return
		}
		for _, r := range rs {
			for f := range enumDomains {
				if f == "ties-handicap" && r.TiesHandicap == "" {
					continue
				}
				if err := checkValue(&r, f); err != nil {
					t.Fatalf("loaded ruleset %q with %s: %v", r.Name, f, err)
				}
			}
		}
	})
}

// The example of rulesets/README.md is a valid rules file.
func TestReadmeExampleLoads(t *testing.T) {
	readme, err := os.ReadFile("rulesets/README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(readme), "```yaml\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("no yaml example in rulesets/README.md")
	}
	c, err := Default().WithFile(writeFile(t, example))
	if err != nil {
		t.Fatal(err)
	}
	club, _ := c.Lookup("Club Rules")
	j, _ := c.Lookup("japanese")
	if club.Name != "club" || club.TiesHandicap != TiesWhite || *j.Komi != 5.5 || j.Ko != KoSimple {
		t.Errorf("club %+v, japanese %+v", club, j)
	}
}

// A file may name KataGo's rules (the field katago): the ruleset is then
// KataGo's, and its parameters must be those the string implies.
func TestLoadFileKataGo(t *testing.T) {
	// club is area, positional, no suicide, counted seki: KataGo's
	// koPOSITIONALscoreAREAtaxNONEsui0, but for the dead stones.
	got, err := LoadFile(writeFile(t, replaceLine("dead:", "dead: pass-alive")+"katago: koPOSITIONALscoreAREAtaxNONEsui0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if k := got[0].KataGo; k == nil || k.String() != "koPOSITIONALscoreAREAtaxNONEsui0" || k.Ko != "POSITIONAL" || k.Suicide {
		t.Errorf("katago %+v", k)
	}
	// Parameters that contradict the string, each named.
	_, err = LoadFile(writeFile(t, club+"katago: koSIMPLEscoreAREAtaxNONEsui0\n"))
	for _, want := range []string{`field ko: positional, but katago koSIMPLEscoreAREAtaxNONEsui0 implies simple`,
		`field cycles: forbidden, but katago`, `field dead: agreed, but katago koSIMPLEscoreAREAtaxNONEsui0 implies pass-alive`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %q", err, want)
		}
	}
	// A bad string, or komi inside it.
	for _, bad := range []string{"koSUPER", "koSIMPLEkomi7"} {
		if _, err := LoadFile(writeFile(t, club+"katago: "+bad+"\n")); err == nil || !strings.Contains(err.Error(), "katago") {
			t.Errorf("katago %s: error %v", bad, err)
		}
	}
}

package rules

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// resolveCase is one RU value and what it must resolve to. params, for
// explicit parameters, is "ko cycles suicide scoring seki dead bonus",
// worked out by hand from the mapping documented on KataGo.params (a
// KataGo string is never exactly a row: KataGo's engine ends and counts
// the game its own way); the nearest row by hand from the weights of
// distance, KataGo's area counting being nearest to literal counting.
type resolveCase struct {
	ru      string
	ruleset string // "" with err
	via     Via
	exact   bool
	params  string // "" for catalogue rows (Params is the row)
	err     error
}

// corpusRU is every RU value in ../shared/corpora (grep -rhoa 'RU\[[^]]*\]'),
// each resolved or refused by design. TestCorpusRUValuesAreAllListed keeps
// the list complete.
var corpusRU = []resolveCase{
	{"Japanese", "japanese", ViaName, true, "", nil},
	{"Chinese", "chinese", ViaName, true, "", nil},
	{"chinese", "chinese", ViaName, true, "", nil},
	{"AGA", "aga", ViaName, true, "", nil},
	{"New Zealand", "new-zealand", ViaName, true, "", nil},
	{"NZ", "new-zealand", ViaName, true, "", nil},
	{"Tromp/Taylor", "tromp-taylor", ViaName, true, "", nil},
	{"Tromp-Taylor", "tromp-taylor", ViaName, true, "", nil},
	{"TT--", "tromp-taylor", ViaName, true, "", nil},
	{"", "", "", false, "", ErrNoRules},
	// Ancient counting: our variant, nearest chinese (read with basic ko).
	{"Old Chinese", "chinese", ViaVariant, false, "simple no-result none stone counted agreed 0", nil},
	// Japanese counting with a group tax: no row, no variant: by design unknown.
	{"Tang (Japanese + group tax)", "", "", false, "", ErrUnknownRules},

	// KataGo, territory scoring: always nearest japanese.
	{"koSIMPLEscoreTERRITORYtaxSEKIsui0", "japanese", ViaKataGo, false, "simple no-result none territory not-counted pass-alive 0", nil},
	{"koSIMPLEscoreTERRITORYtaxSEKIsui1", "japanese", ViaKataGo, false, "simple no-result multi territory not-counted pass-alive 0", nil},
	{"koSIMPLEscoreTERRITORYtaxNONEsui0", "japanese", ViaKataGo, false, "simple no-result none territory counted pass-alive 0", nil},
	{"koSIMPLEscoreTERRITORYtaxNONEsui1", "japanese", ViaKataGo, false, "simple no-result multi territory counted pass-alive 0", nil},
	{"koSIMPLEscoreTERRITORYtaxALLsui0", "japanese", ViaKataGo, false, "simple no-result none territory not-counted pass-alive 0", nil},
	{"koSIMPLEscoreTERRITORYtaxALLsui1", "japanese", ViaKataGo, false, "simple no-result multi territory not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreTERRITORYtaxSEKIsui0", "japanese", ViaKataGo, false, "situational forbidden none territory not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreTERRITORYtaxSEKIsui1", "japanese", ViaKataGo, false, "situational forbidden multi territory not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreTERRITORYtaxNONEsui0", "japanese", ViaKataGo, false, "situational forbidden none territory counted pass-alive 0", nil},
	{"koSITUATIONALscoreTERRITORYtaxNONEsui1", "japanese", ViaKataGo, false, "situational forbidden multi territory counted pass-alive 0", nil},
	{"koSITUATIONALscoreTERRITORYtaxALLsui0", "japanese", ViaKataGo, false, "situational forbidden none territory not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreTERRITORYtaxALLsui1", "japanese", ViaKataGo, false, "situational forbidden multi territory not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreTERRITORYtaxSEKIsui0", "japanese", ViaKataGo, false, "positional forbidden none territory not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreTERRITORYtaxSEKIsui1", "japanese", ViaKataGo, false, "positional forbidden multi territory not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreTERRITORYtaxNONEsui0", "japanese", ViaKataGo, false, "positional forbidden none territory counted pass-alive 0", nil},
	{"koPOSITIONALscoreTERRITORYtaxNONEsui1", "japanese", ViaKataGo, false, "positional forbidden multi territory counted pass-alive 0", nil},
	{"koPOSITIONALscoreTERRITORYtaxALLsui1", "japanese", ViaKataGo, false, "positional forbidden multi territory not-counted pass-alive 0", nil},

	// KataGo, area scoring (with or without fpok): the position as it stands,
	// stones in pass-alive territory removed.
	{"koSIMPLEscoreAREAtaxNONEsui0", "chinese", ViaKataGo, false, "simple no-result none area counted pass-alive 0", nil},
	{"koSIMPLEscoreAREAtaxNONEsui0button1", "chinese", ViaKataGo, false, "simple no-result none area counted pass-alive 0", nil},
	{"koSIMPLEscoreAREAtaxNONEsui1", "tromp-taylor", ViaKataGo, false, "simple no-result multi area counted pass-alive 0", nil},
	{"koSIMPLEscoreAREAtaxSEKIsui0", "chinese", ViaKataGo, false, "simple no-result none area not-counted pass-alive 0", nil},
	{"koSIMPLEscoreAREAtaxSEKIsui0button1", "chinese", ViaKataGo, false, "simple no-result none area not-counted pass-alive 0", nil},
	{"koSIMPLEscoreAREAtaxSEKIsui1", "tromp-taylor", ViaKataGo, false, "simple no-result multi area not-counted pass-alive 0", nil},
	{"koSIMPLEscoreAREAtaxALLsui0", "chinese", ViaKataGo, false, "simple no-result none stone not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxNONEsui0", "aga", ViaKataGo, false, "situational forbidden none area counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxNONEsui0button1", "aga", ViaKataGo, false, "situational forbidden none area counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxNONEsui1", "new-zealand", ViaKataGo, false, "situational forbidden multi area counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxNONEsui1button1", "new-zealand", ViaKataGo, false, "situational forbidden multi area counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxSEKIsui0", "aga", ViaKataGo, false, "situational forbidden none area not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxALLsui0", "aga", ViaKataGo, false, "situational forbidden none stone not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxALLsui1", "new-zealand", ViaKataGo, false, "situational forbidden multi stone not-counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxALLsui1button1", "new-zealand", ViaKataGo, false, "situational forbidden multi stone not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxNONEsui1button1", "tromp-taylor", ViaKataGo, false, "positional forbidden multi area counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxNONEsui0button1", "citizendium", ViaKataGo, false, "positional forbidden none area counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxSEKIsui0", "citizendium", ViaKataGo, false, "positional forbidden none area not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxSEKIsui0button1", "citizendium", ViaKataGo, false, "positional forbidden none area not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxSEKIsui1button1", "tromp-taylor", ViaKataGo, false, "positional forbidden multi area not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxALLsui0button1", "citizendium", ViaKataGo, false, "positional forbidden none stone not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxALLsui1", "tromp-taylor", ViaKataGo, false, "positional forbidden multi stone not-counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxALLsui1button1", "tromp-taylor", ViaKataGo, false, "positional forbidden multi stone not-counted pass-alive 0", nil},
}

// moreRU covers what the corpora lack: RULES.md's aliases, spelling,
// komi, friendly passes, the JSON form and the refusals.
var moreRU = []resolveCase{
	{"jp", "japanese", ViaName, true, "", nil},
	{"  KOREAN ", "korean", ViaName, true, "", nil},
	{"ko", "korean", ViaName, true, "", nil},
	{"cn", "chinese", ViaName, true, "", nil},
	{"ZH", "chinese", ViaName, true, "", nil},
	{"us", "aga", ViaName, true, "", nil},
	{"French", "french", ViaName, true, "", nil},
	{"bga", "bga", ViaName, true, "", nil},
	{"tt", "tromp-taylor", ViaName, true, "", nil},
	{"GOE", "ing", ViaName, true, "", nil},
	{"Ing", "ing", ViaName, true, "", nil},
	{"SST", "ing", ViaName, true, "", nil},
	{"old chinese", "chinese", ViaVariant, false, "simple no-result none stone counted agreed 0", nil},
	// Tromp-Taylor's and New Zealand's KataGo strings: nearest those rows,
	// not exactly (pass-alive removal, KataGo's ending).
	{"koPOSITIONALscoreAREAtaxNONEsui1", "tromp-taylor", ViaKataGo, false, "positional forbidden multi area counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAtaxNONEsui1komi7.5", "tromp-taylor", ViaKataGo, false, "positional forbidden multi area counted pass-alive 0", nil},
	{"koSITUATIONALscoreAREAtaxNONEsui1fpok1komi7", "new-zealand", ViaKataGo, false, "situational forbidden multi area counted pass-alive 0", nil},
	// The brief's example: simple ko, area, no suicide.
	{"koSIMPLEscoreAREAtaxNONEsui0", "chinese", ViaKataGo, false, "simple no-result none area counted pass-alive 0", nil},
	// Any order, any case, spaces, scoring for score, whb, default tax.
	{"sui0 komi6.5 SCORINGarea koSituational whbN-1 fpok1", "aga", ViaKataGo, false, "situational forbidden none area counted pass-alive N-1", nil},
	{"scoreTERRITORY", "japanese", ViaKataGo, false, "positional forbidden multi territory not-counted pass-alive 0", nil},
	{"koSPIGHTscoreAREAtaxNONEsui0fpok1", "spight", ViaKataGo, false, "spight forbidden none area counted pass-alive 0", nil},
	{"koPOSITIONALscoreAREAsui0whbNfpok1", "citizendium", ViaKataGo, false, "positional forbidden none area counted pass-alive N", nil},
	// Only komi, suicide or tax: KataGo's defaults (Tromp-Taylor-like) and the change.
	{"komi7.5", "tromp-taylor", ViaKataGo, false, "positional forbidden multi area counted pass-alive 0", nil},
	{"sui1", "tromp-taylor", ViaKataGo, false, "positional forbidden multi area counted pass-alive 0", nil},
	{"komi23taxALL", "tromp-taylor", ViaKataGo, false, "positional forbidden multi stone not-counted pass-alive 0", nil},
	{`{"komi":7.5}`, "tromp-taylor", ViaKataGoJSON, false, "positional forbidden multi area counted pass-alive 0", nil},
	{`{}`, "tromp-taylor", ViaKataGoJSON, false, "positional forbidden multi area counted pass-alive 0", nil},
	// JSON.
	{`{"ko":"POSITIONAL","scoring":"AREA","tax":"NONE","suicide":false,"hasButton":false,"whiteHandicapBonus":"N","friendlyPassOk":true,"komi":7.5}`, "citizendium", ViaKataGoJSON, false, "positional forbidden none area counted pass-alive N", nil},
	{`{"ko":"simple","score":"territory","suicide":false}`, "japanese", ViaKataGoJSON, false, "simple no-result none territory not-counted pass-alive 0", nil},
	{`{"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"friendlyPassOk":true,"komi":7}`, "new-zealand", ViaKataGoJSON, false, "situational forbidden multi area counted pass-alive 0", nil},
	// Names users write for the national rules (catalogue aliases).
	{"JPN", "japanese", ViaName, true, "", nil},
	{"Japan", "japanese", ViaName, true, "", nil},
	{"CHN", "chinese", ViaName, true, "", nil},
	{"China", "chinese", ViaName, true, "", nil},
	{"Korea", "korean", ViaName, true, "", nil},
	// Refused.
	{"   ", "", "", false, "", ErrNoRules},
	{"--", "", "", false, "", ErrUnknownRules},
	// KGS names its four rule sets (Japanese, Chinese, AGA, New Zealand);
	// "kgs" says which server, not which rules.
	{"kgs", "", "", false, "", ErrUnknownRules},
	{"superko", "", "", false, "", ErrUnknownRules},
	{"koFOO", "", "", false, "", ErrUnknownRules},
	{"koSIMPLEscoreAREAxyz", "", "", false, "", ErrUnknownRules},
	{"koSIMPLEkoPOSITIONAL", "", "", false, "", ErrUnknownRules},
	{"scoreAREAscoringAREA", "", "", false, "", ErrUnknownRules},
	{"koSIMPLEkomi6.3", "", "", false, "", ErrUnknownRules},
	{"koSIMPLEkomi", "", "", false, "", ErrUnknownRules},
	{"koSIMPLEwhbX", "", "", false, "", ErrUnknownRules},
	{`{"ko":"POSITIONAL"`, "", "", false, "", ErrUnknownRules},
	{`{"ko":"POSITIONAL"} x`, "", "", false, "", ErrUnknownRules},
	{`{"ko":"SUPER"}`, "", "", false, "", ErrUnknownRules},
	{`{"ko":1}`, "", "", false, "", ErrUnknownRules},
	{`{"ko":"SIMPLE","suicide":"yes"}`, "", "", false, "", ErrUnknownRules},
	{`{"ko":"SIMPLE","komi":6.3}`, "", "", false, "", ErrUnknownRules},
	{`{"ko":"SIMPLE","rules":"x"}`, "", "", false, "", ErrUnknownRules},
	{`{"ko":"SIMPLE","score":"AREA","scoring":"AREA"}`, "", "", false, "", ErrUnknownRules},
}

func paramsOf(r Ruleset) string {
	return strings.Join([]string{string(r.Ko), string(r.Cycles), string(r.Suicide), string(r.Scoring),
		string(r.Seki), string(r.Dead), string(r.HandicapBonus)}, " ")
}

func TestResolve(t *testing.T) {
	for _, c := range append(append([]resolveCase{}, corpusRU...), moreRU...) {
		got, err := Resolve(c.ru)
		if c.err != nil {
			if !errors.Is(err, c.err) || !strings.Contains(err.Error(), "RU["+c.ru+"]") {
				t.Errorf("Resolve(%q): error %v, want %v naming the value", c.ru, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Resolve(%q): %v", c.ru, err)
			continue
		}
		if got.Ruleset != c.ruleset || got.Via != c.via || got.Exact != c.exact || got.Input != c.ru {
			t.Errorf("Resolve(%q) = %s via %s exact %v (differences %v), want %s via %s exact %v",
				c.ru, got.Ruleset, got.Via, got.Exact, got.Differences, c.ruleset, c.via, c.exact)
		}
		if c.params == "" {
			row, _ := Lookup(c.ruleset)
			if paramsOf(got.Params) != paramsOf(row) || got.Params.Name != row.Name {
				t.Errorf("Resolve(%q): params %s, want the row %s", c.ru, paramsOf(got.Params), c.ruleset)
			}
		} else if p := paramsOf(got.Params); p != c.params {
			t.Errorf("Resolve(%q): params %q, want %q", c.ru, p, c.params)
		}
		if got.Exact != (len(got.Differences) == 0) {
			t.Errorf("Resolve(%q): exact %v with differences %v", c.ru, got.Exact, got.Differences)
		}
	}
}

// What a KataGo string says beyond the parameters: komi, name, notes.
func TestResolveKataGoDetails(t *testing.T) {
	r, err := Resolve("koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1komi0.5")
	if err != nil {
		t.Fatal(err)
	}
	if r.Params.Komi == nil || *r.Params.Komi != 0.5 {
		t.Errorf("komi %v, want 0.5", r.Params.Komi)
	}
	if r.Params.Name != "koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1komi0.5" || r.Name() != r.Params.Name {
		t.Errorf("name %q, declared %q", r.Params.Name, r.Name())
	}
	if k := r.Params.KataGo; k == nil || k.String() != "koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1" {
		t.Errorf("KataGo settings %v", k)
	}
	want := []string{"end: two-passes (aga: white-passes-last)", "dead: pass-alive (aga: agreed)", "pass-stones: false (aga: true)",
		"katago: koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1 (aga: none): KataGo's engine decides the end (repeated passes, the button, the encore) and the count (pass-alive territory, independent life)",
		"komi: 0.5 (aga: 7.5)"}
	if strings.Join(r.Differences, "|") != strings.Join(want, "|") {
		t.Errorf("differences %q, want %q", r.Differences, want)
	}
	// No komi in the string: KataGo's default, 6.5 under territory
	// scoring, 7 with the button, 7.5 otherwise (rules.cpp).
	for ru, k := range map[string]float64{"koSIMPLEscoreTERRITORYtaxSEKIsui0": 6.5, "koPOSITIONALscoreAREAtaxNONEsui1button1": 7, "koSIMPLEscoreAREAtaxNONEsui0": 7.5} {
		r, _ = Resolve(ru)
		if r.Params.Komi == nil || *r.Params.Komi != k {
			t.Errorf("%s: komi %v, want %v", ru, r.Params.Komi, k)
		}
		if r.Params.Name != ru {
			t.Errorf("%s: name %q", ru, r.Params.Name)
		}
	}
	// The same rules in JSON and compact form get the same name.
	a, _ := Resolve(`{"scoring":"territory","ko":"simple","suicide":false,"komi":6.5}`)
	b, _ := Resolve("komi6.5scoreTERRITORYkoSIMPLEsui0")
	if a.Params.Name != b.Params.Name || a.Params.Name != "koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5" {
		t.Errorf("names %q and %q", a.Params.Name, b.Params.Name)
	}
	r, _ = Resolve("koPOSITIONALscoreAREAtaxNONEsui1button1")
	if r.Exact || !strings.Contains(strings.Join(r.Notes, " "), "button") {
		t.Errorf("button: exact %v notes %q; want inexact with a note", r.Exact, r.Notes)
	}
	r, _ = Resolve("koSIMPLEscoreAREAtaxNONEsui0")
	if !strings.Contains(strings.Join(r.Notes, " "), "read with ko: simple") {
		t.Errorf("notes %q: want the reading that made chinese nearest", r.Notes)
	}
	// Issue 13: RU[koSIMPLEscoreTERRITORYtaxSEKIsui0] is no longer "exactly
	// japanese": KataGo's engine differs (its repeated-pass end, the
	// encore, pass-alive removal, independent life).
	r, _ = Resolve("koSIMPLEscoreTERRITORYtaxSEKIsui0")
	if r.Exact || r.Ruleset != "japanese" || r.Name() != "koSIMPLEscoreTERRITORYtaxSEKIsui0" {
		t.Errorf("exact %v nearest %s declared %s", r.Exact, r.Ruleset, r.Name())
	}
	r, _ = Resolve("Japanese")
	if r.Name() != "japanese" {
		t.Errorf("declared %q, want the row", r.Name())
	}
	r, _ = Resolve("Old Chinese")
	if r.Params.Scoring != ScoringStone || !strings.Contains(strings.Join(r.Notes, " "), "no catalogue row") {
		t.Errorf("Old Chinese: %+v", r)
	}
}

// A user's ruleset and its aliases resolve too.
func TestResolveUserCatalog(t *testing.T) {
	p := filepath.Join(t.TempDir(), "club.yaml")
	if err := os.WriteFile(p, []byte("name: club\nbased-on: aga\naliases: [Club Rules]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Default().WithFile(p)
	if err != nil {
		t.Fatal(err)
	}
	r, err := c.Resolve("CLUB RULES")
	if err != nil || r.Ruleset != "club" || !r.Exact {
		t.Errorf("got %+v, %v", r, err)
	}
	if _, err := Resolve("club"); !errors.Is(err, ErrUnknownRules) {
		t.Errorf("embedded catalogue resolved club: %v", err)
	}
}

var ruValueRE = regexp.MustCompile(`(?:^|[^A-Za-z])RU\[([^\]]*)\]`)

// Every RU value of the corpora is in corpusRU: a new one must be decided.
func TestCorpusRUValuesAreAllListed(t *testing.T) {
	root := shared.Path(t, "corpora")
	listed := map[string]bool{}
	for _, c := range corpusRU {
		listed[c.ru] = true
	}
	found := map[string]int{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range ruValueRE.FindAllSubmatch(data, -1) {
			found[string(m[1])]++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for v := range found {
		if !listed[v] {
			missing = append(missing, v)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("RU values in the corpora not in corpusRU: %q", missing)
	}
	if len(found) < 40 {
		t.Errorf("found only %d distinct RU values; the corpora hold 51", len(found))
	}
}

// Resolving one RU value, remembered (the usual case in a corpus) and
// not: a name, a KataGo string, KataGo JSON.
func BenchmarkResolve(b *testing.B) {
	inputs := map[string]string{"name": "Japanese", "katago": "koSITUATIONALscoreAREAtaxNONEsui1button1",
		"json": `{"ko":"SIMPLE","scoring":"AREA"}`}
	for _, kind := range []string{"name", "katago", "json"} {
		in := inputs[kind]
		b.Run(kind+"/memo", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Resolve(in); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(kind+"/fresh", func(b *testing.B) {
			c := Default()
			for i := 0; i < b.N; i++ {
				if _, err := c.resolve(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// No input panics, and whatever resolves names a catalogue row or says why.
func FuzzResolve(f *testing.F) {
	for _, c := range append(append([]resolveCase{}, corpusRU...), moreRU...) {
		f.Add(c.ru)
	}
	f.Fuzz(func(t *testing.T, ru string) {
		res, err := Resolve(ru)
		if err != nil {
			if !errors.Is(err, ErrUnknownRules) && !errors.Is(err, ErrNoRules) {
				t.Fatalf("Resolve(%q): unexpected error %v", ru, err)
			}
			return
		}
		if _, ok := Lookup(res.Ruleset); !ok && len(res.Notes) == 0 {
			t.Fatalf("Resolve(%q) = %q, no row and no note", ru, res.Ruleset)
		}
		if res.Exact != (len(res.Differences) == 0) {
			t.Fatalf("Resolve(%q): exact %v, differences %v", ru, res.Exact, res.Differences)
		}
	})
}

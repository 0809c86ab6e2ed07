package rules

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// catalogueRow is one row of RULES.md §2's table, typed by hand from it.
type catalogueRow struct {
	name, ko, cycles, suicide, end, scoring, seki, dead string
	passStones                                          bool
	hcp, komi, ties, tiesHandicap                       string
}

// rulesMDTable is RULES.md §2's catalogue table, copied by hand. Deviation:
// citizendium's ties cell reads "(komi is half-integer)": no tie can arise
// with its komi, and the row says jigo for a record with a whole komi.
var rulesMDTable = []catalogueRow{
	{"japanese", "simple", "no-result", "none", "two-passes", "territory", "not-counted", "agreed", false, "0", "6.5", "jigo", ""},
	{"korean", "simple", "no-result", "none", "two-passes", "territory", "not-counted", "agreed", false, "0", "6.5", "jigo", ""},
	{"chinese", "positional", "forbidden", "none", "two-passes", "area", "split", "agreed", false, "N", "7.5", "jigo", ""},
	{"aga", "situational", "forbidden", "none", "white-passes-last", "area", "counted", "agreed", true, "N-1", "7.5", "jigo", ""},
	{"french", "situational", "forbidden", "none", "white-passes-last", "area", "counted", "agreed", true, "N-1", "7.5", "jigo", ""},
	{"bga", "natural-situational", "forbidden", "none", "white-passes-last", "area", "counted", "agreed", true, "N-1", "7.5", "jigo", ""},
	{"bga-japanese", "simple", "jigo", "none", "two-passes", "territory", "not-counted", "agreed", false, "0", "6", "jigo", ""},
	{"new-zealand", "situational", "forbidden", "multi", "two-passes", "area", "counted", "agreed", false, "0", "7", "jigo", ""},
	{"tromp-taylor", "positional", "forbidden", "multi", "two-passes", "configuration", "counted", "literal", false, "0", "7.5", "jigo", ""},
	{"ing", "ing", "forbidden", "multi", "two-passes", "ing", "ing-nearest", "agreed", false, "N", "8", "black", "white"},
	{"lasker-maas", "positional", "forbidden", "none", "two-phases", "lasker-maas", "counted", "agreed", false, "0", "by agreement", "white", ""},
	{"kee-v4", "kee-dssk", "forbidden", "none", "two-rounds", "area", "counted", "agreed", false, "0", "by agreement", "jigo", ""},
	{"citizendium", "positional", "forbidden", "none", "two-passes", "configuration", "counted", "literal", false, "0", "by agreement", "jigo", ""},
	{"spight", "spight", "forbidden", "none", "repeated-pass", "area", "counted", "agreed", false, "0", "7.5", "jigo", ""},
}

func rowOf(r Ruleset) catalogueRow {
	komi := "by agreement"
	if r.Komi != nil {
		komi = strconv.FormatFloat(*r.Komi, 'f', -1, 64)
	}
	return catalogueRow{r.Name, string(r.Ko), string(r.Cycles), string(r.Suicide), string(r.End),
		string(r.Scoring), string(r.Seki), string(r.Dead), r.PassStones, string(r.HandicapBonus),
		komi, string(r.Ties), string(r.TiesHandicap)}
}

func TestCatalogueMatchesRulesMD(t *testing.T) {
	got := Catalogue()
	if len(got) != len(rulesMDTable) {
		t.Fatalf("catalogue has %d rulesets, RULES.md's table %d", len(got), len(rulesMDTable))
	}
	for i, want := range rulesMDTable {
		if g := rowOf(got[i]); g != want {
			t.Errorf("row %d:\n got %+v\nwant %+v", i+1, g, want)
		}
	}
	var names []string
	for _, w := range rulesMDTable {
		names = append(names, w.name)
	}
	if !slices.Equal(Names(), names) {
		t.Errorf("Names() = %v, want %v", Names(), names)
	}
}

func TestCatalogueRowsHaveSourcesAndTitles(t *testing.T) {
	for _, r := range Catalogue() {
		if r.Title == "" || !strings.Contains(r.Source, "seed") || r.Notes == "" {
			t.Errorf("%s: title %q, source %q, notes %q: want all three, the source naming its seed", r.Name, r.Title, r.Source, r.Notes)
		}
	}
}

// The readings RULES.md §2 mentions are carried as data.
func TestCatalogueReadings(t *testing.T) {
	want := map[string][]string{ // ruleset → "param=value" of its readings
		"ing":         {"seki=split"},
		"chinese":     {"ko=simple", "cycles=no-result"},
		"aga":         {"ko=natural-situational"},
		"french":      {"ko=natural-situational"},
		"bga":         {"ko=situational"},
		"new-zealand": {"ko=natural-situational"},
		"japanese":    {"komi=5.5"},
	}
	for _, r := range Catalogue() {
		var got []string
		for _, rd := range r.Readings {
			got = append(got, rd.Param+"="+rd.Value)
		}
		if !slices.Equal(got, want[r.Name]) {
			t.Errorf("%s: readings %v, want %v", r.Name, got, want[r.Name])
		}
	}
}

// Every alias RULES.md §2 lists finds its ruleset, whatever its case.
func TestLookupAliases(t *testing.T) {
	cases := map[string]string{
		"Japanese": "japanese", "jp": "japanese", "JP": "japanese",
		"Korean": "korean", "ko": "korean", "KO": "korean",
		"Chinese": "chinese", "cn": "chinese", "zh": "chinese", "chinese": "chinese",
		"AGA": "aga", "us": "aga", "French": "french", "BGA": "bga",
		"NZ": "new-zealand", "New Zealand": "new-zealand", "new_zealand": "new-zealand",
		"Tromp-Taylor": "tromp-taylor", "Tromp/Taylor": "tromp-taylor", "TT": "tromp-taylor", "TT--": "tromp-taylor",
		"GOE": "ing", "Ing": "ing", "SST": "ing",
		"kee-v4": "kee-v4", "Kee v4": "kee-v4", "Lasker-Maas": "lasker-maas", "SPIGHT": "spight",
		"bga-japanese": "bga-japanese", "Citizendium": "citizendium",
	}
	for in, want := range cases {
		r, ok := Lookup(in)
		if !ok || r.Name != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, r.Name, ok, want)
		}
	}
	for _, in := range []string{"", "  ", "--", "superko", "nihon", "Old Chinese"} {
		if r, ok := Lookup(in); ok {
			t.Errorf("Lookup(%q) = %q, want not found", in, r.Name)
		}
	}
}

func TestCatalogueReturnsCopies(t *testing.T) {
	a := Catalogue()
	*a[0].Komi = 99
	a[0].Aliases[0] = "changed"
	a[0].Ko = KoIng
	b, _ := Lookup("japanese")
	if *b.Komi != 6.5 || b.Aliases[0] != "Japanese" || b.Ko != KoSimple {
		t.Errorf("changing a returned ruleset changed the catalogue: %+v", b)
	}
}

// fieldNames (the fields a file may hold) must follow the struct tags.
func TestFieldNamesMatchStructTags(t *testing.T) {
	var tags []string
	var walk func(reflect.Type)
	walk = func(ty reflect.Type) {
		for i := 0; i < ty.NumField(); i++ {
			f := ty.Field(i)
			tag := strings.Split(f.Tag.Get("yaml"), ",")
			if slices.Contains(tag[1:], "inline") {
				walk(f.Type)
				continue
			}
			tags = append(tags, tag[0])
		}
	}
	walk(reflect.TypeOf(fileRuleset{}))
	if !slices.Equal(tags, fieldNames()) {
		t.Errorf("struct tags %v\nfieldNames  %v", tags, fieldNames())
	}
	for f := range enumDomains {
		if !slices.Contains(tags, f) {
			t.Errorf("enum domain for %q, which is no field", f)
		}
	}
}

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/rules"
)

func runRulesCmd(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"rules"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

func tempRulesFile(t *testing.T, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "club.yaml")
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// rowNames returns the first cell of each body row of an ASCII table.
func rowNames(out string) []string {
	var names []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "| ") {
			names = append(names, strings.TrimSpace(strings.Split(l, "|")[1]))
		}
	}
	return names
}

func TestRulesTable(t *testing.T) {
	code, out, errs := runRulesCmd(t)
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	want := append([]string{"ruleset"}, "japanese", "korean", "chinese", "aga", "french", "bga",
		"bga-japanese", "new-zealand", "tromp-taylor", "ing", "lasker-maas", "kee-v4", "citizendium", "spight")
	if got := rowNames(out); !reflect.DeepEqual(got, want) {
		t.Errorf("rows %v, want %v", got, want)
	}
}

// The yaml output is a rules file that loads back to the same catalogue.
func TestRulesYAMLRoundTrip(t *testing.T) {
	code, out, errs := runRulesCmd(t, "--format", "yaml")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	back, err := rules.LoadFile(tempRulesFile(t, out))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, rules.Catalogue()) {
		t.Errorf("yaml output does not load back to the catalogue")
	}
	// One ruleset, flags after the name.
	code, out, _ = runRulesCmd(t, "SST", "--format=yaml")
	if code != exitOK || !strings.HasPrefix(out, "name: ing\n") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	one, err := rules.LoadFile(tempRulesFile(t, out))
	ing, _ := rules.Lookup("ing")
	if err != nil || len(one) != 1 || !reflect.DeepEqual(one[0], ing) {
		t.Errorf("ing's yaml loads back as %+v, %v", one, err)
	}
}

func TestRulesOne(t *testing.T) {
	code, out, _ := runRulesCmd(t, "jp")
	for _, want := range []string{"japanese: Japanese rules (Nihon Ki-in, 1989)\n", "\nsource:  seeds 002, 001;",
		"\naliases: Japanese, jp, J89, JPN, Japan\n", "| komi        | 6.5 ", "- komi: 5.5."} {
		if code != exitOK || !strings.Contains(out, want) {
			t.Errorf("exit %d, output lacks %q:\n%s", code, want, out)
		}
	}
}

func TestRulesResolvesRUValues(t *testing.T) {
	code, out, _ := runRulesCmd(t, "koPOSITIONALscoreAREAtaxNONEsui1komi7.5")
	if code != exitOK || !strings.HasPrefix(out, "RU[koPOSITIONALscoreAREAtaxNONEsui1komi7.5] (katago): nearest catalogue ruleset tromp-taylor\n") ||
		!strings.Contains(out, "\nkatago:  koPOSITIONALscoreAREAtaxNONEsui1 (KataGo's engine") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, out, _ = runRulesCmd(t, "--format", "yaml", "Old Chinese")
	if code != exitOK || !strings.Contains(out, "ruleset: chinese\nvia: variant\nexact: false\n") || !strings.Contains(out, "scoring: stone\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestRulesUsageErrors(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"superko"}, `unknown ruleset "superko": not a name or alias of the catalogue, a rules variant or a KataGo rules string; the rulesets are: japanese, korean, chinese, aga,`},
		// the RU of rooklift's collection.sgf, game 2, which score prints
		{[]string{"Tang (Japanese + group tax)"}, `unknown ruleset "Tang (Japanese + group tax)": not a name`},
		{[]string{"kgs"}, `unknown ruleset "kgs" (kgs is a server, not a ruleset: KGS offers Japanese, Chinese, AGA and New Zealand rules`},
		{[]string{"--format", "json"}, `unknown --format "json" (want table or yaml)`},
		{[]string{"japanese", "chinese"}, "one NAME at most, got 2"},
		{[]string{"--colour"}, "flag provided but not defined: -colour"},
		{[]string{"--rules-file", filepath.Join(t.TempDir(), "none.yaml")}, "no such file"},
	}
	for _, c := range cases {
		code, out, errs := runRulesCmd(t, c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errs, c.want)
		}
	}
}

func TestRulesFile(t *testing.T) {
	p := tempRulesFile(t, "- name: japanese\n  based-on: japanese\n  komi: 5.5\n- name: club\n  based-on: aga\n  aliases: [Club]\n")
	code, out, errs := runRulesCmd(t, "--rules-file", p)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	names := rowNames(out)
	if names[len(names)-1] != "club" || len(names) != 16 {
		t.Errorf("rows %v: want the 14 rulesets then club", names)
	}
	if !strings.Contains(out, "| japanese     | simple              | no-result | none    | two-passes        | territory     | not-counted | agreed  | no          | 0         | 5.5 ") {
		t.Errorf("japanese not overridden:\n%s", out)
	}
	code, out, _ = runRulesCmd(t, "club", "--rules-file", p)
	if code != exitOK || !strings.HasPrefix(out, "club: -\n") {
		t.Errorf("club: exit %d:\n%s", code, out)
	}

	bad := tempRulesFile(t, "name: club\nbased-on: aga\nko: superko\n")
	code, out, errs = runRulesCmd(t, "--rules-file", bad)
	want := "rulediff rules: " + bad + `:3: ruleset "club": field ko: unknown value "superko" (want simple, positional, situational, natural-situational, spight, kee-dssk, ing)` + "\n"
	if code != exitUsage || out != "" || errs != want {
		t.Errorf("exit %d, stderr %q, want %q", code, errs, want)
	}
}

func TestRulesHelp(t *testing.T) {
	code, out, _ := runRulesCmd(t, "--help")
	if code != exitOK || !strings.HasPrefix(out, "usage: rulediff rules [flags] [NAME]") || !strings.Contains(out, "-rules-file FILE") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	var buf bytes.Buffer
	run([]string{"help"}, &buf, &buf)
	if !strings.Contains(buf.String(), "  rules ") {
		t.Errorf("rules missing from the help:\n%s", buf.String())
	}
}

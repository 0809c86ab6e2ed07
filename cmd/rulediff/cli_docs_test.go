package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The completions and the man page come from the flag sets: every flag of
// every command is in each, and the commands too.
func TestCompletionAndManCoverEveryFlag(t *testing.T) {
	outputs := map[string]string{}
	for _, shell := range shellNames {
		code, out, errs := runProcess(t, "", "completion", shell)
		if code != exitOK || out == "" {
			t.Fatalf("completion %s: exit %d: %s", shell, code, errs)
		}
		outputs[shell] = out
	}
	code, man, errs := runProcess(t, "", "man")
	if code != exitOK {
		t.Fatalf("man: exit %d: %s", code, errs)
	}
	outputs["man"] = man
	bashWords := map[string]bool{}
	for _, w := range strings.FieldsFunc(outputs["bash"], func(r rune) bool { return strings.ContainsRune(" \"|)\n", r) }) {
		bashWords[w] = true
	}
	specs := specs()
	if len(specs) != len(commands) {
		t.Fatalf("%d specs for %d commands", len(specs), len(commands))
	}
	flags := 0
	for _, s := range specs {
		if s.flags == nil {
			t.Errorf("%s: no flag set described", s.name)
			continue
		}
		for name, text := range outputs {
			if !strings.Contains(text, s.name) {
				t.Errorf("%s lacks the command %s", name, s.name)
			}
		}
		for _, f := range s.flagList() {
			flags++
			if !bashWords[f.dashed()] {
				t.Errorf("bash lacks %s %s", s.name, f.dashed())
			}
			forms := map[string]string{
				"zsh": "'" + f.dashed(), "man": roff(f.dashed()),
				"fish": map[bool]string{true: " -s " + f.name + " ", false: " -l " + f.name + " "}[len(f.name) == 1],
			}
			for name, form := range forms {
				if !strings.Contains(outputs[name], form) {
					t.Errorf("%s lacks %s %s (%q)", name, s.name, f.dashed(), form)
				}
			}
		}
	}
	if flags < 40 {
		t.Errorf("%d flags in all: the flag sets were not read", flags)
	}
	// A flag a command gains is in the completions with nothing else to do.
	if !strings.Contains(outputs["bash"], "--allow-empty") || !strings.Contains(outputs["fish"], "-l wide") {
		t.Errorf("new flags missing")
	}
	for _, want := range []string{"table yaml", "error warning\""} { // rules --format; check --fail-on
		if !strings.Contains(outputs["bash"], want) {
			t.Errorf("bash lacks %q", want)
		}
	}
}

// The scripts parse in their shells, where the shells are installed, and
// the man page renders without a warning.
func TestCompletionScriptsParse(t *testing.T) {
	dir := t.TempDir()
	for shell, check := range map[string][]string{"bash": {"bash", "-n"}, "zsh": {"zsh", "-n"}, "fish": {"fish", "--no-execute"}} {
		if _, err := exec.LookPath(check[0]); err != nil {
			t.Logf("%s not installed: its script is not parsed", shell)
			continue
		}
		_, out, _ := runProcess(t, "", "completion", shell)
		p := filepath.Join(dir, "rulediff."+shell)
		os.WriteFile(p, []byte(out), 0o644)
		if msg, err := exec.Command(check[0], append(check[1:], p)...).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", shell, err, msg)
		}
	}
	if _, err := exec.LookPath("groff"); err == nil {
		_, man, _ := runProcess(t, "", "man")
		cmd := exec.Command("groff", "-man", "-Tutf8", "-ww", "-z")
		cmd.Stdin = strings.NewReader(man)
		if msg, err := cmd.CombinedOutput(); err != nil || len(msg) > 0 {
			t.Errorf("groff: %v\n%s", err, msg)
		}
	}
	if code, _, errs := runProcess(t, "", "completion", "tcsh"); code != exitUsage || !strings.Contains(errs, "want one shell: bash, fish, zsh") {
		t.Errorf("completion tcsh: exit %d, %q", code, errs)
	}
}

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulediff/rulediff/internal/shared"
)

// readme returns the repository's README.
func readme(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// readmeCommands are the command lines of the README's sh blocks that run
// rulediff ("go run ./cmd/rulediff" is rulediff too); comments stay, the
// shell drops them.
func readmeCommands(text string) []string {
	var out []string
	in := false
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "```sh"):
			in = true
		case strings.HasPrefix(line, "```"):
			in = false
		case in && strings.HasPrefix(line, "go run ./cmd/rulediff "):
			out = append(out, "rulediff "+strings.TrimPrefix(line, "go run ./cmd/rulediff "))
		case in && strings.HasPrefix(line, "rulediff "):
			out = append(out, line)
		}
	}
	return out
}

// Every rulediff command line of the README runs as written, from a clone
// with ../shared beside it, and exits 0 (the README says `|| echo` where
// a command is meant to fail). Files it writes land in a scratch clone,
// ~ is a scratch home.
func TestReadmeExamplesRun(t *testing.T) {
	root := shared.Path(t, "corpora")
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash to run the README's lines")
	}
	cmds := readmeCommands(readme(t))
	if len(cmds) < 8 {
		t.Fatalf("only %d command lines found in the README", len(cmds))
	}
	scratch := t.TempDir()
	clone, home, bin := filepath.Join(scratch, "clone"), filepath.Join(scratch, "home"), filepath.Join(scratch, "bin")
	for _, d := range []string{clone, bin, filepath.Join(home, ".local/share/bash-completion/completions"), filepath.Join(home, ".local/share/man/man1")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Dir(root), filepath.Join(scratch, "shared")); err != nil {
		t.Fatal(err)
	}
	self, err := filepath.Abs(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	wrapper := "#!/bin/sh\n" + asCLI + "=1 exec '" + self + "' \"$@\"\n"
	if err := os.WriteFile(filepath.Join(bin, "rulediff"), []byte(wrapper), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, line := range cmds {
		cmd := exec.Command(bash, "-c", line)
		cmd.Dir = clone
		cmd.Env = append(os.Environ(), "HOME="+home, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if code := wait(t, cmd); code != 0 {
			t.Errorf("%s\nexit %d: %s", line, code, tail(errb.String(), 400))
		}
	}
	for _, file := range []string{"clone/audit.jsonl", "clone/check.txt", "clone/bent-four.md", "home/.local/share/man/man1/rulediff.1"} {
		if st, err := os.Stat(filepath.Join(scratch, file)); err != nil || st.Size() == 0 {
			t.Errorf("%s: not written (%v)", file, err)
		}
	}
}

// The output the README shows for the first command is what the command
// prints (at full width, on a pipe), line for line up to its "…".
func TestReadmeShowsTheRealOutput(t *testing.T) {
	text := readme(t)
	i := strings.Index(text, "The start of its\noutput:\n\n```\n")
	if i < 0 {
		t.Fatal("the README no longer shows the first command's output")
	}
	shown := text[i+len("The start of its\noutput:\n\n```\n"):]
	shown = shown[:strings.Index(shown, "```")]
	code, out, errs := runProcess(t, "", "audit")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(out, "\n")
	for n, want := range strings.Split(strings.TrimSuffix(shown, "\n"), "\n") {
		if want == "…" {
			return
		}
		if n >= len(lines) || lines[n] != want {
			got := ""
			if n < len(lines) {
				got = lines[n]
			}
			t.Fatalf("README line %d of the output:\n%s\nthe command prints:\n%s", n+1, want, got)
		}
	}
}

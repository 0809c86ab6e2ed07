package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
	"github.com/rulediff/rulediff/reports"
)

const previous = "the previous report\n"

// waitForTemp waits until a temporary report file appears in dir (the run
// has opened its output), and returns its path.
func waitForTemp(t *testing.T, dir, target string, cmd *exec.Cmd) string {
	t.Helper()
	deadline := time.Now().Add(guard)
	for time.Now().Before(deadline) {
		for _, name := range leftovers(t, dir, target) {
			if strings.HasPrefix(name, "."+target+".tmp-") {
				return filepath.Join(dir, name)
			}
		}
		if cmd.ProcessState != nil {
			t.Fatalf("the run ended before writing")
		}
		time.Sleep(10 * time.Millisecond)
	}
	cmd.Process.Kill()
	t.Fatalf("no temporary file in %s", dir)
	return ""
}

// A run interrupted by a real signal while it reads its input exits with
// 128 + the signal's number, says so, and leaves the previous report as
// it was, with no temporary file beside it. Standard input is a pipe the
// test never closes: the run is in mid-read, the case that cannot wait
// for the run to notice.
func TestInterruptLeavesThePreviousReport(t *testing.T) {
	for _, c := range []struct {
		sig      syscall.Signal
		code     int
		name     string
		commands []string
	}{{syscall.SIGINT, 130, "SIGINT", []string{"audit", "score"}}, {syscall.SIGTERM, 143, "SIGTERM", []string{"audit", "check"}}} {
		for _, command := range c.commands {
			dir := writeTemp(t, map[string]string{"prev.jsonl": previous})
			cmd := process(dir, command, "-", "--format", "jsonl", "-o", "prev.jsonl")
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var errb bytes.Buffer
			cmd.Stderr = &errb
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			io.WriteString(stdin, "(;SZ[9];B[ee]") // and never more
			waitForTemp(t, dir, "prev.jsonl", cmd)
			if err := cmd.Process.Signal(c.sig); err != nil {
				t.Fatal(err)
			}
			code := wait(t, cmd)
			stdin.Close()
			if code != c.code || !strings.Contains(errb.String(), "interrupted by "+c.name+": stopped, no report written") {
				t.Errorf("%s %s: exit %d, stderr %q; want %d", command, c.name, code, errb.String(), c.code)
			}
			if got, _ := os.ReadFile(filepath.Join(dir, "prev.jsonl")); string(got) != previous {
				t.Errorf("%s %s: prev.jsonl is now %q", command, c.name, got)
			}
			if left := leftovers(t, dir, "prev.jsonl"); len(left) > 0 {
				t.Errorf("%s %s: left behind: %v", command, c.name, left)
			}
		}
	}
}

// Interrupted in mid-work on a real corpus, with part of the JSON Lines
// already written to the temporary file: the previous report is intact.
func TestInterruptInMidWork(t *testing.T) {
	corpusDir := shared.Path(t, "corpora")
	dir := writeTemp(t, map[string]string{"prev.jsonl": previous})
	cmd := process(dir, "audit", corpusDir, "--format", "jsonl", "-o", "prev.jsonl", "-j", "2")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tmp := waitForTemp(t, dir, "prev.jsonl", cmd)
	for deadline := time.Now().Add(guard); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if st, err := os.Stat(tmp); err == nil && st.Size() > 0 {
			break // a buffer's worth of games is written
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	if code := wait(t, cmd); code != 130 {
		t.Errorf("exit %d, want 130", code)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "prev.jsonl")); string(got) != previous {
		t.Errorf("prev.jsonl is now %d bytes", len(got))
	}
	if left := leftovers(t, dir, "prev.jsonl"); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// A completed run replaces the previous report and keeps its mode; a new
// report is created; nothing else is left in the directory.
func TestOutputReplacesAtomically(t *testing.T) {
	dir := writeTemp(t, map[string]string{"prev.txt": previous, "g.sgf": "(;SZ[2:1]KM[0];B[aa];W[];B[];W[])"})
	prev := filepath.Join(dir, "prev.txt")
	if err := os.Chmod(prev, 0o640); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{"prev.txt", "new.txt"} {
		code, _, errs := runProcessIn(t, dir, "", "check", "g.sgf", "-o", target)
		got, _ := os.ReadFile(filepath.Join(dir, target))
		if code != exitOK || !strings.Contains(string(got), "| moves                    |     4 |") {
			t.Errorf("-o %s: exit %d (%s):\n%s", target, code, errs, got)
		}
	}
	if st, _ := os.Stat(prev); st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the previous file's 0640", st.Mode().Perm())
	}
	if left := leftovers(t, dir, "prev.txt", "new.txt", "g.sgf"); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
	// through a link: the file linked to is replaced, the link stays
	if err := os.Symlink("new.txt", filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runProcessIn(t, dir, "", "check", "g.sgf", "--format", "yaml", "-o", "link.txt"); code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if st, err := os.Lstat(filepath.Join(dir, "link.txt")); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link.txt is no longer a link: %v", err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "new.txt")); !strings.HasPrefix(string(got), "version:") {
		t.Errorf("new.txt:\n%s", got)
	}
}

// The target is checked before the run starts: a run whose standard input
// never ends must still fail at once, naming the file.
func TestOutputCheckedBeforeTheRun(t *testing.T) {
	dir := t.TempDir()
	ro := filepath.Join(dir, "read-only")
	if err := os.Mkdir(ro, 0o555); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ target, want string }{
		{"/proc/version", "-o /proc/version: "},
		{dir, "-o " + dir + ": is a directory"},
		{filepath.Join(dir, "no", "such", "dir", "out.txt"), "no such file or directory"},
	}
	if os.Geteuid() != 0 { // root writes anywhere
		cases = append(cases, struct{ target, want string }{filepath.Join(ro, "out.txt"), "permission denied"})
	}
	for _, c := range cases {
		for _, cmdName := range []string{"audit", "check", "stats"} {
			cmd := process(dir, cmdName, "-", "-o", c.target)
			stdin, err := cmd.StdinPipe() // never written, never closed: reading it would hang
			if err != nil {
				t.Fatal(err)
			}
			var errb bytes.Buffer
			cmd.Stderr = &errb
			code := wait(t, cmd)
			stdin.Close()
			if code != exitUsage || !strings.Contains(errb.String(), c.want) {
				t.Errorf("%s -o %s: exit %d, stderr %q; want 2 and %q", cmdName, c.target, code, errb.String(), c.want)
			}
		}
	}
	// score: before reading its game from standard input
	cmd := process(dir, "score", "-", "-o", "/proc/version")
	stdin, _ := cmd.StdinPipe()
	code := wait(t, cmd)
	stdin.Close()
	if code != exitUsage {
		t.Errorf("score -o /proc/version: exit %d", code)
	}
}

// A write error (a full disk: /dev/full) stops the run with exit 2 and
// the cause.
func TestWriteErrorExits2(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	for _, args := range [][]string{{"audit", "--detail"}, {"check", "--format", "yaml"}, {"score", "bestiary/triple-ko.sgf"}} {
		code, _, errs := runProcess(t, "", append(args, "-o", "/dev/full")...)
		if code != exitUsage || !strings.Contains(errs, "no space left on device") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}

// The run stops at the first write error: the inputs after it are not
// worked on (in-process, to count them). Each game's report is a third
// of the output buffer, so the buffer meets /dev/full within a few games;
// the pool holds at most 4 inputs per worker in flight.
func TestWriteErrorStopsTheRunAtOnce(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	const total = 10000
	worked := 0
	inputs := func(yield func(corpus.Input) bool) {
		for i := range total {
			if !yield(corpus.Input{Source: "g" + string(rune('a'+i%26)) + ".sgf"}) {
				return
			}
		}
	}
	work := func(in corpus.Input, emit func(reports.Game) bool) {
		worked++ // one worker: no race
		emit(reports.Game{Source: in.Source, Game: 1, Warnings: []reports.Diagnostic{{Message: strings.Repeat("x", outputBuffer/3)}}})
	}
	s := session{name: "check", ctx: context.Background(), stdout: io.Discard, stderr: io.Discard}
	o := outputFlags{format: "jsonl", out: "/dev/full", jobs: 1}
	newWriter := func(w io.Writer) (gameWriter, error) {
		return reports.NewCheckWriter(w, "jsonl", reports.CheckOptions{})
	}
	err := s.writeCorpus(o, corpusFlags{}, &corpusInputs{seq: inputs}, work, newWriter, nil)
	if err == nil || !strings.Contains(err.Error(), "no space left on device") {
		t.Fatalf("error %v", err)
	}
	if worked > 20 {
		t.Errorf("%d inputs worked on after the write error, want a handful", worked)
	}
}

//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A named pipe given as a PATH, between two good files, hung `check` and
// `audit` forever (nobody writes to it) and the good file before it was
// never written. It is now a line of the report with the reason, and the
// files on both sides are read.
func TestNamedPipeArgumentIsListed(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.sgf")
	if err := os.WriteFile(good, []byte("(;SZ[9];B[ee];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a named pipe here: %v", err)
	}
	for _, cmd := range [][]string{
		{"check", "--format", "jsonl", good, fifo, good},
		{"audit", "--dead", "none", "--format", "jsonl", good, fifo, good},
	} {
		type res struct {
			code        int
			out, stderr string
		}
		done := make(chan res, 1)
		go func() {
			code, out, stderr := runCmd(t, cmd...)
			done <- res{code, out, stderr}
		}()
		var r res
		select {
		case r = <-done:
		case <-time.After(10 * time.Second): // a safety net: the assertion is the listing below
			t.Fatalf("%s still runs after 10 s: the named pipe blocked it", cmd[0])
		}
		lines := strings.Split(strings.TrimSpace(r.out), "\n")
		if r.code != exitOK || len(lines) != 3 {
			t.Fatalf("%s: exit %d, %d lines (stderr %s)\n%s", cmd[0], r.code, len(lines), r.stderr, r.out)
		}
		if !strings.Contains(lines[0], "good.sgf") || !strings.Contains(lines[2], "good.sgf") ||
			!strings.Contains(lines[1], `"source":"`+fifo+`"`) || !strings.Contains(lines[1], "not a regular file: a named pipe") {
			t.Errorf("%s: the pipe is not listed between the good files with its reason:\n%s", cmd[0], r.out)
		}
	}
}

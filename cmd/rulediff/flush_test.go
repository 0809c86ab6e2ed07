package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A long run shows its results as it goes: the report of the first file
// is on stdout, in JSON Lines and in YAML, while the run still waits for
// the second input (standard input, held open by the test); it used to
// sit in the output buffer until the end. The bytes are those of a run
// that never waited.
func TestReportStreamsWhileTheRunGoesOn(t *testing.T) {
	dir := t.TempDir()
	first := filepath.Join(dir, "first.sgf")
	if err := os.WriteFile(first, []byte("(;SZ[9]KM[7];B[cc];W[gg];B[];W[])"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"jsonl", "yaml"} {
		t.Run(format, func(t *testing.T) {
			args := []string{"--dead", "none", "--format", format, "-j", "2", first, "-"}
			stdin, feed := io.Pipe()
			var stdout syncBuffer
			code := make(chan int, 1)
			go func() { code <- runAudit(context.Background(), "audit", args, stdin, &stdout, io.Discard) }()
			deadline := time.Now().Add(10 * time.Second) // a safety net: the assertion is that it shows
			for !strings.Contains(stdout.String(), "first.sgf") {
				if time.Now().After(deadline) {
					feed.Close()
					t.Fatalf("the first file's report is not on stdout while the run waits: %q", stdout.String())
				}
				time.Sleep(10 * time.Millisecond)
			}
			io.WriteString(feed, "(;SZ[9];B[ee])")
			feed.Close()
			if c := <-code; c != exitOK {
				t.Fatalf("exit %d", c)
			}
			var want bytes.Buffer
			stdinData := strings.NewReader("(;SZ[9];B[ee])")
			if c := runAudit(context.Background(), "audit", args, stdinData, &want, io.Discard); c != exitOK || want.String() != stdout.String() {
				t.Errorf("streamed output differs from a run that never waited:\n%s\n----\n%s", stdout.String(), want.String())
			}
		})
	}
}

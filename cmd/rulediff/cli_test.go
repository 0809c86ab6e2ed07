package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The tests in cli_*_test.go run the command as a user does: a process of
// its own, with its own standard streams, exit status and signals. The
// test binary is that program when asCLI is set in its environment.
const asCLI = "RULEDIFF_TEST_AS_CLI"

func TestMain(m *testing.M) {
	// The rulediff binary never samples its allocations (the linker turns
	// the memory profiler off when nothing reads it); a test binary samples
	// one every 512 KiB, about 0.7% of BenchmarkAuditCommand's CPU (#17bk).
	// Off unless a memory profile is asked for, so that the benchmarks and
	// the processes the tests start run as the command does.
	if os.Getenv(asCLI) == "1" {
		runtime.MemProfileRate = 0
		main() // exits
	}
	flag.Parse()
	if f := flag.Lookup("test.memprofile"); f == nil || f.Value.String() == "" {
		runtime.MemProfileRate = 0
	}
	os.Exit(m.Run())
}

// process returns the rulediff command line with args, run in dir ("" for
// the test's directory).
func process(dir string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asCLI+"=1")
	cmd.Dir = dir
	return cmd
}

// guard is how long a command may run before a test gives up on it: a
// bound on a hang, never a measure of speed.
const guard = 3 * time.Minute

// runProcess runs rulediff with args and stdin, and returns its exit
// status and output.
func runProcess(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runProcessIn(t, "", stdin, args...)
}

func runProcessIn(t *testing.T, dir, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := process(dir, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	return wait(t, cmd), out.String(), errb.String()
}

// wait starts cmd (unless started) and waits for it within guard; the
// exit status, or -1 and a test failure when it did not end.
func wait(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	if cmd.Process == nil {
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode()
		}
		if err != nil {
			t.Fatalf("%v: %v", cmd.Args[1:], err)
		}
		return 0
	case <-time.After(guard):
		cmd.Process.Kill()
		<-done
		t.Fatalf("%v: still running after %v", cmd.Args[1:], guard)
		return -1
	}
}

// writeTemp writes files (name → content) into a new directory.
func writeTemp(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// leftovers lists the files of dir other than keep: the temporary files
// an atomic write must not leave behind.
func leftovers(t *testing.T, dir string, keep ...string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		found := false
		for _, k := range keep {
			found = found || e.Name() == k
		}
		if !found {
			out = append(out, e.Name())
		}
	}
	return out
}

// readAll drains r into a buffer in the background; the returned function
// waits for the end and gives the text.
func readAll(r io.Reader) func() string {
	var b bytes.Buffer
	done := make(chan struct{})
	go func() {
		io.Copy(&b, r)
		close(done)
	}()
	return func() string {
		<-done
		return b.String()
	}
}

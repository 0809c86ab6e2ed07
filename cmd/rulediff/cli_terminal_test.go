//go:build linux

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/sys/unix"

	"github.com/rulediff/rulediff/corpus"
	"github.com/rulediff/rulediff/internal/shared"
)

// openPTY opens a pseudo-terminal of cols×rows: the master end the test
// reads, the slave end the command writes to as to a terminal.
func openPTY(t *testing.T, cols, rows int) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	fd := int(m.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	s, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.IoctlSetWinsize(int(s.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Col: uint16(cols), Row: uint16(rows)}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close(); s.Close() })
	return m, s
}

// terminal is what a command wrote to a pseudo-terminal, read as it comes.
type terminal struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	done chan struct{}
}

func readTerminal(master *os.File) *terminal {
	tm := &terminal{done: make(chan struct{})}
	go func() {
		defer close(tm.done)
		b := make([]byte, 4096)
		for {
			n, err := master.Read(b) // EIO once every slave end is closed
			tm.mu.Lock()
			tm.buf.Write(b[:n])
			tm.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	return tm
}

func (tm *terminal) text() string {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	return tm.buf.String()
}

// waitFor waits until the terminal shows want, or the command ends.
func (tm *terminal) waitFor(t *testing.T, want string, cmd *exec.Cmd, exited <-chan struct{}) bool {
	t.Helper()
	deadline := time.After(guard)
	for {
		if strings.Contains(tm.text(), want) {
			return true
		}
		select {
		case <-exited:
			return strings.Contains(tm.text(), want)
		case <-deadline:
			return false
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// startOnTerminal starts rulediff with stderr (and stdout unless out is
// given) on the slave end; it returns a channel closed when it exits.
func startOnTerminal(t *testing.T, slave *os.File, stdout *bytes.Buffer, args ...string) (*exec.Cmd, chan struct{}) {
	t.Helper()
	cmd := process("", args...)
	cmd.Stderr = slave
	cmd.Stdout = slave
	if stdout != nil {
		cmd.Stdout = stdout
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() {
		cmd.Wait()
		close(exited)
	}()
	return cmd, exited
}

// On a terminal the progress line shows the total counted up front (a
// directory: files and bytes), the percentage, the rate and the time
// left; a real SIGINT then stops the run with 130.
func TestProgressOnTerminal(t *testing.T) {
	dir := shared.Path(t, "corpora")
	total := corpus.Count(context.Background(), []string{dir}, corpus.Options{})
	if !total.Known || total.Files < 7000 {
		t.Fatalf("count %+v", total)
	}
	master, slave := openPTY(t, 120, 40)
	tm := readTerminal(master)
	out := t.TempDir() + "/report.txt"
	cmd, exited := startOnTerminal(t, slave, nil, "audit", dir, "-o", out, "-j", "1")
	want := fmt.Sprintf(" of %s files · ", thousands(total.Files))
	ok := tm.waitFor(t, " left", cmd, exited)
	cmd.Process.Signal(syscall.SIGINT)
	<-exited
	screen := tm.text()
	if !ok || !strings.Contains(screen, "\rrulediff audit: ") || !strings.Contains(screen, want) ||
		!strings.Contains(screen, "% · ") || !strings.Contains(screen, " files/s · ") {
		t.Errorf("no progress line with %q, a percentage, a rate and the time left:\n%q", want, tail(screen, 600))
	}
	if code := cmd.ProcessState.ExitCode(); code != 130 {
		t.Errorf("exit %d after SIGINT, want 130", code)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an interrupted run wrote %s: %v", out, err)
	}
	// Every progress line fits the terminal: none wraps.
	for _, line := range strings.Split(strings.ReplaceAll(screen, "\r\n", "\r"), "\r") {
		if n := utf8.RuneCountInString(line); n > 120 {
			t.Errorf("a line of %d on a 120-column terminal: %q", n, line)
		}
	}
}

// No progress on a terminal that shows the report itself, nor on a pipe
// unless asked; asked, a pipe gets whole lines.
func TestProgressWhereAsked(t *testing.T) {
	dir := shared.Path(t, "corpora")
	master, slave := openPTY(t, 120, 40)
	tm := readTerminal(master)
	cmd, exited := startOnTerminal(t, slave, nil, "audit", dir, "-j", "1")
	time.Sleep(3 * time.Second) // past the second a progress line waits for
	cmd.Process.Signal(syscall.SIGINT)
	<-exited
	if s := tm.text(); strings.Contains(s, "files/s") {
		t.Errorf("progress on the terminal that shows the report:\n%q", tail(s, 400))
	}
	for _, asked := range []bool{false, true} {
		args := []string{"audit", dir, "-j", "1", "-o", os.DevNull}
		if asked {
			args = append(args, "--progress")
		}
		cmd := process("", args...)
		var errb syncBuffer
		cmd.Stderr = &errb
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan struct{})
		go func() {
			cmd.Wait()
			close(exited)
		}()
		deadline := time.After(map[bool]time.Duration{false: 3 * time.Second, true: guard}[asked])
	wait:
		for !strings.Contains(errb.String(), " files/s") {
			select {
			case <-exited:
				break wait
			case <-deadline:
				break wait
			case <-time.After(50 * time.Millisecond):
			}
		}
		cmd.Process.Signal(syscall.SIGINT)
		<-exited
		got := errb.String()
		if asked != strings.Contains(got, " files/s") || asked && (strings.Contains(got, "\r") || !strings.HasPrefix(got, "rulediff audit: ") ||
			!strings.Contains(got, " left\n")) {
			t.Errorf("--progress %v on a pipe: %q", asked, tail(got, 400))
		}
	}
}

// Tables fit the terminal they are drawn on; --wide and a pipe get the
// full width.
func TestTablesFitTheTerminal(t *testing.T) {
	for _, args := range [][]string{{"audit"}, {"score", "bestiary/bent-four.sgf"}, {"audit", "--detail"}} {
		for _, cols := range []int{80, 120} {
			screen := onTerminal(t, cols, args...)
			if widest := widestLine(screen); widest > cols {
				t.Errorf("%v on %d columns: a line of %d:\n%s", args, cols, widest, screen)
			}
			if !strings.Contains(screen, "┌") {
				t.Errorf("%v: no box-drawing table on a terminal", args)
			}
		}
	}
	// --wide on a terminal, and a pipe: the compact table at full width.
	wide := onTerminal(t, 80, "audit", "--wide")
	_, piped, _ := runProcess(t, "", "audit")
	for name, text := range map[string]string{"--wide": wide, "pipe": piped} {
		if widest := widestLine(text); widest <= 120 {
			t.Errorf("%s: widest line %d, want the full width", name, widest)
		}
	}
}

// onTerminal runs rulediff on a pseudo-terminal of cols columns and
// returns what it showed, its lines ended by "\n".
func onTerminal(t *testing.T, cols int, args ...string) string {
	t.Helper()
	master, slave := openPTY(t, cols, 40)
	tm := readTerminal(master)
	cmd, exited := startOnTerminal(t, slave, nil, args...)
	<-exited
	slave.Close()
	<-tm.done
	screen := strings.ReplaceAll(tm.text(), "\r\n", "\n")
	if code := cmd.ProcessState.ExitCode(); code != exitOK {
		t.Fatalf("%v: exit %d:\n%s", args, code, screen)
	}
	return screen
}

func widestLine(text string) int {
	widest := 0
	for _, line := range strings.Split(text, "\n") {
		widest = max(widest, utf8.RuneCountInString(strings.TrimRight(line, "\r")))
	}
	return widest
}

// The statistics fit the terminal too, at 80 and 120 columns, on a real
// corpus (ai_games: agreeing sets with long names, games in deep
// directories): the pair tables take their narrow form where the whole
// one does not fit, every figure still split by dead-stone source.
// --wide and a pipe get the whole tables.
func TestStatsFitTheTerminal(t *testing.T) {
	dir := filepath.Join(shared.Path(t, "corpora"), "ai_games")
	for _, cols := range []int{80, 120} {
		screen := onTerminal(t, cols, "stats", dir)
		if w := widestLine(screen); w > cols {
			t.Errorf("stats on %d columns: a line of %d:\n%s", cols, w, screen)
		}
		for _, want := range []string{"│ japanese= / chinese ", "│   estimate-in-doubt ", "named by the first with",
			"\njapanese= / chinese: ", "Where the dead stones came from"} {
			if !strings.Contains(screen, want) {
				t.Errorf("stats on %d columns: no %q:\n%s", cols, want, screen)
			}
		}
	}
	wide := onTerminal(t, 80, "stats", "--wide", dir)
	_, piped, _ := runProcess(t, "", "stats", dir)
	for name, text := range map[string]string{"--wide": wide, "pipe": piped} {
		if w := widestLine(text); w <= 120 {
			t.Errorf("%s: widest line %d, want the full width", name, w)
		}
		for _, want := range []string{"japanese = korean = bga-japanese / chinese ", "Rulesets that agree on every game, one column below"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: no %q", name, want)
			}
		}
		if strings.Contains(text, "japanese=") || strings.Contains(text, "\u00a0") {
			t.Errorf("%s: the narrow form at full width", name)
		}
	}
	// What the terminal shows is the pipe's figures: the same rows of
	// winner flips, names aside.
	if !strings.Contains(wide, "│ japanese = korean = bga-japanese / chinese ") {
		t.Errorf("--wide: no box-drawing row of the whole tables")
	}
}

// thousands writes n with thousands separators, as the progress line does.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// A terminal is a pseudo-terminal's slave end, not any character device:
// /dev/null is one, and a progress line drawn on it (2>/dev/null) was
// drawn for nobody, its total counted by a walk that stats every file.
// Files and pipes are no terminals either.
func TestIsTerminal(t *testing.T) {
	_, slave := openPTY(t, 80, 24)
	if !isTerminal(slave) {
		t.Error("a pseudo-terminal taken for no terminal")
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	if st, err := null.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("%s: %v, mode %v: want a character device", os.DevNull, err, st.Mode())
	}
	if isTerminal(null) {
		t.Errorf("%s taken for a terminal", os.DevNull)
	}
	file, err := os.Create(filepath.Join(t.TempDir(), "report"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	for name, f := range map[string]*os.File{"a file": file, "a pipe": w} {
		if isTerminal(f) {
			t.Errorf("%s taken for a terminal", name)
		}
	}
	if isTerminal(&bytes.Buffer{}) {
		t.Error("a buffer taken for a terminal")
	}
}
